import { croreLabel } from '@portal/shared/application/calc';
import { istDate, istDateTime } from '@portal/shared/format/ist-time';

/** ₹1.5 Cr for the table, the same label the founder's wizard shows; the detail shows whole rupees. */
export const formatCrore = croreLabel;

/** The IST calendar day of an instant. */
export const formatDate = istDate;

/** IST with the offset written out, whatever the reviewer's own time zone. */
export const formatDateTime = istDateTime;

export const formatScore = (score: number | null): string => (score === null ? '—' : score.toFixed(2));

export { formatBytes } from '@portal/shared/format/bytes';

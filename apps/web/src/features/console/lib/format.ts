import { RUPEES_PER_CRORE } from '@portal/shared/limits';

export const formatRupees = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '—' : `₹${amount.toLocaleString('en-IN')}`);

/** ₹1.5 Cr for the table; the detail shows whole rupees. */
export const formatCrore = (amount: number): string => `₹${(amount / RUPEES_PER_CRORE).toLocaleString('en-IN', { maximumFractionDigits: 2 })} Cr`;

export const formatDate = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) : '—';

export const formatScore = (score: number | null): string => (score === null ? '—' : score.toFixed(2));

export const formatBytes = (bytes: number): string =>
  bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : bytes >= 1024 ** 2 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

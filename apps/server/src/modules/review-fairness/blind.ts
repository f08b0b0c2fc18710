import { blindFileName, redactPersonalData } from '@portal/shared/review/review-fairness';
import type { ConsoleApplicationDetail } from '../console/console-detail.ts';
import type { ConsoleRow, ListContext } from '../console/console-list.ts';
/** The blind scope is decided below the console (review-stages/blind-scope.ts); the console's views use it from here too. */
export { blindScopeOf, inBlindStage, isBlindFor } from '../review-stages/blind-scope.ts';

/** A list row as a viewer with this scope may see it. */
export const rowFor = (scope: ListContext['blind'], row: ConsoleRow): ConsoleRow =>
  scope === 'all' || (scope === 'stages' && row.stageBlind) ? { ...row, founderName: null, email: null, phone: null } : row;

/** The detail without the founder's personal data: fields, file names, and mentions in notes and comments. */
export const blindDetail = (detail: ConsoleApplicationDetail): ConsoleApplicationDetail => {
  const personal = [detail.name, detail.email, detail.phone];
  const redact = (text: string) => redactPersonalData(text, personal);
  return {
    ...detail,
    name: null,
    email: null,
    phone: null,
    files: detail.files.map((f) => ({ ...f, name: blindFileName(f.kind, f.name) })),
    history: detail.history.map((h) => ({ ...h, note: h.note === null ? null : redact(h.note), actorName: redact(h.actorName) })),
    comments: detail.comments.map((c) => ({ ...c, body: redact(c.body), authorName: redact(c.authorName) })),
    description: detail.description === null ? null : redact(detail.description),
  };
};

import { blindFileName, redactPersonalData } from '@portal/shared/review-fairness';
import type { Config } from '../../config.ts';
import type { ConsoleApplicationDetail } from '../console/console-detail.ts';
import type { ConsoleRow } from '../console/console-list.ts';

type Viewer = { role?: string | null } | null;

/**
 * The one answer to "does this viewer review this application blind?". Reviewers do while the review
 * config's REVIEW_BLIND is on; admins never do (they publish decisions, which name the founder). The
 * application is an argument so a per-stage blind switch can decide here without touching any caller.
 */
export const isBlindFor = (config: Pick<Config, 'review'>, viewer: Viewer, _application?: { id: string }): boolean =>
  config.review.blind && viewer?.role === 'reviewer';

/** A list row without the founder's name, email and phone. */
export const blindRow = (row: ConsoleRow): ConsoleRow => ({ ...row, founderName: null, email: null, phone: null });

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

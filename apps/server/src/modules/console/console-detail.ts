import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { toApplication, type Application } from '../application/repository.ts';
import { findReadyFilesOfApplication } from '../files/file-repository.ts';
import { findReviewState, listComments, listHistory, listScores } from '../review/review-repository.ts';
import { cleanFileName } from '@portal/shared/uploads/file-name';
import { toStoredVideoView, type StoredVideoView } from '../files/video-facts.ts';
import { findSubmittedApplicationRow } from '../application/repository.ts';
import { loadReviewAnswers, type ReviewAnswers } from '../own-questions/review-answers.ts';
import { listMembers } from '../application/members-repository.ts';

export interface ConsoleFile {
  id: string;
  kind: string;
  name: string;
  type: string;
  size: number;
  /** A video's container facts (null for documents). */
  video: StoredVideoView | null;
}

/** Everything the console shows about one application: every field, files, history, scores, comments. */
export interface ConsoleApplicationDetail extends Omit<
  Application,
  'status' | 'videoUrl' | 'financialStatementUrl' | 'pitchDeckUrl' | 'updatedAt'
> {
  status: string;
  decision: string | null;
  decisionPublishedAt: string | null;
  totalFunding: number;
  averageScore: number | null;
  scoreCount: number;
  files: ConsoleFile[];
  history: {
    id: string;
    action: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    actorName: string;
    createdAt: string;
  }[];
  scores: { criterion: string; score: number; reviewerId: string; reviewerName: string }[];
  comments: { id: string; body: string; authorName: string; createdAt: string }[];
  /** The answers to the cohort's own questions, worded as on the form version it was submitted with. */
  ownAnswers: ReviewAnswers;
  /** Everyone on the application, first joined first (docs/co-founders.md). */
  members: { name: string; email: string; joinedAt: string }[];
}

/** A submitted application, or undefined (in-progress drafts are the founder's own business). */
export const findSubmittedApplication = findSubmittedApplicationRow;

export const loadConsoleDetail = async (db: Kysely<Database>, id: string): Promise<ConsoleApplicationDetail | null> => {
  const row = await findSubmittedApplication(db, id);
  if (!row) return null;
  const [review, files, history, scores, comments, ownAnswers, members] = await Promise.all([
    findReviewState(db, id),
    findReadyFilesOfApplication(db, id),
    listHistory(db, id),
    listScores(db, id),
    listComments(db, id),
    loadReviewAnswers(db, id),
    listMembers(db, id),
  ]);
  const { videoUrl: _v, financialStatementUrl: _f, pitchDeckUrl: _p, updatedAt: _u, ...application } = toApplication(row);
  return {
    ...application,
    status: review.status,
    decision: review.decision,
    decisionPublishedAt: review.decisionPublishedAt,
    totalFunding: (application.equityFunding ?? 0) + (application.debtFunding ?? 0) + (application.grantFunding ?? 0),
    averageScore: review.scoreAverage,
    scoreCount: review.scoreCount,
    // Names stored before they were cleaned at upload are cleaned here too (bidi and control characters).
    files: files.map(({ duration_ms, width, height, media_note, ...f }) => ({
      ...f,
      name: cleanFileName(f.name, f.kind),
      size: Number(f.size),
      video: f.kind === 'video' ? toStoredVideoView({ duration_ms, width, height, media_note }) : null,
    })),
    history: history.map((h) => ({
      id: h.id,
      action: h.action,
      fromStatus: h.from_status,
      toStatus: h.to_status,
      note: h.note,
      actorName: h.actor_name,
      createdAt: h.created_at,
    })),
    scores: scores.map((s) => ({
      criterion: s.criterion,
      score: Number(s.score),
      reviewerId: s.reviewer_id,
      reviewerName: s.reviewer_name ?? '',
    })),
    comments: comments.map((c) => ({ id: c.id, body: c.body, authorName: c.author_name, createdAt: c.created_at })),
    ownAnswers,
    members: members.map((m) => ({ name: m.name, email: m.email, joinedAt: m.joinedAt })),
  };
};

import type { ApplicationRecord } from '@portal/shared/application-record';

/** The console operations' answers (packages/shared/src/console-operations.ts). */
export interface ConsoleMeta {
  viewerId: string;
  role: 'reviewer' | 'admin';
  statuses: string[];
  decisions: string[];
  criteria: { key: string; label: string }[];
}

export interface ConsoleRow {
  id: string;
  status: string;
  companyName: string | null;
  founderName: string | null;
  city: string | null;
  state: string | null;
  sector: string | null;
  revenue: string | null;
  totalFunding: number;
  submittedAt: string | null;
  averageScore: number | null;
  stageId: string | null;
  stageName: string | null;
  stageMean: number | null;
  calibratedScore: number | null;
  scoreCount: number;
  duplicates: DuplicateLink[];
}

/** Another application sharing a phone, email or normalised company name (review-fairness). */
export interface DuplicateLink {
  applicationId: string;
  companyName: string | null;
  reasons: string[];
}

export interface ConsolePage {
  total: number;
  page: number;
  pageSize: number;
  items: ConsoleRow[];
}

/** The console's view of an application: the API's application record (without the file links, which come
 * as `files`) plus the review state. */
export interface ConsoleDetail extends Omit<ApplicationRecord, 'videoUrl' | 'financialStatementUrl' | 'pitchDeckUrl' | 'updatedAt'> {
  decision: string | null;
  decisionPublishedAt: string | null;
  totalFunding: number;
  averageScore: number | null;
  scoreCount: number;
  files: {
    id: string;
    kind: string;
    name: string;
    type: string;
    size: number;
    /** What the server read from a video's container (null for documents). */
    video: { durationSeconds: number | null; width: number | null; height: number | null; note: string | null; lengthWarning: string | null } | null;
  }[];
  history: { id: string; action: string; fromStatus: string | null; toStatus: string; note: string | null; actorName: string; createdAt: string }[];
  scores: { criterion: string; score: number; reviewerId: string; reviewerName: string }[];
  comments: { id: string; body: string; authorName: string; createdAt: string }[];
  stageMean: number | null;
  calibratedScore: number | null;
  blind: boolean;
  viewerConfidence: number | null;
  duplicates: DuplicateLink[];
}

export interface DecisionPreview {
  decision: string;
  to: string;
  subject: string;
  text: string;
  willSend: boolean;
}

export interface ReviewerCalibration {
  reviewerId: string;
  reviewerName: string;
  count: number;
  mean: number;
  sd: number;
  shared: number;
  offset: number;
  drifting: boolean;
}

export interface InProgressPage {
  total: number;
  page: number;
  items: { id: string; companyName: string | null; city: string | null; state: string | null; sector: string | null; createdAt: string; updatedAt: string }[];
}

export interface CountItem {
  key: string;
  count: number;
}

export interface ConsoleOverview {
  total: number;
  byStatus: CountItem[];
  bySector: CountItem[];
  byState: CountItem[];
  perDay: CountItem[];
}

export interface ConsoleUser {
  id: string;
  name: string;
  email: string;
  role: string;
  createdAt: string;
}

export interface ConsoleUserPage {
  total: number;
  page: number;
  pageSize: number;
  items: ConsoleUser[];
}

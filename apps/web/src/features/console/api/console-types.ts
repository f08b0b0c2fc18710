import type {
  ConsoleApplicationsQuery,
  ConsoleDecisionPreviewQuery,
  ConsoleDetailFieldsFragment,
  ConsoleInProgressQuery,
  ConsoleMetaQuery,
  ConsoleOverviewQuery,
  ConsoleReviewerCalibrationQuery,
  ConsoleUsersQuery,
} from '@portal/shared/graphql/graphql-types.generated';

/*
 * The console operations' answers (packages/shared/src/graphql/console-operations.ts), as generated from the schema
 * and the operations (scripts/generate-graphql-types.ts): names for the parts the components take.
 */
export type ConsoleMeta = ConsoleMetaQuery['consoleMeta'];
export type ConsolePage = ConsoleApplicationsQuery['consoleApplications'];
export type ConsoleRow = ConsolePage['items'][number];
/** Another application sharing a phone, email, normalised company name or DPIIT number; its id null in blind review. */
export type DuplicateLink = ConsoleRow['duplicates'][number];
/** The console's view of an application: its fields, files, history, scores, comments and review state. */
export type ConsoleDetail = ConsoleDetailFieldsFragment;
export type DecisionPreview = ConsoleDecisionPreviewQuery['consoleDecisionPreview'];
export type ReviewerCalibration = ConsoleReviewerCalibrationQuery['consoleReviewerCalibration'][number];
export type InProgressPage = ConsoleInProgressQuery['consoleInProgress'];
export type ConsoleOverview = ConsoleOverviewQuery['consoleOverview'];
export type CountItem = ConsoleOverview['byStatus'][number];
export type ConsoleUserPage = ConsoleUsersQuery['consoleUsers'];
export type ConsoleUser = ConsoleUserPage['items'][number];
/** An application's score figures, the same on the list, the application page and the reviewer's page. */
export type ScoreSummary = ConsoleRow['scoreSummary'];

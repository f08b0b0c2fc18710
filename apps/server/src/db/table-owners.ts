/**
 * Which module owns each table (paths under apps/server/src). Only the owner's repository files write a table;
 * files of the owner folder may read it; a file anywhere else reads it only when it is listed in CROSS_MODULE_READS.
 * test/database/table-ownership.test.ts scans the source and holds the code to this. Migrations and tests are exempt.
 */
export interface TableOwner {
  /** The module folder (or folders) that owns the table. */
  owner: readonly string[];
  /** The files that write the table: the owner's repository (a fast path of it counts as part of it). */
  repositories: readonly string[];
}

export const TABLE_OWNERS: Readonly<Record<string, TableOwner>> = {
  // Better Auth writes its own tables through its adapter; the app's own writes go through auth's repository.
  user: { owner: ['auth'], repositories: ['auth/user-repository.ts'] },
  session: { owner: ['auth'], repositories: ['auth/user-repository.ts', 'auth/end-anonymous-sessions.ts'] },
  account: { owner: ['auth'], repositories: ['auth/user-repository.ts'] },
  verification: { owner: ['auth'], repositories: ['auth/user-repository.ts'] },
  passkey: { owner: ['auth'], repositories: ['auth/user-repository.ts'] },
  apikey: { owner: ['auth'], repositories: ['auth/user-repository.ts', 'auth/personal-token-rules.ts'] },
  twoFactor: { owner: ['auth'], repositories: ['auth/user-repository.ts'] },
  jwks: { owner: ['auth'], repositories: [] },
  rateLimit: { owner: ['auth'], repositories: ['auth/rate-limit-storage.ts', 'auth/sign-in-statement.ts'] },
  sign_in_links: { owner: ['auth'], repositories: ['auth/sign-in-links.ts'] },

  jobs: { owner: ['jobs'], repositories: ['jobs/job-queue.ts'] },

  applications: {
    owner: ['modules/application'],
    repositories: ['modules/application/repository.ts', 'modules/application/batched-step-saves.ts'],
  },
  application_members: {
    owner: ['modules/application'],
    repositories: ['modules/application/members-repository.ts'],
  },
  application_step_saves: {
    owner: ['modules/application'],
    repositories: ['modules/application/step-saves-repository.ts'],
  },
  application_field_saves: {
    owner: ['modules/application'],
    repositories: ['modules/application/field-saves-repository.ts'],
  },
  application_invites: { owner: ['modules/co-founders'], repositories: ['modules/co-founders/invite-repository.ts'] },
  cohorts: { owner: ['modules/cohorts'], repositories: ['modules/cohorts/cohort-repository.ts'] },
  user_preferences: { owner: ['modules/preferences'], repositories: ['modules/preferences/repository.ts'] },
  files: { owner: ['modules/files'], repositories: ['modules/files/file-repository.ts'] },
  upload_writes: { owner: ['uploads'], repositories: ['uploads/upload-write-count.ts'] },

  application_reviews: { owner: ['modules/review'], repositories: ['modules/review/review-repository.ts'] },
  review_history: { owner: ['modules/review'], repositories: ['modules/review/review-repository.ts'] },
  review_scores: { owner: ['modules/review'], repositories: ['modules/review/review-repository.ts'] },
  review_comments: { owner: ['modules/review'], repositories: ['modules/review/review-repository.ts'] },

  review_stages: { owner: ['modules/review-stages'], repositories: ['modules/review-stages/stage-repository.ts'] },
  stage_criteria: { owner: ['modules/review-stages'], repositories: ['modules/review-stages/stage-repository.ts'] },
  application_stages: { owner: ['modules/review-stages'], repositories: ['modules/review-stages/stage-repository.ts'] },
  stage_assignments: { owner: ['modules/review-stages'], repositories: ['modules/review-stages/assignment-repository.ts'] },
  conflict_declarations: { owner: ['modules/review-stages'], repositories: ['modules/review-stages/assignment-repository.ts'] },
  rubric_scores: { owner: ['modules/review-stages'], repositories: ['modules/review-stages/assignment-repository.ts'] },
  stage_reviewer_stats: { owner: ['modules/review-stages'], repositories: ['modules/review-stages/stage-calibration.ts'] },
  stage_calibration: { owner: ['modules/review-stages'], repositories: ['modules/review-stages/stage-calibration.ts'] },

  privacy_consents: { owner: ['modules/privacy'], repositories: ['modules/privacy/consent.ts'] },
  privacy_nominees: { owner: ['modules/privacy'], repositories: ['modules/privacy/nominee-repository.ts'] },
  correction_requests: { owner: ['modules/privacy'], repositories: ['modules/privacy/correction-repository.ts'] },
  data_exports: { owner: ['modules/privacy'], repositories: ['modules/privacy/data-export.ts'] },
  account_deletion_codes: { owner: ['modules/privacy'], repositories: ['modules/privacy/deletion-confirmation.ts'] },
  retention_notices: { owner: ['modules/privacy'], repositories: ['modules/privacy/retention-job.ts'] },
  cohort_statistics: { owner: ['modules/privacy'], repositories: ['modules/privacy/account-erasure.ts'] },
  staff_access_log: { owner: ['modules/privacy'], repositories: ['modules/privacy/staff-access-log.ts'] },

  staff_invitations: { owner: ['modules/team'], repositories: ['modules/team/invitation-repository.ts'] },

  reminder_sends: { owner: ['modules/reminders'], repositories: ['modules/reminders/reminder-repository.ts'] },
  reminder_day_counts: { owner: ['modules/reminders'], repositories: ['modules/reminders/reminder-repository.ts'] },
  // Every step of a delivery (queued, sent, the webhook's status, why not) is written through its repository.
  message_deliveries: { owner: ['modules/messages'], repositories: ['modules/messages/delivery-repository.ts'] },
  message_stops: { owner: ['modules/messages'], repositories: ['modules/messages/recipient.ts'] },
  team_messages: { owner: ['modules/team-messages'], repositories: ['modules/team-messages/team-message-repository.ts'] },
  team_message_recipients: {
    owner: ['modules/team-messages'],
    repositories: ['modules/team-messages/team-message-repository.ts'],
  },

  form_versions: { owner: ['modules/own-questions'], repositories: ['modules/own-questions/form-version-repository.ts'] },
  application_answers: { owner: ['modules/own-questions'], repositories: ['modules/own-questions/answer-repository.ts'] },
  cohort_eligibility: { owner: ['modules/eligibility'], repositories: ['modules/eligibility/eligibility-repository.ts'] },
  eligibility_screenings: { owner: ['modules/eligibility'], repositories: ['modules/eligibility/eligibility-repository.ts'] },

  application_match_keys: { owner: ['modules/review-fairness'], repositories: ['modules/review-fairness/duplicates.ts'] },
  application_match_scans: { owner: ['modules/review-fairness'], repositories: ['modules/review-fairness/duplicates.ts'] },
  review_confidence: { owner: ['modules/review-fairness'], repositories: [] },
  // Dropped by migration 003-jobs (its rows became jobs); named here only because migration 002 creates it.
  webhook_events: { owner: ['jobs'], repositories: [] },
};

export interface CrossModuleRead {
  file: string;
  tables: readonly string[];
  reason: string;
}

/** Reads of tables from outside their owner, each with why it stays where it is (mostly joins that would cost a second query). */
export const CROSS_MODULE_READS: readonly CrossModuleRead[] = [
  {
    file: 'modules/console/returning-founder.ts',
    tables: ['applications', 'cohorts', 'application_reviews'],
    reason: "a returning founder's earlier submitted applications, with their cohort's name and published decision, in one query",
  },
  {
    file: 'modules/console/console-list.ts',
    tables: ['applications', 'application_reviews', 'application_stages', 'review_stages', 'stage_calibration'],
    reason:
      "the console's list filters, sorts and pages submitted applications by review status, stage and calibrated score in one query",
  },
  {
    file: 'modules/console/cohort-comparison.ts',
    tables: ['applications', 'application_reviews'],
    reason: "the overview's comparison counts every cohort's applications started, submitted and accepted in one grouped query",
  },
  {
    file: 'modules/console/console-users.ts',
    tables: ['user'],
    reason: "the admin's roles page searches and pages accounts by name or email",
  },
  {
    file: 'modules/files/video-facts.ts',
    tables: ['applications'],
    reason: "the founder's pitch video is found through their application in one query",
  },
  {
    file: 'modules/privacy/correction-list.ts',
    tables: ['applications', 'application_stages', 'review_stages'],
    reason: "correction requests are listed with the application's name and stage",
  },
  {
    file: 'modules/privacy/staff-access-log.ts',
    tables: ['applications'],
    reason: "the access log of one cohort keeps the entries about that cohort's applications, in the log's one paged query",
  },
  {
    file: 'modules/privacy/data-export.ts',
    tables: ['user', 'session', 'account', 'user_preferences'],
    reason: 'the data export gathers every row stored about the founder',
  },
  {
    file: 'modules/privacy/retention-job.ts',
    tables: ['applications', 'user', 'application_reviews'],
    reason:
      "retention finds each cohort's applications not accepted to notify (with the founder's address and language) or erase, joined with its notices",
  },
  {
    file: 'modules/review/review-emails.ts',
    tables: ['applications', 'user', 'application_members'],
    reason:
      'the receipt and the decision go to every member of the application, each with their address and language, in one query',
  },
  {
    file: 'modules/application/members-repository.ts',
    tables: ['user'],
    reason: 'the team list names each member with their name, address and language in one query',
  },
  {
    file: 'modules/application/step-saves-repository.ts',
    tables: ['user'],
    reason: "who saved a step is recorded with the saver's name in the same statement",
  },
  {
    file: 'modules/application/field-saves-repository.ts',
    tables: ['user'],
    reason: "who wrote each field is recorded with the writer's name (shown on a conflict after their account goes)",
  },
  {
    file: 'modules/review/review-repository.ts',
    tables: ['applications', 'user'],
    reason: "the founder's decision is found through their application; scores carry the reviewer's name",
  },
  {
    file: 'modules/review-fairness/calibration-repository.ts',
    tables: ['application_stages', 'stage_calibration', 'stage_assignments', 'review_stages'],
    reason:
      "calibrated scores and reviewer totals are read from the stage tables they are stored in, one cohort's stages at a time",
  },
  {
    file: 'modules/review-fairness/confidence.ts',
    tables: ['stage_assignments', 'application_stages'],
    reason: "the reviewer's assignment in the application's current stage",
  },
  {
    file: 'modules/review-fairness/duplicates.ts',
    tables: ['applications'],
    reason: 'duplicate detection scans submitted applications for match keys and names the matches',
  },
  {
    file: 'modules/review-stages/assignments.ts',
    tables: ['user', 'applications'],
    reason: "assignments and declarations are listed with the reviewer's name and email and the startup's name",
  },
  {
    file: 'modules/review-stages/reviewer-queue.ts',
    tables: ['applications'],
    reason: "the reviewer's queue shows each assignment with the startup's name and city",
  },
  {
    file: 'modules/review-stages/stage-moves.ts',
    tables: ['applications'],
    reason: "a bulk move picks submitted applications not yet in a stage and refuses those of another cohort than the stage's",
  },
  {
    file: 'modules/reminders/reminder-repository.ts',
    tables: ['applications', 'application_members', 'user_preferences', 'user'],
    reason:
      "a reminder round pages the members of the cohort's unfinished applications who have not stopped reminders and have no reminder of this time yet, and a delivery reads each member's address, language and switch, each in one query",
  },
  {
    file: 'modules/reminders/reminder-history.ts',
    tables: ['user', 'applications', 'message_deliveries'],
    reason:
      "an application's history lists its reminders with each member's name, whether they are its founder, and their deliveries on each channel",
  },
  {
    file: 'modules/messages/stop-route.ts',
    tables: ['user'],
    reason: 'the stop link of a deleted account is refused like a forged one instead of storing a preference for nobody',
  },
  {
    file: 'modules/messages/recipient.ts',
    tables: ['user', 'user_preferences'],
    reason: "a message's recipient is read in one query: the founder's address, language, confirmed mobile and chosen channels",
  },
  {
    file: 'modules/own-questions/answer-repository.ts',
    tables: ['applications'],
    reason: "a new form version moves the cohort's unsubmitted applications' answers to it, picked in one query with a join",
  },
  {
    file: 'modules/team-messages/team-segment.ts',
    tables: ['applications', 'application_stages'],
    reason:
      "a team message's group is picked in one query: the cohort's applications by status, current stage or what is missing, leaving out anonymous visitors",
  },
  {
    file: 'modules/team-messages/team-application.ts',
    tables: ['applications'],
    reason: "a team message links to the first step its recipient's application is missing, read when its job runs",
  },
  {
    file: 'modules/team-messages/team-audience.ts',
    tables: ['user', 'application_members'],
    reason:
      "the preview counts every member of each application in the group and which text (English or Hindi) each gets from their account's language",
  },
  {
    file: 'modules/team-messages/team-message-repository.ts',
    tables: ['user', 'message_deliveries', 'application_members'],
    reason:
      "a recipient's job reads the founder's address and language with the message; the console reads each recipient's deliveries and lists every member of each recipient application",
  },
];

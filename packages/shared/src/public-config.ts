import type { LocalCohortName } from './cohorts/cohort-messages.ts';

/** What GET /api/config tells every visitor, before anyone signs in. */
export interface PublicConfig {
  productName: string;
  /** The cohort the portal names: the newest open one, else the newest not archived (docs/cohorts.md). */
  cohortName: string;
  cohortNameHi: string;
  /** Its name in other languages, where the team gave one (cohortName picks the reader's). */
  cohortNames: LocalCohortName[];
  supportEmail: string;
  promoVideoUrl: string | null;
  /** That cohort's closing time as ISO text, or null when it has none. */
  cohortClosesAt: string | null;
  /** True when no cohort is open: no new applications or submissions. */
  applicationsClosed: boolean;
  /** The longest a personal access token may last, in days (API_TOKEN_MAX_DAYS). */
  apiTokenMaxDays: number;
}

/** What GET /api/config tells every visitor, before anyone signs in. */
export interface PublicConfig {
  productName: string;
  cohortName: string;
  supportEmail: string;
  promoVideoUrl: string | null;
  /** COHORT_CLOSES_AT as ISO text, or null when applications have no deadline. */
  cohortClosesAt: string | null;
  /** True once the deadline has passed: no new applications or submissions. */
  applicationsClosed: boolean;
  /** The longest a personal access token may last, in days (API_TOKEN_MAX_DAYS). */
  apiTokenMaxDays: number;
}

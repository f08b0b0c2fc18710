import { PRIVACY_PATHS, type StaffAccessLogQuery } from '@portal/shared/privacy/privacy';

export type AccessLogFilters = Omit<StaffAccessLogQuery, 'before'>;

/** Where one page of the access log is: the filters that are filled in, and the page's cursor (none: the newest). */
export const accessLogPath = (filters: AccessLogFilters, before?: string): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, before })) {
    const filled = value?.trim();
    if (filled) params.set(key, filled);
  }
  const query = params.toString();
  return query ? `${PRIVACY_PATHS.consoleAccessLog}?${query}` : PRIVACY_PATHS.consoleAccessLog;
};

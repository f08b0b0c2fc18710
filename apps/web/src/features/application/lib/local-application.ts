/**
 * An application started on this phone while the start waits in the save queue for a connection
 * (offline-start.ts) has no id from the server yet: it goes by this stand-in, which is never sent.
 */
const LOCAL_PREFIX = 'local:';

export const localApplicationId = (cohortId: string): string => `${LOCAL_PREFIX}${cohortId}`;

export const isLocalApplicationId = (id: string | null | undefined): boolean => Boolean(id?.startsWith(LOCAL_PREFIX));

/** The id to send to the server: none while the application exists on this phone only. */
export const serverApplicationId = (id: string | null | undefined): string | null =>
  id && !isLocalApplicationId(id) ? id : null;

/* The co-founders' limits alone: the language packs import these, so no message table rides along in every chunk. */
/** At most this many co-founders besides the founder who started the application: 5 members in all. */
export const MAX_CO_FOUNDERS = 4;
export const MAX_MEMBERS = MAX_CO_FOUNDERS + 1;
/** An invite link works once, for this many days. */
export const CO_FOUNDER_INVITE_TTL_DAYS = 7;
/** Sending invites: at most `max` by one account within `windowMinutes` (revoked ones count too). */
export const CO_FOUNDER_INVITE_RATE = { max: 10, windowMinutes: 60 } as const;
/** The page an invite link opens: `/join?token=…`. */
export const CO_FOUNDER_JOIN_PATH = '/join';
export const CO_FOUNDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

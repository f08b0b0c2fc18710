/*
 * The co-founders' limits and messages without zod (co-founders.ts adds the address schema): the web app's pages and
 * the language packs import these, so zod stays out of the parts every page shares.
 */
/**
 * Co-founders apply together (docs/co-founders.md): the rules the browser and the server both apply, once.
 */

import { MAX_CO_FOUNDERS } from './co-founder-limits.ts';

export * from './co-founder-limits.ts';

export const CO_FOUNDER_MESSAGES = {
  ADDRESS_REQUIRED: 'Enter an email address or a 10-digit mobile number.',
  ADDRESS_INVALID: 'Enter a valid email address or a 10-digit mobile number.',
  TEAM_FULL: `Your team is full: at most ${MAX_CO_FOUNDERS} co-founders can join one application.`,
  INVITE_NOT_FOUND: 'This invite link is not valid. Check that you opened the whole link.',
  INVITE_USED: 'This invite link has already been used.',
  INVITE_EXPIRED: 'This invite link has expired. Ask your co-founder to send a new one.',
  INVITE_REVOKED: 'This invite was withdrawn. Ask your co-founder to send a new one.',
  INVITE_OTHER_ADDRESS:
    'This invite was sent to another email address or mobile number. Sign in with the account it was sent to.',
  ALREADY_MEMBER: 'You are already on this application.',
  OWN_APPLICATION_IN_COHORT:
    'You already have an application in this cohort. Joining does not move or merge it: leave it first, or keep it and do not join.',
  LAST_MEMBER: 'You are the only member of this application: delete it instead of leaving.',
  INVITE_SELF: 'You cannot invite yourself.',
  TOO_MANY_INVITES: 'You have sent many invites in a short time. Please wait an hour and try again.',
  SIGN_OFF_MISSING: 'Every co-founder must confirm "I have read the whole application" before it can be submitted.',
  REPLACE_UNSEEN_FILE:
    'A co-founder has stored another file here since you looked. Yours was not stored: choose whether to replace theirs with it.',
} as const;

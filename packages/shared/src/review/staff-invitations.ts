import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { ROLE_LABELS } from './review.ts';
import { TEXT_MAX } from '../limits.ts';
import { isValidEmail } from '../application/field-checks.ts';

/** An invitation link works once, within this many days of being sent. */
export const INVITATION_TTL_DAYS = 7;
/** The roles an admin invites people to (applicants sign up on their own). */
export const INVITABLE_ROLES = ['reviewer', 'admin'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
/** Where an invitation's link points in the web app: `${INVITATION_PATH}?token=…`. */
export const INVITATION_PATH = '/invitation';

/** What the invitation page is told about a link: only 'open' can be accepted. */
export const INVITATION_STATES = ['open', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_MESSAGES = {
  EMAIL_INVALID: 'Enter the email address of the person to invite, like name@example.org.',
  ROLE_INVALID: 'Invite someone as a reviewer or an admin.',
  ALREADY_IN_ROLE: 'This person already has that role: there is nothing to invite them to.',
  OWN_EMAIL: 'You cannot invite yourself.',
  NOT_FOUND: 'No open invitation has that id.',
} as const;

export const staffInvitationInputSchema = z.object({
  // The sign-up form's own email rule, so an invited address can always sign up.
  email: z
    .string({ error: INVITATION_MESSAGES.EMAIL_INVALID })
    .trim()
    .toLowerCase()
    .max(TEXT_MAX.email, INVITATION_MESSAGES.EMAIL_INVALID)
    .refine(isValidEmail, INVITATION_MESSAGES.EMAIL_INVALID),
  role: z.enum(INVITABLE_ROLES, { error: INVITATION_MESSAGES.ROLE_INVALID }),
  /** The email's language when the address has no account yet (an account's own language wins). */
  language: z.enum(LOCALES).nullish(),
});
export type StaffInvitationInput = z.infer<typeof staffInvitationInputSchema>;

/** The token of a link: what the server issues (32 random bytes, base64url); anything else is no invitation. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The console's Team & roles texts (the console is in English). */
export const TEAM_TEXTS = {
  inviteTitle: 'Invite a reviewer or admin',
  inviteHelp: `They get an email with a link that works once, for ${INVITATION_TTL_DAYS} days. Opening it, they sign up (or sign in) with that address and get the role.`,
  emailLabel: 'Email address',
  roleLabel: 'Role',
  languageLabel: 'Language of the email (when they have no account yet)',
  sendInvitation: 'Send invitation',
  invited: (email: string) => `Invitation sent to ${email}.`,
  openInvitations: 'Invitations not yet accepted',
  noOpenInvitations: 'No invitations are waiting.',
  expires: 'Expires',
  revoke: 'Revoke',
  revoked: (email: string) => `The invitation to ${email} is revoked: its link no longer works.`,
  ownRoleReason: 'You cannot change your own role; another admin can.',
  busyReason: 'Saving the previous change…',
  confirmTitle: 'Change this role?',
  confirmBody: (who: string, from: string, to: string) => `${who} goes from ${from} to ${to}.`,
  roleEffect: {
    applicant: 'They lose the console: only their own applications stay visible to them.',
    reviewer: 'They see every submitted application in the console, score it, comment and move it through the pipeline.',
    admin: 'They can do everything a reviewer does, and also manage stages, roles, invitations and decisions.',
  },
  confirmEmail: 'They get an email saying so.',
  confirm: 'Change role',
  cancel: 'Cancel',
} as const;

export const roleLabelOf = (role: string): string => (role in ROLE_LABELS ? ROLE_LABELS[role as keyof typeof ROLE_LABELS] : role);

/** The invitation page (the invitee opens the emailed link; its errors come as codes in their language). */
export const INVITATION_PAGE_TEXTS = {
  title: 'Join the program team',
  body: (email: string, role: string) => `This invitation makes ${email} a ${role} of the program team.`,
  expires: (when: string) => `The link works until ${when}.`,
  signUpHelp: 'Choose your name and a password to create your account with this address.',
  signInHelp: 'An account with this address exists: sign in to it to accept.',
  signIn: 'Sign in to accept',
  accept: 'Accept and open the console',
  create: 'Create my account and accept',
  nameLabel: 'Your name',
  passwordLabel: 'Password',
  accepted: 'This invitation has been accepted already. Sign in to open the console.',
  expired: 'This invitation has expired. Ask the admin who invited you for a new one.',
  revoked: 'This invitation was withdrawn. Ask the admin who invited you for a new one.',
  wrongAccount: (invited: string, current: string) =>
    `This invitation is for ${invited}, but you are signed in as ${current}. Sign out, then open the link again.`,
  signOut: 'Sign out',
  invalid: 'This invitation link is not valid. Check that you opened the whole link from the email.',
} as const;

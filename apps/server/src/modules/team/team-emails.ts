import type { Locale } from '@portal/shared/locales';
import { INVITATION_PATH, type InvitableRole } from '@portal/shared/review/staff-invitations';
import { TEAM_EMAILS } from '@portal/shared/texts/team-emails';
import type { Role } from '@portal/shared/review/review';
import type { Config } from '../../config.ts';
import type { EmailMessage } from '../../notifications/mailer.ts';

/** The invitation email: the link carries the token itself (only its hash is stored). */
export const invitationMessage = (
  config: Config,
  input: { to: string; role: InvitableRole; inviter: string; token: string; locale: Locale },
): EmailMessage => ({
  to: input.to,
  ...TEAM_EMAILS[input.locale].invitation({
    productName: config.productName,
    role: input.role,
    inviter: input.inviter,
    link: `${config.baseUrl}${INVITATION_PATH}?token=${encodeURIComponent(input.token)}`,
  }),
});

/** Told to the person whose role an admin changed. */
export const roleChangedMessage = (config: Config, input: { to: string; role: Role; locale: Locale }): EmailMessage => ({
  to: input.to,
  ...TEAM_EMAILS[input.locale].roleChanged({
    productName: config.productName,
    role: input.role,
    consoleLink: `${config.baseUrl}/console`,
  }),
});

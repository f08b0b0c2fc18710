import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, type CodePurpose } from '../account/account-emails.ts';
import { LOCALES } from '../locales.ts';
import { missingStepsSentence, REMINDER_EMAILS } from '../reminders/reminder-emails.ts';
import { carriesSignIn } from './channels.ts';
import { REMINDER_SMS, TEAM_EMAILS, TEAM_SMS, whatsappReminderParameters } from './message-texts.ts';

/**
 * What `carriesSignIn` refuses is what our sign-in flows actually send (a code named as a code, a link into sign-in),
 * not any six digits: a cohort named "Batch 202612" or a PIN code must not stop every reminder.
 */
const PURPOSES: CodePurpose[] = ['sign-in', 'email-verification', 'forget-password', 'change-email'];
const STOP = 'https://apply.example.org/api/messages/stop?token=a123456b.c999999';
const STEP = 'https://apply.example.org/application/video';

describe('carriesSignIn', () => {
  it.each(LOCALES)('%s: finds the sign-in flows’ own codes in every code email and SMS', (locale) => {
    const account = ACCOUNT_TEXTS[locale];
    for (const purpose of PURPOSES) {
      const email = account.emailCode('WHY Club', '482913', purpose);
      expect(carriesSignIn(email.subject), `${purpose} subject`).toBe(true);
      expect(carriesSignIn(email.text), `${purpose} text`).toBe(true);
    }
    expect(carriesSignIn(account.smsCode('WHY Club', '482913'))).toBe(true);
    expect(
      carriesSignIn(account.magicLink('WHY Club', 'https://apply.example.org/api/auth/magic-link/verify?token=abc').text),
    ).toBe(true);
  });

  it('finds a code a team member pastes into a message, in English or Hindi', () => {
    expect(carriesSignIn('Your code is 482913')).toBe(true);
    expect(carriesSignIn('OTP: 482913')).toBe(true);
    expect(carriesSignIn('आपका कोड 482913 है')).toBe(true);
    expect(carriesSignIn('Sign in with this: https://apply.example.org/sign-in?token=x')).toBe(true);
  });

  it.each(LOCALES)('%s: a reminder for the cohort "Batch 202612" carries no sign-in', (locale) => {
    const input = { productName: 'WHY Club', cohortName: 'Batch 202612', closesAt: '2026-12-10T10:00:00.000Z' };
    const email = REMINDER_EMAILS[locale]({ ...input, missing: ['video'], stepLink: STEP, stopLink: STOP });
    const short = { ...input, missing: missingStepsSentence(['video'], locale), stepLink: STEP, stopLink: STOP };
    for (const text of [email.subject, email.text, REMINDER_SMS[locale](short), ...whatsappReminderParameters(short, locale)])
      expect(carriesSignIn(text), text).toBe(false);
  });

  it.each(LOCALES)('%s: a team message naming a batch, a PIN code or a phone number carries no sign-in', (locale) => {
    const text = 'Batch 202612: bring your village PIN code 795001 and call 011-234567 before 31 Dec.';
    const short = { productName: 'WHY Club', text, link: STEP, stopLink: STOP };
    for (const message of [TEAM_SMS[locale](short), TEAM_EMAILS[locale](short).text]) expect(carriesSignIn(message)).toBe(false);
  });
});

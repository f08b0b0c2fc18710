import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../account/account-emails.ts';
import { CO_FOUNDER_INVITE_TEXTS } from '../co-founders/co-founder-invite-texts.ts';
import { CO_FOUNDER_JOIN_PATH } from '../co-founders/co-founder-limits.ts';
import { COHORT_LIMITS } from '../cohorts/cohort-messages.ts';
import { LOCALES, type Locale } from '../locales.ts';
import { missingStepsSentence } from '../reminders/reminder-emails.ts';
import { REMINDER_SMS, TEAM_SMS } from './message-texts.ts';
import { sampleStopLink, SMS_KINDS, SMS_MAX_PARTS, smsLength, type SmsKind } from './sms-length.ts';
import { MISSABLE_STEPS } from './team-message.ts';

const BASE = 'https://apply.whyclub.in';
const PRODUCT = 'WHY Club';
const longestStep = [...MISSABLE_STEPS].sort((a, b) => b.length - a.length)[0]!;
const COHORT = 'Rural Women Founders Fellowship, Winter 2026 Cohort for Eastern and NE India'.padEnd(COHORT_LIMITS.nameMax, 's');

const render = (kind: SmsKind, locale: Locale): string => {
  if (kind === 'signInCode') return ACCOUNT_TEXTS[locale].smsCode(PRODUCT, '123456');
  if (kind === 'coFounderInvite')
    return CO_FOUNDER_INVITE_TEXTS[locale].sms({
      productName: PRODUCT,
      inviter: 'Venkata Lakshmi Narasimha Subrahmanyam',
      startup: 'Gramin Urja Solar Cold Storage Private Limited',
      link: `${BASE}${CO_FOUNDER_JOIN_PATH}?token=${'C'.repeat(43)}`,
    });
  if (kind === 'reminder')
    return REMINDER_SMS[locale]({
      productName: PRODUCT,
      cohortName: COHORT,
      closesAt: '2026-09-30T18:29:00.000Z',
      missing: missingStepsSentence(MISSABLE_STEPS, locale),
      stepLink: `${BASE}/application/${longestStep}`,
      stopLink: sampleStopLink(BASE, locale),
    });
  return TEAM_SMS[locale]({
    productName: PRODUCT,
    text: '',
    link: `${BASE}/application/${longestStep}`,
    stopLink: sampleStopLink(BASE, locale),
  });
};

describe('SMS length (issue 53)', () => {
  it('counts GSM-7 and UCS-2 texts as a phone splits them', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
    expect(smsLength('{'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength('क'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsLength(`${'a'.repeat(70)}க`)).toEqual({ encoding: 'ucs2', units: 71, parts: 2 });
    expect(smsLength('ب'.repeat(135)).parts).toBe(3);
  });

  it.each(LOCALES)('%s: every kind of SMS, with the longest realistic values, within its most parts', (locale) => {
    const over = SMS_KINDS.flatMap((kind) => {
      const text = render(kind, locale);
      const { encoding, units, parts } = smsLength(text);
      return parts > SMS_MAX_PARTS[kind]
        ? [`${kind}: ${parts} parts (${units} ${encoding}) > ${SMS_MAX_PARTS[kind]}: ${text}`]
        : [];
    });
    expect(over).toEqual([]);
  });
});

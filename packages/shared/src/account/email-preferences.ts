/**
 * What a founder can switch off, and the emails that are always sent: one list for the Email Preferences page and
 * the account menu. Every email below goes out whatever the stored preferences say (the receipt and the decision:
 * apps/server/src/modules/review/review-emails.ts); they are part of applying and of keeping the account safe.
 * Reminders before a cohort closes (docs/reminders.md) are the one email a founder can switch off, here or with the
 * one-tap link in each reminder.
 * The stored `notifications` and `emailUpdates` flags stay readable in the API for older clients, but no email and
 * no screen depends on them, so the portal offers no switch for them.
 */
export const SWITCHABLE_PREFERENCES = ['darkMode', 'reminders'] as const;
export type SwitchablePreference = (typeof SWITCHABLE_PREFERENCES)[number];

/** The emails a founder gets, in the order the page lists them. */
export const ALWAYS_SENT_EMAILS = ['receipt', 'decision', 'account', 'dataRights'] as const;
export type AlwaysSentEmail = (typeof ALWAYS_SENT_EMAILS)[number];

export const EMAIL_PREFERENCE_TEXTS = {
  title: 'Email Preferences',
  intro: 'What we email you, and how the portal looks.',
  alwaysSentTitle: 'Emails we always send',
  alwaysSentIntro:
    'These emails are part of applying and of keeping your account safe, so they cannot be switched off. We send no newsletters or advertising.',
  emails: {
    receipt: 'A receipt when you submit your application, with its ID and a summary.',
    decision: 'The decision on your application (selected, waitlisted or not selected), as soon as the team publishes it.',
    account: 'Sign-in codes and links, email address checks and password resets.',
    dataRights:
      'About your data: when your copy is ready to download, when the team has made a correction you asked for, the code to delete your account, and a notice before your application is deleted after the cohort closes.',
  },
  remindersTitle: 'Reminders',
  reminders: 'Reminders before the deadline',
  remindersDescription:
    'While your application is not submitted, an email a few days and hours before the cohort closes, saying what is still missing. At most 3 a day. Saved at once.',
  channelsTitle: 'How we reach you',
  /** `phoneChannels`: the SMS and WhatsApp the portal is set up for, as `channelList` says them; none on an email-only portal. */
  channelsIntro: (phoneChannels?: string) =>
    `Reminders and messages from the program team come on the channels you tick, in your language${phoneChannels ? `, never between 9 pm and 8 am on ${phoneChannels}` : ''}. Sign-in codes always come the way you ask for them.`,
  /** `channels`: the phone channels the portal is set up for, as `channelList` says them ("SMS and WhatsApp", "WhatsApp"). */
  needsMobile: (channels: string) =>
    `For ${channels}, a confirmed Indian mobile number (+91) is needed: add it on the Security page.`,
  // The offer once after the first save (the wizard, docs/reminders.md)
  /** `channels`: "SMS or WhatsApp", or the one the portal is set up for (`channelList`). */
  offerTitle: (channels: string) => `Reminders by ${channels} too?`,
  offerIntro: (channels: string) =>
    `Your step is saved. Besides email, we can send reminders and messages from the program team by ${channels}, in your language. You can change this any time on the Email Preferences page.`,
  offerSave: 'Save my choice',
  offerDismiss: 'No, thanks',
  offerAddMobile: 'Add your mobile number',
  /** The channels' names as the offer shows them (CHANNEL_NAMES is the messages' table, too heavy for the wizard). */
  channelNames: { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' },
  stoppedTitle: 'Messages you stopped',
  stoppedNone: 'None: every kind of message comes on the channels you ticked.',
  resume: 'Start again',
  displayTitle: 'How the portal looks',
  darkMode: 'Dark Mode',
  darkModeDescription: 'Use a dark colour scheme on every device where you sign in. Saved at once.',
} as const;

/**
 * Channel names as one phrase in the founder's language, e.g. "SMS and WhatsApp" (`conjunction`) or "SMS or WhatsApp"
 * (`disjunction`); one name alone when the portal is set up for one. Texts name only the channels the portal has.
 */
export const channelList = (names: readonly string[], locale: string, type: 'conjunction' | 'disjunction'): string =>
  new Intl.ListFormat(locale, { type }).format(names);

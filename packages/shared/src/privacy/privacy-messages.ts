/**
 * The texts of the privacy notice and of the founder's data rights (DPDP Act 2023; docs/decisions/005-data-rights.md).
 * Keyed, one module for the area, so a translation can be added beside it. Placeholders in {braces} are filled
 * from configuration (apps/server/src/config.ts: the data fiduciary, the grievance officer, retention).
 */
export const PRIVACY_NOTICE_TEXTS = {
  TITLE: 'Privacy notice',
  INTRO:
    '{fiduciary} (the data fiduciary) collects and uses your personal data only to run the {cohort} application process, as this notice explains.',
  COLLECTED_HEADING: 'What we collect',
  COLLECTED: [
    'Your account: name, email address, phone number (if you add one) and your sign-in methods.',
    'Your application: contact details, company, business and funding details you type in.',
    'The files you upload: pitch video, financial statement and pitch deck.',
    'Sign-in sessions: when and from which browser you signed in, and the network address.',
  ],
  PURPOSES_HEADING: 'Why we use it',
  PURPOSES: [
    'To let you fill in, save and submit your application.',
    'For the program team to review your application and tell you the decision.',
    'To send you emails and SMS about your account and application.',
    'To keep the portal secure (sign-in protection, logs of who looked at your data).',
  ],
  RETENTION_HEADING: 'How long we keep it',
  RETENTION:
    'If your application is not accepted, it and its files are erased {days} days after the cohort closes; we email you 48 hours before. You can erase everything yourself at any time.',
  RIGHTS_HEADING: 'Your rights',
  RIGHTS: [
    'See and download your data (Account, Privacy & Security, Download my data).',
    'Correct your data: edit the application before you submit it; after that, ask for a correction.',
    'Erase your data: delete your account at any time.',
    'Withdraw your consent, as easily as you gave it: this deletes your account and application.',
    'Nominate a person to exercise these rights if you die or cannot act yourself.',
  ],
  GRIEVANCE_HEADING: 'Questions and complaints',
  GRIEVANCE:
    'Grievance officer: {officer} ({contact}). Write to them with any question or complaint about your data; we answer within 30 days.',
  /** The grievance officer when the team named none (GRIEVANCE_OFFICER_NAME, docs/privacy.md). */
  DEFAULT_OFFICER: '{productName} Grievance Officer',
  BOARD:
    'If you are not satisfied with our answer, you can complain to the Data Protection Board of India (https://www.dpb.gov.in) under the Digital Personal Data Protection Act, 2023.',
  VERSION: 'Notice version {version}',
  BACK: 'Back',
} as const;

export const CONSENT_TEXTS = {
  CHECKBOX: 'I have read the privacy notice and I agree that my personal data is used as it describes.',
  REQUIRED: 'Please read the privacy notice and tick the box to agree',
  READ_NOTICE: 'Read the privacy notice',
  UPDATED_TITLE: 'Our privacy notice has changed',
  NEEDED_TITLE: 'Please read our privacy notice',
  NEEDED_BODY: 'Please read how we use your personal data and agree to it to go on using the portal.',
  UPDATED_BODY: 'Please read the new version and agree to it to go on using the portal.',
  ACCEPT: 'Agree and continue',
  VERSION_OUTDATED: 'The privacy notice has changed since this page was opened. Please read the current version.',
} as const;

export const DATA_RIGHTS_TEXTS = {
  HEADING: 'Your data',
  OFFLINE:
    'Downloading, correcting or deleting your data and naming a nominee need a connection. They show here again when you are back online.',
  EXPORT_TITLE: 'Download my data',
  EXPORT_BODY:
    'A ZIP file with your account, application, consents and sign-in sessions (as JSON) and the files you uploaded. We prepare it in the background and also email you when it is ready.',
  EXPORT_REQUEST: 'Prepare my data',
  EXPORT_PREPARING: 'We are preparing your data. This page and an email will tell you when it is ready.',
  EXPORT_READY: 'Your data is ready.',
  EXPORT_DOWNLOAD: 'Download ZIP',
  EXPORT_NONE: 'Nothing is ready to download. Prepare your data first.',
  EXPORT_EXPIRED: 'This download has expired. Please prepare your data again.',
  CORRECT_TITLE: 'Correct my data',
  CORRECT_BEFORE: 'Your application is not submitted yet: you can correct anything in it yourself.',
  CORRECT_OPEN: 'Open my application',
  CORRECT_AFTER:
    'Your application is submitted. Tell us what is wrong and what it should be; the program team will correct it and tell you.',
  CORRECT_FIELD: 'What is wrong',
  CORRECT_TEXT: 'What it should be',
  CORRECT_SEND: 'Send correction request',
  CORRECT_SENT: 'Your correction request was sent to the program team.',
  CORRECT_STATUS_OPEN: 'Waiting for the program team',
  CORRECT_STATUS_RESOLVED: 'Resolved',
  NOMINEE_TITLE: 'Nominate a person',
  NOMINEE_BODY: 'Someone who may exercise your data rights if you die or cannot act yourself.',
  NOMINEE_NAME: 'Their name',
  NOMINEE_CONTACT: 'Their email address or phone number',
  NOMINEE_SAVE: 'Save nominee',
  NOMINEE_SAVED: 'Your nominee is saved.',
  DELETE_TITLE: 'Delete my account',
  DELETE_ERASED:
    'Erased at once: your account, your application (also when submitted: the program team no longer sees it), the files you uploaded, your consents, nominee and correction requests, and every sign-in session, passkey and access token.',
  DELETE_KEPT:
    'Kept: only an anonymous record for cohort statistics (sector, state, founding year, team size, revenue range and how far the application got), with no name, contact or text of yours. Records of staff who viewed your application are kept for one year, as the law requires for security.',
  DELETE_CONFIRM_PASSWORD: 'Your password',
  DELETE_OR_CODE: 'No password? We can email you a code instead.',
  DELETE_SEND_CODE: 'Email me a code',
  DELETE_CODE_SENT: 'We emailed you a code. It works for 10 minutes.',
  DELETE_CODE: 'Code from the email',
  DELETE_BUTTON: 'Delete my account for good',
  WITHDRAW_TITLE: 'Withdraw consent',
  WITHDRAW_BODY:
    'Withdrawing your consent means we can no longer process your application: your account and all your data are deleted, exactly as under Delete my account.',
  WITHDRAW_BUTTON: 'Withdraw and delete my data',
  CONFIRM_REQUIRED: 'Please enter your password or the code we emailed you',
  CONFIRM_WRONG: 'The password or code is not correct.',
  CODE_LIMIT:
    'We have already emailed you several codes in the last hour. Please use the latest one, or ask for a new code in an hour.',
  CONSENTS_HEADING: 'Consents you gave',
  CONSENT_LINE: 'Version {version}, {time} ({language})',
} as const;

export const DATA_RIGHTS_EMAILS = {
  EXPORT_READY_SUBJECT: 'Your data is ready to download',
  EXPORT_READY_BODY:
    'Hello {name},\n\nthe copy of your data you asked for is ready. Sign in and open Account, Privacy & Security to download it: {link}\n\nIt can be downloaded for 7 days.',
  DELETE_CODE_SUBJECT: 'Your code to delete your account',
  DELETE_CODE_BODY:
    'Your code to delete your account is {code}. It works for 10 minutes. If you did not ask for it, sign in and change your password.',
  RETENTION_NOTICE_SUBJECT: 'Your application data will be erased in 48 hours',
  RETENTION_NOTICE_BODY:
    'Hello {name},\n\nthe {cohort} has closed and your application was not accepted. As our privacy notice says, your application and its files will be erased on {date}. To keep a copy, sign in and use Download my data before then: {link}',
  CORRECTION_DONE_SUBJECT: 'We corrected your application',
  CORRECTION_DONE_BODY:
    'Hello {name},\n\nas you asked, the program team corrected your submitted application:\n\n{changes}\n\nYou can see it on your application and under Account, Privacy & Security: {link}',
} as const;

export const CONSOLE_PRIVACY_TEXTS = {
  NAV: 'Data rights',
  CORRECTIONS_TITLE: 'Correction requests',
  CORRECTIONS_EMPTY: 'No correction requests.',
  CORRECTIONS_PREVIOUS: 'Previous',
  CORRECTIONS_NEXT: 'Next',
  RESOLVE: 'Mark resolved',
  RESOLVE_NOTE: 'What was done',
  REQUEST_ID: 'Request',
  ACCESS_LOG_TITLE: 'Staff access log',
  ACCESS_LOG_EMPTY: 'Nothing recorded yet.',
  ACCESS_LOG_KEPT:
    'Every view of an application, every file opened, every correction made and every export by staff, kept for at least a year. Newest first. With a cohort chosen: what concerns its applications, and every export.',
  ACCESS_LOG_NONE_MATCH: 'Nothing recorded matches these filters.',
  ACCESS_LOG_STAFF: 'Staff email',
  ACCESS_LOG_APPLICATION: 'Application id',
  ACCESS_LOG_FROM: 'From (UTC day)',
  ACCESS_LOG_TO: 'To (UTC day)',
  ACCESS_LOG_FILTER: 'Filter',
  ACCESS_LOG_CLEAR: 'Clear',
  ACCESS_LOG_NEWER: 'Newer',
  ACCESS_LOG_OLDER: 'Older',
  ACTION_VIEW: 'Viewed application',
  ACTION_FILE: 'Opened file',
  ACTION_EXPORT: 'Exported CSV',
  ACTION_CORRECT: 'Corrected application',
} as const;

export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

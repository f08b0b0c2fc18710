/**
 * What the wizard says about saves and uploads that travel over a flaky link: every state it shows is
 * true — saved means the server confirmed it, and progress counts only the bytes the server holds.
 */
export const SYNC_MESSAGES = {
  // A step's save
  SAVED: 'Saved',
  SAVING: 'Saving…',
  NOT_SENT: 'Not sent yet: will send when online',
  DRAFT: 'Draft kept on this device — not sent yet',
  /** Typed, and the phone refused to keep it (its storage full). */
  DRAFT_IN_PAGE: 'Typed on this page only — not sent yet',
  couldNotSave: (reason: string) => `Couldn't save: ${reason}`,
  /** In the step list, beside a step with changes the server does not have yet. */
  STEP_UNSENT: 'changes not sent yet',
  stepsUnsent: (count: number) => (count === 1 ? '1 step not sent yet' : `${count} steps not sent yet`),
  /** A save that carried an answer to a question the team removed since: the rest was saved (docs/own-questions.md). */
  ANSWER_NOT_KEPT:
    'The program team removed a question you had answered, so that answer was not kept. Everything else was saved.',
  /** A save whose answer no longer fits its question: the team changed it since (another kind, an option gone). */
  ANSWER_NO_LONGER_FITS:
    'The program team changed a question you had answered, and your answer no longer fits it, so it was not kept. Please answer it again. Everything else was saved.',

  // Submit
  SUBMIT_QUEUED:
    "You're offline. Your application is complete and saved on this phone; it will be submitted as soon as you're back online.",
  /** The phone refused to keep changes not sent yet (its storage full): they live in the open page only. */
  NOT_KEPT_ON_PHONE:
    "This phone has no room left to keep your changes. Keep this page open until they are sent: they go as soon as you're back online.",

  // Uploads
  UPLOAD_OFFLINE_HEADING: 'No connection',
  UPLOAD_WAITING: 'Waiting for connection…',
  UPLOAD_WAITING_HINT: 'The upload continues by itself when you are back online.',
  uploadPartial: (fileName: string, percent: number) => `${fileName}: ${percent}% sent. Choose the same file to continue`,
  uploadUnfinished: (fileName: string) => `${fileName}: not finished. Choose the same file to continue`,
  CHOOSE_VIDEO_TOUCH: 'Tap to record a video or choose one',
  CHOOSE_DOCUMENT_TOUCH: 'Tap to choose a file',
  RECORD_VIDEO: 'Record video',
} as const;

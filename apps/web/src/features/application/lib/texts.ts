import { VIDEO_REQUESTED_MINUTES } from '@portal/shared/limits';

/**
 * The wizard's interface copy. The wording of the wizard's screens is kept exactly; it is not in packages/shared yet,
 * so it lives here once and every component reads it from this file.
 */
export const WIZARD_TEXTS = {
  // The screens' fixed wording
  home: 'Home',
  welcome: 'Welcome!',
  saveAndNext: 'Save & Next',
  viewFullscreen: 'View Fullscreen',
  submitApplication: 'Submit Application',
  submitted: 'Application Submitted!',
  videoAsk: `Record a short video pitch of about ${VIDEO_REQUESTED_MINUTES} minutes: who you are, the problem you solve for rural India, and how your startup solves it.`,

  // Our own copy
  steps: 'Application steps',
  optional: 'Optional',
  completed: 'Completed',
  stepOf: (index: number, total: number) => `Step ${index} of ${total}`,
  openSteps: 'Show all steps',
  closeSteps: 'Close the step list',
  currentStep: 'Current step',
  summary: 'Application summary',
  progress: 'Application progress',
  totalFunding: 'Total funding',
  readOnly: 'This application has been submitted. You can view it, but it can no longer be changed.',
  edit: 'Edit',
  // Started from the last application (docs/cohorts.md)
  fromLastTime: 'From last time, not checked yet',
  copiedAnswers: (filled: number, total: number) =>
    `${filled} of ${total} answers are filled from your last application: check each step`,
  checkCopiedSteps: 'Open, check and save each step filled from your last application before you submit:',
  yes: 'Yes',
  no: 'No',
  notProvided: 'Not provided',
  reviewIntro: 'Check your answers. Use Edit to change a section; your changes show here when you come back.',
  termsTitle: 'Declaration',
  terms:
    'By submitting this application, I confirm that the information and documents provided are true and complete to the best of my knowledge, that I am authorised to apply on behalf of the startup, and that the program team may contact me about this application. I understand that the application cannot be changed after it is submitted.',
  redirecting: 'Taking you to your dashboard…',
  loadErrorHint: 'We could not load your application. Nothing you typed on this device is lost.',
  stepLoadError: 'This step could not load. Check your connection and try again; nothing you saved is lost.',
  loading: 'Loading your application…',
  selectState: 'Select your state',
  selectSector: 'Select your sector',
  selectRevenue: 'Select your revenue range',
  noVideoYet: 'No video uploaded yet.',

  // Uploads
  dropVideo: 'Drag your video here or click to choose a file',
  dropDocument: 'Drag your file here or click to choose a file',
  chooseFile: 'Choose file',
  replaceFile: 'Replace file',
  acceptedTypes: (extensions: readonly string[], maxLabel: string) =>
    `Accepted: ${extensions.map((e) => e.slice(1).toUpperCase()).join(', ')} · up to ${maxLabel}`,
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  uploading: 'Uploading',
  paused: 'Paused',
  uploadComplete: 'Upload complete',
  viewDocument: 'View document',
  timeLeft: (text: string) => `${text} left`,
  bytes: 'bytes',
  perSecond: (size: string) => `${size}/s`,
  documentNote: (label: string) =>
    `Adding a ${label.toLowerCase()} is optional, but it helps the program team understand your startup.`,
} as const;

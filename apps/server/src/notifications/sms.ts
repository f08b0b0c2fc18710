import type { JobQueue } from '../jobs/job-queue.ts';

export interface SmsMessage {
  /** E.164, e.g. +919876543210 */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Stores the text as a job; it is delivered in the background (sms-delivery.ts), retried until it goes through. */
  send: (message: SmsMessage) => Promise<void>;
}

export const SMS_JOB = 'sms';

export const createSmsSender = (jobs: JobQueue): SmsSender => ({
  send: async (message) => {
    await jobs.enqueue(SMS_JOB, message);
  },
});

import type { JobQueue } from '../jobs/job-queue.ts';
import { createJobSender, type JobSender } from '../jobs/job-sender.ts';

export interface SmsMessage {
  /** E.164, e.g. +919876543210 */
  to: string;
  text: string;
}

/** Stores the text as a job; it is delivered in the background (sms-delivery.ts), retried until it goes through. */
export type SmsSender = JobSender<SmsMessage>;

export const SMS_JOB = 'sms';

export const createSmsSender = (jobs: JobQueue): SmsSender => createJobSender(jobs, SMS_JOB);

import type { JobQueue } from '../jobs/job-queue.ts';
import { createJobSender, type JobSender } from '../jobs/job-sender.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Headers beside From, To, Subject and Date (a message's one-click stop: List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** Stores the email as a job; it is delivered in the background (email-delivery.ts), retried until it goes through. */
export type Mailer = JobSender<EmailMessage>;

export const EMAIL_JOB = 'email';

export const createMailer = (jobs: JobQueue): Mailer => createJobSender(jobs, EMAIL_JOB);

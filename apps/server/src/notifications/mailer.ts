import type { JobQueue } from '../jobs/job-queue.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the email as a job; it is delivered in the background (email-delivery.ts), retried until it goes through. */
  send: (message: EmailMessage) => Promise<void>;
}

export const EMAIL_JOB = 'email';

export const createMailer = (jobs: JobQueue): Mailer => ({
  send: async (message) => {
    await jobs.enqueue(EMAIL_JOB, message);
  },
});

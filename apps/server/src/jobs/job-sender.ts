import type { JobQueue } from './job-queue.ts';

/** Sends a message by storing it as a job of `kind`; a delivery handler for that kind sends it in the background. */
export interface JobSender<Message> {
  send: (message: Message) => Promise<void>;
}

export const createJobSender = <Message>(jobs: JobQueue, kind: string): JobSender<Message> => ({
  send: async (message) => {
    await jobs.enqueue(kind, message);
  },
});

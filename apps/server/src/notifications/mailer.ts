import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { writeToOutbox } from './outbox.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send: (message: EmailMessage) => Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the outbox (DATA_DIR/outbox/) and a log line. */
export const createMailer = (config: Config, log: FastifyBaseLogger): Mailer => {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  return {
    send: async (message) => {
      const file = await writeToOutbox(config.dataDir, 'email', { From: config.mailFrom, To: message.to, Subject: message.subject, Date: new Date().toUTCString() }, message.text);
      // Not the subject: a sign-in code's subject carries the code (no secret in any log line).
      log.info({ to: message.to, file }, 'email written to the outbox (no SMTP_URL set)');
    },
  };
};

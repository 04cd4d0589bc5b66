import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends Sparked's email: through SMTP where one is configured, to the log otherwise. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Addresses under `.invalid` (RFC 2606: never a real domain) stand in for an email an account has
 * not given, such as one an LMS made (decision 0028); nothing is ever sent to them.
 */
export const undeliverable = (address: string) => address.toLowerCase().endsWith('.invalid');

/**
 * SMTP through nodemailer; without `SMTP_URL` (development, `npm start`) each message is written
 * to the log at `warn`, so a reset link can be followed without a mail server.
 */
export function createMailer(mail: Config['mail'], log: FastifyBaseLogger): Mailer {
  if (!mail.smtpUrl) {
    return {
      async send(message) {
        if (undeliverable(message.to)) return;
        log.warn({ mail: message }, `Email to ${message.to} (no SMTP_URL set):\n${message.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async send(message) {
      if (undeliverable(message.to)) return;
      await transport.sendMail({ from: mail.from, ...message });
    },
  };
}

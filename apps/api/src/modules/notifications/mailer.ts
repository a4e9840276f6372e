import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/**
 * `html`: an HTML part beside the text (an alert's cards); nodemailer then sends the two as one
 * multipart/alternative message. `headers`: extra headers, passed to the SMTP message as they are
 * (List-Unsubscribe …).
 */
export type TMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};
export type TMailer = { kind: 'smtp' | 'log'; send: (mail: TMail) => Promise<void> };

/** SMTP when SMTP_URL is set; otherwise each message's text part is written to the log. */
export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): TMailer {
  if (!opts.smtpUrl) {
    return {
      kind: 'log',
      send: async (mail) => {
        opts.log.info(
          { mail: { to: mail.to, subject: mail.subject, headers: mail.headers } },
          `mail (log delivery): ${mail.text}`,
        );
      },
    };
  }
  // A server that stops answering must not hold a claimed outbox batch past its lease (outbox-worker.ts).
  const transport = nodemailer.createTransport({
    url: opts.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}

import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type TMail = { to: string; subject: string; text: string };
export type TMailer = { kind: 'smtp' | 'log'; send: (mail: TMail) => Promise<void> };

/** SMTP when SMTP_URL is set; otherwise each message is written to the log. */
export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): TMailer {
  if (!opts.smtpUrl) {
    return {
      kind: 'log',
      send: async (mail) => {
        opts.log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail (log delivery): ${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}

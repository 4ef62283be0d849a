import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the mail is about (`password_reset_code`, `password_changed`…), for the outbox and logs. */
  kind: string;
}

/** Sends mail. `kind` tells which transport is behind it. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP when `smtpUrl` is set (nodemailer, loaded on first use), else the `mail_outbox` table. */
export function createMailer({ db, smtpUrl, from }: { db: Db; smtpUrl: string | undefined; from: string }): Mailer {
  if (smtpUrl) {
    return createSmtpMailer({ smtpUrl, from });
  }
  return createOutboxMailer({ db });
}

function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  let transport: Promise<Transporter> | null = null;
  const getTransport = () =>
    (transport ??= import('nodemailer').then((nm) => nm.default.createTransport(smtpUrl)));
  return {
    kind: 'smtp',
    async send(message) {
      const t = await getTransport();
      await t.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

function createOutboxMailer({ db }: { db: Db }): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const { insertOutboxMail } = await import('./outbox.repository');
      await insertOutboxMail(db, message);
    },
  };
}

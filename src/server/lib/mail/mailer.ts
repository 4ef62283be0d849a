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

/** Where the outbox transport prints what it keeps (the app's logger). */
export interface MailLog {
  info(obj: object, msg: string): void;
}

/**
 * Account mails: their whole text is the app's own words (a code, a notice, links), never
 * something a person wrote. Only these are printed whole by the outbox transport; any other kind
 * (a contact-form message, a data export…) is printed as its kind and recipient alone, so no
 * health-related text ever reaches a log.
 */
const printableKinds: ReadonlySet<string> = new Set([
  'password_reset_code',
  'password_changed',
  'registration_attempt',
  'account_deleted',
  'email_change_code',
]);

/**
 * SMTP when `smtpUrl` is set (nodemailer, loaded on first use), else the `mail_outbox` table,
 * with each mail also printed to the log as a console mail transport would (see `printableKinds`).
 */
export function createMailer({
  db,
  smtpUrl,
  from,
  log,
}: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: MailLog;
}): Mailer {
  if (smtpUrl) {
    return createSmtpMailer({ smtpUrl, from });
  }
  return createOutboxMailer({ db, log });
}

/** One line for the start-up log: where mail goes. Names the SMTP host, never its user or password. */
export function describeMailTransport(smtpUrl: string | undefined): string {
  if (!smtpUrl) {
    return 'Mail: no SMTP_URL — mails are kept in the mail_outbox table and account mails, recovery codes included, are printed in this log';
  }
  let host = 'the configured server';
  try {
    const url = new URL(smtpUrl);
    if (url.hostname) host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  } catch {
    // A value nodemailer reads but URL does not: say nothing of it rather than risk a password.
  }
  return `Mail: sent through SMTP (${host})`;
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

function createOutboxMailer({ db, log }: { db: Db; log: MailLog }): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const { insertOutboxMail } = await import('./outbox.repository');
      await insertOutboxMail(db, message);
      const { kind, to, subject, text } = message;
      if (printableKinds.has(kind)) {
        log.info({ mail: { kind, to, subject, text } }, 'mail kept in the outbox (no SMTP_URL)');
      } else {
        log.info({ mail: { kind, to } }, 'mail kept in the outbox (no SMTP_URL); its text is not printed');
      }
    },
  };
}

import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../../../../tests/helpers/db';
import { captureLog } from '../../../../tests/helpers/log';
import type { Database } from '../../db/client';
import { supportMail } from '../../modules/support/support.mail';
import { createMailer, describeMailTransport, listOutboxMail } from '.';
import { passwordResetCodeMail } from './templates';

/** A minimal SMTP server that accepts one conversation and keeps the DATA it receives. */
function fakeSmtp() {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        if (!line) continue;
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 fake\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe(`the mail transport (${testDbKind})`, () => {
  let database: Database;
  const smtp = fakeSmtp();
  let port = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    smtp.server.close();
    await database.close();
  });

  const from = 'Serenamente <no-reply@serenamente.app>';

  it('without SMTP_URL keeps mail in the outbox table', async () => {
    const { logger } = captureLog('info');
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from, log: logger });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'anna@example.com', subject: 'Ciao', text: 'Testo', kind: 'test' });
    expect(await listOutboxMail(database.db, 'anna@example.com')).toMatchObject([{ subject: 'Ciao', text: 'Testo', kind: 'test' }]);
  });

  it('without SMTP_URL prints an account mail whole in the log, like a console mail transport', async () => {
    const { logger, lines } = captureLog('info');
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from, log: logger });
    await mailer.send(passwordResetCodeMail({ to: 'bruno@example.com', lang: 'it', code: '482913', minutes: 10 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, mail: { kind: 'password_reset_code', to: 'bruno@example.com' } });
    expect((lines[0]!.mail as { text: string }).text).toContain('482913');
  });

  it('prints a mail carrying what a person wrote as its kind and recipient only, never its text', async () => {
    const { logger, lines } = captureLog('info');
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from, log: logger });
    const written = 'Da settimane non dormo e ho attacchi di panico al lavoro';
    await mailer.send(
      supportMail({
        to: 'aiuto@example.com',
        id: '00000000-0000-4000-8000-000000000001',
        publicUrl: 'http://localhost:3000',
        receivedAt: new Date('2026-03-10T09:00:00Z'),
        name: 'Carla Verdi',
        email: 'carla@example.com',
        topic: 'other',
        message: written,
        lang: 'it',
        userId: null,
      }),
    );
    // Kept whole in the outbox, which only the operator reads…
    expect((await listOutboxMail(database.db, 'aiuto@example.com'))[0]!.text).toContain(written);
    // …but the log line holds nothing of it.
    expect(lines).toHaveLength(1);
    expect(lines[0]!.mail).toEqual({ kind: 'support_message', to: 'aiuto@example.com' });
    const printed = JSON.stringify(lines);
    for (const part of [written, 'Carla', 'carla@example.com', 'settimane']) expect(printed).not.toContain(part);
  });

  it('an unknown kind is printed without its text (account mails are named, everything else is held back)', async () => {
    const { logger, lines } = captureLog('info');
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from, log: logger });
    await mailer.send({ to: 'dora@example.com', subject: 'I tuoi dati', text: '{"reflections":["oggi ho pianto"]}', kind: 'privacy_export' });
    expect(lines[0]!.mail).toEqual({ kind: 'privacy_export', to: 'dora@example.com' });
    expect(JSON.stringify(lines)).not.toContain('pianto');
  });

  it('the start-up line says where mail goes and never prints the SMTP password', () => {
    expect(describeMailTransport(undefined)).toBe(
      'Mail: no SMTP_URL — mails are kept in the mail_outbox table and account mails, recovery codes included, are printed in this log',
    );
    const line = describeMailTransport('smtps://mailer:S3cr3t-pw@smtp.example.com:465');
    expect(line).toBe('Mail: sent through SMTP (smtp.example.com:465)');
    expect(line).not.toMatch(/S3cr3t|mailer/);
    expect(describeMailTransport('not a url with s3cret')).toBe('Mail: sent through SMTP (the configured server)');
  });

  it('with SMTP_URL sends over SMTP through nodemailer and keeps nothing', async () => {
    const { logger, lines } = captureLog('info');
    const mailer = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from, log: logger });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'marco@example.com', subject: 'Codice', text: 'Il tuo codice', kind: 'test' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Codice');
    expect(smtp.received[0]).toContain('Il tuo codice');
    expect(await listOutboxMail(database.db, 'marco@example.com')).toHaveLength(0);
    expect(lines).toHaveLength(0);
  });
});

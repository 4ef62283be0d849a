import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../../../../tests/helpers/db';
import type { Database } from '../../db/client';
import { createMailer, listOutboxMail } from '.';

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

  it('without SMTP_URL keeps mail in the outbox table', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'Serenamente <no-reply@serenamente.app>' });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'anna@example.com', subject: 'Ciao', text: 'Testo', kind: 'test' });
    expect(await listOutboxMail(database.db, 'anna@example.com')).toMatchObject([{ subject: 'Ciao', text: 'Testo', kind: 'test' }]);
  });

  it('with SMTP_URL sends over SMTP through nodemailer and keeps nothing', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Serenamente <no-reply@serenamente.app>' });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'marco@example.com', subject: 'Codice', text: 'Il tuo codice', kind: 'test' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Codice');
    expect(smtp.received[0]).toContain('Il tuo codice');
    expect(await listOutboxMail(database.db, 'marco@example.com')).toHaveLength(0);
  });
});

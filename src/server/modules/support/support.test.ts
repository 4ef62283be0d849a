import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMail } from '../../lib/mail';
import { api } from '../../../../tests/helpers/api';
import { createTestAppWithUsers, type TestAppWithUsers } from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import { createSupportService, hashIp } from './support.service';
import { addressOf, loadConfig } from '../../config';

const valid = {
  name: 'Giulia Rossi',
  email: 'giulia@example.test',
  topic: 'subscription',
  message: 'Vorrei sapere come cambiare piano da mensile ad annuale.',
};

describe(`POST /api/support/messages (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let now = new Date('2026-04-01T10:00:00Z');
  let ipCounter = 1;
  const freshIp = () => `198.51.100.${ipCounter++}`;

  beforeAll(async () => {
    t = await createTestAppWithUsers({ clock: () => now });
  });
  afterAll(() => t.close());

  const send = (
    payload: unknown,
    { ip = freshIp(), headers }: { ip?: string; headers?: Record<string, string> } = {},
  ) => api(t.app).post('/api/support/messages', payload as object, { remoteAddress: ip, headers });

  it('stores a valid message, trimmed, with the request language and without the IP itself', async () => {
    const ip = freshIp();
    const res = await send(
      { ...valid, name: '  Giulia Rossi ', message: `  ${valid.message}  ` },
      { ip, headers: { 'accept-language': 'en' } },
    );
    expect(res.statusCode).toBe(201);
    const { id, receivedAt } = res.json();
    expect(receivedAt).toBe(now.toISOString());
    const service = createSupportService({
      db: t.database.db,
      clock: () => now,
      mailer: { kind: 'outbox', send: async () => undefined },
      inbox: 'x@example.test',
      publicUrl: 'http://localhost:3000',
    });
    const row = await service.findById(id);
    expect(row).toMatchObject({
      name: 'Giulia Rossi',
      email: valid.email,
      topic: 'subscription',
      message: valid.message,
      lang: 'en',
      userId: null,
      ipHash: hashIp(ip),
    });
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it('sends the message to the support inbox through the mail transport and marks it sent', async () => {
    const res = await send({ ...valid, email: 'mail-check@example.test' });
    const inbox = t.config.mail.supportInbox;
    const mails = await listOutboxMail(t.database.db, inbox);
    const mail = mails.find((m) => m.text.includes(res.json().id));
    expect(mail).toBeDefined();
    expect(mail!.kind).toBe('support_message');
    expect(mail!.text).toContain('mail-check@example.test');
    expect(mail!.text).toContain(valid.message);
    const service = createSupportService({
      db: t.database.db,
      clock: () => now,
      mailer: { kind: 'outbox', send: async () => undefined },
      inbox,
      publicUrl: '',
    });
    expect((await service.findById(res.json().id))!.delivery).toBe('sent');
  });

  it('keeps the message and answers 201 even when the mail transport fails', async () => {
    const failing = createSupportService({
      db: t.database.db,
      clock: () => now,
      mailer: { kind: 'smtp', send: async () => Promise.reject(new Error('smtp down')) },
      inbox: 'support@example.test',
      publicUrl: '',
    });
    const receipt = await failing.submit({ ...valid, lang: 'it', ip: freshIp(), userId: null });
    expect((await failing.findById(receipt.id))!.delivery).toBe('failed');
  });

  it('links the message to the signed-in person', async () => {
    const user = await t.signIn();
    const res = await send(valid, { headers: user.headers });
    const rows = await createSupportService({
      db: t.database.db,
      clock: () => now,
      mailer: { kind: 'outbox', send: async () => undefined },
      inbox: '',
      publicUrl: '',
    }).findById(res.json().id);
    expect(rows!.userId).toBe(user.id);
  });

  it.each([
    ['a missing name', { ...valid, name: undefined }, 'body.name'],
    ['a blank name', { ...valid, name: '   ' }, 'body.name'],
    ['a name of 101 characters', { ...valid, name: 'n'.repeat(101) }, 'body.name'],
    ['an invalid email', { ...valid, email: 'giulia-at-example' }, 'body.email'],
    ['an unknown topic', { ...valid, topic: 'love' }, 'body.topic'],
    ['a message under 10 characters', { ...valid, message: ' aiuto    ' }, 'body.message'],
    ['a message over 5000 characters', { ...valid, message: 'm'.repeat(5001) }, 'body.message'],
    ['a number instead of a message', { ...valid, message: 12345678901 }, 'body.message'],
  ])('refuses %s with 400 validation.failed naming the field', async (_label, payload, path) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation.failed');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('accepts unicode and a message of exactly 5000 characters', async () => {
    const res = await send({ ...valid, name: 'Zoë Ñandú 李', message: 'è'.repeat(5000) });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a message without the same-origin header', async () => {
    const res = await api(t.app).post('/api/support/messages', valid, {
      remoteAddress: freshIp(),
      sameOrigin: false,
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets one IP send 5 messages an hour, then answers 429 with the minutes to wait', async () => {
    const ip = freshIp();
    now = new Date('2026-04-02T10:00:00Z');
    for (let i = 0; i < 5; i++) {
      expect((await send(valid, { ip })).statusCode).toBe(201);
      now = new Date(now.getTime() + 5 * 60_000);
    }
    // 10:25: the first message (10:00) leaves the window at 11:00.
    const limited = await send(valid, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('support.too_many_messages');
    expect(limited.json().error.message).toContain('35');
    // Another IP is not affected.
    expect((await send(valid)).statusCode).toBe(201);
    // After the hour, the same IP may write again.
    now = new Date('2026-04-02T11:00:01Z');
    expect((await send(valid, { ip })).statusCode).toBe(201);
  });

  it('holds the limit when one IP sends many messages at once', async () => {
    const ip = freshIp();
    now = new Date('2026-04-03T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 12 }, () => send(valid, { ip })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });
});

describe('the support inbox', () => {
  it('is SUPPORT_EMAIL, else the address in MAIL_FROM', () => {
    expect(addressOf('Serenamente <no-reply@serenamente.app>')).toBe('no-reply@serenamente.app');
    expect(addressOf('help@example.test')).toBe('help@example.test');
    const env = { MAIL_FROM: 'Serenamente <no-reply@serenamente.app>' };
    expect(loadConfig(env, '1.0.0').mail.supportInbox).toBe('no-reply@serenamente.app');
    expect(loadConfig({ ...env, SUPPORT_EMAIL: 'aiuto@serenamente.app' }, '1.0.0').mail.supportInbox).toBe(
      'aiuto@serenamente.app',
    );
    expect(() => loadConfig({ ...env, SUPPORT_EMAIL: 'not an address' }, '1.0.0')).toThrow(/SUPPORT_EMAIL/);
  });
});

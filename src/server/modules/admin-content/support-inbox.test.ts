import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupportInbox, SupportInboxMessage } from '@shared/schemas/admin-content';
import { api } from '../../../../tests/helpers/api';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { listOutboxMail } from '../../lib/mail';
import { auditLogTable } from '../admin/admin.table';
import { staffSession } from '../admin/admin.test-utils';
import { createSupportArchive } from '../support/support.service';

type Staff = Awaited<ReturnType<typeof staffSession>>;

describe(`support inbox (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Staff;
  let now = new Date('2026-05-04T09:00:00Z');
  let ip = 1;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    admin = await staffSession(t.app, t.database.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const contact = async (email: string, lang: 'it' | 'en', message: string) => {
    const res = await api(t.app).post(
      '/api/support/messages',
      { name: 'Anna Verdi', email, topic: 'account', message },
      { remoteAddress: `198.51.100.${ip++}`, headers: { 'accept-language': lang } },
    );
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const inbox = async (query = '') =>
    (await api(t.app, admin).get(`/api/admin/support/messages${query}`)).json<SupportInbox>();
  const auditOf = (id: string) =>
    t.database.db.select().from(auditLogTable).where(eq(auditLogTable.targetId, id));

  it('lists waiting messages first, reads one and audits the reading by id alone', async () => {
    const older = await contact('older@example.test', 'it', 'Non riesco a cambiare la mia email di accesso.');
    now = new Date('2026-05-04T10:00:00Z');
    const newer = await contact('newer@example.test', 'en', 'I cannot change the email of my account.');
    expect(
      (await api(t.app, admin).put(`/api/admin/support/messages/${newer}/handled`, { handled: true }))
        .statusCode,
    ).toBe(200);

    const all = await inbox();
    expect(all.waiting).toBe(1);
    expect(all.items.map((i) => i.id)).toEqual([older, newer]);
    expect((await inbox('?status=handled')).items.map((i) => i.id)).toEqual([newer]);
    expect((await inbox('?status=waiting')).items.map((i) => i.id)).toEqual([older]);

    const read = await api(t.app, admin).get(`/api/admin/support/messages/${older}`);
    expect(read.json<SupportInboxMessage>()).toMatchObject({
      id: older,
      lang: 'it',
      message: 'Non riesco a cambiare la mia email di accesso.',
      handledAt: null,
      answer: null,
    });
    const entries = await auditOf(older);
    expect(entries.map((e) => e.action)).toEqual(['support.read']);
    expect(JSON.stringify(await auditOf(newer))).toContain('"handled":true');
  });

  it("mails the answer in the sender's language, marks the message handled and audits no text", async () => {
    const id = await contact('answer.me@example.test', 'en', 'How do I export my data, please?');
    const answer = 'You can export everything from your profile, under Privacy.';
    const res = await api(t.app, admin).post(`/api/admin/support/messages/${id}/answer`, {
      answer: `  ${answer} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SupportInboxMessage>()).toMatchObject({
      answer,
      answeredAt: now.toISOString(),
      handledAt: now.toISOString(),
      answeredBy: admin.user.username,
    });

    const [mail] = await listOutboxMail(t.database.db, 'answer.me@example.test');
    expect(mail).toMatchObject({ kind: 'support_answer', subject: 'Reply to your message to Serenamente' });
    expect(mail!.text).toContain('Hello Anna Verdi,');
    expect(mail!.text).toContain(answer);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['support.answer']);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain('Privacy');
    expect(logged).not.toContain('export my data');
  });

  it('marks a message waiting again, and refuses an empty answer or an unknown message', async () => {
    const id = await contact('again@example.test', 'it', 'Vorrei disdire il mio abbonamento annuale.');
    await api(t.app, admin).put(`/api/admin/support/messages/${id}/handled`, { handled: true });
    const res = await api(t.app, admin).put(`/api/admin/support/messages/${id}/handled`, { handled: false });
    expect(res.json()).toMatchObject({ id, handledAt: null });
    expect((await auditOf(id)).map((e) => e.action).sort()).toEqual(['support.handled', 'support.unhandled']);

    const empty = await api(t.app, admin).post(`/api/admin/support/messages/${id}/answer`, { answer: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(await listOutboxMail(t.database.db, 'again@example.test')).toHaveLength(0);
    const missing = await api(t.app, admin).get(
      '/api/admin/support/messages/00000000-0000-4000-8000-000000000000',
      {
        headers: { 'accept-language': 'en' },
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toContain('retention');
  });

  it('keeps an answer no longer than its message: the retention purge deletes both', async () => {
    const id = await contact('old@example.test', 'it', 'Un messaggio che invecchierà nella casella.');
    await api(t.app, admin).post(`/api/admin/support/messages/${id}/answer`, { answer: 'Grazie, fatto.' });
    const later = new Date(now);
    later.setUTCMonth(later.getUTCMonth() + 25);
    await createSupportArchive({ db: t.database.db }).purgeOlderThan({ now: later, retentionMonths: 24 });
    expect((await api(t.app, admin).get(`/api/admin/support/messages/${id}`)).statusCode).toBe(404);
  });

  it('is for administrators only: editors edit content but never read support mail', async () => {
    const editor = await staffSession(t.app, t.database.db, { role: 'editor' });
    expect((await api(t.app, editor).get('/api/admin/content/quotes')).statusCode).toBe(200);
    const res = await api(t.app, editor).get('/api/admin/support/messages');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('auth.forbidden');
    expect((await api(t.app).post('/api/admin/support/messages/x/answer', {})).statusCode).toBe(401);
  });
});

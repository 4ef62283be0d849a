import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMail } from '../../lib/mail';
import { createTestClock, DAY, insertUser, loginViaApi, registerViaApi } from '../../../../tests/factories';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { usersTable } from '../users/users.table';
import { auditLogTable } from './admin.table';
import { staffSession } from './admin.test-utils';

describe(`administration (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof staffSession>>;
  const clock = createTestClock(new Date('2026-04-01T09:00:00.000Z'));
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, env: { REGISTER_MAX_PER_IP: '1000' } });
    admin = await staffSession(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: admin.writeHeaders, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
  const lastEntry = async (targetId: string) => {
    const rows = await t.database.db.select().from(auditLogTable).where(eq(auditLogTable.targetId, targetId));
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  };

  it('grants premium with a mandatory reason; the person then has premium, and the audit entry holds before and after', async () => {
    const { user, password } = await insertUser(t.database.db);
    expect((await post(`/api/admin/users/${user.id}/premium`, { days: 30 })).statusCode).toBe(400);
    const res = await post(`/api/admin/users/${user.id}/premium`, {
      days: 30,
      reason: 'Rimborso per disservizio',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      plan: 'premium_monthly',
      premiumUntil: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    const cookie = await loginViaApi(t.app, user.username, password);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user.entitlements).toMatchObject({ premium: true, plan: 'premium_monthly' });
    expect(await lastEntry(user.id)).toMatchObject({
      actorId: admin.user.id,
      actorName: admin.user.username,
      action: 'user.premium_granted',
      reason: 'Rimborso per disservizio',
      before: { subscriptionStatus: 'inactive', subscriptionEnd: null },
      after: { subscriptionStatus: 'active', days: 30 },
    });
    // Extending adds to the end of the current period.
    const more = await post(`/api/admin/users/${user.id}/premium`, { days: 10, reason: 'Proroga' });
    expect(more.json().user.premiumUntil).toBe(new Date(clock.now().getTime() + 40 * DAY).toISOString());
  });

  it('disables an account: its sessions end, it cannot sign in; enabling lets it back', async () => {
    const { user, password } = await insertUser(t.database.db);
    const cookie = await loginViaApi(t.app, user.username, password);
    const res = await post(`/api/admin/users/${user.id}/disable`, { reason: 'Richiesta via mail' });
    expect(res.json().user.disabledAt).toBe(clock.now().toISOString());
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: sameOrigin,
      payload: { username: user.username, password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('admin.account_disabled');
    expect(await lastEntry(user.id)).toMatchObject({
      action: 'user.disabled',
      after: { disabledAt: clock.now().toISOString() },
    });

    clock.advance(1000);
    await post(`/api/admin/users/${user.id}/enable`, { reason: 'Chiarito' });
    expect(await loginViaApi(t.app, user.username, password)).toMatch(/^sid=/);
    expect(await lastEntry(user.id)).toMatchObject({ action: 'user.enabled', after: { disabledAt: null } });
  });

  it('ends all sessions of an account', async () => {
    const { user, password } = await insertUser(t.database.db);
    const cookie = await loginViaApi(t.app, user.username, password);
    expect(
      (await post(`/api/admin/users/${user.id}/sessions/end`, { reason: 'Telefono perso' })).json().user
        .sessions,
    ).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect(await lastEntry(user.id)).toMatchObject({
      action: 'user.sessions_ended',
      reason: 'Telefono perso',
    });
  });

  it('finds accounts by username or email, 20 a page, with counts only', async () => {
    const { user } = await insertUser(t.database.db, { email: 'trova.proprio.me@example.com' });
    const found = (await get('/api/admin/users?q=TROVA.PROPRIO')).json();
    expect(found).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 20,
      users: [{ id: user.id, role: 'member', plan: 'free' }],
    });
    expect((await get('/api/admin/users?q=%25')).json().total).toBe(0);
    const detail = (await get(`/api/admin/users/${user.id}`)).json();
    expect(detail.counts).toEqual({
      conversations: 0,
      chatMessages: 0,
      moodEntries: 0,
      reflections: 0,
      practices: 0,
    });
    expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('mails a GDPR export to the account’s own address, and deletes an account on request', async () => {
    const { user } = await insertUser(t.database.db);
    expect(
      (await post(`/api/admin/users/${user.id}/export`, { reason: 'Richiesta via mail del 1/4' })).statusCode,
    ).toBe(200);
    const mail = (await listOutboxMail(t.database.db, user.email)).find((m) => m.kind === 'data_export');
    expect(mail?.text).toContain('"format": "serenamente-data-export"');
    expect(await lastEntry(user.id)).toMatchObject({ action: 'user.export_sent' });

    clock.advance(1000);
    const wrong = await post(`/api/admin/users/${user.id}/delete`, {
      reason: 'Richiesta via mail',
      confirmUsername: 'qualcun-altro',
    });
    expect(wrong.json().error.code).toBe('admin.confirm_mismatch');
    expect(
      (
        await post(`/api/admin/users/${user.id}/delete`, {
          reason: 'Richiesta via mail',
          confirmUsername: user.username,
        })
      ).statusCode,
    ).toBe(200);
    expect(await t.database.db.select().from(usersTable).where(eq(usersTable.id, user.id))).toEqual([]);
    expect(await lastEntry(user.id)).toMatchObject({
      action: 'user.deleted',
      actorId: admin.user.id,
      before: { username: user.username },
    });
  });

  it('never acts on the administrator’s own account or another administrator', async () => {
    expect(
      (await post(`/api/admin/users/${admin.user.id}/disable`, { reason: 'prova' })).json().error.code,
    ).toBe('admin.cannot_change_self');
    const other = await insertUser(t.database.db, { role: 'admin' });
    expect(
      (await post(`/api/admin/users/${other.user.id}/disable`, { reason: 'prova' })).json().error.code,
    ).toBe('admin.cannot_change_admin');
  });

  it('makes an account an editor, who reaches only their own account, not the admin pages', async () => {
    const { user } = await insertUser(t.database.db);
    expect(
      (await post(`/api/admin/users/${user.id}/role`, { role: 'editor', reason: 'Redazione' })).json().user
        .role,
    ).toBe('editor');
    expect(await lastEntry(user.id)).toMatchObject({
      action: 'user.role_changed',
      before: { role: 'member' },
      after: { role: 'editor' },
    });
    const editor = await staffSession(t.app, t.database.db, { role: 'editor' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: editor.headers })).statusCode,
    ).toBe(403);
  });

  it('closes and reopens the launch campaign: while closed, a registration takes no place', async () => {
    const closed = await post('/api/admin/launch', { open: false, reason: 'Fine campagna' });
    expect(closed.json()).toMatchObject({ open: false, places: 50 });
    const before = closed.json().taken;
    expect((await registerViaApi(t.app)).json.promoCode).toBeNull();
    expect((await get('/api/admin/launch')).json().taken).toBe(before);
    expect(await lastEntry('1')).toMatchObject({
      action: 'launch.closed',
      before: { open: true },
      after: { open: false },
    });
    expect((await post('/api/admin/launch', { open: true, reason: 'Riapertura' })).json().open).toBe(true);
    expect((await registerViaApi(t.app)).json.promoCode).toMatch(/^SERENA-/);
    expect((await get('/api/admin/launch')).json()).toMatchObject({
      taken: before + 1,
      codes: { assigned: before + 1 },
    });
  });

  it('answers the overview as counts, one series per figure', async () => {
    const res = await get('/api/admin/overview');
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o.users.perDay).toHaveLength(30);
    expect(o.users.perWeek).toHaveLength(12);
    expect(o.users.perDay.at(-1)).toEqual({ day: '2026-04-01', count: expect.any(Number) });
    expect(o.users.total).toBeGreaterThan(5);
    expect(o.plans.map((p: { plan: string }) => p.plan)).toEqual([
      'free',
      'trial',
      'launch',
      'premium_monthly',
      'premium_yearly',
    ]);
    expect(o.plans.find((p: { plan: string }) => p.plan === 'premium_monthly').count).toBeGreaterThanOrEqual(
      1,
    );
    expect(o.launch).toMatchObject({ places: 50, discountCodesUsed: { monthly: 0, yearly: 0, each: 10 } });
    expect(o.crisisResponsesPerDay).toHaveLength(30);
  });

  it('describes the service and filters the audit log by actor, action and date', async () => {
    const service = (await get('/api/admin/service')).json();
    expect(service).toMatchObject({
      healthy: true,
      version: '0.0.0-test',
      database: { ok: true },
      mail: { mode: 'outbox' },
      payments: { mode: 'demo' },
      ai: { provider: 'builtin' },
    });
    const byAction = (await get('/api/admin/audit?action=user.disabled')).json();
    expect(byAction.entries.length).toBeGreaterThanOrEqual(1);
    expect(byAction.entries.every((e: { action: string }) => e.action === 'user.disabled')).toBe(true);
    const byActor = (await get(`/api/admin/audit?actor=${admin.user.username}`)).json();
    expect(byActor.entries.every((e: { actorId: string }) => e.actorId === admin.user.id)).toBe(true);
    const future = (await get(`/api/admin/audit?from=${encodeURIComponent('2030-01-01T00:00:00Z')}`)).json();
    expect(future.entries).toEqual([]);
  });

  it('the audit log is append-only in the database itself', async () => {
    await expect(t.database.db.update(auditLogTable).set({ reason: 'cambiato' })).rejects.toThrow();
    await expect(t.database.db.delete(auditLogTable)).rejects.toThrow();
  });
});

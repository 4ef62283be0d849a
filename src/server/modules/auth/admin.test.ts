import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeTestConfig, sameOrigin } from '../../../../tests/helpers/app';
import { createTestDatabase, testDbKind } from '../../../../tests/helpers/db';
import { findUser, insertUser, loginViaApi, makeRegistration, registerViaApi } from '../../../../tests/factories';
import type { Database } from '../../db/client';
import { verifySecret } from '../../lib/password';
import { explainStartFailure } from '../../start-failure';
import { sessionsTable } from '../sessions/sessions.table';
import { AdminBootstrapError, ensureAdmin } from './admin.service';

describe(`the administrator from ADMIN_USERNAME / ADMIN_PASSWORD (${testDbKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is created at start with an Argon2id hash, and a second start changes nothing', async () => {
    const config = makeTestConfig({ ADMIN_USERNAME: 'custode', ADMIN_PASSWORD: 'Custode-2025!' });
    await ensureAdmin({ db: database.db, config });
    const first = await findUser(database.db, 'custode');
    expect(first).toMatchObject({ isAdmin: true, username: 'custode' });
    expect(first!.passwordHash).toMatch(/^\$argon2id\$/);
    await ensureAdmin({ db: database.db, config });
    expect((await findUser(database.db, 'custode'))!.passwordHash).toBe(first!.passwordHash);
  });

  it('a new ADMIN_PASSWORD replaces the stored one', async () => {
    await ensureAdmin({ db: database.db, config: makeTestConfig({ ADMIN_USERNAME: 'custode', ADMIN_PASSWORD: 'Altra-Parola-9' }) });
    const row = await findUser(database.db, 'custode');
    expect(await verifySecret(row!.passwordHash, 'Altra-Parola-9')).toBe(true);
  });

  it('several instances starting together create one administrator', async () => {
    const config = makeTestConfig({ ADMIN_USERNAME: 'insieme', ADMIN_PASSWORD: 'Insieme-2025' });
    await Promise.all([1, 2, 3].map(() => ensureAdmin({ db: database.db, config })));
    expect(await findUser(database.db, 'insieme')).toMatchObject({ isAdmin: true });
  });

  it('an existing administrator keeps working: a new ADMIN_PASSWORD is its recovery and ends its sessions', async () => {
    const t = await createTestApp({ database });
    try {
      const cookie = await loginViaApi(t.app, 'custode', 'Altra-Parola-9');
      const admin = (await findUser(database.db, 'custode'))!;
      expect(await database.db.select().from(sessionsTable).where(eq(sessionsTable.userId, admin.id))).toHaveLength(1);
      await ensureAdmin({ db: database.db, config: makeTestConfig({ ADMIN_USERNAME: 'custode', ADMIN_PASSWORD: 'Ritrovata-2026' }) });
      expect(await database.db.select().from(sessionsTable).where(eq(sessionsTable.userId, admin.id))).toHaveLength(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
      expect(await loginViaApi(t.app, 'custode', 'Ritrovata-2026')).toMatch(/^sid=/);
    } finally {
      await t.close();
    }
  });

  it('never promotes an account someone registered: the start stops with one line naming ADMIN_USERNAME', async () => {
    const t = await createTestApp({ database, env: { REGISTER_MAX_PER_IP: '1000' } });
    try {
      const { body } = await registerViaApi(t.app, { username: 'boss', email: 'boss.person@example.com' });
      const before = (await findUser(database.db, 'boss'))!;
      // Any case of the name is the same name.
      for (const username of ['boss', 'BOSS']) {
        const config = makeTestConfig({ ADMIN_USERNAME: username, ADMIN_PASSWORD: 'Operatore-2025' });
        const failure = await ensureAdmin({ db: database.db, config }).catch((err: unknown) => err);
        expect(failure).toBeInstanceOf(AdminBootstrapError);
        const line = explainStartFailure('admin', failure, config);
        expect(line).toBe(
          `ADMIN_USERNAME: "${username}" is the username of an account someone registered, not an administrator; choose another ADMIN_USERNAME.`,
        );
        expect(line).not.toContain('\n');
        expect(line).not.toContain(body.email);
      }
      // The registrant's account is exactly as it was: not an administrator, same address, same password.
      const after = (await findUser(database.db, 'boss'))!;
      expect(after).toEqual(before);
      expect(after.isAdmin).toBe(false);
      await expect(loginViaApi(t.app, 'boss', 'Operatore-2025')).rejects.toThrow(/401/);
      expect(await loginViaApi(t.app, 'boss', body.password)).toMatch(/^sid=/);
    } finally {
      await t.close();
    }
  });

  it('instances starting together on a registrant’s name all refuse, and promote no one', async () => {
    const { user } = await insertUser(database.db, { username: 'capo' });
    const config = makeTestConfig({ ADMIN_USERNAME: 'capo', ADMIN_PASSWORD: 'Insieme-2025' });
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => ensureAdmin({ db: database.db, config })));
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(AdminBootstrapError);
    }
    expect(await findUser(database.db, 'capo')).toMatchObject({ id: user.id, isAdmin: false, email: user.email });
  });

  it('an administrator of an earlier version with a real address keeps working', async () => {
    const { user } = await insertUser(database.db, { username: 'veterano', role: 'admin' });
    await ensureAdmin({ db: database.db, config: makeTestConfig({ ADMIN_USERNAME: 'veterano', ADMIN_PASSWORD: 'Veterano-2025' }) });
    const row = (await findUser(database.db, 'veterano'))!;
    expect(row).toMatchObject({ id: user.id, isAdmin: true });
    expect(await verifySecret(row.passwordHash, 'Veterano-2025')).toBe(true);
  });

  it('the administrators’ reserved address cannot be registered, so no one can block the name', async () => {
    const t = await createTestApp({ database, env: { REGISTER_MAX_PER_IP: '1000' } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: sameOrigin,
        payload: makeRegistration({ username: 'curioso', email: 'vigile@admin.invalid' }),
      });
      expect(res.statusCode).toBe(200);
      expect(await findUser(database.db, 'curioso')).toBeNull();
      expect(await findUser(database.db, 'vigile@admin.invalid')).toBeNull();
      await ensureAdmin({ db: database.db, config: makeTestConfig({ ADMIN_USERNAME: 'vigile', ADMIN_PASSWORD: 'Vigile-2025!' }) });
      expect(await findUser(database.db, 'vigile')).toMatchObject({ isAdmin: true, email: 'vigile@admin.invalid' });
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a too short ADMIN_PASSWORD or an invalid ADMIN_USERNAME', () => {
    expect(() => makeTestConfig({ ADMIN_USERNAME: 'custode', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => makeTestConfig({ ADMIN_USERNAME: 'a b', ADMIN_PASSWORD: 'long-enough-1' })).toThrow(/ADMIN_USERNAME/);
  });
});

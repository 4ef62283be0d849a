import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestConfig } from '../../../../tests/helpers/app';
import { createTestDatabase, testDbKind } from '../../../../tests/helpers/db';
import type { Database } from '../../db/client';
import { verifySecret } from '../../lib/password';
import { ensureAdmin } from './admin-bootstrap';
import { findUserByLogin } from './users.repository';

describe(`the administrator from ADMIN_USERNAME / ADMIN_PASSWORD (${testDbKind})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is created at start with an Argon2id hash, and a second start changes nothing', async () => {
    const config = makeTestConfig({ ADMIN_USERNAME: 'custode', ADMIN_PASSWORD: 'Custode-2025!' });
    await ensureAdmin({ db: database.db, config });
    const first = await findUserByLogin(database.db, 'custode');
    expect(first).toMatchObject({ isAdmin: true, username: 'custode' });
    expect(first!.passwordHash).toMatch(/^\$argon2id\$/);
    await ensureAdmin({ db: database.db, config });
    expect((await findUserByLogin(database.db, 'custode'))!.passwordHash).toBe(first!.passwordHash);
  });

  it('a new ADMIN_PASSWORD replaces the stored one', async () => {
    await ensureAdmin({ db: database.db, config: makeTestConfig({ ADMIN_USERNAME: 'custode', ADMIN_PASSWORD: 'Altra-Parola-9' }) });
    const row = await findUserByLogin(database.db, 'custode');
    expect(await verifySecret(row!.passwordHash, 'Altra-Parola-9')).toBe(true);
  });

  it('several instances starting together create one administrator', async () => {
    const config = makeTestConfig({ ADMIN_USERNAME: 'insieme', ADMIN_PASSWORD: 'Insieme-2025' });
    await Promise.all([1, 2, 3].map(() => ensureAdmin({ db: database.db, config })));
    expect(await findUserByLogin(database.db, 'insieme')).toMatchObject({ isAdmin: true });
  });

  it('refuses to start with a too short ADMIN_PASSWORD or an invalid ADMIN_USERNAME', () => {
    expect(() => makeTestConfig({ ADMIN_USERNAME: 'custode', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => makeTestConfig({ ADMIN_USERNAME: 'a b', ADMIN_PASSWORD: 'long-enough-1' })).toThrow(/ADMIN_USERNAME/);
  });
});

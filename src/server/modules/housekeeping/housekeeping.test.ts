import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithUsers, type TestAppWithUsers } from '../../../../tests/helpers/as-user';
import { testDbKind } from '../../../../tests/helpers/db';
import { authThrottlesTable } from '../auth/auth.table';
import { trustedDevicesTable } from '../auth/devices.table';
import { sessionsTable } from '../sessions/sessions.table';
import { supportMessagesTable } from '../support/support.table';
import { purgeExpired } from './housekeeping.service';

describe(`housekeeping (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  const now = new Date('2026-06-15T12:00:00Z');
  beforeAll(async () => {
    t = await createTestAppWithUsers();
  });
  afterAll(() => t.close());

  it('deletes support messages past the retention period, expired sessions, devices and idle throttle counters, and nothing else', async () => {
    const db = t.database.db;
    const message = (createdAt: Date, name: string) => ({
      name,
      email: 'persona@example.test',
      topic: 'other',
      message: 'Una domanda sul mio account.',
      lang: 'it',
      ipHash: 'x'.repeat(64),
      createdAt,
    });
    await db
      .insert(supportMessagesTable)
      .values([
        message(new Date('2024-06-01T00:00:00Z'), 'old'),
        message(new Date('2024-07-01T00:00:00Z'), 'recent'),
      ]);
    const user = await t.signIn();
    const session = (tokenHash: string, expiresAt: Date) => ({
      tokenHash,
      userId: user.id,
      createdAt: new Date('2026-05-01T00:00:00Z'),
      lastSeenAt: new Date('2026-05-01T00:00:00Z'),
      expiresAt,
    });
    await db
      .insert(sessionsTable)
      .values([
        session('expired-hash', new Date('2026-06-01T00:00:00Z')),
        session('valid-hash', new Date('2026-07-01T00:00:00Z')),
      ]);

    // A device cookie lives 180 days from the sign-in that set it.
    const device = (tokenHash: string, createdAt: Date) => ({
      tokenHash,
      userId: user.id,
      passwordStamp: 'stamp',
      createdAt,
      lastUsedAt: createdAt,
    });
    await db
      .insert(trustedDevicesTable)
      .values([
        device('old-device', new Date('2025-12-16T11:00:00Z')),
        device('recent-device', new Date('2025-12-18T00:00:00Z')),
      ]);

    // Counters: one whose window ended long ago, one still in its window, one old but still waiting.
    const counter = (key: string, windowStartedAt: Date, lockedUntil: Date | null = null) => ({ key, count: 3, windowStartedAt, lockedUntil });
    await db
      .insert(authThrottlesTable)
      .values([
        counter('login:ip:198.51.100.1', new Date('2026-06-13T12:00:00Z')),
        counter('login:ip:198.51.100.2', new Date('2026-06-15T11:00:00Z')),
        counter('login:ip:198.51.100.3', new Date('2026-06-13T12:00:00Z'), new Date('2026-06-15T12:10:00Z')),
      ]);

    const deleted = await purgeExpired(db, { now, supportRetentionMonths: 24, throttleWindowMs: 86_400_000 });

    expect(deleted).toEqual({ supportMessages: 1, sessions: 1, devices: 1, throttles: 1 });
    expect((await db.select().from(authThrottlesTable)).map((c) => c.key).sort()).toEqual([
      'login:ip:198.51.100.2',
      'login:ip:198.51.100.3',
    ]);
    expect((await db.select().from(trustedDevicesTable)).map((d) => d.tokenHash)).toEqual(['recent-device']);
    const names = (await db.select().from(supportMessagesTable)).map((m) => m.name);
    expect(names).toContain('recent');
    expect(names).not.toContain('old');
    const hashes = (await db.select().from(sessionsTable)).map((s) => s.tokenHash);
    expect(hashes).toContain('valid-hash');
    expect(hashes).not.toContain('expired-hash');
    // A second run (another instance) finds nothing left to do.
    expect(await purgeExpired(db, { now, supportRetentionMonths: 24 })).toEqual({
      supportMessages: 0,
      sessions: 0,
      devices: 0,
      throttles: 0,
    });
  });
});

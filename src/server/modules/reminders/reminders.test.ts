import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../tests/helpers/api';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../../tests/helpers/as-user';
import { createScratchPostgresDatabase, testDbKind } from '../../../../tests/helpers/db';
import type { ReminderSettings } from '@shared/schemas/profile';
import { createDatabase, type Database } from '../../db/client';
import { createActivityService } from '../activity/activity.service';
import { startPushService } from './push-service.test-utils';
import { createRemindersService } from './reminders.service';

describe(`daily reminders (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let now = new Date('2026-05-04T05:00:00Z');
  const clock = () => now;
  // On PostgreSQL the second instance has a pool of its own on the same database.
  let scratch: { url: string; drop: () => Promise<void> } | null = null;
  let second: Database | null = null;

  beforeAll(async () => {
    push = await startPushService();
    if (testDbKind === 'postgres') {
      scratch = await createScratchPostgresDatabase();
      const first = await createDatabase({ kind: 'postgres', url: scratch.url, poolMax: 10 });
      await first.migrate();
      second = await createDatabase({ kind: 'postgres', url: scratch.url, poolMax: 10 });
      t = await createTestAppWithUsers({ clock, database: first });
    } else t = await createTestAppWithUsers({ clock });
  });
  afterAll(async () => {
    await t.close();
    if (scratch) {
      await t.database.close();
      await second!.close();
      await scratch.drop();
    }
    await push.close();
  });

  const instance = (db = t.database.db) => createRemindersService({ db, config: t.config, clock });
  const requestsTo = (path: string) => push.received.filter((r) => r.path === path).length;
  const optIn = async (
    user: SignedInTestUser,
    settings: object = { enabled: true, time: '08:00', quietHours: null },
    status?: number,
  ) => {
    const device = push.device(status);
    expect((await api(t.app, user).put('/api/reminders', settings)).statusCode).toBe(200);
    const res = await api(t.app, user).post('/api/reminders/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
    });
    expect(res.json<ReminderSettings>().devices).toBe(1);
    return device;
  };

  it('starts off, with a VAPID key that every instance shares', async () => {
    const user = await t.signIn();
    const settings = (await api(t.app, user).get('/api/reminders')).json<ReminderSettings>();
    expect(settings).toMatchObject({
      enabled: false,
      time: '20:00',
      quietHours: null,
      devices: 0,
      timeZone: 'Europe/Rome',
    });
    expect(Buffer.from(settings.vapidPublicKey, 'base64url')).toHaveLength(65);
    expect(
      (await instance().settings({ id: user.id, timeZone: 'Europe/Rome' } as never)).vapidPublicKey,
    ).toBe(settings.vapidPublicKey);
  });

  it('sends once at the chosen local time, signed with VAPID and encrypted, and again the next day', async () => {
    const user = await t.signIn({ timeZone: 'Europe/Rome' });
    const device = await optIn(user);
    now = new Date('2026-05-04T05:30:00Z'); // 07:30 in Rome: not yet
    await instance().sendDue();
    expect(requestsTo(device.path)).toBe(0);
    now = new Date('2026-05-04T06:01:00Z'); // 08:01
    await instance().sendDue();
    await instance().sendDue();
    expect(requestsTo(device.path)).toBe(1);
    const sent = push.received.find((r) => r.path === device.path)!;
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(sent.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(sent.bytes).toBeGreaterThan(100);
    now = new Date('2026-05-05T06:01:00Z');
    await instance().sendDue();
    expect(requestsTo(device.path)).toBe(2);
  });

  it('two instances at the same moment send one reminder per person', async () => {
    const people = await Promise.all([1, 2, 3].map(() => t.signIn({ timeZone: 'Europe/Rome' })));
    const devices = [];
    for (const p of people) devices.push(await optIn(p, { enabled: true, time: '09:00', quietHours: null }));
    now = new Date('2026-05-06T07:05:00Z'); // 09:05 in Rome
    const a = instance();
    const b = instance(second?.db ?? t.database.db);
    const before = push.received.length;
    const [ra, rb] = await Promise.all([a.sendDue(), b.sendDue()]);
    for (const d of devices) expect(requestsTo(d.path)).toBe(1);
    // Earlier people are due again today too: whatever was sent, once each.
    expect(push.received.length - before).toBe(ra.sent + rb.sent);
    expect(ra.due + rb.due).toBeGreaterThanOrEqual(ra.sent + rb.sent);
  });

  it('waits for the end of quiet hours, the same day', async () => {
    const user = await t.signIn({ timeZone: 'Europe/Rome' });
    const device = await optIn(user, {
      enabled: true,
      time: '07:00',
      quietHours: { start: '22:00', end: '08:00' },
    });
    now = new Date('2026-05-07T05:30:00Z'); // 07:30, quiet
    await instance().sendDue();
    expect(requestsTo(device.path)).toBe(0);
    now = new Date('2026-05-07T06:05:00Z'); // 08:05
    await instance().sendDue();
    expect(requestsTo(device.path)).toBe(1);
  });

  it('sends nothing on a day something was already practised, nor when turned off', async () => {
    const practised = await t.signIn({ timeZone: 'Europe/Rome' });
    const off = await t.signIn({ timeZone: 'Europe/Rome' });
    const d1 = await optIn(practised, { enabled: true, time: '10:00', quietHours: null });
    const d2 = await optIn(off, { enabled: false, time: '10:00', quietHours: null });
    now = new Date('2026-05-08T07:00:00Z');
    await createActivityService({ db: t.database.db }).record({
      userId: practised.id,
      kind: 'reflection_saved',
      timeZone: 'Europe/Rome',
      at: now,
    });
    now = new Date('2026-05-08T08:30:00Z');
    await instance().sendDue();
    expect(requestsTo(d1.path) + requestsTo(d2.path)).toBe(0);
  });

  it('forgets a device its push service says is gone', async () => {
    const user = await t.signIn({ timeZone: 'Europe/Rome' });
    const device = await optIn(user, { enabled: true, time: '11:00', quietHours: null }, 410);
    now = new Date('2026-05-09T09:30:00Z');
    await instance().sendDue();
    expect(requestsTo(device.path)).toBe(1);
    expect((await api(t.app, user).get('/api/reminders')).json<ReminderSettings>().devices).toBe(0);
  });

  it('the one-tap link turns the reminder off without signing in; a changed link does nothing', async () => {
    const user = await t.signIn();
    await optIn(user);
    const token = await instance().unsubscribeToken(user.id);
    const forged = `${token.slice(0, -2)}xx`;
    const bad = await api(t.app).get(`/api/reminders/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('reminders.unsubscribe_invalid');
    const res = await api(t.app).get(`/api/reminders/unsubscribe?token=${encodeURIComponent(token)}&lang=en`);
    expect(res.json()).toEqual({
      success: true,
      message: 'Daily reminder turned off. You can turn it on again from your profile.',
    });
    expect((await api(t.app, user).get('/api/reminders')).json<ReminderSettings>().enabled).toBe(false);
  });

  it('refuses a subscription whose keys are not a browser’s', async () => {
    const user = await t.signIn();
    const res = await api(t.app, user).post('/api/reminders/subscriptions', {
      endpoint: 'https://push.example/x',
      keys: { p256dh: 'abc', auth: 'def' },
    });
    expect(res.json().error.code).toBe('reminders.subscription_invalid');
  });
});

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, sameOrigin, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';
import { createTestClock, insertUser, MINUTE, registerViaApi, updateUser } from '../../../../tests/factories';
import * as password from '../../lib/password';
import { authThrottlesTable } from './auth.table';
import { trustedDevicesTable } from './devices.table';
import { throttleAddress } from './login-throttle.service';
import { hashToken } from '../sessions/sessions.service';

/**
 * The sign-in throttle: progressive waits per (account, IP) pair, per account and per IP, and the
 * device cookie that keeps the owner's own browser out of the account-wide and per-IP waits.
 */
describe(`sign-in throttle and device cookie (${testDbKind})`, () => {
  let t: TestApp;
  const clock = createTestClock();
  const env = {
    LOGIN_FREE_FAILURES_PER_PAIR: '3',
    LOGIN_FREE_FAILURES_PER_ACCOUNT: '5',
    LOGIN_FREE_FAILURES_PER_IP: '8',
    LOGIN_MAX_DELAY_MINUTES: '15',
    REGISTER_MAX_PER_IP: '1000',
  };
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, env });
  });
  afterAll(() => t.close());

  let ipCounter = 1;
  /** A new address for each call, so only the keys a test means to load are loaded. */
  const freshIp = () => {
    const n = ipCounter++;
    return `10.0.${n >> 8}.${n & 255}`;
  };
  const login = (payload: { username: string; password: string }, ip: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...sameOrigin, ...(device ? { cookie: device } : {}) },
      payload,
      remoteAddress: ip,
    });
  /** The `did=…` device cookie an answer sets. */
  const deviceOf = (res: LightMyRequestResponse) => {
    const cookie = res.cookies.find((c) => c.name === 'did');
    if (!cookie) throw new Error(`no device cookie in the answer (${res.statusCode})`);
    return `did=${cookie.value}`;
  };
  const minutesOf = (res: LightMyRequestResponse) =>
    (res.json() as { error: { params: { minutes: number } } }).error.params.minutes;

  /** `count` wrong passwords on `username`, waiting out every wait as a patient attacker would. */
  async function guess({ username, count, ips }: { username: string; count: number; ips: () => string }) {
    let failures = 0;
    while (failures < count) {
      const res = await login({ username, password: 'Wrong-guess-1' }, ips());
      if (res.statusCode === 401) failures++;
      else if (res.statusCode === 429) clock.advance(minutesOf(res) * MINUTE);
      else throw new Error(`unexpected ${res.statusCode}`);
    }
  }

  it('after the free failures each further attempt waits 1, 2, 4, 8, then at most 15 minutes, refused without checking the password', async () => {
    clock.set('2026-04-01T09:00:00.000Z');
    const { user, password: pw } = await insertUser(t.database.db);
    const ip = freshIp();
    const wrong = () => login({ username: user.username, password: 'Wrong-guess-1' }, ip);
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(401);

    const verified = vi.spyOn(password, 'verifySecret');
    const waits: number[] = [];
    for (const step of [1, 2, 4, 8, 15, 15]) {
      const refused = await wrong();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({
        code: 'auth.too_many_attempts',
        message: `Troppi tentativi di accesso. Riprova tra ${step} min.`,
      });
      waits.push(minutesOf(refused));
      // The right password is refused the same way while the key waits.
      const right = await login({ username: user.username, password: pw }, ip);
      expect(right.statusCode).toBe(429);
      expect(minutesOf(right)).toBe(step);
      expect(verified).not.toHaveBeenCalled();
      if (step > 1) {
        clock.advance((step - 1) * MINUTE);
        expect(minutesOf(await wrong())).toBe(1);
        clock.advance(MINUTE);
      } else clock.advance(MINUTE);
      expect((await wrong()).statusCode).toBe(401);
      verified.mockClear();
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
    verified.mockRestore();

    // Once the wait is over, the right password signs in from anywhere the keys allow.
    const last = await login({ username: user.username, password: pw }, ip);
    expect(last.statusCode).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await login({ username: user.username, password: pw }, ip)).statusCode).toBe(200);
  });

  it('the owner signs in from their device with the right password while the account is under attack from other IPs and their own', async () => {
    clock.set('2026-04-02T09:00:00.000Z');
    const ownerIp = '203.0.113.10';
    const owner = await registerViaApi(t.app, {}, {});
    const pw = owner.body.password;
    // The owner signs in once from home: that browser is now known for the account.
    const home = await login({ username: owner.body.username, password: pw }, ownerIp);
    expect(home.statusCode).toBe(200);
    const device = deviceOf(home);

    // 30 failures on the account, from many IPs and from the owner's own (same proxy, same NAT).
    let n = 0;
    await guess({
      username: owner.body.username,
      count: 30,
      ips: () => (n++ % 3 === 0 ? ownerIp : freshIp()),
    });
    // Just after the last failure every key of an unknown browser waits.
    const stranger = await login({ username: owner.body.username, password: pw }, freshIp());
    expect(stranger.statusCode).toBe(429);
    const sameIpNoCookie = await login({ username: owner.body.username, password: pw }, ownerIp);
    expect(sameIpNoCookie.statusCode).toBe(429);
    expect(minutesOf(sameIpNoCookie)).toBe(15);

    // The owner's browser is not held back at all.
    const back = await login({ username: owner.body.username, password: pw }, ownerIp, device);
    expect(back.statusCode).toBe(200);
    expect(back.json().user.username).toBe(owner.body.username);
    // The device cookie was renewed: the old token no longer counts as this browser.
    const renewed = deviceOf(back);
    expect(renewed).not.toBe(device);
    expect((await login({ username: owner.body.username, password: pw }, ownerIp, device)).statusCode).toBe(
      429,
    );
    expect(
      (await login({ username: owner.body.username, password: pw }, freshIp(), renewed)).statusCode,
    ).toBe(200);
  });

  it('a guesser holding the owner’s device cookie waits at most a minute between tries, and a success starts the device over', async () => {
    clock.set('2026-04-03T09:00:00.000Z');
    const { user, password: pw } = await insertUser(t.database.db);
    const ip = freshIp();
    let device = deviceOf(await login({ username: user.username, password: pw }, ip));
    const wrong = () => login({ username: user.username, password: 'Wrong-guess-1' }, ip, device);
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const refused = await wrong();
      expect(refused.statusCode).toBe(429);
      expect(minutesOf(refused)).toBe(1);
      clock.advance(MINUTE);
      expect((await wrong()).statusCode).toBe(401);
    }
    clock.advance(MINUTE);
    const ok = await login({ username: user.username, password: pw }, ip, device);
    expect(ok.statusCode).toBe(200);
    device = deviceOf(ok);
    for (let i = 0; i < 3; i++) expect((await wrong()).statusCode).toBe(401);
  });

  it('a device cookie counts only for the account it was issued to', async () => {
    clock.set('2026-04-04T09:00:00.000Z');
    const ip = freshIp();
    const anna = await insertUser(t.database.db);
    const bruno = await insertUser(t.database.db);
    const annaDevice = deviceOf(await login({ username: anna.user.username, password: anna.password }, ip));
    await guess({ username: bruno.user.username, count: 8, ips: freshIp });
    const borrowed = await login({ username: bruno.user.username, password: bruno.password }, ip, annaDevice);
    expect(borrowed.statusCode).toBe(429);
    // A forged or unknown token is no device at all.
    const forged = await login(
      { username: bruno.user.username, password: bruno.password },
      ip,
      `did=${'A'.repeat(43)}`,
    );
    expect(forged.statusCode).toBe(429);
  });

  it('a password change, wherever it happens, ends every device remembered under the old password', async () => {
    clock.set('2026-04-04T12:00:00.000Z');
    const { user, password: pw } = await insertUser(t.database.db);
    const ip = freshIp();
    const device = deviceOf(await login({ username: user.username, password: pw }, ip));
    await guess({ username: user.username, count: 8, ips: freshIp });
    await updateUser(t.database.db, user.id, { passwordHash: await password.hashSecret('Nuova-Serena-7') });
    const res = await login({ username: user.username, password: 'Nuova-Serena-7' }, ip, device);
    expect(res.statusCode).toBe(429);
  });

  it('an unknown name and a real account get identical answers, attempt after attempt', async () => {
    clock.set('2026-04-05T09:00:00.000Z');
    const { user } = await insertUser(t.database.db);
    const answers = async (username: string, ip: string) => {
      const out: { status: number; body: string }[] = [];
      const start = clock.now();
      for (let i = 0; i < 14; i++) {
        // Both runs see the same clock: each starts at the same instant and moves the same way.
        clock.set(new Date(start.getTime() + i * 30_000));
        const res = await login({ username, password: 'Wrong-guess-1' }, ip);
        out.push({ status: res.statusCode, body: res.body });
      }
      clock.set(start);
      return out;
    };
    const real = await answers(user.username, freshIp());
    const ghost = await answers('ghost_account', freshIp());
    const ghostEmail = await answers('ghost.account@example.com', freshIp());
    expect(real.map((a) => a.status)).toContain(429);
    expect(ghost).toEqual(real);
    expect(ghostEmail).toEqual(real);
  });

  it('many people behind one IP keep signing in from their devices while someone sprays guesses from that IP', async () => {
    clock.set('2026-04-06T09:00:00.000Z');
    const office = '198.51.100.200';
    const people = await Promise.all([0, 1, 2].map(() => insertUser(t.database.db)));
    const devices: string[] = [];
    for (const p of people)
      devices.push(deviceOf(await login({ username: p.user.username, password: p.password }, office)));

    // The spray: a guess on each of many names, from the same address, waiting out each wait.
    let refused = 0;
    let failed = 0;
    for (let i = 0; failed < 20; i++) {
      const res = await login({ username: `someone_${i}`, password: 'Password1' }, office);
      if (res.statusCode === 401) failed++;
      else {
        refused++;
        clock.advance(minutesOf(res) * MINUTE);
      }
    }
    // Past the address's free failures its last failure set a wait.
    expect(refused).toBeGreaterThan(0);
    const newcomer = await insertUser(t.database.db);
    expect(
      (await login({ username: newcomer.user.username, password: newcomer.password }, office)).statusCode,
    ).toBe(429);
    for (const [i, p] of people.entries()) {
      expect(
        (await login({ username: p.user.username, password: p.password }, office, devices[i])).statusCode,
      ).toBe(200);
    }
  });

  it('counts an IPv6 client by its /64, so walking through its addresses changes nothing', async () => {
    clock.set('2026-04-08T09:00:00.000Z');
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const res = await login(
        { username: `v6_target_${i}`, password: 'Password1' },
        `2001:db8:7:7::${i.toString(16)}`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });

  it('registration remembers the browser too, and only a hash of its token is stored', async () => {
    const { res, json } = await registerViaApi(t.app);
    const cookie = res.cookies.find((c) => c.name === 'did')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 180 * 86_400 });
    const rows = await t.database.db
      .select()
      .from(trustedDevicesTable)
      .where(eq(trustedDevicesTable.userId, json.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(cookie.value));
    expect(JSON.stringify(rows)).not.toContain(cookie.value);
  });

  it('counts every attempt sent at once: none is lost and none slips past a wait', async () => {
    clock.set('2026-04-07T09:00:00.000Z');
    const { user } = await insertUser(t.database.db);
    // A second instance of the app on the same database.
    const other = await createTestApp({ clock: clock.now, database: t.database, env });
    try {
      const attempt = (app: TestApp['app'], i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: sameOrigin,
          payload: { username: user.username, password: 'Wrong-guess-1' },
          remoteAddress: `192.0.2.${200 + i}`,
        });
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => attempt(i % 2 ? other.app : t.app, i)),
      );
      const statuses = answers.map((a) => a.statusCode);
      // Five free failures, the sixth sets the first wait: the others are refused unchecked.
      expect(statuses.filter((s) => s === 401)).toHaveLength(6);
      expect(statuses.filter((s) => s === 429)).toHaveLength(6);
      const [row] = await t.database.db
        .select()
        .from(authThrottlesTable)
        .where(eq(authThrottlesTable.key, `login:account:${user.id}`));
      expect(row?.count).toBe(6);
    } finally {
      await other.close();
    }
  });
});

describe('throttleAddress', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and reduces IPv6 to its /64', () => {
    expect(throttleAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttleAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    for (const ip of ['2001:db8:1:2:3:4:5:6', '2001:0db8:0001:0002::9', '2001:DB8:1:2:ffff::1'])
      expect(throttleAddress(ip), ip).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleAddress('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });
});

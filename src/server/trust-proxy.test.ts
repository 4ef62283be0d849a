import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRegistration } from '../../tests/factories';
import { createTestApp, sameOrigin, type TestApp } from '../../tests/helpers/app';
import { testDbKind } from '../../tests/helpers/db';

/** An address the client made up, different on every request. */
const made = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/**
 * Behind a proxy, the client address is the one the proxy appended to X-Forwarded-For (the right
 * end); whatever the client wrote to the left of it changes nothing. Proxy at 127.0.0.1 (inject's
 * default peer) and the client seen by it at 203.0.113.7.
 */
describe(`per-client limits behind a proxy (${testDbKind})`, () => {
  const viaProxy = (client = '203.0.113.7') => ({ 'x-forwarded-for': `${made()}, ${client}` });

  describe('TRUST_PROXY=1 (one hop)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '1', LOGIN_FREE_FAILURES_PER_IP: '5' } });
    });
    afterAll(() => t.close());

    it('counts registrations per client: the 11th from one client is refused, whatever it puts in the header', async () => {
      const register = (client?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { ...sameOrigin, ...viaProxy(client) },
          payload: makeRegistration({ skipLaunchCode: true }),
        });
      for (let i = 0; i < 10; i++) expect((await register()).statusCode).toBe(200);
      const refused = await register();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('auth.registration_throttled');
      // Another client behind the same proxy is still welcome.
      expect((await register('203.0.113.8')).statusCode).toBe(200);
    });

    it('counts sign-in failures per client: a spray from one client waits once the address’s free failures are spent', async () => {
      const login = (username: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { ...sameOrigin, ...viaProxy('203.0.113.20') },
          payload: { username, password: 'Password1' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await login(`spray_target_${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    });
  });

  describe('TRUST_PROXY=1 with RATE_LIMIT_MAX=5', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: '5' } });
    });
    afterAll(() => t.close());

    it('the API rate limit counts the client, not what it wrote in X-Forwarded-For', async () => {
      const get = (client?: string) =>
        t.app.inject({ method: 'GET', url: '/api/auth/me', headers: viaProxy(client) });
      for (let i = 0; i < 5; i++) expect((await get()).statusCode).toBe(401);
      const limited = await get();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('request.rate_limited');
      expect((await get('203.0.113.8')).statusCode).toBe(401);
    });
  });

  describe('TRUST_PROXY as a list of proxy addresses', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.0/8, ::1', RATE_LIMIT_MAX: '3' } });
    });
    afterAll(() => t.close());

    it('takes the client from the right of the header when the peer is a listed proxy, and ignores the header otherwise', async () => {
      const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
        t.app.inject({ method: 'GET', url: '/api/auth/me', headers, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await get(viaProxy())).statusCode).toBe(401);
      expect((await get(viaProxy())).statusCode).toBe(429);

      // A client reaching the app directly cannot pick its address by writing the header.
      const direct = (): Record<string, string> => ({ 'x-forwarded-for': made() });
      for (let i = 0; i < 3; i++) expect((await get(direct(), '198.51.100.9')).statusCode).toBe(401);
      expect((await get(direct(), '198.51.100.9')).statusCode).toBe(429);
    });
  });
});

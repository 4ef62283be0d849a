import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/app';
import { testDbKind } from '../../../../tests/helpers/db';

describe(`GET /api/health (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the app version and that the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: '0.0.0-test',
      database: { kind: testDbKind, reachable: true },
    });
  });

  it('leaves a session cookie alone: the probe resolves no session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { cookie: 'sid=not-a-session' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    // The same stale cookie on an API route that reads the session is cleared.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'sid=not-a-session' } });
    expect(String(me.headers['set-cookie'])).toMatch(/^sid=;/);
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const broken = await createTestApp({
      database: { ...t.database, ping: () => Promise.reject(new Error('down')) },
    });
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    await broken.app.close();
  });
});

import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeTestConfig, sameOrigin } from '../../../tests/helpers/app';
import { createTestDatabase } from '../../../tests/helpers/db';
import { buildApp } from '../app';
import type { Database } from '../db/client';

/** A route with a typed body, so the shared error handling can be exercised end to end. */
const echo: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/echo',
    { schema: { body: z.object({ name: z.string().min(1).max(20), age: z.number().int() }) } },
    async (req) => ({ hello: req.body.name }),
  );
  app.get('/api/boom', async () => {
    throw new Error('secret internal detail at /srv/app/db.ts:42');
  });
};

describe('one JSON error shape for every failure', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: makeTestConfig({ BODY_LIMIT_BYTES: '2048' }), database });
    await app.register(echo);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', ...sameOrigin, ...headers },
      payload,
    });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ name: 'Giulia', age: 30 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'Giulia' });
  });

  it('answers malformed JSON with 400 request.malformed_json', async () => {
    const res = await post('{"name": "Giulia",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'request.malformed_json', message: 'La richiesta non è un JSON valido.' },
    });
  });

  it('answers a wrong type with 400 validation.failed and the field path', async () => {
    const res = await post(JSON.stringify({ name: 'Giulia', age: 'thirty' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation.failed');
    expect(body.error.details).toEqual([expect.objectContaining({ path: 'body.age' })]);
  });

  it('answers a missing field with 400 validation.failed naming it', async () => {
    const res = await post(JSON.stringify({ age: 3 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain('body.name');
  });

  it('answers an oversized body with 413 request.body_too_large', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(5000), age: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('request.body_too_large');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('name=Giulia', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('request.unsupported_media_type');
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: { code: 'route.not_found', message: 'Risorsa non trovata.' } });
  });

  it('answers an /api path it cannot decode, or a parameter over its length, with the same JSON 404', async () => {
    for (const url of ['/api/bad%ZZ', '/api/%', `/api/auth/user/${'x'.repeat(200)}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        error: { code: 'route.not_found', message: 'Risorsa non trovata.' },
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it('writes the message in the request language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { 'accept-language': 'en-GB' } });
    expect(res.json().error.message).toBe('Resource not found.');
    const byQuery = await app.inject({ method: 'GET', url: '/api/does-not-exist?lang=en' });
    expect(byQuery.json().error.message).toBe('Resource not found.');
  });

  it('never sends a stack trace or internal message for an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal.error', message: 'Si è verificato un errore' } });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('.ts');
  });

  it('refuses a state-changing request from another site', async () => {
    const foreign = await post(JSON.stringify({ name: 'Giulia', age: 30 }), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('request.forbidden_origin');
    const crossSite = await post(JSON.stringify({ name: 'Giulia', age: 30 }), { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses a state-changing request without the app header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Giulia', age: 30 }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('request.forbidden_origin');
  });
});

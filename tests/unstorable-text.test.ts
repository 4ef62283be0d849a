import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/server/db/seed';
import type { ApiErrorBody } from '../src/shared/errors';
import { staffSession } from '../src/server/modules/admin/admin.test-utils';
import { sameOrigin } from './helpers/app';
import { createTestAppWithUsers, type SignedInTestUser, type TestAppWithUsers } from './helpers/as-user';
import { testDbKind } from './helpers/db';

/**
 * Every route of the OpenAPI document, every string it takes (query, body, path): a NUL or half
 * of a surrogate pair in any one of them is refused with the app's 400, naming that field,
 * before anything reaches the database (PostgreSQL text cannot hold NUL; a JSON column refuses
 * a lone surrogate). And every JSON body that is not an object is a 400 too.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { in: 'query' | 'path' | 'header' | 'cookie'; name: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/**
 * Each bad string as JSON carries it, and as a URL does: a URL cannot carry half a surrogate pair
 * (percent-encoding is of UTF-8 bytes), so its nearest form is those bytes, which no decoder
 * should turn into one.
 */
const badValues = {
  nul: { json: 'ok\u0000ok', url: 'ok%00ok', urlRefused: true },
  'lone surrogate': { json: 'ok\uD800ok', url: 'ok%ED%A0%80ok', urlRefused: false },
} as const;

describe(`text no database can keep, on every route (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let user: SignedInTestUser;
  let staff: Record<string, string>;
  let doc: OpenApi;
  /** Admin routes answer only staff past the second factor: they are walked as an administrator. */
  const headersFor = (url: string): Record<string, string> =>
    url.startsWith('/api/admin') ? staff : { ...sameOrigin, ...user.headers };

  beforeAll(async () => {
    t = await createTestAppWithUsers({ env: { RATE_LIMIT_MAX: '1000000' } });
    await seedContent(t.database.db);
    // Premium, so no route stops at the plan before its input is checked.
    user = await t.signIn({ premium: true });
    staff = (await staffSession(t.app, t.database.db, { role: 'admin' })).writeHeaders;
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
  });
  afterAll(() => t.close());

  const resolve = (schema: Schema | undefined): Schema => {
    let s = schema ?? {};
    while (s.$ref) s = doc.components?.schemas?.[s.$ref.replace('#/components/schemas/', '')] ?? {};
    return s;
  };
  const types = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

  /** A value the schema takes, as far as a JSON schema tells (formats and patterns of this API). */
  const example = (schema: Schema | undefined): unknown => {
    const s = resolve(schema);
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    const variants = s.oneOf ?? s.anyOf;
    if (variants) return example(variants.find((v) => !types(resolve(v)).includes('null')) ?? variants[0]);
    if (s.allOf) return Object.assign({}, ...s.allOf.map((p) => example(p) as object));
    const [type] = types(s).filter((x) => x !== 'null');
    switch (type) {
      case 'object':
        return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, example(v)]));
      case 'array':
        return [example(s.items)];
      case 'string':
        if (s.format === 'uuid') return randomUUID();
        if (s.format === 'email') return 'someone@example.test';
        return s.pattern ? 'a' : 'Una frase qualsiasi';
      case 'integer':
      case 'number':
        return s.minimum ?? 1;
      case 'boolean':
        return true;
      default:
        return null;
    }
  };

  /** Each free string a body schema takes, as a path of keys (union variants one by one). */
  const stringLeaves = (
    schema: Schema | undefined,
    path: (string | number)[] = [],
  ): (string | number)[][] => {
    const s = resolve(schema);
    const variants = s.oneOf ?? s.anyOf;
    if (variants) return variants.flatMap((v) => stringLeaves(v, path));
    if (s.const !== undefined || s.enum) return [];
    const ts = types(s);
    if (ts.includes('string')) return [path];
    if (ts.includes('array')) return stringLeaves(s.items, [...path, 0]);
    if (ts.includes('object'))
      return Object.entries(s.properties ?? {}).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
    return [];
  };

  /** A body of `schema` with `value` at `path` (each union variant on the way keeps its own shape). */
  const bodyWith = (schema: Schema | undefined, path: (string | number)[], value: string): unknown => {
    const s = resolve(schema);
    if (path.length === 0) return value;
    const variants = s.oneOf ?? s.anyOf;
    if (variants) {
      const [head] = path;
      const variant =
        variants.find((v) => {
          const r = resolve(v);
          return typeof head === 'number' ? types(r).includes('array') : Boolean(r.properties?.[head!]);
        }) ?? variants[0];
      return bodyWith(variant, path, value);
    }
    const [head, ...rest] = path;
    if (typeof head === 'number') return [bodyWith(s.items, rest, value)];
    const base = example(s) as Record<string, unknown>;
    return { ...base, [head!]: bodyWith(s.properties?.[head!], rest, value) };
  };

  /** Every way to put a bad string into a route: its query parameters, its body's strings, its path. */
  function cases() {
    const out: {
      name: string;
      method: string;
      url: (value: string) => string;
      payload?: (value: string) => unknown;
      field: string;
      part: 'querystring' | 'body' | 'params';
    }[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const [method, op] of Object.entries(ops)) {
        const params = op.parameters ?? [];
        const fill = (override?: { name: string; value: string }) =>
          path.replace(/\{(\w+)\}/g, (_, name: string) => {
            if (override?.name === name) return override.value;
            const p = params.find((x) => x.in === 'path' && x.name === name);
            return encodeURIComponent(String(example(p?.schema)));
          });
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const validBody = bodySchema ? example(bodySchema) : undefined;
        for (const p of params) {
          const s = resolve(p.schema);
          if (!types(s).includes('string') || s.enum || s.const !== undefined) continue;
          if (p.in === 'query') {
            out.push({
              name: `${method.toUpperCase()} ${path} ?${p.name}`,
              method,
              url: (v) => `${fill()}?${p.name}=${v}`,
              ...(bodySchema ? { payload: () => validBody } : {}),
              field: `querystring.${p.name}`,
              part: 'querystring',
            });
          } else if (p.in === 'path') {
            out.push({
              name: `${method.toUpperCase()} ${path} {${p.name}}`,
              method,
              url: (v) => fill({ name: p.name, value: v }),
              ...(bodySchema ? { payload: () => validBody } : {}),
              field: `params.${p.name}`,
              part: 'params',
            });
          }
        }
        for (const leaf of bodySchema ? stringLeaves(bodySchema) : []) {
          out.push({
            name: `${method.toUpperCase()} ${path} body.${leaf.join('.')}`,
            method,
            url: () => fill(),
            payload: (v) => bodyWith(bodySchema, leaf, v),
            field: ['body', ...leaf].join('.'),
            part: 'body',
          });
        }
      }
    }
    return out;
  }

  it('finds the routes and fields it walks', () => {
    const all = cases();
    // A walk that found nothing would prove nothing: the scanner's routes must be among them.
    const names = all.map((c) => c.name);
    for (const expected of [
      'GET /api/exercises ?q',
      'GET /api/reflections/prompts ?q',
      'GET /api/reflections/library ?q',
      'GET /api/resources/recommendations ?message',
      'POST /api/reflections/entries body.body',
      'PUT /api/safety/plan body.plan.sections.warning_signs.0.text',
      'POST /api/chat/messages body.message',
      'POST /api/auth/register body.username',
      'POST /api/auth/login body.username',
    ])
      expect(names).toContain(expected);
    expect(all.length).toBeGreaterThan(60);
  });

  for (const [label, bad] of Object.entries(badValues)) {
    it(`refuses a ${label} in any query parameter or body field with 400, naming the field`, async () => {
      const failures: string[] = [];
      for (const c of cases()) {
        const res = await t.app.inject({
          method: c.method.toUpperCase() as 'GET',
          url: c.part === 'body' ? c.url('') : c.url(bad.url),
          headers: headersFor(c.url('')),
          ...(c.payload ? { payload: c.payload(bad.json) as object } : {}),
        });
        if (res.statusCode >= 500) {
          failures.push(`${c.name}: ${res.statusCode}`);
          continue;
        }
        if (c.part !== 'body' && !bad.urlRefused) continue;
        if (c.part === 'params') {
          // A path that cannot be decoded is answered before routing, with the app's not-found.
          if (res.statusCode !== 400 && res.statusCode !== 404) failures.push(`${c.name}: ${res.statusCode}`);
          continue;
        }
        const json = res.headers['content-type']?.toString().startsWith('application/json');
        const named = json && res.json<ApiErrorBody>().error?.details?.some((d) => d.path === c.field);
        if (res.statusCode !== 400 || !named)
          failures.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('says so in the request language, with the field and the catalogue code', async () => {
    const it_ = await t.app.inject({ method: 'GET', url: '/api/exercises?q=a%00' });
    expect(it_.statusCode).toBe(400);
    expect(it_.json()).toEqual({
      error: {
        code: 'validation.failed',
        message: 'Alcuni dati non sono validi. Controlla i campi evidenziati.',
        details: [{ path: 'querystring.q', message: 'validation.text_invalid' }],
      },
    });
    const en = await t.app.inject({ method: 'GET', url: '/api/exercises?q=a%00&lang=en' });
    expect(en.json<ApiErrorBody>().error.message).toBe(
      'Some data is not valid. Please check the highlighted fields.',
    );
  });

  it('refuses a JSON body that is not an object (null, an array, a bare value) with 400 on every route', async () => {
    const failures: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!op.requestBody?.content?.['application/json']) continue;
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
          const p = op.parameters?.find((x) => x.in === 'path' && x.name === name);
          return encodeURIComponent(String(example(p?.schema)));
        });
        for (const raw of ['null', '[]', '"text"', '7', 'true']) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: { ...headersFor(url), 'content-type': 'application/json' },
            payload: raw,
          });
          const code = res.statusCode === 400 ? res.json<ApiErrorBody>().error.code : null;
          if (code !== 'validation.failed')
            failures.push(
              `${method.toUpperCase()} ${path} ${raw}: ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('still takes text with characters outside the basic plane (emoji, accents)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reflections/entries',
      headers: { ...sameOrigin, ...user.headers },
      payload: { body: 'Oggi mi sento più leggera 🌱 — grazie 💛' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ body: string }>().body).toBe('Oggi mi sento più leggera 🌱 — grazie 💛');
  });
});

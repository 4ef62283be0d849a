import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../tests/helpers/app';
import {
  createTestAppWithUsers,
  type SignedInTestUser,
  type TestAppWithUsers,
} from '../../../tests/helpers/as-user';
import { createTestDatabase, testDbKind } from '../../../tests/helpers/db';
import { collectLines } from '../../../tests/helpers/log';
import { emptySafetyPlanValue } from '@shared/schemas/safety';
import type { Database } from '../db/client';
import { errorText, type LoggedError, serializeError } from './log-error';
import { createLogger } from './logger';

/** What a failed statement threw: Drizzle's DrizzleQueryError around the driver's error. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('the statement did not fail');
}

describe(`the error serializer, on real database errors (${testDbKind})`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const insertUser = (email: string) =>
    database.db.execute(
      sql`insert into users (username, email, password_hash) values (${`u${Math.random().toString(36).slice(2, 10)}`}, ${email}, 'x')`,
    );

  it('keeps the SQL text, the SQLSTATE and the constraint of a unique violation; drops the parameters and the detail', async () => {
    await insertUser('giulia.rossi@example.com');
    const err = await failure(() => insertUser('giulia.rossi@example.com'));
    // The raw error holds the address three times: its message, its params and the cause's detail.
    expect((err as Error).message).toContain('giulia.rossi@example.com');

    const logged = serializeError(err);
    expect(JSON.stringify(logged)).not.toContain('giulia.rossi');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringMatching(
        /^insert into users \(username, email, password_hash\) values \(\$1, \$2, 'x'\)$/,
      ),
      cause: {
        type: 'DatabaseError',
        code: '23505',
        table: 'users',
        constraint: 'users_email_lower_idx',
        message: 'duplicate key value violates unique constraint "users_email_lower_idx"',
      },
    });
    expect(logged.message).toBe(`Failed query: ${logged.query}`);
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: insert into users[^\n]*\n {4}at /);
    expect(Object.keys(logged.cause!)).not.toContain('detail');
    expect(JSON.stringify(logged)).not.toMatch(/params|Key \(/);
  });

  it('keeps the names in a foreign-key violation and drops the key it quotes', async () => {
    const err = await failure(() =>
      database.db.execute(
        sql`insert into reflection_entries (user_id, body) values (${'6f1c0a52-0000-4000-8000-000000000001'}, ${'Oggi ho pianto in ufficio'})`,
      ),
    );
    const logged = serializeError(err);
    expect(logged.cause).toMatchObject({
      code: '23503',
      table: 'reflection_entries',
      constraint: 'reflection_entries_user_id_users_id_fk',
      message:
        'insert or update on table "reflection_entries" violates foreign key constraint "reflection_entries_user_id_users_id_fk"',
    });
    expect(JSON.stringify(logged)).not.toMatch(/pianto|6f1c0a52/);
  });

  it('redacts a value PostgreSQL quotes in its message, and the JSON it quotes in `where`', async () => {
    const uuid = serializeError(
      await failure(() =>
        database.db.execute(sql`select 1 from users where id = ${'numero di Anna 333 1234567'}`),
      ),
    );
    expect(uuid.cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "…"' });
    const json = serializeError(
      await failure(() =>
        database.db.execute(sql`select ${'{"piano": "chiamo Marco", "x": \\ud800}'}::jsonb`),
      ),
    );
    expect(json.cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type json' });
    // A value with quotes of its own: nothing after its opening quote is kept.
    const quoted = serializeError(
      await failure(() =>
        database.db.execute(sql`select 1 from users where id = ${'x" e il numero di Lia è 333"'}`),
      ),
    );
    expect(quoted.cause?.message).toBe('invalid input syntax for type uuid: "…"');
    for (const logged of [uuid, json, quoted])
      expect(JSON.stringify(logged)).not.toMatch(/Anna|1234567|Marco|piano|Lia|333/);
  });

  it('keeps a NUL in a parameter out of the line, with the encoding error’s code', async () => {
    const logged = serializeError(
      await failure(() => database.db.execute(sql`select ${'riflessione segreta\u0000'}::text`)),
    );
    expect(logged.cause?.code).toMatch(/^22021$/);
    expect(JSON.stringify(logged)).not.toContain('segreta');
  });

  it('is what the app logger writes for `{ err }` and for an error alone, causes included', async () => {
    const err = await failure(() =>
      database.db.execute(sql`select 1 from users where id = ${'mia sorella Anna'}`),
    );
    const wrapped = new Error('saving failed', { cause: err });
    const { stream, lines } = collectLines();
    const log = createLogger('info', stream);
    log.error({ err }, 'with err');
    log.error(err as Error, 'alone');
    log.error({ err: wrapped }, 'wrapped');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(3);
    expect(lines[0]!.err).toEqual(serializeError(err));
    expect(lines[1]!.err).toEqual(serializeError(err));
    const outer = lines[2]!.err as LoggedError;
    expect(outer.message).toBe('saving failed');
    expect(outer.cause?.type).toBe('DrizzleQueryError');
    expect(outer.cause?.cause?.code).toBe('22P02');
    expect(JSON.stringify(lines)).not.toContain('Anna');
  });

  it('writes the same, as text, for the terminal', async () => {
    const err = await failure(() =>
      insertUser('marco.bianchi@example.com').then(() => insertUser('marco.bianchi@example.com')),
    );
    const text = errorText(err);
    expect(text).toMatch(/^DrizzleQueryError: Failed query: insert into users/);
    expect(text).toContain('caused by: DatabaseError: duplicate key value violates unique constraint');
    expect(text).toContain('code 23505');
    expect(text).not.toContain('marco.bianchi');
  });
});

describe('the error serializer, on other errors', () => {
  it('keeps an ordinary error’s kind, message, stack and code, and nothing else it carries', () => {
    const err = Object.assign(new TypeError("Cannot read properties of null (reading 'password')"), {
      code: 'X_CODE',
      statusCode: 500,
      body: { password: 'Segreta-2025' },
    });
    const logged = serializeError(err);
    expect(logged).toMatchObject({
      type: 'TypeError',
      message: "Cannot read properties of null (reading 'password')",
      code: 'X_CODE',
      statusCode: 500,
    });
    expect(logged.stack).toMatch(
      /^TypeError: Cannot read properties of null \(reading 'password'\)\n {4}at /,
    );
    expect(JSON.stringify(logged)).not.toContain('Segreta');
  });

  it('cuts Drizzle-style parameters from any message, and a stack whose message changed keeps only its frames', () => {
    const err = new Error('Failed query: select $1\nparams: il mio segreto');
    expect(serializeError(err).message).toBe('Failed query: select $1');
    err.message = 'changed';
    const logged = serializeError(err);
    expect(logged.stack).toMatch(/^Error: changed\n {4}at /);
    expect(JSON.stringify(logged)).not.toContain('segreto');
  });

  it('names each address a connection was refused at, and copes with what is not an error', () => {
    const refused = new AggregateError(
      [
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
          syscall: 'connect',
          address: '127.0.0.1',
          port: 5432,
        }),
      ],
      '',
    );
    expect(serializeError(refused).errors?.[0]).toMatchObject({
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 5432,
    });
    expect(serializeError('text someone threw')).toEqual({ type: 'string', message: '' });
    expect(serializeError({ name: 'Odd', code: 'E1', secret: 'no' })).toEqual({
      type: 'Odd',
      message: '',
      code: 'E1',
    });
  });
});

describe(`the log of a write the database refuses (${testDbKind})`, () => {
  let t: TestAppWithUsers;
  let user: SignedInTestUser;
  const { stream, lines } = collectLines();
  // Every table these writes reach refuses any new row: the database error quotes the whole row.
  const refusingTables = [
    'reflection_entries',
    'safety_plans',
    'support_messages',
    'users',
    'messages',
    'ai_module_results',
  ];

  beforeAll(async () => {
    t = await createTestAppWithUsers({
      logger: createLogger('info', stream),
      env: { AI_BUILTIN_STREAM_DELAY_MS: '0' },
    });
    user = await t.signIn();
    for (const table of refusingTables) {
      await t.database.db.execute(
        sql.raw(`alter table ${table} add constraint refuse_all check (false) not valid`),
      );
    }
  });
  afterAll(() => t.close());

  const secrets = {
    reflection: 'Stanotte ho avuto un attacco di panico al buio',
    phone: '+39 347 555 0199',
    contact: 'Zia Lucrezia',
    email: 'lucrezia.verdi@example.com',
    support: 'Non riesco più a dormire da settimane e ho paura',
    username: 'lucrezia_v',
    fullName: 'Lucrezia Verdi',
    chat: 'Mi sento sola da quando ho perso il lavoro',
    result: 'Respiro lento prima di dormire',
  };

  it('holds the query’s shape, never what was written', async () => {
    const headers = { ...sameOrigin, ...user.headers };
    const plan = emptySafetyPlanValue();
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/reflections/entries',
        headers,
        payload: { body: secrets.reflection },
      }),
      t.app.inject({
        method: 'PUT',
        url: '/api/safety/plan',
        headers,
        payload: {
          plan: {
            ...plan,
            sections: { ...plan.sections, help_contacts: [{ text: secrets.contact, phone: secrets.phone }] },
          },
        },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/support/messages',
        headers: sameOrigin,
        payload: { name: secrets.fullName, email: secrets.email, topic: 'other', message: secrets.support },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: sameOrigin,
        payload: {
          username: secrets.username,
          fullName: secrets.fullName,
          email: secrets.email,
          password: 'serena-2025',
          confirmPassword: 'serena-2025',
          acceptTerms: true,
          ageConfirmed: true,
          healthDataConsent: true,
        },
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/ai-modules/results',
        headers,
        payload: { module: 'sleep', lang: 'it', title: 'Sonno', content: secrets.result },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([500, 500, 500, 500, 500]);
    // The chat stores the exchange once the reply has streamed: its failure is an error event.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers,
      payload: { message: secrets.chat },
    });
    expect(chat.body).toContain('event: error');
    await new Promise((resolve) => setTimeout(resolve, 20));

    const errors = lines.filter((l) => l.level === 50);
    expect(errors.map((l) => l.msg).sort()).toEqual([
      'ai stream failed',
      'unhandled error',
      'unhandled error',
      'unhandled error',
      'unhandled error',
      'unhandled error',
    ]);
    const everything = JSON.stringify(lines);
    for (const [what, value] of Object.entries(secrets)) expect(everything, what).not.toContain(value);
    expect(everything).not.toMatch(/Failing row|params/);
    for (const line of errors) {
      const err = line.err as LoggedError;
      expect(err.type).toBe('DrizzleQueryError');
      // An insert, or one that a CTE wraps (the chat saves its exchange in one statement).
      expect(err.query).toMatch(/^(?:with "\w+" as \()?insert into "\w+"/);
      expect(err.query).toMatch(/\$1/);
      expect(err.cause).toMatchObject({ code: '23514', constraint: 'refuse_all' });
      expect(refusingTables).toContain(err.cause?.table);
    }
  });
});

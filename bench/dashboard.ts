/**
 * Benchmark of the dashboard and mood-trend APIs for a person with three years of daily
 * activity among 1,000 people, through the real app (session cookie, routes, serializer).
 *
 *   npx tsx bench/dashboard.ts                      # PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/dashboard.ts
 *
 * On PostgreSQL a scratch database is created next to BENCH_DATABASE_URL and dropped at the end.
 * Prints p50/p95 of GET /api/progress/dashboard, GET /api/progress/stats and
 * GET /api/mood/trends?days=365 (target p95 < 50 ms); the last line is a JSON summary.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createDatabase, type Database } from '../src/server/db/client';
import { createSessionsService, sessionSettings } from '../src/server/modules/sessions/sessions.service';

const people = Number(process.env.BENCH_PEOPLE ?? 1000);
const days = 3 * 365;
const othersDays = Number(process.env.BENCH_OTHERS_DAYS ?? 365);
const runs = Number(process.env.BENCH_RUNS ?? 300);
const now = new Date('2026-06-15T09:00:00Z');

async function openDatabase(): Promise<{ database: Database; drop: () => Promise<void>; kind: string }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) {
    const database = await createDatabase({ kind: 'pglite', dataDir: 'memory://' });
    return { database, drop: async () => undefined, kind: 'pglite' };
  }
  const name = `serenamente_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await createDatabase({ kind: 'postgres', url: url.toString(), poolMax: 10 });
  const drop = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
  return { database, drop, kind: 'postgres' };
}

/** People, then their facts and mood entries, written by set-based SQL (seconds, not minutes). */
async function populate(database: Database): Promise<string> {
  const { db } = database;
  await db.execute(sql`insert into users (username, email, password_hash, time_zone)
    select 'bench_' || i, 'bench_' || i || '@example.test', 'x', case when i % 3 = 0 then 'America/New_York' else 'Europe/Rome' end
    from generate_series(1, ${people}) as i`);
  const { rows } = (await db.execute(sql`select id from users where username = 'bench_1'`)) as unknown as {
    rows: { id: string }[];
  };
  const target = rows[0]!.id;
  // The person measured has premium (mood trends are premium).
  await db.execute(sql`update users set is_premium = true, subscription_status = 'active', subscription_plan = 'yearly',
    subscription_end = '2099-01-01' where id = ${target}`);
  // Everyone: `othersDays` days with an exercise and a chat message; the person measured: three
  // years with an exercise, a meditation, a chat message and a reading most days.
  const kinds = sql.raw(`(values ('exercise_completed', 'box-breathing', 4), ('ai_request', 'chat', 0))`);
  await db.execute(sql`insert into activity_log (user_id, kind, ref, minutes, day, occurred_at)
    select u.id, k.kind, k.ref, k.minutes, (${now.toISOString()}::timestamptz - d * interval '1 day')::date,
      ${now.toISOString()}::timestamptz - d * interval '1 day' - (random() * 10) * interval '1 hour'
    from users u cross join generate_series(1, ${othersDays}) as d cross join ${kinds} as k(kind, ref, minutes)
    where u.id <> ${target}`);
  const mine =
    sql.raw(`(values ('exercise_completed', 'box-breathing', 4), ('meditation_completed', 'body-scan', 10),
    ('ai_request', 'chat', 0), ('ai_request', 'chat', 0), ('resource_read', 'sleep-guide', 6))`);
  await db.execute(sql`insert into activity_log (user_id, kind, ref, minutes, day, occurred_at)
    select ${target}, k.kind, k.ref, k.minutes, (${now.toISOString()}::timestamptz - d * interval '1 day')::date,
      ${now.toISOString()}::timestamptz - d * interval '1 day' - (random() * 10) * interval '1 hour'
    from generate_series(0, ${days - 1}) as d cross join ${mine} as k(kind, ref, minutes) where d % 11 <> 5`);
  await db.execute(sql`insert into mood_entries (user_id, mood, factors, at, day)
    select ${target}, 1 + (d % 5), case when d % 2 = 0 then '["exercise","sleep"]'::jsonb else '["work"]'::jsonb end,
      ${now.toISOString()}::timestamptz - d * interval '1 day' - e * interval '5 hour',
      (${now.toISOString()}::timestamptz - d * interval '1 day' - e * interval '5 hour')::date
    from generate_series(0, ${days - 1}) as d cross join generate_series(0, 1) as e`);
  await rollUpDays(database);
  await db.execute(sql`analyze`);
  return target;
}

/**
 * The per-day counts the app keeps as it records each fact (activity_days), for the facts
 * written above in bulk: the same aggregate as the backfill of migration 0011_progress.
 */
async function rollUpDays({ db }: Database) {
  const migration = readFileSync(
    new URL('../src/server/db/migrations/0011_progress.sql', import.meta.url),
    'utf8',
  );
  const backfill = migration
    .slice(migration.indexOf('-- Facts logged before this migration'))
    .split('--> statement-breakpoint');
  for (const statement of backfill) await db.execute(sql.raw(statement));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const { database, drop, kind } = await openDatabase();
  try {
    await database.migrate();
    const t0 = performance.now();
    const target = await populate(database);
    const populated = Math.round(performance.now() - t0);
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://localhost:3000',
        RATE_LIMIT_MAX: '1000000',
      },
      'bench',
    );
    const app = await buildApp({ config, database, clock: () => now });
    await app.ready();
    const { token } = await createSessionsService({ db: database.db }).create({
      userId: target,
      now,
      settings: sessionSettings(config),
    });
    const headers = { cookie: `sid=${token}`, 'accept-language': 'it' };
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from activity_log where user_id = ${target}`,
    )) as unknown as { rows: { n: number }[] };
    console.log(
      `${kind}: ${people} people, ${rows[0]!.n} facts for the person measured, populated in ${populated} ms`,
    );

    const summary: Record<string, { p50: number; p95: number }> = {};
    for (const url of ['/api/progress/dashboard', '/api/progress/stats', '/api/mood/trends?days=365']) {
      const times: number[] = [];
      for (let i = 0; i < runs + 20; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        const ms = performance.now() - start;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i >= 20) times.push(ms);
      }
      times.sort((a, b) => a - b);
      summary[url] = {
        p50: Number(percentile(times, 50).toFixed(1)),
        p95: Number(percentile(times, 95).toFixed(1)),
      };
      console.log(
        `${url.padEnd(30)} p50 ${summary[url].p50} ms   p95 ${summary[url].p95} ms   (target p95 < 50 ms)`,
      );
    }
    await app.close();
    console.log(JSON.stringify({ database: kind, people, summary }));
  } finally {
    await database.close();
    await drop();
  }
}

await main();

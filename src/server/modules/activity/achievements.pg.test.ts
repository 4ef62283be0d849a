import { type ChildProcess, spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../../tests/factories';
import { createScratchPostgresDatabase } from '../../../../tests/helpers/db';
import { createDatabase, type Database } from '../../db/client';
import { userAchievementsTable } from './achievements.table';
import { createActivityService } from './activity.service';
import type { ActivityKind } from './activity.table';
import { shiftDay } from './days';

/**
 * PostgreSQL only: two Node processes, each with its own pool, record 10 meditations each at the
 * same moment for one person whose history is one fact short of seven achievements. Each
 * achievement is earned exactly once, and reported as earned by exactly one recording.
 */
describe('achievements under concurrency (PostgreSQL, two processes)', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    database = await createDatabase({ kind: 'postgres', url: scratch.url, poolMax: 4 });
    await database.migrate();
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await database.close();
    await scratch.drop();
  });

  function startWorker(userId: string, count: number, at: string) {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/server/modules/activity/achievements.pg-worker.ts',
        scratch.url,
        userId,
        String(count),
        at,
      ],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    let out = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('ready\n')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
    });
    const done = new Promise<string[][]>((resolve, reject) => {
      child.once('exit', (code) => {
        if (code !== 0) return reject(new Error(`worker failed (${code})`));
        resolve(JSON.parse(out.split('\n').filter(Boolean).pop()!) as string[][]);
      });
    });
    return { child, ready, done };
  }

  it('20 recordings at once from two processes earn each achievement once', async () => {
    const { user } = await insertUser(database.db);
    const today = '2026-05-30';
    // 29 days in a row of 10 minutes (290), and three other kinds this week, recorded as the
    // modules do; then the achievements they earned are taken away, so the race starts one fact
    // short of seven of them.
    const activity = createActivityService({ db: database.db });
    const fact = (daysBack: number, kind: ActivityKind, ref: string, minutes: number) =>
      activity.record({
        userId: user.id,
        kind,
        ref,
        minutes,
        timeZone: 'Europe/Rome',
        at: new Date(`${shiftDay(today, -daysBack)}T08:00:00Z`),
      });
    for (let i = 1; i <= 29; i++) await fact(i, 'exercise_completed', 'box-breathing', 10);
    await fact(2, 'reflection_saved', 'p', 0);
    await fact(1, 'ai_request', 'chat', 0);
    await database.db.delete(userAchievementsTable).where(eq(userAchievementsTable.userId, user.id));

    const a = startWorker(user.id, 10, `${today}T08:00:00Z`);
    const b = startWorker(user.id, 10, `${today}T08:00:00Z`);
    await Promise.all([a.ready, b.ready]);
    a.child.stdin!.write('go\n');
    b.child.stdin!.write('go\n');
    const reported = [...(await a.done), ...(await b.done)].flat().sort();

    const expected = [
      'first_meditation',
      'minutes_300',
      'minutes_60',
      'streak_3',
      'streak_30',
      'streak_7',
      'variety_week',
    ];
    expect(reported).toEqual(expected);
    const rows = await database.db
      .select()
      .from(userAchievementsTable)
      .where(eq(userAchievementsTable.userId, user.id));
    expect(rows.map((r) => r.achievement).sort()).toEqual(expected);
  }, 60_000);
});

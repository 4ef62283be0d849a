/**
 * A separate Node process for the achievements concurrency proof (achievements.pg.test.ts): its
 * own PostgreSQL pool. Prints "ready", waits for a line on stdin so both processes start
 * together, then records N meditations at once for one person, each in its own transaction as
 * the modules do, and prints the achievements each recording reported as earned.
 *
 * Usage: tsx achievements.pg-worker.ts <DATABASE_URL> <userId> <count> <at>
 */
import { createDatabase } from '../../db/client';
import { createActivityService } from './activity.service';

const [url, userId, count, at] = process.argv.slice(2);
if (!url || !userId || !count || !at)
  throw new Error('usage: achievements.pg-worker.ts <DATABASE_URL> <userId> <count> <at>');
const n = Number(count);

const database = await createDatabase({ kind: 'postgres', url, poolMax: n });
await Promise.all(Array.from({ length: n }, () => database.ping()));
const activity = createActivityService({ db: database.db });

process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const results = await Promise.all(
  Array.from({ length: n }, (_, i) =>
    database.db.transaction((tx) =>
      activity.record({
        tx,
        userId,
        kind: 'meditation_completed',
        ref: `run-${i}`,
        minutes: 15,
        timeZone: 'Europe/Rome',
        at: new Date(at),
      }),
    ),
  ),
);
process.stdout.write(`${JSON.stringify(results.map((r) => r.earned))}\n`);
await database.close();
process.exit(0);

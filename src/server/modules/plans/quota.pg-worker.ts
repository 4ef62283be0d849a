/**
 * A separate Node process for the daily-quota concurrency proof (quota.pg.test.ts): its own
 * PostgreSQL pool and quota service. Prints "ready", waits for a line on stdin so both processes
 * start together, then fires N claims at once for one person and prints which were allowed.
 *
 * Usage: tsx quota.pg-worker.ts <DATABASE_URL> <userId> <claims>
 */
import { createDatabase } from '../../db/client';
import { createUsersService } from '../users/users.service';
import { getEntitlements } from './plans.service';
import { createQuotaService } from './quota.service';

const [url, userId, claims] = process.argv.slice(2);
if (!url || !userId || !claims) throw new Error('usage: quota.pg-worker.ts <DATABASE_URL> <userId> <claims>');
const n = Number(claims);

const database = await createDatabase({ kind: 'postgres', url, poolMax: n });
// Open every connection before the start signal, so the claims really run in parallel.
await Promise.all(Array.from({ length: n }, () => database.ping()));
const row = await createUsersService({ db: database.db }).findById({ id: userId });
if (!row) throw new Error('no such user');
const clock = () => new Date();
const user = { id: row.id, timeZone: row.timeZone, entitlements: getEntitlements({ user: row, now: clock() }) };
const quota = createQuotaService({ db: database.db, clock });

process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const results = await Promise.all(Array.from({ length: n }, () => quota.claim({ user })));
process.stdout.write(`${JSON.stringify(results.map((r) => r.allowed))}\n`);
await database.close();
process.exit(0);

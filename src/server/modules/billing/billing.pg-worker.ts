/**
 * A separate Node process for the renewal job's proof (billing.renewals.pg.test.ts): its own
 * PostgreSQL pool and billing service, on a clock fixed at <now>. Prints "ready", waits for a
 * line on stdin so both processes start together, then runs the job <parallel> times at once
 * and prints how many items it handled.
 *
 * Usage: tsx billing.pg-worker.ts <DATABASE_URL> <now ISO> <parallel>
 */
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { createBillingService } from './billing.service';

const [url, nowIso, parallel] = process.argv.slice(2);
if (!url || !nowIso || !parallel)
  throw new Error('usage: billing.pg-worker.ts <DATABASE_URL> <now ISO> <parallel>');
const n = Number(parallel);
const now = new Date(nowIso);

const database = await createDatabase({ kind: 'postgres', url, poolMax: n + 2 });
await Promise.all(Array.from({ length: n + 2 }, () => database.ping()));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  DATABASE_URL: url,
});
const billing = createBillingService({ db: database.db, config, clock: () => now });

process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const handled = await Promise.all(Array.from({ length: n }, () => billing.runDue()));
process.stdout.write(`${JSON.stringify(handled.reduce((a, b) => a + b, 0))}\n`);
await database.close();
process.exit(0);

// Resident memory of one app process (`npm run bench`, part `memory`; needs `npm run build`):
// the built server started on a new embedded database (its first start: the peak, then settled
// after a few requests and ~10 s), the same directory reopened, and on PostgreSQL when
// BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL names a server. Targets (PGlite):
// ≤ 400 MB at the first start's peak, ≤ 320 MB settled. The last line is a JSON summary.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { memoryOf, postgresUrl, scratchDatabase, startBuiltApp, stopApp, waitUntilUp } from './app-process.mjs';

const port = Number(process.env.BENCH_MEMORY_PORT ?? 4331);
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 10_000);
const paths = ['/api/health', '/', '/api/exercises?lang=it', '/api/meditations?lang=en', '/api/resources?lang=it', '/api/quotes/daily?lang=it'];

/** One start: memory when it answers, then after a few requests and `settleMs`. */
async function measureStart(database) {
  const startedAt = Date.now();
  const child = startBuiltApp({ port, database });
  try {
    await waitUntilUp(port, child);
    const upMs = Date.now() - startedAt;
    const atStart = memoryOf(child.pid);
    for (let round = 0; round < 5; round++) {
      for (const path of paths) await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
    }
    await sleep(settleMs);
    const settled = memoryOf(child.pid);
    return { upMs, startMB: atStart?.rssMB ?? null, peakMB: settled?.peakMB ?? null, settledMB: settled?.rssMB ?? null };
  } finally {
    await stopApp(child);
  }
}

const line = (label, m) =>
  console.log(`  ${label.padEnd(28)} peak ${String(m.peakMB).padStart(4)} MB   settled ${String(m.settledMB).padStart(4)} MB   (up in ${(m.upMs / 1000).toFixed(1)} s)`);

const summary = {};
const dir = mkdtempSync(join(tmpdir(), 'serenamente-memory-'));
try {
  summary.pgliteFirstStart = await measureStart(dir);
  line('PGlite, first start', summary.pgliteFirstStart);
  summary.pgliteReopen = await measureStart(dir);
  line('PGlite, reopened', summary.pgliteReopen);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const base = postgresUrl();
if (base) {
  const scratch = await scratchDatabase(base);
  try {
    summary.postgresFirstStart = await measureStart(scratch.url);
    line('PostgreSQL, first start', summary.postgresFirstStart);
    summary.postgresReopen = await measureStart(scratch.url);
    line('PostgreSQL, restarted', summary.postgresReopen);
  } finally {
    await scratch.drop();
  }
}
const first = summary.pgliteFirstStart;
console.log(
  `  targets (PGlite): first start ≤ 400 MB ${first.peakMB <= 400 ? 'met' : 'NOT MET'}, settled ≤ 320 MB ${Math.max(first.settledMB, summary.pgliteReopen.settledMB) <= 320 ? 'met' : 'NOT MET'}`,
);
console.log(JSON.stringify(summary));

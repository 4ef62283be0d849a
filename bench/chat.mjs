// The companion under load (`npm run bench`, part `chat`; needs `npm run build`): the built
// server with the built-in engine and no stream pacing (AI_BUILTIN_STREAM_DELAY_MS=0), N people
// registered through the API (each on the standard trial, its daily quota untouched), then
// rounds in which all N send a message at the same moment; each reply is timed to its last
// byte. Prints replies/s, p50/p95 and the app's CPU time per reply, on PGlite and, when
// BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL names a server, on PostgreSQL.
// Target (PostgreSQL, 100 people at once): ≥ 150 replies/s, p95 < 600 ms. Last line: JSON.
// The statements one message sends (not noise, unlike replies/s on a shared machine) are pinned
// in tests/queries-per-request.test.ts ("one chat message").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cpuMsOf, postgresUrl, scratchDatabase, startBuiltApp, stopApp, waitUntilUp } from './app-process.mjs';

const people = Number(process.env.BENCH_CHAT_PEOPLE ?? 100);
const rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 3);
const port = Number(process.env.BENCH_CHAT_PORT ?? 4332);
const origin = `http://127.0.0.1:${port}`;
const headers = { origin, 'x-serenamente-csrf': '1', 'content-type': 'application/json' };
// The throttles that guard sign-up and the API per address: everyone here comes from 127.0.0.1.
const env = { AI_BUILTIN_STREAM_DELAY_MS: '0', REGISTER_MAX_PER_IP: '100000', RATE_LIMIT_MAX: '1000000' };
const messages = [
  'Oggi al lavoro mi sono sentito sotto pressione tutto il giorno',
  'Non riesco a dormire bene, penso sempre alle cose da fare',
  'Sono preoccupato per un esame della prossima settimana',
  'I feel anxious before meetings and my heart races',
  'Mi sento un po’ giù, non ho voglia di uscire',
  'Ho litigato con mia sorella e ci sto ancora pensando',
];

async function register(i) {
  const res = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username: `bench_${i}`, fullName: `Bench ${i}`, email: `bench_${i}@example.test`,
      password: 'a quiet bench password 1', confirmPassword: 'a quiet bench password 1',
      acceptTerms: true, ageConfirmed: true, healthDataConsent: true, skipLaunchCode: true, timeZone: 'Europe/Rome',
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** One message and its whole streamed reply; the conversation it continues (or starts). */
async function send(person, n) {
  const startedAt = performance.now();
  const res = await fetch(`${origin}/api/chat/messages`, {
    method: 'POST',
    headers: { ...headers, cookie: person.cookie },
    body: JSON.stringify({ message: messages[n % messages.length], lang: 'it', ...(person.conversationId ? { conversationId: person.conversationId } : {}) }),
  });
  const body = await res.text();
  const ms = performance.now() - startedAt;
  const done = body.split('\n\n').find((block) => block.startsWith('event: done'));
  if (!res.ok || !done) throw new Error(`chat: ${res.status} ${body.slice(0, 200)}`);
  person.conversationId ??= JSON.parse(done.slice(done.indexOf('data: ') + 6)).conversation.id;
  return ms;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function measure(database, label) {
  const child = startBuiltApp({ port, database, env });
  try {
    await waitUntilUp(port, child);
    const crowd = [];
    for (let i = 0; i < people; i += 4) {
      crowd.push(...(await Promise.all([i, i + 1, i + 2, i + 3].filter((k) => k < people).map(async (k) => ({ cookie: await register(k) })))));
    }
    await Promise.all(crowd.map((person, i) => send(person, i))); // warm-up: JIT, caches, pools
    const results = [];
    for (let round = 0; round < rounds; round++) {
      const cpuBefore = cpuMsOf(child.pid);
      const startedAt = performance.now();
      const times = await Promise.all(crowd.map((person, i) => send(person, i + round + 1)));
      const wallMs = performance.now() - startedAt;
      const cpuMs = cpuMsOf(child.pid) - cpuBefore;
      times.sort((a, b) => a - b);
      results.push({ repliesPerSecond: (people * 1000) / wallMs, p50Ms: quantile(times, 0.5), p95Ms: quantile(times, 0.95), cpuMsPerReply: cpuMs / people });
    }
    // The median round by throughput.
    const median = [...results].sort((a, b) => a.repliesPerSecond - b.repliesPerSecond)[Math.floor(results.length / 2)];
    const one = await send(crowd[0], 0);
    const round = (v) => Math.round(v * 10) / 10;
    const row = { database: label, people, repliesPerSecond: round(median.repliesPerSecond), p50Ms: round(median.p50Ms), p95Ms: round(median.p95Ms), cpuMsPerReply: round(median.cpuMsPerReply), oneMessageMs: round(one) };
    console.log(
      `  ${label.padEnd(11)} ${people} at once: ${row.repliesPerSecond.toFixed(0).padStart(4)} replies/s  p50 ${row.p50Ms.toFixed(0).padStart(5)} ms  p95 ${row.p95Ms.toFixed(0).padStart(5)} ms  ` +
        `CPU ${row.cpuMsPerReply.toFixed(1)} ms/reply   one message alone ${row.oneMessageMs.toFixed(0)} ms   (median of ${rounds} rounds)`,
    );
    return row;
  } finally {
    await stopApp(child);
  }
}

const summary = [];
const dir = mkdtempSync(join(tmpdir(), 'serenamente-chat-'));
try {
  summary.push(await measure(dir, 'PGlite'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const base = postgresUrl();
if (base) {
  const scratch = await scratchDatabase(base);
  try {
    const row = await measure(scratch.url, 'PostgreSQL');
    summary.push(row);
    const met = row.repliesPerSecond >= 150 && row.p95Ms < 600;
    console.log(`  target (PostgreSQL): ≥ 150 replies/s with p95 < 600 ms ${met ? 'met' : 'NOT MET'}`);
  } finally {
    await scratch.drop();
  }
}
console.log(JSON.stringify(summary));

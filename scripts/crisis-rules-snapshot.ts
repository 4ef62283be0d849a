/**
 * What the crisis rules decide on every labelled text the project keeps, to prove that a change
 * to the rules' form (not their meaning) decides the same.
 *
 *   npx tsx scripts/crisis-rules-snapshot.ts                      # write /tmp/crisis-rules-snapshot.json
 *   npx tsx scripts/crisis-rules-snapshot.ts --out F              # write elsewhere
 *   npx tsx scripts/crisis-rules-snapshot.ts --compare F          # also compare with an earlier snapshot
 *
 * Texts: ml/data/crisis-train-*.jsonl, ml/data/traps-*.jsonl, eval/ai-eval*.jsonl and the person's
 * turns of eval/dialogues/heldout.jsonl. The blind set (eval/blind) is never read: it measures the
 * rules, it does not tune them. Each text is keyed by a hash of itself (the snapshot holds no
 * text), with checkCrisisRules' `crisis` and `category`. With --compare the exit code is 1 when a
 * text both snapshots hold is decided differently; texts only one of them holds (the data changed
 * meanwhile) are counted, not failed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkCrisisRules } from '../src/server/ai/safety/crisis';
import type { CrisisCategory } from '../src/server/ai/types';
import { readJsonl } from './training/jsonl';

interface Verdict {
  crisis: boolean;
  category: CrisisCategory | null;
}

interface Snapshot {
  files: Record<string, number>;
  results: Record<string, Verdict>;
}

function textsOf(path: string): string[] {
  const rows = readJsonl(path);
  if (!path.endsWith('heldout.jsonl')) return rows.map((o) => String(o.text ?? ''));
  // Dialogues: every turn is the person's (the expected answer is described, not written).
  return rows.flatMap((o) =>
    (Array.isArray(o.turns) ? o.turns : []).map((t) => String((t as { text?: unknown }).text ?? '')),
  );
}

function sources(root: string): string[] {
  const ml = readdirSync(resolve(root, 'ml/data'))
    .filter((f) => /^(?:crisis-train|traps)-.*\.jsonl$/.test(f))
    .map((f) => `ml/data/${f}`);
  const evals = readdirSync(resolve(root, 'eval'))
    .filter((f) => /^ai-eval.*\.jsonl$/.test(f))
    .map((f) => `eval/${f}`);
  return [...ml.sort(), ...evals.sort(), 'eval/dialogues/heldout.jsonl'];
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

function snapshot(root: string): Snapshot {
  const files: Record<string, number> = {};
  const results: Record<string, Verdict> = {};
  for (const file of sources(root)) {
    const texts = textsOf(resolve(root, file));
    files[file] = texts.length;
    for (const text of texts) {
      const r = checkCrisisRules(text);
      results[hashOf(text)] = { crisis: r.crisis, category: r.category };
    }
  }
  return { files, results };
}

function compare(before: Snapshot, after: Snapshot): number {
  let same = 0;
  let differ = 0;
  let onlyBefore = 0;
  for (const [h, v] of Object.entries(before.results)) {
    const w = after.results[h];
    if (!w) onlyBefore++;
    else if (w.crisis === v.crisis && w.category === v.category) same++;
    else {
      differ++;
      console.log(`differs ${h}: ${JSON.stringify(v)} -> ${JSON.stringify(w)}`);
    }
  }
  const onlyAfter = Object.keys(after.results).filter((h) => !before.results[h]).length;
  console.log(
    `compared: ${same} same, ${differ} different, ${onlyBefore} only before, ${onlyAfter} only now`,
  );
  return differ;
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const root = resolve(import.meta.dirname, '..');
const out = arg('--out') ?? '/tmp/crisis-rules-snapshot.json';
const snap = snapshot(root);
const flagged = Object.values(snap.results).filter((v) => v.crisis).length;
writeFileSync(out, JSON.stringify(snap, null, 1) + '\n');
console.log(`${Object.keys(snap.results).length} distinct texts, ${flagged} flagged by the rules -> ${out}`);
const against = arg('--compare');
if (against) {
  const before = JSON.parse(readFileSync(against, 'utf8')) as Snapshot;
  if (compare(before, snap) > 0) process.exitCode = 1;
}

/**
 * Evaluate the crisis check: the rules alone, the local model alone, and rules OR model (what the
 * app runs: `checkCrisis`). Run by `npm run eval:ai` with no arguments (scripts/eval-ai.ts).
 *
 *   npx tsx scripts/eval-crisis.ts [--blind-dir eval/blind] [--model FILE]
 *
 * --model FILE scores with another model file (a retrained candidate) instead of the committed
 * one; the committed file is not touched.
 *
 * 1. BLIND: eval/blind/crisis-blind-{it,en}.jsonl, written independently of the rules, the
 *    training data and the model, and never used to train, tune or choose thresholds. Per
 *    language and per family: crisis recall and false-alarm rate with 95% Wilson intervals, and
 *    the share of messages the app marks "elevated" (a check-in, no alarm). Only numbers are
 *    printed, never a message: reading its errors would spend the set.
 * 2. SEEN: eval/*.jsonl. They were used to tune the rules, so the rules' numbers there are not
 *    estimates of anything; the model never saw them.
 * 3. EVERYDAY: the person turns of eval/dialogues (ordinary conversations, no crisis content, never
 *    used to train or tune anything), read as conversations: how often ordinary messages raise an
 *    alarm or a check-in.
 *
 * The last line is one JSON object with the metrics.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkCrisis, checkCrisisRules } from '../src/server/ai/safety/crisis';
import { crisisModelInfo, crisisThresholds, scoreCrisis } from '../src/server/ai/safety/classifier/score';
import committedModel from '../src/server/ai/safety/classifier/crisis-model.json' with { type: 'json' };
import type { ChatTurn, Lang } from '../src/server/ai/types';
import { fmtRate, wilson, type Rate } from './crisis-metrics';
import { readJsonl } from './training/jsonl';

const COMMITTED_MODEL = 'src/server/ai/safety/classifier/crisis-model.json';

/**
 * Score with the model file at `path` instead of the committed one, in this process only: the
 * scorer decodes the imported model object on first use, so its contents are replaced in memory
 * before anything is scored. Call it before the first check.
 */
export function useCrisisModelFile(path: string): void {
  const loaded = committedModel as unknown as Record<string, unknown>;
  const other = JSON.parse(readFileSync(resolve(path), 'utf8')) as Record<string, unknown>;
  for (const key of Object.keys(loaded)) delete loaded[key];
  Object.assign(loaded, other);
}

interface Row {
  text: string;
  lang: Lang;
  crisis: boolean;
  family: string;
}

interface Verdicts {
  rules: boolean;
  model: boolean;
  app: boolean;
  elevated: boolean;
}

type Decider = 'rules' | 'model' | 'app';
const DECIDERS: Array<[Decider, string]> = [
  ['rules', 'rules alone'],
  ['model', 'model alone'],
  ['app', 'rules OR model (the app)'],
];

function loadRows(path: string): Row[] {
  return readJsonl(path).map((o) => ({
    text: String(o.text ?? ''),
    lang: o.lang === 'en' ? 'en' : 'it',
    crisis: o.label === 'crisis',
    family: typeof o.family === 'string' ? o.family : o.label === 'crisis' ? 'crisis' : 'none',
  }));
}

function judge(text: string, lang: Lang, high: number): Verdicts {
  const result = checkCrisis(text, lang);
  return {
    rules: checkCrisisRules(text).crisis,
    model: scoreCrisis(text) >= high,
    app: result.crisis,
    elevated: !result.crisis && result.level === 'elevated',
  };
}

interface Summary {
  recall: Record<Decider, Rate>;
  falseAlarms: Record<Decider, Rate>;
  elevatedCrisis: Rate;
  elevatedNone: Rate;
}

function summarise(rows: Row[], v: Verdicts[]): Summary {
  const pos = rows.map((r, i) => (r.crisis ? i : -1)).filter((i) => i >= 0);
  const neg = rows.map((r, i) => (r.crisis ? -1 : i)).filter((i) => i >= 0);
  const rate = (idx: number[], d: keyof Verdicts): Rate =>
    wilson(idx.filter((i) => v[i]![d]).length, idx.length);
  return {
    recall: { rules: rate(pos, 'rules'), model: rate(pos, 'model'), app: rate(pos, 'app') },
    falseAlarms: { rules: rate(neg, 'rules'), model: rate(neg, 'model'), app: rate(neg, 'app') },
    elevatedCrisis: rate(pos, 'elevated'),
    elevatedNone: rate(neg, 'elevated'),
  };
}

function json(r: Rate): Record<string, number> {
  const r3 = (x: number): number => Math.round(x * 1000) / 1000;
  return { rate: r3(r.rate), k: r.k, n: r.n, lo: r3(r.lo), hi: r3(r.hi) };
}

function summaryJson(s: Summary): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [d] of DECIDERS) out[d] = { recall: json(s.recall[d]), falseAlarms: json(s.falseAlarms[d]) };
  out.elevated = { crisisRows: json(s.elevatedCrisis), noneRows: json(s.elevatedNone) };
  return out;
}

function printSummary(indent: string, s: Summary): void {
  for (const [d, name] of DECIDERS)
    console.log(
      `${indent}${name.padEnd(26)} recall ${fmtRate(s.recall[d]).padEnd(34)} false alarms ${fmtRate(s.falseAlarms[d])}`,
    );
  console.log(
    `${indent}${'elevated, no alarm'.padEnd(26)} crisis rows ${fmtRate(s.elevatedCrisis).padEnd(29)} none rows ${fmtRate(s.elevatedNone)}`,
  );
}

const pad = (s: string, n: number): string => s.padEnd(n);
const short = (r: Rate): string => `${r.rate.toFixed(2)} [${r.lo.toFixed(2)}, ${r.hi.toFixed(2)}]`;

export function runCrisisEval(argv: string[] = process.argv): void {
  const i = argv.indexOf('--blind-dir');
  const blindDir = resolve(i >= 0 && argv[i + 1] ? argv[i + 1]! : 'eval/blind');
  const m = argv.indexOf('--model');
  const modelPath = m >= 0 && argv[m + 1] ? argv[m + 1]! : COMMITTED_MODEL;
  if (modelPath !== COMMITTED_MODEL) useCrisisModelFile(modelPath);
  const thresholds = crisisThresholds();
  const info = crisisModelInfo();
  if (!thresholds) throw new Error(`the model in ${modelPath} could not be loaded`);
  const high = thresholds.high;
  const size = statSync(resolve(modelPath)).size;
  const report: Record<string, unknown> = {
    model: {
      path: modelPath,
      bytes: size,
      created: info.created,
      thresholds,
      thresholdsByLanguage: info.thresholds.byLanguage ?? null,
      trainingSha256: (info.training as { sha256?: string }).sha256 ?? null,
    },
  };

  console.log('Serenamente crisis check evaluation');
  const byLanguage = info.thresholds.byLanguage;
  console.log(
    `model ${modelPath}: ${(size / 1024).toFixed(0)} KB, written ${info.created}, thresholds high ${high} low ${thresholds.low}` +
      (byLanguage ? ` (each language's own pair mapped onto them: ${JSON.stringify(byLanguage)})` : ''),
  );
  console.log(
    'rates: k/n with 95% Wilson intervals; "elevated": no alarm, but a check-in question (score >= low)',
  );

  // 1. Blind set.
  console.log(`\n=== BLIND: ${blindDir} (never used to train, tune or choose thresholds) ===`);
  const blind: Record<string, unknown> = {};
  for (const lang of ['it', 'en'] as const) {
    const path = join(blindDir, `crisis-blind-${lang}.jsonl`);
    if (!existsSync(path)) {
      console.log(`  ${path}: missing`);
      continue;
    }
    const rows = loadRows(path);
    const v = rows.map((r) => judge(r.text, r.lang, high));
    const s = summarise(rows, v);
    console.log(`\n[${lang}] ${rows.length} messages (${rows.filter((r) => r.crisis).length} crisis)`);
    printSummary('  ', s);
    const families: Record<string, unknown> = {};
    console.log(
      `  ${pad('family', 32)}${pad('n', 5)}${pad('rules', 20)}${pad('model', 20)}${pad('rules OR model', 20)}elevated`,
    );
    for (const crisis of [true, false]) {
      const names = [...new Set(rows.filter((r) => r.crisis === crisis).map((r) => r.family))].sort();
      console.log(`  -- ${crisis ? 'crisis families: recall' : 'none families: false-alarm rate'}`);
      for (const fam of names) {
        const idx = rows
          .map((r, k) => (r.family === fam && r.crisis === crisis ? k : -1))
          .filter((k) => k >= 0);
        const rate = (d: keyof Verdicts): Rate => wilson(idx.filter((k) => v[k]![d]).length, idx.length);
        const cells = DECIDERS.map(([d]) => rate(d));
        const el = rate('elevated');
        families[`${crisis ? 'crisis' : 'none'}:${fam}`] = {
          n: idx.length,
          rules: json(cells[0]!),
          model: json(cells[1]!),
          app: json(cells[2]!),
          elevated: json(el),
        };
        console.log(
          `  ${pad(fam, 32)}${pad(String(idx.length), 5)}${cells.map((c) => pad(short(c), 20)).join('')}${el.k}/${el.n}`,
        );
      }
    }
    blind[lang] = { rows: rows.length, ...summaryJson(s), families };
  }
  report.blind = blind;

  // 2. Seen sets.
  console.log(
    '\n=== SEEN: eval/*.jsonl (used to tune the rules: the rules\u2019 numbers here are not estimates) ===',
  );
  const seen: Record<string, unknown> = {};
  const files = readdirSync(resolve('eval'))
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
  for (const f of files) {
    const rows = loadRows(resolve('eval', f));
    const entry: Record<string, unknown> = {};
    console.log(`\n${f}`);
    for (const lang of ['it', 'en'] as const) {
      const sub = rows.filter((r) => r.lang === lang);
      if (!sub.length) continue;
      const s = summarise(
        sub,
        sub.map((r) => judge(r.text, r.lang, high)),
      );
      console.log(`  [${lang}] ${sub.length} messages (${sub.filter((r) => r.crisis).length} crisis)`);
      printSummary('    ', s);
      entry[lang] = summaryJson(s);
    }
    seen[f] = entry;
  }
  report.seen = seen;

  // 3. Everyday messages.
  console.log('\n=== EVERYDAY: ordinary messages, no crisis content (false alarms and check-ins only) ===');
  const everyday: Record<string, unknown> = {};
  const dialogues = resolve('eval/dialogues/heldout.jsonl');
  if (existsSync(dialogues)) {
    const convs = readJsonl(dialogues);
    let alarms = 0;
    let elevated = 0;
    let n = 0;
    for (const c of convs) {
      const lang: Lang = c.lang === 'en' ? 'en' : 'it';
      const turns = Array.isArray(c.turns) ? (c.turns as Array<{ text?: unknown }>) : [];
      const history: ChatTurn[] = [];
      for (const t of turns) {
        const text = typeof t.text === 'string' ? t.text : '';
        const r = checkCrisis(text, lang, { history });
        n++;
        if (r.crisis) alarms++;
        else if (r.level === 'elevated') elevated++;
        history.push({ role: 'user', content: text });
      }
    }
    const a = wilson(alarms, n);
    const e = wilson(elevated, n);
    console.log(
      `eval/dialogues/heldout.jsonl: ${convs.length} conversations, ${n} person turns read with their history`,
    );
    console.log(`  alarms ${fmtRate(a)}   elevated ${fmtRate(e)}`);
    everyday.dialogues = { turns: n, alarms: json(a), elevated: json(e) };
  }
  report.everyday = everyday;

  console.log(`\nmodel file size: ${size} bytes (${(size / 1024).toFixed(0)} KB; limit 2 MB)`);
  console.log(JSON.stringify(report));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) runCrisisEval();

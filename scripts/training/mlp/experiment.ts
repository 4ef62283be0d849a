/**
 * Experiment (no production code): does a small two-layer network over the crisis model's sparse
 * features give fewer alarms on unseen ordinary chat turns than the linear model, at the same
 * recall and false-alarm rate on the validation split?
 *
 *   npx tsx scripts/training/mlp/experiment.ts                      # H 8, 16 and 32, seeds 1,2,3
 *   npx tsx scripts/training/mlp/experiment.ts --hidden 16 --seeds 1 # one network
 *   options: --folds K (held-back folds inside train for the selection, default 1)
 *            --max-epochs N (default 12)  --json FILE (default /tmp/mlp/results.json)
 *
 * 1. Data: loadCrisisData('ml/data') and splitRows, as the trainer; features = the committed
 *    model's settings (crisis-model.json). The MLP reads the same vector folded onto fewer slots
 *    (slot & (buckets-1)), so one feature extraction serves every candidate.
 * 2. Baseline: fitCrisis on train with the committed hyper-parameters, weights quantised as the
 *    app loads them.
 * 3. MLP (mlp.ts): H hidden ReLU units, one sigmoid output, the linear fit's row weights,
 *    AdamW, mini-batches of 32, seeded; weight decay, dropout and the number of epochs chosen on
 *    a held-back fold INSIDE train (select.ts); refit on all of train; W1 int8 (per-unit scale).
 *    Buckets: the largest power of two with buckets x H <= 1.5 M.
 *    Ensemble: the mean of the linear and the MLP probabilities.
 * 4. Thresholds on validation only, one rule for all (evaluate.ts), and the validation measures.
 * 5. The person's turns of DEV_BATTERY_8..11 (battery.ts), minus texts in the training rows:
 *    crisis replies (score >= high) and check-ins (low <= score < high), with the thresholds of
 *    the dialogue's language. The committed model (trained on all the rows, validation included)
 *    is scored there too as a reference, through its own scorer.
 * 6. Scoring time: features + model, per validation message, p95 of a second pass (and the
 *    model alone on an extracted vector, in brackets).
 * 7. Noise: every network is run with each seed (init, shuffle, dropout); each candidate is also
 *    compared with the baseline pair by pair (exact McNemar on the development turns it alone or
 *    the baseline alone alarms on, and on the validation crisis rows rules OR model catches), and
 *    at the thresholds that give the baseline's model-alone recall per language.
 */
import { writeFileSync } from 'node:fs';
import { encodeSparse } from '../../../src/server/ai/safety/classifier/codec';
import { extractFeatures, type SparseVector } from '../../../src/server/ai/safety/classifier/features';
import { createCrisisScorer } from '../../../src/server/ai/safety/classifier/score';
import { logit, sigmoid } from '../../../src/server/ai/ml/logistic';
import { fmtRate, thresholdForRecall, wilson, type Rate } from '../../crisis-metrics';
import { loadCrisisData, splitRows } from '../crisis/data';
import { fitCrisis, quantised, vectors, withFloor } from '../crisis/model';
import { LANGS, isHard, isTurn, type PerLang, type Row } from '../crisis/setup';
import type { Thresholds } from '../crisis/thresholds';
import { batteries, type Battery, type Turn } from './battery';
import { measure, percentile, thresholdsOnValidation, type ValidationMeasures } from './evaluate';
import { fold, predictSparse, quantiseMlp, trainMlp } from './mlp';
import { bucketsFor, MLP_BASE, MLP_GRID, selectMlp } from './select';
import { committedModel, committedParams } from './settings';
import { rowWeights } from './weights';

function option(flag: string, fallback: string): string {
  const at = process.argv.indexOf(flag);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}
const HIDDEN = option('--hidden', '8,16,32').split(',').map(Number);
const SEEDS = option('--seeds', '1,2,3').split(',').map(Number);
const FOLDS = Number(option('--folds', '1'));
const MAX_EPOCHS = Number(option('--max-epochs', '12'));
const JSON_OUT = option('--json', '/tmp/mlp/results.json');

interface Candidate {
  name: string;
  family: string;
  seed: number | null;
  score: (x: SparseVector) => number;
  sizeKB: number;
  note: string;
}

interface Result {
  name: string;
  family: string;
  seed: number | null;
  thresholds: { high: PerLang<number>; low: PerLang<number> } | null;
  val: ValidationMeasures | null;
  sets: Array<{ name: string; n: number; alarms: number; checkIns: number }>;
  sizeKB: number;
  p95ms: number;
  /** The model alone on an already extracted vector (no feature extraction). */
  p95ModelMs: number;
  note: string;
  /** Per scored development turn (sets in order): a crisis reply. */
  turnAlarm: boolean[];
  /** Per validation crisis row: rules OR model flags it. */
  crisisCaught: boolean[];
  /** At the thresholds that give the baseline's model-alone recall per language (guessed). */
  matched: { hard: PerLang<Rate>; turns: PerLang<Rate>; alarms: number; turnAlarm: boolean[] } | null;
  top: Array<{ set: string; lang: string; score: number; high: number; text: string }>;
}

const sec = (t0: number): string => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

// ---- 1. data and features ----
const t00 = performance.now();
const file = committedModel();
const params = committedParams(file);
const fs = params.features;
const data = loadCrisisData('ml/data');
const { train, valid, foldOf } = splitRows(data.rows);
const trainingSha = (file.training as { sha256?: string }).sha256;
console.log(
  `data ${data.rows.length} rows, sha256 ${data.sha256.slice(0, 16)} (committed model: ${trainingSha?.slice(0, 16)}${trainingSha === data.sha256 ? ', same data' : ', DIFFERENT data'}); train ${train.length}, validation ${valid.length}`,
);
const floorOnTrain = withFloor(train, fs, params.floorQuantile).minSquaredNorm;
console.log(
  `features: ${JSON.stringify(fs)}; params lambda ${params.lambda}, crisisWeight ${params.crisisWeight}, familyPower ${params.familyPower}, floorQuantile ${params.floorQuantile} (floor on train rows: ${floorOnTrain}, file: ${fs.minSquaredNorm})`,
);
const Vtrain = vectors(train, fs);
const Vvalid = vectors(valid, fs);

// ---- 5 (first): the development sets, and their overlap with the training rows ----
const sets: Battery[] = batteries(data.rows);
for (const b of sets)
  console.log(
    `${b.name}: ${b.total} turns; in the training rows: ${b.exactOverlap} exactly, ${b.looseOverlap} ignoring case and spaces (left out) -> ${b.turns.length} scored`,
  );
const turnVec = new Map<Turn, SparseVector>();
for (const b of sets) for (const t of b.turns) turnVec.set(t, extractFeatures(t.text, fs));
console.log(
  `development turns the scorer would read as the other language: ${[...turnVec].filter(([t, x]) => x.lang !== t.lang).length} of ${turnVec.size} (thresholds here: the dialogue's language)`,
);

// ---- 2. the linear baseline ----
let t0 = performance.now();
const lin = fitCrisis(train, params);
const wq = quantised(lin);
const linScore = (x: SparseVector): number => sigmoid(logit(x, wq, lin.b));
const enc = encodeSparse(lin.w);
const linKB = (Buffer.from(enc.index, 'base64').length + Buffer.from(enc.values, 'base64').length) / 1024;
console.log(`linear fit on train: ${sec(t0)}; ${enc.count} non-zero weights, ${linKB.toFixed(0)} KB as int8 + varint index`);

const candidates: Candidate[] = [
  {
    name: 'linear (baseline)',
    family: 'linear',
    seed: null,
    score: linScore,
    sizeKB: linKB,
    note: 'fitCrisis on train, committed params',
  },
];

// ---- 3. the networks ----
const Wparams = { crisisWeight: params.crisisWeight, familyPower: params.familyPower };
const trainW = rowWeights(train, Wparams);
const y = train.map((r) => (r.crisis ? 1 : 0));
for (const H of HIDDEN) {
  const buckets = bucketsFor(H, fs.buckets);
  const X = Vtrain.map((v) => fold(v, buckets));
  for (const seed of SEEDS) {
    console.log(`\nMLP H=${H}, ${buckets} slots, seed ${seed}: selection on held-back fold(s) inside train`);
    t0 = performance.now();
    const choice = selectMlp({
      train,
      X,
      foldOf,
      params: Wparams,
      base: { ...MLP_BASE, buckets, hidden: H, seed },
      grid: MLP_GRID,
      maxEpochs: MAX_EPOCHS,
      folds: FOLDS,
    });
    const chosen = `wd ${choice.cfg.weightDecay}, dropout ${choice.cfg.dropout}, ${choice.epochs} epochs`;
    console.log(`  chosen: ${chosen} (held-back log-loss ${choice.loss.toFixed(4)}); refit on all of train`);
    const net = trainMlp({ X, y, weights: trainW }, choice.cfg, choice.epochs);
    const q = quantiseMlp(net);
    let maxDiff = 0;
    for (let i = 0; i < Vvalid.length; i += 7)
      maxDiff = Math.max(maxDiff, Math.abs(predictSparse(net, Vvalid[i]!) - predictSparse(q.model, Vvalid[i]!)));
    console.log(
      `  ${sec(t0)}; int8 ${(q.bytes / 1024).toFixed(0)} KB (${q.nonZeroRows} of ${buckets} rows non-zero); quantisation moves a validation score by at most ${maxDiff.toFixed(4)}`,
    );
    const m = q.model;
    const mlpScore = (x: SparseVector): number => predictSparse(m, x);
    candidates.push({
      name: `mlp H${H} s${seed}`,
      family: `mlp H${H}`,
      seed,
      score: mlpScore,
      sizeKB: q.bytes / 1024,
      note: `${buckets}x${H}, ${chosen}`,
    });
    candidates.push({
      name: `ens H${H} s${seed}`,
      family: `ens H${H}`,
      seed,
      score: (x) => (linScore(x) + mlpScore(x)) / 2,
      sizeKB: linKB + q.bytes / 1024,
      note: 'mean of linear and MLP probabilities',
    });
  }
}

// ---- 4-6. thresholds, validation, development sets, timing ----
function timeP95(score: (x: SparseVector) => number): number {
  const times: number[] = [];
  for (let pass = 0; pass < 2; pass++)
    for (const r of valid) {
      const a = performance.now();
      score(extractFeatures(r.text, fs));
      if (pass === 1) times.push(performance.now() - a);
    }
  return percentile(times, 0.95);
}

function timeModelP95(score: (x: SparseVector) => number): number {
  const times: number[] = [];
  for (let pass = 0; pass < 2; pass++)
    for (const x of Vvalid) {
      const a = performance.now();
      score(x);
      if (pass === 1) times.push(performance.now() - a);
    }
  return percentile(times, 0.95);
}

const validCrisis = valid.map((r, i) => (r.crisis ? i : -1)).filter((i) => i >= 0);
/** The baseline's share of each guessed language's crisis rows its `high` flags (set by the first evaluate). */
let baselineRecallByGuess: PerLang<number> | null = null;

function evaluate(c: Candidate): Result {
  const s = Vvalid.map(c.score);
  const t: Thresholds = thresholdsOnValidation(valid, s);
  const val = measure(valid, s, t);
  const scored = sets.flatMap((b) => b.turns.map((turn) => ({ turn, s: c.score(turnVec.get(turn)!) })));
  const setCounts = sets.map((b) => {
    const mine = scored.filter((x) => x.turn.set === b.name);
    return {
      name: b.name,
      n: mine.length,
      alarms: mine.filter((x) => x.s >= t.high[x.turn.lang]).length,
      checkIns: mine.filter((x) => x.s < t.high[x.turn.lang] && x.s >= t.low[x.turn.lang]).length,
    };
  });
  const top = [...scored]
    .sort((a, b) => b.s - a.s)
    .slice(0, 10)
    .map((x) => ({ set: x.turn.set, lang: x.turn.lang, score: x.s, high: t.high[x.turn.lang], text: x.turn.text }));
  const byGuess = (lang: string, keep: (r: Row) => boolean): number[] =>
    valid.map((r, i) => (r.guess === lang && keep(r) ? i : -1)).filter((i) => i >= 0);
  const recallByGuess = {} as PerLang<number>;
  for (const l of LANGS) {
    const pos = byGuess(l, (r) => r.crisis);
    recallByGuess[l] = pos.filter((i) => s[i]! >= t.high[l]).length / pos.length;
  }
  baselineRecallByGuess ??= recallByGuess;
  const mt = {} as PerLang<number>;
  for (const l of LANGS)
    mt[l] = thresholdForRecall(
      byGuess(l, (r) => r.crisis).map((i) => s[i]!),
      baselineRecallByGuess[l],
    );
  const matchedHard = {} as PerLang<Rate>;
  const matchedTurns = {} as PerLang<Rate>;
  for (const l of LANGS) {
    const at = (keep: (r: Row) => boolean): Rate => {
      const idx = valid.map((r, i) => (r.lang === l && keep(r) ? i : -1)).filter((i) => i >= 0);
      return wilson(idx.filter((i) => s[i]! >= mt[valid[i]!.guess]).length, idx.length);
    };
    matchedHard[l] = at(isHard);
    matchedTurns[l] = at(isTurn);
  }
  return {
    name: c.name,
    family: c.family,
    seed: c.seed,
    thresholds: { high: t.high, low: t.low },
    val,
    sets: setCounts,
    sizeKB: c.sizeKB,
    p95ms: timeP95(c.score),
    p95ModelMs: timeModelP95(c.score),
    note: c.note,
    turnAlarm: scored.map((x) => x.s >= t.high[x.turn.lang]),
    crisisCaught: validCrisis.map((i) => s[i]! >= t.high[valid[i]!.guess] || valid[i]!.rules),
    matched: {
      hard: matchedHard,
      turns: matchedTurns,
      alarms: scored.filter((x) => x.s >= mt[x.turn.lang]).length,
      turnAlarm: scored.map((x) => x.s >= mt[x.turn.lang]),
    },
    top,
  };
}

/** The committed model (trained on every row, validation included) through its own scorer: the development sets only. */
function committedReference(): Result {
  const scorer = createCrisisScorer(file);
  const scored = sets.flatMap((b) => b.turns.map((turn) => ({ turn, r: scorer.score(turn.text) })));
  const times: number[] = [];
  for (let pass = 0; pass < 2; pass++)
    for (const r of valid) {
      const a = performance.now();
      scorer.score(r.text);
      if (pass === 1) times.push(performance.now() - a);
    }
  const w = file.crisis.weights;
  return {
    name: 'committed (reference)',
    family: 'committed',
    seed: null,
    thresholds: null,
    val: null,
    sets: sets.map((b) => {
      const mine = scored.filter((x) => x.turn.set === b.name);
      return {
        name: b.name,
        n: mine.length,
        alarms: mine.filter((x) => x.r.level === 'crisis').length,
        checkIns: mine.filter((x) => x.r.level === 'elevated').length,
      };
    }),
    sizeKB: (Buffer.from(w.index, 'base64').length + Buffer.from(w.values, 'base64').length) / 1024,
    p95ms: percentile(times, 0.95),
    p95ModelMs: NaN,
    note: 'the app scorer, own thresholds (guessed language); trained on validation too',
    turnAlarm: scored.map((x) => x.r.level === 'crisis'),
    crisisCaught: [],
    matched: null,
    top: [],
  };
}

console.log('\nthresholds (validation only, per guessed language), development sets, timing');
const results: Result[] = candidates.map(evaluate);
results.push(committedReference());

// ---- the table ----
const pct = (r: Rate): string => (100 * r.rate).toFixed(1);
const two = (p: PerLang<Rate>, f: (r: Rate) => string): string => LANGS.map((l) => f(p[l])).join(' / ');
const rec = (r: Rate): string => r.rate.toFixed(3);
const header = [
  'candidate',
  'recall model it/en',
  'rules|model it/en',
  'hard FA% it/en',
  'turn FA% it/en',
  ...sets.map((b) => `${b.name.replace('DEV_BATTERY_', 'B')} (n=${b.turns.length}) al/ci`),
  'total al/ci',
  'KB',
  'p95 ms (model only)',
];
const rows = results.map((r) => {
  const total = r.sets.reduce((a, s) => [a[0]! + s.alarms, a[1]! + s.checkIns], [0, 0]);
  return [
    r.name,
    r.val ? two(r.val.recall, rec) : '-',
    r.val ? two(r.val.rulesOrModel, rec) : '-',
    r.val ? two(r.val.hard, pct) : '-',
    r.val ? two(r.val.turns, pct) : '-',
    ...r.sets.map((s) => `${s.alarms} / ${s.checkIns}`),
    `${total[0]} / ${total[1]}`,
    r.sizeKB.toFixed(0),
    `${r.p95ms.toFixed(3)} (${Number.isNaN(r.p95ModelMs) ? '-' : r.p95ModelMs.toFixed(4)})`,
  ];
});
const widths = header.map((h, j) => Math.max(h.length, ...rows.map((r) => r[j]!.length)));
const line = (cells: string[]): string => `| ${cells.map((c, j) => c.padEnd(widths[j]!)).join(' | ')} |`;
console.log('\n' + line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));

console.log('\ndetails');
for (const r of results) {
  if (!r.val || !r.thresholds) {
    console.log(`${r.name}: ${r.note}`);
    continue;
  }
  const th = LANGS.map((l) => `${l} high ${r.thresholds!.high[l].toFixed(3)} low ${r.thresholds!.low[l].toFixed(3)}`).join(', ');
  console.log(`${r.name}: ${r.note}; ${th}`);
  for (const l of LANGS)
    console.log(
      `  [${l}] model recall ${fmtRate(r.val.recall[l])}; rules OR model ${fmtRate(r.val.rulesOrModel[l])}; hard FA model ${fmtRate(r.val.hard[l])}, rules OR model ${fmtRate(r.val.hardApp[l])}; turns ${fmtRate(r.val.turns[l])}; crisis rows only checked in ${r.val.checkInOnCrisis[l].k}`,
    );
}

// Paired against the baseline: the same turns and the same crisis rows.
/** Exact two-sided McNemar p-value from the discordant counts. */
function mcnemar(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  let tail = 0;
  let coef = 1; // C(n, 0)
  for (let k = 0; k <= Math.min(b, c); k++) {
    tail += coef;
    coef = (coef * (n - k)) / (k + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** n);
}
console.log(`\npaired with the baseline (exact McNemar): development-turn alarms only-baseline / only-candidate; validation crisis rows caught (rules OR model) only-baseline / only-candidate; at the baseline's model recall: hard FA it/en, validation ordinary-turn FA it/en and development-turn alarms (baseline ${results[0]!.matched!.alarms}: hard FA ${(100 * results[0]!.matched!.hard.it.rate).toFixed(1)}% / ${(100 * results[0]!.matched!.hard.en.rate).toFixed(1)}%, turns ${(100 * results[0]!.matched!.turns.it.rate).toFixed(1)}% / ${(100 * results[0]!.matched!.turns.en.rate).toFixed(1)}%)`);
const base = results[0]!;
for (const r of results.slice(1)) {
  const d = (a: boolean[], b: boolean[]): [number, number] => [
    a.filter((x, i) => x && !b[i]).length,
    a.filter((x, i) => !x && b[i]).length,
  ];
  const [tb, tc] = d(base.turnAlarm, r.turnAlarm);
  const cc = r.crisisCaught.length ? d(base.crisisCaught, r.crisisCaught) : null;
  const m = r.matched;
  const mm = m ? d(base.matched!.turnAlarm, m.turnAlarm) : null;
  console.log(
    `  ${r.name.padEnd(22)} turns ${tb} / ${tc} (p ${mcnemar(tb, tc).toFixed(2)})` +
      (cc ? `; crisis ${cc[0]} / ${cc[1]} (p ${mcnemar(cc[0], cc[1]).toFixed(2)})` : '') +
      (m ? `; matched recall: hard FA ${(100 * m.hard.it.rate).toFixed(1)}% / ${(100 * m.hard.en.rate).toFixed(1)}%, validation turns FA ${(100 * m.turns.it.rate).toFixed(1)}% / ${(100 * m.turns.en.rate).toFixed(1)}%, dev-turn alarms ${m.alarms} (baseline ${base.matched!.alarms}; ${mm![0]} / ${mm![1]}, p ${mcnemar(mm![0], mm![1]).toFixed(2)})` : ''),
  );
}

// Seeds: how much the figures move.
const families = [...new Set(results.filter((r) => r.seed !== null).map((r) => r.family))];
if (SEEDS.length > 1) {
  console.log('\nacross seeds (mean, min-max)');
  for (const f of families) {
    const rs = results.filter((r) => r.family === f);
    const stat = (g: (r: Result) => number, d = 1): string => {
      const xs = rs.map(g);
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      return `${mean.toFixed(d)} (${Math.min(...xs).toFixed(d)}-${Math.max(...xs).toFixed(d)})`;
    };
    const alarms = (r: Result): number => r.sets.reduce((a, s) => a + s.alarms, 0);
    const checks = (r: Result): number => r.sets.reduce((a, s) => a + s.checkIns, 0);
    console.log(
      `  ${f}: total alarms ${stat(alarms)}, check-ins ${stat(checks)}; recall model it ${stat((r) => r.val!.recall.it.rate, 3)} en ${stat((r) => r.val!.recall.en.rate, 3)}; rules|model it ${stat((r) => r.val!.rulesOrModel.it.rate, 3)} en ${stat((r) => r.val!.rulesOrModel.en.rate, 3)}; turn FA it ${stat((r) => 100 * r.val!.turns.it.rate)}% en ${stat((r) => 100 * r.val!.turns.en.rate)}%`,
    );
  }
}

// Top-scoring turns: the baseline, and the network candidate of the first seed with the fewest
// alarms among those whose rules OR model recall is not below the baseline's in either language.
const alarmsOf = (r: Result): number => r.sets.reduce((a, s) => a + s.alarms, 0);
const firstSeed = results.filter(
  (r) =>
    r.seed === SEEDS[0] &&
    LANGS.every((l) => r.val!.rulesOrModel[l].rate >= results[0]!.val!.rulesOrModel[l].rate),
);
const best = firstSeed.reduce<Result | null>((b, r) => (!b || alarmsOf(r) < alarmsOf(b) ? r : b), null);
for (const r of [results[0]!, ...(best ? [best] : [])]) {
  console.log(`\ntop 10 development-set turns, ${r.name}`);
  for (const x of r.top)
    console.log(
      `  ${x.score.toFixed(3)} ${x.score >= x.high ? 'ALARM ' : '      '}${x.set.replace('DEV_BATTERY_', 'B')} ${x.lang} ${JSON.stringify(x.text.length > 110 ? x.text.slice(0, 107) + '...' : x.text)}`,
    );
}

writeFileSync(JSON_OUT, JSON.stringify({ argv: process.argv.slice(2), results }, null, 1));
console.log(`\nwrote ${JSON_OUT}; total ${sec(t00)}`);

/**
 * Train the thinking-trap model and write src/server/ai/distortions/trap-model.json.
 *
 *   npx tsx scripts/train-distortion-model.ts            # search, choose thresholds, refit, write
 *   npx tsx scripts/train-distortion-model.ts --dry-run  # everything but the write
 *   npx tsx scripts/train-distortion-model.ts --out F    # write elsewhere (to check a rerun reproduces it)
 *
 * Data: ml/data/traps-{it,en}.jsonl ({text, lang, traps: ids, source}), nothing else. The
 * thinking-traps set of Sharma et al. is never read here (evaluation only: scripts/eval-distortions.ts).
 *
 * 1. Held out: 20% of each stratum (language + first trap in DISTORTION_IDS order, or none),
 *    the rows whose seeded hash of the text sorts first. Never trained on, never used to choose
 *    anything; `splitTrapRows` is the rule, and the evaluation imports it.
 * 2. The rest (training part) is split the same way, with another seed, into fit (80%) and
 *    validation (20%). Hyper-parameters (count weighting, weight of word grams, L2, slots, the
 *    short-message floor) by a coordinate search: fit on fit, judge on validation.
 * 3. Thresholds on validation, with the weights quantised as the file stores them: the "any"
 *    head's maximises the Matthews correlation, each trap head's its F1. The search keeps the
 *    simplest candidate within one (bootstrap) standard error of the best.
 * 4. Refit every head on the whole training part with the same hyper-parameters; keep the thresholds.
 *
 * Heads: logistic regression, L2, bias unregularised, both languages weighing the same
 * (src/server/ai/ml). Features: the crisis model's extractor, settings stored in the file.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeSparse } from '../src/server/ai/safety/classifier/codec';
import { DEFAULT_FEATURES, type FeatureSettings } from '../src/server/ai/safety/classifier/features';
import { distortedScore, type TrapModelFile } from '../src/server/ai/distortions/trap-model';
import {
  cachedVectors,
  fitHeads,
  quantiseHeads,
  scoreHeads,
  withShortMessageFloor,
} from '../src/server/ai/ml/heads';
import type { Linear } from '../src/server/ai/ml/logistic';
import {
  bestThreshold,
  binaryMetrics,
  bootstrapSe,
  confusion,
  confusionAt,
  type BinaryMetrics,
} from '../src/server/ai/ml/metrics';
import { hashString } from '../src/server/ai/text/hash';
import { normalize } from '../src/server/ai/text/normalize';
import { DISTORTION_IDS, type DistortionId, type Lang } from '../src/server/ai/types';

export const TRAP_FILES = ['ml/data/traps-it.jsonl', 'ml/data/traps-en.jsonl'];
const HELD_OUT_SEED = 0x7a95e1;
const VALIDATION_SEED = 0x3d1f0b;
const SHARE = 0.2;
/** The committed file must stay under 1 MB: candidates whose weights take more characters are skipped. */
const MAX_CHARS = 900_000;

export interface TrapRow {
  text: string;
  lang: Lang;
  traps: DistortionId[];
  source: string;
}

const KNOWN = new Set<string>(DISTORTION_IDS);

/** Every row of the two files, exact duplicates (after normalisation) dropped; throws on a bad row. */
export function loadTrapRows(files = TRAP_FILES): { rows: TrapRow[]; duplicates: number; sha256: string } {
  const sha = createHash('sha256');
  const rows: TrapRow[] = [];
  const seen = new Map<string, string>();
  let duplicates = 0;
  for (const file of files) {
    const src = readFileSync(resolve(file));
    sha.update(file + '\n').update(src);
    src
      .toString('utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim()) return;
        const { text, lang, traps, source } = JSON.parse(line) as Record<string, unknown>;
        if (typeof text !== 'string' || (lang !== 'it' && lang !== 'en') || !Array.isArray(traps))
          throw new Error(`${file}:${i + 1}: needs text, lang it|en and traps`);
        if (traps.some((t) => !KNOWN.has(t as string))) throw new Error(`${file}:${i + 1}: unknown trap`);
        const ids = DISTORTION_IDS.filter((id) => traps.includes(id));
        const key = `${lang}|${normalize(text)}`;
        if (seen.has(key)) {
          duplicates++;
          if (seen.get(key) !== ids.join()) throw new Error(`${file}:${i + 1}: duplicate with other traps`);
          return;
        }
        seen.set(key, ids.join());
        rows.push({ text, lang, traps: ids, source: typeof source === 'string' ? source : '' });
      });
  }
  return { rows, duplicates, sha256: sha.digest('hex') };
}

/** Stratified deterministic split: per stratum, the share whose seeded hash sorts first goes aside. */
function split(rows: readonly TrapRow[], seed: number): { kept: TrapRow[]; aside: TrapRow[] } {
  const strata = new Map<string, TrapRow[]>();
  for (const r of rows) {
    const k = `${r.lang}|${r.traps[0] ?? 'none'}`;
    strata.set(k, [...(strata.get(k) ?? []), r]);
  }
  const kept: TrapRow[] = [];
  const aside: TrapRow[] = [];
  for (const k of [...strata.keys()].sort()) {
    const g = strata.get(k)!.map((r) => ({ r, h: hashString(r.text, seed) }));
    g.sort((a, b) => a.h - b.h || (a.r.text < b.r.text ? -1 : 1));
    const n = Math.round(g.length * SHARE);
    g.forEach(({ r }, i) => (i < n ? aside : kept).push(r));
  }
  return { kept, aside };
}

/** The held-out 20% (never trained on) and the training part. */
export function splitTrapRows(rows: readonly TrapRow[]): { train: TrapRow[]; heldOut: TrapRow[] } {
  const { kept, aside } = split(rows, HELD_OUT_SEED);
  return { train: kept, heldOut: aside };
}

// ------------------------------------------------------------------------------------ fitting

interface Params {
  lambda: number;
  /** Size of each head's weight table; features are extracted into the crisis model's slots and folded. */
  slots: number;
  features: FeatureSettings;
}

const vectors = cachedVectors<TrapRow>();

/** Head 0 is "any trap", then one head per id of DISTORTION_IDS; each language weighs the same. */
function fit(list: readonly TrapRow[], p: Params): Linear[] {
  const n = { it: 0, en: 0 };
  for (const r of list) n[r.lang]++;
  return fitHeads({
    X: vectors(list, p.features),
    weights: list.map((r) => 1 / n[r.lang]),
    targets: [
      list.map((r) => (r.traps.length ? 1 : 0)),
      ...DISTORTION_IDS.map((id) => list.map((r) => (r.traps.includes(id) ? 1 : 0))),
    ],
    lambda: p.lambda,
    slots: p.slots,
  });
}

interface Judged {
  params: Params;
  chars: number;
  /** The "any" head's own best-MCC threshold (for the record), and the decision's. */
  anyThreshold: number;
  decisionThreshold: number;
  /** The decision on validation at its threshold. */
  decisionMetrics: BinaryMetrics;
  trapThresholds: number[];
  trapF1: number[];
  criterion: number;
  /** Bootstrap standard error of the criterion over the validation rows (thresholds fixed). */
  se: number;
}

/**
 * Fit on `fitRows`, score `valid` with the quantised heads and choose the thresholds there: each
 * trap head's best F1, then the decision's (`distortedScore`) best MCC. Criterion: (that MCC +
 * mean trap F1) / 2.
 */
function judge(fitRows: readonly TrapRow[], valid: readonly TrapRow[], p: Params): Judged {
  const { heads, chars } = quantiseHeads(fit(fitRows, p));
  const [anyS, ...trapS] = scoreHeads(vectors(valid, p.features), heads, p.slots);
  const distorted = valid.map((r) => r.traps.length > 0);
  const truth = DISTORTION_IDS.map((id) => valid.map((r) => r.traps.includes(id)));
  const per = trapS.map((s, k) => bestThreshold(s, truth[k]!, (m) => m.f1));
  const cut = per.map((t) => t.threshold);
  const dScores = valid.map((_, i) =>
    distortedScore(
      anyS![i]!,
      trapS.map((s, k) => ({ p: s[i]!, threshold: cut[k]! })),
    ),
  );
  const decision = bestThreshold(dScores, distorted, (m) => m.mcc);
  const criterionOn = (rows: ArrayLike<number>): number => {
    const mcc = binaryMetrics(confusionAt(distorted, dScores, decision.threshold, rows)).mcc;
    const f1 = per.map((t, k) => binaryMetrics(confusionAt(truth[k]!, trapS[k]!, t.threshold, rows)).f1);
    return (mcc + f1.reduce((a, v) => a + v, 0) / f1.length) / 2;
  };
  const meanF1 = per.reduce((a, t) => a + t.value, 0) / per.length;
  const predicted = dScores.map((d) => d >= decision.threshold);
  return {
    params: p,
    chars,
    anyThreshold: bestThreshold(anyS!, distorted, (m) => m.mcc).threshold,
    decisionThreshold: decision.threshold,
    decisionMetrics: binaryMetrics(confusion(distorted, predicted)),
    trapThresholds: cut,
    trapF1: per.map((t) => t.value),
    criterion: (decision.value + meanF1) / 2,
    se: bootstrapSe(valid.length, criterionOn, 200, VALIDATION_SEED),
  };
}

const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * Coordinate search, each stage varying one setting of the choice so far. Candidates are listed
 * from the simplest (more L2, fewer slots, less weight on words, no floor); a stage keeps the first
 * whose criterion is within one standard error of its best: smaller differences are noise on a
 * few hundred validation rows, and the simpler model is less sure of wording it never saw.
 */
function searchParams(
  fitRows: readonly TrapRow[],
  valid: readonly TrapRow[],
): { best: Judged; log: object[] } {
  const log: object[] = [];
  const seen = new Map<string, Judged>();
  const stage = (label: string, candidates: Params[]): Judged => {
    const judged = candidates.map((p) => {
      const key = JSON.stringify(p);
      const j = seen.get(key) ?? judge(fitRows, valid, p);
      seen.set(key, j);
      const { weighting, wordWeight, minSquaredNorm: floor = 0 } = p.features;
      const d = { lambda: p.lambda, slots: p.slots, weighting, wordWeight, floor };
      const scores = {
        decisionMcc: r4(j.decisionMetrics.mcc),
        meanTrapF1: r4(j.criterion * 2 - j.decisionMetrics.mcc),
      };
      log.push({ stage: label, ...d, ...scores, se: r4(j.se), chars: j.chars });
      console.log(`  [${label}] ${JSON.stringify(d)} -> ${JSON.stringify(scores)} (se ${j.se.toFixed(3)})`);
      return j;
    });
    const fits = judged.filter((j) => j.chars <= MAX_CHARS);
    if (!fits.length) throw new Error('no candidate fits the size budget');
    const top = fits.reduce((a, j) => (j.criterion > a.criterion + 1e-9 ? j : a));
    return fits.find((j) => j.criterion >= top.criterion - top.se)!;
  };
  const start: Params = {
    lambda: 1e-4,
    slots: 1 << 15,
    features: { ...DEFAULT_FEATURES, minSquaredNorm: 0 },
  };
  const kinds = [1, 2, 4, 8].flatMap((wordWeight) =>
    (['log', 'binary'] as const).map((weighting) => ({ ...start.features, weighting, wordWeight })),
  );
  let b = stage(
    'weighting',
    kinds.map((features) => ({ ...start, features })),
  );
  const lambdas = [1e-3, 3e-4, 1e-4, 3e-5, 1e-5, 3e-6];
  b = stage(
    'L2',
    lambdas.map((lambda) => ({ ...b.params, lambda })),
  );
  const slots = [1 << 14, 1 << 15, 1 << 16, 1 << 17];
  b = stage(
    'slots',
    slots.map((n) => ({ ...b.params, slots: n })),
  );
  const floor = withShortMessageFloor(
    b.params.features,
    fitRows.map((r) => r.text),
  );
  b = stage('floor', [b.params, { ...b.params, features: floor }]);
  return { best: b, log };
}

/** What the chosen heads (fitted on the fit split) did on validation at their thresholds. */
function validationFigures(valid: readonly TrapRow[], best: Judged): Record<string, unknown> {
  const { precision, recall, f1, mcc } = best.decisionMetrics;
  const distorted = { threshold: best.decisionThreshold, precision, recall, f1, mcc };
  return {
    note: 'heads fitted on the fit split, quantised as stored, thresholds chosen here; the committed weights were then refitted on fit + validation',
    rows: valid.length,
    distorted: Object.fromEntries(Object.entries(distorted).map(([k, v]) => [k, r4(v)])),
    trapF1: Object.fromEntries(DISTORTION_IDS.map((id, k) => [id, r4(best.trapF1[k]!)])),
  };
}

function modelFile(
  heads: Linear[],
  best: Judged,
  training: Record<string, unknown>,
  validation: Record<string, unknown>,
): TrapModelFile {
  const { params } = best;
  const head = (l: Linear, threshold: number) => ({
    bias: l.b,
    threshold: r4(threshold),
    weights: encodeSparse(l.w),
  });
  return {
    format: 'serenamente-trap-linear',
    version: 1,
    created: new Date().toISOString().slice(0, 10),
    features: {
      ...params.features,
      text: 'normalizeText, punctuation dropped, digits as 0, emoji as words (safety/classifier/features.ts)',
      hash: 'FNV-1a 32-bit per n-gram (seed per kind), murmur3 finaliser, low bits',
    },
    slots: params.slots,
    any: head(heads[0]!, best.anyThreshold),
    decision: {
      threshold: r4(best.decisionThreshold),
      rule: 'distortedScore: mean of P(any) and the highest trap probability on the common scale; threshold: best MCC on validation',
    },
    labels: [...DISTORTION_IDS],
    traps: heads.slice(1).map((l, k) => head(l, best.trapThresholds[k]!)),
    training: {
      ...training,
      model:
        'one-vs-rest logistic regression per trap + one "any trap" head, L2 (bias unregularised), L-BFGS, each language weighted equally',
      hyperParameters: { lambda: params.lambda, slots: params.slots },
      selection:
        'coordinate search, fitted on the fit split, criterion (best any-head MCC + mean best trap-head F1) / 2 on validation; simplest candidate within one bootstrap standard error of the best; any-head threshold: its best MCC, each trap threshold: its best F1',
    },
    validation,
  };
}

function main(): void {
  const outArg = process.argv.indexOf('--out');
  const out = (outArg > 0 && process.argv[outArg + 1]) || 'src/server/ai/distortions/trap-model.json';
  const { rows, duplicates, sha256 } = loadTrapRows();
  const { train, heldOut } = splitTrapRows(rows);
  const { kept: fitRows, aside: valid } = split(train, VALIDATION_SEED);
  console.log(`data ${rows.length} rows (${duplicates} duplicates dropped), sha256 ${sha256.slice(0, 16)}`);
  console.log(
    `  held out ${heldOut.length} (not read further); training part ${train.length}: fit ${fitRows.length}, validation ${valid.length}`,
  );
  const { best, log } = searchParams(fitRows, valid);
  const validation = validationFigures(valid, best);
  console.log(`chosen ${JSON.stringify(best.params)}\nvalidation ${JSON.stringify(validation.distorted)}`);
  console.log(
    `trap thresholds ${best.trapThresholds.map((t) => t.toFixed(2)).join(' ')}; F1 ${best.trapF1.map((t) => t.toFixed(2)).join(' ')}`,
  );
  const rule = {
    heldOutSeed: HELD_OUT_SEED,
    validationSeed: VALIDATION_SEED,
    share: SHARE,
    stratifiedBy: 'lang + first trap (or none)',
  };
  const sizes = { heldOut: heldOut.length, fit: fitRows.length, validation: valid.length };
  const training = {
    data: TRAP_FILES,
    sha256,
    rows: rows.length,
    duplicatesDropped: duplicates,
    split: { ...rule, ...sizes },
    search: log,
  };
  const file = modelFile(fit(train, best.params), best, training, validation);
  if (process.argv.includes('--dry-run')) return console.log('--dry-run: nothing written');
  writeFileSync(out, JSON.stringify(file) + '\n');
  console.log(`wrote ${out} (${(statSync(out).size / 1024).toFixed(0)} KB)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

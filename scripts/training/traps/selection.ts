/**
 * Hyper-parameters and thresholds of the thinking-trap heads: each candidate is fitted on the fit
 * split and judged on validation with its weights quantised as the file stores them.
 */
import { DEFAULT_FEATURES, type FeatureSettings } from '../../../src/server/ai/safety/classifier/features';
import { distortedScore } from '../../../src/server/ai/distortions/trap-model';
import {
  cachedVectors,
  fitHeads,
  quantiseHeads,
  scoreHeads,
  withShortMessageFloor,
} from '../../../src/server/ai/ml/heads';
import type { Linear } from '../../../src/server/ai/ml/logistic';
import {
  bestThreshold,
  binaryMetrics,
  bootstrapSe,
  confusion,
  confusionAt,
  type BinaryMetrics,
} from '../../../src/server/ai/ml/metrics';
import { DISTORTION_IDS } from '../../../src/server/ai/types';
import { VALIDATION_SEED, type TrapRow } from './data';

/** The committed file must stay under 1 MB: candidates whose weights take more characters are skipped. */
const MAX_CHARS = 900_000;

export interface Params {
  lambda: number;
  /** Size of each head's weight table; features are extracted into the crisis model's slots and folded. */
  slots: number;
  features: FeatureSettings;
}

const vectors = cachedVectors<TrapRow>();

/** Head 0 is "any trap", then one head per id of DISTORTION_IDS; each language weighs the same. */
export function fit(list: readonly TrapRow[], p: Params): Linear[] {
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

export interface Judged {
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

export const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;

/**
 * Coordinate search, each stage varying one setting of the choice so far. Candidates are listed
 * from the simplest (more L2, fewer slots, less weight on words, no floor); a stage keeps the first
 * whose criterion is within one standard error of its best: smaller differences are noise on a
 * few hundred validation rows, and the simpler model is less sure of wording it never saw.
 */
export function searchParams(
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

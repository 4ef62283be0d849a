/**
 * The crisis model and its category head: logistic regression with L2, class and family weights,
 * bias unregularised, fitted by L-BFGS (src/server/ai/ml); a softmax over the rules' categories.
 * Full-batch and deterministic: the same data always gives the same weights.
 */
import { decodeSparse, encodeSparse } from '../../../src/server/ai/safety/classifier/codec';
import type { FeatureSettings, SparseVector } from '../../../src/server/ai/safety/classifier/features';
import type { CrisisCategory } from '../../../src/server/ai/types';
import { cachedVectors, withShortMessageFloor } from '../../../src/server/ai/ml/heads';
import { lbfgs, type Objective } from '../../../src/server/ai/ml/lbfgs';
import {
  compact,
  expand,
  fitLogistic,
  logit,
  sigmoid,
  type Linear,
} from '../../../src/server/ai/ml/logistic';
import { CATEGORY_BUCKETS, CATEGORY_LABELS, FAMILY_CATEGORY, type Row } from './setup';

export interface Params {
  lambda: number;
  /** Total weight of crisis rows over none rows, within each language. */
  crisisWeight: number;
  /**
   * How far each family is evened out within its language and label: a row weighs
   * n_family^-familyPower (0: every row alike, 1: every family alike), so a family written with
   * few rows (a child in danger, a dated plan) is not drowned by a large one.
   */
  familyPower: number;
  /** Share of the train rows whose squared norm sits below the norm floor (0: plain L2). */
  floorQuantile: number;
  features: FeatureSettings;
}

/** The floor: the `quantile` percentile of the train rows' squared norms under these settings (0: none). */
export function withFloor(train: Row[], fs: FeatureSettings, quantile: number): FeatureSettings {
  if (quantile <= 0) return { ...fs, minSquaredNorm: 0 };
  return withShortMessageFloor(
    fs,
    train.map((r) => r.text),
    quantile,
  );
}

export const vectors = cachedVectors<Row>();

/**
 * Each language weighs the same; within it, crisis rows weigh `crisisWeight` times the none rows,
 * and within a language and label each row weighs n_family^-familyPower before the two totals
 * are set.
 */
export function rowWeights(
  list: readonly Row[],
  p: Pick<Params, 'crisisWeight' | 'familyPower'>,
): Float64Array {
  const perFamily = new Map<string, number>();
  const famKey = (r: Row): string => `${r.lang}|${r.crisis}|${r.family}`;
  for (const r of list) perFamily.set(famKey(r), (perFamily.get(famKey(r)) ?? 0) + 1);
  const raw = list.map((r) => perFamily.get(famKey(r))! ** -p.familyPower);
  const total = new Map<string, number>();
  list.forEach((r, i) =>
    total.set(`${r.lang}${r.crisis}`, (total.get(`${r.lang}${r.crisis}`) ?? 0) + raw[i]!),
  );
  return Float64Array.from(
    list.map((r, i) => ((r.crisis ? p.crisisWeight : 1) * raw[i]!) / total.get(`${r.lang}${r.crisis}`)!),
  );
}

export function fitCrisis(list: Row[], p: Params): Linear {
  return fitLogistic({
    X: vectors(list, p.features),
    y: list.map((r) => (r.crisis ? 1 : 0)),
    weights: rowWeights(list, p),
    lambda: p.lambda,
    buckets: p.features.buckets,
  });
}

/** Softmax over the rules' categories, on crisis rows only; slots folded to CATEGORY_BUCKETS. */
export function fitCategories(
  list: Row[],
  fs: FeatureSettings,
  lambda: number,
): { W: Float64Array[]; b: number[] } {
  const crisisRows = list.filter((r) => r.crisis);
  const { X, slots } = compact(vectors(crisisRows, fs), CATEGORY_BUCKETS - 1);
  const K = CATEGORY_LABELS.length;
  const D = slots.length;
  const y = crisisRows.map((r) => CATEGORY_LABELS.indexOf(FAMILY_CATEGORY[r.family]!));
  const stride = D + 1;
  const z = new Float64Array(K);
  const f: Objective = (x, g) => {
    g.fill(0);
    let loss = 0;
    const inv = 1 / X.length;
    for (let i = 0; i < X.length; i++) {
      const xi = X[i]!;
      let max = -Infinity;
      for (let k = 0; k < K; k++) {
        let s = x[k * stride + D]!;
        for (let t = 0; t < xi.idx.length; t++) s += x[k * stride + xi.idx[t]!]! * xi.val[t]!;
        z[k] = s;
        max = Math.max(max, s);
      }
      let sum = 0;
      for (let k = 0; k < K; k++) sum += Math.exp(z[k]! - max);
      loss += inv * (max + Math.log(sum) - z[y[i]!]!);
      for (let k = 0; k < K; k++) {
        const coef = inv * (Math.exp(z[k]! - max) / sum - (k === y[i] ? 1 : 0));
        for (let t = 0; t < xi.idx.length; t++) g[k * stride + xi.idx[t]!]! += coef * xi.val[t]!;
        g[k * stride + D]! += coef;
      }
    }
    let reg = 0;
    for (let k = 0; k < K; k++)
      for (let j = 0; j < D; j++) {
        const v = x[k * stride + j]!;
        reg += v * v;
        g[k * stride + j]! += lambda * v;
      }
    return loss + 0.5 * lambda * reg;
  };
  const { x } = lbfgs(f, K * stride);
  return {
    W: CATEGORY_LABELS.map((_, k) => expand(x.subarray(k * stride, k * stride + D), slots, CATEGORY_BUCKETS)),
    b: CATEGORY_LABELS.map((_, k) => x[k * stride + D]!),
  };
}

export function predictCategory(x: SparseVector, W: ArrayLike<number>[], b: number[]): CrisisCategory {
  let best = 0;
  let bestZ = -Infinity;
  for (let k = 0; k < W.length; k++) {
    let s = b[k]!;
    for (let t = 0; t < x.idx.length; t++) s += W[k]![x.idx[t]! & (CATEGORY_BUCKETS - 1)]! * x.val[t]!;
    if (s > bestZ) {
      bestZ = s;
      best = k;
    }
  }
  return CATEGORY_LABELS[best]!;
}

/** What the app will load: the weights after quantisation. */
export function quantised(model: Linear): Float32Array {
  return decodeSparse(encodeSparse(model.w), model.w.length);
}

export function scores(list: Row[], fs: FeatureSettings, w: ArrayLike<number>, b: number): number[] {
  return vectors(list, fs).map((x) => sigmoid(logit(x, w, b)));
}

/**
 * Several binary logistic heads over the same sparse vectors (one-vs-rest, or one head per
 * question), for the training scripts: fit them, quantise them as the model files store them
 * (safety/classifier/codec.ts), and score rows as the app will.
 */
import { decodeSparse, encodeSparse } from '../safety/classifier/codec';
import { extractFeatures, type FeatureSettings, type SparseVector } from '../safety/classifier/features';
import { fitLogistic, logit, sigmoid, type Linear } from './logistic';

export interface HeadsProblem {
  X: readonly SparseVector[];
  /** Row weights, shared by every head. */
  weights: ArrayLike<number>;
  /** One 0/1 target per row, for each head. */
  targets: ReadonlyArray<ArrayLike<number>>;
  lambda: number;
  /** Size of each head's weight table (a power of two): slots are folded onto it. */
  slots: number;
}

export function fitHeads(p: HeadsProblem): Linear[] {
  return p.targets.map((y) =>
    fitLogistic({ X: p.X, y, weights: p.weights, lambda: p.lambda, buckets: p.slots }),
  );
}

/** The heads as the app decodes them, and the characters their weights take in the file. */
export function quantiseHeads(heads: readonly Linear[]): { heads: Linear[]; chars: number } {
  let chars = 0;
  const out = heads.map((l) => {
    const enc = encodeSparse(l.w);
    chars += enc.index.length + enc.values.length;
    return { w: Float64Array.from(decodeSparse(enc, l.w.length)), b: l.b };
  });
  return { heads: out, chars };
}

/** P(positive) of every row under each head: scores[head][row]. */
export function scoreHeads(X: readonly SparseVector[], heads: readonly Linear[], slots: number): number[][] {
  const mask = slots - 1;
  return heads.map((h) => X.map((x) => sigmoid(logit(x, h.w, h.b, mask))));
}

/**
 * Feature vectors of rows, computed once per row and per settings: a search fits many candidates
 * on the same rows.
 */
export function cachedVectors<R extends { text: string }>(): (
  rows: readonly R[],
  settings: FeatureSettings,
) => SparseVector[] {
  const cache = new Map<string, Map<R, SparseVector>>();
  return (rows, settings) => {
    const key = JSON.stringify(settings);
    let c = cache.get(key);
    if (!c) cache.set(key, (c = new Map()));
    return rows.map((r) => {
      let v = c.get(r);
      if (!v) c.set(r, (v = extractFeatures(r.text, settings)));
      return v;
    });
  };
}

/**
 * The settings with a short-message floor (`minSquaredNorm`): the squared norm below which the
 * shortest `quantile` of the rows fall (a quarter by default), so a message of a word or two scores
 * near the prior instead of at an extreme.
 */
export function withShortMessageFloor(
  settings: FeatureSettings,
  texts: readonly string[],
  quantile = 0.25,
): FeatureSettings {
  const plain = { ...settings, minSquaredNorm: 0 };
  const sq = texts.map((t) => extractFeatures(t, plain).sq ?? 0).sort((a, b) => a - b);
  return { ...settings, minSquaredNorm: Math.round(sq[Math.floor(sq.length * quantile)]! * 1000) / 1000 };
}

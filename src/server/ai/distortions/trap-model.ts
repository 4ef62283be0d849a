/**
 * The thinking-trap model: one logistic head "any trap" and one per trap (one-vs-rest) over the
 * crisis model's hashed n-grams (safety/classifier/features.ts, the settings stored in the file),
 * trained by scripts/train-distortion-model.ts and committed as trap-model.json. Importing the JSON
 * lets tsx, Vitest and the server bundle carry the weights; they are decoded once, on first use.
 *
 * Never throws: a missing or damaged model scores nothing (null), and the detector then falls
 * back to its lexicon.
 */
import { decodeSparse, storedFeatures, type SparseWeights } from '../safety/classifier/codec';
import { extractFeatures, type FeatureSettings, type SparseVector } from '../safety/classifier/features';
import { DISTORTION_IDS, type DistortionId } from '../types';
import modelJson from './trap-model.json' with { type: 'json' };

export interface TrapHead {
  bias: number;
  /** P >= threshold names the trap (chosen on a validation split). */
  threshold: number;
  weights: SparseWeights;
}

export interface TrapModelFile {
  format: 'serenamente-trap-linear';
  version: 1;
  /** Day the weights were written (YYYY-MM-DD). */
  created: string;
  features: FeatureSettings & { text: string; hash: string };
  /**
   * Size of each head's weight table (a power of two, at most features.buckets): feature slots are
   * folded onto it. Extraction keeps the crisis model's slot count so the two share one scratch table.
   */
  slots: number;
  any: TrapHead;
  /** A text is distorted when `distortedScore` reaches this (chosen on the validation split). */
  decision: { threshold: number; rule: string };
  /** One head per trap, in `labels` order. */
  labels: DistortionId[];
  traps: TrapHead[];
  /** Data, split, hyper-parameters and validation figures: everything needed to judge the weights. */
  training: Record<string, unknown>;
  validation: Record<string, unknown>;
}

export interface TrapScores {
  /** P(any trap) from its own head. */
  any: number;
  /** How distorted the text reads (`distortedScore`), and the level at which it counts as distorted. */
  distorted: number;
  threshold: number;
  /** Every trap: P(trap), its head's threshold and P on the common scale (threshold = 0.5). */
  traps: Array<{ id: DistortionId; p: number; threshold: number; score: number }>;
}

/** A probability on the scale where the head's threshold is 0.5 (piecewise linear), so heads compare. */
export function onCommonScale(p: number, threshold: number): number {
  const s = p >= threshold ? 0.5 + (0.5 * (p - threshold)) / (1 - threshold) : (0.5 * p) / threshold;
  return Math.min(1, Math.max(0, s));
}

/**
 * The two readings of "is there a trap" averaged: the "any" head, and the most confident trap
 * head on the common scale. Either alone misses what the other sees ("what an idiot I am" is
 * plain to the labeling head and faint to the any head); on the validation split their mean
 * separates distorted from balanced thoughts better than either.
 */
export function distortedScore(any: number, traps: ReadonlyArray<{ p: number; threshold: number }>): number {
  let top = 0;
  for (const t of traps) top = Math.max(top, onCommonScale(t.p, t.threshold));
  return (any + top) / 2;
}

/**
 * Heads side by side: the weights of slot s are W[s * H .. s * H + H - 1] (head 0 is "any"), so
 * each feature reads one cache line instead of one per head; bias and threshold per head.
 */
interface LoadedModel {
  settings: FeatureSettings;
  mask: number;
  ids: DistortionId[];
  decision: number;
  W: Float32Array;
  bias: Float64Array;
  thresholds: Float64Array;
}

const KNOWN = new Set<string>(DISTORTION_IDS);

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
}

function checkedHead(h: TrapHead): TrapHead {
  if (!(h.threshold > 0 && h.threshold < 1) || !Number.isFinite(h.bias)) throw new Error('bad head');
  return h;
}

function load(file: TrapModelFile): LoadedModel {
  if (!file || typeof file !== 'object') throw new Error('no model');
  if (file.format !== 'serenamente-trap-linear' || file.version !== 1)
    throw new Error('unknown model format');
  const f = file.features;
  if (!isPowerOfTwo(f.buckets) || !isPowerOfTwo(file.slots) || file.slots > f.buckets)
    throw new Error('bad bucket count');
  if (file.labels.length !== file.traps.length || file.labels.some((l) => !KNOWN.has(l)))
    throw new Error('bad labels');
  const heads = [file.any, ...file.traps].map(checkedHead);
  const decision = file.decision?.threshold;
  if (!(decision! > 0 && decision! < 1)) throw new Error('bad decision threshold');
  const H = heads.length;
  const W = new Float32Array(file.slots * H);
  heads.forEach((h, j) => {
    const w = decodeSparse(h.weights, file.slots);
    for (let s = 0; s < w.length; s++) if (w[s] !== 0) W[s * H + j] = w[s]!;
  });
  return {
    settings: storedFeatures(f),
    mask: file.slots - 1,
    ids: [...file.labels],
    decision: decision!,
    W,
    bias: Float64Array.from(heads, (h) => h.bias),
    thresholds: Float64Array.from(heads, (h) => h.threshold),
  };
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** Every head's probability (head 0 is "any"). */
function probabilities(x: SparseVector, m: LoadedModel): Float64Array {
  const H = m.bias.length;
  const z = Float64Array.from(m.bias);
  for (let k = 0; k < x.idx.length; k++) {
    const base = (x.idx[k]! & m.mask) * H;
    const v = x.val[k]!;
    for (let j = 0; j < H; j++) z[j]! += m.W[base + j]! * v;
  }
  for (let j = 0; j < H; j++) z[j] = sigmoid(z[j]!);
  return z;
}

export interface TrapScorer {
  /** Every head's probability for a text, or null without a usable model or text. Never throws. */
  score(text: string): TrapScores | null;
  /** Whether the model file decoded. */
  loaded(): boolean;
}

/** A scorer over a model file (the committed one by default). Decodes on first use, once. */
export function createTrapScorer(file: unknown): TrapScorer {
  let model: LoadedModel | null | undefined;
  const get = (): LoadedModel | null => {
    if (model === undefined) {
      try {
        model = load(file as TrapModelFile);
      } catch {
        model = null;
      }
    }
    return model;
  };
  return {
    score(text) {
      try {
        const m = get();
        if (!m || typeof text !== 'string' || !text) return null;
        const x = extractFeatures(text, m.settings);
        if (x.idx.length === 0) return null;
        const p = probabilities(x, m);
        if (!p.every(Number.isFinite)) return null;
        const traps = m.ids.map((id, i) => {
          const t = m.thresholds[i + 1]!;
          return { id, p: p[i + 1]!, threshold: t, score: onCommonScale(p[i + 1]!, t) };
        });
        return { any: p[0]!, distorted: distortedScore(p[0]!, traps), threshold: m.decision, traps };
      } catch {
        return null;
      }
    },
    loaded: () => get() !== null,
  };
}

const defaultScorer = createTrapScorer(modelJson);

/** Scores of one text under the committed model (null when it is unavailable). */
export function scoreTraps(text: string): TrapScores | null {
  return defaultScorer.score(text);
}

/** The committed model's metadata (no weights), for reports and tests. */
export function trapModelInfo(): Pick<TrapModelFile, 'created' | 'training' | 'validation'> & {
  loaded: boolean;
} {
  const { created, training, validation } = modelJson as unknown as TrapModelFile;
  return { created, training, validation, loaded: defaultScorer.loaded() };
}

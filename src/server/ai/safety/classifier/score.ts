/**
 * The local crisis classifier: a logistic regression over hashed n-grams (features.ts), trained by
 * scripts/train-crisis-model.ts and committed as crisis-model.json. Importing the JSON lets tsx,
 * Vitest and the esbuild bundle all carry the weights without a file lookup at run time; they are
 * decoded once, on first use.
 *
 * Never throws: a missing or damaged model makes every score 0 (level 'none'), so the crisis check
 * falls back to the rules alone.
 */
import type { CrisisCategory, Lang } from '../../types';
import { decodeSparse, storedFeatures, type CrisisModelFile } from './codec';
import { extractFeatures, type FeatureSettings, type SparseVector } from './features';
import modelJson from './crisis-model.json' with { type: 'json' };

export type CrisisLevel = 'none' | 'elevated' | 'crisis';

export interface CrisisScore {
  /**
   * The model's score in [0, 1]: P(crisis), mapped per language when the model has thresholds per
   * language (the message's language's pair lands on the common `high` and `low`).
   */
  score: number;
  level: CrisisLevel;
  /** The most plausible category, for a hit the rules did not see. */
  category: CrisisCategory;
}

/** A threshold pair on the logit scale. */
interface LogitPair {
  high: number;
  low: number;
}

interface LoadedModel {
  settings: FeatureSettings;
  weights: Float32Array;
  bias: number;
  high: number;
  low: number;
  /** The common pair and each language's own, as logits (empty: one pair for all). */
  common: LogitPair;
  byLanguage: Partial<Record<Lang, LogitPair>>;
  labels: CrisisCategory[];
  catMask: number;
  catWeights: Float32Array[];
  catBias: number[];
}

const CATEGORIES = new Set<CrisisCategory>([
  'suicide',
  'self_harm',
  'harm_to_others',
  'abuse_violence',
  'medical_emergency',
]);

function logit(p: number): number {
  return Math.log(p / (1 - p));
}

function validPair(t: unknown): t is { high: number; low: number } {
  if (!t || typeof t !== 'object') return false;
  const { high, low } = t as { high: unknown; low: unknown };
  return typeof high === 'number' && typeof low === 'number' && low > 0 && low <= high && high < 1;
}

function logitPairs(file: CrisisModelFile): Partial<Record<Lang, LogitPair>> {
  const out: Partial<Record<Lang, LogitPair>> = {};
  for (const [lang, t] of Object.entries(file.thresholds.byLanguage ?? {})) {
    if (lang !== 'it' && lang !== 'en') throw new Error('bad language');
    if (!validPair(t)) throw new Error('bad language thresholds');
    out[lang] = { high: logit(t.high), low: logit(t.low) };
  }
  return out;
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 0 && (n & (n - 1)) === 0;
}

function load(file: CrisisModelFile): LoadedModel {
  if (!file || typeof file !== 'object') throw new Error('no model');
  if (file.format !== 'serenamente-crisis-linear' || file.version !== 1)
    throw new Error('unknown model format');
  const f = file.features;
  if (!isPowerOfTwo(f.buckets)) throw new Error('bad bucket count');
  const { high, low } = file.thresholds;
  if (!(low >= 0 && low <= high && high <= 1)) throw new Error('bad thresholds');
  const byLanguage = logitPairs(file);
  // Mapping a language's band onto the common one needs a common band that is not empty.
  if (Object.keys(byLanguage).length && !(validPair(file.thresholds) && low < high))
    throw new Error('bad thresholds');
  const labels = file.category.labels;
  if (!labels.length || labels.some((l) => !CATEGORIES.has(l))) throw new Error('bad categories');
  if (!isPowerOfTwo(file.category.buckets) || file.category.buckets > f.buckets) throw new Error('bad head');
  return {
    settings: storedFeatures(f),
    weights: decodeSparse(file.crisis.weights, f.buckets),
    bias: file.crisis.bias,
    high,
    low,
    common: { high: logit(high), low: logit(low) },
    byLanguage,
    labels,
    catMask: file.category.buckets - 1,
    catWeights: file.category.weights.map((w) => decodeSparse(w, file.category.buckets)),
    catBias: file.category.bias,
  };
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** w·x + b over a sparse vector; `mask` folds slots onto a smaller table. */
function linearLogit(x: SparseVector, weights: ArrayLike<number>, bias: number, mask = -1): number {
  let z = bias;
  for (let k = 0; k < x.idx.length; k++) z += weights[x.idx[k]! & mask]! * x.val[k]!;
  return z;
}

/**
 * The logit mapped from the message's language's thresholds onto the common ones: piecewise
 * linear and increasing, through (own low -> common low) and (own high -> common high), a plain
 * shift outside them. Without a pair for the language it is unchanged.
 */
function calibrated(m: LoadedModel, z: number, lang: Lang | undefined): number {
  const own = lang ? m.byLanguage[lang] : undefined;
  if (!own) return z;
  const c = m.common;
  if (z >= own.high) return z - own.high + c.high;
  if (z < own.low) return z - own.low + c.low;
  return c.low + ((z - own.low) * (c.high - c.low)) / (own.high - own.low);
}

function levelFor(m: LoadedModel, score: number): CrisisLevel {
  return score >= m.high ? 'crisis' : score >= m.low ? 'elevated' : 'none';
}

function categoryFor(m: LoadedModel, x: SparseVector): CrisisCategory {
  let best = 0;
  let bestZ = -Infinity;
  for (let c = 0; c < m.labels.length; c++) {
    const z = linearLogit(x, m.catWeights[c]!, m.catBias[c] ?? 0, m.catMask);
    if (z > bestZ) {
      bestZ = z;
      best = c;
    }
  }
  return m.labels[best] ?? 'suicide';
}

const NONE: CrisisScore = Object.freeze({ score: 0, level: 'none', category: 'suicide' }) as CrisisScore;

export interface CrisisScorer {
  /** Score, level and category of one message. Never throws; without a usable model, score 0. */
  score(text: unknown): CrisisScore;
  /** The thresholds, or null when the model could not be loaded. */
  thresholds(): { high: number; low: number } | null;
}

/** A scorer over a model file (the committed one by default). Decodes on first use, once. */
export function createCrisisScorer(file: unknown): CrisisScorer {
  let model: LoadedModel | null | undefined;
  const get = (): LoadedModel | null => {
    if (model === undefined) {
      try {
        model = load(file as CrisisModelFile);
      } catch {
        model = null;
      }
    }
    return model;
  };
  return {
    score(text: unknown): CrisisScore {
      try {
        const m = get();
        if (!m || typeof text !== 'string' || !text) return NONE;
        const x = extractFeatures(text, m.settings);
        if (x.idx.length === 0) return NONE;
        const score = sigmoid(calibrated(m, linearLogit(x, m.weights, m.bias), x.lang));
        if (!Number.isFinite(score)) return NONE;
        const level = levelFor(m, score);
        // The head only matters for a hit; skip it otherwise.
        return { score, level, category: level === 'none' ? 'suicide' : categoryFor(m, x) };
      } catch {
        return NONE;
      }
    },
    thresholds() {
      const m = get();
      return m ? { high: m.high, low: m.low } : null;
    },
  };
}

const defaultScorer = createCrisisScorer(modelJson);

/** Score, level and category of one message with the committed model. Never throws. */
export function scoreMessage(text: unknown): CrisisScore {
  return defaultScorer.score(text);
}

/** P(crisis) in [0, 1] (0 when the model is unavailable). */
export function scoreCrisis(text: unknown): number {
  return defaultScorer.score(text).score;
}

/** 'crisis' at or above the high threshold, 'elevated' from the low one, else 'none'. */
export function crisisLevel(text: unknown): CrisisLevel {
  return defaultScorer.score(text).level;
}

/** The thresholds in use, or null when the model could not be loaded. */
export function crisisThresholds(): { high: number; low: number } | null {
  return defaultScorer.thresholds();
}

/** The model file's metadata (no weights), for reports. */
export function crisisModelInfo(): Omit<CrisisModelFile, 'crisis' | 'category'> & { loaded: boolean } {
  const { crisis: _c, category: _k, ...rest } = modelJson as unknown as CrisisModelFile;
  return { ...rest, loaded: defaultScorer.thresholds() !== null };
}

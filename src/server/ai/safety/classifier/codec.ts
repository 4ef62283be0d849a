/**
 * The model file's format and its compact weight encoding, shared by the training script (encode)
 * and the scorer (decode).
 *
 * Weights are sparse (a slot no training message touched stays exactly 0 under L2), so only the
 * non-zero ones are stored: slot gaps as unsigned LEB128 varints and values as int8 with square-root
 * companding (q = 127 * sign(w) * sqrt(|w| / scale)). Companding keeps the many small weights from
 * rounding to zero while the few large ones keep two significant digits; both arrays are base64.
 */
import type { CrisisCategory, Lang } from '../../types';
import type { FeatureSettings } from './features';

export interface SparseWeights {
  encoding: 'sparse-int8-sqrt';
  /** Largest absolute weight: the value of q = 127. */
  scale: number;
  /** Number of stored (non-zero) weights. */
  count: number;
  /** base64 of the varint gaps between stored slot indices (the first gap counts from -1). */
  index: string;
  /** base64 of the int8 values, in index order. */
  values: string;
}

export interface CrisisModelFile {
  format: 'serenamente-crisis-linear';
  version: 1;
  /** Day the weights were written (YYYY-MM-DD). */
  created: string;
  features: FeatureSettings & { text: string; hash: string };
  /**
   * A score at or above `high` is a crisis; from `low` up to `high` the turn is "elevated".
   * `byLanguage` (optional): the thresholds chosen for each language on the raw P(crisis); the
   * scorer maps a message's raw score so that its language's pair lands on `high` and `low`.
   */
  thresholds: {
    high: number;
    low: number;
    rule: string;
    byLanguage?: Partial<Record<Lang, { high: number; low: number }>>;
  };
  crisis: { bias: number; weights: SparseWeights };
  /** Softmax head over the rules' categories, for a hit the rules did not see (slots folded to `buckets`). */
  category: { labels: CrisisCategory[]; buckets: number; bias: number[]; weights: SparseWeights[] };
  /** Training data, hyper-parameters, validation metrics: everything needed to judge the weights. */
  training: Record<string, unknown>;
  validation: Record<string, unknown>;
}

/**
 * The feature settings a model file stores, without what it carries besides (the text and hash of
 * the data): the optional parts only when set, so a file without them reads as before.
 */
export function storedFeatures(f: FeatureSettings): FeatureSettings {
  return {
    buckets: f.buckets,
    wordNgrams: f.wordNgrams,
    charNgrams: f.charNgrams,
    weighting: f.weighting,
    wordWeight: f.wordWeight,
    ...(f.minSquaredNorm ? { minSquaredNorm: f.minSquaredNorm } : {}),
    ...(f.negationWindow ? { negationWindow: f.negationWindow } : {}),
    ...(f.subjectWindow ? { subjectWindow: f.subjectWindow } : {}),
  };
}

function b64encode(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

function b64decode(s: string): Uint8Array {
  const buf = Buffer.from(s, 'base64');
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}

function quantize(w: number, scale: number): number {
  if (scale <= 0 || w === 0) return 0;
  const q = Math.round(127 * Math.sqrt(Math.min(1, Math.abs(w) / scale)));
  return w < 0 ? -q : q;
}

function dequantize(q: number, scale: number): number {
  const a = q / 127;
  return (q < 0 ? -1 : 1) * a * a * scale;
}

/** Encode dense weights, keeping those that survive quantisation. */
export function encodeSparse(weights: ArrayLike<number>): SparseWeights {
  let scale = 0;
  for (let i = 0; i < weights.length; i++) scale = Math.max(scale, Math.abs(weights[i]!));
  const gaps: number[] = [];
  const values: number[] = [];
  let last = -1;
  for (let i = 0; i < weights.length; i++) {
    const q = quantize(weights[i]!, scale);
    if (q === 0) continue;
    let gap = i - last;
    last = i;
    while (gap >= 0x80) {
      gaps.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    gaps.push(gap);
    values.push(q & 0xff);
  }
  return {
    encoding: 'sparse-int8-sqrt',
    scale,
    count: values.length,
    index: b64encode(Uint8Array.from(gaps)),
    values: b64encode(Uint8Array.from(values)),
  };
}

/** Decode into a dense array of `length` slots; throws on a damaged encoding (callers catch). */
export function decodeSparse(sw: SparseWeights, length: number): Float32Array {
  if (sw.encoding !== 'sparse-int8-sqrt') throw new Error('unknown weight encoding');
  const out = new Float32Array(length);
  const gaps = b64decode(sw.index);
  const values = new Int8Array(b64decode(sw.values).slice().buffer);
  if (values.length !== sw.count) throw new Error('weight count mismatch');
  let pos = -1;
  let k = 0;
  let i = 0;
  while (i < gaps.length) {
    let gap = 0;
    let shift = 0;
    let b: number;
    do {
      b = gaps[i++]!;
      gap |= (b & 0x7f) << shift;
      shift += 7;
    } while (b & 0x80 && i < gaps.length);
    pos += gap;
    if (pos >= length || k >= values.length) throw new Error('weight index out of range');
    out[pos] = dequantize(values[k++]!, sw.scale);
  }
  if (k !== values.length) throw new Error('weight index count mismatch');
  return out;
}

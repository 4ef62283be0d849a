/**
 * Classification metrics shared by the thinking-trap model's training and evaluation scripts:
 * binary precision, recall, F1 and Matthews correlation, per-label F1 over multi-label sets, and
 * the threshold that maximises a criterion on a validation split.
 */

export interface Confusion {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export interface BinaryMetrics extends Confusion {
  precision: number;
  recall: number;
  f1: number;
  mcc: number;
}

const div = (a: number, b: number): number => (b === 0 ? 0 : a / b);

export function f1Of(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

/** Precision, recall, F1 and MCC (0 when a margin is empty) from a confusion matrix. */
export function binaryMetrics(c: Confusion): BinaryMetrics {
  const precision = div(c.tp, c.tp + c.fp);
  const recall = div(c.tp, c.tp + c.fn);
  const den = Math.sqrt((c.tp + c.fp) * (c.tp + c.fn) * (c.tn + c.fp) * (c.tn + c.fn));
  const mcc = den === 0 ? 0 : (c.tp * c.tn - c.fp * c.fn) / den;
  return { ...c, precision, recall, f1: f1Of(precision, recall), mcc };
}

/** The confusion matrix of paired truths and predictions. */
export function confusion(truth: ArrayLike<boolean>, predicted: ArrayLike<boolean>): Confusion {
  const c: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (let i = 0; i < truth.length; i++) {
    if (truth[i] && predicted[i]) c.tp++;
    else if (truth[i]) c.fn++;
    else if (predicted[i]) c.fp++;
    else c.tn++;
  }
  return c;
}

/** The confusion matrix of scores against a threshold, over the rows listed in `rows` (repeats count). */
export function confusionAt(
  truth: readonly boolean[],
  scores: readonly number[],
  threshold: number,
  rows: ArrayLike<number>,
): Confusion {
  const c: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    const p = scores[i]! >= threshold;
    if (truth[i] && p) c.tp++;
    else if (truth[i]) c.fn++;
    else if (p) c.fp++;
    else c.tn++;
  }
  return c;
}

/**
 * Standard error of a statistic of n rows by the bootstrap: `stat` is computed on `rounds`
 * resamples (row indices drawn with replacement by a seeded generator, so the result is fixed).
 */
export function bootstrapSe(
  n: number,
  stat: (rows: Int32Array) => number,
  rounds: number,
  seed: number,
): number {
  let state = seed >>> 0 || 1;
  const next = (): number => {
    // xorshift32: small, deterministic, good enough to draw rows.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const values: number[] = [];
  const rows = new Int32Array(n);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < n; k++) rows[k] = Math.floor(next() * n);
    values.push(stat(rows));
  }
  const mean = values.reduce((a, v) => a + v, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / Math.max(1, values.length - 1));
}

export interface LabelScore {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

/**
 * Per-label scores over multi-label rows (each row's true set against its predicted set) and
 * their macro average over `labels`.
 */
export function multiLabelF1<L extends string>(
  labels: readonly L[],
  truth: ReadonlyArray<readonly L[]>,
  predicted: ReadonlyArray<readonly L[]>,
): { perLabel: Record<L, LabelScore>; macroF1: number } {
  const perLabel = {} as Record<L, LabelScore>;
  let sum = 0;
  for (const l of labels) {
    const c: Confusion = { tp: 0, fp: 0, fn: 0, tn: 0 };
    for (let i = 0; i < truth.length; i++) {
      const t = truth[i]!.includes(l);
      const p = predicted[i]!.includes(l);
      if (t && p) c.tp++;
      else if (t) c.fn++;
      else if (p) c.fp++;
      else c.tn++;
    }
    const m = binaryMetrics(c);
    perLabel[l] = { precision: m.precision, recall: m.recall, f1: m.f1, support: c.tp + c.fn };
    sum += m.f1;
  }
  return { perLabel, macroF1: labels.length ? sum / labels.length : 0 };
}

/**
 * The threshold in (0, 1) that maximises `criterion` when a score >= threshold is positive. Every
 * midpoint between two distinct scores is a candidate; ties go to the higher threshold (fewer
 * labels named). Returns 0.5 when there are no positives.
 */
export function bestThreshold(
  scores: readonly number[],
  truth: readonly boolean[],
  criterion: (m: BinaryMetrics) => number,
): { threshold: number; value: number } {
  if (!truth.some(Boolean)) return { threshold: 0.5, value: 0 };
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => b[0] - a[0]);
  const pos = truth.filter(Boolean).length;
  let tp = 0;
  let fp = 0;
  let best = {
    threshold: 1,
    value: criterion(binaryMetrics({ tp: 0, fp: 0, fn: pos, tn: truth.length - pos })),
  };
  for (let k = 0; k < order.length; k++) {
    const [s, i] = order[k]!;
    if (truth[i]) tp++;
    else fp++;
    const next = order[k + 1]?.[0];
    if (next === s) continue;
    const m = binaryMetrics({ tp, fp, fn: pos - tp, tn: truth.length - pos - fp });
    const value = criterion(m);
    if (value > best.value + 1e-12) best = { threshold: next === undefined ? s / 2 : (s + next) / 2, value };
  }
  return best;
}

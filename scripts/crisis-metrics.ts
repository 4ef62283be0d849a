/**
 * Small statistics shared by the crisis model's training script and the evaluation: rates with
 * 95% Wilson intervals (honest at 0/n and n/n, unlike the normal approximation) and thresholds
 * that keep a given recall.
 */

export interface Rate {
  k: number;
  n: number;
  rate: number;
  lo: number;
  hi: number;
}

/** k successes out of n, with the 95% Wilson score interval. */
export function wilson(k: number, n: number, z = 1.96): Rate {
  if (n === 0) return { k, n, rate: 0, lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const den = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / den;
  return { k, n, rate: p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

const f3 = (x: number): string => x.toFixed(3);

/** "0.938 (152/162) [0.890, 0.966]" */
export function fmtRate(r: Rate): string {
  return `${f3(r.rate)} (${r.k}/${r.n}) [${f3(r.lo)}, ${f3(r.hi)}]`;
}

/**
 * The highest threshold t such that at least `recall` of the positive scores are >= t (a message
 * is flagged when its score is >= t). Infinity when there are no positives.
 */
export function thresholdForRecall(positiveScores: readonly number[], recall: number): number {
  if (positiveScores.length === 0) return Infinity;
  const sorted = [...positiveScores].sort((a, b) => b - a);
  const k = Math.min(sorted.length, Math.max(1, Math.ceil(recall * sorted.length - 1e-9)));
  return sorted[k - 1]!;
}

/**
 * The lowest threshold that flags at most `maxFlagged` of the negative scores (a tie at the
 * threshold counts as flagged): just above the (maxFlagged+1)-th highest negative score.
 */
export function thresholdForFlags(negativeScores: readonly number[], maxFlagged: number): number {
  const sorted = [...negativeScores].sort((a, b) => b - a);
  if (maxFlagged >= sorted.length) return 0;
  const next = sorted[maxFlagged]!;
  return Math.min(1, next + 1e-9);
}

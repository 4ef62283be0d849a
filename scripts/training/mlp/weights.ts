/**
 * The linear trainer's row weights (scripts/training/crisis/model.ts rowWeights, not exported
 * there), copied: each language weighs the same; within it crisis rows weigh `crisisWeight` times
 * the none rows, and within a language and label each row weighs n_family^-familyPower before the
 * two totals are set.
 */
import type { Params } from '../crisis/model';
import type { Row } from '../crisis/setup';

export function rowWeights(list: readonly Row[], p: Pick<Params, 'crisisWeight' | 'familyPower'>): Float64Array {
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

/** Weighted mean log-loss of probabilities `s` (the weights as rowWeights gives them). */
export function weightedLogLoss(list: readonly Row[], s: ArrayLike<number>, w: ArrayLike<number>): number {
  let loss = 0;
  let total = 0;
  const eps = 1e-7;
  list.forEach((r, i) => {
    loss -= w[i]! * Math.log(r.crisis ? s[i]! + eps : 1 - s[i]! + eps);
    total += w[i]!;
  });
  return loss / total;
}

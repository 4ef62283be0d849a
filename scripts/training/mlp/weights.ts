/** Losses for the network's selection, with the linear trainer's row weights (crisis/model.ts). */
import type { Row } from '../crisis/setup';

export { rowWeights } from '../crisis/model';

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

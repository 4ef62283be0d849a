/**
 * Binary logistic regression over sparse hashed features (safety/classifier/features.ts), for the
 * training scripts of the local models: L2 on the weights, the bias unregularised, row weights,
 * fitted by L-BFGS (lbfgs.ts). Deterministic: the same rows in the same order give the same weights.
 */
import type { SparseVector } from '../safety/classifier/features';
import { lbfgs, type Objective } from './lbfgs';

export interface Linear {
  /** One weight per hash slot (`buckets` of them). */
  w: Float64Array;
  b: number;
}

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

export function softplus(z: number): number {
  return z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
}

/** w·x + b over a sparse vector; `mask` folds slots onto a smaller table. */
export function logit(x: SparseVector, w: ArrayLike<number>, b: number, mask = -1): number {
  let z = b;
  for (let k = 0; k < x.idx.length; k++) z += w[x.idx[k]! & mask]! * x.val[k]!;
  return z;
}

/**
 * The same vectors over only the slots they use (a slot no row touches keeps weight 0 under L2),
 * which makes each fit several times faster; `slots[j]` is the original slot of column j.
 */
export function compact(X: readonly SparseVector[], mask: number): { X: SparseVector[]; slots: Int32Array } {
  const column = new Map<number, number>();
  const slots: number[] = [];
  const out = X.map((x) => {
    const idx = new Int32Array(x.idx.length);
    for (let k = 0; k < x.idx.length; k++) {
      const slot = x.idx[k]! & mask;
      let j = column.get(slot);
      if (j === undefined) {
        j = slots.length;
        column.set(slot, j);
        slots.push(slot);
      }
      idx[k] = j;
    }
    return { idx, val: x.val };
  });
  return { X: out, slots: Int32Array.from(slots) };
}

/** Compact weights back onto the full table of `size` slots. */
export function expand(w: ArrayLike<number>, slots: Int32Array, size: number): Float64Array {
  const out = new Float64Array(size);
  for (let j = 0; j < slots.length; j++) out[slots[j]!] = w[j]!;
  return out;
}

export interface LogisticProblem {
  X: readonly SparseVector[];
  /** 1 for a positive row, 0 for a negative one. */
  y: ArrayLike<number>;
  /** Weight of each row; they are divided by their sum, so only their ratios matter. */
  weights: ArrayLike<number>;
  /** L2 strength on the weights (not the bias). */
  lambda: number;
  /** Size of the weight table (a power of two): slots are folded onto it. */
  buckets: number;
  maxIter?: number;
}

/** Fit w, b minimising the weighted mean log-loss plus lambda/2 |w|^2. */
export function fitLogistic(p: LogisticProblem): Linear {
  const { X, slots } = compact(p.X, p.buckets - 1);
  let total = 0;
  for (let i = 0; i < X.length; i++) total += p.weights[i]!;
  const dim = slots.length;
  const f: Objective = (x, g) => {
    g.fill(0);
    let loss = 0;
    const b = x[dim]!;
    for (let i = 0; i < X.length; i++) {
      const xi = X[i]!;
      const z = logit(xi, x, b);
      const y = p.y[i]!;
      const ci = p.weights[i]! / total;
      loss += ci * (softplus(z) - y * z);
      const coef = ci * (sigmoid(z) - y);
      for (let k = 0; k < xi.idx.length; k++) g[xi.idx[k]!]! += coef * xi.val[k]!;
      g[dim]! += coef;
    }
    let reg = 0;
    for (let j = 0; j < dim; j++) {
      reg += x[j]! * x[j]!;
      g[j]! += p.lambda * x[j]!;
    }
    return loss + 0.5 * p.lambda * reg;
  };
  const { x } = lbfgs(f, dim + 1, p.maxIter);
  return { w: expand(x, slots, p.buckets), b: x[dim]! };
}

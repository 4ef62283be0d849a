/**
 * A small deterministic optimiser for the local models' training scripts (the crisis model and the
 * thinking-trap model): full-batch L-BFGS, so the same data always gives the same weights, with no
 * dependency. Never imported by the server at run time.
 */

/** Writes the gradient of the objective at `x` into `g` and returns its value. */
export type Objective = (x: Float64Array, g: Float64Array) => number;

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** d = -H g by the two-loop recursion over the stored pairs (steepest descent when there are none). */
function direction(
  d: Float64Array,
  g: Float64Array,
  mem: { S: Float64Array[]; Y: Float64Array[]; R: number[] },
): void {
  const { S, Y, R } = mem;
  const n = d.length;
  const alpha = new Float64Array(S.length);
  d.set(g);
  for (let i = S.length - 1; i >= 0; i--) {
    const a = R[i]! * dot(S[i]!, d);
    alpha[i] = a;
    const y = Y[i]!;
    for (let j = 0; j < n; j++) d[j]! -= a * y[j]!;
  }
  if (S.length) {
    const y = Y[S.length - 1]!;
    const gamma = dot(S[S.length - 1]!, y) / dot(y, y);
    for (let j = 0; j < n; j++) d[j]! *= gamma;
  } else {
    const inv = 1 / Math.sqrt(dot(g, g));
    for (let j = 0; j < n; j++) d[j]! *= inv;
  }
  for (let i = 0; i < S.length; i++) {
    const b = R[i]! * dot(Y[i]!, d);
    const s = S[i]!;
    const coef = alpha[i]! - b;
    for (let j = 0; j < n; j++) d[j]! += coef * s[j]!;
  }
  for (let j = 0; j < n; j++) d[j] = -d[j]!;
}

/**
 * Minimise a smooth convex function of `n` variables from 0: L-BFGS (memory 10) with a
 * backtracking Armijo line search. Stops when the gradient norm is below `tol`, when a step no
 * longer lowers the value by a relative 1e-10, or after `maxIter` iterations.
 */
export function lbfgs(
  f: Objective,
  n: number,
  maxIter = 400,
  tol = 1e-7,
): { x: Float64Array; fx: number; iters: number } {
  const m = 10;
  let x = new Float64Array(n);
  let g = new Float64Array(n);
  let fx = f(x, g);
  const mem = { S: [] as Float64Array[], Y: [] as Float64Array[], R: [] as number[] };
  const d = new Float64Array(n);
  let xNew = new Float64Array(n);
  let gNew = new Float64Array(n);
  let iters = 0;
  for (; iters < maxIter; iters++) {
    const gnorm = Math.sqrt(dot(g, g));
    if (gnorm < tol) break;
    direction(d, g, mem);
    let dg = dot(d, g);
    if (!(dg < 0)) {
      for (let j = 0; j < n; j++) d[j] = -g[j]!;
      dg = -gnorm * gnorm;
      mem.S.length = mem.Y.length = mem.R.length = 0;
    }
    let step = 1;
    let fNew = Infinity;
    for (let tries = 0; tries < 40; tries++) {
      for (let j = 0; j < n; j++) xNew[j] = x[j]! + step * d[j]!;
      fNew = f(xNew, gNew);
      if (fNew <= fx + 1e-4 * step * dg) break;
      step *= 0.5;
    }
    if (!(fNew <= fx)) break;
    const s = new Float64Array(n);
    const y = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      s[j] = xNew[j]! - x[j]!;
      y[j] = gNew[j]! - g[j]!;
    }
    const sy = dot(s, y);
    if (sy > 1e-12) {
      if (mem.S.length === m) {
        mem.S.shift();
        mem.Y.shift();
        mem.R.shift();
      }
      mem.S.push(s);
      mem.Y.push(y);
      mem.R.push(1 / sy);
    }
    const done = fx - fNew <= 1e-10 * Math.max(1, Math.abs(fx));
    [x, xNew] = [xNew, x];
    [g, gNew] = [gNew, g];
    fx = fNew;
    if (done) break;
  }
  return { x, fx, iters };
}

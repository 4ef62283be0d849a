/**
 * A one-hidden-layer network over the crisis model's sparse hashed features (an experiment, not
 * production code): input = the committed feature vector folded onto `buckets` slots, H hidden
 * units (ReLU or tanh), one sigmoid output.
 *
 * Training: weighted log-loss (the linear trainer's row weights), Adam on mini-batches with lazy
 * updates of the input rows a batch touches (like TF's LazyAdam) and decoupled weight decay on
 * W1 and W2 (AdamW). The decay of a row not touched for k steps is applied exactly when it is
 * next touched ((1 - lr*wd)^k), so every weight decays at the same rate whatever its frequency.
 * Optional dropout on the hidden layer. Initialisation and shuffling come from a seeded PRNG;
 * input rows of slots no training row touches stay exactly 0 (an unseen n-gram adds nothing, as
 * in the linear model). Float32Array throughout, single-threaded, deterministic.
 */
import type { SparseVector } from '../../../src/server/ai/safety/classifier/features';
import { rng } from './prng';

/** A feature vector folded onto the MLP's slots (repeated slots merged). */
export interface Folded {
  idx: Int32Array;
  val: Float32Array;
}

export function fold(x: SparseVector, buckets: number): Folded {
  const mask = buckets - 1;
  const m = new Map<number, number>();
  for (let k = 0; k < x.idx.length; k++) {
    const s = x.idx[k]! & mask;
    m.set(s, (m.get(s) ?? 0) + x.val[k]!);
  }
  const idx = Int32Array.from(m.keys());
  const val = Float32Array.from(m.values());
  return { idx, val };
}

export interface MlpConfig {
  buckets: number;
  hidden: number;
  activation: 'relu' | 'tanh';
  lr: number;
  /** Decoupled weight decay (AdamW) on W1 and W2, per step: w -= lr * weightDecay * w. */
  weightDecay: number;
  /** Dropout rate on the hidden units during training (0: none). */
  dropout: number;
  batch: number;
  /** The learning rate is multiplied by this after each epoch (1: constant). */
  lrGamma: number;
  /** Half-width of the uniform initialisation of W1 (rows of slots seen in training only). */
  initScale: number;
  seed: number;
}

export interface Mlp {
  buckets: number;
  hidden: number;
  activation: 'relu' | 'tanh';
  /** buckets x hidden, row-major (one row per input slot). */
  W1: Float32Array;
  b1: Float32Array;
  W2: Float32Array;
  b2: number;
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** Hidden pre-activations of one row into `z`. */
function hiddenPre(m: Mlp, x: Folded, z: Float32Array): void {
  const H = m.hidden;
  z.set(m.b1);
  for (let t = 0; t < x.idx.length; t++) {
    const base = x.idx[t]! * H;
    const v = x.val[t]!;
    for (let k = 0; k < H; k++) z[k]! += m.W1[base + k]! * v;
  }
}

const scratchZ = new Map<number, Float32Array>();

/** P(crisis) of one folded vector. */
export function predict(m: Mlp, x: Folded): number {
  const H = m.hidden;
  let z = scratchZ.get(H);
  if (!z) scratchZ.set(H, (z = new Float32Array(H)));
  hiddenPre(m, x, z);
  let out = m.b2;
  const relu = m.activation === 'relu';
  for (let k = 0; k < H; k++) {
    const a = relu ? (z[k]! > 0 ? z[k]! : 0) : Math.tanh(z[k]!);
    out += m.W2[k]! * a;
  }
  return sigmoid(out);
}

/** P(crisis) of a vector at the feature settings' own slot count, folded by the low bits (= fold + predict). */
export function predictSparse(m: Mlp, x: SparseVector): number {
  const H = m.hidden;
  const mask = m.buckets - 1;
  let z = scratchZ.get(H);
  if (!z) scratchZ.set(H, (z = new Float32Array(H)));
  z.set(m.b1);
  for (let t = 0; t < x.idx.length; t++) {
    const base = (x.idx[t]! & mask) * H;
    const v = x.val[t]!;
    for (let k = 0; k < H; k++) z[k]! += m.W1[base + k]! * v;
  }
  let out = m.b2;
  const relu = m.activation === 'relu';
  for (let k = 0; k < H; k++) {
    const a = relu ? (z[k]! > 0 ? z[k]! : 0) : Math.tanh(z[k]!);
    out += m.W2[k]! * a;
  }
  return sigmoid(out);
}

export interface TrainInput {
  X: readonly Folded[];
  y: ArrayLike<number>;
  /** Row weights; normalised to mean 1 here. */
  weights: ArrayLike<number>;
}

/**
 * Train for `epochs` epochs; `onEpoch(e, model)` is called after each epoch with every pending
 * weight decay applied (the model is then exact, and can be scored).
 */
export function trainMlp(
  input: TrainInput,
  cfg: MlpConfig,
  epochs: number,
  onEpoch?: (epoch: number, m: Mlp) => void,
  prior?: number,
): Mlp {
  const { X, y } = input;
  const N = X.length;
  const H = cfg.hidden;
  const B = cfg.buckets;
  const r = rng(cfg.seed);
  let wsum = 0;
  for (let i = 0; i < N; i++) wsum += input.weights[i]!;
  const w = Float32Array.from({ length: N }, (_, i) => (input.weights[i]! * N) / wsum);

  const m: Mlp = {
    buckets: B,
    hidden: H,
    activation: cfg.activation,
    W1: new Float32Array(B * H),
    b1: new Float32Array(H).fill(cfg.activation === 'relu' ? 0.01 : 0),
    W2: new Float32Array(H),
    b2: 0,
  };
  // Rows of slots seen in training: random; the rest stay 0 (they never get a gradient).
  const seen = new Uint8Array(B);
  for (const x of X) for (let t = 0; t < x.idx.length; t++) seen[x.idx[t]!] = 1;
  for (let s = 0; s < B; s++)
    if (seen[s]) for (let k = 0; k < H; k++) m.W1[s * H + k] = r.uniform(cfg.initScale);
  for (let k = 0; k < H; k++) m.W2[k] = r.uniform(1 / Math.sqrt(H));
  if (prior !== undefined) m.b2 = Math.log(prior / (1 - prior));

  // Adam state.
  const mW1 = new Float32Array(B * H);
  const vW1 = new Float32Array(B * H);
  const gW1 = new Float32Array(B * H);
  const last = new Int32Array(B); // the step up to which a row's decay has been applied
  const stamp = new Int32Array(B).fill(-1);
  const touched = new Int32Array(B);
  const mW2 = new Float32Array(H);
  const vW2 = new Float32Array(H);
  const mb1 = new Float32Array(H);
  const vb1 = new Float32Array(H);
  let mb2 = 0;
  let vb2 = 0;
  const gW2 = new Float32Array(H);
  const gb1 = new Float32Array(H);
  const z = new Float32Array(H);
  const a = new Float32Array(H);
  const dz = new Float32Array(H);
  const keep = new Float32Array(H);
  const b1m = 0.9;
  const b2m = 0.999;
  const eps = 1e-8;
  let lr = cfg.lr;
  let decay = 1 - lr * cfg.weightDecay;
  const relu = cfg.activation === 'relu';
  const drop = cfg.dropout;
  const order = Int32Array.from({ length: N }, (_, i) => i);
  let t = 0;

  const catchUp = (): void => {
    for (let s = 0; s < B; s++) {
      if (!seen[s] || last[s] === t) continue;
      const f = decay ** (t - last[s]!);
      for (let k = 0; k < H; k++) m.W1[s * H + k]! *= f;
      last[s] = t;
    }
  };

  for (let epoch = 1; epoch <= epochs; epoch++) {
    r.shuffle(order);
    for (let start = 0; start < N; start += cfg.batch) {
      const end = Math.min(N, start + cfg.batch);
      const inv = 1 / (end - start);
      t++;
      let nTouched = 0;
      gW2.fill(0);
      gb1.fill(0);
      let gb2 = 0;
      for (let p = start; p < end; p++) {
        const i = order[p]!;
        const x = X[i]!;
        hiddenPre(m, x, z);
        let out = m.b2;
        for (let k = 0; k < H; k++) {
          const act = relu ? (z[k]! > 0 ? z[k]! : 0) : Math.tanh(z[k]!);
          keep[k] = drop > 0 ? (r.next() < drop ? 0 : 1 / (1 - drop)) : 1;
          a[k] = act * keep[k]!;
          out += m.W2[k]! * a[k]!;
        }
        const d = w[i]! * (sigmoid(out) - y[i]!) * inv;
        gb2 += d;
        for (let k = 0; k < H; k++) {
          gW2[k]! += d * a[k]!;
          const deriv = relu ? (z[k]! > 0 ? 1 : 0) : 1 - Math.tanh(z[k]!) ** 2;
          dz[k] = d * m.W2[k]! * keep[k]! * deriv;
          gb1[k]! += dz[k]!;
        }
        for (let q = 0; q < x.idx.length; q++) {
          const s = x.idx[q]!;
          if (stamp[s] !== t) {
            stamp[s] = t;
            touched[nTouched++] = s;
            gW1.fill(0, s * H, s * H + H);
          }
          const v = x.val[q]!;
          const base = s * H;
          for (let k = 0; k < H; k++) gW1[base + k]! += dz[k]! * v;
        }
      }
      const c1 = 1 - b1m ** t;
      const c2 = 1 - b2m ** t;
      const stepSize = (lr * Math.sqrt(c2)) / c1;
      for (let n = 0; n < nTouched; n++) {
        const s = touched[n]!;
        const base = s * H;
        const f = decay ** (t - last[s]!);
        last[s] = t;
        for (let k = 0; k < H; k++) {
          const j = base + k;
          const g = gW1[j]!;
          mW1[j] = b1m * mW1[j]! + (1 - b1m) * g;
          vW1[j] = b2m * vW1[j]! + (1 - b2m) * g * g;
          m.W1[j] = m.W1[j]! * f - (stepSize * mW1[j]!) / (Math.sqrt(vW1[j]!) + eps);
        }
      }
      for (let k = 0; k < H; k++) {
        mW2[k] = b1m * mW2[k]! + (1 - b1m) * gW2[k]!;
        vW2[k] = b2m * vW2[k]! + (1 - b2m) * gW2[k]! ** 2;
        m.W2[k] = m.W2[k]! * decay - (stepSize * mW2[k]!) / (Math.sqrt(vW2[k]!) + eps);
        mb1[k] = b1m * mb1[k]! + (1 - b1m) * gb1[k]!;
        vb1[k] = b2m * vb1[k]! + (1 - b2m) * gb1[k]! ** 2;
        m.b1[k]! -= (stepSize * mb1[k]!) / (Math.sqrt(vb1[k]!) + eps);
      }
      mb2 = b1m * mb2 + (1 - b1m) * gb2;
      vb2 = b2m * vb2 + (1 - b2m) * gb2 * gb2;
      m.b2 -= (stepSize * mb2) / (Math.sqrt(vb2) + eps);
    }
    catchUp();
    onEpoch?.(epoch, m);
    // Every row's decay is up to date here, so the rate can change between epochs.
    lr *= cfg.lrGamma;
    decay = 1 - lr * cfg.weightDecay;
  }
  return m;
}

/**
 * W1 as int8 with one scale per hidden unit (its largest absolute weight), square-root companded
 * like the linear model's codec (q = 127 sign(w) sqrt(|w| / scale)); W2 and the biases stay
 * float32. Returns the model as the app would decode it and its size in bytes.
 */
export function quantiseMlp(m: Mlp): { model: Mlp; bytes: number; nonZeroRows: number } {
  const H = m.hidden;
  const B = m.buckets;
  const scale = new Float32Array(H);
  for (let s = 0; s < B; s++)
    for (let k = 0; k < H; k++) scale[k] = Math.max(scale[k]!, Math.abs(m.W1[s * H + k]!));
  const W1 = new Float32Array(B * H);
  let nonZeroRows = 0;
  for (let s = 0; s < B; s++) {
    let any = false;
    for (let k = 0; k < H; k++) {
      const w = m.W1[s * H + k]!;
      const sc = scale[k]!;
      if (sc <= 0 || w === 0) continue;
      const q = Math.round(127 * Math.sqrt(Math.min(1, Math.abs(w) / sc)));
      const a = q / 127;
      W1[s * H + k] = (w < 0 ? -1 : 1) * a * a * sc;
      if (q) any = true;
    }
    if (any) nonZeroRows++;
  }
  // Dense int8 table + per-unit scales, b1, W2 (float32) + b2.
  const bytes = B * H + 4 * (3 * H + 1);
  return { model: { ...m, W1, b1: Float32Array.from(m.b1), W2: Float32Array.from(m.W2) }, bytes, nonZeroRows };
}

/**
 * The MLP's weight decay, dropout and number of epochs, chosen INSIDE train only: each candidate
 * is trained on train minus a held-back fold (the trainer's own folds, splitRows foldOf) and
 * scored after every epoch on that fold; the criterion is the weighted log-loss of the held-back
 * rows (the linear trainer's row weights), averaged over the folds used. Validation is never read.
 */
import type { Row } from '../crisis/setup';
import { predict, trainMlp, type Folded, type MlpConfig } from './mlp';
import { rowWeights, weightedLogLoss } from './weights';
import type { Params } from '../crisis/model';

export interface Choice {
  cfg: MlpConfig;
  epochs: number;
  loss: number;
  log: string[];
}

export interface SelectInput {
  train: readonly Row[];
  X: readonly Folded[];
  foldOf: Map<Row, number>;
  params: Pick<Params, 'crisisWeight' | 'familyPower'>;
  base: MlpConfig;
  grid: Array<Partial<MlpConfig>>;
  maxEpochs: number;
  /** How many of the trainer's folds are held back in turn (1: fold 0 only). */
  folds: number;
}

/** Held-back log-loss after each epoch (index epoch-1), averaged over the folds. */
export function curve(inp: SelectInput, cfg: MlpConfig): number[] {
  const sum = new Array<number>(inp.maxEpochs).fill(0);
  for (let k = 0; k < inp.folds; k++) {
    const fitIdx: number[] = [];
    const heldIdx: number[] = [];
    inp.train.forEach((r, i) => (inp.foldOf.get(r) === k ? heldIdx : fitIdx).push(i));
    const fitRows = fitIdx.map((i) => inp.train[i]!);
    const heldRows = heldIdx.map((i) => inp.train[i]!);
    const heldW = rowWeights(heldRows, inp.params);
    trainMlp(
      {
        X: fitIdx.map((i) => inp.X[i]!),
        y: fitRows.map((r) => (r.crisis ? 1 : 0)),
        weights: rowWeights(fitRows, inp.params),
      },
      cfg,
      inp.maxEpochs,
      (e, m) => {
        const s = heldIdx.map((i) => predict(m, inp.X[i]!));
        sum[e - 1]! += weightedLogLoss(heldRows, s, heldW) / inp.folds;
      },
    );
  }
  return sum;
}

export function selectMlp(inp: SelectInput): Choice {
  let best: Choice | null = null;
  const log: string[] = [];
  for (const g of inp.grid) {
    const cfg = { ...inp.base, ...g };
    const t0 = performance.now();
    const c = curve(inp, cfg);
    let e = 0;
    for (let i = 1; i < c.length; i++) if (c[i]! < c[e]!) e = i;
    const line = `    ${JSON.stringify(g)}: held-back log-loss by epoch ${c.map((x) => x.toFixed(4)).join(' ')} -> best epoch ${e + 1} (${c[e]!.toFixed(4)}) [${((performance.now() - t0) / 1000).toFixed(0)} s]`;
    log.push(line);
    console.log(line);
    if (!best || c[e]! < best.loss) best = { cfg, epochs: e + 1, loss: c[e]!, log };
  }
  return best!;
}

/** The MLP's fixed settings; the grid is what the held-back fold chooses among. */
export const MLP_BASE: Omit<MlpConfig, 'buckets' | 'hidden' | 'seed'> = {
  activation: 'relu',
  lr: 0.003,
  lrGamma: 0.8,
  weightDecay: 0.3,
  dropout: 0,
  batch: 32,
  initScale: 0.3,
};
export const MLP_GRID: Array<Partial<MlpConfig>> = [
  { weightDecay: 0.1 },
  { weightDecay: 0.3 },
  { weightDecay: 1 },
  { weightDecay: 0.3, dropout: 0.3 },
];

/** Weights of W1 at most this many, so the int8 table stays near 1 MB. */
const BUDGET = 1.5e6;

/** The largest power of two of slots with slots x hidden <= BUDGET, and no more than the features' own. */
export function bucketsFor(hidden: number, featureBuckets: number): number {
  let buckets = 1;
  while (buckets * 2 * hidden <= BUDGET && buckets * 2 <= featureBuckets) buckets *= 2;
  return buckets;
}

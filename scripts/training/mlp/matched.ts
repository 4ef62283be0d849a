/**
 * The thirteenth attempt's lead, checked on a set it was not found on (no production code):
 *
 *   npm run experiment:crisis-mlp-matched        # about two minutes; H=16 SEED=1 by default
 *
 * The experiment (experiment.ts) found that a 16-unit network whose `high` is raised until its
 * model-alone recall on validation equals the linear baseline's gives fewer alarms on the turns of
 * DEV_BATTERY_8..11 (22-26 against 39). Those sets showed the lead, so they cannot confirm it. This
 * trains the same candidate (the experiment's selection inside train, seed 1, int8 weights), sets
 * its thresholds by the rule written before it was run (`high` matched to the baseline's recall per
 * guessed language; `low` the experiment's rule, capped at `high`), and counts model-alone crisis
 * replies and check-ins per development set for the committed model, the baseline (the linear fit
 * on train) and the candidate, DEV_BATTERY_12 (never trained on, never used to choose) last.
 */
import { extractFeatures, type SparseVector } from '../../../src/server/ai/safety/classifier/features';
import { createCrisisScorer } from '../../../src/server/ai/safety/classifier/score';
import { logit, sigmoid } from '../../../src/server/ai/ml/logistic';
import { DEV_BATTERY_12 } from '../../../src/server/ai/cbt-engine/dev-battery-12';
import { thresholdForRecall } from '../../crisis-metrics';
import { loadCrisisData, splitRows } from '../crisis/data';
import { fitCrisis, quantised, vectors } from '../crisis/model';
import { LANGS, type PerLang, type Row } from '../crisis/setup';
import type { Thresholds } from '../crisis/thresholds';
import { batteries, type Turn } from './battery';
import { measure, thresholdsOnValidation } from './evaluate';
import { fold, predictSparse, quantiseMlp, trainMlp } from './mlp';
import { bucketsFor, MLP_BASE, MLP_GRID, selectMlp } from './select';
import { committedModel, committedParams } from './settings';
import { rowWeights } from './weights';

const H = Number(process.env.H ?? 16);
const SEED = Number(process.env.SEED ?? 1);

const file = committedModel();
const params = committedParams(file);
const fs = params.features;
const data = loadCrisisData('ml/data');
const { train, valid, foldOf } = splitRows(data.rows);
const Vtrain = vectors(train, fs);
const Vvalid = vectors(valid, fs);

/** Indices of validation crisis rows the scorer reads as `lang`. */
const crisisOf = (lang: string): number[] =>
  valid.map((r: Row, i) => (r.guess === lang && r.crisis ? i : -1)).filter((i) => i >= 0);

// The baseline: the linear fit on train with the committed settings, and the experiment's rule.
const lin = fitCrisis(train, params);
const wq = quantised(lin);
const linScore = (x: SparseVector): number => sigmoid(logit(x, wq, lin.b));
const sLin = Vvalid.map(linScore);
const tLin = thresholdsOnValidation(valid, sLin);
const recall = {} as PerLang<number>;
for (const l of LANGS)
  recall[l] = crisisOf(l).filter((i) => sLin[i]! >= tLin.high[l]).length / crisisOf(l).length;

// The candidate, selected and trained as in the experiment.
const buckets = bucketsFor(H, fs.buckets);
const X = Vtrain.map((v) => fold(v, buckets));
const weightParams = { crisisWeight: params.crisisWeight, familyPower: params.familyPower };
const choice = selectMlp({
  train,
  X,
  foldOf,
  params: weightParams,
  base: { ...MLP_BASE, buckets, hidden: H, seed: SEED },
  grid: MLP_GRID,
  maxEpochs: 12,
  folds: 1,
});
const net = quantiseMlp(
  trainMlp(
    { X, y: train.map((r) => (r.crisis ? 1 : 0)), weights: rowWeights(train, weightParams) },
    choice.cfg,
    choice.epochs,
  ),
).model;
const netScore = (x: SparseVector): number => predictSparse(net, x);
const sNet = Vvalid.map(netScore);
const rule = thresholdsOnValidation(valid, sNet);
const high = {} as PerLang<number>;
const low = {} as PerLang<number>;
for (const l of LANGS) {
  high[l] = thresholdForRecall(
    crisisOf(l).map((i) => sNet[i]!),
    recall[l],
  );
  low[l] = Math.min(rule.low[l], high[l]);
}
const tNet: Thresholds = { ...rule, high, low };

const f3 = (n: number): string => n.toFixed(3);
console.log(
  `\ncandidate: ${H} units, seed ${SEED}, ${buckets} slots, wd ${choice.cfg.weightDecay}, dropout ${choice.cfg.dropout}, ${choice.epochs} epochs`,
);
for (const l of LANGS)
  console.log(
    `  [${l}] high ${f3(high[l])} (the experiment's rule: ${f3(rule.high[l])}), low ${f3(low[l])}; baseline high ${f3(tLin.high[l])}, low ${f3(tLin.low[l])}, model recall ${f3(recall[l])}`,
  );
const vb = measure(valid, sLin, tLin);
const vn = measure(valid, sNet, tNet);
for (const l of LANGS)
  console.log(
    `  [${l}] validation, baseline -> candidate: rules OR model recall ${f3(vb.rulesOrModel[l].rate)} -> ${f3(vn.rulesOrModel[l].rate)}; hard negatives flagged (rules OR model) ${f3(vb.hardApp[l].rate)} -> ${f3(vn.hardApp[l].rate)}; ordinary turns flagged by the model ${f3(vb.turns[l].rate)} -> ${f3(vn.turns[l].rate)}`,
  );

// Model-alone crisis replies and check-ins per development set.
const committed = createCrisisScorer(file);
const twelfth: Turn[] = DEV_BATTERY_12.flatMap((d) =>
  d.turns.map(([, text]) => ({ set: 'DEV_BATTERY_12', dialogue: d.id, lang: d.lang, text })),
);
const sets = [...batteries(data.rows), { name: 'DEV_BATTERY_12 (unseen)', turns: twelfth }];
console.log('\nset | turns | committed crisis / check-ins | baseline | candidate');
for (const b of sets) {
  const n = { committed: [0, 0], baseline: [0, 0], candidate: [0, 0] };
  const count = (k: keyof typeof n, s: number, h: number, lo: number): void => {
    if (s >= h) n[k][0]!++;
    else if (s >= lo) n[k][1]!++;
  };
  for (const t of b.turns) {
    const x = extractFeatures(t.text, fs);
    const c = committed.score(t.text).level;
    if (c === 'crisis') n.committed[0]!++;
    else if (c === 'elevated') n.committed[1]!++;
    count('baseline', linScore(x), tLin.high[t.lang], tLin.low[t.lang]);
    count('candidate', netScore(x), high[t.lang], low[t.lang]);
  }
  console.log(
    `${b.name} | ${b.turns.length} | ${n.committed.join(' / ')} | ${n.baseline.join(' / ')} | ${n.candidate.join(' / ')}`,
  );
}

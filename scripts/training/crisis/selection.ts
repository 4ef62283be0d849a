/**
 * Hyper-parameters by 5-fold cross-validation inside train, a coordinate search: the weighting of
 * counts and of word grams, then L2 and the crisis weight, then how far each family is evened
 * out, then the norm floor of short messages, then whether words after a negation count apart,
 * then (when asked) words after someone else is named counted apart, then the number of slots.
 * Criterion: mean per-language recall minus false-alarm rate of rules OR model (what the app
 * runs), out of fold, at the thresholds the `high` rule picks; the simplest candidate within one
 * standard error of the best.
 */
import { DEFAULT_FEATURES } from '../../../src/server/ai/safety/classifier/features';
import type { Split } from './data';
import { fitCrisis, scores, withFloor, type Params } from './model';
import { flags, highThresholds, meanRates } from './rates';
import { FOLDS, perLang, round, type Ceilings, type PerLang } from './setup';

/** What the search reads: the train rows, their folds, and the false-alarm ceilings of `high`. */
export type SearchInput = Pick<Split, 'train' | 'foldOf'> &
  Ceilings & {
    /** The lowest norm floor the search may choose (--min-floor): a short message stays weak evidence. */
    minFloor?: number;
    /** A fixed subject window (--subject-window) instead of the search's choice. */
    subjectWindow?: number;
  };

interface CvResult {
  params: Params;
  criterion: number;
  /** Standard error of the criterion (binomial, from the per-language recalls). */
  se: number;
  /** Rules OR model, what the app runs (the criterion is recall minus false alarms of these). */
  recall: number;
  fpr: number;
  /** The model alone. */
  modelRecall: number;
  modelFpr: number;
  thresholds: PerLang<number>;
  logLoss: number;
  /** The out-of-fold score of each train row. */
  oof: number[];
}

function crossValidate({ train, foldOf, maxFalseAlarms, maxTurnAlarms }: SearchInput, p: Params): CvResult {
  const oof = new Array<number>(train.length).fill(0);
  for (let k = 0; k < FOLDS; k++) {
    const fit = train.filter((r) => foldOf.get(r) !== k);
    const model = fitCrisis(fit, p);
    const heldIdx = train.map((r, i) => (foldOf.get(r) === k ? i : -1)).filter((i) => i >= 0);
    const s = scores(
      heldIdx.map((i) => train[i]!),
      p.features,
      model.w,
      model.b,
    );
    heldIdx.forEach((i, j) => (oof[i] = s[j]!));
  }
  const thresholds = perLang(
    highThresholds(train, oof, { maxFalseAlarms, maxTurnAlarms }),
    (h) => h.threshold,
  );
  const model = flags(train, oof, thresholds);
  const alone = meanRates(train, model);
  const { recall, se, fpr } = meanRates(
    train,
    model.map((f, i) => f || train[i]!.rules),
  );
  const eps = 1e-7;
  const logLoss =
    -train.reduce((a, r, i) => a + Math.log(r.crisis ? oof[i]! + eps : 1 - oof[i]! + eps), 0) / train.length;
  return {
    params: p,
    criterion: recall - fpr,
    se,
    recall,
    fpr,
    modelRecall: alone.recall,
    modelFpr: alone.fpr,
    thresholds,
    logLoss,
    oof,
  };
}

/**
 * One-standard-error rule: of the candidates whose criterion is within one standard error of the
 * best, take the first in `candidates` order, which each stage lists from the simplest (more
 * regularised, fewer slots, less weight on words). Differences smaller than that are noise with
 * ~670 crisis rows, and the simpler model is less sure of itself on wording it never saw.
 */
function pick(results: CvResult[]): CvResult {
  let best = results[0]!;
  for (const r of results)
    if (
      r.criterion > best.criterion + 1e-9 ||
      (Math.abs(r.criterion - best.criterion) <= 1e-9 && r.logLoss < best.logLoss)
    )
      best = r;
  return results.find((r) => r.criterion >= best.criterion - best.se) ?? best;
}

type SearchLog = Array<Record<string, unknown>>;

/** One stage: every candidate cross-validated, logged and printed; the one `pick` keeps. */
function search(input: SearchInput, log: SearchLog, candidates: Params[], label: string): CvResult {
  const results: CvResult[] = [];
  for (const p of candidates) {
    const t0 = performance.now();
    const r = crossValidate(input, p);
    const desc = {
      lambda: p.lambda,
      crisisWeight: p.crisisWeight,
      familyPower: p.familyPower,
      floorQuantile: p.floorQuantile,
      weighting: p.features.weighting,
      wordWeight: p.features.wordWeight,
      buckets: p.features.buckets,
      minSquaredNorm: p.features.minSquaredNorm,
      negationWindow: p.features.negationWindow ?? 0,
      ...(p.features.subjectWindow ? { subjectWindow: p.features.subjectWindow } : {}),
    };
    log.push({
      stage: label,
      ...desc,
      cvRecall: round(r.recall),
      cvFalseAlarms: round(r.fpr),
      cvModelRecall: round(r.modelRecall),
      cvModelFalseAlarms: round(r.modelFpr),
      cvThresholds: perLang(r.thresholds, (t) => round(t)),
      cvLogLoss: round(r.logLoss),
    });
    console.log(
      `  [${label}] ${JSON.stringify(desc)} -> rules OR model: recall ${r.recall.toFixed(3)} (se ${r.se.toFixed(3)}) false alarms ${r.fpr.toFixed(3)}; model: ${r.modelRecall.toFixed(3)}, ${r.modelFpr.toFixed(3)} (t it ${r.thresholds.it.toFixed(3)} en ${r.thresholds.en.toFixed(3)}) log-loss ${r.logLoss.toFixed(4)} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    results.push(r);
  }
  const chosen = pick(results);
  console.log(
    `  [${label}] chosen (within one standard error of the best, simplest first): ${JSON.stringify(chosen.params)}`,
  );
  return chosen;
}

/** The coordinate search; each list runs from the simplest candidate to the least simple (see pick). */
export function chooseParams(input: SearchInput): { params: Params; log: SearchLog; oof: number[] } {
  const log: SearchLog = [];
  const stage = (candidates: Params[], label: string): CvResult => search(input, log, candidates, label);
  console.log('\nhyper-parameters: 5-fold cross-validation inside train');
  const start: Params = {
    lambda: 1e-5,
    crisisWeight: 1,
    familyPower: 0,
    floorQuantile: 0.25,
    features: DEFAULT_FEATURES,
  };
  let best = stage(
    [1, 2, 4, 8].flatMap((wordWeight) =>
      (['log', 'binary'] as const).map((weighting) => ({
        ...start,
        features: withFloor(input.train, { ...start.features, weighting, wordWeight }, start.floorQuantile),
      })),
    ),
    'weighting',
  );
  // Heavier L2 than 1e-4 and a crisis weight of 4 never came close on this data (see the search log).
  const lambdas = [1e-4, 3e-5, 1e-5, 3e-6, 1e-6];
  const weightsOfCrisis = [1, 2];
  best = stage(
    lambdas.flatMap((lambda) =>
      weightsOfCrisis.map((crisisWeight) => ({ ...best.params, lambda, crisisWeight })),
    ),
    'L2 x crisis weight',
  );
  best = stage(
    [0, 0.5, 1].map((familyPower) => ({ ...best.params, familyPower })),
    'family weights',
  );
  // A higher floor reads a short message as less evidence: the more cautious end comes first.
  best = stage(
    [0.5, 0.25, 0.1, 0]
      .filter((floorQuantile) => floorQuantile >= (input.minFloor ?? 0))
      .map((floorQuantile) => ({
        ...best.params,
        floorQuantile,
        features: withFloor(input.train, best.params.features, floorQuantile),
      })),
    'norm floor',
  );
  best = stage(
    [0, 3].map((negationWindow) => ({
      ...best.params,
      features: withFloor(
        input.train,
        { ...best.params.features, negationWindow },
        best.params.floorQuantile,
      ),
    })),
    'negation',
  );
  // Off unless asked for (--subject-window): the committed model is rebuilt byte for byte without it.
  if (input.subjectWindow !== undefined) {
    const subjectWindow = input.subjectWindow;
    best = stage(
      [
        {
          ...best.params,
          features: withFloor(
            input.train,
            { ...best.params.features, subjectWindow },
            best.params.floorQuantile,
          ),
        },
      ],
      'someone else',
    );
  }
  best = stage(
    [1 << 16, 1 << 17, 1 << 18, 1 << 19].map((buckets) => ({
      ...best.params,
      features: withFloor(input.train, { ...best.params.features, buckets }, best.params.floorQuantile),
    })),
    'buckets',
  );
  const params = best.params;
  console.log(`chosen: ${JSON.stringify(params)}`);
  return { params, log, oof: best.oof };
}

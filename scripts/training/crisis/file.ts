/** The crisis model file (safety/classifier/codec.ts reads it): weights, thresholds and the record of how they were made. */
import { encodeSparse, type CrisisModelFile } from '../../../src/server/ai/safety/classifier/codec';
import type { Linear } from '../../../src/server/ai/ml/logistic';
import type { Rate } from '../../crisis-metrics';
import { counts, type CrisisData, type Split } from './data';
import type { Params } from './model';
import { HEAD_LAMBDA, type DecisionReport } from './report';
import {
  CATEGORY_BUCKETS,
  CATEGORY_LABELS,
  COMMON_THRESHOLDS,
  EVERYDAY,
  FOLDS,
  HIGH_RECALL,
  LOW_RECALL,
  SEED,
  VALIDATION_SHARE,
  rateJson,
  round,
  type Ceilings,
} from './setup';
import { thresholdsJson, type Pool, type Scored, type Thresholds } from './thresholds';

export interface Trained {
  data: CrisisData;
  split: Split;
  ceilings: Ceilings;
  params: Params;
  searchLog: Array<Record<string, unknown>>;
  thresholds: Thresholds;
  /** The final fits, on train + validation. */
  model: Linear;
  head: { W: Float64Array[]; b: number[] };
  /** What the fits on train did on validation. */
  scored: Scored;
  /** The rows and scores the thresholds were chosen on (validation + train out of fold). */
  pool: Pool;
  report: DecisionReport;
  categoryAccuracy: Rate;
  quantError: number;
}

function thresholdsRecord({ thresholds: t, ceilings }: Trained): CrisisModelFile['thresholds'] {
  const met = t.recallTargetMet;
  return {
    ...COMMON_THRESHOLDS,
    rule: `per language (the language the message's words look like), on the validation rows scored by the fit on train together with the train rows' out-of-fold scores: high is the highest threshold keeping recall >= ${HIGH_RECALL} unless it flags more than ${ceilings.maxFalseAlarms} of that language's hard negatives (crisis files) or more than ${ceilings.maxTurnAlarms} of its ordinary chat turns (everyday thoughts, conversation families, short replies), then the lowest within both ceilings (recall target it ${met.it ? 'met' : 'missed'}, en ${met.en ? 'met' : 'missed'}); low: highest keeping recall ${LOW_RECALL}, or where the false alarms among the hard negatives double if that is higher. Scores are mapped so each language's pair lands on the common pair stored as high and low (the scale the conversation layer's decay was set against)`,
    byLanguage: {
      it: { high: round(t.high.it, 6), low: round(t.low.it, 6) },
      en: { high: round(t.high.en, 6), low: round(t.low.en, 6) },
    },
  };
}

function trainingRecord({ data, split, params, searchLog }: Trained): CrisisModelFile['training'] {
  return {
    data: [...data.dataFiles, ...data.everydayFiles],
    everyday: `${data.everydayFiles.join(', ')}: ordinary negatives (family ${EVERYDAY}); ${data.everydayFlagged} the rules flag were left out`,
    sha256: data.sha256,
    rows: data.rows.length,
    duplicatesDropped: data.duplicates,
    counts: counts(data.rows),
    split: {
      seed: SEED,
      validationShare: VALIDATION_SHARE,
      stratifiedBy: 'lang+label+family',
      train: counts(split.train),
      validation: counts(split.valid),
    },
    model: 'logistic regression, L2 (bias unregularised), L-BFGS, each language weighted equally',
    hyperParameters: {
      lambda: params.lambda,
      crisisWeight: params.crisisWeight,
      familyPower: params.familyPower,
      floorQuantile: params.floorQuantile,
      categoryLambda: HEAD_LAMBDA,
    },
    selection: `${FOLDS}-fold cross-validation inside train; criterion: mean per-language recall minus false-alarm rate of rules OR model (what the app runs), at the thresholds the high rule picks out of fold; the simplest candidate within one standard error of the best`,
    search: searchLog,
  };
}

function validationRecord(t: Trained): CrisisModelFile['validation'] {
  const { valid } = t.scored;
  const { validation, elevated, perFamily } = t.report;
  return {
    note: 'model fitted on train only, quantised as stored; the committed weights were then refitted on all rows with the same hyper-parameters and thresholds',
    rows: valid.length,
    thresholds: thresholdsJson(t.pool, t.thresholds, t.ceilings),
    languageGuessWrong: valid.filter((r) => r.guess !== r.lang).length,
    ...validation,
    elevated,
    perFamily,
    categoryAccuracy: rateJson(t.categoryAccuracy),
    quantisationMaxScoreChange: round(t.quantError, 6),
  };
}

export function modelFile(t: Trained): CrisisModelFile {
  return {
    format: 'serenamente-crisis-linear',
    version: 1,
    created: new Date().toISOString().slice(0, 10),
    features: {
      ...t.params.features,
      text: 'normalizeText (lowercase, accents folded, repeats squeezed, leetspeak and chat abbreviations expanded), punctuation dropped, digits as 0, emoji as words',
      hash: 'FNV-1a 32-bit per n-gram (seed per kind), murmur3 finaliser, low bits',
    },
    thresholds: thresholdsRecord(t),
    crisis: { bias: t.model.b, weights: encodeSparse(t.model.w) },
    category: {
      labels: CATEGORY_LABELS,
      buckets: CATEGORY_BUCKETS,
      bias: t.head.b,
      weights: t.head.W.map((w) => encodeSparse(w)),
    },
    training: trainingRecord(t),
    validation: validationRecord(t),
  };
}

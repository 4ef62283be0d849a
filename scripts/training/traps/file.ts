/** The thinking-trap model file (distortions/trap-model.ts reads it) and its validation figures. */
import { encodeSparse } from '../../../src/server/ai/safety/classifier/codec';
import type { TrapModelFile } from '../../../src/server/ai/distortions/trap-model';
import type { Linear } from '../../../src/server/ai/ml/logistic';
import { DISTORTION_IDS } from '../../../src/server/ai/types';
import type { TrapRow } from './data';
import { r4, type Judged } from './selection';

/** What the chosen heads (fitted on the fit split) did on validation at their thresholds. */
export function validationFigures(valid: readonly TrapRow[], best: Judged): Record<string, unknown> {
  const { precision, recall, f1, mcc } = best.decisionMetrics;
  const distorted = { threshold: best.decisionThreshold, precision, recall, f1, mcc };
  return {
    note: 'heads fitted on the fit split, quantised as stored, thresholds chosen here; the committed weights were then refitted on fit + validation',
    rows: valid.length,
    distorted: Object.fromEntries(Object.entries(distorted).map(([k, v]) => [k, r4(v)])),
    trapF1: Object.fromEntries(DISTORTION_IDS.map((id, k) => [id, r4(best.trapF1[k]!)])),
  };
}

export function modelFile(
  heads: Linear[],
  best: Judged,
  training: Record<string, unknown>,
  validation: Record<string, unknown>,
): TrapModelFile {
  const { params } = best;
  const head = (l: Linear, threshold: number) => ({
    bias: l.b,
    threshold: r4(threshold),
    weights: encodeSparse(l.w),
  });
  return {
    format: 'serenamente-trap-linear',
    version: 1,
    created: new Date().toISOString().slice(0, 10),
    features: {
      ...params.features,
      text: 'normalizeText, punctuation dropped, digits as 0, emoji as words (safety/classifier/features.ts)',
      hash: 'FNV-1a 32-bit per n-gram (seed per kind), murmur3 finaliser, low bits',
    },
    slots: params.slots,
    any: head(heads[0]!, best.anyThreshold),
    decision: {
      threshold: r4(best.decisionThreshold),
      rule: 'distortedScore: mean of P(any) and the highest trap probability on the common scale; threshold: best MCC on validation',
    },
    labels: [...DISTORTION_IDS],
    traps: heads.slice(1).map((l, k) => head(l, best.trapThresholds[k]!)),
    training: {
      ...training,
      model:
        'one-vs-rest logistic regression per trap + one "any trap" head, L2 (bias unregularised), L-BFGS, each language weighted equally',
      hyperParameters: { lambda: params.lambda, slots: params.slots },
      selection:
        'coordinate search, fitted on the fit split, criterion (best any-head MCC + mean best trap-head F1) / 2 on validation; simplest candidate within one bootstrap standard error of the best; any-head threshold: its best MCC, each trap threshold: its best F1',
    },
    validation,
  };
}

/** The `high` rule and the rates the model selection and the report measure. */
import { thresholdForFlags, thresholdForRecall } from '../../crisis-metrics';
import { HIGH_RECALL, LANGS, isHard, isTurn, type Ceilings, type PerLang, type Row } from './setup';

export interface HighRule {
  threshold: number;
  byRecall: number;
  /** The lowest threshold flagging at most maxFalseAlarms of the hard negatives. */
  byCeiling: number;
  /** The lowest threshold flagging at most maxTurnAlarms of the ordinary chat turns. */
  byTurnCeiling: number;
}

/** Row i is flagged: its score reaches the threshold of the language the scorer reads it as. */
export function flags(list: Row[], s: number[], t: PerLang<number>): boolean[] {
  return list.map((r, i) => s[i]! >= t[r.guess]);
}

/**
 * The `high` rule, for each language the scorer will read a message as: recall >= HIGH_RECALL
 * among its crisis rows, unless that flags more than either ceiling: `maxFalseAlarms` of its hard
 * negatives or `maxTurnAlarms` of its ordinary chat turns (isTurn). Then the lowest threshold
 * within both.
 */
export function highThresholds(list: Row[], s: number[], ceilings: Ceilings): PerLang<HighRule> {
  const out = {} as PerLang<HighRule>;
  for (const lang of LANGS) {
    const of = (keep: (r: Row) => boolean) => s.filter((_, i) => list[i]!.guess === lang && keep(list[i]!));
    const pos = of((r) => r.crisis);
    const neg = of(isHard);
    const turns = of(isTurn);
    const byRecall = thresholdForRecall(pos, HIGH_RECALL);
    const byCeiling = thresholdForFlags(neg, Math.floor(ceilings.maxFalseAlarms * neg.length));
    const byTurnCeiling = thresholdForFlags(turns, Math.floor(ceilings.maxTurnAlarms * turns.length));
    out[lang] = {
      threshold: Math.max(byRecall, byCeiling, byTurnCeiling),
      byRecall,
      byCeiling,
      byTurnCeiling,
    };
  }
  return out;
}

/** Mean over the (true) languages of the recall and of the hard negatives' false-alarm rate. */
export function meanRates(list: Row[], flagged: boolean[]): { recall: number; se: number; fpr: number } {
  let recall = 0;
  let variance = 0;
  let fpr = 0;
  for (const lang of LANGS) {
    const pos = list.map((r, i) => (r.crisis && r.lang === lang ? i : -1)).filter((i) => i >= 0);
    const neg = list.map((r, i) => (isHard(r) && r.lang === lang ? i : -1)).filter((i) => i >= 0);
    const r = pos.filter((i) => flagged[i]).length / Math.max(1, pos.length);
    recall += r;
    variance += (r * (1 - r)) / Math.max(1, pos.length);
    fpr += neg.filter((i) => flagged[i]).length / Math.max(1, neg.length);
  }
  const n = LANGS.length;
  return { recall: recall / n, se: Math.sqrt(variance) / n, fpr: fpr / n };
}

/**
 * The same threshold rule and the same measures for every candidate.
 *
 * Thresholds, on the validation split only (the trainer's chooseThresholds with the pool set to the
 * validation rows, ceilings 4% of the hard negatives and no ceiling on the turns), per language the
 * scorer reads a message as (row.guess, as in the trainer): `high` = the highest threshold keeping
 * recall >= 0.98 of the model alone, unless that flags more than 4% of that language's hard
 * negatives (isHard), then the lowest flagging at most 4%; `low` = the highest keeping recall 0.995
 * or, if higher, where the hard negatives' false alarms double (capped at `high`).
 *
 * Measures per language (the row's own language, as the trainer's report): recall of the model alone
 * and of rules OR model (row.rules), false alarms of the model alone on the hard negatives and on
 * the ordinary chat turns (isTurn).
 */
import { wilson, type Rate } from '../../crisis-metrics';
import { chooseThresholds, type Thresholds } from '../crisis/thresholds';
import { LANGS, isHard, isTurn, type PerLang, type Row } from '../crisis/setup';

export const CEILINGS = { maxFalseAlarms: 0.04, maxTurnAlarms: 1 };

export function thresholdsOnValidation(valid: Row[], s: number[]): Thresholds {
  return chooseThresholds({ rows: valid, s }, CEILINGS);
}

export interface ValidationMeasures {
  recall: PerLang<Rate>;
  rulesOrModel: PerLang<Rate>;
  hard: PerLang<Rate>;
  /** The hard negatives, rules OR model (what the app runs). */
  hardApp: PerLang<Rate>;
  turns: PerLang<Rate>;
  /** Crisis rows with low <= score < high and no rule: a check-in instead of a crisis reply. */
  checkInOnCrisis: PerLang<Rate>;
}

export function measure(valid: Row[], s: number[], t: Thresholds): ValidationMeasures {
  const out = {
    recall: {},
    rulesOrModel: {},
    hard: {},
    hardApp: {},
    turns: {},
    checkInOnCrisis: {},
  } as ValidationMeasures;
  const model = valid.map((r, i) => s[i]! >= t.high[r.guess]);
  const lowOnly = valid.map((r, i) => !model[i] && s[i]! >= t.low[r.guess]);
  for (const lang of LANGS) {
    const of = (keep: (r: Row) => boolean): number[] =>
      valid.map((r, i) => (r.lang === lang && keep(r) ? i : -1)).filter((i) => i >= 0);
    const rate = (idx: number[], f: (i: number) => boolean): Rate => wilson(idx.filter(f).length, idx.length);
    const pos = of((r) => r.crisis);
    const hard = of(isHard);
    const turns = of(isTurn);
    out.recall[lang] = rate(pos, (i) => model[i]!);
    out.rulesOrModel[lang] = rate(pos, (i) => model[i]! || valid[i]!.rules);
    out.hard[lang] = rate(hard, (i) => model[i]!);
    out.hardApp[lang] = rate(hard, (i) => model[i]! || valid[i]!.rules);
    out.turns[lang] = rate(turns, (i) => model[i]!);
    out.checkInOnCrisis[lang] = rate(pos, (i) => lowOnly[i]! && !valid[i]!.rules);
  }
  return out;
}

/** Nearest-rank percentile of a list of numbers. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
}

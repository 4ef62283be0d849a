/**
 * The thresholds. Each language has its own pair, for the messages the scorer reads as that
 * language. They are chosen on the validation rows scored by the fit on train (weights quantised
 * as the app loads them) together with the train rows' out-of-fold scores from the
 * cross-validation of the chosen hyper-parameters: five times the rows, so a ceiling is not one
 * of a few dozen scores in a sparse tail that moves whenever a round of data reshuffles the split
 * (with round 7 the Italian hard-negative ceiling on validation alone fell from 0.731 to 0.666;
 * on validation + out of fold from 0.685 to 0.670).
 * `high` is the highest threshold keeping recall >= HIGH_RECALL, unless that flags more than the
 * false-alarm ceiling of that language's hard negatives or the ceiling of its ordinary chat turns
 * (isTurn): then the lowest within both. `low` is the highest keeping recall LOW_RECALL, or (if
 * that is higher) where the false alarms among the hard negatives double. (Doubling the ordinary
 * turns' alarms as well was tried: with round 7 it left English a band of 0.67-0.73 where no
 * heavy message without crisis words falls, so no check-in at all.) The turns' alarms at `low`
 * are reported beside it.
 */
import type { Lang } from '../../../src/server/ai/types';
import { fmtRate, thresholdForFlags, thresholdForRecall, wilson } from '../../crisis-metrics';
import { highThresholds, type HighRule } from './rates';
import {
  HIGH_RECALL,
  LANGS,
  LOW_RECALL,
  isHard,
  isTurn,
  perLang,
  rateJson,
  round,
  type Ceilings,
  type PerLang,
  type Row,
} from './setup';

/** Validation rows and their scores under the model fitted on train. */
export interface Scored {
  valid: Row[];
  sVal: number[];
}

/** The rows the thresholds are chosen on: validation (fit on train) and train (out of fold). */
export interface Pool {
  rows: Row[];
  s: number[];
}

export function thresholdPool({ valid, sVal }: Scored, train: Row[], oof: number[]): Pool {
  return { rows: [...valid, ...train], s: [...sVal, ...oof] };
}

interface LowRule {
  threshold: number;
  byRecall: number;
  /** Where the hard negatives' false alarms double. */
  byFlags: number;
}

export interface Thresholds {
  highRules: PerLang<HighRule>;
  high: PerLang<number>;
  recallTargetMet: PerLang<boolean>;
  lowRules: PerLang<LowRule>;
  low: PerLang<number>;
}

/** Pool scores of one guessed language's rows that pass `keep`. */
function scoresOf({ rows, s }: Pool, lang: Lang, keep: (r: Row) => boolean): number[] {
  return s.filter((_, i) => rows[i]!.guess === lang && keep(rows[i]!));
}

const byLang = <U>(f: (lang: Lang) => U): PerLang<U> => perLang({ it: 'it', en: 'en' } as PerLang<Lang>, f);

/** The threshold where the flags among `neg` are twice those at `high`. */
function doubled(neg: number[], high: number): number {
  return thresholdForFlags(neg, 2 * neg.filter((s) => s >= high).length);
}

export function chooseThresholds(pool: Pool, ceilings: Ceilings): Thresholds {
  const highRules = highThresholds(pool.rows, pool.s, ceilings);
  const high = perLang(highRules, (h) => h.threshold);
  const recallTargetMet = perLang(highRules, (h) => h.threshold === h.byRecall);
  const lowRules = byLang((lang) => {
    const byRecall = thresholdForRecall(
      scoresOf(pool, lang, (r) => r.crisis),
      LOW_RECALL,
    );
    const byFlags = doubled(scoresOf(pool, lang, isHard), high[lang]);
    return { threshold: Math.min(high[lang], Math.max(byRecall, byFlags)), byRecall, byFlags };
  });
  const low = perLang(lowRules, (l) => l.threshold);
  // A stored threshold of 0 would not load (the scorer maps thresholds as logits).
  for (const lang of LANGS) low[lang] = Math.max(low[lang], 1e-6);
  return { highRules, high, recallTargetMet, lowRules, low };
}

export function printThresholds(
  scored: Scored,
  pool: Pool,
  t: Thresholds,
  ceilings: Ceilings,
  quantError: number,
): void {
  const { valid } = scored;
  console.log(
    `thresholds on validation + out-of-fold train scores: ${pool.rows.length} rows; ceilings: ${ceilings.maxFalseAlarms} of the hard negatives, ${ceilings.maxTurnAlarms} of the ordinary turns`,
  );
  for (const lang of LANGS) {
    const h = t.highRules[lang];
    const neg = scoresOf(pool, lang, isHard);
    const turns = scoresOf(pool, lang, isTurn);
    const at = (list: number[], x: number) => fmtRate(wilson(list.filter((s) => s >= x).length, list.length));
    console.log(
      `[${lang}] recall ${HIGH_RECALL} needs ${h.byRecall.toFixed(4)}, flagging ${at(neg, h.byRecall)} of its hard negatives and ${at(turns, h.byRecall)} of its ordinary turns`,
    );
    if (!t.recallTargetMet[lang])
      console.log(
        `  RECALL TARGET MISSED: that is above a false-alarm ceiling; high is the ceilings' threshold instead (hard negatives ${h.byCeiling.toFixed(4)}, ordinary turns ${h.byTurnCeiling.toFixed(4)})`,
      );
    console.log(
      `  high ${t.high[lang].toFixed(4)} flags ${at(neg, t.high[lang])} of the hard negatives, ${at(turns, t.high[lang])} of the ordinary turns`,
    );
    console.log(
      `  low ${t.low[lang].toFixed(4)} (recall ${LOW_RECALL} at ${t.lowRules[lang].byRecall.toFixed(4)}, twice the false alarms at ${t.lowRules[lang].byFlags.toFixed(4)}) flags ${at(neg, t.low[lang])} of the hard negatives, ${at(turns, t.low[lang])} of the ordinary turns`,
    );
  }
  console.log(
    `read as another language than written: ${valid.filter((r) => r.guess !== r.lang).length}/${valid.length} validation rows; quantisation moves a score by at most ${quantError.toFixed(4)}`,
  );
}

/** The thresholds as the model file records them, per language. */
export function thresholdsJson(pool: Pool, t: Thresholds, ceilings: Ceilings): PerLang<object> {
  return byLang((lang) => {
    const neg = scoresOf(pool, lang, isHard);
    const turns = scoresOf(pool, lang, isTurn);
    const at = (list: number[], x: number) =>
      rateJson(wilson(list.filter((s) => s >= x).length, list.length));
    return {
      high: round(t.high[lang], 6),
      low: round(t.low[lang], 6),
      chosenOn: 'validation (fit on train) + train out of fold',
      highByRecall: round(t.highRules[lang].byRecall, 6),
      highByFalseAlarmCeiling: round(t.highRules[lang].byCeiling, 6),
      highByTurnAlarmCeiling: round(t.highRules[lang].byTurnCeiling, 6),
      falseAlarmCeiling: ceilings.maxFalseAlarms,
      turnAlarmCeiling: ceilings.maxTurnAlarms,
      recallTargetMet: t.recallTargetMet[lang],
      falseAlarmsAtRecallTarget: at(neg, t.highRules[lang].byRecall),
      falseAlarmsAtHigh: at(neg, t.high[lang]),
      turnAlarmsAtHigh: at(turns, t.high[lang]),
      lowByRecall: round(t.lowRules[lang].byRecall, 6),
      lowByFalseAlarms: round(t.lowRules[lang].byFlags, 6),
      turnAlarmsAtLow: at(turns, t.low[lang]),
    };
  });
}

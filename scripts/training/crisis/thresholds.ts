/**
 * The thresholds, chosen on validation with the weights quantised as the app loads them. Each
 * language has its own pair, for the messages the scorer reads as that language. `high` is the
 * highest threshold keeping validation recall >= HIGH_RECALL, unless that flags more than the
 * false-alarm ceiling of that language's hard negatives: then the lowest within the ceiling.
 * `low` is the highest keeping recall LOW_RECALL, or (if that is higher) where the validation
 * false alarms double.
 */
import type { Lang } from '../../../src/server/ai/types';
import { fmtRate, thresholdForFlags, thresholdForRecall, wilson } from '../../crisis-metrics';
import { highThresholds, type HighRule } from './rates';
import {
  HIGH_RECALL,
  LANGS,
  LOW_RECALL,
  isHard,
  perLang,
  rateJson,
  round,
  type PerLang,
  type Row,
} from './setup';

/** Validation rows and their scores under the model fitted on train. */
export interface Scored {
  valid: Row[];
  sVal: number[];
}

interface LowRule {
  threshold: number;
  byRecall: number;
  byFlags: number;
}

export interface Thresholds {
  highRules: PerLang<HighRule>;
  high: PerLang<number>;
  recallTargetMet: PerLang<boolean>;
  lowRules: PerLang<LowRule>;
  low: PerLang<number>;
}

/** Validation scores of one guessed language's rows that pass `keep`. */
function scoresOf({ valid, sVal }: Scored, lang: Lang, keep: (r: Row) => boolean): number[] {
  return sVal.filter((_, i) => valid[i]!.guess === lang && keep(valid[i]!));
}

const byLang = <U>(f: (lang: Lang) => U): PerLang<U> => perLang({ it: 'it', en: 'en' } as PerLang<Lang>, f);

export function chooseThresholds(scored: Scored, maxFalseAlarms: number): Thresholds {
  const highRules = highThresholds(scored.valid, scored.sVal, maxFalseAlarms);
  const high = perLang(highRules, (h) => h.threshold);
  const recallTargetMet = perLang(highRules, (h) => h.threshold === h.byRecall);
  const lowRules = byLang((lang) => {
    const neg = scoresOf(scored, lang, isHard);
    const byRecall = thresholdForRecall(
      scoresOf(scored, lang, (r) => r.crisis),
      LOW_RECALL,
    );
    const byFlags = thresholdForFlags(neg, 2 * neg.filter((s) => s >= high[lang]).length);
    return { threshold: Math.min(high[lang], Math.max(byRecall, byFlags)), byRecall, byFlags };
  });
  const low = perLang(lowRules, (l) => l.threshold);
  // A stored threshold of 0 would not load (the scorer maps thresholds as logits).
  for (const lang of LANGS) low[lang] = Math.max(low[lang], 1e-6);
  return { highRules, high, recallTargetMet, lowRules, low };
}

export function printThresholds(
  scored: Scored,
  t: Thresholds,
  maxFalseAlarms: number,
  quantError: number,
): void {
  const { valid } = scored;
  for (const lang of LANGS) {
    const h = t.highRules[lang];
    const neg = scoresOf(scored, lang, isHard);
    console.log(
      `[${lang}] recall ${HIGH_RECALL} needs ${h.byRecall.toFixed(4)}, flagging ${fmtRate(wilson(neg.filter((s) => s >= h.byRecall).length, neg.length))} of its validation hard negatives`,
    );
    if (!t.recallTargetMet[lang])
      console.log(
        `  RECALL TARGET MISSED: that is above the false-alarm ceiling ${maxFalseAlarms}; high is the ceiling's threshold instead`,
      );
    console.log(
      `  high ${t.high[lang].toFixed(4)}  low ${t.low[lang].toFixed(4)} (recall ${LOW_RECALL} at ${t.lowRules[lang].byRecall.toFixed(4)}, twice the false alarms at ${t.lowRules[lang].byFlags.toFixed(4)})`,
    );
  }
  console.log(
    `read as another language than written: ${valid.filter((r) => r.guess !== r.lang).length}/${valid.length} validation rows; quantisation moves a score by at most ${quantError.toFixed(4)}`,
  );
}

/** The thresholds as the model file records them, per language. */
export function thresholdsJson(scored: Scored, t: Thresholds, maxFalseAlarms: number): PerLang<object> {
  return byLang((lang) => {
    const neg = scoresOf(scored, lang, isHard);
    return {
      high: round(t.high[lang], 6),
      low: round(t.low[lang], 6),
      highByRecall: round(t.highRules[lang].byRecall, 6),
      highByFalseAlarmCeiling: round(t.highRules[lang].byCeiling, 6),
      falseAlarmCeiling: maxFalseAlarms,
      recallTargetMet: t.recallTargetMet[lang],
      falseAlarmsAtRecallTarget: rateJson(
        wilson(neg.filter((s) => s >= t.highRules[lang].byRecall).length, neg.length),
      ),
      lowByRecall: round(t.lowRules[lang].byRecall, 6),
      lowByFalseAlarms: round(t.lowRules[lang].byFlags, 6),
    };
  });
}

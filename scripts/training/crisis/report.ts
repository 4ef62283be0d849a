/**
 * What the rules, the model and rules OR model (what the app runs) do on validation: per
 * language, the messages only marked elevated, per family, and the category head's accuracy.
 */
import { decodeSparse, encodeSparse } from '../../../src/server/ai/safety/classifier/codec';
import { fmtRate, wilson, type Rate } from '../../crisis-metrics';
import { fitCategories, predictCategory, vectors, type Params } from './model';
import { CATEGORY_BUCKETS, FAMILY_CATEGORY, LANGS, isHard, isOrdinary, rateJson, type Row } from './setup';
import type { Scored, Thresholds } from './thresholds';

/** The category head's L2. */
export const HEAD_LAMBDA = 1e-4;

type Decision = (i: number) => boolean;
interface Slice {
  recall: Rate;
  fpr: Rate;
  everyday: Rate;
}

function slice(valid: Row[], list: number[], decide: Decision): Slice {
  const pos = list.filter((i) => valid[i]!.crisis);
  const neg = list.filter((i) => isHard(valid[i]!));
  const ordinary = list.filter((i) => isOrdinary(valid[i]!));
  return {
    recall: wilson(pos.filter(decide).length, pos.length),
    fpr: wilson(neg.filter(decide).length, neg.length),
    everyday: wilson(ordinary.filter(decide).length, ordinary.length),
  };
}

const sliceJson = (s: Slice) => ({
  recall: rateJson(s.recall),
  falseAlarms: rateJson(s.fpr),
  everydayAlarms: rateJson(s.everyday),
});

function deciders({ valid, sVal }: Scored, high: Thresholds['high']): Record<string, Decision> {
  const rulesVal = valid.map((r) => r.rules);
  return {
    rules: (i) => rulesVal[i]!,
    model: (i) => sVal[i]! >= high[valid[i]!.guess],
    // What the app runs.
    'rules OR model': (i) => rulesVal[i]! || sVal[i]! >= high[valid[i]!.guess],
  };
}

function byDecider(valid: Row[], decide: Record<string, Decision>): Record<string, unknown> {
  const all = valid.map((_, i) => i);
  const validation: Record<string, unknown> = {};
  for (const [name, d] of Object.entries(decide)) {
    const perLang: Record<string, unknown> = {};
    console.log(`\n${name}`);
    for (const lang of LANGS) {
      const s = slice(
        valid,
        all.filter((i) => valid[i]!.lang === lang),
        d,
      );
      perLang[lang] = sliceJson(s);
      console.log(
        `  ${lang}  recall ${fmtRate(s.recall)}   false alarms ${fmtRate(s.fpr)}   everyday thoughts ${fmtRate(s.everyday)}`,
      );
    }
    const s = slice(valid, all, d);
    perLang.all = sliceJson(s);
    console.log(
      `  all recall ${fmtRate(s.recall)}   false alarms ${fmtRate(s.fpr)}   everyday thoughts ${fmtRate(s.everyday)}`,
    );
    validation[name] = perLang;
  }
  return validation;
}

/** Rows with no alarm but a score >= low (the app marks them elevated: a check-in). */
function elevated(
  { valid, sVal }: Scored,
  low: Thresholds['low'],
  app: Decision,
): Record<'crisisRows' | 'noneRows' | 'everydayRows', Rate> {
  const idx = valid.map((_, i) => i).filter((i) => !app(i) && sVal[i]! >= low[valid[i]!.guess]);
  const out = {
    crisisRows: wilson(idx.filter((i) => valid[i]!.crisis).length, valid.filter((r) => r.crisis).length),
    noneRows: wilson(idx.filter((i) => isHard(valid[i]!)).length, valid.filter(isHard).length),
    everydayRows: wilson(
      idx.filter((i) => isOrdinary(valid[i]!)).length,
      valid.filter((r) => isOrdinary(r)).length,
    ),
  };
  console.log(
    `\nelevated (no alarm, score >= low): crisis rows ${fmtRate(out.crisisRows)}, none rows ${fmtRate(out.noneRows)}, everyday thoughts ${fmtRate(out.everydayRows)}`,
  );
  return out;
}

function perFamily(valid: Row[], decide: Record<string, Decision>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  console.log('\nper family (validation): rules / model / rules OR model');
  const familyOf = (r: Row): string => `${r.crisis ? 'crisis' : 'none'}:${r.family}`;
  const families = [...new Set(valid.map(familyOf))].sort();
  for (const fam of families) {
    const idx = valid.map((_, i) => i).filter((i) => familyOf(valid[i]!) === fam);
    const row: Record<string, string> = {};
    const parts = Object.entries(decide).map(([name, d]) => {
      const k = idx.filter(d).length;
      row[name] = `${k}/${idx.length}`;
      return `${k}/${idx.length}`;
    });
    out[fam] = row;
    console.log(`  ${fam.padEnd(40)} ${parts.join('  ')}`);
  }
  return out;
}

export interface DecisionReport {
  validation: Record<string, unknown>;
  elevated: Record<string, Record<string, number>>;
  perFamily: Record<string, unknown>;
}

/** The decisions on validation, printed, and as the model file records them. */
export function decisionReport(scored: Scored, t: Thresholds): DecisionReport {
  const decide = deciders(scored, t.high);
  const validation = byDecider(scored.valid, decide);
  const raised = elevated(scored, t.low, decide['rules OR model']!);
  return {
    validation,
    elevated: {
      crisisRows: rateJson(raised.crisisRows),
      noneRows: rateJson(raised.noneRows),
      everydayRows: rateJson(raised.everydayRows),
    },
    perFamily: perFamily(scored.valid, decide),
  };
}

/** The category head fitted on train, quantised as stored, judged on the validation crisis rows. */
export function categoryAccuracy(train: Row[], valid: Row[], params: Params): Rate {
  const head = fitCategories(train, params.features, HEAD_LAMBDA);
  const headQ = head.W.map((w) => decodeSparse(encodeSparse(w), CATEGORY_BUCKETS));
  const validCrisis = valid.filter((r) => r.crisis);
  const hits = vectors(validCrisis, params.features).filter(
    (x, i) => predictCategory(x, headQ, head.b) === FAMILY_CATEGORY[validCrisis[i]!.family],
  ).length;
  const accuracy = wilson(hits, validCrisis.length);
  console.log(`\ncategory head accuracy on validation crisis rows: ${fmtRate(accuracy)}`);
  return accuracy;
}

/**
 * Evaluate the crisis check and the distortion detector.
 *
 *   npx tsx scripts/eval-ai.ts                       # the crisis check on the blind set and the seen sets
 *                                                    #   (scripts/eval-crisis.ts; `npm run eval:ai`)
 *   npx tsx scripts/eval-ai.ts --input eval/ai-eval.jsonl   # crisis and distortions on one labelled file
 *   npx tsx scripts/eval-ai.ts --input FILE.jsonl    # {"text","lang","label"} per line
 *   npx tsx scripts/eval-ai.ts --input thinking_traps.jsonl   # {"prompt","completion"} (external set)
 *   npx tsx scripts/eval-ai.ts --input reframing_dataset.csv  # situation,thought,...,thinking_traps_addressed
 *   options: --lang it|en   --errors (print misclassified rows)
 *
 * Runs exactly the checkCrisis and detectDistortions the app uses. Prints a
 * readable report; the LAST line is one JSON object with the metrics.
 * External data is read in place and never written anywhere.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { detectDistortions } from '../src/server/ai/distortions';
import { checkCrisis } from '../src/server/ai/safety/crisis';
import { DISTORTION_IDS, type DistortionId, type Lang } from '../src/server/ai/types';
import { runCrisisEval } from './eval-crisis';
import { parseJsonl } from './training/jsonl';

type Label = DistortionId | 'crisis' | 'none' | 'other';
interface Row {
  text: string;
  lang: Lang;
  labels: Label[];
}

const EXTERNAL_LABELS: Record<string, Label> = {
  catastrophizing: 'catastrophizing',
  labeling: 'labeling',
  'all-or-nothing thinking': 'all_or_nothing',
  'fortune telling': 'fortune_telling',
  'mind reading': 'mind_reading',
  overgeneralizing: 'overgeneralization',
  overgeneralization: 'overgeneralization',
  'not distorted': 'none',
  personalizing: 'personalization',
  personalization: 'personalization',
  'should statements': 'should_statements',
  'emotional reasoning': 'emotional_reasoning',
  'disqualifying the positive': 'discounting_positive',
};
const OWN_LABELS = new Set<string>(['crisis', 'none', ...DISTORTION_IDS]);

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function mapExternal(raw: string): Label {
  return EXTERNAL_LABELS[raw.trim().toLowerCase()] ?? 'other';
}

function parseCsv(src: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim()));
}

function load(path: string): Row[] {
  const src = readFileSync(path, 'utf8');
  if (path.endsWith('.csv')) {
    const [header, ...rows] = parseCsv(src);
    const h = (header ?? []).map((x) => x.trim().toLowerCase());
    const ti = h.indexOf('thought');
    const li = h.findIndex((x) => x.includes('trap') || x === 'label');
    const langi = h.indexOf('lang');
    if (ti < 0 || li < 0) throw new Error('CSV needs a "thought" column and a thinking_traps/label column');
    return mergeDuplicates(
      rows.map((r) => ({
        text: r[ti] ?? '',
        lang: (langi >= 0 && r[langi] === 'it' ? 'it' : 'en') as Lang,
        labels: [...new Set((r[li] ?? '').split(',').map(mapExternal))],
      })),
    );
  }
  const out: Row[] = [];
  for (const o of parseJsonl(src)) {
    if (typeof o.text === 'string') {
      const label = String(o.label ?? 'none');
      out.push({
        text: o.text,
        lang: o.lang === 'en' ? 'en' : 'it',
        labels: [OWN_LABELS.has(label) ? (label as Label) : mapExternal(label)],
      });
    } else if (typeof o.prompt === 'string') {
      out.push({
        text: o.prompt.replace(/\s*->\s*$/, ''),
        lang: 'en',
        labels: [mapExternal(String(o.completion ?? ''))],
      });
    }
  }
  return mergeDuplicates(out);
}

/** The external set repeats a thought once per annotated trap: merge into one multi-label row. */
function mergeDuplicates(rows: Row[]): Row[] {
  const byText = new Map<string, Row>();
  for (const r of rows) {
    const key = r.lang + '|' + r.text.trim().toLowerCase();
    const prev = byText.get(key);
    if (prev) prev.labels = [...new Set([...prev.labels, ...r.labels])];
    else byText.set(key, { ...r, labels: [...r.labels] });
  }
  return [...byText.values()].map(tidyLabels);
}

/** A row with at least one known trap keeps only the known traps; otherwise its single label. */
function tidyLabels(r: Row): Row {
  const traps = r.labels.filter((l) => l !== 'none' && l !== 'other' && l !== 'crisis');
  if (r.labels.includes('crisis')) return { ...r, labels: ['crisis'] };
  if (traps.length) return { ...r, labels: traps };
  return { ...r, labels: r.labels.includes('other') ? ['other'] : ['none'] };
}

const r3 = (x: number): number => Math.round(x * 1000) / 1000;
const div = (a: number, b: number): number => (b === 0 ? 0 : a / b);
const f1 = (p: number, r: number): number => (p + r === 0 ? 0 : (2 * p * r) / (p + r));
const pad = (s: string | number, n: number): string => String(s).padEnd(n);

/** One labelled file: crisis check (the app's decision) and distortion detector. */
function evalLabelled(input: string): void {
  const langFilter = arg('--lang');
  const showErrors = process.argv.includes('--errors');
  let rows = load(input);
  if (langFilter === 'it' || langFilter === 'en') rows = rows.filter((r) => r.lang === langFilter);

  // ---------------------------------------------------------------- crisis
  let cTp = 0,
    cFp = 0,
    cFn = 0,
    cTn = 0;
  const crisisErrors: string[] = [];
  for (const row of rows) {
    const isCrisis = row.labels.includes('crisis');
    const hit = checkCrisis(row.text, row.lang).crisis;
    if (isCrisis && hit) cTp++;
    else if (isCrisis) {
      cFn++;
      crisisErrors.push(`  missed crisis [${row.lang}] ${row.text}`);
    } else if (hit) {
      cFp++;
      crisisErrors.push(`  false alarm  [${row.lang}] ${row.text}`);
    } else cTn++;
  }

  // ---------------------------------------------------------------- distortions
  const evalRows = rows.filter((r) => !r.labels.includes('crisis') && r.labels.every((l) => l !== 'other'));
  let tp = 0,
    fp = 0,
    fn = 0,
    tn = 0;
  const per = new Map<DistortionId, { tp: number; fp: number; fn: number; support: number }>();
  for (const id of DISTORTION_IDS) per.set(id, { tp: 0, fp: 0, fn: 0, support: 0 });
  const distErrors: string[] = [];
  let top1Hits = 0;
  let top1Total = 0;
  let t0 = performance.now();
  for (const row of evalRows) {
    const truth = row.labels.filter(
      (l): l is DistortionId => l !== 'none' && l !== 'crisis' && l !== 'other',
    );
    const found = detectDistortions(row.text, row.lang);
    const top = found[0]?.id ?? null;
    const pos = truth.length > 0;
    if (pos && top) tp++;
    else if (pos) fn++;
    else if (top) fp++;
    else tn++;
    if (pos && top && truth.includes(top)) top1Hits++;
    if (pos) top1Total++;
    // Per type: the detected set against the label set (multi-label friendly).
    const detected = new Set(found.map((f) => f.id));
    for (const t of truth) per.get(t)!.support++;
    for (const d of detected) {
      const s = per.get(d)!;
      if (truth.includes(d)) s.tp++;
      else s.fp++;
    }
    for (const t of truth) if (!detected.has(t)) per.get(t)!.fn++;
    if (showErrors && ((top === null) !== !pos || (pos && top && !truth.includes(top)))) {
      distErrors.push(
        `  [${row.lang}] want ${truth.join('+') || 'none'} got ${found.map((f) => `${f.id}:${f.score}`).join(',') || 'none'} :: ${row.text}`,
      );
    }
  }
  const detectMs = performance.now() - t0;
  const precision = div(tp, tp + fp);
  const recall = div(tp, tp + fn);
  const mccDen = Math.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn));
  const mcc = mccDen === 0 ? 0 : (tp * tn - fp * fn) / mccDen;

  const perType: Record<string, { precision: number; recall: number; f1: number; support: number }> = {};
  let macro = 0;
  let macroN = 0;
  for (const id of DISTORTION_IDS) {
    const s = per.get(id)!;
    const p = div(s.tp, s.tp + s.fp);
    const r = div(s.tp, s.tp + s.fn);
    perType[id] = { precision: r3(p), recall: r3(r), f1: r3(f1(p, r)), support: s.support };
    if (s.support > 0) {
      macro += f1(p, r);
      macroN++;
    }
  }

  // ---------------------------------------------------------------- report
  t0 = performance.now();
  for (const row of rows) checkCrisis(row.text, row.lang);
  const crisisMs = performance.now() - t0;

  console.log(`Serenamente AI eval: ${input}`);
  console.log(
    `rows: ${rows.length}  (it ${rows.filter((r) => r.lang === 'it').length}, en ${rows.filter((r) => r.lang === 'en').length})`,
  );
  console.log('');
  console.log('Crisis check');
  console.log(
    `  recall ${r3(div(cTp, cTp + cFn))}  precision ${r3(div(cTp, cTp + cFp))}  false-positive rate ${r3(div(cFp, cFp + cTn))}`,
  );
  console.log(
    `  tp ${cTp}  fn ${cFn}  fp ${cFp}  tn ${cTn}   (${r3(crisisMs / Math.max(1, rows.length))} ms/message)`,
  );
  if (crisisErrors.length && showErrors) console.log(crisisErrors.join('\n'));
  console.log('');
  console.log(
    `Distortions: any vs none over ${evalRows.length} rows (${rows.length - evalRows.length} crisis/unmapped rows excluded)`,
  );
  console.log(
    `  precision ${r3(precision)}  recall ${r3(recall)}  F1 ${r3(f1(precision, recall))}  MCC ${r3(mcc)}`,
  );
  console.log(
    `  tp ${tp}  fn ${fn}  fp ${fp}  tn ${tn}   (${r3(detectMs / Math.max(1, evalRows.length))} ms/message)`,
  );
  console.log('');
  console.log(`  top-1 type accuracy on distorted rows: ${r3(div(top1Hits, top1Total))}`);
  console.log(`  ${pad('type', 22)}${pad('prec', 8)}${pad('recall', 8)}${pad('F1', 8)}support`);
  for (const id of DISTORTION_IDS) {
    const s = perType[id]!;
    console.log(`  ${pad(id, 22)}${pad(s.precision, 8)}${pad(s.recall, 8)}${pad(s.f1, 8)}${s.support}`);
  }
  console.log(`  macro-F1 ${r3(div(macro, macroN))}`);
  if (distErrors.length) console.log('\nMisclassified:\n' + distErrors.join('\n'));
  const counts: Record<string, number> = {};
  for (const row of rows) for (const l of row.labels) counts[l] = (counts[l] ?? 0) + 1;
  console.log(
    JSON.stringify({
      input,
      crisis: {
        recall: r3(div(cTp, cTp + cFn)),
        precision: r3(div(cTp, cTp + cFp)),
        fpr: r3(div(cFp, cFp + cTn)),
        tp: cTp,
        fn: cFn,
        fp: cFp,
        tn: cTn,
      },
      distortion: {
        precision: r3(precision),
        recall: r3(recall),
        f1: r3(f1(precision, recall)),
        mcc: r3(mcc),
        tp,
        fn,
        fp,
        tn,
      },
      perType,
      macroF1: r3(div(macro, macroN)),
      top1Accuracy: r3(div(top1Hits, top1Total)),
      counts: { rows: rows.length, distortionRows: evalRows.length, ...counts },
    }),
  );
}

const inputArg = arg('--input');
if (inputArg) evalLabelled(resolve(inputArg));
else runCrisisEval();

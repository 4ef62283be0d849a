/**
 * Evaluate the thinking-trap detector (detectDistortions, exactly as the app runs it).
 *
 *   npm run eval:distortions                 # the held-out split and the external English set
 *   npx tsx scripts/eval-distortions.ts --dir DIR   # the external set from another folder
 *
 * 1. The held-out 20% of ml/data/traps-{it,en}(-N).jsonl (the rule is the training script's
 *    `splitTrapRows`; the model never saw these rows), per language and together, then per pair
 *    of files (the first pair's held-out rows are the same whatever files are added later).
 * 2. Sharma et al. (ACL 2023), CC BY-NC-ND 4.0, read in place from ../shared/data/thinking-traps
 *    for evaluation only: nothing of it is copied, stored or trained on, and no word list or
 *    threshold is tuned on it. `thinking_traps.jsonl` repeats a thought once per annotated label:
 *    rows are grouped by thought. `reframing_dataset.csv`: one row per reframe, grouped by thought,
 *    labels from `thinking_traps_addressed`. A thought is distorted when any label other than
 *    "Not distorted" / "none" was given to it, labels without a counterpart included.
 *
 * Figures: binary (any trap named vs distorted) precision, recall, F1 and MCC; 10-class macro-F1:
 * per-trap F1 of the named set against the mapped label set over every thought, averaged over the
 * ten ids with a counterpart in Sharma's labels (`mental_filter` has none; it is shown apart on
 * the held-out split). Beside the detector: the old lexicon alone, and answering "distorted" always.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { detectDistortions } from '../src/server/ai/distortions';
import { lexiconScores } from '../src/server/ai/distortions/lexicon';
import { binaryMetrics, confusion, multiLabelF1 } from '../src/server/ai/ml/metrics';
import { normalizeText } from '../src/server/ai/text/normalize';
import { DISTORTION_IDS, type DistortionId, type Lang } from '../src/server/ai/types';
import { readJsonl } from './training/jsonl';
import { loadTrapRows, splitTrapRows } from './training/traps/data';

/** Sharma et al.'s labels (lowercase) and our ids. */
const SHARMA_MAP: Record<string, DistortionId> = {
  'all-or-nothing thinking': 'all_or_nothing',
  catastrophizing: 'catastrophizing',
  // Burns's "magnification": blowing a problem up, our catastrophizing.
  magnification: 'catastrophizing',
  overgeneralizing: 'overgeneralization',
  overgeneralization: 'overgeneralization',
  'mind reading': 'mind_reading',
  'fortune telling': 'fortune_telling',
  'should statements': 'should_statements',
  labeling: 'labeling',
  personalizing: 'personalization',
  personalization: 'personalization',
  'emotional reasoning': 'emotional_reasoning',
  'disqualifying the positive': 'discounting_positive',
};
/** Distorted for the binary task, but with no counterpart among our ids. */
const NO_COUNTERPART = ['negative feeling or emotion', 'blaming', 'comparing and despairing', 'comparing'];
const NEGATIVE = new Set(['not distorted', 'none']);
const TEN: DistortionId[] = DISTORTION_IDS.filter((id) => id !== 'mental_filter');

interface Item {
  text: string;
  lang: Lang;
  distorted: boolean;
  traps: DistortionId[];
}

type Detector = (text: string, lang: Lang) => DistortionId[];

const DETECTORS: Record<string, Detector> = {
  detector: (t, l) => detectDistortions(t, l).map((d) => d.id),
  'lexicon alone (before)': (t, l) =>
    lexiconScores(normalizeText(t), l)
      .filter((d) => d.score >= 0.5)
      .map((d) => d.id),
  'always distorted': () => ['catastrophizing'],
};

function fromLabels(text: string, raw: Iterable<string>): Item {
  const labels = [...raw].map((l) => l.trim().toLowerCase()).filter(Boolean);
  for (const l of labels)
    if (!SHARMA_MAP[l] && !NEGATIVE.has(l) && !NO_COUNTERPART.includes(l))
      throw new Error(`unmapped label "${l}"`);
  const traps = DISTORTION_IDS.filter((id) => labels.some((l) => SHARMA_MAP[l] === id));
  return { text, lang: 'en', distorted: labels.some((l) => !NEGATIVE.has(l)), traps };
}

function grouped(pairs: Array<[string, string[]]>): Item[] {
  const by = new Map<string, Set<string>>();
  for (const [text, labels] of pairs) {
    const key = text.trim();
    const set = by.get(key) ?? new Set<string>();
    for (const l of labels) set.add(l);
    by.set(key, set);
  }
  return [...by].map(([text, labels]) => fromLabels(text, labels));
}

function parseCsv(src: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = (): void => {
    row.push(field);
    field = '';
  };
  const endRow = (): void => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') field += src[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (field || row.length) endRow();
  return rows.filter((r) => r.some((f) => f.trim()));
}

function sharmaTraps(dir: string): Item[] {
  const lines = readJsonl<{ prompt: string; completion: string }>(join(dir, 'thinking_traps.jsonl'));
  return grouped(lines.map((o) => [o.prompt.replace(/\s*->\s*$/, ''), [o.completion]]));
}

function sharmaReframing(dir: string): Item[] {
  const [header, ...rows] = parseCsv(readFileSync(join(dir, 'reframing_dataset.csv'), 'utf8'));
  const h = (header ?? []).map((x) => x.trim().toLowerCase());
  const ti = h.indexOf('thought');
  const li = h.indexOf('thinking_traps_addressed');
  if (ti < 0 || li < 0) throw new Error('reframing_dataset.csv needs thought and thinking_traps_addressed');
  return grouped(rows.map((r) => [r[ti] ?? '', (r[li] ?? '').split(',')]));
}

function heldOut(lang?: Lang, pair?: number): Item[] {
  const { heldOut: rows } = splitTrapRows(loadTrapRows().rows);
  return rows
    .filter((r) => (!lang || r.lang === lang) && (!pair || r.pair === pair))
    .map((r) => ({ text: r.text, lang: r.lang, distorted: r.traps.length > 0, traps: r.traps }));
}

const f3 = (x: number): string => x.toFixed(3);

function report(name: string, items: Item[], showMentalFilter: boolean): void {
  const pos = items.filter((i) => i.distorted).length;
  const few =
    items.length - pos < 20 ? ' (too few undistorted thoughts for MCC or precision to mean much)' : '';
  console.log(`\n${name}: ${items.length} thoughts, ${pos} distorted, ${items.length - pos} not${few}`);
  for (const [label, detect] of Object.entries(DETECTORS)) {
    // A first pass decodes the model and warms the code; the second is timed, in processor time
    // rather than wall time so the figure does not depend on what else the machine runs.
    for (const i of items) detect(i.text, i.lang);
    const t0 = process.cpuUsage();
    const found = items.map((i) => detect(i.text, i.lang));
    const used = process.cpuUsage(t0);
    const ms = (used.user + used.system) / 1000 / Math.max(1, items.length);
    const b = binaryMetrics(
      confusion(
        items.map((i) => i.distorted),
        found.map((f) => f.length > 0),
      ),
    );
    const ten = multiLabelF1(
      TEN,
      items.map((i) => i.traps),
      found,
    );
    const mf = showMentalFilter
      ? `  mental_filter F1 ${f3(
          multiLabelF1(
            ['mental_filter'],
            items.map((i) => i.traps),
            found,
          ).macroF1,
        )}`
      : '';
    console.log(
      `  ${label.padEnd(24)} binary F1 ${f3(b.f1)}  precision ${f3(b.precision)}  recall ${f3(b.recall)}  MCC ${f3(b.mcc)}  | 10-class macro-F1 ${f3(ten.macroF1)}${mf}  (${ms.toFixed(3)} ms CPU/message)`,
    );
    if (label === 'detector' && process.argv.includes('--per-trap'))
      for (const id of TEN) {
        const s = ten.perLabel[id];
        console.log(
          `      ${id.padEnd(22)} P ${f3(s.precision)}  R ${f3(s.recall)}  F1 ${f3(s.f1)}  (${s.support})`,
        );
      }
  }
}

function main(): void {
  const dirArg = process.argv.indexOf('--dir');
  const dir = resolve(dirArg > 0 ? process.argv[dirArg + 1]! : '../shared/data/thinking-traps');
  console.log(
    'Thinking-trap detector: held-out split of ml/data/traps-*.jsonl and Sharma et al. (evaluation only)',
  );
  console.log(
    `Sharma labels mapped: ${Object.entries(SHARMA_MAP)
      .map(([k, v]) => `${k} -> ${v}`)
      .join('; ')}`,
  );
  console.log(
    `No counterpart (distorted, no trap id): ${NO_COUNTERPART.join(', ')}; mental_filter has no Sharma label`,
  );
  report('held-out (it + en)', heldOut(), true);
  report('held-out it', heldOut('it'), true);
  report('held-out en', heldOut('en'), true);
  const pairs = [...new Set(loadTrapRows().rows.map((r) => r.pair))].sort((a, b) => a - b);
  if (pairs.length > 1)
    for (const pair of pairs) report(`held-out, file pair ${pair} (it + en)`, heldOut(undefined, pair), true);
  report('Sharma thinking_traps.jsonl', sharmaTraps(dir), false);
  report('Sharma reframing_dataset.csv', sharmaReframing(dir), false);
}

main();

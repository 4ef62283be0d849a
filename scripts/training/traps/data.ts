/**
 * The thinking-trap model's data: ml/data/traps-{it,en}.jsonl and the later rounds
 * traps-{it,en}-N.jsonl ({text, lang, traps: ids, source}), and the deterministic splits. The
 * evaluation (scripts/eval-distortions.ts) reads the held-out part through the same rule.
 */
import { hashString } from '../../../src/server/ai/text/hash';
import { DISTORTION_IDS, type DistortionId, type Lang } from '../../../src/server/ai/types';
import { JsonlCorpus } from '../jsonl';

/** The first files first: a later row that repeats an earlier one is the one dropped. */
export const TRAP_FILES = [
  'ml/data/traps-it.jsonl',
  'ml/data/traps-en.jsonl',
  'ml/data/traps-it-2.jsonl',
  'ml/data/traps-en-2.jsonl',
];
export const HELD_OUT_SEED = 0x7a95e1;
export const VALIDATION_SEED = 0x3d1f0b;
export const SHARE = 0.2;

export interface TrapRow {
  text: string;
  lang: Lang;
  traps: DistortionId[];
  source: string;
  /** Which pair of files the row came from: 1 for traps-{it,en}.jsonl, N for traps-{it,en}-N.jsonl. */
  pair: number;
}

function pairOf(file: string): number {
  const m = /-(\d+)\.jsonl$/.exec(file);
  return m ? Number(m[1]) : 1;
}

const KNOWN = new Set<string>(DISTORTION_IDS);

/** Every row of the files, exact duplicates (after normalisation) dropped; throws on a bad row. */
export function loadTrapRows(files = TRAP_FILES): { rows: TrapRow[]; duplicates: number; sha256: string } {
  const corpus = new JsonlCorpus();
  const rows: TrapRow[] = [];
  for (const file of files)
    corpus.read(file, ({ text, lang, traps, source }, at) => {
      if (typeof text !== 'string' || (lang !== 'it' && lang !== 'en') || !Array.isArray(traps))
        throw new Error(`${at}: needs text, lang it|en and traps`);
      if (traps.some((t) => !KNOWN.has(t as string))) throw new Error(`${at}: unknown trap`);
      const ids = DISTORTION_IDS.filter((id) => traps.includes(id));
      if (!corpus.isNew({ lang, text }, ids.join(), at, 'duplicate with other traps')) return;
      rows.push({
        text,
        lang,
        traps: ids,
        source: typeof source === 'string' ? source : '',
        pair: pairOf(file),
      });
    });
  return { rows, duplicates: corpus.duplicates, sha256: corpus.digest() };
}

/**
 * Stratified deterministic split: per stratum, the share whose seeded hash sorts first goes aside.
 * Strata are language + first trap (or none), and, after the first pair of files, the pair: the
 * rows of the first files are split exactly as before the later files existed, so a row once held
 * out stays held out and the figures on them stay comparable when files are added.
 */
export function splitTraps(rows: readonly TrapRow[], seed: number): { kept: TrapRow[]; aside: TrapRow[] } {
  const strata = new Map<string, TrapRow[]>();
  for (const r of rows) {
    const k = `${r.lang}|${r.traps[0] ?? 'none'}${r.pair > 1 ? `|${r.pair}` : ''}`;
    strata.set(k, [...(strata.get(k) ?? []), r]);
  }
  const kept: TrapRow[] = [];
  const aside: TrapRow[] = [];
  for (const k of [...strata.keys()].sort()) {
    const g = strata.get(k)!.map((r) => ({ r, h: hashString(r.text, seed) }));
    g.sort((a, b) => a.h - b.h || (a.r.text < b.r.text ? -1 : 1));
    const n = Math.round(g.length * SHARE);
    g.forEach(({ r }, i) => (i < n ? aside : kept).push(r));
  }
  return { kept, aside };
}

/** The held-out 20% (never trained on) and the training part. */
export function splitTrapRows(rows: readonly TrapRow[]): { train: TrapRow[]; heldOut: TrapRow[] } {
  const { kept, aside } = splitTraps(rows, HELD_OUT_SEED);
  return { train: kept, heldOut: aside };
}

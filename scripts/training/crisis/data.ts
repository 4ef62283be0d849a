/**
 * The crisis trainer's data: every crisis-train-*.jsonl ({text, lang, label crisis|none, family})
 * and the thinking-trap thoughts as ordinary negatives, then the deterministic splits.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { featureTokens } from '../../../src/server/ai/safety/classifier/features';
import { guessLanguage } from '../../../src/server/ai/safety/classifier/language';
import { checkCrisisRules } from '../../../src/server/ai/safety/crisis';
import { hashString } from '../../../src/server/ai/text/hash';
import type { Lang } from '../../../src/server/ai/types';
import { JsonlCorpus } from '../jsonl';
import { EVERYDAY, FAMILY_CATEGORY, FOLDS, SEED, VALIDATION_SHARE, isHard, type Row } from './setup';

export interface CrisisData {
  dataFiles: string[];
  everydayFiles: string[];
  rows: Row[];
  duplicates: number;
  /** Everyday thoughts the rules flag (they name a burden or dying as a distortion): left out. */
  everydayFlagged: number;
  sha256: string;
}

/** Every crisis-train-*.jsonl of `dir`, in name order (the hash of the data and the row order depend on it). */
function crisisFiles(dir: string): string[] {
  const files = readdirSync(resolve(dir))
    .filter((f) => /^crisis-train-.+\.jsonl$/.test(f))
    .sort()
    .map((f) => `${dir}/${f}`);
  if (!files.length) throw new Error(`no ${dir}/crisis-train-*.jsonl`);
  return files;
}

function guessOf(text: string): Lang {
  return guessLanguage(featureTokens(text));
}

function row(text: string, lang: Lang, crisis: boolean, family: string, rules: boolean): Row {
  return { text, lang, crisis, family, key: hashString(text, SEED), guess: guessOf(text), rules };
}

/** The rows of `dir`'s files; throws on a bad row or a repeat with another label. */
export function loadCrisisData(dir: string): CrisisData {
  const dataFiles = crisisFiles(dir);
  const corpus = new JsonlCorpus();
  const rows: Row[] = [];
  for (const file of dataFiles)
    corpus.read(file, ({ text, lang, label, family }, at) => {
      if (typeof text !== 'string' || (lang !== 'it' && lang !== 'en') || typeof family !== 'string')
        throw new Error(`${at}: needs text, lang it|en and family`);
      if (label !== 'crisis' && label !== 'none') throw new Error(`${at}: label must be crisis|none`);
      if (label === 'crisis' && !FAMILY_CATEGORY[family])
        throw new Error(`${at}: unknown crisis family ${family}`);
      if (!corpus.isNew({ lang, text }, label, at, 'duplicate with another label')) return;
      rows.push(row(text, lang, label === 'crisis', family, checkCrisisRules(text).crisis));
    });
  const everydayFiles = [`${dir}/traps-it.jsonl`, `${dir}/traps-en.jsonl`];
  let everydayFlagged = 0;
  for (const file of everydayFiles)
    corpus.read(file, ({ text, lang }, at) => {
      if (typeof text !== 'string' || (lang !== 'it' && lang !== 'en'))
        throw new Error(`${at}: needs text and lang it|en`);
      if (checkCrisisRules(text).crisis) {
        everydayFlagged++;
        return;
      }
      if (corpus.isNew({ lang, text }, 'none', at)) rows.push(row(text, lang, false, EVERYDAY, false));
    });
  const sha256 = corpus.digest();
  return { dataFiles, everydayFiles, rows, duplicates: corpus.duplicates, everydayFlagged, sha256 };
}

function stratum(r: Row): string {
  return `${r.lang}|${r.crisis ? 'crisis' : 'none'}|${r.family}`;
}

function groups(list: Row[]): Map<string, Row[]> {
  const by = new Map<string, Row[]>();
  for (const r of list) {
    const g = by.get(stratum(r)) ?? [];
    g.push(r);
    by.set(stratum(r), g);
  }
  for (const g of by.values()) g.sort((a, b) => a.key - b.key || (a.text < b.text ? -1 : 1));
  return by;
}

export interface Split {
  train: Row[];
  valid: Row[];
  /** The cross-validation fold of each train row. */
  foldOf: Map<Row, number>;
}

/**
 * Each language+label+family group, ordered by a seeded hash of the text: the first 20% to
 * validation, the rest to train; folds inside train deal the same ordering round-robin.
 */
export function splitRows(rows: Row[]): Split {
  const train: Row[] = [];
  const valid: Row[] = [];
  for (const g of groups(rows).values()) {
    const nVal = Math.round(g.length * VALIDATION_SHARE);
    g.forEach((r, i) => (i < nVal ? valid : train).push(r));
  }
  const foldOf = new Map<Row, number>();
  for (const g of groups(train).values()) g.forEach((r, i) => foldOf.set(r, i % FOLDS));
  return { train, valid, foldOf };
}

export function counts(list: Row[]): Record<string, number> {
  const c: Record<string, number> = {};
  for (const r of list) {
    const k = `${r.lang}_${r.crisis ? 'crisis' : isHard(r) ? 'none' : 'everyday'}`;
    c[k] = (c[k] ?? 0) + 1;
  }
  return c;
}

/**
 * Finds the entry a question is about: weighted keyword stems of both languages, looked up by word
 * prefix in one map, plus a bonus when the question's form (what / how / why...) is one the entry
 * answers. Built once, on first use.
 */
import { squeeze } from '../../text/normalize';
import type { KnowledgeEntry, QuestionForm } from './types';

interface Word {
  stem: string;
  /** A whole word rather than the start of one. */
  exact: boolean;
}

interface Key extends Word {
  entry: number;
  /** The words after the first one. */
  rest: Word[];
  weight: number;
  id: number;
  /** One of the entry's `requires` keys. */
  required: boolean;
}

interface Index {
  /** First stem of each key -> the keys that start with it. */
  byStem: Map<string, Key[]>;
  longestStem: number;
}

/** Keywords, form and topic together must reach this; the keywords alone at least MIN_KEY_SCORE. */
const CONFIDENT_SCORE = 4;
const MIN_KEY_SCORE = 2;
const FORM_BONUS = 2;
const TOPIC_BONUS = 1;
/** A follow-up this short ("e come la fermo?") may rely on the conversation's topic alone. */
const SHORT_FOLLOW_UP_WORDS = 5;

function foldStem(s: string): string {
  return squeeze(
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9$]+/g, ' '),
  );
}

function parseWord(w: string): Word {
  const exact = w.endsWith('$');
  return { stem: exact ? w.slice(0, -1) : w, exact };
}

/** "catastrofizz=4, scenario peggiore=3, sangue=-6" -> keys. Throws on a malformed spec: content is code. */
export function parseKeys(spec: string, entry: number, firstId: number, required = false): Key[] {
  return spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part, i) => {
      const m = /^([^=]+?)(?:=(-?\d+(?:\.\d+)?))?$/.exec(part);
      if (!m) throw new Error(`knowledge: bad key "${part}"`);
      const [head, ...rest] = foldStem(m[1]!).trim().split(/\s+/).map(parseWord);
      const weight = m[2] === undefined ? 2 : Number(m[2]);
      return { ...head!, rest, entry, weight, id: firstId + i, required };
    });
}

export function buildIndex(entries: readonly KnowledgeEntry[]): Index {
  const byStem = new Map<string, Key[]>();
  let longestStem = 0;
  let nextId = 0;
  entries.forEach((entry, i) => {
    const keys = parseKeys(entry.keys, i, nextId);
    if (entry.requires) keys.push(...parseKeys(entry.requires, i, nextId + keys.length, true));
    for (const key of keys) {
      nextId++;
      const list = byStem.get(key.stem) ?? [];
      list.push(key);
      byStem.set(key.stem, list);
      longestStem = Math.max(longestStem, key.stem.length);
    }
  });
  return { byStem, longestStem };
}

function restMatches(key: Key, words: readonly string[], at: number): boolean {
  for (let j = 0; j < key.rest.length; j++) {
    const w = words[at + 1 + j];
    const part = key.rest[j]!;
    if (w === undefined) return false;
    if (part.exact ? w !== part.stem : !w.startsWith(part.stem)) return false;
  }
  return true;
}

interface KeyScores {
  /** Sum of the weights of the keys found, each key counted once, per entry. */
  scores: Map<number, number>;
  /** Entries one of whose `requires` keys was found. */
  met: Set<number>;
}

/** Words one slip away (a letter too many, two letters swapped): "notifcations", "concentarmi". */
function slips(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i < word.length - 1; i++) out.push(word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2));
  return out;
}

/** Shortest stem a word with a slip may match: shorter ones would match too much by chance. */
const MIN_SLIP_STEM = 5;

function scan(index: Index, words: readonly string[], i: number, word: string, minLen: number, out: KeyScores, seen: Set<number>): boolean {
  let hit = false;
  const max = Math.min(word.length, index.longestStem);
  for (let len = minLen; len <= max; len++) {
    const keys = index.byStem.get(len === word.length ? word : word.slice(0, len));
    if (!keys) continue;
    for (const key of keys) {
      if (seen.has(key.id) || (key.exact && len !== word.length) || !restMatches(key, words, i)) continue;
      seen.add(key.id);
      hit = true;
      out.scores.set(key.entry, (out.scores.get(key.entry) ?? 0) + key.weight);
      if (key.required) out.met.add(key.entry);
    }
  }
  return hit;
}

export function keyScores(index: Index, words: readonly string[]): KeyScores {
  const seen = new Set<number>();
  const out: KeyScores = { scores: new Map<number, number>(), met: new Set<number>() };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (scan(index, words, i, word, 1, out, seen) || word.length < MIN_SLIP_STEM + 1) continue;
    for (const variant of slips(word)) if (scan(index, words, i, variant, MIN_SLIP_STEM, out, seen)) break;
  }
  return out;
}

export interface MatchInput {
  words: readonly string[];
  forms: ReadonlySet<QuestionForm>;
  topics: readonly string[];
}

function formBonus(entry: KnowledgeEntry, forms: ReadonlySet<QuestionForm>): number {
  return entry.forms.some((f) => forms.has(f)) ? FORM_BONUS : 0;
}

function onTopic(entry: KnowledgeEntry, topics: readonly string[]): boolean {
  return !!entry.topics && entry.topics.some((t) => topics.includes(t));
}

/**
 * The best entry, or -1 when none is confident: its keywords, with the bonuses for a matching form
 * and the conversation's topic, must reach CONFIDENT_SCORE; for a short follow-up with no keyword
 * the topic and the form together may point to it.
 */
export function bestEntry(
  entries: readonly KnowledgeEntry[],
  index: Index,
  input: MatchInput,
  skip: ReadonlySet<number> = new Set(),
): number {
  const { scores, met } = keyScores(index, input.words);
  // An entry already said in full gives way to the next one that fits (answerQuestion passes it in `skip`).
  const eligible = (entry: KnowledgeEntry, i: number) => !skip.has(i) && (!entry.requires || met.has(i));
  let best = -1;
  let bestScore = 0;
  // On an equal score the earlier entry wins: the content lists the most specific entries first.
  const consider = (i: number, score: number) => {
    if (score > bestScore || (score === bestScore && i < best)) {
      best = i;
      bestScore = score;
    }
  };
  for (const [i, keyScore] of scores) {
    if (keyScore < MIN_KEY_SCORE) continue;
    const entry = entries[i]!;
    if (!eligible(entry, i)) continue;
    const total = keyScore + formBonus(entry, input.forms) + (onTopic(entry, input.topics) ? TOPIC_BONUS : 0);
    if (total >= CONFIDENT_SCORE) consider(i, total);
  }
  if (best >= 0 || input.words.length > SHORT_FOLLOW_UP_WORDS || !input.topics.length) return best;
  // A follow-up that two entries of the topic would answer equally well is left to the conversation.
  let tied = false;
  entries.forEach((entry, i) => {
    if ((scores.get(i) ?? 0) < 0 || !eligible(entry, i) || !onTopic(entry, input.topics)) return;
    const bonus = formBonus(entry, input.forms);
    if (bonus === 0) return;
    const score = bonus + TOPIC_BONUS + (scores.get(i) ?? 0);
    if (score === bestScore) tied = true;
    else if (score > bestScore) tied = false;
    consider(i, score);
  });
  return tied ? -1 : best;
}

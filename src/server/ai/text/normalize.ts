/**
 * Text normalisation shared by the crisis check, the distortion detector and
 * the built-in engine. The output is lowercase, without accents, with common
 * leetspeak and chat abbreviations expanded, English contractions joined
 * ("don't" -> "dont", "I'm" -> "im") and every run of a repeated letter
 * squeezed to one ("uccidermiii", "ucidermi" and "uccidermi" all become
 * "ucidermi"). A "+" standing alone is read as "piu" ("non ce la faccio +"). Patterns are written in ordinary spelling and squeezed the same
 * way by `rx()`, so a missing or extra double letter never breaks a match.
 *
 * Each output token remembers its span in the original text, so a match can be
 * mapped back to the words the person actually wrote (`originalSpan`).
 */

import { aiTextMaxLength } from '@shared/schemas/chat';
import { rememberRecent } from './recent';

export interface NormalizedText {
  /** Normalised text: tokens separated by single spaces. */
  text: string;
  /** Start offset of each token in `text`. */
  starts: number[];
  /** Original [start, end) span of each token. */
  spans: Array<[number, number]>;
  original: string;
}

/** Longest input processed (the longest text the API accepts); anything longer keeps its beginning and end. */
export const MAX_INPUT_CHARS = aiTextMaxLength;

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Chat abbreviations and spelling shortcuts, matched on whole tokens before squeezing. */
const SLANG: Record<string, string> = {
  nn: 'non',
  nun: 'non',
  xke: 'perche',
  xk: 'perche',
  xche: 'perche',
  pk: 'perche',
  ke: 'che',
  cmq: 'comunque',
  qlc: 'qualcosa',
  qlcn: 'qualcuno',
  tt: 'tutto',
  sn: 'sono',
  x: 'per',
  nnt: 'niente',
  dv: 'devo',
  u: 'you',
  ur: 'your',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  idk: 'i dont know',
  rn: 'right now',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  ppl: 'people',
  every1: 'everyone',
  some1: 'someone',
  no1: 'no one',
  any1: 'anyone',
  noone: 'no one',
  mum: 'mom',
  mam: 'mom',
  qnd: 'quando',
  qlcs: 'qualcosa',
  sx: 'sinistro',
  dx: 'destro',
  pls: 'please',
  plz: 'please',
  imma: 'im going to',
  ima: 'im going to',
  finna: 'going to',
  sewerslide: 'suicide',
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  msg: 'messaggio',
  msgs: 'messaggi',
  tvb: 'ti voglio bene',
  tvtb: 'ti voglio tanto bene',
  dmn: 'domani',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tonite: 'tonight',
  '2nite': 'tonight',
  ily: 'i love you',
  '+': 'piu',
};

const WORD_RE = /[\p{L}\p{N}@$']+|[.!?;,:"\n]|(?<![\p{L}\p{N}+])\+(?![\p{N}+])/gu;
const SENTENCE_PUNCT = new Set(['.', '!', '?', ';', '\n']);
const CONTRACTION_RE = /^([a-z]+)'(t|s|m|re|ve|ll|d)$/;

function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Collapse every run of the same letter to a single letter. */
export function squeeze(s: string): string {
  return s.replace(/([a-z])\1+/g, '$1');
}

function deLeet(tok: string): string {
  if (!/[a-z]/.test(tok) || !/[0-9@$]/.test(tok)) return tok;
  // Keep numbers with units or ordinals: 4am, 10km, 3rd, 15enne.
  if (/^\d+[a-z]{1,5}$/.test(tok)) return tok;
  return tok.replace(/[013457@$]/g, (m) => LEET[m] ?? m);
}

/** Normalise one raw word token into zero or more output words. */
function normalizeWord(raw: string): string[] {
  let w = stripAccents(raw).toLowerCase();
  w = deLeet(w);
  const out: string[] = [];
  const contraction = CONTRACTION_RE.exec(w);
  if (contraction) {
    w = contraction[1]! + contraction[2]!;
    pushWord(out, w);
    return out;
  }
  // Italian elision (l'ho, c'e, un'altra) and stray apostrophes: split.
  for (const part of w.split("'")) if (part) pushWord(out, part);
  return out;
}

function pushWord(out: string[], w: string): void {
  const slang = SLANG[w];
  const expanded = slang ?? w;
  for (const piece of expanded.split(' ')) out.push(squeeze(piece));
}

/**
 * One reply reads a few hundred texts (the message, each sentence of the recent turns, the
 * candidate sentences), many of them more than once and many the same for every conversation:
 * more than 128 different ones, read in turn, would each be worked out again every time.
 * ~1.5 MB at most (the texts, their normalised form and token offsets).
 */
const normalizeRecent = rememberRecent(normalizeFresh, { size: 2048, maxChars: 100_000 });

/**
 * Normalise text. Never throws; non-string input is treated as empty. The result is shared with
 * other callers of the same text (rememberRecent): read it, never change it.
 */
export function normalizeText(input: unknown): NormalizedText {
  return normalizeRecent(typeof input === 'string' ? input : input == null ? '' : String(input));
}

function normalizeFresh(input: string): NormalizedText {
  let original = input;
  if (original.length > MAX_INPUT_CHARS) {
    const half = MAX_INPUT_CHARS / 2;
    original = original.slice(0, half) + '\n' + original.slice(original.length - half);
  }
  const src = original
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb\u201e]/g, '"');
  const starts: number[] = [];
  const spans: Array<[number, number]> = [];
  let text = '';
  WORD_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD_RE.exec(src)) !== null) {
    const tok = m[0];
    const span: [number, number] = [m.index, m.index + tok.length];
    let words: string[];
    if (tok.length === 1 && /[.!?;,:"\n]/.test(tok)) words = [tok === '\n' ? '.' : tok];
    else words = normalizeWord(tok.replace(/^'+|'+$/g, ''));
    for (const w of words) {
      if (!w) continue;
      // "I am" / "I m" -> "im", so patterns need only one spelling.
      if ((w === 'am' || w === 'm') && (text === 'i' || text.endsWith(' i'))) {
        text += 'm';
        spans[spans.length - 1] = [spans[spans.length - 1]![0], span[1]];
        continue;
      }
      if (text.length > 0) text += ' ';
      starts.push(text.length);
      spans.push(span);
      text += w;
    }
  }
  return { text, starts, spans, original };
}

/** Convenience: just the normalised string. */
export function normalize(input: unknown): string {
  return normalizeText(input).text;
}

/**
 * Build a RegExp from a pattern written in ordinary (accent-free, lowercase)
 * spelling: repeated letters are squeezed exactly like the input text.
 * Escaped characters (\s, \b, \w) are left alone.
 */
export function rx(source: string, flags = ''): RegExp {
  let out = '';
  let prev = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\' && i + 1 < source.length) {
      out += c + source[i + 1]!;
      i++;
      prev = '';
      continue;
    }
    if (/[a-z]/.test(c) && c === prev) continue;
    out += c;
    prev = c;
  }
  return new RegExp(out, flags);
}

/** Map a [start, end) range of the normalised text back to the original words. */
export function originalSpan(n: NormalizedText, start: number, end: number): string {
  let first = -1;
  let last = -1;
  for (let i = 0; i < n.starts.length; i++) {
    const s = n.starts[i]!;
    if (s >= end) break;
    const e = i + 1 < n.starts.length ? n.starts[i + 1]! - 1 : n.text.length;
    if (e > start) {
      if (first === -1) first = i;
      last = i;
    }
  }
  if (first === -1) return '';
  return n.original.slice(n.spans[first]![0], n.spans[last]![1]).trim();
}

/** Split normalised text into sentences (by . ! ? ; and newlines). */
export function sentenceBounds(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (SENTENCE_PUNCT.has(text[i]!)) {
      if (i > start) out.push([start, i]);
      start = i + 1;
    }
  }
  if (start < text.length) out.push([start, text.length]);
  return out;
}

/** Count words (letters/digits runs) of a raw string. */
export function wordCount(s: string): number {
  const m = s.match(/[\p{L}\p{N}]+/gu);
  return m ? m.length : 0;
}

/**
 * Chooses the wording of an answer: the seed picks one, and a wording with a sentence the
 * conversation already holds gives way to another, or to what is left of one once the sentences
 * already said are dropped.
 */
import type { KnowledgeKind, LangContent, Wording } from './types';

/** Lower case, no accents, words only: how sentences are compared with what was said. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Pieces shorter than this many characters ("Sì.") are too common to count as a repeat. */
const MIN_PIECE = 16;

/**
 * A sentence counts as said when it, or a piece of it between sentence marks (in case the caller
 * split on an ellipsis), appears in what was said.
 */
export function alreadySaid(sentence: string, said: string): boolean {
  if (!said) return false;
  return piecesOf(sentence).some((piece) => said.includes(piece));
}

// The content's sentences are fixed: fold each once.
const PIECES = new Map<string, string[]>();

function piecesOf(sentence: string): string[] {
  let pieces = PIECES.get(sentence);
  if (!pieces) {
    pieces = sentence
      .split(/[.!?\u2026]+/)
      .map(fold)
      .filter((piece) => piece.length >= MIN_PIECE);
    PIECES.set(sentence, pieces);
  }
  return pieces;
}

/** What was said, folded into one string to search. */
export function saidText(recent: readonly string[] | undefined): string {
  if (!recent?.length) return '';
  return recent
    .filter((s) => typeof s === 'string')
    .map(fold)
    .join(' | ');
}

// A health answer that lost its pointer to the doctor or to 112 would be worse than none.
const DOCTOR = /medico di base|\bGP\b/;
const EMERGENCY = /\b112\b/;

function usable(sentences: readonly string[], kind: KnowledgeKind): boolean {
  if (!sentences.length) return false;
  if (kind !== 'health') return true;
  const text = sentences.join(' ');
  return DOCTOR.test(text) && EMERGENCY.test(text);
}

function rotate<T>(items: readonly T[], seed: number): T[] {
  const start = ((Math.trunc(seed) % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** The sentences to say, or null when everything worth saying was already said. */
export function pickWording(
  content: LangContent,
  kind: KnowledgeKind,
  seed: number,
  said: string,
): string[] | null {
  const order: Wording[] = rotate(content.text, seed);
  const fresh = order.find((w) => !w.some((s) => alreadySaid(s, said)));
  if (fresh) return [...fresh];
  for (const wording of order) {
    const rest = wording.filter((s) => !alreadySaid(s, said));
    if (usable(rest, kind)) return rest;
  }
  return null;
}

export function pickFollowUp(content: LangContent, seed: number, said: string): string {
  const order = rotate(content.followUp, seed);
  return order.find((q) => !alreadySaid(q, said)) ?? order[0]!;
}

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

const STOP = new Set(
  'come cosa cose quando anche molto ancora questo questa quello quella sempre tutto tutti niente qualcosa perche essere avere stato stata fare faccio posso potrei dovrei normale what when have does should could would about from into than then your this that with just there their they them mean really'.split(
    ' ',
  ),
);

/** The question's own words (five-letter stems of words of four letters or more), to prefer a wording that takes them up. */
export function askedStems(question: string): Set<string> {
  return new Set(
    (fold(question).match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 5)),
  );
}

/** A definition that opens "È…" / "It's…" is started from the question's own subject (definition-lead.ts). */
const OPENS_ON_SUBJECT = /^(?:È|It['’]s|It is)\s/u;

function overlap(wording: Wording, asked: ReadonlySet<string>, definition: boolean): number {
  if (!asked.size) return 0;
  const own = new Set((fold(wording.join(' ')).match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5)));
  const subject = definition && OPENS_ON_SUBJECT.test(wording[0] ?? '') ? asked.size : 0;
  return [...asked].filter((w) => own.has(w)).length + subject;
}

/**
 * The sentences to say, or null when everything worth saying was already said. Among the wordings
 * not yet said, one that takes up the question's own words ("cos'è il burnout?" -> the one that
 * names burnout) comes first; otherwise the seed's order decides.
 */
export function pickWording(
  content: LangContent,
  kind: KnowledgeKind,
  seed: number,
  said: string,
  asked: ReadonlySet<string> = new Set(),
  definition = false,
): string[] | null {
  const order: Wording[] = rotate(content.text, seed);
  const unsaid = order.filter((w) => !w.some((s) => alreadySaid(s, said)));
  const best = Math.max(0, ...unsaid.map((w) => overlap(w, asked, definition)));
  const fresh = unsaid.find((w) => overlap(w, asked, definition) === best);
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

/**
 * The crisis rules as data. A record names its category, a pattern built from named word lists,
 * the guards that excuse ordinary uses of the same words, and examples that must and must not fire
 * it (rules.test.ts proves every one). Patterns and guards are regular-expression sources over
 * normalised text (text/normalize.ts: lowercase, no accents, contractions joined such as "dont",
 * "im", "cant"); rx() squeezes repeated letters, so "kill" and "kil" are the same pattern.
 */
import { rx } from '../../text/normalize';
import type { CrisisCategory } from '../../types';

export type RuleLang = 'it' | 'en' | 'any';

/** A rule as it is written in rules/<family>.ts. */
export interface RuleSource {
  /** Unique; crisis.test.ts and the reports name rules by it. */
  id: string;
  category: CrisisCategory;
  /** The language of its words ('any': both, people mix them). Both languages are always checked. */
  lang: RuleLang;
  pattern: string;
  /**
   * A real denial just before the match cancels it ("non ho mai pensato di uccidermi", "I'm not
   * suicidal"). Default true; false for phrases that carry their own negation ("non voglio più vivere").
   */
  neg?: boolean;
  /** Text right after the match that makes it an idiom ("mi ammazzo di lavoro", "cut myself shaving"). */
  after?: string;
  /** Anything in the same sentence that makes the match an idiom or hyperbole. */
  around?: string;
  /** A medical signal told as something that happens "when" or "sometimes" (anxiety) is not happening now. */
  habitual?: boolean;
  /** Breathing signals described "as if" (anxiety) are not an emergency. */
  simile?: boolean;
  /** A hyperbolic threat with laughter or a trivial trigger ("la ammazzo, ahah"), unless a plan is named. */
  joke?: boolean;
  /** Play or a trivial trigger in the sentence ("per scherzo", "for taking his fries"). */
  playful?: boolean;
  /** Every one of these must also occur somewhere in the message. */
  requires?: string[];
  /** The whole message must not contain this. */
  unless?: string;
  /** The message has at most this many words: intent or a date with nothing else that explains "it". */
  maxWords?: number;
  /** At least two of these occur in the message (two different stroke signs). */
  twoOf?: string[];
  /** Chat messages that must fire this rule (and make the whole check answer its category). */
  match: string[];
  /** Chat messages that must not fire this rule: the ordinary uses its guards are there for. */
  noMatch: string[];
}

/** A rule with the family (the file) it belongs to. */
export interface CrisisRule extends RuleSource {
  family: string;
}

/** A rule compiled for the check (crisis.ts). */
export interface CrisisPattern {
  id: string;
  category: CrisisCategory;
  re: RegExp;
  neg: boolean;
  after?: RegExp;
  around?: RegExp;
  habitual?: boolean;
  simile?: boolean;
  joke?: boolean;
  playful?: boolean;
  requires?: RegExp[];
  unless?: RegExp;
  /** Any other message-level condition (maxWords, twoOf). */
  check?: (text: string) => boolean;
}

/** One alternation from a word list: `(?:a|b|c)`. */
export function alt(list: readonly string[]): string {
  return `(?:${list.join('|')})`;
}

/** Pieces of a pattern one after the other (to keep each source line short). */
export function seq(...parts: string[]): string {
  return parts.join('');
}

/** Whole alternatives of a pattern, without a group around them. */
export function or(...branches: string[]): string {
  return branches.join('|');
}

/** Regular-expression text as written: one backslash per escape. */
export const R = String.raw;

/** Stamp the family on the rules of one file. */
export function family(name: string, rules: RuleSource[]): CrisisRule[] {
  return rules.map((r) => ({ ...r, family: name }));
}

/** At most `n` words (tokens with a letter or digit). */
function maxWords(n: number): (text: string) => boolean {
  return (text) => {
    let words = 0;
    for (const w of text.split(' ')) if (/\w/.test(w) && ++words > n) return false;
    return true;
  };
}

function twoOf(sources: string[]): (text: string) => boolean {
  const signs = sources.map((s) => rx(s));
  return (text) => signs.filter((re) => re.test(text)).length >= 2;
}

function checkOf(r: RuleSource): ((text: string) => boolean) | undefined {
  const checks = [...(r.maxWords ? [maxWords(r.maxWords)] : []), ...(r.twoOf ? [twoOf(r.twoOf)] : [])];
  if (checks.length === 0) return undefined;
  if (checks.length === 1) return checks[0];
  return (text) => checks.every((c) => c(text));
}

export function compile(r: RuleSource): CrisisPattern {
  const check = checkOf(r);
  return {
    id: r.id,
    category: r.category,
    re: rx(r.pattern, 'g'),
    neg: r.neg ?? true,
    ...(r.after ? { after: rx('^\\s*(?:' + r.after + ')') } : {}),
    ...(r.around ? { around: rx(r.around) } : {}),
    ...(r.habitual ? { habitual: true } : {}),
    ...(r.simile ? { simile: true } : {}),
    ...(r.joke ? { joke: true } : {}),
    ...(r.playful ? { playful: true } : {}),
    ...(r.requires ? { requires: r.requires.map((s) => rx(s)) } : {}),
    ...(r.unless ? { unless: rx(r.unless) } : {}),
    ...(check ? { check } : {}),
  };
}

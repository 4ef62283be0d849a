/**
 * The shape every content file writes its entries' texts in: two or more wordings (each at least two
 * sentences) and two follow-up questions, for one language.
 */
import type { LangContent } from '../types';

/** One wording: at least two sentences. */
export type W = [string, string, ...string[]];

/** One language's content of an entry: its wordings (two, or more) and its two follow-up questions. */
export const lc = (a: W, b: W, followUp: [string, string], ...more: W[]): LangContent => ({
  text: [a, b, ...more],
  followUp,
});

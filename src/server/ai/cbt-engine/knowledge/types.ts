/**
 * The vocabulary of the companion's knowledge: entries written in both languages, each with several
 * wordings, and the answer the conversation layer receives.
 */

export type KnowledgeKind =
  'definition' | 'how_to' | 'why' | 'normal' | 'health' | 'medication' | 'off_topic';

/** What a question asks for, read from its wording (see question.ts). */
export type QuestionForm = 'what' | 'is_this' | 'how' | 'why' | 'normal' | 'could' | 'should' | 'where';

export interface KnowledgeAnswer {
  id: string;
  /** 2-4 plain sentences that answer with content. */
  text: string;
  /** One short question inviting the person to apply it to themselves. */
  followUp: string;
  kind: KnowledgeKind;
}

export interface KnowledgeContext {
  /** Themes of the conversation so far (distortion ids, 'sleep', 'panic'...): a tie-breaker, and lets a short follow-up ("and how do I stop it?") find its entry. */
  topics?: string[];
  /** Sentences already said in this conversation: no answer repeats one of them. */
  recent?: string[];
  /** Picks among the wordings; the same seed gives the same wording. */
  seed?: number;
}

/** One wording: a list of sentences, each able to stand alone (a shorter answer may drop some). */
export type Wording = readonly string[];

export interface LangContent {
  /** At least two wordings that share no sentence. */
  text: readonly Wording[];
  followUp: readonly string[];
}

export interface KnowledgeEntry {
  id: string;
  kind: KnowledgeKind;
  /**
   * Weighted keyword stems of both languages, "stem=weight" separated by commas (weight 2 when left
   * out). A stem matches the start of a word of the normalised text; several words match consecutive
   * words; a stem ending in "$" matches a whole word only; a negative weight pushes the entry away.
   */
  keys: string;
  /** Keys of the same kind of which at least one must be found, or the entry is never chosen. */
  requires?: string;
  /** Question forms this entry answers; a matching form adds to the score. */
  forms: readonly QuestionForm[];
  topics?: readonly string[];
  it: LangContent;
  en: LangContent;
}


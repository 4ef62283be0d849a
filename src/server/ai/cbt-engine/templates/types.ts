import type { EmotionId, TopicId } from '../emotions';

export type StepKey = EmotionId | 'generic';

/** Phrasings for the chat moves, one set per language. */
export interface ChatTemplates {
  reflect: Record<EmotionId, string[]>;
  reflectGeneric: string[];
  /** Added when the message sounds intense. */
  reflectIntense: string[];
  topic: Record<TopicId, string[]>;
  /** Plain-words psychoeducation, when no thinking trap stands out. */
  normalise: Record<StepKey, string[]>;
  /** {name} {description} */
  distortionLead: string[];
  /** {quote} {name} {description} */
  distortionLeadQuote: string[];
  /** {balanced} */
  balancedLead: string[];
  socratic: string[];
  offerThoughtRecord: string[];
  /** {title} */
  suggestion: Record<'exercise' | 'meditation' | 'resource', string[]>;
  stepLead: string[];
  step: Record<StepKey, string[]>;
  greeting: string[];
  greetingReturning: string[];
  thanks: string[];
  bye: string[];
  identity: string[];
  capabilities: string[];
  diagnosis: string[];
  medication: string[];
  unrelated: string[];
  positive: string[];
  positiveQuestion: string[];
  declineOffer: string[];
  exerciseIntro: string[];
  quickBreathing: string[];
  nothingToStop: string[];
  /** Short opener used after a crisis panel, when the person writes again. */
  afterCrisis: string[];
}

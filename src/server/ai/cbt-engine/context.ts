import type { DetectedDistortion } from '../distortions';
import type { AiRequest, Lang, RiskLevel, Suggestion } from '../types';
import type { EmotionReading, TopicId } from './emotions';
import type { Turn } from './turns';
import type { Composer } from './state';
import { CHAT_EN } from './templates/chat-en';
import { CHAT_IT } from './templates/chat-it';
import type { ChatTemplates } from './templates/types';

/** Everything a feature needs to write one reply. */
export interface Ctx {
  req: AiRequest;
  lang: Lang;
  c: Composer;
  message: string;
  norm: string;
  emotions: EmotionReading;
  topics: TopicId[];
  distortions: DetectedDistortion[];
  /** The crisis check's level for this message: 'elevated' asks the check-in question. */
  risk: RiskLevel;
  /** What kind of turn this is (turns.ts). */
  turn: Turn;
  /** Hashes of the sentences said so far in this conversation. */
  said: Set<number>;
}

export interface Draft {
  text: string;
  suggestions: Suggestion[];
  /** Short answers the client may show as buttons. */
  quickReplies?: string[];
}

export const CHAT: Record<Lang, ChatTemplates> = { it: CHAT_IT, en: CHAT_EN };

/** The person's last `n` messages before this one, newest first, as they wrote them. */
export function personTurns(ctx: Pick<Ctx, 'req'>, n: number): string[] {
  return ctx.req.history
    .filter((t) => t.role === 'user')
    .slice(-n)
    .reverse()
    .map((t) => t.content);
}

/**
 * True when the person does not capitalise the start of a message ("tra 12 giorni volo…"): a
 * capital in what they write now is then a name ("Marta si siede vicino a me") and is kept.
 */
export function writesInLowercase(ctx: Pick<Ctx, 'req'>): boolean {
  const earlier = personTurns(ctx, 6).filter((t) => /^\s*\p{L}/u.test(t));
  return earlier.length > 0 && earlier.every((t) => /^\s*\p{Ll}/u.test(t));
}

/** Join non-empty paragraphs. */
export function paragraphs(...parts: Array<string | undefined | false>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim().length > 0).join('\n\n');
}

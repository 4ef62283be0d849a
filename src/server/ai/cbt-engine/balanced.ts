/**
 * Alternative thoughts, each offered at most once per conversation: a trap met again gets a new
 * one (its explanation's first, then the others, then ones that fit any trap); when all have
 * been offered the caller asks the person for their own.
 */
import { distortionInfo } from '../distortions';
import { hashString } from '../text/hash';
import type { DistortionId, Lang } from '../types';
import { MAX_SHOWN_BALANCED, type Composer } from './state';
import { GENERIC_BALANCED, MORE_BALANCED, OWN_BALANCED } from './templates/balanced';

/** Every alternative thought for a trap, in the order they are offered. */
export function balancedOptions(id: DistortionId, lang: Lang): string[] {
  return [distortionInfo(id, lang).balancedExample, ...MORE_BALANCED[id][lang]];
}

/** An alternative thought not offered yet in this conversation (now recorded as offered), if any is left. */
export function freshBalanced(c: Composer, id: DistortionId | undefined): string | undefined {
  const options = [...(id ? balancedOptions(id, c.lang) : []), ...GENERIC_BALANCED[c.lang]];
  const shown = new Set(c.state.shownBalanced);
  const next = options.find((o) => !shown.has(hashString(o)));
  if (next === undefined) return undefined;
  c.state.shownBalanced = c.state.shownBalanced.concat(hashString(next)).slice(-MAX_SHOWN_BALANCED);
  return next;
}

/** The invitation to find one's own alternative thought. */
export function ownBalancedPrompt(c: Composer): string {
  return c.pick('ownBalanced', OWN_BALANCED[c.lang]);
}

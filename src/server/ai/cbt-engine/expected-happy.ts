/**
 * «Ho finito la chemio, tutti mi dicono che devo essere felice», "Everyone said enjoy it": happiness
 * others expect, not happiness felt. Met once, with the gap between the two, instead of a
 * congratulation or a question about what went well.
 */
import type { Lang } from '../types';
import type { Ctx } from './context';
import { happinessExpected } from './emotions';

const KEY = 'expected_happy';

const LINES: Record<Lang, readonly string[]> = {
  it: [
    'Quando tutti si aspettano che tu sia felice, può essere difficile dire, anche solo a te, che dentro non è così semplice.',
    'Tutti ti dicono come dovresti sentirti, ma conta di più quello che senti davvero, anche se non è gioia piena.',
  ],
  en: [
    'When everyone expects you to be happy, it can be hard to admit, even to yourself, that inside it isn’t that simple.',
    'Everyone is telling you how you should feel, but what you actually feel matters more, even if it isn’t pure joy.',
  ],
};

/** The line, the first time the person says they are expected to be happy; otherwise undefined. */
export function expectedHappyLine(ctx: Ctx): string | undefined {
  const { c } = ctx;
  if (c.state.used[KEY] || !happinessExpected(ctx.norm)) return undefined;
  c.state.used[KEY] = [c.state.turn];
  return c.pick(`r.${KEY}`, LINES[ctx.lang]);
}

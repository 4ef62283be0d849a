/**
 * "What would you do if you were me?" after the person put forward a plan of their own in this
 * conversation: the honest answer is their plan, named, and what could get in its way, instead of a
 * line that would fit any question.
 */
import type { Lang } from '../types';
import { paragraphs, type Ctx, type Draft } from './context';
import { fill } from './state';

const LINES: Record<Lang, { lead: readonly string[]; ask: readonly string[] }> = {
  it: {
    lead: [
      'Se fossi al tuo posto, partirei dalla tua idea, {plan}: è concreta, ed è nata da te, che la tua situazione la conosci meglio di chiunque.',
      'Al tuo posto terrei la strada che hai trovato tu, {plan}: è un passo piccolo e possibile, ed è tuo.',
    ],
    ask: [
      'Cosa potrebbe metterla in difficoltà, e come lo aggireresti?',
      'Cosa ti servirebbe per farla davvero?',
    ],
  },
  en: {
    lead: [
      'If I were you, I’d start from your own idea, {plan}: it’s concrete, and it came from you, who know your situation better than anyone.',
      'In your place I’d keep to the way you found yourself, {plan}: it’s a small, doable step, and it’s yours.',
    ],
    ask: [
      'What could get in its way, and how would you get round it?',
      'What would you need to actually do it?',
    ],
  },
};

/** The reply to an opinion asked when a plan of theirs is open in this conversation; otherwise null. */
export function opinionWithPlan(ctx: Ctx): Draft | null {
  const plan = ctx.c.state.openPlan;
  if (!plan || plan.turn < 0 || !plan.text.trim()) return null;
  const L = LINES[ctx.lang];
  return {
    text: paragraphs(fill(ctx.c.pick('op.lead', L.lead), { plan: plan.text }), ctx.c.pick('op.ask', L.ask)),
    suggestions: [],
  };
}

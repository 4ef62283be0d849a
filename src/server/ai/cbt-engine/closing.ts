/**
 * Closings: "grazie, ci provo", "ok grazie, a domani", "va bene così per oggi", "thanks, that helps",
 * "I'll try that, goodnight". Read as a kind of turn of their own (turns.ts) and answered with a
 * short warm close: what the person takes away (their open plan, in their words), an invitation
 * to come back, and nothing new to do: no question, no exercise, no "how did it go?" before it
 * happened. A closing with a worry in it ("grazie, però ho ancora paura") is not a closing.
 */
import { paragraphs, type Ctx, type Draft } from './context';
import { closingFlavour, TRYING } from './closing-words';
import { eventWish } from './closing-wish';
import { NAMED_PLAN, planReadsAsAction } from './plan-say';
import { fill } from './state';
import { CLOSING } from './templates/closing';

/** What the person takes away: the open plan in their words, or the "ci provo" they said. */
function takeaway(ctx: Ctx): { line?: string; plan: boolean } {
  const T = CLOSING[ctx.lang];
  const p = ctx.c.state.openPlan;
  if (p && NAMED_PLAN.test(p.text))
    return { line: fill(ctx.c.pick('cl.pn', T.planNamed), { plan: p.text }), plan: true };
  if (p && planReadsAsAction(p.text))
    return { line: fill(ctx.c.pick('cl.p', T.plan), { plan: p.text }), plan: true };
  if (TRYING.test(ctx.norm)) return { line: ctx.c.pick('cl.t', T.trying), plan: !!p };
  return { plan: !!p };
}

/** The warm close: a lead that fits the closing, what they take away, and an invitation to come back. */
export function closingReply(ctx: Ctx): Draft {
  const T = CLOSING[ctx.lang];
  const flavour = closingFlavour(ctx.message, ctx.norm) ?? 'thanks';
  const lead = ctx.c.pick(`cl.l.${flavour}`, T.lead[flavour]);
  // Closing in the middle of a thought record: it is left where it is, with no next step asked.
  if (ctx.c.state.thoughtRecord) {
    ctx.c.state.pausedThoughtRecord = { ...ctx.c.state.thoughtRecord, reasks: 0 };
    ctx.c.state.thoughtRecord = null;
    const paused = ctx.c.pick('cl.tr', T.recordPaused);
    // The invitation does not say "pick it up again" a second time.
    const invite = ctx.c.pick(
      'cl.itr',
      T.invite.filter((l) => !/riprend|pick/.test(l)),
    );
    return { text: paragraphs(`${lead} ${paused}`, invite), suggestions: [] };
  }
  const away = takeaway(ctx);
  const invite = away.plan ? ctx.c.pick('cl.ip', T.inviteAfterPlan) : ctx.c.pick('cl.i', T.invite);
  const first = [lead, eventWish(ctx), away.line].filter(Boolean).join(' ');
  return { text: paragraphs(first, invite), suggestions: [] };
}

/**
 * "Tanto non cambierà mai niente", "honestly I don't think anything will change", "nothing ever
 * changes anyway": a hopeless thought about the situation, said briefly. Not a menu of choices and
 * not a label first: the feeling is taken seriously as tiredness speaking, then one small way in
 * (an experiment that needs no belief, or a moment when it weighed less), with one question. The
 * crisis check has already read the message; this is for the ordinary ones.
 */
import { rx } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { HOPELESS_LINES } from './templates/hopeless';

const HOPELESS = rx(
  '\\b(?:(?:non )?(?:credo|penso) (?:che )?(?:non )?cambier\\w* (?:mai )?(?:niente|nulla)|(?:tanto )?non cambier\\w* (?:mai )?(?:niente|nulla)|(?:tanto )?non cambia (?:mai )?(?:niente|nulla)|niente cambiera|nulla cambiera|tanto e tutto inutile|e tutto inutile|(?:dont|do not) think (?:anything|it|things|much) (?:will|is going to|s going to|ll) (?:ever )?(?:change|get better|improve)|nothing (?:will|is going to|s going to|ever|is ever going to) (?:ever )?(?:change|changes|get better|improve)|it (?:never|wont ever|will never) (?:change|get better)|whats the use|no use anyway)\\b',
);
/** A thought said briefly: a longer story, or a question, is read by the other replies. */
const MAX_WORDS = 20;

/** "se entro fine mese non cambia niente scrivo al proprietario": a condition set for a plan, not a thought of despair. */
const CONDITION = rx(
  '\\b(?:se|if)\\b(?: \\w+){0,5} (?:non cambia|non cambiera|nothing changes|nothing has changed|it doesnt change|things dont change)\\b',
);

export function isHopeless(message: string, norm: string): boolean {
  return (
    !message.includes('?') &&
    norm.split(' ').length <= MAX_WORDS &&
    HOPELESS.test(norm) &&
    !CONDITION.test(norm)
  );
}

/** The reply to a brief hopeless thought, or null for any other turn. */
export function hopelessReply(ctx: Ctx): Draft | null {
  if (!isHopeless(ctx.message, ctx.norm)) return null;
  const T = HOPELESS_LINES[ctx.lang];
  return {
    text: paragraphs(ctx.c.pick('hl.l', T.lead), ctx.c.pick('hl.m', T.move)),
    suggestions: [],
  };
}

/**
 * A follow question whose answer the person has just given: "da quanto tempo…?" after "da sei
 * mesi", "hai già provato…?" after "ho già provato…". Such a question is not asked. Nor is "da
 * quanto tempo va avanti così?" when the message tells no trouble that could go on ("Marta si
 * siede vicino a me, lei dorme appena chiude la cintura 😂", "e mi scrivo su un post-it le 3 cose").
 */
import { normalize, rx } from '../text/normalize';
import { personTurns, type Ctx } from './context';

/** "Da quanto tempo va avanti così?" after "da sei mesi" or about what happened this morning. */
const HOW_LONG_Q = /da quanto tempo|how long/i;
const DURATION_TOLD = rx(
  '\\b(?:\\d+|un|una|due|tre|quattro|cinque|sei|qualche|molti|molte|tanti|tante|a|two|three|four|five|six|several|a few|many) (?:ore|giorni|settimane|mesi|anni|hours|days|weeks|months|years)\\b|\\b(?:da|for) (?:giorni|settimane|mesi|anni|days|weeks|months|years)\\b|\\b(?:da sempre|da quando|da anni|da mesi|since|ago)\\b|\\b(?:ieri|stamattina|stasera|stanotte|oggi|yesterday|today|this morning|last night|tonight)\\b',
);
/** "Hai già provato qualcosa…?" after "ho già provato…", "I've tried…". */
const TRIED_Q = /già provato|already tried/i;
const TRIED_TOLD = rx(
  '\\b(?:ho (?:gia )?provato|ci ho provato|provo gia|tried|already do|i do that already)\\b',
);

/** A follow question whose answer the person has just given. */
export function toldAlready(ctx: Ctx, question: string): boolean {
  const recent = [ctx.norm, ...personTurns(ctx, 2).map(normalize)];
  if (HOW_LONG_Q.test(question)) return !ctx.emotions.primary || recent.some((t) => DURATION_TOLD.test(t));
  if (TRIED_Q.test(question)) return recent.some((t) => TRIED_TOLD.test(t));
  return false;
}

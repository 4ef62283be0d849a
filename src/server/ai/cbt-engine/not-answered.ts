/**
 * "Non è quello che ti ho chiesto", "you didn't answer my question": the reply missed the person's
 * question. Said plainly: an apology, their question in their words, and a request to put it another
 * way, rather than an explanation they did not ask for or a menu.
 */
import { rx } from '../text/normalize';
import { isQuestion } from './knowledge/index';
import { paragraphs, type Ctx, type Draft } from './context';
import { fill, quote } from './state';
import { NOT_ANSWERED_LINES } from './templates/not-answered';

export const NOT_ANSWERED = rx(
  // «Sì, però non mi ha risposto su mio fratello», to the companion addressed with «Lei».
  '^(?:(?:si|ok|okay|va bene) )?(?:, )?(?:pero|ma|lei) non mi ha (?:ancora )?rispost\\w* (?:su|sul|sulla|sui|sulle|a|al|alla)\\b|\\b(?:non e (?:quello|questo|cio) che (?:ti )?(?:ho chiesto|avevo chiesto|chiedevo|ti chiedevo|volevo sapere)|non (?:hai|mi hai) rispost\\w* (?:alla (?:mia )?domanda|a quello che (?:ti )?(?:ho chiesto|chiedevo))|non mi hai risposto|rispondi alla (?:mia )?domanda|(?:thats|that s|that is|this is|it s|its) not what i (?:asked|was asking|wanted to know)|(?:you )?(?:didnt|did not) answer (?:my|the) question|you didnt answer|answer (?:my|the) question|not what i asked)\\b',
);

/** The reply when the person says their question was not answered, or null for any other turn. */
export function notAnsweredReply(ctx: Ctx): Draft | null {
  if (!NOT_ANSWERED.test(ctx.norm)) return null;
  const T = NOT_ANSWERED_LINES[ctx.lang];
  const asked = ctx.req.history
    .filter((t) => t.role === 'user')
    .slice(-2)
    .reverse()
    .find((t) => isQuestion(t.content, ctx.lang));
  const words = asked ? quote(asked.content, 90) : '';
  return {
    text: paragraphs(
      ctx.c.pick('na.s', T.sorry),
      words ? fill(ctx.c.pick('na.q', T.asked), { quote: words }) : undefined,
      ctx.c.pick('na.a', T.ask),
    ),
    suggestions: [],
  };
}

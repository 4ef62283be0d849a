/**
 * A low mood told as lasting ("mi sento giù da settimane, non ho voglia di niente", "I've felt low
 * for about a month now"): not a body symptom with 112 beside it, but validation, the plain pointer
 * that two weeks or more of low mood deserve the GP or a psychologist, one small daily anchor, and
 * one question. The crisis check has already read the message; an elevated score asks its own question.
 */
import { rx } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { LOW_MOOD } from './templates/low-mood';

const MOOD =
  '(?:giu|trist\\w*|vuot[oa]|spent[oa]|apatic\\w*|senza (?:voglia|energie|forze)|non ho (?:piu )?voglia di (?:niente|nulla|fare niente|fare nulla)|umore (?:basso|a terra|nero|sotto i piedi)|depress\\w*|low|down|sad|empty|flat|numb|depressed|no motivation|nothing (?:seems |feels |is )?(?:fun|good|worth it)|dont enjoy anything|cant enjoy anything)';
const LASTING =
  '(?:da (?:tipo |circa |quasi |piu di |oltre )?(?:\\w+ )?(?:setimane|mesi|un mese|un paio di setimane|qualche setimana)|for (?:about |over |almost |nearly |like |around |roughly |more than |the (?:last|past) )?(?:a month|months|weeks|a few weeks|two weeks|a couple of weeks|\\w+ weeks|\\w+ months)|(?:since|for) (?:ages|a while now))';
const LOW_LASTING = rx(`\\b${MOOD}\\b.{0,60}\\b${LASTING}\\b|\\b${LASTING}\\b.{0,60}\\b${MOOD}\\b`);

export function isLowMoodLasting(message: string, norm: string): boolean {
  return !message.includes('?') && LOW_LASTING.test(norm);
}

/** The reply to a low mood told as lasting weeks, or null. */
export function lowMoodReply(ctx: Ctx): Draft | null {
  if (!isLowMoodLasting(ctx.message, ctx.norm)) return null;
  const T = LOW_MOOD[ctx.lang];
  return {
    text: paragraphs(
      `${ctx.c.pick('lm.l', T.lead)} ${ctx.c.pick('lm.c', T.care)}`,
      ctx.c.pick('lm.a', T.ask),
    ),
    suggestions: [],
  };
}

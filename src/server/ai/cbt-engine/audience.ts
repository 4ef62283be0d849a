/**
 * "E se nessuno ride?", "what if nobody laughs at the jokes?", "and if everyone stares at me?": a
 * worry about an audience, not about one person to answer. Not the conflict script of reaction.ts:
 * an audience is usually kinder and less attentive than feared, a silence is not a verdict, and one
 * light sentence ready to carry on helps; one question.
 */
import { rx } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { AUDIENCE } from './templates/audience';

const WHAT_IF = rx('^(?:(?:ma|e|and|but|so|ok)\\s+)*(?:e se|se|what if|and if|if)\\b');
const CROWD = rx(
  '\\b(?:nessuno|tutti|la gente|il pubblico|gli invitati|la sala|nobody|no one|everyone|everybody|people|the audience|the guests|the room|the crowd)\\s+(?:\\w+\\s+)?(?:ride|ridono|rida|ridano|applaude|applaudono|mi guarda|mi guardano|mi fissa|mi fissano|se ne accorge|se ne accorgono|si annoia|si annoiano|laughs?|claps?|stares?|looks? at me|notices?|gets? bored|is bored|are bored|listens?|cares?)\\b',
);

/** A what-if about an audience's reaction ("what if nobody laughs at the jokes"). */
export function isAudienceWorry(norm: string): boolean {
  return WHAT_IF.test(norm) && CROWD.test(norm);
}

export function audienceReply(ctx: Ctx): Draft | null {
  if (!isAudienceWorry(ctx.norm)) return null;
  const T = AUDIENCE[ctx.lang];
  // The question goes with the way prepared: a line ready, or a friendly face in the room.
  const way = ctx.c.index('au.p', T.prepare.length);
  return {
    text: paragraphs(`${ctx.c.pick('au.l', T.lead)} ${T.prepare[way]}`, T.ask[way]),
    suggestions: [],
  };
}

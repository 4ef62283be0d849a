/**
 * A "what if" about another person's reaction ("e se si arrabbia", "e se mi dice di no", "what if he
 * does it again?", "what if she just laughs it off"): not the generic worry line, but that their
 * reaction is not in the person's hands and the answer is, one calm sentence for that case fitted to
 * who the other person is (a boss, a partner, a flatmate, a friend, family), that it would be
 * information and not a verdict, and one question on what they would answer.
 */
import { normalize, rx } from '../text/normalize';
import { clauseToSecond } from './answer-lead';
import { paragraphs, personTurns, type Ctx, type Draft } from './context';
import { conversationDomain } from './example-scripts';
import { secondPerson } from './memory';
import { fearedReaction } from './reaction-fear';
import { fill } from './state';
import { REACTION, type ReactionDomain } from './templates/reaction';

/** The clause after "e se", "ma se", "what if", "and if", as the person wrote it. */
const WHAT_IF_IT = /^(?:(?:ma|e|però|pero|allora|quindi|ok)[\s,]+)*se\s+([^?!.…]+?)[\s?!.…]*(?:[?!.…].*)?$/iu;
const WHAT_IF_EN = /^(?:(?:but|and|so|ok|okay)[\s,]+)*(?:what if|if)\s+([^?!.…]+?)[\s?!.…]*(?:[?!.…].*)?$/iu;

const PEOPLE =
  'lui|lei|loro|(?:il |la |i |le )?(?:mio|mia|miei|mie) \\w+|(?:il|la) (?:capo|capa|responsabile|prof|professoressa|professore)|he|she|they|(?:my|the|your) \\w+(?: \\w+)?';

// What another person may do: get angry, take offence, laugh, say no, do it again, ignore, not want to.
const REACTS_IT =
  '(?:(?:poi|invece|magari|anche|davvero|non|continua a|continuano a|si|mi|ci|ti|me|te|lo|la|gli|le|se la|ne)\\s+)*(?:arrabbia\\w*|fa pesare|fanno pesare|fa pagare|fanno pagare|offend\\w*|ride|ridono|ignor\\w*|resping\\w*|rifiut\\w*|giudic\\w*|critic\\w*|urla\\w*|dice di no|dicono di no|dice che|dicono che|rifa|rifanno|fa di nuovo|fa ancora|prende male|prendono male|prende in giro|prendono in giro|risponde|rispondono|reagisc\\w*|vuole|vogliono|lascia|lasciano|licenzi\\w*|accetta|accettano|cambia idea|insist\\w*|tratta\\w*)\\b';
const REACTS_EN =
  '(?:(?:just|still|then|really|also|even)\\s+)*(?:gets? (?:angry|mad|upset|annoyed|defensive|offended|cross|hurt)|(?:is|are|was) (?:angry|mad|upset|annoyed|offended|hurt)|says? no|said no|refuses?|laughs?|does it again|do it again|does that again|ignores?|doesnt (?:reply|answer|want|listen|care|change)|dont (?:reply|answer|want|listen|care|change)|wont (?:talk|listen|change|reply|answer|accept)|shouts?|yells?|screams?|takes? it (?:badly|the wrong way)|reacts? badly|blames? me|judges? me|makes? fun|brushes? it off|shrugs? it off|cuts? me off|stops? talking|leaves? me|dumps? me|fires? me)\\b';

// "e se lunedì me lo fa pesare?": a day before the reaction is still their reaction.
const OTHER_IT = rx(
  `^(?:(?:poi|invece|magari|domani|dopo|stasera|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|all inizio|sul momento|li per li|subito)\\s+)?(?:(?:${PEOPLE})\\s+)?${REACTS_IT}`,
);
const OTHER_EN = rx(`^(?:(?:at first|initially|straight away|in the moment)\\s+)?(?:${PEOPLE})\\s+${REACTS_EN}`);
/** A "no" is met by accepting it calmly; anything else by saying again what matters. */
const SAYS_NO = rx(
  '\\b(?:dice di no|dicono di no|rifiut\\w*|non (?:vuole|vogliono|accetta|si puo)|says? no|said no|refuses?|doesnt want|dont want|wont (?:accept|talk))\\b',
);
const HOME = rx('\\b(?:coinquilin\\w*|flatmates?|roommates?|housemates?)\\b');

/**
 * The clause of a what-if about someone else's reaction, or null. With `fear`, a fear told as a
 * statement counts too ("ho paura che si arrabbi": reaction-fear.ts).
 */
export function otherReaction(message: string, lang: 'it' | 'en', fear = false): string | null {
  const feared = fear ? fearedReaction(message) : null;
  if (feared && (lang === 'it' ? OTHER_IT : OTHER_EN).test(normalize(feared))) return feared;
  const text = message.trim().replace(/[’]/g, "'");
  for (const [re, other] of lang === 'it'
    ? ([
        [WHAT_IF_IT, OTHER_IT],
        [WHAT_IF_EN, OTHER_EN],
      ] as const)
    : ([
        [WHAT_IF_EN, OTHER_EN],
        [WHAT_IF_IT, OTHER_IT],
      ] as const)) {
    const clause = re.exec(text)?.[1];
    if (clause && other.test(normalize(clause))) return clause;
  }
  return null;
}

function domainOf(ctx: Ctx): ReactionDomain {
  const recent = [ctx.message, ...personTurns(ctx, 4)];
  if (recent.some((t) => HOME.test(normalize(t)))) return 'home';
  const d = conversationDomain(ctx);
  return d === 'money' ? 'neutral' : d;
}

/**
 * The answer to a what-if about another person's reaction; null for any other question. With
 * `fear` (right after a plan of the person's), "ho paura che si arrabbi" is met the same way.
 */
export function reactionReply(ctx: Ctx, fear = false): Draft | null {
  const clause = otherReaction(ctx.message, ctx.lang, fear);
  if (!clause) return null;
  const { c } = ctx;
  const T = REACTION[ctx.lang];
  const turned = ctx.lang === 'it' ? clauseToSecond(clause) : secondPerson(clause, 'en');
  const focus =
    turned && turned.split(/\s+/).length <= 10 && !/\b(?:i|me|my|io|mio|mia)\b/iu.test(turned)
      ? turned
      : null;
  const lead = focus ? fill(c.pick('rx.l', T.lead), { focus }) : c.pick('rx.lb', T.leadBare);
  const example = SAYS_NO.test(normalize(clause)) ? T.exampleNo : T.example[domainOf(ctx)];
  const prepare = fill(c.pick('rx.p', T.prepare), { example });
  return {
    text: paragraphs(lead, `${prepare} ${c.pick('rx.v', T.verdict)}`, c.pick('rx.a', T.ask)),
    suggestions: [],
  };
}

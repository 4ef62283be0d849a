/**
 * A change the person has already made ("ho smesso di bere caffè dopo pranzo", "ho iniziato a
 * camminare la sera", "I've cut out coffee after lunch"): acknowledged as the step it is, in their
 * words turned to the second person, with what such a change can do for what the conversation is
 * about (sleep, anxiety, pressure, a low mood), and one question on how long ago and what they notice.
 * Only a habit that weighs stopped, or one that helps started: "ho smesso di uscire" is not a step.
 */
import { normalize, rx } from '../text/normalize';
import { clauseToSecond } from './answer-lead';
import { paragraphs, personTurns, type Ctx, type Draft } from './context';
import { readEmotions, readTopics } from './emotions';
import { secondPerson } from './memory';
import { fill } from './state';
import { STEP_TAKEN } from './templates/opening';

const STOPPED =
  '(?:ho smesso di|ho tolto|ho eliminato|ho ridotto|ho cancellato|ho disinstallato|i ?ve stopped|i stopped|i ?ve quit|i quit|i ?ve cut (?:out|down on)|i cut (?:out|down on)|i ?ve given up|i gave up|i ?ve deleted|i deleted)';
const WEIGHS =
  '(?:\\w+ )?(?:caff\\w*|caffeina|alcol\\w*|bere|vino|birra|fumare|sigarett\\w*|telefono|cellulare|social|instagram|tiktok|scroll\\w*|pisolin\\w*|zucchero|dolci|energy drink\\w*|lavorare (?:la sera|di notte|nel weekend)|controllare (?:la mail|le mail|il telefono)|cercare (?:i sintomi|su google)|coffee|caffeine|alcohol|drinking|booze|smoking|cigarettes|vaping|(?:my )?phone|social media|scrolling|doomscrolling|naps?|napping|sugar|energy drinks|junk food|checking (?:email|emails|my phone|work)|googling)';
const STARTED =
  '(?:ho (?:iniziato|cominciato|ripreso) a|mi sono iscritt\\w a|i ?ve (?:started|begun|taken up|been going)|i (?:started|began|took up|joined))';
const HELPS =
  '(?:\\w+ )?(?:corr\\w*|cammin\\w*|palestra|yoga|nuot\\w*|medit\\w*|respir\\w*|scrivere (?:i pensieri|un diario|la sera)|diario|leggere|andare a letto prima|dormire prima|uscire (?:con|la sera|a camminare)|vedere (?:gli amici|amici)|terapia|psicolog\\w*|cucinare|bici|running|walking|jogging|(?:going to )?the gym|swimming|meditat\\w*|journal\\w*|reading|going to bed earlier|therapy|seeing a therapist|cooking|cycling|exercising|working out|stretching|yoga)';
const STEP = rx(`\\b(?:${STOPPED} ${WEIGHS}|${STARTED} ${HELPS})\\b`);

/** The sentence of the message that tells the step, as the person wrote it. */
function stepClause(message: string): string | null {
  for (const s of message.split(/(?<=[.!?])\s+|\n+|,\s*|\s+(?:ma|però|but)\s+/u)) {
    const clause = s.trim().replace(/[.!?…]+$/u, '');
    if (STEP.test(normalize(clause)) && clause.split(/\s+/).length <= 12) return clause;
  }
  return null;
}

type Does = keyof (typeof STEP_TAKEN)['it']['does'];

/** What the change can do: for the conversation's topic or feeling, this turn's or the last ones'. */
function doesFor(ctx: Ctx): Does {
  const texts = [ctx.norm, ...personTurns(ctx, 4).map(normalize)];
  for (const n of texts) {
    if (readTopics(n).includes('sleep')) return 'sleep';
    const e = readEmotions(n).primary;
    if (e === 'anxiety' || e === 'sadness') return e;
    if (e === 'stress' || readTopics(n).includes('work')) return 'stress';
  }
  return 'generic';
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A situation turn that tells a step already taken; null for any other. */
export function stepTakenReply(ctx: Ctx): Draft | null {
  if (ctx.turn.kind !== 'situation') return null;
  const clause = stepClause(ctx.message);
  if (!clause) return null;
  const act =
    ctx.lang === 'it'
      ? clauseToSecond(clause)
      : secondPerson(clause.replace(/\bI['’]ve\b/giu, 'you’ve'), 'en').replace(/\byou am\b/g, 'you are');
  if (!act || /\b(?:io|mio|mia|i|me|my)\b/iu.test(act.replace(/[’']/g, ' '))) return null;
  const T = STEP_TAKEN[ctx.lang];
  const ack = ctx.c.pick('st.a', T.ack);
  const line = ack.startsWith('{Act}') ? fill(ack, { Act: upperFirst(act) }) : fill(ack, { act });
  return {
    text: paragraphs(`${line} ${T.does[doesFor(ctx)]}`, ctx.c.pick('st.q', T.ask)),
    suggestions: [],
  };
}

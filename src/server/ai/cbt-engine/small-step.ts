/**
 * The small step a reflection ends with, fitted to the conversation: its topic or feeling (this turn's,
 * or the person's last turns'), a body that is agitated now, and a death told (then the steps are for
 * remembering and company, after a condolence said once).
 */
import { normalize, rx } from '../text/normalize';
import { CHAT, personTurns, type Ctx } from './context';
import { readEmotions, readTopics, teachesAtSchool, type TopicId } from './emotions';
import { tellsEpisode } from './episode';
import { BIG_DECISION, BREAKUP, CARER, LOSS } from './templates/loss';
import { REFLECT } from './templates/reflect';

/** Someone close (or a pet) has died: "è morta mia nonna", "my dad passed away", not "my phone died". */
const DEATH = rx(
  '\\b(?:e mort[oa]|sono mort[ie]|(?<!\\bmi )(?:e|sono) mancat[oaie]|(?:far|fatto|fare) (?:addormentare|sopprimere)|soppres[so]|eutanasia|put (?:him |her |it |them )?(?:down|to sleep)|put (?:my|our|the|his|her|their) (?:\\w+ )?(?:cat|dog|pup|puppy|kitten|rabbit|horse|pet|boy|girl)(?: \\w+)? (?:down|to sleep)|mort[oa] (?:da|un|una|ieri|la|lo|il|questa|stamattina|stanotte)|venut[oa] a mancare|ci ha lasciat[oi]|scompars[oa]|ho perso|abbiamo perso|funerale|died|passed away|passed on|lost my|funeral|non c e piu(?! (?:per|a|qui|in|con|da)\\b)|se n e andat[oa](?=.*\\b(?:aveva|had) \\d+ (?:anni|years))|crossed the rainbow bridge)\\b',
);
const CLOSE_ONE = rx(
  '\\b(?:(?:nonn[oai]|nonne(?! (?:of|at|left|yet|whatsoever|is|are|was|were|either|really|taken)\\b))|madre|mamma|padre|papa|marito|moglie|fratell[oi]|sorell[ae]|figli[oa]?|amic[oaie]|zi[oaie]|compagn[oa]|fidanzat[oa]|cugin[oaie]|cane|gatt[oa]|mum|mom|mother|dad|father|husband|wife|brother|sister|son|daughter|friend|grandma|grandmother|grandpa|grandfather|grandad|granddad|gran|nana|nanna|granny|nan|grandparents?|stepdad|stepmum|stepmom|suocer[oa]|nonnin[oa]|aunt|uncle|partner|boyfriend|girlfriend|cousin|dog|cat)\\b',
);
const LOSS_KEY = 'loss';

/** A pregnancy lost (not one ended by choice, which not everyone lives as a loss). */
const PREGNANCY_LOSS = rx(
  '\\b(?:aborto spontaneo|aborti spontanei|ho perso (?:il|la|mi[oa]) (?:bambin[oa]|gravidanza|figli[oa])|abbiamo perso (?:il|la|nostr[oa]) (?:bambin[oa]|gravidanza|figli[oa])|gravidanza (?:persa|finita male)|nat[oa] mort[oa]|morte in utero|miscarriage|miscarried|lost (?:the|our|my) (?:baby|pregnancy)|pregnancy loss|stillbirth|stillborn)\\b',
);

/** A death of someone close (or an animal), or a pregnancy lost, told in these words. */
export const tellsLoss = (norm: string): boolean =>
  (DEATH.test(norm) && CLOSE_ONE.test(norm)) || PREGNANCY_LOSS.test(norm);

/** The questions after a loss: after a pregnancy lost, not "tell me about them". */
export function lossAsks(ctx: Ctx): readonly string[] {
  const all = LOSS[ctx.lang].ask;
  return ctx.c.state.used['loss_pregnancy'] || PREGNANCY_LOSS.test(ctx.norm) ? all.slice(1) : all;
}

/** The line for something told that is met once in a conversation; the state remembers it was met. */
function metOnce(ctx: Ctx, key: string, lines: readonly string[]): string {
  ctx.c.state.used[key] = [ctx.c.state.turn];
  return ctx.c.pick(`r.${key}`, lines);
}

/** A death told for the first time is met with condolence, once in a conversation. */
export function condolenceLine(ctx: Ctx): string | undefined {
  const { c } = ctx;
  if (c.state.used[LOSS_KEY] || !tellsLoss(ctx.norm)) return undefined;
  if (PREGNANCY_LOSS.test(ctx.norm)) c.state.used['loss_pregnancy'] = [c.state.turn];
  return metOnce(ctx, LOSS_KEY, LOSS[ctx.lang].condolence);
}

/** A relationship that has just ended: "ci siamo lasciati", "he dumped me", "we split up". */
const BREAKUP_TOLD = rx(
  '\\b(?:ci siamo (?:lasciat[io]|separat[io])|mi ha (?:lasciat[oa]|mollat[oa])|(?:l|la|lo) ho lasciat[oa]|abbiamo rotto|(?:e|e appena) finita (?:tra (?:noi|di noi)|la (?:nostra )?storia|la relazione)|we (?:broke up|split up|separated)|broke up with me|(?:he|she|they) (?:left|dumped) me|dumped me|(?:he|she) ended (?:it|things)|i ended (?:it|things) with)\\b',
);

/**
 * A decision that changes a life, told: leaving a partner, resigning, moving abroad, dropping out.
 * It is met as the weight it is, never taken for a small plan to schedule (turns.ts).
 */
export const BIG_DECISION_TOLD = rx(
  '\\b(?:(?:ho|abbiamo) deciso di (?:lasciarl[oa]|lasciarci|separarci|separarmi|divorziare|licenziarmi|dimettermi|lasciare (?:il lavoro|l universita|mio marito|mia moglie|il mio ragazzo|la mia ragazza|il mio compagno|la mia compagna)|mollare (?:il lavoro|l universita|tutto e partire)|trasferirmi all estero|andare a vivere all estero)|(?:ive|i have|weve|we have|i|we) decided to (?:leave (?:him|her|my (?:husband|wife|partner|boyfriend|girlfriend|job))|separate|split up|divorce|get divorced|quit my job|resign|hand in my notice|drop out|move abroad))\\b',
);

export function decisionLine(ctx: Ctx): string | undefined {
  if (ctx.c.state.used['decision'] || !BIG_DECISION_TOLD.test(ctx.norm)) return undefined;
  return metOnce(ctx, 'decision', BIG_DECISION[ctx.lang]);
}

/** A breakup told for the first time is met as a loss, once in a conversation. */
export function breakupLine(ctx: Ctx): string | undefined {
  const { c } = ctx;
  if (c.state.used['breakup'] || c.state.used[LOSS_KEY] || !BREAKUP_TOLD.test(ctx.norm)) return undefined;
  return metOnce(ctx, 'breakup', BREAKUP[ctx.lang]);
}

/** Looking after someone ill: "mi occupo io di lei", «assisto mia madre», "I care for my husband". */
const CARER_TOLD = rx(
  '\\b(?:mi occupo io di (?:lei|lui)|(?:lo|la) (?:seguo|assisto|accudisco) io|assisto (?:mi[oa]|mio|mia|i miei)|accudisco|mi prendo cura (?:di mi[oa]|di lei|di lui|dei miei)|sono (?:il suo |la sua )?caregiver|(?:i am|im|i m) (?:a |his |her |their |the )?(?:full time )?carer|(?:i|i m|im) (?:care|caring) for (?:my|him|her)|(?:i|i m|im) look(?:ing)? after (?:my|him|her) (?:\\w+ )?(?:mum|mom|mother|dad|father|husband|wife|partner|son|daughter|gran\\w*)?)\\b',
);
const ILLNESS = rx(
  '\\b(?:alzheimer|demenz\\w*|parkinson|ictus|sla|tumore|cancro|malat\\w*|non autosufficient\\w*|dementia|stroke|cancer|illness|ill|sick|disabilit\\w*|disabled)\\b',
);
const CARER_KEY = 'carer';
/** "mi ha chiesto chi ero", "she didn't recognise me": not being known by the one cared for. */
const UNRECOGNISED = rx(
  '\\b(?:mi ha chiesto chi (?:ero|sono|fossi)|non mi (?:ha )?riconosc\\w*|non sa (?:piu )?chi sono|asked (?:me )?who i (?:was|am)|(?:didnt|doesnt|did not|does not) (?:recogni[sz]e|know) me|(?:didnt|doesnt) know who i (?:was|am)|forgot who i (?:was|am))\\b',
);

/** Caring for someone ill, told for the first time: met once, before anything else. */
export function carerLine(ctx: Ctx): string | undefined {
  const { c } = ctx;
  if (c.state.used[CARER_KEY] && !c.state.used['carer_unknown'] && UNRECOGNISED.test(ctx.norm))
    return metOnce(ctx, 'carer_unknown', CARER[ctx.lang].unrecognised);
  if (c.state.used[CARER_KEY] || c.state.used[LOSS_KEY] || !CARER_TOLD.test(ctx.norm)) return undefined;
  if (!ILLNESS.test(ctx.norm) && !personTurns(ctx, 3).some((t) => ILLNESS.test(normalize(t)))) return undefined;
  return metOnce(ctx, CARER_KEY, CARER[ctx.lang].told);
}

// Water and a walk only help a body that is agitated right now; otherwise the step follows the topic.
const AGITATED =
  /\b(?:cuore (?:batte|a mille)|tremo|tremando|non riesco a respirare|fiato corto|agitat\w|heart (?:is )?(?:racing|pounding)|shaking|trembling|cant breathe|jittery)\b/;
const BODY_STEP = /acqua|passi|cammin|esci |respir|water|walk|step outside|go outside|breath/i;
// A step about what happened in a moment fits only a turn that tells one.
const MOMENT_STEP = /in quel momento|in that moment/i;

/**
 * A small step tied to this turn's (or the last turns') topic or feeling, or to a loss or a person
 * cared for; undefined when there is none to tie it to ("two teammates haven't spoken for a month"):
 * a stock step there ("tidy a corner of your desk") would answer nothing the person said.
 */
export function fittingStep(ctx: Ctx): string | undefined {
  const { c, lang } = ctx;
  const R = REFLECT[lang];
  // This turn's topic, or the one of the person's last turns ("yeah, every night for weeks" after sleep).
  const recent = personTurns(ctx, 3).map(normalize);
  const found = [...ctx.topics, ...recent.flatMap(readTopics)].find((t): t is TopicId => t in R.topicStep);
  // A teacher's school is their work, however many turns ago they said so.
  const teacher = [ctx.norm, ...personTurns(ctx, 8).map(normalize)].some(teachesAtSchool);
  const topic = found === 'study' && teacher ? 'work' : found;
  // The same for the feeling ("non conosco nessuno" after "mi sento solo").
  const feeling =
    ctx.emotions.primary ?? recent.map((text) => readEmotions(text).primary).find(Boolean) ?? null;
  let options: readonly string[];
  // After a death has been told, the steps are for remembering and company, unless this turn is about
  // something of its own ("ho gli esami e non riesco a concentrarmi").
  if (c.state.used[LOSS_KEY] && !ctx.topics.some((t) => t in R.topicStep)) return `${c.pick('r.sl', R.stepLead)} ${c.pick('r.s.loss', LOSS[lang].step)}`;
  // Someone who looks after another: help and a little room of their own, unless this turn has a topic of its own.
  if (c.state.used[CARER_KEY] && !ctx.topics.some((t) => t !== 'family' && t !== 'partner' && t in R.topicStep))
    return `${c.pick('r.sl', R.stepLead)} ${c.pick('r.s.carer', CARER[lang].step)}`;
  if (topic) options = R.topicStep[topic];
  else {
    if (!feeling) return undefined;
    const all = CHAT[lang].step[feeling].filter((s) => tellsEpisode(ctx.norm) || !MOMENT_STEP.test(s));
    options = AGITATED.test(ctx.norm) ? all : all.filter((s) => !BODY_STEP.test(s));
    if (!options.length) return undefined;
  }
  return `${c.pick('r.sl', R.stepLead)} ${c.pick(`r.s.${topic ?? feeling}`, options)}`;
}

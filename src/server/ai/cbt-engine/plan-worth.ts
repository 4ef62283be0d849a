/**
 * "Ha senso o è uno spreco di energie?", "is it worth it?", "will that even work?" asked right after the
 * person put forward a plan: the question is about that plan. The honest answer is that trying, not
 * predicting, tells whether it is worth it, and the plan becomes a small experiment with a time and a
 * sign to look for, instead of a line on whatever the conversation was about before. "Troppo
 * aggressivo?", "is that too bossy?" asks how the plan will come across: the way it is put decides more.
 */
import { rx } from '../text/normalize';
import type { Lang } from '../types';
import { paragraphs, type Ctx, type Draft } from './context';
import { fill } from './state';

// Only the bare question, or with its waste spelled out: "ha senso o rischio di peggiorare le cose?" weighs
// a risk of its own (choice.ts).
const WASTE =
  '(?: (?:o|or) (?:(?:e |is it |is that |sarebbe )?(?:uno spreco|una perdita di tempo|tempo perso|inutile|no|not|a waste|pointless|a waste of time)|(?:e solo|sarebbe solo|is it just|its just|is that just) \\w+)(?: \\w+){0,3})?(?: \\?)?$';
const WORTH = rx(
  [
    `^(?:(?:e|ma|ok|okay|allora|quindi|pero|secondo te|tu dici|dici che|per te) )*(?:ha senso|ne vale la pena|vale la pena|(?:e|sarebbe) (?:uno spreco|una perdita di tempo|una buona idea|una cavolata|una stupidaggine|sensato|esagerato|inutile|realistico)|funziona|funzionera|potrebbe funzionare|puo funzionare|serve a qualcosa|servira a qualcosa)(?: secondo te| davvero)?${WASTE}`,
    `^(?:(?:and|but|ok|okay|so|do you think|you think|honestly) )*(?:is (?:it|that|this) (?:even )?(?:worth it|worth the effort|a waste|a good idea|dumb|stupid|silly|realistic|sensible|pointless)|does (?:it|that|this) (?:even )?(?:make sense|(?:actually |really )?work)|(?:would|will|could) (?:it|that|this) (?:even |actually |really )?(?:work|help)|is it worth)(?: do you think| though)?${WASTE}`,
  ].join('|'),
);

const LINES: Record<Lang, { lead: readonly string[]; ask: readonly string[] }> = {
  it: {
    lead: [
      'Ha senso provarci, e se sia uno spreco lo può dire solo la prova, non la previsione: la tua idea è abbastanza piccola e concreta da poterla verificare. Trattala come un esperimento: decidi prima per quanto la provi, per esempio tre settimane, e cosa guarderai per capire se funziona.',
      'Il senso di un’idea così si vede provandola, non pensandoci in anticipo: chiederti se è uno spreco prima di cominciare è il modo in cui l’ansia prova a risparmiarti il rischio. Datti un tempo limitato e un segnale concreto da osservare, e poi decidi con i fatti in mano.',
    ],
    ask: [
      'Cosa ti direbbe, dopo qualche volta, che ne è valsa la pena?',
      'Quale segnale, anche piccolo, ti farebbe dire che sta funzionando?',
    ],
  },
  en: {
    lead: [
      'It makes sense to give it a go, and whether it’s worth it is something only trying can tell you, not predicting: your idea is small and concrete enough to test. Treat it as an experiment: decide beforehand how long you’ll give it, say three weeks, and what you’ll look at to see if it works.',
      'Whether an idea like this makes sense shows when you try it, not when you think about it in advance: asking if it’s worth it before you start is anxiety trying to spare you the risk. Give it a limited time and one concrete sign to watch for, then decide with the facts in hand.',
    ],
    ask: [
      'What would tell you, after a few goes, that it was worth it?',
      'What sign, even a small one, would tell you it’s working?',
    ],
  },
};

/** "troppo aggressivo?", "is that too bossy?": how the plan will come across, asked about the plan itself. */
const TOO = rx(
  '^(?:(?:e|ma|ok|okay|allora|secondo te|and|but|so|honestly) )*(?:(?:e|sarebbe|risulta|sembra|sembrerebbe|suona) )?(troppo \\w+)(?: secondo te)?(?: \\?)?$|^(?:(?:and|but|so|ok|okay|honestly) )*(?:is (?:that|it|this)|would (?:that|it|this) be|does (?:that|it|this) sound|will (?:that|it|this) come across as) (?:a bit |a little |kind of |kinda )*((?:too )?(?:bossy|pushy|rude|controlling|aggressive|cold|needy|passive aggressive|harsh|blunt|intense)|too \\w+)\\b',
);
const TOO_LINES: Record<Lang, { lead: readonly string[]; ask: readonly string[] }> = {
  it: {
    lead: [
      'Se sembrerà {judged} dipende più da come la proponi che dall’idea in sé: detta come una proposta da decidere insieme e non come una regola, magari con una frase che spiega perché ci tieni, di solito arriva come attenzione, non come un attacco. E come la prende l’altra persona lo scoprirai da lei, non dalla previsione.',
    ],
    ask: ['Come potresti dirla in forma di proposta, con parole tue?'],
  },
  en: {
    lead: [
      'Whether it comes across as {judged} depends more on how you put it than on the idea itself: offered as a suggestion to decide together rather than a rule, perhaps with a line on why it matters to you, it usually lands as care, not as control. And how they take it is something you’ll learn from them, not from the prediction.',
    ],
    ask: ['How could you put it as a suggestion, in your own words?'],
  },
};

function tooReply(ctx: Ctx): Draft | null {
  const m = TOO.exec(ctx.norm);
  if (!m) return null;
  // The word as they wrote it: the text read here has its doubled letters squeezed ("agresivo").
  const own = ctx.message.toLowerCase().match(/\p{L}+/gu) ?? [];
  const judged = (m[1] ?? m[2])!
    .split(' ')
    .map((w) => own.find((o) => o.replace(/(\p{L})\1+/gu, '$1') === w) ?? w)
    .join(' ');
  const T = TOO_LINES[ctx.lang];
  const lead = ctx.c.pick('pw.too', T.lead);
  if (ctx.c.stale(lead)) return null;
  return { text: paragraphs(fill(lead, { judged }), ctx.c.pick('pw.tooAsk', T.ask)), suggestions: [] };
}

/** The reply to "is it worth it?" about a plan put forward in the last two turns; otherwise null. */
export function planWorthReply(ctx: Ctx): Draft | null {
  const plan = ctx.c.state.openPlan;
  if (!plan || plan.turn < 0 || ctx.c.state.turn - plan.turn > 2) return null;
  if (ctx.norm.split(' ').length > 12) return null;
  if (!WORTH.test(ctx.norm)) return tooReply(ctx);
  const L = LINES[ctx.lang];
  const fresh = L.lead.filter((l) => !ctx.c.stale(l));
  if (!fresh.length) return null;
  return { text: paragraphs(ctx.c.pick('pw.lead', fresh), ctx.c.pick('pw.ask', L.ask)), suggestions: [] };
}

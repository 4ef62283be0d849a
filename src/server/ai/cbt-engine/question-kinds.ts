/**
 * The kind of a practical question, read from its shape whatever its subject: "how will I know
 * when it's time?", "what did I do?", "what should I ask the teacher?", "who do I tell first, my
 * manager or HR?", "what actually happens on the first day?". A question no knowledge entry
 * answers gets the kind's answer (templates/question-kinds.ts) instead of a general line on the
 * conversation's topic.
 */
import { normalize, rx } from '../text/normalize';
import { mentionsHealth } from './turns';
import { QUESTION_KINDS, type QuestionKind } from './templates/question-kinds';
import { paragraphs, personTurns, type Ctx, type Draft } from './context';

const KINDS: Array<[QuestionKind, RegExp]> = [
  [
    'whoFirst',
    rx(
      '\\bwho (?:do|should|would) i (?:tell|talk to|speak to|ask|call|go to|inform)(?: \\w+)? first\\b|\\bwho (?:do|should) i tell\\b|\\ba chi (?:lo |la |le |gli )?(?:dico|devo dire|dovrei dire|racconto|chiedo|parlo|mi rivolgo|scrivo)(?: \\w+)? (?:prima|per prim\\w)\\b|\\bchi (?:avviso|devo avvisare|dovrei avvisare|informo) (?:prima|per prim\\w)\\b',
    ),
  ],
  [
    'whatToAsk',
    rx(
      '\\bwhat (?:should|do|can|could|would) i (?:actually |even )?ask\\b|\\bwhat questions? (?:should|do|can|could) i (?:ask|bring)\\b|\\bcosa (?:gli |le |vi )?(?:chiedo|devo chiedere|posso chiedere|dovrei chiedere|potrei chiedere)\\b|\\bche domande? (?:faccio|fare|posso fare|devo fare|dovrei fare|porto)\\b',
    ),
  ],
  [
    'myFault',
    rx(
      '\\bwhat (?:did|have) i (?:do|done)(?: wrong)?\\b|\\bwhat could i have done\\b|\\bdid i do something\\b|\\bis (?:it|this) (?:all )?my fault\\b|\\bcosa (?:ho|avro|avrei) (?:fatto|sbagliato)\\b|\\bche (?:ho|avro) fatto(?: di male)?\\b|\\bho sbagliato (?:qualcosa|io)\\b|\\be (?:tutta )?colpa mia\\b',
    ),
  ],
  [
    'whatHappens',
    rx(
      '\\bwhat (?:actually |really |even )?happens (?:on|at|in|during) (?:the|my|a|your) first\\b|\\bwhat (?:actually |really )?happens (?:on|at) (?:the|my) (?:first )?day\\b|\\bwhat (?:should|do|can) i expect\\b|\\bcosa (?:succede|capita) (?:il|al|la|alla) prim\\w\\b|\\bcosa (?:devo|posso) aspettarmi\\b|\\bcosa mi aspetta\\b',
    ),
  ],
  [
    'knowWhen',
    rx(
      '\\bhow (?:will|do|would|can|could|should|am) i (?:ever )?(?:supposed to )?(?:know|tell|be sure)\\b|\\bhow do you know (?:when|if)\\b|\\bcome (?:faccio|posso|si fa|dovrei fare) a (?:capire|sapere|riconoscere|essere sicur\\w)\\b|\\bcome (?:capisco|lo capisco|lo so|riconosco|si capisce)\\b',
    ),
  ],
];

/** "…se è il momento giusto", "…if I'm ready": a moment to choose, which the answer lead takes up, not a sign to watch for. */
const RIGHT_MOMENT = rx('\\b(?:momento giusto|il momento adatto|right (?:time|moment)|pront\\w|ready)\\b');

/** The body, beyond what mentionsHealth reads: the heart, the breath, the chest, fainting. */
const BODY = rx(
  '\\b(?:cuore|batito|heart|respir\\w*|breath\\w*|fiato|petto|chest|presione|blod presure|sveni\\w*|sveng\\w*|faint\\w*|pas out)\\b',
);

export function questionKind(norm: string): QuestionKind | null {
  const kind = KINDS.find(([, re]) => re.test(norm))?.[0] ?? null;
  return kind === 'knowWhen' && RIGHT_MOMENT.test(norm) ? null : kind;
}

/** The kind's answer and its question, or null when the question is of no kind here or both were said. */
export function questionKindAnswer(ctx: Ctx): Draft | null {
  const kind = questionKind(ctx.norm);
  // "How do I know if it's my heart or anxiety?", even a turn after the symptoms were told, is a
  // question for the doctor, not for watching signs.
  if (
    !kind ||
    [ctx.norm, ...personTurns(ctx, 2).map(normalize)].some((t) => mentionsHealth(t) || BODY.test(t))
  )
    return null;
  const T = QUESTION_KINDS[ctx.lang][kind];
  const say = T.say.filter((s) => !ctx.c.stale(s));
  if (!say.length) return null;
  const ask = T.ask.filter((s) => !ctx.c.stale(s));
  return {
    text: paragraphs(ctx.c.pick(`qk.${kind}`, say), ask.length ? ctx.c.pick(`qk.${kind}.a`, ask) : undefined),
    suggestions: [],
  };
}

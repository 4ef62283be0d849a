/**
 * Questions about the companion: what it is (honestly an AI, not a person nor a professional) and
 * whether it can really help, answered on the person's own word.
 */
import { rx } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { COMPANION, type AskedAs } from './templates/companion';
import { fill } from './state';

const CAN_HELP = rx(
  '\\b(?:(?:mi )?puoi (?:davvero |veramente )?aiutar\\w*|mi (?:puoi|potresti) (?:davvero |veramente )?aiutare|sei (?:davvero )?in grado di aiutar\\w*|can you (?:actually |really |even )?help|are you (?:actually |really )?(?:able|going) to help|will (?:this|you) (?:actually |really )?help)\\b',
);

const ASKED: Array<[AskedAs, RegExp]> = [
  [
    'cbt',
    rx(
      '\\b(?:cbt|tcc|terapia cognitiv\\w*|cognitive behaviou?ral therapy|(?:actual|real|vera) (?:therapy|terapia))\\b',
    ),
  ],
  ['doctor', rx('\\b(?:medico|dottore|dottoressa|doctor|gp)\\b')],
  ['psychologist', rx('\\b(?:psicolog\\w*|psicoterapeut\\w*|psychologist|psychotherapist|counsell?or)\\b')],
  ['therapist', rx('\\b(?:terapeut\\w*|therapist)\\b')],
  [
    'bot',
    rx('\\b(?:chatbot|bot|robot|ia|ai|intelligenza artificiale|programma|program|machine|macchina)\\b'),
  ],
];

function askedAs(norm: string): { as: AskedAs; word: string } {
  for (const [as, re] of ASKED) {
    const m = re.exec(norm);
    if (m)
      return { as, word: as === 'bot' ? (m[0] === 'ia' || m[0] === 'ai' ? m[0].toUpperCase() : m[0]) : m[0] };
  }
  return { as: 'human', word: '' };
}

/** "Sei un robot?", "are you a real therapist?": honest, on the person's word, never the same twice. */
export function identityReply(ctx: Ctx): Draft {
  const T = COMPANION[ctx.lang];
  const { as, word } = askedAs(ctx.norm);
  const lead = fill(ctx.c.pick(`id.${as}`, T.lead[as]), {
    word: word === 'intelligenza artificiale' ? 'programma' : word,
  });
  return { text: `${lead} ${ctx.c.pick('id.body', T.body)}`, suggestions: [] };
}

/** "Mi puoi aiutare davvero?" */
export function asksCanHelp(norm: string): boolean {
  return CAN_HELP.test(norm);
}

/** "…while I wait", "mentre aspetto lo psicologo": waiting for a referral or a therapist. */
const WAITING = rx(
  '\\b(?:while i wait|while im waiting|in the meantime|waiting (?:list|for (?:a|my|an|the) \\w+)|referral|mentre aspetto|nel frattempo|in attesa|lista d attesa)\\b',
);

export function canHelpReply(ctx: Ctx): Draft {
  const T = COMPANION[ctx.lang];
  const waiting = WAITING.test(ctx.norm) ? ctx.c.pick('id.wait', T.whileWaiting) : undefined;
  return {
    text: paragraphs(ctx.c.pick('id.help', T.canHelp), waiting, ctx.c.pick('id.ask', T.canHelpAsk)),
    suggestions: [],
  };
}

/**
 * A statement that tells a pattern of behaviour CBT has a name for, met with one sentence that
 * says what the pattern does, in plain words, instead of a bare "I'm with you": checking and
 * looking things up, keeping something closed and put off, waiting for an outcome, going over the
 * same thing, long silences. Each is named only from the person's own words of doing it, and each
 * once in a conversation.
 */
import { rx } from '../text/normalize';
import type { Ctx } from './context';
import { PATTERN_LINES, type PatternId } from './templates/pattern-reflect';

const PATTERNS: Array<[PatternId, RegExp]> = [
  [
    'waiting',
    rx(
      '\\b(?:aspetto (?:i risultati|l esito|la risposta|la chiamata|notizie)|(?:sono )?in attesa (?:dei risultati|dell esito|della risposta|della biopsia)|i risultati arrivano|l esito arriva|waiting (?:on|for) (?:the |my |her |his )?(?:results?|biopsy|scan|test results|answer|call|news)|(?:the )?results (?:come|are due|come back)|(?:still )?waiting to hear)\\b',
    ),
  ],
  [
    'checking',
    rx(
      '\\b(?:continuo a (?:cercare|controllare|guardare|riaprire|ricontrollare|leggere)|cerco (?:su internet|su google|online)|passo (?:le serate|le notti|ore|il tempo|la sera) a (?:cercare|controllare|guardare)|ho (?:letto|cercato) di tutto|ricontroll\\w*|riapr\\w* la chat|keep (?:looking (?:it )?up|googling|checking|refreshing|rereading|re reading)|(?:ive|i have|i) googled (?:it|everything)|googl\\w+ it (?:about |like )?\\w+ times|(?:ive|i have) (?:read|checked) everything|taken like \\d+ photos)\\b',
    ),
  ],
  [
    'avoidance',
    rx(
      '\\b(?:non (?:l |la |lo |li |le )?ho (?:ancora )?(?:aperta|aperto|aperti|aperte|guardat\\w|toccat\\w)|(?:e |ancora |sta ancora )chius\\w (?:sul|nel|in)|continuo a rimandar\\w*|(?:havent|have not|didnt) (?:opened|looked at|touched|checked) (?:it|the|a|my)|(?:is |still )(?:sealed|unopened)|(?:havent|have not) (?:opened )?(?:the )?(?:doc|document|email|letter|statement)s? since|keep putting (?:it )?off|cant bring myself to)\\b',
    ),
  ],
  [
    'rumination',
    rx(
      '\\b(?:continuo a ripensar\\w*|ci ripenso (?:di continuo|sempre|tutto il giorno|ogni notte)|non smetto di pensar\\w*|la testa non si ferma|keep (?:replaying|going over|thinking about) (?:it|what|that|the)|cant stop (?:thinking|replaying)|(?:brain|mind|head) (?:wont|will not|doesnt) (?:shut up|stop|switch off|turn off))\\b',
    ),
  ],
  [
    'silence',
    rx(
      '\\b(?:non parlo con nessuno|senza dire una parola|senza parlare con nessuno|il silenzio mi pesa|(?:dont|do not) (?:speak|talk) to (?:anyone|anybody)|without saying a word|without speaking to (?:anyone|anybody))\\b',
    ),
  ],
];

/** The pattern the message tells, if any. */
export function patternOf(norm: string): PatternId | undefined {
  return PATTERNS.find(([, re]) => re.test(norm))?.[0];
}

/** The sentence for the pattern this statement tells, or undefined (none, or said already). */
export function patternLine(ctx: Ctx): string | undefined {
  const id = patternOf(ctx.norm);
  if (!id) return undefined;
  const lines = PATTERN_LINES[ctx.lang][id];
  // Once a conversation: the same mechanism explained again, in other words, would be a lecture.
  if (lines.some((l) => ctx.c.stale(l))) return undefined;
  return ctx.c.pick(`pr.${id}`, lines);
}

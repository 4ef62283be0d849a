/**
 * Pushback in forms the turn reader's own list does not hold (turns.ts asks here): a piece of advice
 * dismissed («non mi fare la predica», «una frase da Baci Perugina»), a reply called generic.
 */
import { rx } from '../text/normalize';

/**
 * «facile dire "…"», «l'ho già fatta con la psicologa e non è servita», "please don't say X", "I don't need to hear "…"", "that's a bit generic",
 * «le solite frasi da opuscolo», "heard it a million times", «ci provo da due anni»: on the
 * normalised text, with the message for its quotation marks. Not "I don't say much at work".
 */
const MORE_PUSHBACK = rx(
  '\\b(?:(?:l ho|l avevo|l abbiamo) gia provat[aei]\\b|(?:l ho|l avevo) gia fatt[aei] (?:con (?:la |il |lo |l )?(?:psicolog|terapeut|dottor|medic)\\w*|e non|ma non)\\b|non (?:mi )?(?:e|sono) servit\\w*|non voglio fare (?:la lista|le liste|liste|il diario|la scheda|schede)\\b|non (?:mi )?(?:fare|fate) (?:la |le )?predic\\w*|non farmi (?:la |le )?predic\\w*|facile dire|please (?:dont|do not) say|(?:dont|do not) say (?:that|it) (?:again|to me)|(?:dont|do not) need to hear (?:that|it|again|about|another|more)|(?:a bit|a little|kind of|kinda|pretty|so|very|too) generic|(?:a lot of|lots of|many|so many) words for (?:not much|nothing|very little)|(?:thats|that s|that is|its|it s|this is) (?:all )?(?:very |so |too |a bit |pretty |quite )?(?:theoretical|abstract|vague)|(?:e|sono) (?:tutto |troppo |molto |un po )?(?:teoric[oahe]|astratt[oaie]|vag[oaie])\\b|(?:its|it s|it is) easy (?:to (?:talk about|say|tell)|for you)|non ho bisogno che (?:tu )?mi (?:dica|dici|dicessi)|(?:li|le|l|lo) ho sentit\\w* (?:mille|cento|tante|troppe) volte|fras[ei] da (?:baci perugina|cioccolatino|bigliettino|manuale|calendario|opuscolo|volantino|libro)|(?:^|queste |sono |solo |ancora |sempre )(?:le )?solit[ei] (?:frasi|risposte)(?! (?:di|del|della|che (?:mi|ti) (?:dice|dicono)))|heard (?:it|that|this)(?: one)? (?:a )?(?:hundred|thousand|million) times|tried (?:that |it |this )?already|(?:we|i)(?: ve| have)? already tried|(?:everyone|everybody|people) (?:says|say|keeps? saying|tells? me) (?:to )?(?:just )?(?:reach out|talk|relax|breathe|be|get|go|try|stop|take|do|let|give|make|focus|think|move on|ask|call|join|write|exercise)\\b|ci (?:provo|sto provando) da (?:\\w+ )?(?:giorni|settimane|mesi|anni)|(?:ive|i ve|i have) been (?:trying|doing) (?:that|this|it) for|non mi consola|(?:youre|you re|you are) just saying (?:that|it|so)|(?:mi )?puoi rispondere solo|mi serve una risposta|i need an (?:actual |real )?answer)\\b',
);
const QUOTED_HEAR = /\b(?:don['’]?t|do not) need to hear\s+["“«]/iu;

/** True for pushback in a form only this module reads. */
export function isMorePushback(message: string, norm: string): boolean {
  return MORE_PUSHBACK.test(norm) || QUOTED_HEAR.test(message);
}

/**
 * «non voglio esercizi», "no more tips", «voglio solo sfogarmi»: no small step or exercise is offered
 * again in this conversation (`NO_STEPS_KEY` in the state), unless the person asks for one.
 */
export const NO_STEPS = rx(
  '\\b(?:(?:no|niente|nessun|basta|stop|no more|enough) (?:piu )?(?:esercizi\\w*|exercises?|tecnich\\w*|techniques?|tips|consigli)|non voglio (?:altri |piu )?(?:esercizi|tecniche|consigli|fare esercizi)|(?:i )?(?:dont|do not) want (?:any )?(?:more )?(?:exercises|techniques|tips|advice)|smett\\w* (?:con|di darmi|di propormi) (?:gli |questi |sti |i )?(?:esercizi|consigli|tecniche)|stop (?:with |giving me )?(?:the |these |your )?(?:exercises|tips|techniques)|(?:voglio|vorrei) (?:solo |soltanto )?(?:sfogarmi|essere ascoltat\\w)|i (?:just |only )?(?:want|need) to (?:vent|be heard))\\b',
);
export const NO_STEPS_KEY = 'no_steps';

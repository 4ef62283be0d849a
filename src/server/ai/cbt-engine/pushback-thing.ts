/**
 * What a pushback turns down, in the person's own words: "I've tried the pomodoro thing", «il
 * biglietto gentile l'ho già provato», "please don't say sleep hygiene", «facile dire "parlane con
 * lei"». The reply names it back («Hai già provato «il biglietto gentile» e non ha aiutato…») instead
 * of a line that would fit any pushback, so the person hears that this, precisely, was heard.
 * Quoted as they wrote it, so no grammar of theirs has to be turned.
 */
import type { Lang } from '../types';
import type { RejectForm } from './templates/pushback-heard';
import { normalize, rx } from '../text/normalize';
import { secondPerson } from './memory';
import { clauseToSecond } from './second-person-it';

export interface Rejected {
  form: RejectForm;
  /** Their words for what is turned down, 1-8 words, no end punctuation. */
  thing: string;
}

const END = String.raw`(?=\s*(?:[,.;:!?…]|\s(?:e|ma|perche|perché|xke|poi|che|tanto|and|but|because|cause|about|it|with|anymore|on this|right now|tho|though|thanks|mate)\b|$))`;
/** The end of a clause said back whole ("lo so che devo evitare cipolla e aglio"): an "e" / "and" stays in it. */
const END_CLAUSE = String.raw`(?=\s*(?:[,.;:!?…]|\s(?:ma|però|pero|perche|perché|xke|but|because|cause|tho|though)\b|$))`;
/** Words that only open the message ("sì vabbè", "yeah nah", "no offence but"), before the thing. */
const OPEN_IT = String.raw`^(?:(?:s[iì]|ok|okay|eh|ma|no|va\s?b+[eè]|vabb[eè]|guarda|dai|tipo|mah|beh)[,\s]+)*`;
const OPEN_EN = String.raw`^(?:(?:yeah|yes|yep|nah|no|ok|okay|but|so|well|honestly|tbh|look|no\s+offence\s+but)[,\s]+)*`;
const THING = String.raw`((?:(?![,.;:!?…]).){3,60}?)`;

// Patterns on the text as written (lower-cased); the first that finds a thing wins.
const PATTERNS: Record<Lang, Array<[RejectForm, RegExp]>> = {
  it: [
    [
      'tried',
      new RegExp(
        String.raw`${OPEN_IT}${THING}\s+(?:l['’]\s?|l\s+|li\s+|le\s+|la\s+|lo\s+)(?:ho|abbiamo)\s+(?:gi[aà]\s+)?(?:provat|fatt)[oaie]`,
        'u',
      ),
    ],
    [
      'tried',
      new RegExp(
        String.raw`(?:^|[,.;:!?]\s*|\bma\s+)${THING}\s+non\s+(?:mi\s+)?(?:ha|hanno)\s+(?:mai\s+)?(?:aiutat|funzionat)`,
        'u',
      ),
    ],
    [
      'tried',
      new RegExp(
        String.raw`\bho\s+(?:gi[aà]\s+)?provato\s+(?!e\b|ma\b|per\b|tutto\b|di\s+tutto\b)(?:anche\s+)?(?:a\s+|con\s+)?${THING}${END}`,
        'u',
      ),
    ],
    // «parlarci di nuovo? no grazie, ci ho gia provato», «lo yoga no ti prego, ci ho provato»
    [
      'tried',
      new RegExp(
        String.raw`${OPEN_IT}${THING}(?:[?!,.]\s*|\s+)(?:no\s+(?:grazie|ti\s+prego)\s*[,.]?\s*)?ci\s+(?:ho|abbiamo)\s+(?:gi[aà]\s+)?provato`,
        'u',
      ),
    ],
    // «lo so gia che dovrei riposare»: what they know already, said back as a clause in the second person.
    [
      'known',
      new RegExp(
        String.raw`\b(?:lo\s+so|lo\s+sapevo|so\s+bene|so\s+gi[aà])\s+(?:gi[aà]\s+|bene\s+)?che\s+${THING}${END_CLAUSE}`,
        'u',
      ),
    ],
    [
      'dont',
      new RegExp(
        String.raw`\b(?:smettila\s+con|basta\s+con|non\s+voglio\s+(?:fare|sentire|sentirmi\s+dire)|tutti\s+mi\s+dicono\s+di|(?:me\s+)?lo\s+dicono\s+tutti\s+che)\s+${THING}${END}`,
        'u',
      ),
    ],
    // «dormi quando dorme il bambino non funziona»
    ['cant', new RegExp(String.raw`(?:${OPEN_IT}|[,.;:!?]\s*|\bma\s+)${THING}\s+(?:con\s+me\s+|per\s+me\s+|qui\s+)?non\s+funziona`, 'u')],
    [
      'dont',
      new RegExp(
        String.raw`\b(?:non\s+(?:dirmi|mi\s+dire|mi\s+dica|mi\s+fare|farmi)|smettila\s+di\s+dirmi|non\s+ho\s+bisogno\s+che\s+(?:tu\s+)?mi\s+(?:dica|dici|dicessi))\s+(?:di\s+|che\s+)?${THING}${END}`,
        'u',
      ),
    ],
    // «si vabbe respirare, lo so», «il volontariato me l'hanno gia detto tutti», «l'igiene del sonno la conosco»
    [
      'dont',
      new RegExp(
        String.raw`(?:${OPEN_IT}|[,.;:!?]\s*|\bma\s+)${THING},?\s+(?:lo\s+so\b|gi[aà]\s+sentit[oa]|(?:me\s+)?l['’\s]\s?hanno\s+(?:gi[aà]\s+)?dett[oa]\s+tutti|me\s+lo\s+(?:hanno\s+(?:gi[aà]\s+)?dett[oa]|dicono)\s+tutti|lo\s+dicono\s+tutti|l['’\s]\s?ho\s+lett[oa]\s+ovunque|(?:la|le|li|lo)\s+conosco(?:\s+(?:gi[aà]|bene|a\s+memoria))?(?=\s*(?:[,.;:!?…]|$)))`,
        'u',
      ),
    ],
    ['cant', new RegExp(String.raw`\bfacile\s+dire\s+${THING}${END}`, 'u')],
  ],
  en: [
    [
      'tried',
      new RegExp(
        String.raw`\bi(?:['’]?ve|\s+have)\s+(?:already\s+)?(?:tried|done)\s+(?:the\s+)?${THING}(?:\s+(?:thing|trick|method|app|apps|already))?${END}`,
        'u',
      ),
    ],
    [
      'tried',
      new RegExp(
        String.raw`${OPEN_EN}${THING}\s+(?:didn['’]?t|doesn['’]?t|don['’]?t|never)\s+(?:really\s+)?(?:help|work|do\s+anything)`,
        'u',
      ),
    ],
    [
      'dont',
      new RegExp(
        String.raw`\b(?:(?:don['’]?t|do\s+not)\s+(?:tell\s+me\s+(?:to\s+)?|say\s+|need\s+to\s+hear\s+|give\s+me\s+(?:the\s+)?|send\s+me\s+(?:a\s+|an\s+)?)|stop\s+(?:telling\s+me\s+(?:to\s+)?|saying\s+))(?:do\s+)?${THING}${END}`,
        'u',
      ),
    ],
    // "a rota we tried already", "meetup I've tried"
    [
      'tried',
      new RegExp(String.raw`${OPEN_EN}${THING}\s+(?:we|i)(?:['’]ve|\s+have)?\s+(?:already\s+)?tried\b`, 'u'),
    ],
    // "I know, I know, break it into small steps": the advice itself after "I know,".
    ['dont', new RegExp(String.raw`^i\s+know[,.!]+\s+(?:i\s+know[,.!]*\s+)?${THING}${END_CLAUSE}`, 'u')],
    // "yeah i know it's anxiety": what they know already, said back to them.
    [
      'known',
      new RegExp(String.raw`${OPEN_EN}i\s+(?:already\s+)?know\s+(?:that\s+)?(?!you\b)${THING}${END_CLAUSE}`, 'u'),
    ],
    [
      'dont',
      new RegExp(
        String.raw`\b(?:(?:everyone|everybody|people)\s+(?:says|keeps\s+saying|keep\s+saying|tells\s+me|tell\s+me)\s+(?:to\s+)?|you\s+(?:already\s+|just\s+)?(?:said|told\s+me)\s+(?:that|this)(?:\s+about|\s*,)\s+(?:the\s+)?|already\s+told\s+me\s+to\s+|you['’]?re\s+(?:going\s+to|gonna)\s+say\s+|i\s+don['’]?t\s+(?:need|want)\s+(?:you\s+to\s+tell\s+me\s+(?:that\s+)?|to\s+hear\s+(?:that\s+)?|(?:a|an|another|more|any)\s+))${THING}${END}`,
        'u',
      ),
    ],
    // "I've been reaching out for a year"
    ['tried', /\bi(?:['’]ve|\s+have)\s+been\s+(\p{L}+ing(?:\s+\p{L}+){0,3}?)\s+for\s+(?:a|an|\d+|two|three|four|five|six|months|years|ages|weeks)\b/u],
    [
      'cant',
      new RegExp(
        String.raw`${OPEN_EN}${THING}\s+(?:aren['’]?t|isn['’]?t|is\s+not|are\s+not|won['’]?t\s+be)\s+(?:really\s+)?(?:going\s+to\s+(?:fix|help|change|solve)|an\s+option|realistic|possible)`,
        'u',
      ),
    ],
    [
      'cant',
      new RegExp(
        String.raw`${OPEN_EN}${THING}\s+(?:feel|feels|are|is|sound|sounds)\s+(?:so\s+|really\s+|too\s+|kinda\s+|pretty\s+)?(?:forced|boring|cringe|fake|awkward|pointless|useless)\b`,
        'u',
      ),
    ],
    [
      'dont',
      new RegExp(
        String.raw`\b(?:don['’]?t|do\s+not)\s+(?:tell\s+me\s+(?:to\s+)?|say\s+|need\s+to\s+hear\s+)(?:do\s+)?${THING}${END}`,
        'u',
      ),
    ],
    ['cant', new RegExp(String.raw`\bi\s+(?:can['’]?t|cannot)\s+(?:just\s+|simply\s+)${THING}${END}`, 'u')],
    ['cant', /\bi\s+(?:can['’]?t|cannot)\s+["“]([^"”]{3,60})["”]/u],
  ],
};

// Double quotes, guillemets, or single quotes around words ("it's easy to talk about 'reframing'"),
// never an apostrophe inside a word.
const QUOTED = /["“«]([^"”»]{3,60})["”»]|(?<![\p{L}])['‘]([^'’"]{3,60})['’](?![\p{L}])/u;

// A piece of advice they quote, and a cue for how they turn it down: «si ma "fare cose piacevoli" è
// proprio quello che non riesco a fare», «no guarda, "comunicare" l'ho già fatto».
const QUOTED_CUE: Record<Lang, Array<[RejectForm, RegExp]>> = {
  it: [
    ['tried', rx('\\b(?:provat\\w|l ho (?:gia )?fatt\\w|ho (?:gia )?fatto)\\b')],
    [
      'dont',
      rx(
        '\\b(?:non (?:dirmi|mi dire|mi dica)|smettila di dirmi|non voglio|sentit\\w* (?:mille|cento|tante|troppe) volte|frase da|non mi consola|rispondere solo)\\b',
      ),
    ],
    ['cant', rx('\\b(?:facile|non (?:posso|riesco)|non e (?:cosi )?(?:semplice|realistico|possibile))\\b')],
  ],
  en: [
    ['tried', rx('\\b(?:tried|done)\\b')],
    [
      'dont',
      rx(
        '\\b(?:(?:dont|do not) (?:tell me|say|need to hear|want to)|heard (?:it|that) (?:a )?(?:hundred|thousand|million)|just saying)\\b',
      ),
    ],
    [
      'cant',
      rx('\\b(?:cant|cannot|can not|not (?:that )?(?:simple|easy|realistic)|easy to (?:talk about|say))\\b'),
    ],
  ],
};
const TRAILING = /\s+(?:per favore|ti prego|please|pls|thanks|grazie)$/u;
// A "thing" that is only a pronoun or a filler says nothing back ("l'ho già provato", "don't tell me that").
const EMPTY = rx(
  '^(?:(?:a |the |to |di |che |la |il |lo )?(?:that|this|it|so|anything|everything|nothing|me|tutto|niente|questo|quello|questa|quella|cosi|di tutto|anche quello|sempre|mai)$|non (?:mi (?:aiuta|serve|servono)|serve|funziona)\\b)',
);

/** «nel mio ufficio non funziona così»: a place or a circumstance, not a piece of advice. */
const PLACE = /^(?:nel|nella|nei|nelle|nello|in|al|alla|ai|alle|con|per|da|dal|dalla|su|sul|sulla|at|on|with|for|from|where|when|here|qui|li|là|lì)\s/u;

/** The thing turned down and how (tried already, not to be said, not that simple), or undefined. */
export function rejectedThing(message: string, lang: Lang): Rejected | undefined {
  // "nn" as people type it («ignorarlo nn funziona») reads as the "non" the patterns know.
  const text = message.trim().toLowerCase().replace(/\bnn\b/gu, 'non');
  const q = QUOTED.exec(text);
  const quoted = q?.[1] ?? q?.[2];
  if (quoted) {
    const norm = normalize(text);
    const cue = QUOTED_CUE[lang].find(([, re]) => re.test(norm));
    if (cue) return { form: cue[0], thing: quoted.trim() };
  }
  for (const [found, re] of PATTERNS[lang]) {
    let form = found;
    const m = re.exec(text);
    if (!m) continue;
    // Their own quotation marks, when they used them, delimit the thing best.
    const inside = QUOTED.exec(m[0]);
    let thing = (inside ? (inside[1] ?? inside[2])! : m[1]!)
      .replace(/^["“«'\s]+|["”»'\s]+$/gu, '')
      .replace(/^(?:ma|but|e|and|a|to|di|this|that|these|those|your|the)\s+/u, '')
      .replace(/^(?:il\s+solito\s+discorso|la\s+solita\s+storia|the\s+usual\s+(?:line|stuff|talk))\s+(?:che|del|della|sul|sulla|di|about|that)\s+/u, '')
      .replace(/\s+(?:thing|stuff|cosa)$/u, '')
      .replace(TRAILING, '')
      .trim();
    // «non dirmi che posso prenderne un altro»: the words said to them, as they were said («puoi…»).
    const said =
      form === 'dont' &&
      lang === 'it' &&
      /\b(?:dirmi|dire|dica|dici|dicessi)\s+che\s*$/u.test(text.slice(0, m.index + m[0].indexOf(m[1]!)));
    if (said) thing = clauseToSecond(thing) ?? thing;
    // «che devo dividere il compito in piccoli passi lo so già»: a clause they know, not a thing to drop.
    if (form === 'dont' && lang === 'it' && /^che\s/u.test(thing)) {
      form = 'known';
      thing = thing.slice(4);
    }
    // «lo so che devo evitare cipolla e aglio» -> «lo sai già che devi evitare…»: their clause, said to them.
    if (form === 'known') thing = lang === 'it' ? (clauseToSecond(thing) ?? thing) : secondPerson(thing, 'en');
    const words = thing.split(/\s+/).length;
    if (words < 1 || words > (form === 'known' ? 10 : 8) || EMPTY.test(thing) || PLACE.test(thing)) continue;
    // «sbaglio qualcosa io o non funziona?»: a thing that ends on "o" / "or" is half of a question.
    if (/\s(?:o|e|ma|or|and|but)$/u.test(thing)) continue;
    return { form, thing };
  }
  return undefined;
}


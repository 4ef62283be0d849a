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
import { clauseToSecond } from './second-person-it';

export interface Rejected {
  form: RejectForm;
  /** Their words for what is turned down, 1-8 words, no end punctuation. */
  thing: string;
}

const END = String.raw`(?=\s*(?:[,.;:!?…]|\s(?:e|ma|perche|perché|poi|and|but|because|cause|about|it|with|anymore)\b|$))`;
const THING = String.raw`((?:(?![,.;:!?…]).){3,60}?)`;

// Patterns on the text as written (lower-cased); the first that finds a thing wins.
const PATTERNS: Record<Lang, Array<[RejectForm, RegExp]>> = {
  it: [
    [
      'tried',
      new RegExp(
        String.raw`^(?:s[iì]\s+|ma\s+|guarda\s+|no\s+)*${THING}\s+l['’]\s?ho\s+(?:gi[aà]\s+)?(?:provat|fatt)[oaie]`,
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
    [
      'dont',
      new RegExp(
        String.raw`\b(?:non\s+(?:dirmi|mi\s+dire|mi\s+dica|mi\s+fare|farmi)|smettila\s+di\s+dirmi|non\s+ho\s+bisogno\s+che\s+(?:tu\s+)?mi\s+(?:dica|dici|dicessi))\s+(?:di\s+|che\s+)?${THING}${END}`,
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
        String.raw`^(?:yeah\s+|yes\s+|but\s+)*${THING}\s+(?:didn['’]?t|doesn['’]?t|never)\s+(?:really\s+)?(?:help|work)`,
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
const QUOTED = /["“«]([^"”»]{3,60})["”»]|(?<![\p{L}])['‘]([^'’"]{3,40})['’](?![\p{L}])/u;

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
  '^(?:a |the |to |di |che |la |il |lo )?(?:that|this|it|so|anything|everything|nothing|me|tutto|niente|questo|quello|questa|quella|cosi|di tutto|anche quello|sempre|mai)$',
);

/** The thing turned down and how (tried already, not to be said, not that simple), or undefined. */
export function rejectedThing(message: string, lang: Lang): Rejected | undefined {
  const text = message.trim().toLowerCase();
  const q = QUOTED.exec(text);
  const quoted = q?.[1] ?? q?.[2];
  if (quoted) {
    const norm = normalize(text);
    const cue = QUOTED_CUE[lang].find(([, re]) => re.test(norm));
    if (cue) return { form: cue[0], thing: quoted.trim() };
  }
  for (const [form, re] of PATTERNS[lang]) {
    const m = re.exec(text);
    if (!m) continue;
    // Their own quotation marks, when they used them, delimit the thing best.
    const inside = QUOTED.exec(m[0]);
    let thing = (inside ? (inside[1] ?? inside[2])! : m[1]!)
      .replace(/^["“«'\s]+|["”»'\s]+$/gu, '')
      .replace(/^(?:ma|but|e|and|a|to|di|this|that|these|those|your|the)\s+/u, '')
      .replace(/\s+(?:thing|stuff|cosa)$/u, '')
      .replace(TRAILING, '')
      .trim();
    // «non dirmi che posso prenderne un altro»: the words said to them, as they were said («puoi…»).
    const said =
      form === 'dont' && lang === 'it' && /\bche\s*$/u.test(text.slice(0, m.index + m[0].indexOf(m[1]!)));
    if (said) thing = clauseToSecond(thing) ?? thing;
    const words = thing.split(/\s+/).length;
    if (words < 1 || words > 8 || EMPTY.test(thing)) continue;
    return { form, thing };
  }
  return undefined;
}


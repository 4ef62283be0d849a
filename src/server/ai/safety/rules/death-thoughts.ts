/**
 * Thoughts of death (C-SSRS 2): dark thoughts about not being here, death thoughts every day, voices
 * that command it, someone else about to do it.
 */
import { alt, family, or, R, seq } from './build';
import * as words from './words';

// prettier-ignore
const isGoingTo = [
  'wants to', 'is going to', 'says (?:he|she)s going to', 'said (?:he|she) (?:is going to|would|wants to)',
  'threatens to', 'is threatening to', 'keeps talking about', 'vuole', 'ha detto che vuole', 'dice che vuole',
  'minaccia di', 'sta pensando di',
];
// prettier-ignore
const killThemselves = [
  'kill (?:himself|herself|themselves)', 'end (?:his|her|their) life', 'commit suicide', 'uccidersi', 'ammazzarsi',
  'togliersi la vita', 'farla finita', 'suicidarsi',
];
// prettier-ignore
const voicesHarmSelf = [
  'uccidermi', 'ammazzarmi', 'buttarmi', 'farmi del male', 'tagliarmi', 'morire', 'kill myself', 'hurt myself',
  'jump', 'die', 'end it',
];
// prettier-ignore
const darkAdjIt = [
  R`brutt\w`, R`ner\w`, R`oscur\w`, R`cattiv\w`, 'strani', 'strane', R`pericolos\w`, 'di quel tipo', 'di nuovo',
  R`tornat\w`,
];
// prettier-ignore
const notBeingAnymoreIt = [
  'non esserci piu', 'non esistere piu', 'farla finita', 'finirla', 'sparire per sempre',
  'togliermi (?:la vita|di mezzo)', 'non svegliarmi', 'non risvegliarmi', 'uccidermi', 'ammazzarmi', 'buttarmi',
  'impiccarmi', 'voglia di morire', 'voler morire',
];
// prettier-ignore
const notBeingHereEn = [
  'not being here', 'not being around', 'not existing', 'not exist', 'ending (?:it|things|my life|it all)',
  'end (?:it|things|my life|it all)', 'killing myself', 'kill myself', 'not waking up', 'being gone',
  'disappearing (?:for good|forever)', 'offing myself', 'unaliving', 'hanging myself',
];
// prettier-ignore
const deathThoughtsEn = [
  'dying', 'being dead', 'my (?:own )?death', 'killing myself', 'ending (?:it|things|my life)', 'not being alive',
  'not existing', 'not waking up',
];
// prettier-ignore
const allTheTimeEn = [
  'every (?:single )?(?:day|night|morning|hour)', 'all (?:the time|day|night)', 'constantly', 'non ?stop', '24 7',
  'daily', 'nightly',
];
// prettier-ignore
const deathThoughtsIt = [
  'alla (?:mia )?morte', 'a morire', 'di morire', R`a quando saro mort\w`, 'a farla finita', 'a togliermi la vita',
  'a non esserci piu', 'a come morire',
];
// prettier-ignore
const allTheTimeIt = [
  'ogni (?:giorno|notte|mattina|sera|ora)', 'tutto il giorno', 'tutti i giorni', 'tutte le notti', 'continuamente',
  'di continuo', 'in continuazione', 'sempre',
];
// prettier-ignore
const thinkingOfDeathIt = [
  'alla (?:mia )?morte', 'a morire', 'di morire', 'a farla finita', 'a togliermi la vita',
];

// prettier-ignore
export const deathThoughts = family('death-thoughts', [
  {
    id: 'dark_thoughts_it', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:pensieri|pensiero|idee|idea|tentazioni|tentazione)\b(?: \w+){0,2} ${alt(darkAdjIt)}`,
      R`\b.{0,40}\b${alt(notBeingAnymoreIt)}\b`,
    ),
    match: ['ho pensieri brutti, tipo non esserci più', 'mi tornano le idee nere, tipo farla finita'],
    noMatch: ["ho pensieri brutti sull'esame di domani"],
  },
  {
    id: 'dark_thoughts_en', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:dark|bad|scary|black|intrusive|those|the old|the same|weird|awful)\b(?: \w+)? thought`,
      R`s?\b.{0,50}\b${alt(notBeingHereEn)}\b`,
    ),
    after: R`(?:with|at|in) \w+`,
    match: [
      "i've been having those thoughts again, the ones about not being here",
      'dark thoughts again tonight, about not being around anymore',
    ],
    noMatch: ["i have bad thoughts about my ex's new girlfriend"],
  },
  {
    id: 'death_thoughts_daily', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:think|thinking|thought|obsess\w*|fantasi\w+) (?:about|of) ${alt(deathThoughtsEn)}\b`,
        R`(?: \w+){0,3} ${alt(allTheTimeEn)}\b`,
      ),
      seq(
        R`\b(?:every (?:single )?(?:day|night)|all (?:the time|day)|constantly)\b(?: \w+){0,2} i `,
        '(?:think|thought) (?:about|of) ', R`(?:dying|being dead|killing myself|ending it|my (?:own )?death)\b`,
      ),
      R`\bpenso\b(?: \w+){0,2} ${alt(deathThoughtsIt)}\b(?: \w+){0,2} ${alt(allTheTimeIt)}\b`,
      seq(
        R`\b(?:ogni (?:giorno|notte)|tutto il giorno|tutti i giorni|di continuo)\b(?: \w+){0,2} penso `,
        R`${alt(thinkingOfDeathIt)}\b`,
      ),
    ),
    match: [
      'penso alla morte tutto il giorno', 'i think about dying all the time',
      'every single day i think about killing myself',
    ],
    noMatch: ["i think about my dad's death every day, i miss him"],
  },
  {
    id: 'command_voices_self', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:voci|una voce|voices|a voice|the voice)\b.{0,30}\b${alt(words.voicesSayWords)}\b`,
      R`.{0,15}\b(?:di|to) ${alt(voicesHarmSelf)}\b`,
    ),
    match: ['a voice keeps telling me to kill myself', 'le voci mi dicono di buttarmi'],
    noMatch: ['le voci dicono che il capo si licenzia'],
  },
  {
    id: 'other_suicidal_now', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:my \w+|mio \w+|mia \w+|la mia \w+|il mio \w+|he|she|lui|lei)\b.{0,30}\b`,
      R`${alt(isGoingTo)} ${alt(killThemselves)}\b`,
    ),
    after: R`(?:con|with)\b`,
    match: ['mia sorella ha detto che vuole uccidersi adesso', "my friend says he's going to kill himself tonight"],
    noMatch: ['my friend wants to kill himself with laughter at this meme'],
  },
]);

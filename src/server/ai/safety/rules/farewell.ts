/**
 * Goodbyes and going for ever: farewell messages, saying goodbye to people, a last message, going away
 * for good.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const goForeverIt = [
  'chiudere gli occhi', 'dormire', 'andarmene', 'spegnermi', 'addormentarmi', 'smettere di esistere',
  'non esserci piu', 'sparire',
];
// prettier-ignore
const goAwayForeverIt = [
  'me ne vado', 'andarmene', 'andare via', 'spegnermi', 'smettere di soffrire', 'riposare', 'dormire',
  'addormentarmi', 'chiudere gli occhi', 'chiudere con tutto',
];
// prettier-ignore
const goAwayEn = [
  'go away', 'be gone', 'disappear', 'sleep', 'rest', 'fall asleep', 'check out', 'switch off', 'stop hurting',
  'stop suffering', 'leave this world', 'leave this life', 'leave everyone alone', 'get out of everyones way',
  'stop being a problem',
];
// prettier-ignore
const goodbyeUntilIt = [
  'in', 'a', 'al', 'alla', 'qui', 'da', 'su', 'fino', 'domani', 'oggi', 'stasera', 'questo weekend',
  'per (?:qualche|un|una)',
];
// prettier-ignore
const farewellIt = [
  'addio a tutti', 'addio per sempre', 'vi saluto per sempre', 'questo e (?:il mio |un )?addio', 'e un addio',
  'non cercatemi', 'non venite a cercarmi', 'quando leggerete (?:questo|queste)',
  'quando leggerai (?:questo|queste)', 'grazie (?:di|per) tutto e addio', R`vi voglio bene\W* addio`,
  R`(?:dite|di) (?:a \w+ |a mia \w+ |a mio \w+ |a tutti )?che (?:le |gli |vi |li )?ho voluto bene`,
  'non mi (?:vedrete|sentirete|rivedrete) (?:mai )?piu',
];
// prettier-ignore
const goodnightWords = [
  'off to (?:bed|sleep|work|school)', 'going to (?:bed|sleep)', 'good ?night', 'night night', 'buonanotte',
  'vado a (?:dormire|letto)', 'nanna', 'talk tomorrow',
];
// prettier-ignore
const farewellEn = [
  'goodbye (?:everyone|everybody|all|forever|world|guys|all of you)', 'this is (?:my )?(?:final )?goodbye',
  '(?:thank you|thanks) for everything(?: and|,)? goodbye',
  seq(
    '(?:by the time|when) (?:you|anyone|someone|they) (?:read|reads|find|finds|see|sees) this',
    '(?= i| im| il| it| ill)',
  ),
  'dont (?:come )?look(?:ing)? for me',
  seq(
    R`tell (?:my \w+|them|everyone|her|him|mom|dad|my family) (?:that )?i loved `,
    '(?:her|him|them|you|everyone|all of you)',
  ),
  'you (?:wont|will not|will never) (?:see|hear from) me again',
  '(?:this is|its) the last (?:time )?(?:you|anyone) (?:will )?(?:hear|see) (?:from )?me',
  R`i love you all\W* goodbye`,
];
// prettier-ignore
const startedToWords = [
  'been', 'ive been', 'i have been', 'im', 'started', 'i started', 'sto', 'ho iniziato a', 'ho cominciato a',
  'sto gia',
];
// prettier-ignore
const everyoneWords = [
  'people', 'everyone', 'everybody', 'all my', 'my (?:friends|family|loved ones)', 'tutti', 'le persone',
  'i miei (?:amici|cari)', 'chi mi vuole bene',
];
// prettier-ignore
const lastForNow = [
  'for (?:today|now|tonight)', 'per (?:oggi|stasera|ora|adesso)', 'before', 'prima di', 'domani', 'tomorrow',
  'see you', 'a domani', 'ci sentiamo', 'talk (?:to you )?(?:soon|tomorrow|later)', 'buonanotte', 'good ?night',
  'night night', 'credits?', 'crediti', 'free', 'gratis', R`gratuit\w`, R`limit\w*`, 'limite', 'quota', 'plan',
  'piano', 'abbonamento', 'subscription', 'premium', 'trial', 'prova', 'battery', 'batteria', 'phone is dying',
  'telefono (?:si sta scaricando|e scarico)', 'help', 'advice', 'tips', 'consigli', 'aiuto', 'aiutato', 'helped',
  'feel better', 'mi sento meglio', 'bye for now',
];
// prettier-ignore
const lastOfWhat = [
  'before', 'for', 'of', 'prima', 'per', 'della', 'del', 'di', 'tonight', 'today', 'oggi', 'stasera', 'in this',
  'in questa', 'on this', 'here', 'qui',
];
// prettier-ignore
const untilLater = [
  'per (?:oggi|un po|qualche|una|un|stasera)', 'prima (?:di|delle)', 'fino a',
  'for (?:a while|today|now|some|a few|the)', 'before', 'until', 'til', 'till', 'this (?:week|month|year)',
  'in (?:class|this)', 'on this',
];
// prettier-ignore
const hearSeeMe = [
  'sentite', 'senti', 'sentirete', 'sentirai', 'vedete', 'vedi', 'vedrete', 'vedrai', 'leggete', 'leggi',
  'leggerete', 'leggerai', 'scrivo',
];

// prettier-ignore
export const farewell = family('farewell', [
  {
    id: 'it_finality', category: 'suicide', lang: 'it',
    pattern: or(
      R`\b${alt(goForeverIt)} (?:e basta |e non tornare |davvero )?per sempre\b`,
      R`\b(?:basta|ho chiuso|chiudo|la faccio finita) con (?:tutto|la vita)\b(?! quest)`,
    ),
    after: R`per (?:oggi|stasera)|al lavoro|in ufficio|${frag.sleepIn}`,
    match: ['ho chiuso con la vita', 'voglio chiudere gli occhi per sempre'],
    noMatch: ['basta con tutto per oggi, vado a dormire'],
  },
  {
    id: 'en_finality', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:close my eyes|go to sleep|go away|be gone|fade away|switch off) `,
        R`(?:and never wake up |for good |)?(?:forever|for good|permanently)\b`,
      ),
      R`\b(?:done|finished) with (?:everything|it all|all of it)\b`,
    ),
    after: 'at work|for (?:today|the day|now)|on my list|at the office',
    match: ['i just want to close my eyes forever', "i'm done with everything, i mean it"],
    noMatch: ["i'm done with everything on my list for today"],
  },
  {
    id: 'it_forever', category: 'suicide', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:tolgo|togliere|togliermi|levo|levare|levarmi) il disturbo `,
        R`(?:per sempre|definitivamente|una volta per tutte)\b`,
      ),
      R`\b${alt(goAwayForeverIt)}${frag.plainWord}{0,2} per sempre\b`,
    ),
    after: R`${frag.sleepIn}|(?:da|dal|dalla|dallo|dai|dalle|dagli|in|a|al|alla|con|via da|verso)\b`,
    match: ['stanotte tolgo il disturbo una volta per tutte', 'me ne vado per sempre, non cercatemi'],
    noMatch: ['me ne vado per sempre da questa città'],
  },
  {
    id: 'en_forever', category: 'suicide', lang: 'en',
    pattern: R`\b${alt(goAwayEn)} (?:forever|for good|permanently|once and for all)\b`,
    after: R`(?:from (?:this|the|my)|to (?:a|the|another)|in (?:a|the))\b`,
    around: R`\bcould sleep forever\b|\bsleep for(?:ever)? (?:after|when|til|until)\b`,
    match: ['i want to go away forever', 'i just want to fall asleep forever'],
    noMatch: ['i could sleep forever on sundays haha'],
  },
  {
    id: 'it_farewell', category: 'suicide', lang: 'it',
    pattern: R`\b${alt(farewellIt)}\b`,
    after: R`${alt(goodbyeUntilIt)}\b`,
    around: frag.ordinaryGoodbye,
    match: ['quando leggerete questo messaggio sarà tardi, vi voglio bene', 'addio a tutti, vi voglio bene'],
    noMatch: ['addio a tutti, ci vediamo al rientro dalle vacanze'],
  },
  {
    id: 'en_farewell', category: 'suicide', lang: 'en',
    pattern: R`\b${alt(farewellEn)}\b`,
    after: R`(?:at|in|until|til|till|on)\b`,
    around: R`${frag.ordinaryGoodbye}|\b${alt(goodnightWords)}\b`,
    match: ["by the time you read this i'll be gone", 'goodbye everyone, thank you for everything'],
    noMatch: ['goodbye everyone, see you tomorrow!'],
  },
  {
    id: 'goodbye_people', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(startedToWords)} (?:saying goodbye|salutando|dire addio) (?:to |a )?`, R`${alt(everyoneWords)}\b`,
    ),
    around: frag.ordinaryGoodbye,
    match: ["lately i've been saying goodbye to my friends one by one", 'sto salutando tutti, uno alla volta'],
    noMatch: ["i've been saying goodbye to everyone at work, new job on monday"],
  },
  {
    id: 'last_message', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:this (?:will be|is|ll be)|questo (?:e|sara)|ecco) (?:il )?(?:my |mio )?(?:very )?`,
      R`(?:last|final|ultimo) (?:message|text|post|messaggio)\b(?! ${alt(lastOfWhat)}\b)`,
    ),
    around: R`\b${alt(lastForNow)}\b`,
    match: ['questo è il mio ultimo messaggio', 'this is my last message to anyone'],
    noMatch: ['questo è l’ultimo messaggio gratis di oggi?'],
  },
  {
    id: 'last_time_hear_me', category: 'suicide', lang: 'any',
    pattern: or(
      R`\be (?:l )?ultima volta che mi ${alt(hearSeeMe)}\b`,
      seq(
        R`\b(?:last time|final time) (?:you(?:l| will)?|anyone(?:l| will)?|any of you(?:l| will)?) `,
        R`(?:hear from|see|read|hear) (?:me|from me)\b`,
      ),
    ),
    after: R`${alt(untilLater)}\b`,
    around: frag.ordinaryGoodbye,
    match: ["è l'ultima volta che mi leggete, grazie di tutto", "this is the last time you'll hear from me"],
    noMatch: ["è l'ultima volta che mi sentite per oggi, a domani"],
  },
]);

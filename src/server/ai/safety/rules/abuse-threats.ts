/**
 * Threats from a partner or a relative: to kill me, if I go out, if I tell, if I leave; an ex who
 * waits outside and threatens, or threatens to post intimate images.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const killsMeIt = [
  'mi ammazza', 'mi uccide', 'mi ammazzera', 'mi uccidera', 'ha detto che mi (?:ammazza|uccide)',
  R`mi ha minacciat\w di (?:morte|uccidermi|ammazzarmi)`,
];
// prettier-ignore
const threatensEn = [
  'will', 'il', 'hel', 'shel', 'going to', 'gona', 'said hed', 'threatened to', 'threatens to', 'says hel',
  'said hel', 'said shed', 'said shel',
];
// prettier-ignore
const threatVerbsEn = [
  'says', 'said', 'screaming', 'screams', 'yelling', 'yells', 'shouting', 'shouts', 'swears', 'swore',
  'keeps saying', 'texted', 'texts', 'told me',
];
// prettier-ignore
const willKillEn = [
  'hel', 'hes going to', 'hes gona', 'he will', 'hed', 'he would', 'shel', 'she will', 'shes going to', 'shed',
  'theyl', 'they will', 'theyre going to', 'he is going to', 'she is going to', 'going to', 'gona',
];
// prettier-ignore
const saysVerbsIt = [
  'urla', 'grida', 'dice', 'diceva', 'ha detto', 'minaccia', 'minacciava', R`ha minacciat\w`, 'ripete', 'giura',
  'ha giurato', 'continua a dire', 'scrive', 'ha scritto',
];
// prettier-ignore
const killsIt = [
  'ammazza', 'uccide', 'ammazzera', 'uccidera', 'ammazzerebbe', 'ucciderebbe', 'fa fuori', 'fara fuori',
  'ammazzarmi', 'uccidermi',
];
// prettier-ignore
const intimateImages = [
  R`nud\w`, R`intim\w`, 'hot', R`privat\w`, 'naked', 'explicit', 'sexual', 'nudes', 'sex tape', 'spinte',
];
// prettier-ignore
const postedWords = [
  R`pubblicat\w`, 'pubblica', 'messo online', 'mette online', R`mess\w in giro`, R`diffus\w`, 'diffonde',
  'fatto girare', R`mandat\w a tutti`, 'manda a tutti', 'minaccia', R`minacciat\w`, R`ricatt\w+`, 'posted',
  'posting', 'leaked', 'leaking', 'shared', 'sharing', 'spreading', 'sent (?:them|it) to', R`threaten\w*`,
  R`blackmail\w*`, R`sextort\w*`, R`extort\w*`,
];
// prettier-ignore
const ifIDoIt = [
  'esco', 'parlo', 'rispondo', 'dico', 'torno', 'faccio', 'non faccio', 'lo lascio', 'la lascio', 'me ne vado',
  'provo a',
];
// prettier-ignore
const ifIGoOutIt = [
  'esco', 'parlo', 'rispondo', 'dico', 'torno', 'faccio', 'non faccio', 'lo lascio', 'la lascio', 'me ne vado',
];
// prettier-ignore
const heWillEn = [
  'hel', 'he will', 'shel', 'she will', 'they will', 'theyl', 'hed', 'shed', 'he would', 'she would', 'going to',
  'gona',
];
// prettier-ignore
const hurtsThemIt = [
  'ammazza', 'uccide', 'fa del male', 'picchia', 'ammazzera', 'uccidera', 'fara del male', 'picchiera',
];
// prettier-ignore
const ifILeaveIt = [
  'lascio', 'mollo', 'denuncio', 'chiamo la polizia', 'me ne vado', 'scappo', 'vado via', 'parlo', 'dico',
];
// prettier-ignore
const killsOrHurtsIt = [
  'ammazza', 'uccide', 'ammazzera', 'uccidera', 'ammazzerebbe', 'ucciderebbe', 'fa del male a', 'fara del male a',
];
// prettier-ignore
const exPartners = [
  'ex', 'lui', 'lei', 'ragazz[oa]', 'fidanzat[oa]', 'marito', 'moglie', 'compagn[oa]', 'he', 'she', 'boyfriend',
  'girlfriend', 'husband', 'wife', 'partner', 'bf', 'gf',
];
// prettier-ignore
const ruinsMeIt = [
  'rovina', 'rovinera', 'fa del male', 'fara del male', 'distrugge', 'distruggera', 'ammazza', 'uccide',
];
const payBackIt = ['me la (?:fa|fara|faranno) pagare', R`mi ${alt(ruinsMeIt)}`, 'minaccia', R`minacci\w+`];
// prettier-ignore
const ifILeaveHimIt = [
  'torno con (?:lui|lei)', 'lo lascio', 'la lascio', 'me ne vado', 'esco con altri', 'parlo', 'lo dico',
  'lo denuncio', 'non faccio quello che dice',
];
// prettier-ignore
const ruinMyLifeIt = [
  'me la (?:fa|fara|faranno) pagare', 'mi (?:rovina|rovinera|fa del male|fara del male|distrugge|distruggera)',
];
// prettier-ignore
const ifILeaveEn = [
  'dont (?:get back|come back|go back)', 'leave (?:him|her)', 'break up', 'tell anyone', 'report (?:him|her)',
];
// prettier-ignore
const payBackEn = [
  'make me pay', 'ruin my life', 'make my life hell', 'destroy me', 'hurt me',
  'post (?:my|the) (?:pics|photos|nudes)',
];

// prettier-ignore
export const abuseThreats = family('abuse-threats', [
  {
    id: 'it_abuse_kill_me', category: 'abuse_violence', lang: 'it',
    pattern: R`\b${alt(words.relativesIt)}\b.{0,40}\b${alt(killsMeIt)}\b`,
    around: or(
      frag.familyIdiom,
      seq(
        R`\b(?:se|quando) (?:scopre|vede|sa)\b.{0,30}\b`,
        R`(?:vot|pagell|mult|macchin|graffi|risultat|telefon|camer|disordin)\w*`,
      ),
      R`\b(?:ahah|haha|scherz)`,
    ),
    match: ['mio marito urla che mi ammazza', 'lui è fuori dalla porta e dice che mi uccide stanotte'],
    noMatch: ['mia madre dice che mi ammazza se prendo un altro brutto voto'],
  },
  {
    id: 'en_abuse_kill_me', category: 'abuse_violence', lang: 'en',
    pattern: R`\b${alt(words.relativesEn)}\b.{0,30}\b${alt(threatensEn)} (?:\w+ )?kill me\b`,
    around: or(
      frag.familyIdiom,
      seq(
        R`\b(?:when|if) (?:he|she|they|my \w+) (?:sees|finds out|hears)\b.{0,30}\b`,
        R`(?:grade|report|bill|car|scratch|mess|result|test|phone|room)\w*`,
      ),
      R`\blol\b`, R`\bhaha`,
    ),
    match: ['he keeps texting that he is going to kill me', "he's drunk and says he's going to kill me"],
    noMatch: ['my dad will kill me when he sees my grades'],
  },
  {
    id: 'threat_to_kill_me', category: 'abuse_violence', lang: 'any',
    pattern: or(
      seq(R`\b${alt(threatVerbsEn)} (?:that )?${alt(willKillEn)} (?:kill|murder|strangle|stab|shoot) `, R`me\b`),
      R`\b(?:threatening|threatens|threatened) to (?:kill|murder|strangle|stab|shoot) me\b`,
      R`\b${alt(saysVerbsIt)} (?:che |di )?(?:mi )?${alt(killsIt)}\b`,
    ),
    around: frag.familyIdiom,
    match: ['he screams that he will kill me', 'mi minaccia che mi ammazza se esco'],
    noMatch: ['my mom said she will kill me if i miss curfew again'],
  },
  {
    id: 'it_abuse_conditional', category: 'abuse_violence', lang: 'it',
    pattern: or(
      seq(
        R`\bse ${alt(ifIDoIt)}\b.{0,30}\bmi `,
        R`(?:picchia|mena|ammazza di botte|prende a (?:botte|schiaffi|calci|pugni|cinghiate))\b`,
      ),
      R`\bmi (?:picchia|mena|ammazza di botte)\b.{0,30}\bse ${alt(ifIGoOutIt)}\b`,
    ),
    match: ['se rispondo male mi picchia', 'mi mena se torno tardi'],
    noMatch: ['se esco stasera mi diverto'],
  },
  {
    id: 'threat_on_disclosure', category: 'abuse_violence', lang: 'any',
    pattern: or(
      seq(
        R`\bif i (?:tell|told|say anything|talk|report|leave)\b.{0,40}\b${alt(heWillEn)} `,
        R`(?:hurt|kill|hit|beat|take|do something to|come after) (?:me|my \w+|us|her|him)\b`,
      ),
      seq(
        R`\b(?:hel|he will|shel|she will|hed|shed|he would|she would) `,
        R`(?:hurt|kill|hit|beat|do something to) (?:me|my \w+|us)\b.{0,20}\bif i `,
        R`(?:tell|told|say anything|talk|report|leave)\b`,
      ),
      seq(
        R`\bse (?:lo )?(?:dico|racconto|parlo|denuncio) `,
        R`(?:a qualcuno|a nessuno|alla polizia|a mamma|ai miei)?\b.{0,40}\b`,
        R`(?:(?:mi|ci|le|gli|la|lo) )?${alt(hurtsThemIt)}\b`,
      ),
    ),
    around: frag.familyIdiom,
    match: ['if i tell anyone he will hurt my mom', 'se lo dico alla polizia lui la ammazza'],
    noMatch: ["if i tell mom about the dented car she'll kill me"],
  },
  {
    id: 'threat_if_leave_it', category: 'abuse_violence', lang: 'it',
    pattern: seq(
      R`\bse (?:lo |la |li )?${alt(ifILeaveIt)}\b.{0,40}\b${alt(killsOrHurtsIt)} `,
      R`(?:me|noi|i bambini|i miei figli|mia madre|tutti|entrambi)\b`,
    ),
    around: frag.familyIdiom,
    match: ['se lo dico a qualcuno lui ammazza mia madre', 'mi ha detto che se lo lascio ammazza me e i bambini'],
    noMatch: ['se me ne vado prima mia madre mi ammazza, devo aiutarla coi piatti'],
  },
  {
    id: 'waits_threatens', category: 'abuse_violence', lang: 'any',
    pattern: or(
      seq(
        R`\bmi (?:aspetta|aspettava|segue|seguiva) (?:fuori|sotto|davanti)\b `,
        R`(?:dal |da |dalla |al |alla |a |casa|scuola|lavoro|ufficio|palestra)\w*\b.{0,60}\b`, R`${alt(payBackIt)}\b`,
      ),
      R`\bse (?:non )?${alt(ifILeaveHimIt)}\b.{0,30}\b${alt(ruinMyLifeIt)}\b`,
      seq(
        R`\bif i ${alt(ifILeaveEn)}\b.{0,40}\b`,
        R`(?:hel|shel|he will|she will|he would|she would|hed|shed) ${alt(payBackEn)}\b`,
      ),
    ),
    requires: [R`\b${alt(exPartners)}\b`],
    match: [
      'il mio ex mi aspetta fuori dal lavoro e dice che me la fa pagare',
      'if i break up with him he will ruin my life, my boyfriend said',
    ],
    noMatch: ['se non torno con lui mia madre si arrabbia'],
  },
  {
    id: 'image_abuse', category: 'abuse_violence', lang: 'any',
    pattern: R`\b(?:foto|video|immagini|pics|photos|pictures|videos|nudes)\b`,
    requires: [R`\b${alt(intimateImages)}\b`, R`\b${alt(postedWords)}\b`],
    unless: R`\b(?:celebrit\w*|vip|attric\w|actress|star|cantante|singer|politic\w)\b`,
    match: ['my ex is threatening to leak my nudes', 'hanno pubblicato le mie foto intime'],
    noMatch: ['hanno pubblicato foto intime di una vip'],
  },
]);

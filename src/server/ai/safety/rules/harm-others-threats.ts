/**
 * Harm to others as a threat: "lo ammazzo", stabbing or smashing a head, arson.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const threatIdiomsIt = [
  'grosse', 'grossa', 'grosso', 'un messaggio', 'una mail', 'un vocale', 'una foto', 'in partita', 'nel gioco',
];
// prettier-ignore
const killVerbsIt = [
  'ammazzo', 'uccido', 'ammazzero', 'uccidero', 'ammazzerei', 'ucciderei', 'accoltello', 'accoltellero',
  'accoltellerei', 'sgozzo', 'sgozzero', 'strangolo', 'strangolero', 'strangolerei', 'massacro', 'massacrero',
  'prendo a (?:coltellate|martellate|sprangate|bastonate)',
];
// prettier-ignore
const killNonPeopleIt = [
  'tempo', 'noia', R`zanzar\w`, R`mosc\w`, R`scarafagg\w`, 'boss', 'livello', 'mostro', R`nemic\w`, 'pizza',
  'torta', 'gelato', 'panettone', 'dolce', 'vino', 'birra', 'bottiglia', 'gioco', 'partita', 'game', 'serie',
  'libro',
];
// prettier-ignore
const killFirstPersonIt = [
  'ammazzo', 'uccido', 'accoltello', 'sgozzo', 'strangolo', 'ammazzero', 'uccidero', 'accoltellero', 'massacro',
  'massacrero', 'faccio fuori', 'faro fuori',
];
// prettier-ignore
const thatPersonIt = [
  'quel', 'quella', 'quello', 'quei', 'quelle', 'questo', 'questa', 'sto', 'sta', 'il mio', 'la mia', 'mio', 'mia',
  'i miei', 'lui', 'lei', 'tutti', 'qualcuno', 'chiunque',
];
// prettier-ignore
const headThreatWeapons = [
  'mazza', 'spranga', 'coltello', 'martello', 'bastone', 'pistola', 'tubo', 'catena', 'so dove abita',
  'so dove vive', 'so dove lavora', 'lo aspetto', 'la aspetto', 'sotto casa sua', 'fuori da scuola', 'stasera',
  'domani', 'sul serio', 'non scherzo',
];
// prettier-ignore
const smashHeadIt = [
  'spaccargli', 'spaccarle', 'spaccare', 'rompergli', 'romperle', 'fracassargli', 'fracassarle', 'aprirgli',
  'aprirle',
];

// prettier-ignore
export const harmOthersThreats = family('harm-others-threats', [
  {
    id: 'it_weak_threat', category: 'harm_to_others', lang: 'it',
    pattern: R`\b(?:lo|la|li|le) (?:ammazzo|uccido|ammazzero|uccidero|ammazzerei|ucciderei)\b`,
    joke: true,
    match: ['giuro che stavolta lo ammazzo', 'se lo rivedo lo uccido'],
    noMatch: ['se mi prende ancora il caricatore la ammazzo ahah'],
  },
  {
    id: 'en_weak_threat', category: 'harm_to_others', lang: 'en',
    pattern: seq(
      R`\b(?:il|i will|im going to|imma|i could|i swear ill|i swear il) (?:kill|murder|strangle) `,
      R`${alt(words.targetsEn)}\b`,
    ),
    joke: true,
    match: ["i swear i'll kill him", 'im going to murder my roommate'],
    noMatch: ["if my brother eats my fries again i'll kill him lol"],
  },
  {
    id: 'it_threat_verbs', category: 'harm_to_others', lang: 'it',
    pattern: or(
      R`\b(?:lo|la|li|le|l) ${alt(killVerbsIt)}\b`,
      R`\bgli (?:sparo|sparero|sparerei|spacco la (?:faccia|testa)|rompo le ossa)\b`,
    ),
    joke: true,
    after: alt(threatIdiomsIt),
    match: ['giuro che lo sgozzo', 'appena lo vedo gli sparo'],
    noMatch: ['lo ammazzo in partita stasera'],
  },
  {
    id: 'it_kill_np', category: 'harm_to_others', lang: 'it',
    pattern: R`\b${alt(killFirstPersonIt)} ${alt(thatPersonIt)}\b`,
    joke: true,
    around: R`\b${alt(killNonPeopleIt)}\b`,
    match: ['stanotte accoltello quel bastardo', 'giuro che ammazzo mia sorella'],
    noMatch: ['ammazzo quel boss e poi vado a dormire'],
  },
  {
    id: 'it_stab_idiom', category: 'harm_to_others', lang: 'it',
    pattern: seq(
      R`\b(?:gli|le|a lui|a lei|ti) (?:pianto|piantero|infilo|infilero|ficco|caccio) `,
      R`(?:un |il |una |la )?(?:coltello|lama|forbici|cacciavite|pugnale)\b`,
    ),
    joke: true,
    match: ['gli pianto il coltello nella schiena appena si gira', 'le infilo la lama in gola se parla ancora'],
    noMatch: ['gli pianto un chiodo nel muro'],
  },
  {
    id: 'smash_head_threat', category: 'harm_to_others', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:im going to|i m going to|il|i will|gona|i swear il|i could|im gona)\b`,
        R`${frag.plainWord}{0,1} (?:bash|smash|cave|kick|beat) (?:his|her|their|your) `,
        R`(?:head|face|skull|teeth) in\b`,
      ),
      seq(
        R`\b(?:im going to|i m going to|il|i will|i swear il)\b${frag.plainWord}{0,1} `,
        R`(?:break|snap) (?:his|her|their|your) (?:neck|legs|jaw|arms)\b`,
      ),
    ),
    joke: true,
    around: frag.familyIdiom,
    match: [
      "if my coworker says one more word i'm going to bash his head in, i'm serious", "i swear i'll break his neck",
    ],
    noMatch: ['my mom will break my neck if i miss curfew'],
  },
  {
    id: 'it_head_threat', category: 'harm_to_others', lang: 'it',
    pattern: seq(
      R`\b(?:voglio|vorrei|ho voglia di|sto per|giuro che|potrei|adesso vado a)\b`,
      R`${frag.plainWord}{0,1} ${alt(smashHeadIt)} `, R`(?:la testa|la faccia|le ossa|il cranio|le gambe)\b`,
    ),
    joke: true,
    requires: [R`\b${alt(headThreatWeapons)}\b`],
    match: [
      'ho voglia di spaccare la faccia a mio padre, ho la mazza in macchina',
      'adesso vado a spaccargli la testa, so dove abita',
    ],
    noMatch: ['vorrei spaccargli la faccia ma non lo farò mai'],
  },
  {
    id: 'arson_threat', category: 'harm_to_others', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:il|i will|im going to|i m going to|gona|i swear il|i could)\b${frag.plainWord}{0,1} `,
        R`(?:burn|torch|set fire to) (?:his|her|their|your|that \w+s|my \w+s) `,
        R`(?:house|home|car|apartment|flat|place|shop|store)\b`,
      ),
      seq(
        R`\b(?:gli|le) (?:brucio|bruciero|do fuoco a|daro fuoco a) `,
        R`(?:la casa|la macchina|l auto|il negozio|l appartamento)\b`,
      ),
    ),
    joke: true,
    around: R`\b(?:game|gioco|minecraft|sims|playlist|cd|dvd|calories|calorie)\b`,
    match: ['le brucio la macchina stanotte', "i'm going to burn his house down tonight"],
    noMatch: ["i'm going to burn her cd of love songs lol"],
  },
]);

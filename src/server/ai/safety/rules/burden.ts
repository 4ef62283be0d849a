/**
 * Perceived burdensomeness (interpersonal theory): a weight on everyone, dead weight, everyone better
 * off without me.
 */
import { alt, family, or, R, seq } from './build';

// prettier-ignore
const ifIWereGoneIt = [
  'non ci fossi', 'morissi', 'sparissi', 'non esistessi', R`non fossi mai nat\w*`, 'non ci fossi piu',
];
// prettier-ignore
const groupActivitiesEn = [
  'team', 'project', 'company', 'office', 'work', 'shift', 'class', 'group', 'band', 'choir', 'trip', 'party',
  'dinner', 'meeting', 'game', 'match', 'squad',
];
// prettier-ignore
const ifIWereGoneEn = [
  'died', 'disappeared', 'wasnt (?:here|around|alive)', 'didnt exist', 'never existed',
];
// prettier-ignore
const reassuredWords = [
  'tell me', 'told me', 'say', 'says', 'dicono', 'mi dicono', 'mi ha detto', 'mi hanno detto',
];
// prettier-ignore
const inTherapyWords = [
  'ci sto lavorando', 'working on it', 'my therapist', 'il mio terapeuta', 'la mia terapeuta', 'la psicologa',
  'lo psicologo',
];
// prettier-ignore
/** Told they are not a burden ("ma i miei dicono che non è vero"), or talking it over in therapy. */
const reassured = or(
  seq(
    R`\b(?:but|ma)\b.{0,30}\b${alt(reassuredWords)}\b.{0,20}\b`,
    '(?:im not|i am not|thats not true|non (?:e|sono) (?:vero|cosi|un peso))',
  ),
  seq(R`\b(?:so|i know|sappiamo) (?:che |that )?`, R`(?:non e vero|its not true|thats not true|non e cosi)\b`),
  R`\b${alt(inTherapyWords)}\b`,
);

const burdenNounsIt = [
  'peso', 'fardello', 'zavorra', 'palla al piede', 'spreco di spazio', 'spreco d aria', 'spreco di ossigeno',
  'costo', 'problema', 'disturbo', 'fastidio', 'rovina',
];
// prettier-ignore
const burdenOnIt = [
  'tutti', 'chiunque', 'la mia famiglia', 'gli altri', 'i miei', 'mia madre', 'mio padre', 'voi', 'loro',
  'chi mi sta vicino', 'chi mi vuole bene', 'il mondo',
];
// prettier-ignore
const burdenOnEn = [
  'everyone', 'everybody', 'my (?:family|parents|friends|mom|dad|mum|kids|partner|wife|husband)', 'them', 'people',
  'the world', 'all of you',
];
// prettier-ignore
const deadWeightGroups = [
  'squadra', 'team', 'ufficio', 'office', 'lavoro', 'work', 'gruppo', 'group', 'progetto', 'project', 'class',
  'classe', 'palestra', 'gym', 'game', 'partita', 'match', 'band', 'coro', 'choir', 'meeting', R`riunion\w`,
  'relazione', 'relationship', 'coppia',
];
// prettier-ignore
const deadWeightOrdinary = [
  'caffe', 'coffee', 'mattina', 'morning', 'ho sonno', 'di sonno', 'sleepy', R`assonnat\w`, 'lunedi', 'monday',
  'hangover', 'postumi', 'palestra', 'gym', 'stacco', 'stacchi', R`deadlift\w*`, 'kg', 'chili', 'kilos', 'lbs',
  'reps', 'ripetizioni', 'squat', 'panca', 'bench', 'allenamento', 'workout', 'zaino', 'backpack', 'valigia',
  'suitcase', 'boat', 'barca', 'kayak', 'canoa', R`swim\w*`, R`nuot\w+`, R`float\w*`, R`galleggi\w+`, 'yoga',
  'pilates', 'dance', 'danza', 'ballo', 'arm', 'braccio', 'leg', 'gamba',
];
// prettier-ignore
const iAmWords = [
  'sono', 'mi sento', 'resto', 'rimango', 'sarei', 'divento', R`sono diventat\w`, 'im', 'i am', 'i m',
  'i feel like', 'feel like', 'ive become', 'i became', 'just', 'only', 'such',
];

// prettier-ignore
export const burden = family('burden', [
  {
    id: 'it_burden2', category: 'suicide', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:sono|mi sento|sarei|resto|rimango) `,
        R`(?:solo |soltanto |solamente |sempre |davvero |proprio )?(?:un|una) ${alt(burdenNounsIt)} `,
        R`(?:per|a|in piu per) ${alt(burdenOnIt)}\b`,
      ),
      R`\bsono (?:solo |soltanto )?(?:uno spreco di (?:spazio|aria|ossigeno))\b`,
    ),
    around: reassured,
    match: ['mi sento un peso per la mia famiglia', 'sono uno spreco di ossigeno'],
    noMatch: ['a volte mi sento un peso per i miei, ma so che non è vero'],
  },
  {
    id: 'en_burden', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:im|feel like|i feel like) (?:such |just |only |nothing but )?a burden (?:to|on|for) `,
      '(?:everyone|everybody|my family|them|others|the people)',
    ),
    around: reassured,
    match: ['i feel like a burden to everyone', 'im such a burden on my family'],
    noMatch: ["sometimes i feel like a burden to everyone but my therapist says i'm not"],
  },
  {
    id: 'en_burden2', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:im|i am|i feel like|feel like|i feel) `,
        '(?:just |only |such |nothing but |a total |a complete )*(?:a |an )?',
        R`(?:burden|waste of (?:space|air|oxygen)|drain) (?:to|on|for) ${alt(burdenOnEn)}\b`,
      ),
      R`\bim (?:just |only )?a waste of (?:space|air|oxygen)\b`,
    ),
    around: reassured,
    match: ["i'm a waste of space to my family", 'i feel like a total burden to my parents'],
    noMatch: ["sometimes i feel like a burden to my friends but they tell me i'm not"],
  },
  {
    id: 'dead_weight', category: 'suicide', lang: 'any',
    pattern: R`\b${alt(iAmWords)}\b(?: \w+){0,3} (?:un |a |nothing but )?(?:peso morto|dead weight)\b`,
    after: seq('(?:in|nel|nella|at|on|sul|al|alla|during|durante) (?:the |a |my |la |il )?', alt(deadWeightGroups)),
    around: R`\b${alt(deadWeightOrdinary)}\b`,
    match: ['sono un peso morto per tutti', "i'm just dead weight to my family"],
    noMatch: ['sono un peso morto in ufficio'],
  },
  {
    id: 'it_better_without', category: 'suicide', lang: 'it',
    pattern: R`\b(?:meglio|megl) (?:per tutti |per loro |per voi )?se (?:io )?${alt(ifIWereGoneIt)}`,
    neg: false,
    match: ['sarebbe meglio se non ci fossi', 'meglio per tutti se non esistessi'],
    noMatch: ['meglio se ci vediamo domani'],
  },
  {
    id: 'it_better_off', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:starebbero|starebbe|vivrebbero|sarebbero|sarebbe) `,
      '(?:tutti |tutte |davvero |sicuramente |proprio |onestamente )*',
      '(?:meglio|piu felici|piu sereni|piu tranquilli) (?:senza (?:di )?me|se (?:io )?',
      R`(?:non (?:ci )?fossi|non fossi mai nat\w*|morissi|sparissi))\b`,
    ),
    neg: false,
    match: ['starebbero tutti meglio senza di me', 'i miei figli starebbero meglio se io non ci fossi'],
    noMatch: ['starebbero meglio senza il capo'],
  },
  {
    id: 'en_better_without', category: 'suicide', lang: 'en',
    pattern: or(
      R`\b(?:better off|happier|easier) without me\b`,
      seq(R`\b(?:better off|happier|easier) if i (?:was|were) `, R`(?:dead|gone|not here|never born|not around)\b`),
      R`\b(?:better off|happier|easier) if i ${alt(ifIWereGoneEn)}\b`,
      R`\b(?:better off|happier|easier) if (?:id|i had) never (?:been born|existed)\b`,
    ),
    neg: false,
    around: R`\b${alt(groupActivitiesEn)}\b`,
    match: ["they're all better off without me", 'my family would be happier if i was gone'],
    noMatch: ['the team would be better off without me on the project honestly'],
  },
  {
    id: 'en_better_plain', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:would|will|d|are|were) (?:all |honestly |really |probably |definitely |just )*`,
      R`(?:be )?(?:better|happier|easier)(?: off)? without me\b`,
    ),
    neg: false,
    around: R`\b${alt(groupActivitiesEn)}\b`,
    match: ['everyone would be better off without me', 'my family would honestly be happier without me'],
    noMatch: ['the team would be better off without me on the project honestly'],
  },
]);

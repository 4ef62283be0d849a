/**
 * Medical emergencies of consciousness and the brain: fainting, someone unresponsive or not breathing,
 * a seizure, stroke signs, the worst headache of one's life, a head injury with red flags.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const notAPerson = [
  'naso', 'nose', 'pianta', 'plant', 'pc', 'computer', 'telefono', 'phone', 'app', 'server', 'sito', 'website',
];
// prettier-ignore
const unresponsiveWords = [
  'non respira(?: piu)?', 'ha smesso di respirare', R`e priv\w di sensi`, 'e incosciente', 'non reagisce',
  R`non riesco a svegliarl\w`, 'not breathing', 'isnt breathing', 'stopped breathing', 'barely breathing',
  'is unconscious', 'unresponsive', 'cant wake (?:him|her|them) up', 'turning blue', R`e diventat\w (?:blu|viola)`,
  'labbra (?:blu|viola)',
];
// prettier-ignore
const collapsedWords = [
  'e caduto', 'e caduta', R`e crollat\w`, R`accasciat\w`, R`e svenut\w`, 'e a terra', 'per terra', 'a terra',
  'sul pavimento', 'collapsed', 'passed out', 'fainted', 'fell(?! asleep)', 'on the floor', 'on the ground',
  'pills', 'pillole', 'pastiglie', 'overdose', 'drank', 'bevuto', 'took', 'preso',
];
// prettier-ignore
const notRespondingWords = [
  'non risponde', 'non si sveglia', 'non apre gli occhi', 'respira (?:male|a fatica|appena)', 'isnt responding',
  'is not responding', 'not responding', 'wont wake up', 'will not wake up', 'wont open (?:his|her) eyes',
];
// prettier-ignore
const tiredOrDrunk = [
  'drunk', R`ubriac\w`, 'party', 'lol', 'lmao', R`haha\w*`, R`ahah\w*`, 'tired', R`stanc\w`, 'ho sonno',
  'di sonno', 'dal sonno', 'asleep', 'sleepy', 'boredom', 'noia', 'dalla noia', 'from boredom', 'vergogna',
  R`embarrass\w*`, 'cringe', 'caldo', 'heat',
];
// prettier-ignore
const aboutToIt = [
  'sto per', 'mi sta venendo da', 'mi viene da', 'sto quasi per', 'sento che sto per', 'credo di stare per',
  'penso di stare per',
];
const aboutToEn = ['going to', 'gona', 'about to', 'might', 'think im going to', 'feel like im going to'];
// prettier-ignore
const longAgoOrDrunk = [
  'anni fa', R`da piccol\w`, 'una volta', 'quando ero', 'years ago', 'as a kid', 'when i was', 'drunk',
  R`ubriac\w`, 'lol', 'lmao', R`haha\w*`, R`ahah\w*`, 'from laughing', 'dal ridere', 'movie', 'film', 'concert',
  'concerto',
];
// prettier-ignore
const recentlyWords = [
  'oggi', 'adesso', 'ora', 'poco fa', 'stamattina', 'stasera', 'appena', 'due volte', 'tre volte', 'di nuovo',
  'ancora', 'in bagno', 'per strada', 'today', 'just', 'twice', 'again', 'this morning', 'an hour ago', 'earlier',
  'in the shower', 'right now',
];
// prettier-ignore
const faintedWords = [
  R`sono svenut\w`, 'ho perso i sensi', R`sono collassat\w`, 'i fainted', 'fainted', 'i collapsed', 'collapsed',
];
// prettier-ignore
const faceOrdinary = [
  R`dentist\w*`, R`anestesi\w*`, R`anesthe\w*`, 'novocaine', 'botox', 'filler', 'photo', 'foto', 'selfie', 'smirk',
];
// prettier-ignore
const drooping = [
  'drooping', 'droopy', 'crooked', 'lopsided', 'sagging', 'falling on one side', 'gone numb on one side',
  'paralyzed on one side',
];
// prettier-ignore
const crookedFace = [
  R`ho la (?:bocca|faccia) stort\w`, R`mi si e stort\w (?:la bocca|la faccia)`,
  R`(?:bocca|faccia|viso|sorriso) stort\w da un lato`,
  R`(?:bocca|faccia|viso) (?:che )?(?:cade|cadente|cascante|paralizzat\w)`,
  seq(
    R`un lato (?:della faccia|del viso|della bocca) (?:\w+ )?`,
    R`(?:cade|cadente|non si muove|paralizzat\w|addormentat\w)`,
  ),
  R`(?:face|mouth|smile|lip) (?:is |feels |looks |has )?${alt(drooping)}`,
];
// prettier-ignore
const thunderclapWords = [
  'worst headache (?:of|in) my (?:entire )?life', '(?:il )?peggior mal di testa della mia vita',
  'mal di testa (?:improvviso e )?(?:fortissimo|atroce) (?:all improvviso|improvviso)',
  'mi e scoppiata la testa all improvviso',
];
// prettier-ignore
const teenSleepOrdinary = [
  'lol', 'lmao', R`haha\w*`, R`ahah\w*`, 'for school', 'per (?:la|andare a) scuola', 'teenager', 'adolescente',
];
// prettier-ignore
const limpSigns = [
  'floppy', 'limp', 'molle', R`mosci\w`, R`flosci\w`, R`pallid\w`, 'grey', 'gray', R`grigi\w`, 'blue', 'cold',
  R`fredd\w`, R`accasciat\w`, R`e crollat\w`, R`e svenut\w`, R`e cadut\w`, 'collapsed', 'went down', 'passed out',
  'fell down', 'on the floor', 'per terra', 'a terra', R`overdos\w*`, 'pills', 'pillole', 'pastiglie', 'took',
  'preso', 'drank', 'bevuto',
];
// prettier-ignore
const cantWakeWords = [
  R`non riesco a svegliarl\w`, 'non si sveglia piu', 'not waking up', 'isnt waking up', 'wont wake up',
  'cant wake (?:him|her|them) up', R`non riesco a farl\w (?:rinvenire|svegliare)`,
];
// prettier-ignore
const tantrumWords = [
  'lol', 'lmao', R`haha\w*`, R`ahah\w*`, 'tantrum', R`capricci\w*`, 'angry', R`arrabbiat\w*`, 'because i',
  'perche ho', 'jealous', R`gelos\w*`,
];
// prettier-ignore
const seizureWords = [
  'seizing', 'convulsing', 'a seizure', 'a fit', 'convulsioni', 'una crisi epilettica', 'un attacco epilettico',
];
// prettier-ignore
const faceNumbOrdinary = [
  R`dentist\w*`, R`anestesi\w*`, R`anesthe\w*`, 'botox', 'filler', 'drunk', R`ubriac\w`, R`margarita\w*`, 'beers',
  'birre', 'lol', R`haha\w*`, 'leg day', 'palestra', 'gym', R`vaccin\w*`,
];
// prettier-ignore
const strokeBodyWords = [
  'bocca', 'faccia', 'viso', 'sorriso', 'labbro', 'lato', 'braccio', 'gamba', 'mano', 'face', 'mouth', 'smile',
  'lip', 'side', 'arm', 'leg', 'hand', 'formicola', 'tingling', R`numb\w*`,
];
// prettier-ignore
const longAgoWords = [
  'anni fa', 'mesi fa', R`da piccol\w`, 'quando ero', 'years ago', 'months ago',
  'when i was (?:a kid|little|young)', 'as a (?:kid|child)', 'film', 'movie', 'serie', 'game', 'gioco',
];
// prettier-ignore
const headInjuryFlags = [
  R`vomit\w*`, R`throw\w* up`, 'threw up', 'puking', 'puked', R`rigett\w*`, R`confus\w*`, R`disorient\w*`,
  'non (?:capisce|riconosce|sa) (?:dove|chi|cosa|niente)', 'non mi riconosce',
  'doesnt (?:know|recogni[sz]e) (?:where|who|me)', 'dont know where i am', R`sonnolent\w`, 'drowsy',
  'cant stay awake', 'keeps falling asleep', R`non riesce a stare svegli\w`, R`fatica a stare svegli\w`,
  R`svenut\w`, 'passed out', 'unconscious', 'knocked out', 'perso i sensi', 'incosciente', 'seizure',
  R`convuls\w*`, R`pupil\w*`, R`pupill\w*`, 'bleeding from (?:his|her|my) (?:ear|nose)',
  'sangue dall (?:orecchio|naso)', 'clear fluid', R`slurr\w*`, 'parla strano', 'dorme (?:tanto|molto|troppo)',
  'sleeping (?:a lot|so much)', 'wont stop sleeping', 'very sleepy',
];
// prettier-ignore
const bumpedHead = [
  'ha battuto', 'ho battuto', 'ha sbattuto', 'ho sbattuto', 'battuto', 'sbattuto', 'caduto', 'caduta', 'colpo',
  'botta', 'trauma',
];
// prettier-ignore
const fallPlaces = [
  'letto a castello', 'letto', 'scala', 'scale', 'bici', 'altalena', 'seggiolone', 'fasciatoio', 'tavolo',
  'tappeto elastico', 'bunk bed', 'bed', 'stairs', 'ladder', 'bike', 'swing', 'high chair', 'changing table',
  'table', 'trampoline', 'balcone', 'balcony',
];

// prettier-ignore
export const medicalConsciousness = family('medical-consciousness', [
  {
    id: 'it_faint', category: 'medical_emergency', lang: 'it',
    pattern: or(
      R`\b(?:mi sento|sto per|sto) (?:svenire|svenendo)\b`, R`\blabbra (?:blu|viola)\b`,
      R`\b(?:ho|sto avendo) (?:le )?convulsioni\b`,
      R`\b(?:sto avendo|credo di avere|penso di avere) (?:un infarto|un ictus)\b`,
      R`\b(?:perdo|sto perdendo) (?:molto|tanto) sangue\b`,
    ),
    habitual: true,
    match: ['sono in bagno e sto per svenire', 'mio nonno ha le labbra viola e respira male'],
    noMatch: ['quando faccio le analisi mi sento svenire'],
  },
  {
    id: 'en_faint', category: 'medical_emergency', lang: 'en',
    pattern: or(
      R`\b(?:about to|going to|gona) (?:faint|pass out|black out)\b(?! (?:drunk|from drinking))`,
      R`\b(?:lips|face) (?:are |is )?(?:going|turning) (?:blue|purple)\b`, R`\b(?:having|had) a seizure\b`,
      seq(R`\b(?:im having|i think im having|i might be having|think im having) a `, R`(?:heart attack|stroke)\b`),
      R`\bbleeding (?:a lot|heavily|badly|wont stop)\b`,
    ),
    habitual: true,
    match: ['I think I am having a heart attack', "i'm about to pass out, everything is going black"],
    noMatch: ["when i stand up too fast i feel like i'm about to faint"],
  },
  {
    id: 'unresponsive', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(unresponsiveWords)}\b`,
    around: R`\b${alt(notAPerson)}\b`,
    requires: [R`\b(?:${alt(words.personIt)}|${alt(words.personEn)})\b`],
    match: ["my grandma isn't breathing", "she's not breathing and her lips are blue"],
    noMatch: ['il computer non reagisce più'],
  },
  {
    id: 'collapsed_unresponsive', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(notRespondingWords)}\b`,
    after: or(
      '(?:al|ai|alle|a|ad|su) (?:telefono|messaggi|chiamate|whatsapp|mail|email|citofono)',
      '(?:to|on) (?:my |the )?(?:texts|calls|messages|emails|phone|whatsapp)', 'for school',
      'per (?:la|andare a) scuola', 'in time', 'on time',
    ),
    around: R`\b(?:lol|lmao|haha\w*|ahah\w*)\b`,
    requires: [R`\b${alt(collapsedWords)}\b`, R`\b(?:${alt(words.personIt)}|${alt(words.personEn)})\b`],
    match: ['mio padre è crollato in cucina e non risponde', "my grandpa collapsed and isn't responding"],
    noMatch: ['mia madre è in cucina e non risponde al telefono'],
  },
  {
    id: 'presyncope', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(aboutToIt)} svenire\b|\b${alt(aboutToEn)} (?:faint|pass out|collapse|black out)\b`,
    habitual: true,
    around: R`\b${alt(tiredOrDrunk)}\b`,
    match: ['mi sta venendo da svenire', "i think i'm going to pass out, my heart is racing"],
    noMatch: ['sto per svenire dal sonno ahah'],
  },
  {
    id: 'fainted_recent', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(faintedWords)}\b`,
    around: R`\b${alt(longAgoOrDrunk)}\b`,
    requires: [R`\b${alt(recentlyWords)}\b`],
    match: ['sono svenuta due volte stamattina', 'sono svenuta poco fa in bagno'],
    noMatch: ['sono svenuta una volta anni fa'],
  },
  {
    id: 'collapse_unwakeable', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(cantWakeWords)}\b`,
    around: R`\b${alt(teenSleepOrdinary)}\b`,
    requires: [R`\b${alt(limpSigns)}\b`],
    match: ['mio padre è pallido e non riesco a svegliarlo', "my baby is limp and isn't waking up"],
    noMatch: ["my teenager is so limp in the morning, he won't wake up for school"],
  },
  {
    id: 'seizure_other', category: 'medical_emergency', lang: 'any',
    pattern: or(
      seq(R`\b(?:is|hes|shes|theyre|sta|ha|is having|sta avendo|having) (?:\w+ )?${alt(seizureWords)}`, R`\b`),
      R`\bfoaming at the mouth\b`, R`\b(?:schiuma|bava) (?:alla|dalla) bocca\b`,
    ),
    after: R`(?:the|this|every|opportunit\w+|because|over|about|when|perche|per)\b`,
    around: R`\b${alt(tantrumWords)}\b`,
    match: ['my brother is having a seizure', 'la mia amica ha le convulsioni adesso'],
    noMatch: ['she’s having a fit because i ate her chocolate lol'],
  },
  {
    id: 'stroke_face', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(crookedFace)}\b`,
    around: R`\b${alt(faceOrdinary)}\b`,
    match: ["my dad's mouth is drooping on one side", 'ho la bocca storta da stamattina'],
    noMatch: ["ho la bocca storta per l'anestesia del dentista"],
  },
  {
    id: 'stroke_two_signs', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(strokeBodyWords)}\b`,
    neg: false,
    around: R`\b${alt(faceNumbOrdinary)}\b`,
    twoOf: [frag.strokeFace, frag.strokeLimb, frag.strokeSpeech],
    match: [
      'non riesco a muovere il braccio destro e parlo strano',
      'mio padre parla in modo strano e non muove il braccio',
    ],
    noMatch: ['my mouth feels numb after the dentist'],
  },
  {
    id: 'thunderclap', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(thunderclapWords)}\b`,
    habitual: true,
    match: [
      'worst headache of my life, came on suddenly',
      "il peggior mal di testa della mia vita, è arrivato all'improvviso",
    ],
    noMatch: ['il peggior film della mia vita'],
  },
  {
    id: 'head_injury_red_flags', category: 'medical_emergency', lang: 'any',
    pattern: or(
      seq(R`\b${alt(bumpedHead)}\b(?: \w+){0,3} (?:la testa|di testa|alla testa|sulla testa|cranico)`, R`\b`),
      seq(
        R`\b(?:hit|banged|bumped|smacked|cracked|knocked) `,
        R`(?:his|her|my|their|the back of (?:his|her|my)) head\b`,
      ),
      R`\bhead (?:injury|trauma)\b`, R`\bconcussion\b`,
      R`\b(?:after|since) (?:falling|(?:he|she|they) fell|the fall|a fall)\b`,
      R`\bdopo (?:la caduta|essere cadut\w|che e cadut\w)\b`,
      R`\bfell (?:\w+ ){0,3}(?:on|onto) (?:his|her|my) head\b`,
      seq(
        R`\b(?:caduto|caduta|fell|fallen) (?:giu )?(?:dal|dalla|dalle|dallo|from|off|down) `,
        R`(?:the |a |his |her |my |il |la |le )?${alt(fallPlaces)}\b`,
      ),
    ),
    requires: [R`\b${alt(headInjuryFlags)}\b`],
    unless: R`\b${alt(longAgoWords)}\b`,
    match: [
      "hit his head and now he's vomiting and confused",
      'ha battuto la testa e ora vomita e non capisce dove si trova',
      'mio figlio è caduto dal letto a castello, ha vomitato due volte e ora dorme tanto',
    ],
    noMatch: ['he hit his head on the shelf but he’s fine, no symptoms'],
  },
]);

/**
 * Harm to a baby or a child: intrusive urges to throw, shake or smother, pushing the stroller into
 * traffic, snapping and hurting one's child.
 */
import { alt, family, or, R, seq } from './build';
import * as words from './words';

// prettier-ignore
const snapWords = [
  'snap', 'lose it', 'lose control', 'losing control', 'perdere la testa', 'perdere il controllo',
];
// prettier-ignore
const snapHarmVerbs = [
  'hurt', 'hit', 'shake', 'kill', 'strangle', 'smother', 'drown', 'fare del male', 'far male', 'picchiare',
  'scuotere', 'strozzare',
];
// prettier-ignore
const throwBabyOrdinaryEn = [
  R`a (?:\w+ ){0,2}(?:party|birthday|ball|shower|celebration|bath)`, 'off', 'at (?:school|daycare|grandma)',
  'to (?:school|daycare|bed)', 's (?:bottle|toy|blanket|stuff|things|clothes)', 'bottle', 'toy',
  'into (?:bed|the crib|the pool)',
];
// prettier-ignore
const clumsyOrdinary = [
  'by accident', 'accidentally', 'per sbaglio', 'senza volerlo', 'clumsy', R`maldestr\w`, R`bath\w*`, 'bagnetto',
  'nails', 'unghie', 'car seat', 'seggiolino', 'feelings', 'sentimenti',
];
// prettier-ignore
const pictureVerbsEn = [
  'picture', 'picturing', 'pictured', 'imagine', 'imagining', 'imagined', R`visuali[sz]\w+`, 'see myself',
  'seeing myself', 'thoughts? (?:of|about)', 'urges? to', 'want to', 'wanted to', 'feel like', 'tempted to',
  'scared (?:ill|i will|i might|of)', 'afraid (?:ill|i will|i might|of)', 'keep thinking about',
];
// prettier-ignore
const harmBabyVerbsEn = [
  R`throw\w*`, R`shak\w*`, R`smother\w*`, R`drown\w*`, R`suffocat\w*`, R`hurt\w*`, R`hit\w*`, R`strangl\w*`,
  R`chok\w*`, R`stab\w*`, R`slam\w*`,
];
// prettier-ignore
const babyWordsEn = [
  'baby', 'newborn', 'infant', 'son', 'daughter', 'kid', 'kids', 'child', 'children', 'toddler', 'little one',
];
// prettier-ignore
const babyThingsIt = [
  'giochi', R`giocattol\w`, 'vestiti', R`pannolin\w`, 'biberon', 'latte', 'palla', 'pallone', 'peluche',
  'per sbaglio', 'senza volerlo', 'bagnetto',
];
// prettier-ignore
const pictureVerbsIt = [
  R`immagin\w+`, 'mi vedo', 'vedermi', 'pensieri di', 'pensiero di', 'penso di', 'voglia di', 'impulso di',
  'impulsi di', 'paura di', 'tentazione di', 'mi viene (?:voglia di |da )?', 'vorrei',
];
// prettier-ignore
const harmBabyVerbsIt = [
  'lanciare', 'buttare', 'scuotere', 'soffocare', 'annegare', 'affogare', 'strozzare', 'picchiare', 'sbattere',
  'lanciarl[oa]', 'buttarl[oa]', 'scuoterl[oa]', 'soffocarl[oa]', 'annegarl[oa]', 'strozzarl[oa]', 'picchiarl[oa]',
  'sbatterl[oa]',
];
// prettier-ignore
const intrusiveOpeners = [
  R`immagin\w+`, 'mi vedo', 'pensieri di', 'voglia di', 'impulso di', 'paura di', R`picture\w*`, R`imagin\w+`,
  'urges? to', 'thoughts? of',
];
// prettier-ignore
const pushVerbs = [
  'spingere', 'spingerlo', 'spingerla', 'lasciare andare', R`push\w*`, 'let go of', R`roll\w*`,
];
// prettier-ignore
const trafficPlaces = [
  'macchina', 'auto', 'treno', 'traffic', 'traffico', 'strada', 'road', 'car', 'train', 'stairs', 'scale', 'river',
  'fiume',
];

// prettier-ignore
export const harmToChildren = family('harm-to-children', [
  {
    id: 'snap_harm', category: 'harm_to_others', lang: 'any',
    pattern: or(
      R`\b${alt(snapWords)}\b (?:and |e )?${alt(snapHarmVerbs)} ${alt(words.harmTargetsEn)}`,
      seq(
        R`\b(?:snap|lose it|lose control|losing control)\b (?:and )?`,
        '(?:hurt|hit|shake|kill|strangle|smother|drown) (?:the|my) ', R`(?:baby|kid|kids|child|son|daughter)\b`,
      ),
    ),
    joke: true,
    match: ["i'm afraid i'll lose it and hurt my son", "i'm scared i'll lose control and hit my kids"],
    noMatch: ['i might lose it and hit the gym twice today'],
  },
  {
    id: 'harm_child_en', category: 'harm_to_others', lang: 'en',
    pattern: seq(
      R`\b${alt(pictureVerbsEn)}\b(?: \w+){0,2} ${alt(harmBabyVerbsEn)} (?:my |the |our )?`, R`${alt(babyWordsEn)}\b`,
    ),
    joke: true,
    after: R`${alt(throwBabyOrdinaryEn)}\b`,
    unless: R`\b${alt(clumsyOrdinary)}\b`,
    match: ['i keep picturing throwing my baby', 'i keep imagining shaking my baby when she cries'],
    noMatch: ['i picture throwing my baby a huge birthday party'],
  },
  {
    id: 'harm_child_it', category: 'harm_to_others', lang: 'it',
    pattern: seq(
      R`\b${alt(pictureVerbsIt)}\b(?: \w+){0,2} ${alt(harmBabyVerbsIt)}\b`,
      '(?: (?:il|la|mio|mia|al|alla|contro|giu|dalla|dal))* ',
      R`(?:neonat\w|bambin\w|piccol[oa]|figli\w|bimb\w|muro|finestra|balcone)\b`,
    ),
    joke: true,
    requires: [R`\b(?:neonat\w|bambin\w|piccol[oa]|figli\w|bimb\w)\b`],
    unless: R`\b${alt(babyThingsIt)}\b`,
    match: [
      'mi viene voglia di scuotere il bambino finché non smette di piangere',
      'ho immaginato di soffocare mio figlio col cuscino',
    ],
    noMatch: ['ho paura di far cadere il bambino quando lo lavo'],
  },
  {
    id: 'harm_child_push', category: 'harm_to_others', lang: 'any',
    pattern: seq(
      R`\b${alt(intrusiveOpeners)}\b(?: \w+){0,2} ${alt(pushVerbs)} (?:il |la |the |my )?`,
      R`(?:passeggino|carrozzina|bambin\w|neonat\w|stroller|pram|baby|buggy)\b.{0,20}\b`,
      '(?:sotto|into|in front of|davanti a|giu per|down the) (?:una |un |la |il |the |a )?',
      R`${alt(trafficPlaces)}\b`,
    ),
    match: [
      'ho pensieri di spingere il passeggino sotto una macchina',
      'i keep imagining pushing the stroller into traffic',
    ],
    noMatch: ['ho voglia di spingere il passeggino fino al parco'],
  },
]);

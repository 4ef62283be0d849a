/**
 * A plan with a place (C-SSRS 5): on the ledge or the bridge now, going to the bridge decided, looking
 * down from a height one keeps going back to.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const heightHobbies = [
  'diving', 'tuffi', R`tuff\w`, R`climb\w*`, R`arrampic\w`, R`photo\w*`, R`foto\w*`, 'selfie', 'view', 'panorama',
  'vista', 'tour', 'gita', 'parkour', 'film', 'movie', R`bird\w*`, R`uccell\w`, 'cat', 'gatto',
];
// prettier-ignore
const amAtVerbs = [
  'sono', 'sto', 'mi trovo', 'seduto', 'seduta', 'in piedi', 'im', 'i am', 'i m', 'standing', 'sitting', 'stood',
  'sat',
];
// prettier-ignore
const edgeEn = [
  'ledge', 'railing', 'parapet', 'wrong side of the railing', 'edge of the (?:roof|bridge|building|balcony|cliff)',
];
// prettier-ignore
const edgeWords = [
  'sul bordo del (?:ponte|tetto|terrazzo|balcone)', 'sul cornicione', 'sul parapetto', 'sul davanzale',
  'oltre la ringhiera', 'dall altra parte della ringhiera', R`on the ${alt(edgeEn)}`,
  'on the other side of the (?:railing|fence|barrier)', 'over the railing',
];
// prettier-ignore
const heightOrdinary = [
  'traffic', 'traffico', 'coda', 'queue', 'antenna', R`sistem\w+`, R`fix\w*`, R`repair\w*`, R`ripar\w+`,
  R`photo\w*`, R`foto\w*`, 'selfie', 'view', 'panorama', 'vista', 'sunset', 'tramonto', 'alba', 'sunrise',
  'fireworks', 'fuochi', 'party', 'festa', 'bbq', 'grigliata', 'picnic', 'drinks?', 'aperitivo', 'tour', 'gita',
  R`walk\w*`, R`passeggi\w+`, R`jog\w*`, 'corsa', 'bike', 'bici', 'car', 'macchina', 'bus', 'train', 'treno',
  R`work\w*`, R`lavor\w+`, 'friends', 'amici', R`smok\w*`, R`fum\w*`, R`cigarett\w*`, R`sigarett\w*`, 'waiting',
  R`aspett\w+`, 'stars', 'stelle', 'moon', 'luna', 'music', 'musica', 'concert', 'concerto', 'camping', 'hiking',
  'trekking', R`climb\w*`, 'gym', 'palestra', 'cat', 'gatto', 'dog', 'cane', 'laundry', 'bucato', 'plants',
  'piante', 'sun', 'sole', 'tan', R`abbronz\w+`, 'snow', 'neve', R`shovel\w*`, R`spal\w+`, 'roof ?top bar',
  'rooftop bar', 'pool', 'piscina', 'beer', 'birra', 'wine', 'vino',
];
// prettier-ignore
const rightNow = [
  'adesso', 'ora', 'in questo momento', 'proprio ora', 'right now', 'now', 'at the moment', 'as we speak',
  'as i type', 'as i write',
];
// prettier-ignore
const onTopOf = [
  'sul', 'sulla', 'on the', 'on a', 'in cima al', 'in cima alla', 'on top of the', 'at the top of the',
];
// prettier-ignore
const highPlaces = [
  'ponte', 'tetto', 'terrazzo', 'balcone', 'viadotto', 'cavalcavia', 'scogliera', 'binari', 'bridge', 'roof',
  'rooftop', 'balcony', 'cliff', 'overpass', 'tracks', 'railway', 'top floor', 'ultimo piano',
];
// prettier-ignore
const heightOuting = [
  R`photo\w*`, R`foto\w*`, 'selfie', 'view', 'panorama', 'vista', 'sunset', 'tramonto', 'alba', 'sunrise',
  'fireworks', 'fuochi', 'party', 'festa', 'picnic', R`walk\w*`, R`passeggi\w+`, R`jog\w*`, 'corsa', 'run', 'bike',
  'bici', R`fix\w*`, R`sistem\w+`, R`ripar\w+`, R`repair\w*`, 'antenna', 'friends', 'amici', 'bungee', R`tuff\w*`,
  'diving', 'dive', R`swim\w*`, R`nuot\w*`, 'fishing', 'pesca', R`climb\w*`, R`arrampic\w+`, 'train', 'treno',
  'work', 'lavoro',
];
// prettier-ignore
const decidedFinal = [
  'ho deciso', 'ho gia deciso', 'deciso', 'decided', 'made up my mind', 'mind is made up', 'per l ultima volta',
  'for the last time', 'one last time', 'addio', 'goodbye', 'non torno', 'wont be back', 'not coming back',
  'per sempre', 'forever', 'for good', 'saltare', 'buttarmi', 'jump', 'jumping', 'la faccio finita', 'end it',
];
// prettier-ignore
const goingVerbs = [
  'vado', 'andro', 'sto andando', 'torno', 'going', 'im going', 'i m going', 'heading', 'im heading', 'ill go',
  'il go', 'i will go',
];
// prettier-ignore
const toThe = [
  'sul', 'sulla', 'al', 'alla', 'on the', 'to the', 'up to the', 'onto the', 'down to the', 'in riva al',
  'al lago', 'in mare',
];
// prettier-ignore
const heightsAndWater = [
  'ponte', 'viadotto', 'cavalcavia', 'tetto', 'binari', 'scogliera', 'ultimo piano', 'fiume', 'lago', 'mare',
  'bridge', 'overpass', 'roof', 'rooftop', 'tracks', 'railway', 'cliff', 'top floor', 'river', 'lake', 'sea',
  'ocean',
];
// prettier-ignore
const heightsOrdinary = [
  'scared of heights', 'paura (?:delle altezze|dell altezza)', R`vertigin\w`, 'view', 'vista', 'panorama',
  'tourist', R`turist\w`, R`photo\w*`, R`foto\w*`, 'sunset', 'tramonto', 'fireworks', 'fuochi', 'parade',
  'sfilata', 'eiffel', 'skyline', 'city lights', 'luci della citta',
];
// prettier-ignore
const iGoThere = [
  'i go', 'i went', 'i stand', 'i stood', 'i sit', 'every (?:night|day)', 'ogni (?:notte|sera|giorno)', 'vado',
  R`sono andat\w`, 'sto', 'resto', 'rimango', 'mi siedo', 'exact spot', 'posto esatto', 'for hours', 'per ore',
  'thinking', 'pensando', R`imagin\w+`, R`immagin\w+`, 'facile', 'easy',
];
// prettier-ignore
const lookoutPlaces = [
  'ponte', 'tetto', 'balcone', 'terrazzo', 'cornicione', 'viadotto', 'scogliera', 'bridge', 'roof', 'rooftop',
  'balcony', 'ledge', 'overpass', 'cliff', 'top floor', 'ultimo piano',
];
// prettier-ignore
const lookingDownWords = [
  'look(?:ing)? down', 'stare (?:down )?at the (?:water|drop|ground|street)',
  'staring (?:down )?at the (?:water|drop|ground|street)', 'guardo (?:giu|di sotto|l acqua|il vuoto)',
  'fisso (?:il vuoto|l acqua|la strada)', 'fissando (?:il vuoto|l acqua)',
  'guardando (?:giu|di sotto|l acqua|il fiume|il vuoto|la strada|i binari)',
  'looking at the (?:water|river|drop|tracks)',
];
// prettier-ignore
const lookingDown = [
  'look(?:ing)? down', 'guardo (?:giu|di sotto|il vuoto)',
  'guardando (?:giu|di sotto|l acqua|il fiume|il vuoto|la strada|i binari)',
  'looking at the (?:water|river|drop|tracks)',
];

// prettier-ignore
export const planHeight = family('plan-height', [
  {
    id: 'at_height_edge', category: 'suicide', lang: 'any',
    pattern: R`\b${alt(amAtVerbs)}\b${frag.plainWord}{0,2} ${alt(edgeWords)}\b`,
    around: R`\b${alt(heightHobbies)}\b`,
    match: [
      'sto sul cornicione e non so se scendere', 'sono seduta sul parapetto del ponte',
      "i'm standing on the ledge of my building",
    ],
    noMatch: ['sono sul cornicione per fare foto al tramonto'],
  },
  {
    id: 'at_height_now', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:sono|sto|mi trovo|im|i am|i m|standing|sitting)\b${frag.plainWord}{0,2} `,
      R`${alt(onTopOf)} ${alt(highPlaces)}\b`,
    ),
    requires: [R`\b${alt(rightNow)}\b`],
    unless: R`\b${alt(heightOrdinary)}\b`,
    match: ["i'm standing on the bridge rn", 'sono sul tetto adesso', 'im on the roof right now'],
    noMatch: ["i'm on the bridge right now, traffic is insane"],
  },
  {
    id: 'height_trip', category: 'suicide', lang: 'any',
    pattern: R`\b${alt(goingVerbs)}\b (?:\w+ ){0,2}${alt(toThe)} ${alt(heightsAndWater)}\b`,
    requires: [R`\b${alt(decidedFinal)}\b`],
    unless: R`\b${alt(heightOuting)}\b`,
    match: [
      'domani mattina vado sul viadotto, ho deciso',
      'ho scritto le lettere per tutti e stanotte vado al ponte, ho deciso',
    ],
    noMatch: ['domani vado sul ponte a fare foto del tramonto, ho deciso'],
  },
  {
    id: 'height_looking_down', category: 'suicide', lang: 'any',
    pattern: or(
      R`\b${alt(lookoutPlaces)}\b.{0,60}\b${alt(lookingDownWords)}\b`,
      seq(
        R`\b${alt(lookingDown)}\b.{0,40}\b(?:from the|dal|dalla) `,
        R`(?:ponte|tetto|balcone|bridge|roof|balcony|ledge)\b`,
      ),
    ),
    requires: [R`\b${alt(iGoThere)}\b`],
    unless: R`\b${alt(heightsOrdinary)}\b`,
    match: ['every night i go to the bridge and stare down at the water', 'ogni sera guardo giù dal ponte per ore'],
    noMatch: ['i went up the tower and looked down at the view'],
  },
]);

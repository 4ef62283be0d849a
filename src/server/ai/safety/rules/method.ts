/**
 * A method (C-SSRS 3): jumping, cutting the wrists, a car crash, questions about doses or the quickest
 * way, checking a height, the platform edge.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const throwMyselfIt = [
  'buttarmi', 'gettarmi', 'lanciarmi', 'mi butto', 'mi getto', 'mi lancio', 'mi butterei', 'buttarmi giu',
];
// prettier-ignore
const fromOrUnderIt = [
  'dal', 'dalla', 'dallo', 'da un', 'da una', 'dai',
  'sotto (?:un|il|al|una|la) (?:treno|macchina|auto|metro|camion|tram)', 'nel vuoto', 'nel fiume', 'in mare',
  'dalla finestra',
];
// prettier-ignore
const someoneElseJumpsEn = [
  'him', 'her', 'he', 'she', 'they', 'them', 'character', 'protagonist', 'guy', 'man', 'woman', 'girl', 'boy',
  'kid', 'ninja', 'stuntman', 'superhero', 'cat', 'dog',
];
// prettier-ignore
const jumpVerbsEn = [
  'jump', 'jumping', 'jumped', 'throw myself', 'throwing myself', 'threw myself', 'step', 'stepping', 'stepped',
  'walk', 'walking', 'lie down', 'lying down',
];
// prettier-ignore
const jumpPlacesEn = [
  'bridge', 'building', 'roof', 'balcony', 'cliff', 'train', 'window', 'tower', 'car', 'bus', 'truck', 'lorry',
  'traffic', 'tracks', 'river', 'sea',
];
// prettier-ignore
const ordinaryTasks = [
  'esame', 'exam', 'test', 'presentazione', 'presentation', 'progetto', 'project', 'compiti', 'homework',
  'colloquio', 'interview', 'tesi', 'thesis', 'torta', 'cake', 'trasloco', 'move', 'matrimonio', 'wedding',
  'festa', 'party', 'regalo', 'gift', 'proposal', 'proposta', 'lavoro', 'job', 'tatuaggio', 'tattoo', 'capelli',
  'hair',
];
// prettier-ignore
const ifITakeIt = [
  'prendo', 'prendessi', 'ingoio', 'ingoiassi', 'bevo', 'bevessi', 'mi butto', 'mi buttassi', 'salto', 'saltassi',
  R`mi impicc\w+`,
];
// prettier-ignore
const wouldItKillIt = [
  '(?:sarebbe|sara|e) (?:veloce|indolore|rapido|istantaneo)', 'muoio', 'morirei', 'mi uccide', 'mi ucciderebbe',
];
// prettier-ignore
const homeImprovement = [
  'tende', 'curtains?', 'blinds?', R`tapparell\w`, 'mobili', 'furniture', 'ikea', R`mensol\w`, 'shelf', 'shelves',
  R`ristruttur\w`, R`renovat\w`, 'lavori', 'planning', R`permess\w`, 'trasloco', 'moving', 'gita', 'trip',
  'tourist', R`turist\w`, 'foto', 'photo', 'view', 'panorama', 'school', 'scuola', 'compiti', 'homework',
  'progetto', 'project', 'antenna', 'satellite', 'ladder', 'scala', 'drone', 'kite', 'aquilone', 'fireworks',
  'fuochi', 'piante', 'plants', 'vasi', 'pots', 'rete', 'net', R`zanzarier\w`, R`gatt\w`, 'cats?', R`bambin\w`,
  R`child\w*`, 'kids', 'sicurezza', 'safety',
];
// prettier-ignore
const checkedVerbs = [
  'guardato', 'misurato', 'controllato', 'calcolato', 'cercato', 'verificato', 'measured', 'checked', 'looked up',
  'googled', 'calculated', 'worked out', 'figured out',
];
// prettier-ignore
const howHigh = [
  R`quanto (?:e|sia) alt\w`, 'quanti metri', 'l altezza (?:del|della|di)',
  'how (?:high|tall|far down|many (?:meters|metres|feet|floors))', 'the height of', 'the drop from',
];
// prettier-ignore
const heightsWords = [
  R`balcon\w`, 'finestra', R`terrazz\w`, 'tetto', 'piano', 'ponte', 'palazzo', 'viadotto', 'cavalcavia', 'window',
  'balcony', 'roof', 'floor', 'bridge', 'building', 'parking (?:garage|structure)', 'overpass',
];
// prettier-ignore
const platformOrdinary = [
  R`salire (?:per )?prim\w`, 'get on first', 'get a seat', 'posto a sedere', 'sedermi', R`foto\w*`, R`photo\w*`,
  'video',
];
// prettier-ignore
const trainWords = [
  'treno', 'treni', 'metro', 'train', 'trains', 'subway', 'tube', 'arriva', 'passa', 'comes', 'coming', R`pass\w*`,
];
// prettier-ignore
const standNearVerbs = [
  'mi metto', 'mi avvicino', 'sto', 'resto', 'rimango', 'mi fermo', 'stand', 'standing', 'stood', 'i stand',
  R`lean\w*`, R`step\w*`,
];
// prettier-ignore
const doseOrdinary = [
  'febbre', 'fever', 'mal di', 'headache', 'ache', 'dolore', 'pain', R`bambin\w`, 'child', 'kid', 'toddler',
  'cane', 'dog', 'gatto', 'cat', 'per dormire', 'to sleep', 'to fall asleep', 'per addormentarmi', 'dosaggio',
  'dosage', R`per (?:il|la|i|le) \w+ di (?:mio|mia)`, 'esame', 'exam', 'farmacologia', 'pharmacology', 'nursing',
  R`infermier\w`,
];
// prettier-ignore
const searchedVerbs = [
  'cercato', 'cerco', 'cercando', 'googlato', 'chiesto', R`informat\w`, 'searched', 'searching', 'googled',
  'looked up', 'looking up', 'asked', 'checked', 'read up',
];
// prettier-ignore
const itTakes = [
  'servono', 'ci vogliono', 'bastano', 'basterebbero', 'servirebbero', 'it takes', 'does it take', 'would it take',
  'are (?:lethal|fatal|deadly|enough)', 'is (?:lethal|fatal|deadly)', 'to (?:die|kill)', 'per morire',
  'per non svegliarsi', R`letal\w`, R`mortal\w`, R`se ne prend\w+ (?:tant\w|tropp\w|molt\w)`,
  'if (?:you|i) (?:take|took|swallow) (?:a lot|too many|too much|a whole|the whole|all)',
];
// prettier-ignore
const quickest = [
  'veloce', 'rapido', 'indolore', 'sicuro', 'quickest', 'fastest', 'painless', 'easiest', 'surest',
  'least painful',
];

// prettier-ignore
export const method = family('method', [
  {
    id: 'it_jump', category: 'suicide', lang: 'it',
    pattern: R`\b${alt(throwMyselfIt)} (?:giu )?${alt(fromOrUnderIt)}`,
    after: R`(?:(?:giu )?(?:dal|dalla) )?(?:letto|divano|branda|amaca)\b`,
    match: ['giuro che stanotte mi butto dal ponte', 'penso di buttarmi sotto un treno'],
    noMatch: ['domani mi butto giù dal letto alle sei'],
  },
  {
    id: 'it_veins', category: 'suicide', lang: 'it',
    pattern: or(
      R`\b(?:tagliarmi|mi taglio|mi tagliero|mi sono tagliat\w) (?:le vene|i polsi)\b`,
      R`\b(?:le vene|i polsi) tagliat\w\b`,
    ),
    match: ['voglio tagliarmi le vene', 'stasera mi taglio i polsi'],
    noMatch: ['mi sono tagliata i capelli corti'],
  },
  {
    id: 'en_jump', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b${alt(jumpVerbsEn)} (?:off|from|in front of|under|onto|into) `,
      R`(?:a |the |my |this |some )?(?:\w+ )?${alt(jumpPlacesEn)}`,
    ),
    around: R`\b${alt(someoneElseJumpsEn)}\b (?:\w+ ){0,3}(?:jump\w*|stepp\w*|walk\w*|throw\w*)\b`,
    match: ['i keep thinking about stepping in front of a bus', "i'm going to jump off the bridge tonight"],
    noMatch: ['the film ends with him jumping off the bridge'],
  },
  {
    id: 'en_slit', category: 'suicide', lang: 'en',
    pattern: R`\bslit (?:my|both) (?:wrists?|throat)\b`,
    match: ['i want to slit my wrists', 'i keep thinking i should slit my throat'],
    noMatch: ['i slit the envelope open with a knife'],
  },
  {
    id: 'it_car', category: 'suicide', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:tirare|lanciare|schiantare|buttare|andare a sbattere con) `,
        R`(?:la macchina|l auto|la moto|me stess\w|la mia macchina) contro\b`,
      ),
      R`\bschiantarmi (?:contro|con la macchina|in macchina)\b`,
    ),
    match: ['stasera vorrei lanciare la macchina contro un muro', 'penso solo a schiantarmi contro un camion'],
    noMatch: ['ho tirato la palla contro il muro'],
  },
  {
    id: 'en_car', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:drive|driving|drove|crash|crashing|steer\w*) (?:my car |the car |myself )?`, '(?:into|off) (?:a |the )?',
      R`(?:tree|wall|bridge|river|cliff|truck|lorry|oncoming traffic|traffic)\b`,
    ),
    match: [
      'i keep wanting to drive my car into oncoming traffic', 'going to crash into a wall on the motorway tonight',
    ],
    noMatch: ['i drove into the city for the concert'],
  },
  {
    id: 'it_method', category: 'suicide', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:quant[ei]|come|modo per|metodi per|modi per) (?:\w+ ){0,3}`,
        R`(?:pastiglie|pillole|compresse|farmaci|gocce|sonniferi)\b.{0,40}\b`,
        R`(?:per (?:non svegliarsi|non svegliarmi|morire|farla finita)|letal\w*|mortal\w*)`,
      ),
      R`\bdose (?:letale|mortale)\b`,
      R`\bcome (?:uccidersi|uccidermi|suicidarsi|suicidarmi|farla finita|impiccarsi)\b`,
    ),
    match: ['ho cercato la dose letale del mio farmaco', 'sto cercando come farla finita'],
    noMatch: ['come prendere le pillole per la pressione?'],
  },
  {
    id: 'en_method', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\bhow (?:many|much) (?:\w+ ){0,3}(?:pills|tablets|meds|paracetamol|tylenol)\b.{0,40}\b`,
        '(?:to (?:die|not wake up|kill|end it|overdose)|lethal|fatal)',
      ),
      R`\blethal (?:dose|amount|quantity|number)\b`,
      R`\bhow to (?:kill myself|commit suicide|end my life|hang myself)\b`,
      R`\bpainless (?:way|ways|method|methods) to die\b`,
    ),
    match: ['how many sleeping pills would it take to die', "what's the most painless way to die"],
    noMatch: ['how many pills should i take for a headache'],
  },
  {
    id: 'method_question', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\bif i (?:take|took|swallow\w*|drink|drank|jump\w*|cut|hang|overdos\w*)\b.{0,50}\b`,
        '(?:will|would|does|do) (?:it|i) ', R`(?:be (?:quick|painless|fast|instant)|kill me|die|feel anything)\b`,
      ),
      R`\bse ${alt(ifITakeIt)}\b.{0,50}\b${alt(wouldItKillIt)}\b`,
    ),
    joke: true,
    unless: R`\b(?:scherz\w*|lol|lmao|haha\w*|ahah\w*|jk|kidding|joking)\b`,
    match: ['if i jump from the fourth floor will it be quick', 'se prendo tutte le pastiglie muoio?'],
    noMatch: ['se prendo un altro caffè muoio? scherzo'],
  },
  {
    id: 'method_decided', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:ho (?:gia )?(?:deciso|scelto|capito|pensato)|so (?:gia|esattamente|gia esattamente)) `,
        '(?:anche )?(?:a )?(?:come|quando|dove)(?: farlo| farla finita| lo faro)?',
        R`(?= *(?:[.!?,;]|$)| e (?:quando|dove|come)\b)`,
      ),
      seq(
        R`\b(?:i )?(?:already |just |finally )?(?:know|decided|figured out|planned|picked) `,
        '(?:exactly )?(?:how|when|where) ',
        '(?:im (?:going to|gona) do it|i(?:l| will| am going to) do it|ill do it|i could do it)',
        R`(?= *(?:[.!?,;]|$)| and (?:when|where|how)\b)`,
      ),
    ),
    around: R`\b${alt(ordinaryTasks)}\b`,
    match: ['so già dove e quando.', 'i already know how i will do it'],
    noMatch: ["ho già deciso come fare l'esame"],
  },
  {
    id: 'height_check', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(checkedVerbs)}\b${frag.plainWord}{0,3} ${alt(howHigh)}\b(?: \w+){0,3} `, R`${alt(heightsWords)}\b`,
    ),
    around: R`\b${alt(homeImprovement)}\b`,
    match: [
      'ho guardato quanto è alto il mio balcone', 'ho controllato quanti metri ci sono dalla finestra di camera mia',
    ],
    noMatch: ['ho guardato quanto è alto il ponte di brooklyn per la gita'],
  },
  {
    id: 'platform_edge', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(standNearVerbs)}\b${frag.plainWord}{0,3} (?:sul|al|on|at|to|near) (?:the )?`,
      '(?:bordo|ciglio|edge) (?:della|del|dei|of the) ', R`(?:banchina|binari\w*|platform|tracks|metro|subway)\b`,
    ),
    requires: [R`\b${alt(trainWords)}\b`],
    unless: R`\b${alt(platformOrdinary)}\b`,
    match: [
      'mi metto sul bordo della banchina quando passa il treno',
      'i stood at the edge of the platform waiting for the train to come',
    ],
    noMatch: ['mi metto sul bordo della banchina per salire prima sul treno'],
  },
  {
    id: 'dose_research', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b${alt(searchedVerbs)}\b${frag.plainWord}{0,3} (?:quant[eio]|how (?:many|much|long))\b`,
        R`(?: \w+){0,4} (?:${alt(words.drugsIt)}|${alt(words.drugsEn)})\b(?: \w+){0,3} `, R`${alt(itTakes)}\b`,
      ),
      seq(
        R`\b(?:so|i know|know)\b (?:gia |already |exactly |esattamente )?(?:quali|which)\b`,
        R`(?: \w+){0,2} (?:${alt(words.drugsIt)}|${alt(words.drugsEn)})\b(?: \w+){0,2} (?:e|and) `,
        R`(?:quante|quanti|how many)\b`,
      ),
    ),
    unless: R`\b${alt(doseOrdinary)}\b`,
    match: ['ho cercato quante pillole servono', 'so quali pastiglie prendere e quante'],
    noMatch: ['ho cercato quante gocce di melatonina servono per dormire'],
  },
  {
    id: 'fastest_way', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:pens\w+|cerc\w+|thinking|looking|searching|wonder\w*|googl\w+)\b(?: \w+){0,3} `,
      or(
        R`(?:modo|metodo|maniera|way|method) (?:piu )?${alt(quickest)}\b(?= *(?:[.!?,;]|$))`,
        R`(?:the )?${alt(quickest)} (?:way|ways|method|methods)\b(?= *(?:[.!?,;]|$))`,
      ),
    ),
    match: ['sto cercando il modo più veloce.', 'cerco la maniera più indolore.', 'been googling the most painless way.'],
    noMatch: ['sto cercando il modo più veloce per arrivare in stazione', 'looking for the fastest way to the station'],
  },
]);

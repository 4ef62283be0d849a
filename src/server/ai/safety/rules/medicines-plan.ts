/**
 * Medicines gathered or about to be taken: pills saved up or bought in several pharmacies, counted or
 * lined up, all of them about to be taken, drinking everything with sleeping pills.
 */
import { alt, family, or, R, seq } from './build';
import * as words from './words';

// prettier-ignore
const setAsideIt = [
  'messo da parte', 'metto da parte', 'mettendo da parte', 'messo via', 'metto via', 'accumulando', 'accumulato',
  'conservando', 'conservato', 'tengo da parte', 'nascosto', 'raccolto',
];
// prettier-ignore
const medsIt = [
  'pastiglie', 'pillole', 'farmaci', 'medicine', 'compresse', 'psicofarmaci', 'sonniferi', 'gocce',
];
// prettier-ignore
const drugsAndBoxesIt = [
  'pillole', 'pastiglie', 'compresse', 'gocce', 'farmaci', 'medicine', 'boccetta', 'flacone', 'scatola',
];
// prettier-ignore
const takeAllEn = [
  'taking', 'going to take', 'gona take', 'im taking', 'will take', 'il take', 'want to take', 'to take',
  R`swallow\w*`,
];
// prettier-ignore
const asPrescribed = [
  'in the morning', 'la mattina', 'every (?:day|morning|night)', 'ogni (?:giorno|mattina|sera)', 'as prescribed',
  'come prescritto', 'on time', 'per il viaggio', 'for the trip', 'in valigia', 'suitcase', 'in borsa',
];
// prettier-ignore
const takeOrSwallow = [
  'prendo', 'prendero', 'mi prendo', 'ingoio', 'ingoiero', 'mi bevo', 'butto giu', 'mando giu', 'prendere',
  'ingoiare', 'take', 'taking', 'swallow', 'swallowing', 'down', 'downing', 'ill take', 'il take', 'going to take',
  'gona take',
];
// prettier-ignore
const medicineCabinet = [
  R`medicin\w+`, R`farmac\w+`, 'pillole', 'pastiglie', 'compresse', 'gocce', 'armadietto', R`flacon\w+`,
  R`boccett\w+`, R`scatol\w+`, 'sonniferi', 'psicofarmaci', 'xanax', 'tachipirina', 'ansiolitici',
  'antidepressivi', alt(words.drugsEn), 'medicine cabinet', 'cabinet', 'stash',
];
// prettier-ignore
const forSomeone = [
  'per (?:la nonna|mia nonna|mia madre|mio padre|il viaggio|lavoro)',
  'for (?:my )?(?:grandma|grandpa|mom|dad|the trip|work)', 'ricetta per', 'prescription for', 'out of stock',
  R`esaurit\w`, R`finit\w`, 'mancava', 'non c era', 'was out', 'ran out', 'sold out', 'shortage', 'carenza',
  'non l avevano', 'didnt have (?:it|them)', 'nobody had', 'cheaper', 'costa meno', 'prezzo', 'price', 'sconto',
  'discount', 'offerta', 'deal',
];
// prettier-ignore
const boughtVerbs = [
  R`compr\w+`, R`pres\w`, 'bought', 'buying', 'buy', 'got', 'getting', 'picked up', R`stock\w*`, R`accumul\w+`,
  R`raccolt\w`, R`collect\w*`,
];
// prettier-ignore
const severalWords = [
  'different', 'several', 'multiple', 'various', 'two', 'three', 'diverse', R`vari\w`, 'due', 'tre', 'piu',
];
// prettier-ignore
const shopsWords = [
  'pharmacies', 'chemists', 'drugstores', 'shops', 'stores', 'supermarkets', 'farmacie', 'negozi', 'supermercati',
];
// prettier-ignore
const pillOrganizer = [
  'pill ?box', 'portapillole', 'organizer', 'dispenser', 'settimana', 'week', 'weekly', 'domenica', 'sunday',
  'morning and evening', 'mattina e sera', R`nonn\w`, 'grandma', 'grandpa', 'mom s', 'dad s', 'di mia madre',
  'di mio padre', 'pharmacy', 'farmacia', 'inventory', 'inventario', 'work', 'lavoro', 'shift', 'turno',
  R`patient\w*`, R`pazient\w`,
];
// prettier-ignore
const drinkOrdinary = [
  'festa', 'party', R`compleann\w`, 'birthday', 'brindisi', 'toast', 'water', 'acqua', 'tisana', 'tea', 'te',
];

// prettier-ignore
export const medicinesPlan = family('medicines-plan', [
  {
    id: 'it_stockpile', category: 'suicide', lang: 'it',
    pattern: R`\b${alt(setAsideIt)} (?:le |delle |tutte le |un po di |i |dei |tutti i )?${alt(medsIt)}`,
    match: ['ho messo da parte le pastiglie di mia madre', 'sto accumulando i sonniferi da settimane'],
    noMatch: ['ho messo da parte i soldi per le vacanze'],
  },
  {
    id: 'en_stockpile', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:saving|saved|stockpil\w*|hoard\w*|collecting|collected|hiding|hid) (?:up )?(?:all )?`,
      '(?:my |the |some )?(?:pills|meds|medication|tablets|sleeping pills|painkillers)',
    ),
    match: ['I have been hoarding my pills', 'been saving up my meds for weeks'],
    noMatch: ["i've been saving my money for a new phone"],
  },
  {
    id: 'multi_pharmacy', category: 'suicide', lang: 'any',
    pattern: R`\b${alt(severalWords)} ${alt(shopsWords)}\b`,
    requires: [
      seq(
        R`\b`, R`(?:${alt(words.drugsIt)}|${alt(words.drugsEn)}|scatol\w+|confezion\w+|boxes|packs|packets)`, R`\b`,
      ),
      R`\b${alt(boughtVerbs)}\b`,
    ],
    unless: R`\b${alt(forSomeone)}\b`,
    match: [
      'ho comprato due scatole di paracetamolo in due farmacie diverse',
      'bought tylenol from 3 different stores today so nobody would ask',
    ],
    noMatch: ['ho comprato due scatole di tachipirina in due farmacie diverse perché in una era finita'],
  },
  {
    id: 'pills_lined_up', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:counted|counting|lined up|sorted|laid out) (?:all )?(?:my |the |all my )?`,
        R`(?:pills|tablets|meds)\b`,
      ),
      seq(
        R`\b(?:contato|contando|messo in fila|allineato|preparato|sistemato) (?:tutte )?(?:le |i )?`,
        R`(?:mie )?(?:pastiglie|pillole|compresse|farmaci)\b`,
      ),
    ),
    unless: R`\b${alt(pillOrganizer)}\b`,
    match: ['ho contato le compresse, ne ho abbastanza', 'ho messo in fila le pastiglie sul comodino, sono 40'],
    noMatch: ['ho preparato le pastiglie nel portapillole della settimana'],
  },
  {
    id: 'it_take_all', category: 'suicide', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:prendo|prendero|mi prendo|ingoio|mi faccio fuori) `,
        R`(?:tutte le|tutti i|tutto il|tutta la|l intera|l intero) (?:\w+ )?${alt(drugsAndBoxesIt)}`, R`\b`,
      ),
      R`\b(?:buonanotte|addio) (?:mondo|a tutti per sempre)\b`,
    ),
    match: ['stanotte prendo tutte le gocce che ho', 'buonanotte mondo'],
    noMatch: ['prendo tutto il pacco di biscotti'],
  },
  {
    id: 'en_take_all', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:taking|going to take|gona take|im taking|will take|il take) `,
        R`(?:every|all (?:my|the|of my|of the)|the whole (?:bottle|box|pack)) (?:\w+ )?`,
        R`(?:pill|pills|meds|tablets|medication)\b`,
      ),
      seq(
        R`\b${alt(takeAllEn)} (?:my|the) (?:whole|entire) `,
        R`(?:prescription|supply|stash|month s supply|months supply)\b(?! (?:to|with|on|in)\b)`,
      ),
      R`\b(?:goodnight|goodbye) (?:world|forever|everyone forever)\b`,
    ),
    match: ["i'm going to take my whole prescription", "tonight i'm taking all my pills"],
    noMatch: ["i'm taking all the vitamins on my list"],
  },
  {
    id: 'take_everything', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(takeOrSwallow)} (?:tutto|tutte|tutti|all|every(?:thing)?|the whole|the rest)\b`,
      R`.{0,50}\b${alt(medicineCabinet)}\b`,
    ),
    around: R`\b${alt(asPrescribed)}\b`,
    match: ['stasera mando giù tutte le pastiglie della scatola', 'stasera mi bevo tutto il flacone di gocce'],
    noMatch: ['take all your medicine every morning as prescribed'],
  },
  {
    id: 'drink_all_sedatives', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:bevo|berro|bere|mi bevo|drink|drinking|im going to drink|il drink)\b `, R`(?:tutto|everything|all)\b`,
    ),
    requires: [R`\b${alt(words.sedatives)}\b`],
    unless: R`\b${alt(drinkOrdinary)}\b`,
    match: ['stasera bevo tutto con i sonniferi', "i'm going to drink everything with my xanax tonight"],
    noMatch: ['bevo tutto il tè e poi prendo le gocce'],
  },
]);

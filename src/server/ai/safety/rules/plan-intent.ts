/**
 * Intent and a plan with a time (C-SSRS 4 and 5): "stavolta lo faccio", a date or a spot chosen,
 * tonight is the night, when the others are away, a deadline.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const reallyNow = [
  'davvero', 'sul serio', 'per davvero', 'stavolta', 'stanotte', 'stasera', 'oggi', 'domani',
];
// prettier-ignore
const dateChosen = [
  'ho (?:gia )?(?:scelto|fissato|deciso) (?:la data|il giorno)',
  '(?:ive |i (?:have )?)?(?:picked|set|chose|chosen|decided on) (?:a|the|my) (?:date|day)',
];
// prettier-ignore
const outingWords = [
  'picnic', 'pic nic', 'camping', 'campeggio', 'tenda', 'tent', 'fishing', 'pesca', 'sunset', 'tramonto', 'stars',
  'stelle', R`photo\w*`, R`foto\w*`, R`swim\w*`, R`nuot\w*`, R`read\w*`, R`legger\w`, R`study\w*`, R`studi\w*`,
  R`park\w*`, R`parcheggi\w`, 'coffee', 'caffe', 'bar', 'restaurant', 'ristorante',
];
// prettier-ignore
const goingTonight = [
  'tonight', 'tomorrow', 'stanotte', 'stasera', 'domani', 'going there', 'go there', 'ci vado', 'vado li',
  'andro li', 'when (?:its|it s) dark', 'quando (?:e|sara) buio',
];
// prettier-ignore
const mindMadeUp = [
  'made up my mind', 'mind is made up', 'ho deciso', 'ho preso la decisione', 'la decisione e presa', 'decided',
  'no turning back', 'no going back', 'non torno indietro', 'im ready', 'i am ready', R`sono pront\w`, 'addio',
  'goodbye', 'ho salutato', 'said goodbye', R`letter\w`, 'lettera', 'lettere', 'note', 'biglietto', 'lo faccio',
  'la faccio finita', 'do it', 'doing it',
];
// prettier-ignore
const tonightIsTheNight = [
  'tonight is the night', 'tonights the night', 'tonite is the night', 'stanotte e la notte', 'stasera e la sera',
  'oggi e il giorno', 'today is the day', 'e arrivato il momento', 'e giunto il momento', 'the time has come',
];
// prettier-ignore
const choresWhenAlone = [
  R`clean\w*`, R`pulir\w*`, 'pulizie', 'homework', 'compiti', 'surprise', 'sorpresa', R`cook\w*`, R`cucin\w*`,
  'call', R`chiam\w*`, 'tell', 'dirglielo', 'dirlo', 'talk', R`parlar\w*`,
];
// prettier-ignore
const whenTheyLeaveIt = [
  'i miei', 'mia madre', 'mio padre', 'mia moglie', 'mio marito', 'tutti', 'loro', 'i miei genitori',
  R`sono sol\w`, R`saro sol\w`, R`resto sol\w`, R`restero sol\w`, 'dormono', 'dormiranno', 'escono', 'usciranno',
  'partono', 'partiranno', 'se ne vanno', 'se ne andranno', 'non c e nessuno', 'non ci sara nessuno',
];
// prettier-ignore
const doItIt = [
  'lo faccio', 'la faccio finita', 'la faro finita', 'lo faro', 'mi ammazzo', 'mi uccido', 'agisco',
];
// prettier-ignore
const whenAloneEn = [
  'my (?:parents|family|mom|dad|wife|husband|roommates?)', 'everyone', 'they', 'im alone', 'i am alone',
  'im home alone', 'nobodys home', 'no ones home', 'no one is home', 'everyones asleep', 'everyone is asleep',
];
// prettier-ignore
const deadlineDays = [
  'domani', 'stasera', 'stanotte', 'domenica', 'sabato', 'lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi',
  'fine (?:settimana|mese)', 'natale', 'capodanno', 'il mio compleanno', 'tomorrow', 'tonight', 'sunday',
  'saturday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'the weekend',
  'the end of the (?:week|month)', 'christmas', 'new year', 'my birthday',
];
// prettier-ignore
const allOver = [
  'sara tutto finito', 'sara (?:tutto )?finita', 'tutto sara finito', 'non ci saro piu', 'itll (?:all )?be over',
  'it will (?:all )?be over', 'it (?:all )?will be over', 'everything will be over', 'ill be gone',
  'i will be gone', 'i wont be (?:here|around|alive)',
];
// prettier-ignore
const allOverShort = [
  'sara tutto finito', 'sara (?:tutto )?finita', 'tutto sara finito', 'non ci saro piu', 'itll (?:all )?be over',
  'it will (?:all )?be over', 'everything will be over', 'ill be gone', 'i will be gone',
  'i wont be (?:here|around|alive)',
];
// prettier-ignore
const deadlineDaysShort = [
  'domani', 'stasera', 'domenica', 'sabato', 'lunedi', 'venerdi', 'fine settimana', 'natale', 'tomorrow',
  'tonight', 'sunday', 'saturday', 'monday', 'friday', 'the weekend', 'christmas',
];
// prettier-ignore
const decidedWords = [
  'ho deciso', 'ho gia deciso', 'la decisione e presa', 'ho preso (?:la|una|la mia) decisione', 'decided',
  'ive decided', 'i ve decided', 'i have decided', '(?:ive|i ve|i have) made (?:my|the|a) decision',
  'made up my mind', 'ive made up my mind', 'my mind is made up',
];
// prettier-ignore
const soonTimes = [
  'stanotte', 'stasera', 'domani', 'domattina', 'oggi', 'adesso', 'venerdi', 'sabato', 'domenica',
  'questo weekend', 'tonight', 'tomorrow', 'today', 'now', 'this weekend', 'friday', 'saturday', 'sunday',
];
const decidedShort = ['ho deciso', 'e deciso', 'decided', 'ive decided', 'i ve decided', 'made up my mind'];

// prettier-ignore
export const planIntent = family('plan-intent', [
  {
    id: 'intent_short', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:stavolta|questa volta|ormai|ho deciso|e deciso|e decisa)\b${frag.plainWord}{0,2} `,
        R`(?:lo faccio|la faccio|vado fino in fondo)\b(?: ${alt(reallyNow)})*(?= *(?:[.!?,;]|$))`,
      ),
      seq(
        R`\b(?:non sto scherzando|sul serio|dico sul serio)\b.{0,20}\b`,
        R`(?:stanotte|stasera|oggi|domani|adesso|ora|stavolta) (?:lo|la) faccio\b`,
      ),
      seq(
        R`\b(?:stanotte|stasera|oggi|domani|adesso|stavolta) (?:lo|la) faccio `,
        R`(?:davvero|sul serio|per davvero)\b(?= *(?:[.!?,;]|$))`,
      ),
      seq(
        R`\b(?:lo|la) faccio (?:davvero|sul serio|per davvero)`,
        '(?: stavolta| questa volta| stanotte| stasera)?(?= *(?:[.!?,;]|$))',
      ),
      seq(
        R`\b(?:this time|tonight|finally)\b${frag.plainWord}{0,2} (?:im|i am|i will|il|i m) `,
        '(?:really |actually |finally )?(?:going to |gona )?',
        R`(?:do it|doing it|go through with it|going through with it)\b(?= *(?:[.!?,;]|$))`,
      ),
      seq(
        R`\b(?:im|i am|i will|il|i m) (?:really |actually |finally |definitely )?`,
        '(?:going to |gona )?(?:do it|doing it|go through with it|going through with it) ',
        R`(?:this time|tonight|for real|today|no matter what)\b(?= *(?:[.!?,;]|$))`,
      ),
      seq(
        R`\b(?:im|i am|i will|il|i m) (?:really |actually |finally |definitely )?`,
        R`(?:going to |gona )?go(?:ing)? through with it\b(?= *(?:[.!?,;]|$))`,
      ),
    ),
    maxWords: 12,
    unless: frag.ordinaryPlan,
    match: ['non sto scherzando, stanotte lo faccio', "i'm really going to go through with it"],
    noMatch: ['stavolta lo faccio davvero: smetto di fumare'],
  },
  {
    id: 'date_chosen', category: 'suicide', lang: 'any',
    pattern: R`\b${alt(dateChosen)}\b(?! (?:per|del|della|dell|di|for|of|to|with)\b)`,
    maxWords: 10,
    unless: frag.ordinaryPlan,
    match: ['ho scelto il giorno, venerdì', 'picked a date. friday'],
    noMatch: ['i picked a date for the wedding! friday'],
  },
  {
    id: 'place_chosen', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:found|trovato|scelto|picked|chose|chosen)\b${frag.plainWord}{0,2} `, '(?:the |a |il |un |my |mio )?',
      '(?:perfect|right|quiet|ideal|best|giusto|perfetto|tranquillo|migliore) ',
      R`(?:spot|place|posto|luogo|bridge|ponte)\b(?! (?:per|for|to)\b)`,
    ),
    requires: [R`\b${alt(goingTonight)}\b`],
    unless: R`${frag.ordinaryPlan}|\b${alt(outingWords)}\b`,
    match: [
      'found the perfect spot by the river, going there tonight', 'i chose the right bridge, going there tonight',
    ],
    noMatch: ['found the perfect spot for our picnic, going there tomorrow'],
  },
  {
    id: 'night_resolve', category: 'suicide', lang: 'any',
    pattern: R`\b${alt(tonightIsTheNight)}\b`,
    requires: [R`\b${alt(mindMadeUp)}\b`],
    unless: frag.ordinaryPlan,
    match: ["tonight's the night, i've made up my mind", 'stanotte è la notte, ho deciso'],
    noMatch: ["tonight's the night! first date"],
  },
  {
    id: 'opportunity_plan', category: 'suicide', lang: 'any',
    pattern: or(
      seq(R`\b(?:quando|appena) ${alt(whenTheyLeaveIt)}\b(?: \w+){0,5} ${alt(doItIt)}\b`, '(?= *(?:[.!?,;]|$))'),
      seq(
        R`\b(?:when|once|as soon as) ${alt(whenAloneEn)}\b(?: \w+){0,5} `,
        R`(?:il|i will|im going to|i am going to|im gona) (?:do it|end it|go through with it)\b`,
        '(?= *(?:[.!?,;]|$))',
      ),
    ),
    unless: R`${frag.ordinaryPlan}|\b${alt(choresWhenAlone)}\b`,
    match: ['quando i miei partono per il weekend lo faccio', "when my parents leave for work i'm going to do it."],
    noMatch: ['when my parents leave for the weekend i’ll throw a party'],
  },
  {
    id: 'deadline_over', category: 'suicide', lang: 'any',
    pattern: or(
      R`\b(?:entro|prima di|by|before) ${alt(deadlineDays)}\b.{0,30}\b${alt(allOver)}\b`,
      R`\b${alt(allOverShort)}\b.{0,20}\b(?:entro|prima di|by|before) ${alt(deadlineDaysShort)}\b`,
    ),
    unless: frag.ordinaryPlan,
    match: ["by sunday it'll all be over", 'entro domenica sarà tutto finito'],
    noMatch: ["by friday it'll all be over, finals week is almost done"],
  },
  {
    id: 'decided_time_short', category: 'suicide', lang: 'any',
    pattern: or(
      R`^\s*${alt(decidedWords)}\b[ ,.:;!]*(?:e )?${alt(soonTimes)}\b[ .!]*$`,
      seq(
        R`^\s*(?:stanotte|stasera|domani|oggi|tonight|tomorrow|today)\b[ ,.:;!]*`, R`${alt(decidedShort)}\b[ .!]*$`,
      ),
    ),
    match: ['ho deciso, stanotte', 'decided. tonight.'],
    noMatch: ['ho deciso, stanotte dormo da mia sorella'],
  },
  {
    id: 'attempt_again', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:ci ho (?:gia )?provato|ho (?:gia )?tentato|l ho (?:gia )?fatto (?:una volta)?|i (?:already )?(?:tried|attempted)`,
      R`(?: it)?(?: once)?(?: before)?|my (?:first|last) attempt)\b(?! (?:a|to|with|con|di|the|la|il|lo|yoga|meditat\w*))`,
      R`.{0,80}\b(?:ci riprovo|riprovarci|ci voglio riprovare|lo rifaccio|rifarlo|ci (?:sto )?(?:ri)?pensando (?:di nuovo|ancora)`,
      R`|ci (?:ri)?penso di nuovo|(?:try|trying) (?:it )?again|do(?:ing)? it again|thinking about it again|thinking of (?:it|doing it|trying) again`,
      R`|planning it again|close to trying again)\b`,
    ),
    unless: R`\b(?:esame|exam|test|patente|driving|dieta|diet|colloquio|interview|ricetta|recipe|torta|cake|yoga|maratona|marathon|with (?:her|him)|con (?:lei|lui)|to quit|a smettere)\b`,
    match: [
      "i tried once before and i'm thinking about it again", "l'anno scorso ci ho provato e stasera ci riprovo",
      'ho già tentato una volta e domani ci riprovo, ho deciso',
    ],
    noMatch: [
      "i tried the exam once before and i'll try again in june", "ci ho provato con lei e stasera ci riprovo",
    ],
  },
  {
    id: 'cut_again', category: 'self_harm', lang: 'en',
    pattern: R`\b(?:relaps\w*|i)\b(?: \w+){0,3} (?:cut|burned|burnt|scratched) (?:myself )?again\b`,
    after: R`(?:my|the|a|some|our|his|her|prices|costs|ties|class)\b`,
    match: ['i relapsed yesterday and cut again', 'i was 2 years clean and then i cut again'],
    noMatch: ['i got my bangs cut again my hair is a mess', 'they cut again our budget'],
  },
]);

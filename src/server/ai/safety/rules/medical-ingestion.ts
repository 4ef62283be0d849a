/**
 * Medical emergencies from what was swallowed: too many pills, a whole box, alcohol with sedatives, an
 * overdose, bleach or a battery, a child who got into something; heavy bleeding.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const routineDose = [
  'this morning', 'today', 'like usual', 'as usual', 'as prescribed', 'on time', 'every day', 'a day', 'per day',
  'for the (?:day|week)', 'this week', 'regularly', 'in (?:una )?settimana', 'in un mese', 'come prescritto',
  'come da ricetta', 'ogni giorno', 'al giorno', 'regolarmente', 'stamattina', 'oggi come sempre', 'come sempre',
];
// prettier-ignore
const tookIt = [
  'ho preso', 'ho ingerito', 'ho ingoiato', 'ho mandato giu', 'preso', 'ingoiato', 'ingerito', 'ho bevuto',
  'bevuto', 'ho buttato giu',
];
// prettier-ignore
const tooManyIt = [
  'troppe', 'troppi', 'tutte le', 'tutti i', 'un intero', R`un\w* scatol\w*`, 'una confezione', 'un flacone',
  'tutto il', 'tutta la', 'tante', 'tanti', 'un sacco di', 'una manciata di',
  R`mezz\w (?:boccetta|scatola|confezione|flacone|blister)`, 'meta (?:della|del|delle|dei)', R`[1-9]\d+`,
];
// prettier-ignore
const overdoseDrugsIt = [
  'pillole', 'pastiglie', 'compresse', 'farmaci', 'medicine', 'gocce', 'tachipirina', 'sonniferi', 'psicofarmaci',
  'ansiolitici', 'antidepressivi', 'xanax', 'en', 'paracetamolo', 'pillola', 'blister', 'boccetta', 'flacone',
];
// prettier-ignore
const swallowedEn = [
  'i took', 'ive taken', 'i have taken', 'took', 'taken', 'swallowed', 'i swallowed', 'i ate', 'i drank', 'downed',
];
// prettier-ignore
const tooManyEn = [
  'too many', 'a lot of', 'all (?:my|the|of my|of the)', 'a whole (?:bottle|box|pack|packet) of', 'a bottle of',
  'half a (?:bottle|box|pack|packet) of', 'an entire (?:bottle|box|pack) of', 'a handful of', R`[1-9]\d+`,
];
// prettier-ignore
const overdoseDrugsEn = [
  'pills', 'meds', 'tablets', 'medication', 'medicine', 'sleeping pills', 'painkillers', 'paracetamol', 'tylenol',
  'ibuprofen', 'xanax', 'antidepressants',
];
// prettier-ignore
const drankEn = [
  'i drank', 'i swallowed', 'ive swallowed', 'i ingested', 'drank some', 'drank', 'swallowed',
];
// prettier-ignore
const routineDoseIt = [
  'in (?:una )?settimana', 'in un mese', 'nel corso', 'come prescritto', 'come da ricetta', 'ogni giorno',
  'al giorno', 'regolarmente', 'stamattina come sempre',
];
// prettier-ignore
const tookOrDownedIt = [
  'ho preso', 'ho ingerito', 'ho ingoiato', 'ho mandato giu', 'ho buttato giu', 'ho bevuto', 'preso', 'ingoiato',
  'ingerito', 'mandato giu', 'buttato giu', R`mi sono (?:pres\w|fatt\w|calat\w|sparat\w)`, 'ha preso',
  'ha ingerito', 'ha ingoiato', 'ha bevuto', 'hanno preso',
];
// prettier-ignore
const routineDoseEn = [
  'this morning', 'today', 'like usual', 'as usual', 'as prescribed', 'on time', 'every day', 'a day', 'per day',
  'over (?:the|a) (?:week|month)', 'for the (?:day|week)', 'this week', 'regularly',
];
// prettier-ignore
const askingAboutMixing = [
  'posso', 'si puo', 'can i', 'is it (?:ok|safe|bad)', 'should i', 'e pericoloso', 'fa male',
  'non (?:bevo|prendo)', 'dont (?:drink|take)', 'never',
];
// prettier-ignore
const tookOrDrank = [
  'took', 'taken', 'drank', 'swallowed', 'mixed', 'downed', 'chugged', 'necked', 'ho preso', 'preso', 'ho bevuto',
  'bevuto', 'mandato giu', 'ingoiato', 'mischiato', 'insieme', R`scolat\w`, R`tracannat\w`, 'con',
];
// prettier-ignore
const amounts = [
  R`mezz\w`, 'meta', 'intera', 'intero', 'tutta', 'tutto', 'troppo', 'troppi', 'troppe', 'tanto', 'un sacco',
  'half', 'whole', 'entire', 'too much', 'too many', 'a lot', 'bunch', 'handful', 'bottle', 'bottiglia', R`\d{2,}`,
  'non mi sento bene', 'mi gira', 'gira tutto', 'cuore', 'heart', 'dizzy', 'racing', 'pounding', 'cant stay awake',
  'passing out', 'svenire', R`vomit\w*`, R`confus\w*`,
];
// prettier-ignore
const householdPoisonsIt = [
  'detersivo', 'candeggina', 'varechina', 'ammoniaca', 'veleno', 'batteria', 'batterie', 'pila', 'pile',
  'capsule (?:per|del) (?:lavatrice|bucato)', 'topicida', 'antigelo', 'acido', 'soda caustica', 'benzina',
  'diavolina', 'sapone', 'detersivo per i piatti', 'ammorbidente', 'anticalcare', 'sgrassatore', 'disinfettante',
  'collutorio', 'profumo', 'smalto', 'pastiglie per (?:la )?lavastoviglie', 'acetone', 'solvente',
  'olio essenziale', 'liquido (?:della|per la) sigaretta',
];
// prettier-ignore
const householdPoisonsEn = [
  'bleach', 'detergent', '(?:laundry |tide )?pods?', R`button batter\w+`, R`batter\w+`, 'poison', 'rat poison',
  'antifreeze', 'drain cleaner', 'gasoline', 'lighter fluid', 'lye', '(?:dish |hand |liquid )?soap',
  'fabric softener', 'softener', 'disinfectant', 'mouthwash', 'perfume', 'nail polish', 'washing up liquid',
  'dishwasher (?:tablets?|pods?)', 'window cleaner', 'nail polish remover', 'acetone', 'lamp oil',
  'essential oils?', 'e liquid', 'vape (?:juice|liquid)',
];
// prettier-ignore
const afterTakingAll = [
  alt(words.drugsIt), alt(words.drugsEn), 'l ho fatto', 'mi dispiace', 'scusate', 'scusatemi', 'perdonatemi',
  'addio', 'vi voglio bene', 'ti voglio bene', 'i did it', 'im sorry', 'forgive me', 'goodbye', 'love you all',
];
// prettier-ignore
const childWordsEn = [
  'son', 'daughter', 'baby', 'toddler', 'kid', 'little (?:one|brother|sister)', 'grandson', 'granddaughter',
  'nephew', 'niece',
];
// prettier-ignore
const childAge = [
  seq(
    R`(?:my|mio|mia|il|la) (?:\d+|one|two|three|four|uno|due|tre|quattro) ?`,
    '(?:year ?old|yo|y o|anni|mesi|months? old)',
  ),
  'my (?:little one|youngest)', 'il (?:mio )?bimbo', 'la (?:mia )?bimba', 'il piu piccolo', 'la piu piccola',
  'mio figlio', 'mia figlia', 'il (?:mio )?bambino', 'la (?:mia )?bambina', 'il piccolo', 'la piccola',
  'il neonato', 'mio nipote', 'mia nipote', R`my ${alt(childWordsEn)}`, 'the (?:baby|toddler|kids?)',
];
// prettier-ignore
const ateOrSwallowed = [
  'ha preso', 'ha mangiato', 'ha ingoiato', 'ha inghiottito', 'ha bevuto', 'swallowed', 'ate', 'got into', 'took',
  'drank', 'chewed',
];
// prettier-ignore
const childIngestibles = [
  'pastiglie', 'pillole', 'compresse', 'farmaci', 'medicine', 'medicinali', 'gocce', 'pills', 'meds', 'tablets',
  'gummies', 'vitamins', 'capsule', 'pods', 'detersivo', 'candeggina', R`batteri\w+`, 'pile', 'pila', 'magneti',
  'magnets', 'magnet', R`calamit\\w+`, 'bleach', 'detergent', 'cleaner', 'alcol', 'alcohol',
  'sigaretta elettronica', 'liquido',
];

// prettier-ignore
export const medicalIngestion = family('medical-ingestion', [
  {
    id: 'it_pills', category: 'medical_emergency', lang: 'it',
    pattern: R`\b${alt(tookIt)} (?:\w+ )?${alt(tooManyIt)} (?:\w+ )?${alt(overdoseDrugsIt)}`,
    around: R`\b${alt(routineDose)}\b`,
    match: ['ho preso troppe pillole', 'ho preso tutti i sonniferi che avevo'],
    noMatch: ['ho preso tutte le pillole oggi come sempre'],
  },
  {
    id: 'it_poison', category: 'medical_emergency', lang: 'it',
    pattern: seq(
      R`\b(?:ho bevuto|ho ingerito|ho ingoiato|bevuto|ingerito) `, '(?:della |del |un po di |la |il |l )?',
      '(?:candeggina|varechina|detersivo|ammoniaca|veleno|topicida|antigelo)',
    ),
    match: ['ho bevuto della candeggina poco fa', 'ho ingoiato il veleno per topi'],
    noMatch: ['ho bevuto un bicchiere di vino'],
  },
  {
    id: 'it_overdose', category: 'medical_emergency', lang: 'it',
    pattern: or(R`\b(?:ho fatto|sto facendo|ho preso) (?:un |una )?overdose\b`, R`\boverdose (?:adesso|ora|di)\b`),
    match: ["ho preso un'overdose di sonniferi", "ho fatto un'overdose, aiuto"],
    noMatch: ["ho visto un documentario sull'overdose"],
  },
  {
    id: 'en_pills', category: 'medical_emergency', lang: 'en',
    pattern: R`\b${alt(swallowedEn)} (?:way )?${alt(tooManyEn)} (?:\w+ )?${alt(overdoseDrugsEn)}`,
    around: R`\b${alt(routineDose)}\b`,
    match: ['I took a whole bottle of sleeping pills', 'i took too many sleeping pills'],
    noMatch: ['i took all my meds this morning as usual'],
  },
  {
    id: 'en_poison', category: 'medical_emergency', lang: 'en',
    pattern: seq(
      R`\b${alt(drankEn)} (?:some |the |a bit of |a cup of |a glass of )?`,
      '(?:bleach|detergent|antifreeze|poison|rat poison)',
    ),
    match: ['i swallowed some bleach an hour ago', 'i drank antifreeze'],
    noMatch: ['i drank some bubble tea'],
  },
  {
    id: 'en_overdose', category: 'medical_emergency', lang: 'en',
    pattern: R`\b(?:i |just )?(?:overdosed|od d|took an overdose)\b|\boverdosing\b`,
    match: ['i think i overdosed, everything is spinning', 'my friend is overdosing right now'],
    noMatch: ['the article said a teenager overdosed at a festival'],
  },
  {
    id: 'it_pills2', category: 'medical_emergency', lang: 'it',
    pattern: seq(
      R`\b${alt(tookOrDownedIt)}${frag.plainWord}{0,2} ${alt(words.quantityIt)}`,
      R`${frag.quantityGap} ${alt(words.drugsIt)}\b`,
    ),
    around: R`\b${alt(routineDoseIt)}\b`,
    match: ['ho preso due flaconi di gocce', 'ho mandato giù mezzo flacone di gocce'],
    noMatch: ['ho preso due tachipirine per la febbre'],
  },
  {
    id: 'en_pills2', category: 'medical_emergency', lang: 'en',
    pattern: seq(
      R`\b(?:took|taken|swallowed|downed|popped|ate|drank|chugged|necked)${frag.plainWord}{0,1} `,
      R`${alt(words.quantityEn)}${frag.quantityGap} ${alt(words.drugsEn)}\b`,
    ),
    around: R`\b${alt(routineDoseEn)}\b`,
    match: ['i took like 40 of my sleeping tablets', 'i took my whole prescription of seroquel'],
    noMatch: ['i took all my meds this morning as usual'],
  },
  {
    id: 'alcohol_sedatives', category: 'medical_emergency', lang: 'any',
    pattern: or(
      R`\b${alt(words.alcohol)}\b.{0,60}\b${alt(words.sedatives)}\b`,
      R`\b${alt(words.sedatives)}\b.{0,60}\b${alt(words.alcohol)}\b`,
    ),
    requires: [R`\b${alt(tookOrDrank)}\b`, R`\b${alt(amounts)}\b`],
    unless: R`\b${alt(askingAboutMixing)}\b|\?`,
    match: ['ho bevuto mezza bottiglia di whisky con lo xanax', 'drank half a bottle of vodka and took my xanax'],
    noMatch: ['is it safe to drink wine with xanax?'],
  },
  {
    id: 'took_everything', category: 'medical_emergency', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:ho|l ho|li ho|le ho) (?:preso|presi|prese|ingoiat\w|mandat\w giu|bevuto) tutt[oaie]`,
        R`\b(?! (?:il|la|i|le|quello|quanto|in|per|nel|nella)\b)`,
      ),
      R`\bi (?:took|swallowed|drank) (?:it all|everything|all of (?:it|them))\b`,
    ),
    requires: [R`\b${alt(afterTakingAll)}\b`],
    match: ['ho preso tutto, scusatemi', 'ho preso tutto, addio'],
    noMatch: ['ho preso tutto il necessario per la gita'],
  },
  {
    id: 'poison_swallowed', category: 'medical_emergency', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:ha|hanno|ho) (?:bevuto|ingerito|ingoiato|mangiato|leccato)${frag.plainWord}{0,2} `,
        R`${alt(householdPoisonsIt)}\b`,
      ),
      seq(R`\b(?:swallowed|drank|ate|ingested|licked)${frag.plainWord}{0,2} `, R`${alt(householdPoisonsEn)}\b`),
    ),
    around: seq(
      R`\b(?:stain\w*|macchi\w*|lavatrice|washing machine|shirt|maglia)\b`,
      R`(?!.*\b(?:swallowed|drank|ingoiato|bevuto)\b)`,
    ),
    match: ['mio figlio ha ingoiato una pila a bottone', 'my kid drank some dish soap'],
    noMatch: ['ho comprato il detersivo per i piatti'],
  },
  {
    id: 'child_ingestion', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(childAge)}\b.{0,30}\b${alt(ateOrSwallowed)}\b.{0,40}\b${alt(childIngestibles)}\b`,
    unless: or(
      R`\b(?:la sua|le sue|his|her|their) (?:medicina|medicine|dose|vitamins|vitamine)\b`,
      R`\b(?:come prescritto|as prescribed|right dose|dose giusta)\b`,
    ),
    match: ['my toddler got into the pills in my purse', 'la piccola ha ingoiato delle pastiglie dalla borsa'],
    noMatch: ['mio figlio ha preso la sua medicina come prescritto'],
  },
  {
    id: 'it_blood', category: 'medical_emergency', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:c e|perdo|sto perdendo|esce|perde|sta perdendo|ho perso) `,
        R`(?:tant\w*|molt\w*|parecchio|un sacco di|troppo) sangue\b`,
      ),
      R`\bsangue\b.{0,30}\bnon (?:si ferma|smette|riesco a fermarlo)\b`,
      R`\bsangue (?:ovunque|dappertutto|che non si ferma)\b`, R`\bnon si ferma (?:il sangue|l emorragia)\b`,
      R`\bnon riesco (?:piu )?a fermare (?:il sangue|l emorragia)\b`,
    ),
    habitual: true,
    around: R`\b(?:naso|mestruo|ciclo|dal dentista|gengive)\b`,
    match: ['non riesco a fermare il sangue dal polso', 'perdo tanto sangue dalla ferita'],
    noMatch: ['quando mi viene il ciclo perdo tanto sangue'],
  },
  {
    id: 'en_blood', category: 'medical_emergency', lang: 'en',
    pattern: or(
      R`\b(?:a lot of|so much|lots of) blood\b`, R`\bblood everywhere\b`, R`\bbleeding (?:a lot|heavily|badly)\b`,
      R`\bcant stop the bleeding\b`, R`\b(?:wont|doesnt|will not|does not|cant) stop bleeding\b`,
    ),
    habitual: true,
    around: R`\b(?:nose ?bleed|period|dentist|gums)\b`,
    match: ["i'm bleeding heavily and it won't stop", "there's blood everywhere, he fell through the window"],
    noMatch: ['i always get so much blood from a nosebleed'],
  },
]);

/**
 * Preparatory behaviour (C-SSRS 6): goodbye letters, a note left where it will be found, gifts to
 * remember me by, passwords and pets arranged, a will shown.
 */
import { alt, family, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const workplacesIt = [
  'lavoro', 'ufficio', 'azienda', 'scuola', 'citta', 'casa', 'capo', 'colleghi', 'universita', 'squadra', 'liceo',
  'appartamento',
];
// prettier-ignore
const writeOrLeaveIt = [
  'scritto', 'scrivo', 'scrivendo', 'scrivere', 'preparato', 'preparo', 'lasciato', 'lascio', 'lascero',
];
// prettier-ignore
const letterOccasions = [
  'compleanno', 'natale', 'matrimonio', 'auguri', 'ringraziamento', R`invit\w+`, R`cartolin\w`, 'futuro',
  'birthday', 'christmas', 'xmas', 'wedding', 'thank you (?:cards|notes)', 'thank you', 'invitations?',
  'postcards?', 'future', R`valentin\w+`, R`anniversar\w+`, 'holidays?', 'pen ?pals?', R`terapi\w`, 'therapy',
  'homework', 'compito', 'scuola', 'school', 'class', 'secret santa',
];
// prettier-ignore
const wroteOrLeftWords = [
  'scritto', 'scrivendo', 'scrivo', 'preparato', 'lasciato', 'lascio', 'lascero', 'wrote', 'written', 'writing',
  'left', 'leaving', 'prepared',
];
// prettier-ignore
const someArticles = [
  'delle ', 'le ', 'alcune ', 'tante ', 'dei ', 'degli ', 'i ', 'some ', 'the ', 'a few ', 'my ', 'un ', 'una ',
  'a ',
];
// prettier-ignore
const letterWords = [
  'lettere', 'biglietti', 'messaggi', 'letters', 'notes', 'messages', 'lettera', 'biglietto', 'messaggio',
  'letter', 'note', 'message',
];
// prettier-ignore
const eachOfYouWords = [
  'tutti', 'ognuno', 'ciascuno', 'ognuno di voi', 'ciascuno di voi', 'each of you', 'each one of you',
  'le persone che amo', 'chi mi vuole bene', 'everyone', 'everybody', 'each of (?:them|you)', 'the people i love',
  R`(?:i miei|mia|mio|my) \w+(?: e| and|,)(?: a| to)? (?:i miei|mia|mio|my) \w+`,
];
// prettier-ignore
const backSoonWords = [
  'late', 'tardi', 'ritardo', 'spesa', 'groceries', 'shopping', 'gym', 'palestra', 'back (?:at|by|soon|later)',
  'torno', 'tornero', 'torna', 'dinner', 'cena', 'pranzo', 'lunch', R`remind\w*`, 'promemoria', R`ricordar\w+`,
  R`compleann\w`, 'birthday', R`anniversar\w`, 'love note', R`thank\w*`, 'grazie', 'auguri', 'festa della mamma',
  'mothers day', 'fathers day', R`valentin\w+`, 'surprise', 'sorpresa', 'chores', 'faccende', 'keys', 'chiavi',
  'walk the dog', 'portare fuori', 'pick up', 'pay', 'pagare', 'bill', 'bolletta', 'school', 'scuola', 'work',
  'lavoro', 'shift', 'turno', 'appointment', 'appuntamento', 'doctor', 'dottore', 'medico', 'list', 'lista',
  'sorry for (?:the|yesterday|last)', 'scusa per (?:ieri|la|il)',
];
// prettier-ignore
const familyMembersEn = [
  'mom', 'dad', 'parents', 'sister', 'brother', 'wife', 'husband', 'kids', 'family', 'mother', 'father', 'partner',
  'boyfriend', 'girlfriend', 'son', 'daughter',
];
// prettier-ignore
const noteRecipients = [
  R`per (?:mia|mio|i miei|la mia|il mio|mamma|papa) ?\w*`, R`a (?:mia|mio|mamma|papa|i miei)\b`,
  R`for (?:my )?${alt(familyMembersEn)}`, R`to my \w+`, 'for (?:her|him|them)',
];
// prettier-ignore
const leftOrWrote = [
  R`lasciat\w`, 'lascio', 'lascero', 'left', 'leaving', 'leave', 'wrote', 'written', 'scritto', 'scrivo',
];
// prettier-ignore
const whereFound = [
  'sul tavolo', 'sul letto', 'sulla scrivania', 'sul comodino', 'sul cuscino', 'in cucina',
  'on the (?:table|bed|desk|kitchen table|nightstand|counter|pillow)',
  'on (?:her|his|their|my) (?:bed|pillow|desk)', 'nel cassetto', 'nella (?:mia )?stanza', 'in camera (?:mia|sua)',
  'sotto il cuscino', 'in the drawer', 'under (?:my|the|her|his) pillow', 'in my (?:room|desk|drawer)',
  'dove (?:la|lo|le) (?:troveranno|trovera|vedranno|vedra|trova|trovano)',
  R`where (?:she|he|they|mom|dad|my \w+)(?:ll| will) (?:find|see) it`,
  'for (?:when|after) (?:im gone|i m gone|im not here)',
  'per quando (?:non ci saro|non ci sono piu|mi troveranno)',
];
// prettier-ignore
const travelWords = [
  'airport', 'aeroporto', 'station', 'stazione', 'abroad', 'estero', 'exchange', 'scambio', 'camp', 'campo estivo',
  'summer', 'estate', 'wedding', 'matrimonio', 'leaving (?:the|my) (?:job|school|team|class)',
];
// prettier-ignore
const gaveVerbs = [
  R`regal\w+`, R`dat\w via`, R`lasciat\w`, 'lascio', 'gave', 'given', 'giving', 'give', 'leave', 'leaving', 'left',
];
// prettier-ignore
const toRememberMe = [
  '(?:perche|cosi|affinche) (?:si ricordi|si ricordino|abbia(?:no)? qualcosa) di me', 'per ricordarsi di me',
  'in ricordo di me', 'as something to remember me', 'to remember me(?: by)?', 'remember me by',
  'something to remember me',
];
// prettier-ignore
const awayReasons = [
  R`vacanz\w`, 'vacation', 'holiday', R`viaggi\w`, 'trip', R`travel\w*`, 'erasmus', R`trasfert\w`, 'conference',
  'conferenza', 'ospedale', 'hospital', R`operazion\w`, 'surgery', 'intervento', R`ricover\w`, 'wifi', 'wi fi',
  'netflix', 'spotify', 'disney', 'prime', 'hbo', 'streaming', 'colleague', 'collega', R`babysit\w`, 'dog ?sitter',
  'pet ?sitter', 'cat ?sitter', 'sitter', 'weekend', 'settimana bianca', 'honeymoon', 'luna di miele', 'trasloco',
  'moving', 'hacked', R`hackerat\w`, 'phishing', 'scam', 'truffa', 'reset', 'forgot', R`dimenticat\w`, 'manager',
  'password manager',
];
// prettier-ignore
const petsAndPlants = [
  'gatt[oaie]', 'can[ei]', R`cagnolin\w`, 'pesci', R`pesciolin\w`, 'criceto', 'coniglio', 'piante', 'cat', 'cats',
  'dog', 'dogs', 'puppy', 'kitten', 'fish', 'hamster', 'rabbit', 'plants', 'pets?', 'istruzioni', 'instructions',
  'tutto quello che serve', 'everything (?:they|she|he) (?:need|needs|ll need)', 'dove trovare', 'where to find',
  'nel caso', 'in case', 'se mi succede', 'if something happens', 'quando non ci saro', 'when im gone',
  'after im gone', 'le servira', 'gli servira', 'ne avra bisogno', 'shell need', 'hel need', 'they ll need',
  'theyl need', 'will need (?:it|them)',
];
// prettier-ignore
const gaveOrWrote = [
  R`lasciat\w`, 'lascio', 'lascero', 'dato', R`dat\w`, 'scritto', 'scrivo', 'mandato', 'inviato', 'gave', 'given',
  'left', 'leave', 'leaving', 'wrote', 'written', 'write', 'writing', 'sent', 'texted', 'shared', R`condivis\w`,
  'passato', 'handed', 'ho preparato', 'prepared',
];
// prettier-ignore
const passwordWords = [
  'password', 'passwords', 'pin', 'codici', 'credenziali', 'account', 'accounts', 'login', 'logins',
];
// prettier-ignore
const travelOrHospital = [
  'ospedale', 'hospital', R`operazion\w`, 'surgery', 'intervento', R`ricover\w`, 'volo', 'flight', R`fly\w*`,
  'aereo', 'plane', R`chemo\w*`, R`chemio\w*`, 'trattamento', 'treatment', 'lavoro', 'work', 'shift', 'turno',
  R`militar\w`, 'army', R`deploy\w*`, 'missione',
];
// prettier-ignore
const lookAfterVerbs = [
  'prendersi cura', 'prenditi cura', 'occuparsi', 'occupati', 'badare', 'bada', 'take care', 'look after',
  'looks after', 'care for',
];
// prettier-ignore
const dependants = [
  'gatt[oaie]', 'can[ei]', R`cagnolin\w`, 'pesci', 'criceto', 'coniglio', 'piante', R`figli\w`, R`bambin\w`, 'cat',
  'cats', 'dog', 'dogs', 'puppy', 'kitten', 'fish', 'hamster', 'rabbit', 'plants', 'pets?', 'kids', 'children',
  'son', 'daughter',
];
// prettier-ignore
const ifSomethingHappens = [
  'mi succede qualcosa', 'mi dovesse succedere qualcosa', 'non ci saro piu', 'non ci sono piu', 'non ci saro',
  'something happens to me', 'anything happens to me', 'im gone', 'i m gone', 'im not (?:here|around)',
  'im no longer (?:here|around)',
];
// prettier-ignore
const willOrdinary = [
  'hospital', 'ospedale', 'surgery', R`operazion\w`, 'intervento', 'trip', 'viaggio', R`vacanz\w`, 'vacation',
  'notaio', 'notary', 'lawyer', 'avvocato',
];
// prettier-ignore
const willAndPasswords = [
  'my will', 'my passwords', 'il (?:mio )?testamento', 'le (?:mie )?password', 'i miei documenti',
];
// prettier-ignore
const rehomingReasons = [
  R`allergi\w*`, 'allergic', 'nuova famiglia', 'new family', R`adott\w+`, R`adopt\w*`, 'giardino', 'garden',
  'rescue', 'canile', 'gattile', 'shelter', R`trasloc\w+`, 'moving', 'move', R`trasfer\w+`, 'lavoro', 'job',
  R`bambin\w`, 'baby', R`neonat\w`,
];
// prettier-ignore
const deletedEverything = [
  R`cancellat\w tutto`, 'ho cancellato', 'deleted (?:everything|all)', 'sono pront[oa]', 'im ready', 'i m ready',
  R`non mi serv\w+`, 'wont need', 'addio', 'goodbye', 'lettera', 'letter', 'note', 'biglietto', 'password',
  'salutato', 'said goodbye',
];
// prettier-ignore
const petsWords = [
  'gatt[oaie]', 'can[ei]', 'criceto', 'coniglio', 'pesci', 'cat', 'cats', 'dog', 'dogs', 'hamster', 'rabbit',
  'pets?',
];

// prettier-ignore
export const preparation = family('preparation', [
  {
    id: 'it_goodbye_letter', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b${alt(writeOrLeaveIt)} (?:una |la |le |delle |un |il |dei )?`,
      R`(?:lettere|lettera|messaggio|messaggi|biglietto|biglietti) (?:d |di )?adio\b`,
    ),
    after: seq(R`(?:al|alla|ai|alle|a|allo) (?:mio |mia |miei |mie )?(?:vecchi\w |ex )?`, alt(workplacesIt)),
    around: R`\b(?:ironic\w|scherz\w+|divertent\w|funny|joke|lol|haha\w*|ahah\w*)\b`,
    match: ['ho regalato quasi tutto e ho scritto delle lettere di addio', "ho scritto una lettera d'addio ai miei"],
    noMatch: ["ho scritto un messaggio d'addio ai colleghi, cambio lavoro"],
  },
  {
    id: 'en_goodbye_letter', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:wrote|write|writing|written|left|leave|prepared|preparing) (?:a |my |the |some )?`,
      '(?:goodbye|farewell|suicide) (?:letters?|notes?|messages?)',
    ),
    match: [
      'wrote goodbye letters to everyone, tonight i end it, i have the pills ready', "i'm writing a suicide note",
    ],
    noMatch: ["writing a farewell card for my coworker who's retiring"],
  },
  {
    id: 'farewell_letters', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(wroteOrLeftWords)} ${alt(someArticles)}?${alt(letterWords)} (?:per|a|for|to) `,
      R`${alt(eachOfYouWords)}\b`,
    ),
    around: R`\b${alt(letterOccasions)}\b`,
    match: ['ho scritto delle lettere per mio padre e mia sorella', 'ho lasciato dei biglietti per ognuno di voi'],
    noMatch: ['ho scritto le lettere per tutti per natale'],
  },
  {
    id: 'note_left', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(leftOrWrote)}\b${frag.plainWord}{0,3} (?:una |un |la |il |a |the |my |mia |mio )?`,
      R`(?:lettera|biglietto|messaggio|letter|note)\b(?: \S+){0,7} ${alt(whereFound)}\b`,
    ),
    requires: [R`\b${alt(noteRecipients)}\b`],
    unless: R`\b${alt(backSoonWords)}\b`,
    match: ["ho scritto una lettera per mia madre e l'ho lasciata sul tavolo", 'left a note for mum on the table'],
    noMatch: ["left a note for my mom on the table saying i'd be home late"],
  },
  {
    id: 'remember_me', category: 'suicide', lang: 'any',
    pattern: R`\b${alt(gaveVerbs)}\b.{0,60}\b${alt(toRememberMe)}\b`,
    around: R`${frag.ordinaryGoodbye}|\b${alt(travelWords)}\b`,
    match: [
      'gave my guitar to my brother so he has something to remember me by',
      'ho regalato la mia chitarra a mio fratello perché si ricordi di me',
    ],
    noMatch: ["ho regalato la chitarra a mio cugino prima di partire per l'estero, perché si ricordi di me"],
  },
  {
    id: 'passwords_pets', category: 'suicide', lang: 'any',
    pattern: R`\b${alt(passwordWords)}\b`,
    requires: [R`\b${alt(petsAndPlants)}\b`, R`\b${alt(gaveOrWrote)}\b`],
    unless: R`\b${alt(awayReasons)}\b`,
    match: [
      'wrote down all my passwords and instructions for the cat for my sister',
      'ho lasciato le password e le istruzioni per il gatto a mia sorella',
    ],
    noMatch: ['ho lasciato le password e il gatto alla vicina, parto in vacanza'],
  },
  // Arranging care "if something happens to me".
  {
    id: 'care_if_gone', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(lookAfterVerbs)}\b (?:\w+ ){0,3}`,
      R`(?:(?:del|della|dei|delle|di|dei miei|of|my|the)\s)?(?:mio |mia |miei |mie |my )?`,
      R`${alt(dependants)}\b.{0,30}\b(?:se|quando|if|when|after|once)\b `, R`${alt(ifSomethingHappens)}\b`,
    ),
    around: R`${frag.ordinaryGoodbye}|\b${alt(travelOrHospital)}\b`,
    match: [
      'a mia sorella ho detto di prendersi cura del mio cane se mi succede qualcosa',
      'please take care of my cat if something happens to me',
    ],
    noMatch: ['take care of my cat if something happens to me during surgery'],
  },
  {
    id: 'told_where_will', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:told|showed|tell|detto|mostrato|dico|spiegato)\b(?: \w+){0,3} (?:where|dove) `,
      R`${alt(willAndPasswords)}\b`,
    ),
    unless: R`\b${alt(willOrdinary)}\b`,
    match: ['i showed my sister where my passwords are', 'told my brother where my will is'],
    noMatch: ['i told my brother where my will is kept before the surgery'],
  },
  {
    id: 'gave_pet_away', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:regalat\w|dat\w via|gave away|given away|rehomed)\b `,
      R`(?:il |la |i |le |my |mio |mia )?${alt(petsWords)}\b`,
    ),
    requires: [R`\b${alt(deletedEverything)}\b`],
    unless: R`\b${alt(rehomingReasons)}\b`,
    match: ['ho cancellato tutto e ho regalato il gatto', 'deleted everything and gave away my dog'],
    noMatch: ['gave away my cat because of my allergies, deleted everything on the old phone'],
  },
]);

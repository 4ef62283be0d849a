/** Word lists mixing Italian and English that several rules share (see rules/build.ts). */
import { alt, R, seq } from './build';
import { faceDroopEn, heldObjectsEn, speechWrongEn } from './words-en';

// prettier-ignore
export const fictionWords = [
  'film', 'movie', 'book', 'libro', 'song', 'canzone', 'show', 'series', 'serie', 'game', 'gioco', 'album',
  'novel', 'romanzo',
];
// prettier-ignore
export const quantityGapWords = [
  'of', 'di', 'del', 'della', 'dei', 'delle', 'd', 'my', 'prescription', 'supply', 'ricetta', 'prescrizione',
  'the', 'mie', 'miei', 'le', 'i', 'il', 'la', R`scatol\w+`, R`confezion\w+`, R`flacon\w+`, R`boccett\w+`,
  'blister', 'bottles?', 'box(?:es)?', 'packs?', 'packets?', 'strips?', 'sheets?', R`bottigli\w+`, R`pacchett\w+`,
  'intera', 'intero', 'whole', 'entire',
];
// prettier-ignore
export const alcohol = [
  'vodka', 'whisky', 'whiskey', 'gin', 'rum', 'tequila', 'vino', 'wine', 'birra', 'birre', 'beer', 'beers',
  'alcol', 'alcool', 'alcohol', 'booze', 'liquor', 'shots', 'shottini', 'grappa', 'amaro', 'superalcolici',
];
// prettier-ignore
export const sedatives = [
  'xanax', 'valium', 'benzos?', 'sleeping pills', 'sonniferi', 'ansiolitici', 'tranquillanti', 'calmanti', 'oxys?',
  'oxycodone', 'painkillers', 'opioids?', 'ambien', 'klonopin', 'ativan', 'lexotan', 'tavor', 'gocce', 'pills',
  'pillole', 'pastiglie', 'meds', 'farmaci', 'percocet', 'fentanyl', 'morfina', 'tramadolo', 'lorazepam',
  'alprazolam', 'diazepam', 'zolpidem', 'stilnox', 'antidepressivi', 'antidepressants',
];
// prettier-ignore
export const itchNotHarmWords = [
  R`zanzar\w`, 'punture', 'prurito', 'eczema', 'dermatite', 'orticaria', 'varicella', R`mosquito\w*`, 'bites',
  R`itch\w*`, 'rash', 'hives', 'chickenpox', 'poison ivy',
  seq(
    R`(?:bite|biting|bit|chew\w*|mangio|mordo|rosicchi\w*|pick\w*) (?:my |le |at my )?`,
    '(?:nails|unghie|pellicine|cuticles|lips|labbra)',
  ),
  'works', 'worked', 'compiles', 'funziona', 'funzionato', 'capisco', R`capit\w`, 'risolvo', R`risolt\w`,
  R`figur\w* (?:it )?out`, 'makes sense', 'solved',
];
// prettier-ignore
export const familyIdiomPeople = [
  'mom', 'mum', 'mother', 'dad', 'father', 'parents', 'mamma', 'madre', 'papa', 'padre', 'genitori', 'sister',
  'brother', 'sorella', 'fratello', 'boss', 'capo', 'teacher', R`prof\w*`, 'coach', 'allenatore', 'friend',
  R`amic\w`, R`nonn\w`, 'grandma', 'grandpa',
];
// prettier-ignore
export const familyIdiomTriggers = [
  'late', 'tardi', 'ritardo', 'curfew', 'coprifuoco', 'grades?', 'vot[oi]', 'pagella', 'homework', 'compiti',
  'room', 'camera', 'dishes', 'piatti', 'car', 'macchina', 'dented', 'scratched', R`ammaccat\w`, R`graffiat\w`,
  'broke', 'rotto', 'rott[ao]', 'crashed', 'forgot', R`dimenticat\w`, 'lost', 'pers[oa]', 'spilled',
  R`rovesciat\w`, 'missed', 'failed', R`bocciat\w`, 'multa', 'bill', 'bolletta', R`spoiler\w*`, 'phone',
  'telefono', 'cena', 'dinner', 'pranzo', 'lunch', 'torno', 'home by', 'a casa per',
];
// prettier-ignore
export const ordinaryGoodbyeWords = [
  'ci vediamo', 'a domani', 'alla prossima', 'a presto', 'see you', 'see ya',
  'talk (?:to you )?(?:soon|tomorrow|later)', 'nuovo lavoro', 'cambio lavoro',
  'ultimo giorno (?:di lavoro|in ufficio|di scuola)', 'trasloco', 'mi trasferisco', 'trasferirmi', 'moving',
  'move (?:to|abroad)', 'new job', R`graduat\w*`, R`retir\w*`, 'pensione', 'erasmus', 'vacanza', 'vacation',
  'holiday', 'trip', 'viaggio', R`funeral\w*`, 'funerale',
];
// prettier-ignore
export const faceNotMoving = [
  'non si muove', 'cade', 'e ferma', 'ferma', 'storta', 'isnt moving', 'is not moving', 'doesnt move', 'wont move',
  R`droop\w*`, R`sag\w*`, 'numb', R`paraly[sz]\w*`, 'frozen', 'fell', 'dropped', 'went slack',
];
// prettier-ignore
export const strokeFaceSigns = [
  seq(
    '(?:mezza faccia|meta (?:della )?faccia|meta del viso|half (?:of )?(?:his|her|my|the) face)',
    R`(?: \w+){0,2} ${alt(faceNotMoving)}`,
  ),
  '(?:cant|cannot|non riesce a) (?:smile|sorridere) (?:properly|bene|normally|straight|dritto)',
  R`ho la (?:bocca|faccia) stort\w`, R`mi si e stort\w (?:la bocca|la faccia)`,
  R`(?:bocca|faccia|viso|sorriso) stort\w`,
  R`(?:bocca|faccia|viso) (?:che )?(?:cade|cadente|cascante|paralizzat\w)`,
  'un lato (?:della faccia|del viso|della bocca)', 'faccia strana', 'viso strano',
  R`(?:face|mouth|smile|lip) (?:is |feels |looks |has )?${alt(faceDroopEn)}`,
  'one side of (?:his|her|my|the) (?:face|mouth)',
];
// prettier-ignore
export const limbNotMoving = [
  'non (?:si muove|risponde|lo sento|la sento)', R`paralizzat\w`, R`intorpidit\w`, R`addormentat\w`, 'formicola',
  'morto', 'morta',
];
// prettier-ignore
export const strokeLimbSigns = [
  seq(
    'non riesce (?:piu )?a (?:tenere|impugnare|stringere) (?:in mano )?',
    '(?:il|la|un|una|niente|nulla|le cose|gli oggetti)',
  ),
  '(?:gli|le|mi) cade tutto (?:di mano|dalle mani)',
  R`(?:cant|cannot|can t|couldnt) (?:hold|grip) ${alt(heldObjectsEn)}`,
  'keeps dropping (?:things|everything|stuff)',
  seq(
    '(?:non riesco a|non posso|non riesce a|non riesce piu a) ',
    '(?:muovere|alzare|sentire|stringere|sollevare) (?:il|la|un|una) (?:braccio|gamba|mano)',
  ),
  'non (?:muove|alza|solleva|sente|stringe) (?:piu )?(?:il|la|un|una) (?:braccio|gamba|mano)',
  R`(?:braccio|gamba|mano) (?:che )?(?:penzola|penzoloni|cade|molle|mort\w)\b`,
  seq(
    '(?:cant|cannot|can not|couldnt|wont|isnt|is not) ',
    '(?:move|moving|lift|lifting|raise|raising|feel|use|using|grip) (?:his|her|their|one) ',
    '(?:left |right )?(?:arm|leg|hand|side)',
  ),
  '(?:his|her) (?:arm|leg|hand) (?:is |went |has gone |just )?(?:limp|floppy|dead|hanging|numb|weak)',
  R`(?:braccio|gamba|mano|lato) (?:destr\w|sinistr\w) (?:\w+ )?${alt(limbNotMoving)}`,
  'formicola (?:tutto )?il lato (?:sinistro|destro)',
  seq(
    '(?:cant|cannot|can not|cant really) (?:move|lift|feel|raise) (?:my |his |her )?',
    '(?:right |left )?(?:arm|leg|hand|side)',
  ),
  seq(
    '(?:right|left|one) (?:arm|leg|hand|side) (?:is |went |feels |has gone )?',
    '(?:numb|weak|limp|dead|paralyzed|tingling|wont move)',
  ),
  '(?:tingling|numb|numbness) (?:on|down|in) (?:my|his|her|the|one) (?:left |right )?side',
];
// prettier-ignore
export const strokeSpeechSigns = [
  R`(?:parlo|parla|parole|pronuncia) (?:\w+ ){0,2}(?:strano|strana|strane|impastat\w|confus\w|biascic\w)`,
  R`biascic\w+`, 'non riesc[eo] a parlare', 'non riesc[eo] a trovare le parole',
  R`(?:words|speech|talking|voice) (?:\w+ ){0,3}${alt(speechWrongEn)}`,
  '(?:slurring|slurred) (?:my |his |her )?(?:words|speech)', 'cant (?:speak|talk) (?:properly|right)',
  'cant get (?:my |the |his |her )?words out', 'parla senza senso', 'dice (?:cose|parole) senza senso',
  R`farfuglia\w*`, 'non si capisce (?:cosa|quello che) dice', '(?:talking|speaking) (?:gibberish|nonsense)',
  'words (?:are )?(?:all )?(?:mixed|muddled) up', 'vedo doppio', 'seeing double',
];
// prettier-ignore
export const ordinaryPlanWords = [
  'matrimonio', 'nozze', 'wedding', 'festa', 'party', R`esam\w`, 'exams?', 'tests?', 'verifica', 'interrogazione',
  'colloquio', 'interview', R`viaggi\w`, 'trip', R`vacanz\w`, 'vacation', 'holiday', 'trasloco', 'move', 'moving',
  'appuntamento', 'appointment', R`dentist\w*`, R`dottor\w*`, 'doctor', 'medico', 'operazione', 'surgery',
  'intervento', 'laurea', 'graduation', R`compleann\w`, 'birthday', 'cena', 'dinner', 'pranzo', 'lunch',
  R`concert\w*`, 'partita', 'game', 'match', 'gara', 'race', 'first date', 'date night', 'on a date',
  'primo appuntamento', 'proposal', R`propost\w`, R`anniversar\w`, 'conference', 'conferenza', R`riunion\w`,
  'meeting', R`presentazion\w`, 'presentation', 'launch', 'release', 'shopping', 'spesa', 'gym', 'palestra',
  'dieta', 'diet', 'maratona', 'marathon', R`tattoo\w*`, R`tatua\w+`, 'piercing', 'haircut', 'capelli',
  'parrucchiere', 'cake', 'torta', 'ricetta', 'recipe', 'smettere di fumare', 'quit (?:smoking|my job|vaping)',
  'fumo', 'smoking', 'chiederle', 'chiedergli', 'ask (?:her|him) out', R`dichiarar\w+`, R`confess\w*`,
  R`licenzi\w+`, R`dimission\w`, R`dimett\w+`, R`resign\w*`, R`iscriv\w+`, 'sign up', 'apply', 'application',
  R`candidatur\w`, R`paracadut\w`, R`skydiv\w`, 'bungee', 'lascio il lavoro', 'break up', 'lasciarl[oa]',
  'lo lascio', 'la lascio', 'leave (?:him|her)', 'coming out', 'dirlo ai miei', 'tell my parents',
  'tell (?:her|him)', 'dirle', 'dirgli', 'dirglielo', 'bbq', 'barbecue', 'grigliata', 'picnic', 'gita', 'uscita',
  R`smett\w+`, R`quit\w*`, R`inizi\w+ (?:la|il|a)`, 'comincio', 'start(?:ing)? (?:the|my|a)', 'finals', 'midterms',
  R`semest\w+`, 'sessione', 'cant wait', 'non vedo l ora', 'excited', R`emozionat\w`, R`gasat\w`, 'yay', 'lavori',
  'renovation', R`ristruttur\w`, 'cantiere', 'progetto', 'project', 'deadline', 'consegna', 'contratto',
  'contract',
];
// prettier-ignore
export const dieHyperboleCauses = [
  'traffic', 'traffico', 'homework', 'compiti', 'exam', 'esame', 'meeting', 'riunione', 'queue', 'fila', 'heat',
  'caldo', 'song', 'canzone', 'show', 'serie', 'weather', 'tempo', 'bus', 'train', 'treno', 'class', 'lezione',
  'professor', 'prof', 'game', 'partita', 'cringe', 'video', 'noise', 'rumore', 'music', 'musica', 'outfit',
  'haircut', 'taglio',
];
// prettier-ignore
export const saidNoWords = [
  'i said no', 'said no', 'ho detto (?:di )?no', 'i dont', 'i don t', 'no i (?:dont|don t|didnt|haven t|havent)',
  'non ne ho', 'non ne avevo', 'never had', 'ho risposto (?:di )?no',
];
// prettier-ignore
export const voicesSayWords = [
  'dicono', 'dice', 'ordinano', 'ordina', 'tell', 'tells', 'telling', 'told', 'say', 'says', 'saying',
  R`command\w*`,
];

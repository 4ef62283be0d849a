/** Word lists in Italian that several rules share (see rules/build.ts). */
import { alt, R } from './build';

// prettier-ignore
export const wantIt = [
  'voglio', 'volgio', 'vogio', 'voio', 'vojo', 'vorrei', 'vorei', 'voglia di', 'desidero', 'preferirei',
  'mi piacerebbe', 'ho deciso di', 'sto pensando di', 'penso di', 'ho pensato di', 'potrei',
];
// prettier-ignore
export const dieIdiomCausesIt = [
  'ridere', 'risate', 'vergogna', 'noia', 'caldo', 'freddo', 'fame', 'sete', 'sonno', 'imbarazzo', 'curiosita',
  'voglia', 'invidia', 'gelosia',
];
// prettier-ignore
export const relativesIt = [
  'marito', 'moglie', 'compagno', 'compagna', 'ragazzo', 'ragazza', 'fidanzato', 'fidanzata', 'partner', 'padre',
  'papa', 'patrigno', 'madre', 'mamma', 'matrigna', 'fratello', 'sorella', 'zio', 'zia', 'nonno', 'ex',
  'convivente', 'genitori', 'lui', 'lei',
];
// prettier-ignore
export const targetsIt = [
  'qualcuno', 'lui', 'lei', 'loro', 'tutti',
  R`(?:a |al |alla |ai |alle |allo )?(?:mio|mia|miei|mie|il mio|la mia|i miei|le mie) \w+`, R`al mio \w+`,
  R`alla mia \w+`,
];
// prettier-ignore
export const wishIt = [
  'vorrei', 'voglio', 'volgio', 'vojo', 'ho deciso di', 'sto pensando (?:seriamente |davvero )?(?:di|a|alla)',
  'penso (?:spesso |sempre |seriamente |ogni giorno |di continuo )?(?:di|a|alla)', 'ho voglia di', 'desidero',
  'preferirei', 'sogno di', 'mi piacerebbe', 'ho intenzione di', 'ho (?:gia )?scelto (?:come|quando|il giorno)',
  'ho cercato (?:come|su internet)', 'meglio', 'sarebbe bello', 'non vedo l ora di',
];
// prettier-ignore
export const deathIt = [
  'morire', 'morte', R`suicid\w*`, 'uccidermi', 'ammazzarmi', 'togliermi (?:la vita|di mezzo)', 'farla finita',
  'finirla', 'non svegliarmi', 'non risvegliarmi', 'non svegliarsi', 'sparire per sempre',
  'chiudere gli occhi (?:e basta )?per sempre', 'dormire per sempre', 'andarmene per sempre',
  'smettere di (?:vivere|esistere)', 'non esistere piu', 'non esserci piu', 'spegnermi(?: per sempre)?',
  'buttarmi (?:giu|di sotto)', 'impiccarmi', 'avvelenarmi', 'dire addio a tutti', 'farmi investire',
  'farmi mettere sotto',
];
// prettier-ignore
export const sleepInTimesIt = [
  'domenica', 'sabato', 'weekend', 'mattina', 'mattine', 'fine settimana', 'vacanza', 'vacanze', 'notte',
];
// prettier-ignore
export const personIt = [
  R`nonn\w`, 'madre', 'padre', 'mamma', 'papa', R`amic\w`, R`fratell\w`, R`sorell\w`, R`figli\w`, 'marito',
  'moglie', R`compagn\w`, R`ragazz\w`, R`bambin\w`, R`neonat\w`, 'zi[oa]', 'collega', R`coinquilin\w`, R`vicin\w`,
  'lui', 'lei', 'un uomo', 'una donna', 'un signore', 'una signora', 'qualcuno', R`cugin\w`,
];
// prettier-ignore
export const drugsIt = [
  'pillole', 'pillola', 'pastiglie', 'pasticche', 'compresse', 'capsule', 'farmaci', 'medicine', 'medicinali',
  'gocce', 'sonniferi', 'psicofarmaci', 'ansiolitici', 'antidepressivi', 'calmanti', 'antidolorifici',
  'tranquillanti', 'benzodiazepine', 'tachipirina', 'paracetamolo', 'aspirin[ae]', 'moment', 'oki', 'brufen',
  'ibuprofene', 'xanax', 'alprazolam', 'lexotan', 'en', 'valium', 'tavor', 'minias', 'rivotril', 'zoloft',
  'sertralina', 'prozac', 'cipralex', 'efexor', 'trittico', 'stilnox', 'zolpidem', 'seroquel', 'litio',
  'tramadolo', 'morfina', 'metadone', 'insulina', 'eroina',
];
// prettier-ignore
export const quantityIt = [
  'troppe', 'troppi', 'tutte le', 'tutti i', 'tutto il', 'tutta la', 'un intero', 'un intera', R`un\w* scatol\w*`,
  'una confezione', 'un flacone', 'tante', 'tanti', 'un sacco di', 'una manciata di', 'un pugno di', R`mezz\w`,
  'meta (?:della|del|delle|dei)', R`[1-9]\d+`, 'una (?:ventina|trentina|decina|quindicina) di',
  '(?:due|tre|quattro|cinque|[2-9]) (?:scatole|confezioni|flaconi|boccette|blister|bottiglie)',
];
// prettier-ignore
export const abusersIt = [
  alt(relativesIt), 'allenatore', 'mister', 'prof', 'professore', 'professoressa', 'insegnante', 'maestro',
  'maestra', 'cugino', 'vicino', 'capo', 'datore di lavoro', 'coinquilino', 'un ragazzo', 'un uomo', 'un tizio',
  'uno sconosciuto', 'il ragazzo di mia (?:madre|mamma)', 'il compagno di mia (?:madre|mamma)',
];
// prettier-ignore
export const harmTargetNounsIt = [
  R`bambin\w`, R`neonat\w`, R`piccol\w`, R`figli\w`, R`vicin\w`, 'collega', 'colleghi', 'capo', R`prof\w*`,
  R`insegnant\w`, R`compagn\w`, R`fidanzat\w`, R`ragazz\w`, 'marito', 'moglie', 'ex',
];
// prettier-ignore
export const harmTargetsIt = [
  alt(targetsIt), R`(?:al|alla|ai|alle|allo|il|la|i|le|lo) ${alt(harmTargetNounsIt)}`,
];

/**
 * Self-harm told by its signs: implements, cigarette burns, a clean streak broken, hidden marks and
 * blades, wounds that need care.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const shavingWords = [
  'blunt', 'dull', 'new blades?', 'spare', R`refill\w*`, R`cartridge\w*`, R`ricambi\w*`, R`shav\w*`, 'shaver',
  'barba', 'beard', 'radermi', 'rasarmi', 'rasoio elettrico', R`depil\w*`, R`wax\w*`, R`craft\w*`, R`scatol\w*`,
  'boxes', 'pacco', 'package', 'pencil', 'matita', 'matite', 'kitchen', 'cucina', 'cooking', 'lawn ?mower',
  'tosaerba', 'hockey', R`skate\w*`, 'snowboard', 'ski', 'pattini', 'game', 'gioco', 'level', 'livello', 'upgrade',
  'loot', 'sword', 'spada', 'character', 'personaggio',
];
// prettier-ignore
const bodyParts = [
  'arms?', 'wrists?', 'legs?', 'thighs?', 'skin', 'stomach', 'hips?', 'braccio', 'braccia', 'polso', 'polsi',
  'gamba', 'gambe', 'coscia', 'cosce', 'pelle', 'pancia', 'fianchi', R`relaps\w*`, R`ricadut\w`, R`ricascat\w`,
  R`ricominciat\w`, R`ripres\w`, 'clean', R`pulit\w`, 'nobody knows', 'no one knows', 'nessuno lo sa',
  'di nascosto', 'in secret',
];
// prettier-ignore
const blades = [
  'razor', 'razors', 'blade', 'blades', 'razor blades?', 'box ?cutter', 'lametta', 'lamette', 'taglierino',
  'temperino',
];
// prettier-ignore
const stubOut = [
  'spengo', 'spegnere', 'spento', 'spenta', 'spegnevo', 'mi spengo', R`mi sono spent\w`, 'put out', 'putting out',
  R`stub\w* out`, R`burn\w*`,
];
// prettier-ignore
const onMyBody = [
  'di me', 'me', 'my', 'braccio', 'braccia', 'polso', 'polsi', 'gamba', 'gambe', 'mano', 'pelle', 'coscia',
  'cosce', 'pancia', 'arm', 'arms', 'wrist', 'wrists', 'leg', 'legs', 'hand', 'skin', 'thigh', 'stomach',
];
// prettier-ignore
const otherHabits = [
  R`smok\w*`, R`fum\w+`, R`sigarett\w`, R`cigarett\w*`, R`vap\w*`, R`drink\w*`, R`alcol\w*`, 'alcohol', 'beer',
  'birra', 'vino', 'wine', 'drugs?', R`drog\w*`, 'weed', 'canna', R`porn\w*`, R`gambl\w*`, R`scommess\w`,
  R`diet\w*`, 'sugar', 'zucchero', 'junk', 'binge', R`abbuffat\w`, 'nails?', 'unghie', 'caffeine', 'caffe',
  'coffee', 'soda', 'social', 'phone', 'telefono', 'calories', 'calorie',
];
// prettier-ignore
const relapsedWords = [
  R`relaps\w*`, 'ceduto', R`ricadut\w`, R`ricascat\w`, R`ricominciat\w`, 'rifatto', 'broke', 'broken', 'ruined',
  'lost', 'slipped', 'messed up', 'did it again', 'di nuovo', 'again', 'ho rotto', 'stanotte', 'ieri sera',
  'last night', 'tonight',
];
// prettier-ignore
const selfHarmWords = [
  R`cut\w*`, R`self ?harm\w*`, 'sh', 'blades?', 'razors?', R`lamett\w`, R`tagli\w*`, R`bruci\w+`, R`burn\w*`,
  'hurt myself', R`harm\w* myself`, 'farmi (?:del )?male', 'ferirmi', 'scars?', R`cicatric\w`, 'wrists?', 'polsi',
];
// prettier-ignore
const countIt = [
  R`\d+`, 'un', 'una', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'tanti',
  'tante', 'molti', 'molte',
];
// prettier-ignore
const withoutHarmIt = [
  'non mi (?:taglio|faccio (?:del )?male|brucio|ferisco)',
  'senza (?:tagliarmi|farmi (?:del )?male|ferirmi|bruciarmi)',
];
// prettier-ignore
const countEn = [
  R`\d+`, 'a', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'several', 'many',
];
// prettier-ignore
const sinceLastCutEn = [
  'since i (?:last )?(?:cut|hurt myself|burned myself|self harmed)',
  R`without (?:cutting|self ?harm\w*|hurting myself|burning myself)`,
];
// prettier-ignore
const countAny = [
  R`\d+`, 'un', 'una', 'uno', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'one',
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'a', 'an', 'several', 'some', 'many',
  'tanti', 'tante', 'molti', 'molte',
];
// prettier-ignore
const skinOrdinary = [
  'acne', R`brufol\w`, 'pimples?', R`tattoo\w*`, R`tatua\w+`, 'stretch marks', 'smagliature', R`succhiott\w`,
  R`hickey\w*`, R`operazion\w`, 'intervento', 'surgery', 'cesareo', 'c section', R`incident\w`, R`accident\w`,
  'ustione da', 'varicella', 'chickenpox', 'occhiaie', 'trucco', 'make ?up', 'correttore', 'concealer', 'rughe',
  'wrinkles', 'cat', 'gatto', 'cane', 'dog', 'sport', 'calcio', 'football', 'rugby', 'hockey', 'bike', 'bici',
  R`skate\w*`, 'fallen', 'falling', 'caduta', 'caduto', 'mi picchia', R`mi ha picchiat\w`, 'hits me', 'hit me',
  'beats me', 'he', 'she', 'lui', 'lei', 'cantiere', 'construction', 'paper', 'carta',
];
// prettier-ignore
const markPlaces = [
  R`tagli\w*`, R`cut\w*`, 'braccia', 'braccio', 'polsi', 'polso', 'cosce', 'coscia', 'gambe', 'pancia', 'fianchi',
  'arms?', 'wrists?', 'thighs?', 'legs?', 'stomach', 'hips?',
];
// prettier-ignore
const coverings = [
  'maniche lunghe', 'long sleeves', 'felpa', 'hoodie', R`braccialett\w`, 'bracelets?', 'wristbands?',
];
// prettier-ignore
const hideVerbs = [
  R`nascond\w+`, R`copr\w+`, 'hide', 'hides', 'hiding', 'hid', 'hidden', 'cover', 'covers', 'covering', 'covered',
];
// prettier-ignore
const marksWords = [
  'tagli', 'cicatrici', 'ferite', 'bruciature', 'graffi', 'cuts', 'scars', 'wounds', 'burns', 'scratches', 'segni',
  'marks',
];
// prettier-ignore
const kitchenAccident = [
  'cucina', 'cucinando', 'kitchen', 'cooking', 'chopping', 'affettando', R`accident\w*`, 'incidente',
  'per sbaglio', 'by accident', 'accidentally', R`cadut\w`, 'fallen', 'falling', 'tripped', 'vetro', 'glass',
  'bici', 'bike', 'at work', 'al lavoro', 'cat', 'gatto', 'dog', 'cane', 'rovi', 'spine', 'thorns?', 'brambles?',
  R`garden\w*`, R`giardin\w+`, 'surgery', R`operazion\w`, 'intervento', R`tattoo\w*`, R`tatua\w+`, 'piercing',
  R`shav\w*`, 'rasoio', R`radend\w+`, R`dentist\w*`, 'fence', R`recinzion\w`, 'chiodo', 'nail', 'metal', 'metallo',
  'lamiera', R`rust\w*`, R`arrugginit\w`, R`tetan\w`, 'rock', 'roccia', R`scogli\w*`, 'slipped', R`scivolat\w`,
  'sport', 'calcio', 'football', 'rugby', 'bite', 'morso', 'his', 'her', 'their', 'suo', 'sua', 'suoi', 'sue',
  'mio figlio', 'mia figlia', 'my (?:son|daughter|kid|child|friend|brother|sister|mom|dad)',
];
// prettier-ignore
const limbs = [
  'braccio', 'braccia', 'polso', 'polsi', 'coscia', 'cosce', 'gamba', 'gambe', 'pancia', R`fianc\w`, 'arm', 'arms',
  'wrist', 'wrists', 'thigh', 'thighs', 'leg', 'legs', 'stomach', 'hip', 'hips', 'lametta', 'lamette', 'blade',
  'razor', 'self ?harm', 'sh', 'apposta', 'on purpose', 'myself', R`da sol\w`,
];
// prettier-ignore
const woundWords = [
  'tagli', 'ferite', 'bruciature', 'cuts', 'wounds', 'burns', 'cut', 'wound', 'burn', 'taglio', 'ferita',
  'bruciatura',
];
// prettier-ignore
const deepWound = [
  R`profond\w`, 'deep', 'gaping', R`apert\w`, 'open', R`infett\w`, 'infected', 'wont close', R`non si chiud\w+`,
  R`non si rimargin\w+`, 'needs? stitches', 'servono (?:i )?punti', 'ci vogliono (?:i )?punti', 'punti di sutura',
];
// prettier-ignore
const limbsShort = [
  'braccio', 'braccia', 'polsi', 'polso', 'cosce', 'coscia', 'gambe', 'gamba', 'pancia', 'arms?', 'wrists?',
  'thighs?', 'legs?', 'stomach',
];
// prettier-ignore
const bladeOrdinary = [
  R`shav\w*`, 'shaver', 'barba', 'beard', 'radermi', 'rasarmi', R`depil\w*`, R`craft\w*`, 'pencil', 'matita',
  'kitchen', 'cucina', 'game', 'gioco', 'level', 'livello', 'sword', 'spada', 'character', 'personaggio', 'kids',
  R`bambin\w`, R`child\w*`, R`figli\w`, 'safe from', 'al sicuro da',
];
// prettier-ignore
const hiddenPlaces = [
  'sotto il letto', 'under (?:my|the) (?:bed|mattress)', 'sotto il materasso', R`nascost\w`, 'hidden', 'hide',
  'hiding', R`segret\w`, 'secret', 'di nascosto', 'stash', 'scorta', 'in case i need (?:it|them)',
  R`nel caso (?:mi )?serv\w+`, 'per quando (?:ne )?ho bisogno', 'for when i need',
];
// prettier-ignore
const bladesNoPenknife = [
  'razor', 'razors', 'blade', 'blades', 'razor blades?', 'box ?cutter', 'lametta', 'lamette', 'taglierino',
];
// prettier-ignore
const shavingUses = [
  'barba', 'radermi', 'rasarmi', R`depil\w+`, 'gambe', R`shav\w*`, 'legs', 'beard', R`cucin\w+`, 'cooking',
  R`craft\w*`, 'lavoretti',
];

// prettier-ignore
export const selfHarmSigns = family('self-harm-signs', [
  {
    id: 'sh_implement', category: 'self_harm', lang: 'any',
    pattern: R`\b${alt(blades)}\b`,
    requires: [R`\b${alt(bodyParts)}\b`],
    unless: R`(?<!\bnon (?:sono|e|era|erano) per (?:la )?)\b${alt(shavingWords)}\b`,
    match: ['ho ripreso la lametta dopo due mesi pulita', 'relapsed with the blade on my thigh'],
    noMatch: ['the razor is blunt, i need a new blade for my legs'],
  },
  {
    id: 'sh_cigarette', category: 'self_harm', lang: 'any',
    pattern: seq(
      R`\b${alt(stubOut)} (?:le |una |la |delle |a |my |the )?(?:sigarett\w+|cigarettes?|cigs?)\b`,
      R`.{0,25}\b(?:su|sul|sulla|sulle|sui|on|into) ${alt(onMyBody)}\b`,
    ),
    match: ['ieri mi sono spenta una sigaretta sulla mano', 'i put out a cigarette on my arm last night'],
    noMatch: ['ho spento la sigaretta sul posacenere'],
  },
  {
    id: 'sh_streak_broken', category: 'self_harm', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:sono|da) ${alt(countIt)} (?:giorni|settimane|mesi|anni|anno|mese) (?:che )?`,
        R`${alt(withoutHarmIt)}\b`,
      ),
      R`\b${alt(countEn)} (?:days?|weeks?|months?|years?) ${alt(sinceLastCutEn)}\b`,
      seq(
        R`\b${alt(countAny)} (?:days?|weeks?|months?|years?|giorni|settimane|mesi|anni|anno|mese)\b`,
        R`(?: \w+){0,2} (?:clean|pulit\w|senza (?:tagliarmi|farmi (?:del )?male|ferirmi|bruciarmi))`, R`\b`,
      ),
    ),
    requires: [R`\b${alt(relapsedWords)}\b`, R`\b${alt(selfHarmWords)}\b`],
    unless: R`\b${alt(otherHabits)}\b`,
    match: [
      'was 3 months clean from cutting and i relapsed last night',
      'sono tre settimane che non mi taglio ma stasera ho ricominciato',
    ],
    noMatch: ['3 months clean from smoking and i relapsed last night'],
  },
  {
    id: 'sh_hide_marks', category: 'self_harm', lang: 'any',
    pattern: seq(
      R`\b${alt(hideVerbs)}\b(?: up)?${frag.plainWord}{0,3} `,
      R`(?:i |le |gli |the |my |mie |miei |all the |tutti i |tutte le )?${alt(marksWords)}\b`,
    ),
    requires: [
      or(
        R`\b(?:tagli|cicatrici|cuts|scars|bruciature|burns|wounds|ferite)\b`,
        R`\b(?:segni|marks|graffi|scratches)\b.{0,30}\b${alt(markPlaces)}\b`, R`\b${alt(coverings)}\b`,
      ),
    ],
    unless: R`\b${alt(skinOrdinary)}\b`,
    match: [
      'metto le maniche lunghe anche ad agosto per coprire i segni dei tagli',
      'wearing long sleeves in summer to hide the marks on my arms',
    ],
    noMatch: ['nascondo le cicatrici dell’acne con il correttore'],
  },
  {
    id: 'sh_wound_care', category: 'self_harm', lang: 'any',
    pattern: or(
      seq(
        R`\b${alt(woundWords)}\b(?: \w+){0,4} (?:sono |e |is |are |look |looks |sembrano |sembra )?`,
        R`(?:molto |really |so |too |pretty |piuttosto |troppo )?${alt(deepWound)}\b`,
      ),
      seq(
        R`\b${alt(limbsShort)}\b (?:e |sono |is |are )?`,
        R`(?:pien\w di|copert\w di|covered in|full of|all cut up)\b(?: \w+)? `,
        R`(?:tagli|cicatrici|bruciature|cuts|scars|burns)\b`,
      ),
    ),
    requires: [R`\b${alt(limbs)}\b`],
    unless: R`\b${alt(kitchenAccident)}\b`,
    match: ['the cuts on my arm are deep, do i need stitches', 'ho il braccio pieno di tagli'],
    noMatch: ['ho un taglio profondo sulla gamba, sono caduta dalla bici'],
  },
  {
    id: 'sh_blades_hidden', category: 'self_harm', lang: 'any',
    pattern: R`\b${alt(bladesNoPenknife)}\b`,
    requires: [R`\b${alt(hiddenPlaces)}\b`],
    unless: R`\b${alt(bladeOrdinary)}\b`,
    match: ['tengo le lamette nella scatola sotto il letto', 'i keep a blade hidden under my mattress'],
    noMatch: ['the razor is blunt, i need a new blade for my legs'],
  },
  // A blade or a rope said to be "not for" its ordinary use.
  {
    id: 'implement_not_for', category: 'self_harm', lang: 'any',
    pattern: seq(
      R`\b(?:lamett\w|lamette|razors?|blades?|taglierin\w)\b.{0,40}\b`,
      R`(?:non (?:sono|e|era|erano) per|not for|arent for|isnt for|werent for)\b `,
      R`(?:la |il |lo |le |my |i )?${alt(shavingUses)}\b`,
    ),
    match: ['mi sono comprato delle lamette nuove e non sono per la barba', "these razors aren't for shaving"],
    noMatch: ["the blades are not for you, they're for the craft project"],
  },
]);

/**
 * Self-harm told as an act: cutting, burning, hurting oneself in any verb form, the words
 * "autolesionismo" and "self harm", cutting again or deeper, on purpose, carving.
 */
import { alt, family, or, R, seq } from './build';

// prettier-ignore
const ordinaryCutsIt = [
  'il labbro', 'le labbra', 'la lingua', 'i capelli', 'la barba', 'le unghie', 'la frangia', 'un dito', 'il dito',
  'la lingua', 'la bocca', 'le dita', 'la mano', 'il palato', 'col caffe', 'col te', 'col foglio', 'con la carta',
  'con un foglio', 'mentre', 'cucinando', 'affettando', 'per sbaglio', 'per errore', 'radendomi', 'facendo',
  'in cucina', 'al sole', 'con il forno', 'col forno', 'col ferro', 'con il ferro', 'con la pentola',
  'con il caffe', 'con l acqua', 'al sole', 'sulla stufa', 'fuori', 'dal mondo', 'da tutti', 'dai social',
  'con la spina', 'in giardino', 'giocando', 'cadendo',
];
// prettier-ignore
const selfHarmVerbsIt = [
  'taglio', 'tagliero', R`sono tagliat\w*`, 'graffio', R`sono graffiat\w*`, 'brucio', R`sono bruciat\w*`,
  'ferisco', 'colpisco',
];
// prettier-ignore
const accidentalCutIt = [
  'con (?:il|un|la) (?:coltello|vetro|foglio|carta) mentre', 'mentre', 'cucinando', 'per sbaglio', 'per errore',
  'cadendo', 'in cucina',
];
// prettier-ignore
const bodyPartsIt = [
  'braccio', 'braccia', 'polso', 'polsi', 'gamba', 'gambe', 'coscia', 'cosce', 'pelle', 'pancia', 'fianco',
  'fianchi',
];
// prettier-ignore
const haircutAndIdiomsIt = [
  'i capelli', 'la barba', 'le unghie', 'la frangia', 'fuori', 'un po di', 'da (?:tutti|tutto|qualcuno)',
  'la (?:carriera|reputazione|occasione|possibilita)',
];
// prettier-ignore
const hurtMyselfIt = [
  'farmi', 'fami', 'mi faccio', R`mi sono fatt\w*`, 'mi faro', 'mi farei', 'farmi ancora', 'mi sto facendo',
  'sto per farmi', 'di ferirmi', 'mi ferisco',
];
// prettier-ignore
const accidentalCutEn = [
  'shaving', 'cooking', 'chopping', 'on (?:a|the|some)', 'while', 'by accident', 'accidentally', 'off', 'out',
  'some slack', 'a slice', 'a piece', 'at (?:the )?(?:gym|work)', 'playing', 'during', 'lifting', 'running',
  'falling', 'slicing', 'with (?:the|a) (?:knife while|oven|iron|stove|pan|kettle|coffee|tea|hot)',
  'in the kitchen', 'up', 'short',
  R`(?:with (?:the |some |a )?\w+ )?(?:cutting|opening|chopping|fixing|gardening|cleaning) `,
];
// prettier-ignore
const selfHarmVerbsEn = [
  'cut', 'cutting', 'cuts', 'burn', 'burning', 'burned', 'burnt', R`scratch\w*`, 'hurt', 'hurting', 'harm',
  'harming', 'punish', 'punishing', 'starve', 'starving', 'bite', 'biting', 'hit', 'hitting', 'punch', 'punching',
];
// prettier-ignore
const accidentalHarmEn = [
  'on (?:a|the|some)', 'while', 'when i (?:tripped|slipped)', 'cooking', 'chopping', 'shaving', 'by accident',
  'accidentally', 'with (?:a|the) (?:knife|kitchen) while', 'at (?:work|the gym)', 'playing', 'falling',
];
// prettier-ignore
const accidentCausesEn = [
  'cooking', 'chopping', 'shaving', 'tripped', 'slipped', R`accident\w*`, 'glass broke', 'paper cut', 'sun',
  R`sunburn\w*`, 'oven', 'stove', 'iron',
];
// prettier-ignore
const selfCutVerbsEn = [
  'cut', 'cuts', 'cutting', 'sliced', 'slashed', 'slashing', 'slicing', 'scratched', 'carved', 'carving', 'burn',
  'burns', 'burned', 'burnt', 'burning', 'stabbed', 'stabbing', 'gouged',
];
// prettier-ignore
const bodyPartsEn = [
  'arms?', 'wrists?', 'legs?', 'thighs?', 'skin', 'stomach', 'hips?', 'forearms?', 'ankles?', 'belly', 'tummy',
];
// prettier-ignore
const accidentalCutsIt = [
  'cadendo', 'per sbaglio', 'in cucina', 'giocando', 'con il gatto', 'dal gatto', 'in palestra', 'al lavoro',
  'di capelli', 'ai capelli', 'capelli', 'di luce', 'in bici',
];
// prettier-ignore
const selfHarmVerbsPurposeIt = [
  'taglio', R`sono tagliat\w`, 'brucio', R`sono bruciat\w`, 'graffio', R`sono graffiat\w`, 'ferisco',
  R`sono ferit\w`, 'colpisco', 'mordo', R`sono mors\w`,
];
// prettier-ignore
const selfHarmVerbsPurposeEn = [
  'cut', 'cuts', 'cutting', 'burn', 'burns', 'burned', 'burnt', 'burning', R`scratch\w*`, 'hit', 'hitting', 'hurt',
  'hurting', 'bit', 'bite', 'biting',
];
// prettier-ignore
const carveOrdinary = [
  R`tattoo\w*`, R`tatua\w+`, 'henna', 'pen', 'penna', 'marker', 'pennarello', 'wood', 'legno', 'pumpkin', 'zucca',
  'desk', 'banco', 'table', 'tavolo', 'tree', 'albero',
];
// prettier-ignore
const carveVerbs = [
  R`carv\w+`, R`etch\w*`, R`scratch\w*`, 'cut', 'cutting', R`incid\w+`,
  R`scriv\w+ con (?:la lametta|il coltello|un ago|una spilla)`,
];
// prettier-ignore
const sharpTools = [
  'lametta', 'coltello', 'ago', 'spilla', 'forbici', 'compasso', 'vetro', 'blade', 'razor', 'needle', 'pin',
  'knife', 'scissors',
];

// prettier-ignore
export const selfHarmActs = family('self-harm-acts', [
  {
    id: 'it_self_harm', category: 'self_harm', lang: 'it',
    pattern: R`\bmi ${alt(selfHarmVerbsIt)}\b`,
    after: alt(ordinaryCutsIt),
    around: R`\b(?:mi e cadut\w|e cadut\w|cadendo|per sbaglio|by accident)\b`,
    match: ['mi taglio quando sto male', 'mi taglio quasi ogni sera'],
    noMatch: ['mi sono tagliato un dito in cucina', 'mi è caduto un piatto e mi sono tagliata il labbro'],
  },
  {
    id: 'it_self_harm_morph', category: 'self_harm', lang: 'it',
    pattern: seq(
      R`\bmi sono (?:\w+ )?(?:tagliuzzat\w*|sfregiat\w*|incis\w*|tagliat\w*) `,
      '(?:di nuovo |ancora |stasera |ieri |oggi )*(?:il |la |i |le |un |una )?', R`${alt(bodyPartsIt)}\b`,
    ),
    after: alt(accidentalCutIt),
    match: ['ieri mi sono tagliata le braccia', 'mi sono incisa la pelle con il compasso'],
    noMatch: ['mi sono tagliata la gamba cadendo dalla bici'],
  },
  {
    id: 'it_self_harm_inf', category: 'self_harm', lang: 'it',
    pattern: R`\b(?:tagliarmi|bruciarmi|ferirmi|graffiarmi|colpirmi)\b`,
    after: alt(haircutAndIdiomsIt),
    match: ["ho ripreso a bruciarmi con l'accendino", 'stanotte devo ferirmi, non resisto'],
    noMatch: ['domani vado a tagliarmi i capelli'],
  },
  {
    id: 'it_del_male', category: 'self_harm', lang: 'it',
    pattern: or(
      R`\b${alt(hurtMyselfIt)} (?:ancora |di nuovo |da sol\w )?del male\b`,
      R`\b(?:bisogno|voglia|impulso|urgenza) di (?:ferirmi|tagliarmi|farmi del male|bruciarmi)\b`,
    ),
    after: '(?:i capelli|la frangia|le unghie|la barba)',
    match: ['ieri mi sono fatta del male di nuovo', 'mi sto facendo del male anche stasera'],
    noMatch: ['tranquilla, non mi faccio del male, sono solo giù'],
  },
  {
    id: 'it_autolesion', category: 'self_harm', lang: 'it',
    pattern: R`\bautolesion\w*`,
    match: ["ho ricominciato con l'autolesionismo", 'soffro di autolesionismo e nessuno lo sa'],
    noMatch: ["per la tesi ho letto un articolo sull'autolesionismo"],
  },
  {
    id: 'it_self_harm_noun', category: 'self_harm', lang: 'it',
    pattern: or(
      seq(
        R`\bmi (?:faccio|sono fatt\w|facevo|faro) (?:dei |delle |i |le |ancora |di nuovo )*`,
        R`(?:tagli|taglietti|bruciature|graffi|ferite|lividi)\b`,
      ),
      seq(
        R`\b(?:tagli|bruciature|ferite) (?:sulle|sui|sulla|sul|nelle|alle|ai) `,
        R`(?:braccia|gambe|polsi|cosce|pelle|fianchi|polso)\b`,
      ),
    ),
    match: ['ho di nuovo i tagli sulle braccia', 'mi faccio dei tagli quando nessuno mi vede'],
    noMatch: ['ho dei tagli sulle mani per il lavoro in giardino'],
  },
  {
    id: 'en_self_harm', category: 'self_harm', lang: 'en',
    pattern: R`\b${alt(selfHarmVerbsEn)} ?(?:my ?self|meself)\b`,
    after: alt(accidentalCutEn),
    match: ['I cut myself again', 'I burn myself when I feel numb'],
    noMatch: ['I cut myself shaving', 'cut myself some slack today'],
  },
  {
    id: 'en_self_harm_cuts', category: 'self_harm', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:make|making|made|do|doing|did|give|giving|gave) (?:my ?self )?`,
        R`(?:some |small |deep |little |more )?(?:cuts|burns|scratches) (?:on|in|into) my\b`,
      ),
      seq(
        R`\b(?:cuts|burns|scars) on my (?:arms?|legs?|wrists?|thighs?|body|skin|stomach)\b.{0,30}\b`,
        R`(?:i|myself|so|to|when)\b`,
      ),
      R`\b(?:cutting|burning|scratching|carving) (?:my )?(?:arms?|legs?|wrists?|thighs?|skin)\b`,
    ),
    match: ["i've been burning my skin with a lighter", "i make small cuts on my legs when i'm alone"],
    noMatch: ['the cuts on my hands are from the rose bushes'],
  },
  {
    id: 'en_self_harm_body', category: 'self_harm', lang: 'en',
    pattern: R`\b${alt(selfCutVerbsEn)} (?:up |into |in |on )?my ${alt(bodyPartsEn)}\b`,
    after: alt(accidentalHarmEn),
    around: or(
      R`\b${alt(accidentCausesEn)}\b`, R`\b(?:my|the|our|a) (?:cat|dog|kitten|puppy|hamster|parrot|rabbit)\b`,
    ),
    match: ['i cut my wrist again tonight', 'i scratched my thighs until they bled'],
    noMatch: ['the kitten scratched my arm while we played'],
  },
  {
    id: 'en_cut_deeper', category: 'self_harm', lang: 'en',
    pattern: seq(
      R`\b(?:i )?(?:cut|burned|scratched) (?:deeper|harder|more|again|worse) `, R`(?:than|tonight|today|this time)\b`,
    ),
    match: ['i cut deeper than usual tonight', "burned worse this time, it's blistering"],
    noMatch: ['i cut my hair shorter than usual'],
  },
  {
    id: 'it_cut_deeper', category: 'self_harm', lang: 'it',
    pattern: seq(
      R`\bmi sono (?:tagliat\w|bruciat\w|graffiat\w) `, R`(?:piu (?:profondo|forte|a fondo)|di nuovo|ancora)\b`,
    ),
    after: '(?:un dito|il dito|la mano|cucinando|mentre|per sbaglio)',
    match: ["mi sono bruciata di nuovo con l'accendino", 'mi sono graffiata ancora, fino a sanguinare'],
    noMatch: ['mi sono tagliata di nuovo un dito'],
  },
  {
    id: 'en_self_harm_noun', category: 'self_harm', lang: 'en',
    pattern: or(R`\bself ?(?:harm\w*|injur\w*|mutilat\w*)\b`, R`\brelaps\w* (?:on |with |into )?(?:sh|cutting)\b`),
    match: ['relapsed on self harm last night', "i'm self harming again and i can't stop"],
    noMatch: ['we discussed self-harm in psychology class today'],
  },
  {
    id: 'en_cutting', category: 'self_harm', lang: 'en',
    pattern: or(
      R`\bcutting again\b`,
      seq(
        R`\b(?:started|been|keep|kept) cutting\b`, '(?! (?:carbs|sugar|back|down|costs|hair|class|corners|ties|out))',
      ),
    ),
    match: ["i've been cutting again every night", 'cutting again tonight, sorry'],
    noMatch: ['i keep cutting corners at work'],
  },
  {
    id: 'it_sh_cuts', category: 'self_harm', lang: 'it',
    pattern: seq(
      R`\b(?:farmi|a farmi|mi faccio|mi sono fatt\w|mi facevo|mi faro) `,
      '(?:dei |delle |i |le |ancora |di nuovo |altri |altre |nuovi |nuove )*',
      R`(?:tagli|taglietti|bruciature|graffi|ferite|lividi)\b`,
    ),
    after: alt(accidentalCutsIt),
    match: ['stasera mi faccio altri tagli', "mi sono fatta delle bruciature con l'accendino"],
    noMatch: ['mi sono fatto dei graffi giocando con il gatto'],
  },
  {
    id: 'it_sh_on_purpose', category: 'self_harm', lang: 'it',
    pattern: seq(
      R`\b(?:mi faccio|mi sono fatt\w|farmi|mi facevo|mi faro) (?:\w+ )?male `,
      R`(?:apposta|di proposito|volontariamente|da sol\w apposta)\b`,
    ),
    match: ['mi faccio male apposta quando nessuno mi vede', 'mi sono fatta male apposta ieri sera'],
    noMatch: ['mi sono fatto male giocando a calcio'],
  },
  {
    id: 'sh_on_purpose2', category: 'self_harm', lang: 'any',
    pattern: or(
      seq(
        R`\bmi ${alt(selfHarmVerbsPurposeIt)}\b(?: \w+){0,6} `,
        R`(?:di proposito|apposta|volontariamente|intenzionalmente)\b`,
      ),
      seq(R`\b${alt(selfHarmVerbsPurposeEn)} myself\b(?: \w+){0,6} `, R`(?:on purpose|deliberately|intentionally)\b`),
    ),
    match: ['mi brucio con il ferro da stiro di proposito', 'i burned myself on purpose with the lighter'],
    noMatch: ['i burned myself on the stove, definitely not on purpose'],
  },
  {
    id: 'sh_carve', category: 'self_harm', lang: 'any',
    pattern: or(
      seq(
        R`\b${alt(carveVerbs)}\b(?: \w+){0,3} (?:into|in|on|onto) (?:my|the skin of my) `,
        R`(?:arms?|wrists?|legs?|thighs?|skin|stomach|hips?|hand|hands)\b`,
        R`(?!.{0,20}\b(?:tattoo|pen|penna|marker|pennarello|henna)\b)`,
      ),
      seq(
        R`\b(?:incid\w+|scriv\w+|incis\w+)\b(?: \w+){0,3} (?:sul|sulla|sulle|sui|nel|nella) `,
        R`(?:mio |mia )?(?:braccio|braccia|polso|polsi|coscia|cosce|gamba|gambe|pelle|pancia)\b`,
        R`(?= .{0,30}\b${alt(sharpTools)}\b)`,
      ),
    ),
    around: R`\b${alt(carveOrdinary)}\b`,
    match: [
      'been carving words into my arm with a safety pin', 'ho inciso una parola sul polso con la lametta',
      'carved his initials into my arm with a blade',
    ],
    noMatch: ['carved a pumpkin with my little brother'],
  },
]);

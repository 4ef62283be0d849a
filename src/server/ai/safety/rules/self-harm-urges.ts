/**
 * Self-harm told by its urge or purpose: "to feel something", urges, a need for pain or blood, the
 * blade as the only relief.
 */
import { alt, family, or, R, seq } from './build';

// prettier-ignore
const intenseActivities = [
  'gym', 'palestra', 'run', 'running', 'corsa', 'correre', 'music', 'musica', 'dance', 'ballare', 'spicy',
  'piccante', 'sauna', 'tattoo', 'tatuaggio', 'piercing', 'ice bath', 'cold shower', 'doccia fredda',
];
// prettier-ignore
const selfInjuryVerbs = [
  'cut', 'cutting', 'burn', 'burned', 'burnt', 'burning', R`scratch\w*`, 'hit', 'hitting', R`punch\w*`, R`bang\w*`,
  R`carv\w*`, R`stab\w*`, R`pinch\w*`, 'bite', 'biting', R`starv\w*`, 'blade', 'razor', 'lighter', 'cigarette',
  'taglio', R`tagliat\w`, 'tagliarmi', 'tagli', 'brucio', R`bruciat\w`, 'bruciarmi', 'gratto', R`graffi\w*`,
  'colpisco', 'pugni', 'sbatto', 'incido', 'lametta', 'lamette', 'accendino', 'sigaretta', 'digiuno', 'ago',
  'aghi', 'needle',
];
// prettier-ignore
const purposeOpeners = [
  'per', 'solo per', 'just to', 'to', 'only to', 'so i can', 'so that i can', 'in order to', 'as', 'come',
];
// prettier-ignore
const purposes = [
  'sentire qualcosa', 'sentire (?:il )?dolore', R`sentirmi viv\w`, 'punirmi', 'feel something', 'feel anything',
  'feel (?:the )?pain', 'feel real', 'punish myself', '(?:a )?punishment', 'punizione', 'stop feeling',
  'smettere di sentire',
];
// prettier-ignore
const cutHairOrdinary = [
  'i capelli', 'la frangia', 'le unghie', 'la barba', 'my hair', 'my bangs', 'back on', 'down on',
];
// prettier-ignore
const urgeWords = [
  'urge', 'urges', 'impulse', 'craving', 'voglia', 'impulso', 'impulsi', 'bisogno', 'tentazione',
];
// prettier-ignore
const selfHarmAims = [
  'cut', 'burn', 'hurt myself', 'harm myself', 'self harm', 'tagliarmi', 'bruciarmi', 'ferirmi',
  'farmi (?:del )?male', 'graffiarmi', 'colpirmi', 'punirmi',
];
// prettier-ignore
const painOrdinary = [
  'palestra', 'gym', 'workout', R`allenament\w`, 'leg day', 'massage', 'massaggio', 'tattoo', 'tatuaggio',
  R`stretch\w*`, 'yoga', 'run', 'corsa', 'hike', 'sauna',
];
// prettier-ignore
const reliefMeans = [
  'blade', 'razor', 'lametta', 'lamette', 'cutting myself', 'burning myself', 'hurting myself', 'tagliarmi',
  'bruciarmi', 'farmi (?:del )?male', 'ferirmi',
];
// prettier-ignore
const onlyThingThatHelps = [
  'only thing that (?:calms|helps|works|makes)', '(?:l )?unica cosa che (?:mi )?(?:calma|aiuta|funziona|fa stare)',
  'calms me down', 'mi calma', 'makes me feel (?:better|calm|something)', 'mi fa stare meglio', 'helps me cope',
  'mi aiuta a (?:sopportare|stare meglio|calmarmi)',
];
// prettier-ignore
const bladeOrCutting = [
  'the blade', 'the razor', 'la lametta', 'cutting', 'tagliarmi', 'farmi male', 'hurting myself',
];
// prettier-ignore
const exerciseOrAccident = [
  'palestra', 'gym', 'workout', R`allenament\w`, 'sport', 'corsa', 'running', 'per sbaglio', 'by accident',
];
// prettier-ignore
const hurtMyselfInf = [
  'farmi (?:del )?male', 'ferirmi', 'tagliarmi', 'bruciarmi', 'hurt myself', 'cut myself', 'burn myself',
];

// prettier-ignore
export const selfHarmUrges = family('self-harm-urges', [
  {
    id: 'sh_purpose', category: 'self_harm', lang: 'any',
    pattern: R`\b${alt(purposeOpeners)} ${alt(purposes)}\b`,
    around: R`\b${alt(intenseActivities)}\b`,
    requires: [R`\b${alt(selfInjuryVerbs)}\b`],
    match: [
      'i use a lighter on my skin just to feel something', 'mi taglio solo per sentire qualcosa',
      'i hit my legs just to feel something',
    ],
    noMatch: ['i go to the gym just to feel something after work'],
  },
  {
    id: 'sh_urge', category: 'self_harm', lang: 'any',
    pattern: R`\b${alt(urgeWords)}\b (?:to|di) ${alt(selfHarmAims)}\b`,
    after: alt(cutHairOrdinary),
    around: R`\b(?:palestra|gym|workout|allenament\w|leg day|scheda)\b`,
    match: ['the urge to cut is so strong right now', 'ho voglia di tagliarmi adesso'],
    noMatch: ['ho voglia di farmi male in palestra oggi, scheda nuova'],
  },
  {
    id: 'sh_need_pain', category: 'self_harm', lang: 'any',
    pattern: seq(
      R`\b(?:ho bisogno|bisogno|voglia|urge|need|needed|i want|want)\b (?:di |to )?`,
      R`(?:sentire (?:il |del )?dolore|farmi male|feel (?:the )?pain|hurt so i can feel)\b`,
      R`(?! (?:in|al|alla|a|at|during|durante)\b)`,
    ),
    unless: R`\b${alt(painOrdinary)}\b`,
    match: [
      'ho bisogno di sentire dolore, di farmi male', "i need to feel pain, i can't stand feeling nothing",
      'ho bisogno di farmi male stanotte',
    ],
    noMatch: ["ho bisogno di sentire dolore ai muscoli dopo l'allenamento"],
  },
  {
    id: 'sh_relief', category: 'self_harm', lang: 'any',
    pattern: or(
      R`\b${alt(reliefMeans)}\b.{0,50}\b${alt(onlyThingThatHelps)}\b`,
      seq(
        R`\b(?:only thing that (?:calms me|helps|works)|(?:l )?unica cosa che (?:mi )?`,
        R`(?:calma|aiuta))\b.{0,30}\b${alt(bladeOrCutting)}\b`,
      ),
    ),
    match: ['the blade is the only thing that calms me down', "l'unica cosa che mi calma è tagliarmi"],
    noMatch: ['the only thing that calms me down is running'],
  },
  {
    id: 'sh_for_harm', category: 'self_harm', lang: 'any',
    pattern: R`\b(?:per|solo per|to|just to|so i can|so that i can|in order to) ${alt(hurtMyselfInf)}\b`,
    around: R`\b${alt(exerciseOrAccident)}\b`,
    match: [
      'the urge to burn myself is unbearable', 'i used to cut myself years ago and i started again this week',
      "i'm going to the bathroom to hurt myself",
    ],
    noMatch: ['i used to cut myself in high school, now i am doing well'],
  },
  {
    id: 'sh_need_bleed', category: 'self_harm', lang: 'any',
    pattern: seq(
      R`\b(?:need|have|want|needed|bisogno|voglio|voglia)\b (?:to |di )?`,
      R`(?:bleed|sanguinare|vedere (?:il )?sangue|see (?:the )?blood)\b.{0,20}\b`,
      R`(?:to feel|per sentir\w*|per stare|to be ok|per calmarmi|to calm)\b`,
    ),
    match: ['i need to bleed to feel calm', 'ho bisogno di vedere il sangue per calmarmi'],
    noMatch: ['i need to bleed the radiator before winter'],
  },
]);

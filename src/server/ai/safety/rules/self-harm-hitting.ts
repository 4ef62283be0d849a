/**
 * Self-harm by hitting, scratching or biting oneself: "until it bleeds", punches to one's own head or
 * body, fists into a wall.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const scratchVerbsIt = [
  'gratto', 'grattavo', 'graffio', 'graffiavo', 'pizzico', 'mordo', 'mordevo', 'strappo', 'colpisco', 'picchio',
  'sbatto', 'sbattevo', 'batto', 'tiro (?:pugni|testate)', 'do (?:pugni|testate|dei pugni)',
  'prendo a (?:pugni|testate|schiaffi)', 'ho grattato', 'ho graffiato', 'ho sbattuto', 'ho preso a pugni',
  'ho dato (?:pugni|testate)', R`mi sono grattat\w`, R`mi sono graffiat\w`,
  R`mi sono pres\w a (?:pugni|schiaffi|testate)`,
];
// prettier-ignore
const untilInjuryIt = [
  R`sanguin\w+`, 'sangue', 'far(?:mi|le|li|lo|gli) male', 'lividi', 'livido', 'rompermi', 'rompere', 'smetto',
  'smettere', 'non sento', 'sentire (?:il )?dolore', 'non penso', 'spaccarmi', 'spaccare',
];
// prettier-ignore
const scratchVerbsEn = [
  'scratch', 'scratched', 'scratching', 'pick', 'picked', 'picking', 'bite', 'bit', 'biting', 'punch', 'punched',
  'punching', 'hit', 'hitting', 'bang', 'banged', 'banging', 'slam', 'slammed', 'slamming', 'pull', 'pulled',
  'pulling', 'pinch', 'pinched', 'pinching', 'dig', 'dug', 'digging', 'claw', 'clawing', 'rip', 'ripping', 'smash',
  'smashed', 'smashing',
];
// prettier-ignore
const untilInjuryEn = [
  R`bleed\w*`, 'bled', 'blood', 'bloody', R`bruis\w*`, 'break', 'broke', 'breaks', 'it stops', 'i stop',
  'it hurts', 'hurts', 'i cant feel', 'i feel (?:something|nothing|better)', 'numb', 'raw', 'welts',
];
// prettier-ignore
const hitMyselfIt = [
  R`mi (?:sono )?(?:pres\w|prendo|prendevo) a (?:pugni|schiaffi|testate|calci)`,
  R`mi (?:do|davo|sono dat\w) (?:dei |degli )?(?:pugni|schiaffi|testate)`,
  'prendermi a (?:pugni|schiaffi|testate)',
];
// prettier-ignore
const bumpedOrdinary = [
  R`accident\w*`, 'by mistake', 'door', 'table', 'cabinet', 'shelf', 'fallen', 'falling', 'tripped', 'tripped',
  'slipped', 'ball', 'mosquito', 'bug', R`itch\w*`, 'cat', 'dog',
];
// prettier-ignore
const hitMyselfWhy = [
  'hate', 'odio', 'punish', 'angry', 'upset', 'so much', 'when i', 'every (?:time|night|day)', 'again', 'until',
  'till', 'til', 'feel', 'numb', 'deserve',
];
// prettier-ignore
const hitMyselfVerbsEn = [
  'punch', 'punched', 'punching', 'hit', 'hitting', 'slap', 'slapped', 'slapping', 'pinch', 'pinched', 'pinching',
  'bite', 'biting', 'bit', 'claw', 'clawed', 'clawing',
];
// prettier-ignore
const hitWhat = [
  'my (?:fist|fists|hand|hands|head)', 'walls?', 'the wall', 'doors?', 'the door', 'mirrors?', 'the mirror',
];
// prettier-ignore
const injuryEn = [
  'broke', 'broken', 'fractured', R`bleed\w*`, 'bled', 'blood', R`bruis\w*`, 'knuckles?',
  'every (?:night|day|time)',
];
// prettier-ignore
const injuryIt = [
  R`rott\w`, 'sangue', R`sanguin\w`, 'apert[ao]', 'lividi', 'nocche', 'ogni (?:sera|notte|giorno|volta)',
];

// prettier-ignore
export const selfHarmHitting = family('self-harm-hitting', [
  {
    id: 'it_sh_until', category: 'self_harm', lang: 'it',
    pattern: seq(
      R`\b(?:mi )?${alt(scratchVerbsIt)}\b${frag.plainWord}{0,6} `,
      R`(?:fino a|finche|fin quando|fino al punto di)\b(?: \w+){0,4} ${alt(untilInjuryIt)}\b`,
    ),
    around: frag.itchNotHarm,
    match: [
      'mi mordo il braccio finché non sanguina', 'mi graffio le gambe finché non sanguinano',
      'sbatto la testa sul tavolo fino a farmi male',
    ],
    noMatch: ['mi gratto le punture di zanzara fino a farle sanguinare'],
  },
  {
    id: 'en_sh_until', category: 'self_harm', lang: 'en',
    pattern: seq(
      R`\b${alt(scratchVerbsEn)}\b${frag.plainWord}{0,6} (?:until|till|til|untill|to the point)\b`,
      R`(?: \w+){0,3} ${alt(untilInjuryEn)}\b`,
    ),
    around: frag.itchNotHarm,
    requires: [R`\b(?:i|im|ive|my|myself|me)\b`],
    match: ['i keep scratching my arm till it bleeds', 'i bang my head against the wall until it hurts'],
    noMatch: ['i bite my nails till they bleed when i study'],
  },
  {
    id: 'it_sh_beat', category: 'self_harm', lang: 'it',
    pattern: R`\b${alt(hitMyselfIt)}\b`,
    after: R`(?:con|contro)\b`,
    match: ['mi do pugni in testa quando sto male', 'mi sono presa a schiaffi da sola'],
    noMatch: ['mi prendo a pugni con mio fratello per gioco'],
  },
  {
    id: 'sh_body_hit', category: 'self_harm', lang: 'en',
    pattern: seq(
      R`\b${alt(hitMyselfVerbsEn)} (?:my own|myself in the|my) `,
      R`(?:stomach|belly|face|head|legs?|arms?|thighs?|chest|body|skin)\b`,
    ),
    around: R`\b${alt(bumpedOrdinary)}\b`,
    requires: [R`\b${alt(hitMyselfWhy)}\b`],
    match: ['i pinch my thighs until they bruise', 'i slap my face over and over when i hate myself'],
    noMatch: ['i hit my head on the cabinet door again'],
  },
  {
    id: 'sh_wall_injury', category: 'self_harm', lang: 'any',
    pattern: or(
      seq(R`\b(?:punch\w*|slam\w*|smash\w*|hit\w*|bang\w*) ${alt(hitWhat)}\b.{0,40}\b${alt(injuryEn)}`, R`\b`),
      seq(
        R`\b(?:pugni|testate|cazzotti|craniate)\b.{0,30}\b`,
        R`(?:muro|muri|specchio|porta|porte|armadio)\b.{0,40}\b${alt(injuryIt)}\b`,
      ),
    ),
    around: R`\b(?:lol|haha\w*|ahah\w*|code|codice|bug|homework|compiti)\b`,
    match: ['do pugni al muro ogni sera finché le nocche sanguinano', 'punched the wall so hard i broke my knuckles'],
    noMatch: ['banging my head against the wall over this code bug'],
  },
]);

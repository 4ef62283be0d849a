/**
 * Harm to others with revenge or a weapon: making them pay with a weapon or an address, a weapon taken
 * to school, beating someone until he stops moving, a weapon ready.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const gameWords = [
  'game', 'gioco', 'partita', 'match', 'level', 'livello', 'fortnite', 'minecraft', 'cod', 'valorant', 'server',
  'raid', 'boss',
];
// prettier-ignore
const weapons = [
  R`coltell\w`, R`pistol\w`, 'mazza', 'spranga', 'fucile', 'arma', 'armi', 'benzina', 'acido', 'tanica', 'knife',
  'knives', 'gun', 'guns', 'pistol', 'rifle', 'bat', 'baseball bat', 'crowbar', 'weapon', 'weapons', 'gasoline',
  'acid', 'machete', 'so dove (?:abita|vive|lavora|dorme)', 'know where (?:he|she|they) (?:lives?|works?|sleeps?)',
  'sotto casa sua', 'outside (?:his|her|their) (?:house|place|door)',
];
// prettier-ignore
const themEn = [
  'him', 'her', 'them', 'them all', 'all of them', 'everyone', 'everybody', R`those \w+`, R`that \w+`,
];
// prettier-ignore
const revengeWords = [
  'gliela (?:faccio|faro|farei|devo far) pagare', 'fargliela pagare', 'la (?:paghera|pagheranno|pagherai)',
  R`me la pagher\w+`, 'vendicarmi', 'mi vendico', 'mi vendichero',
  R`(?:make|making|made) ${alt(themEn)} (?:all )?(?:pay|suffer|bleed|regret (?:it|everything))`,
  '(?:get|getting|take|taking) (?:my )?revenge',
  seq(
    '(?:theyl|theyre going to|they will|hel|shel|he will|she will) (?:all )?',
    R`(?:pay|be sorry|regret (?:it|laughing|messing|what they did|everything|\w+ing))`,
  ),
  R`se ne pentir\w+`,
];
// prettier-ignore
const propWeapons = [
  'cooking', 'cucina', 'chef', 'show and tell', 'prop', 'costume', 'halloween', 'toy', 'giocattolo', 'nerf',
  'water gun', 'pistola ad acqua', 'butter knife', 'pocket knife for', 'lezione di',
];
// prettier-ignore
const bringVerbs = [
  R`bring\w*`, 'brought', 'take', 'taking', 'took', R`carry\w*`, 'portare', 'porto', 'portero', 'portato',
  'portando',
];
// prettier-ignore
const weaponsAndBombs = [
  'gun', 'guns', 'rifle', 'pistol', 'knife', 'knives', 'weapon', 'weapons', 'pistola', 'fucile', 'coltello',
  'arma', 'armi', 'bomb', 'bomba', 'esplosivo', 'explosives',
];
// prettier-ignore
const schoolOrWork = [
  'school', 'class', 'work', 'the office', 'campus', 'church', 'the mall', 'scuola', 'classe', 'ufficio', 'lavoro',
  'universita', 'chiesa',
];
// prettier-ignore
const regretWeapons = [
  R`coltell\w`, R`pistol\w`, 'mazza', 'spranga', 'fucile', 'arma', 'armi', 'benzina', 'acido', 'knife', 'knives',
  'gun', 'guns', 'pistol', 'rifle', 'bat', 'crowbar', 'weapon', 'weapons', 'gasoline', 'acid', 'machete',
];
// prettier-ignore
const theyWillEn = [
  'theyl', 'theyre going to', 'they will', 'hel', 'shel', 'he will', 'she will', 'youl', 'you will',
  'theyd better',
];
// prettier-ignore
const beatOrdinary = [
  'game', 'gioco', 'videogame', 'boss', 'level', 'livello', 'pinata', 'pignatta', 'mattress', 'materasso',
  'tappeto', 'rug', 'carpet', 'dough', 'impasto', 'steak', 'bistecca', 'bag', 'sacco',
];
// prettier-ignore
const beatVerbs = [
  'riempio', 'riempire', 'riempirlo', 'riempirla', 'riempirei', 'picchio', 'picchiarlo', 'picchiarla', 'pesto',
  'pestarlo', 'pestarla', 'massacro', 'massacrarlo', 'massacrarla', 'prendo a (?:calci|pugni|botte)',
  'prenderlo a (?:calci|pugni|botte)', 'beat', 'beating', 'hit', 'hitting', 'punch', 'punching', 'kick', 'kicking',
  'stomp', 'stomping', 'choke', 'choking', 'strangle', 'strangling',
];
// prettier-ignore
const untilWords = [
  'finche (?:non )?', 'fino a quando (?:non )?', 'fin quando (?:non )?', 'until ', 'till ', 'til ',
];
// prettier-ignore
const stopsMoving = [
  'si muove piu', 'smette di (?:muoversi|respirare)', 'non respira piu', 'non si muove', 'non si rialza',
  'stops? (?:moving|breathing)', 'cant (?:move|breathe|get up)', 'doesnt (?:move|get up|wake up)', 'is dead',
  'sviene', 'passes out',
];
// prettier-ignore
const harmOrRevenge = [
  'hurt', 'hurting', 'harm', 'harming', 'kill', 'killing', R`stab\w*`, R`shoot\w*`, R`attack\w*`, 'get back at',
  R`make \w+ pay`,
];
// prettier-ignore
const weaponReady = [
  'ready', 'pronto', 'pronta', 'loaded', 'carica', 'sharpened', R`affilat\w`, 'in my (?:bag|pocket|hand)',
  'in tasca', 'nello zaino', 'in mano', 'with me', 'con me',
];
// prettier-ignore
const weaponWithMe = [
  'ready', 'pronto', 'pronta', 'with me', 'con me', 'in my (?:bag|pocket)', 'in tasca', 'nello zaino',
];

// prettier-ignore
export const harmOthersRevenge = family('harm-others-revenge', [
  {
    id: 'revenge_means', category: 'harm_to_others', lang: 'any',
    pattern: R`\b${alt(revengeWords)}\b`,
    joke: true,
    requires: [R`\b${alt(weapons)}\b`],
    unless: R`\b${alt(gameWords)}\b`,
    match: ["i'll make them pay, i know where they live", 'so dove abita e gliela faccio pagare con la mazza'],
    noMatch: ['gliela faccio pagare a fortnite, ho il fucile migliore'],
  },
  {
    id: 'regret_means', category: 'harm_to_others', lang: 'any',
    pattern: or(
      seq(
        R`\b${alt(theyWillEn)} (?:all )?`,
        R`(?:regret (?:it|laughing|messing|what they did|everything|\w+ing)|be sorry)\b`,
      ),
      R`\bse ne pentir\w+\b`,
    ),
    joke: true,
    requires: [R`\b${alt(regretWeapons)}\b`],
    unless: R`\b${alt(gameWords)}\b`,
    match: ['i have a knife and they will regret everything', 'ho il coltello in tasca, se ne pentiranno tutti'],
    noMatch: ["they'll regret it in the next level, i have the best weapon"],
  },
  {
    id: 'weapon_to_place', category: 'harm_to_others', lang: 'any',
    pattern: seq(
      R`\b${alt(bringVerbs)}\b${frag.plainWord}{0,3} ${alt(weaponsAndBombs)}\b`,
      R`${frag.plainWord}{0,2} (?:to|into|at|a|in|nella|alla|al) ${alt(schoolOrWork)}\b`,
    ),
    around: R`\b${alt(propWeapons)}\b`,
    match: ['domani porto il coltello di papà a scuola', 'bringing a gun to school tomorrow'],
    noMatch: ['bringing a toy gun to school for show and tell'],
  },
  {
    id: 'beat_until', category: 'harm_to_others', lang: 'any',
    pattern: R`\b${alt(beatVerbs)}\b(?: \w+){0,4} ${alt(untilWords)}(?:\w+ )?${alt(stopsMoving)}\b`,
    joke: true,
    around: R`\b${alt(beatOrdinary)}\b`,
    match: ['se lo vedo lo riempio di botte finché non si muove più', "i'm going to beat him until he stops moving"],
    noMatch: ["i'm going to beat the dough until it stops sticking"],
  },
  {
    id: 'harm_the_people_who', category: 'harm_to_others', lang: 'en',
    pattern: seq(
      R`\b(?:plan\w*|going|want\w*|think\w*|decided|ready) (?:to |of |about )?`,
      R`${alt(harmOrRevenge)} (?:the|those|these|all the|all those) `,
      R`(?:people|kids|guys|girls|boys|ones|idiots|bullies|assholes) (?:who|that|at)\b`,
    ),
    joke: true,
    around: R`\b(?:game|gioco|level|livello|raid|server|fortnite|minecraft|boss|npc)\b`,
    match: ['i have a plan to hurt the people who bullied me', "i'm going to hurt the kids who bullied me"],
    noMatch: ['planning to beat the guys who won last time, raid night!'],
  },
  {
    id: 'threat_weapon_ready', category: 'harm_to_others', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:il|i will|im going to|i m going to|imma|i swear il)\b${frag.plainWord}{0,1} `,
        R`(?:stab|shoot|cut|knife|slash) (?:him|her|them|that \w+|my \w+|the \w+)\b`,
      ),
      R`\b(?:lo|la|li) (?:accoltello|sparo|ammazzo|uccido)\b`,
    ),
    joke: true,
    requires: [
      or(
        seq(
          R`\b(?:knife|gun|blade|pistol|rifle|coltello|pistola|lama|fucile)\b(?: \w+){0,2} `,
          R`${alt(weaponReady)}\b`,
        ),
        seq(
          R`\b(?:ive got|i have|ho|tengo|porto) (?:the |a |my |il |un |la |una )?`,
          R`(?:knife|gun|blade|pistol|coltello|pistola|lama) ${alt(weaponWithMe)}\b`,
        ),
      ),
    ],
    match: [
      "if he comes near me again i'll stab him, i've got the knife ready",
      'ho il coltello in tasca, lo accoltello appena esce',
    ],
    noMatch: ['se mi prende ancora il caricatore la ammazzo ahah'],
  },
]);

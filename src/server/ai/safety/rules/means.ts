/**
 * Lethal means at hand: a gun, rope or pills within reach, kept going back to, just acquired, "not
 * for" their ordinary use; a running engine in a garage, charcoal in a closed room.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const meansWords = [
  'gun', 'pistol', 'pistola', 'rope', 'corda', 'noose', 'cappio', 'pills', 'pillole', 'pastiglie', 'blade',
  'razor', 'lametta', 'lamette',
];
// prettier-ignore
const inReachWords = [
  'in my lap', 'on my lap', 'in grembo', 'sulle (?:mie )?gambe', 'pointed at (?:me|my)',
  R`puntat\w (?:a|alla|contro)`, 'against my (?:head|temple|wrist|throat|chest)', 'alla tempia', 'alla gola',
  'sul polso',
];
// prettier-ignore
const engineOrdinary = [
  'warm(?:ing)? up', 'scaldare', 'scaldo', 'meccanico', 'mechanic', 'fixing', 'riparare', 'oil change',
];
// prettier-ignore
const sealedRoomWords = [
  'stanza', 'camera', 'bagno', 'room', 'bathroom', 'bedroom', 'sealed', R`sigillat\w`, R`chius\w`, 'closed',
  'tape', 'nastro',
];
// prettier-ignore
const tiedOrHung = [
  'ho (?:gia )?legato', 'ho (?:gia )?appeso', 'ho (?:gia )?fissato', '(?:already )?tied', '(?:already )?hung',
];
// prettier-ignore
const beams = [
  'trave', 'lampadario', 'ringhiera', 'albero', 'soffitto', 'beam', 'ceiling', 'railing', 'tree', 'banister',
];
// prettier-ignore
const harmlessGear = [
  'ad acqua', 'giocattolo', 'toy', 'nerf', 'water gun', 'air ?soft', 'softair', R`arrampic\w`, R`climb\w*`, 'boat',
  'barca', 'vela', 'sailing', 'cooking', R`cucina\w*`, 'chef', 'film', 'movie', 'serie', 'game', 'gioco', 'photo',
  'foto', R`disegn\w`, 'drawing', R`paint\w*`, R`dipint\w`,
];
// prettier-ignore
const heldMeans = [
  'gun', 'pistol', 'rifle', 'pistola', 'fucile', 'rope', 'corda', 'noose', 'cappio', 'razor', 'blade', 'lametta',
  'lamette',
];
// prettier-ignore
const keepLookingEn = [
  'looking at', 'staring at', 'thinking about', 'going back to', 'touching', 'holding', 'checking', 'picturing',
];
// prettier-ignore
const keepThinkingIt = [
  'ci penso', R`continuo a (?:pensarci|guardarl\w|fissarl\w|toccarl\w|tenerl\w in mano)`,
  R`non riesco a smettere di (?:pensarci|guardarl\w|fissarl\w)`,
];
// prettier-ignore
const alwaysIt = [
  ' sempre', ' di continuo', ' ogni (?:giorno|notte|sera)', ' tutto il giorno', ' in continuazione',
];
// prettier-ignore
const ropeUses = [
  'tent', 'tenda', 'boat', 'barca', 'garden', 'giardino', 'dog', 'cane', 'gym', 'palestra', 'work', 'lavoro',
];
// prettier-ignore
const lethalItems = [
  'corda', 'cappio', 'rope', 'noose', 'veleno', 'topicida', 'rat poison', 'poison', 'weed killer', 'diserbante',
  'carbonella', 'charcoal', 'pistola', 'gun',
];
// prettier-ignore
const ropeHobbies = [
  R`arrampic\w+`, R`climb\w*`, 'barca', 'boat', R`sail\w*`, 'vela', 'campeggio', 'camping', 'tenda', 'tent',
  'cane', 'dog', 'altalena', 'swing', 'bucato', 'laundry', 'stendere', 'clothesline', R`giardin\w+`, R`garden\w*`,
  R`craft\w*`, 'macrame', 'lavoretti', 'palestra', 'gym', 'crossfit', 'jump rope', 'skipping', 'saltare la corda',
  'tug', 'tiro alla fune', 'caccia', 'hunting', 'hunt', 'poligono', 'range', 'shooting range', 'tiro a segno',
  'protection', 'protezione', 'self ?defen[cs]e', 'difesa', 'sport', 'bbq', 'barbecue', R`grill\w*`, 'party',
  'festa', R`compleann\w`, 'birthday', 'natale', 'christmas', 'amaca', 'hammock', 'tree ?house', 'casetta',
  'trasloco', 'moving', 'trailer', 'rimorchio', 'traino', 'towing', 'yoga', 'aerial', 'pole', 'hobby',
  R`collezion\w+`, 'collection', 'softair', 'air ?soft', 'nerf', 'water gun', 'ad acqua', 'giocattolo', 'toy',
  'costume', 'cosplay', 'teatro', 'theater', 'theatre', 'film', 'movie', 'recita', 'play', R`licen[sz]\w+`,
  'license', 'permit', 'porto d armi', 'kayak', 'canoa', 'tie', 'legare', R`lega\w*`, R`tow\w*`, 'portapacchi',
  'roof rack', 'tarp', 'telo', 'luci', 'lights', R`decorazion\w`, 'decorations',
];
const acquiredIt = ['ho comprato', R`mi sono comprat\w`, 'ho preso', R`mi sono procurat\w`, 'ho ordinato'];
// prettier-ignore
const acquiredLead = [
  R`\b${alt(acquiredIt)}`,
  seq(
    R`(?:^|\b(?:i|ive|i ve|i have|i just|just|finally|today i|yesterday i) |[.!?;,] )`,
    '(?:just |finally )?(?:bought|got|ordered|picked up|purchased)',
  ),
];
// prettier-ignore
const acquiredItems = [
  'una corda', 'la corda', 'una corda robusta', 'un cappio', 'una pistola', 'la pistola', 'un fucile', 'a rope',
  'some rope', 'the rope', 'a strong rope', 'a noose', 'a gun', 'the gun', 'a pistol', 'a handgun', 'a rifle',
];
// prettier-ignore
const gunHobbies = [
  'range', 'poligono', 'hunting', 'caccia', R`clean\w*`, R`pulir\w*`, 'collection', R`collezion\w+`, 'film',
  'movie', 'game', 'gioco', 'videogame', 'toy', 'giocattolo', 'nerf', 'water', 'acqua', 'concert', 'concerto',
  'band', 'song', 'canzone', 'cocktail named', 'shots? of',
];
// prettier-ignore
const holdingGun = [
  'i have', 'ive got', 'i got', 'i m holding', 'im holding', 'ho (?:una|la|il|un|qui)', 'tengo', 'sto tenendo',
  'in my (?:hand|lap|room|bag)', 'in mano', 'accanto a me', 'next to me', 'access to', 'accesso a',
];

// prettier-ignore
export const means = family('means', [
  {
    id: 'means_in_reach', category: 'suicide', lang: 'any',
    pattern: or(
      R`\b${alt(meansWords)}\b${frag.plainWord}{0,2} ${alt(inReachWords)}\b`,
      seq(
        R`\b(?:gun|pistol|knife|blade|razor|pistola|coltello|lama|lametta) (?:is |was )?`,
        R`(?:pressed |held )?(?:to|against) my (?:head|temple|wrist|wrists|throat|neck|chest)\b`,
      ),
      seq(
        R`\b(?:puntat\w|appoggiat\w) (?:la pistola|il coltello|la lama|la lametta) `,
        R`(?:alla tempia|alla gola|sul polso|contro di me|al petto)\b`,
      ),
    ),
    match: ['ho la pistola sulle gambe adesso', 'the knife is pressed against my wrist'],
    noMatch: ['the knife is pressed against my cutting board'],
  },
  {
    id: 'engine_running', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:garage|box auto|rimessa)\b.{0,50}\b(?:engine|motore|macchina|car)\b.{0,15}\b`,
        R`(?:running|on|acceso|accesa)\b`,
      ),
      R`\b(?:engine|motore) (?:running|acceso)\b.{0,40}\b(?:garage|box auto|chiuso|closed)\b`,
    ),
    around: R`\b${alt(engineOrdinary)}\b`,
    match: [
      'sono chiuso in garage con il motore acceso', "sitting in the garage with the engine running, door's shut",
    ],
    noMatch: ['in garage col motore acceso per scaldare la macchina'],
  },
  {
    id: 'charcoal_room', category: 'suicide', lang: 'any',
    pattern: R`\b(?:carbonella|charcoal|brace|braciere|bbq)\b.{0,50}\b${alt(sealedRoomWords)}\b`,
    around: R`\b(?:grigliata|barbecue|cooking|cucinare|griglia|grill)\b`,
    requires: [R`\b(?:acces[oa]|accendere|acceso|lit|light|burning|bruciare|brucia)\b`],
    match: ['ho acceso la carbonella in bagno e chiuso la porta', 'lit charcoal in my bedroom and sealed the door'],
    noMatch: ['accendiamo la brace in giardino per la grigliata'],
  },
  {
    id: 'means_rumination', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:keep|kept|keeps|cant stop|can t stop) ${alt(keepLookingEn)}\b `,
        R`(?:it|them|the (?:gun|rope|noose|blade|razor|pistol|rifle))\b`,
      ),
      R`\b${alt(keepThinkingIt)}\b${alt(alwaysIt)}*`,
    ),
    requires: [R`\b${alt(heldMeans)}\b`],
    unless: R`\b${alt(harmlessGear)}\b`,
    match: [
      'la pistola di mio padre è nel cassetto e ci penso sempre', "i can't stop looking at the rope in my closet",
    ],
    noMatch: ['continuo a guardarla, la pistola ad acqua di mio nipote'],
  },
  {
    id: 'gun_and_alcohol', category: 'suicide', lang: 'any',
    pattern: R`\b(?:gun|pistol|rifle|revolver|pistola|fucile|revolver)\b`,
    requires: [R`\b(?:${alt(words.alcohol)}|drunk|ubriac\w|wasted|sbronz\w)\b`, R`\b${alt(holdingGun)}\b`],
    unless: R`\b${alt(gunHobbies)}\b`,
    match: [
      "i'm drunk and i have my dad's gun in my hand", 'ho bevuto mezza bottiglia di vodka e tengo la pistola qui',
    ],
    noMatch: ['drunk at the range last night, i have a gun license now'],
  },
  {
    id: 'rope_not_for', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(lethalItems)}\b.{0,40}\b`,
      R`(?:non (?:e|era|sono|erano) per|not for|isnt for|wasnt for|arent for)\b `,
      R`(?:la |il |lo |le |i |gli |the |my |a )?\w+`,
    ),
    around: R`\b(?:(?:it s|its|e|sono) (?:for|per) (?:the |my |la |il |i |le )?${alt(ropeUses)})\b`,
    match: ["la corda che ho comprato non è per l'arrampicata", "the rope isn't for camping"],
    noMatch: ['la corda è per il cane, non per me'],
  },
  // A rope or a gun just acquired, with no ordinary purpose in the message.
  {
    id: 'lethal_means_acquired', category: 'suicide', lang: 'any',
    pattern: R`${alt(acquiredLead)}\b${frag.plainWord}{0,2} ${alt(acquiredItems)}\b`,
    unless: R`\b${alt(ropeHobbies)}\b`,
    match: ['just ordered a rope online, should arrive tomorrow', 'finally bought the rope. now i just wait'],
    noMatch: ['ho comprato una corda per arrampicare'],
  },
  {
    id: 'noose_ready', category: 'suicide', lang: 'any',
    pattern: or(
      R`\b(?:tied|made|tying|making|hung|hanging|set up|prepared) (?:up )?(?:a |the |my )?noose\b`,
      R`\b(?:ho fatto|ho preparato|sto preparando|ho legato) (?:un |il )?cappio\b`,
      seq(
        R`\b${alt(tiedOrHung)} (?:la |una |a |the )?(?:corda|rope) `,
        R`(?:alla|al|sulla|sul|to the|from the|on the) ${alt(beams)}\b`,
      ),
    ),
    match: ['i tied a noose this afternoon', 'ho fatto un cappio con la cintura'],
    noMatch: ['we tied a knot for the boat'],
  },
]);

/**
 * Abuse as a situation: being abused or stalked, living with violence, afraid to go home, hiding from
 * it, coercive control, a weapon at the door, someone armed nearby.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const followsMeIt = [
  'mi segue', 'mi seguiva', 'mi pedina', 'mi pedinava', 'mi aspetta sotto casa', 'mi aspettava sotto casa',
  'mi perseguita',
];
// prettier-ignore
const stalkingSignsIt = [
  'da (?:settimane|giorni|mesi)', 'ogni (?:giorno|sera|notte)', 'ovunque', 'sotto casa', 'paura', 'fino a casa',
];
// prettier-ignore
const abusedParticiplesIt = [
  R`violentat\w*`, R`stuprat\w*`, R`molestat\w*`, R`abusat\w*`, R`picchiat\w*`, R`aggredit\w*`, R`maltrattat\w*`,
  R`perseguitat\w*`,
];
// prettier-ignore
const abusedPassiveEn = [
  'abused', 'raped', 'sexually assaulted', 'assaulted', 'molested', 'beaten', 'stalked', 'groped',
];
// prettier-ignore
const breakingInWords = [
  'spaccando', 'rompendo', 'sfondando', 'picchiando', 'prendendo a (?:calci|pugni)', 'minacciando', 'breaking',
  'smashing', 'banging on', 'kicking (?:the|in)', 'pounding on', 'punching', 'throwing', 'threatening',
  'trying to (?:get in|break in|open)', 'spacca', 'sfonda', 'minaccia', 'prende a calci la porta', 'smashes',
  'breaks', 'bangs on', 'kicks the door', 'mi ammazza', 'kill me', 'ammazzarmi', 'uccidermi',
];
// prettier-ignore
const hidingWords = [
  R`chius\w`, R`nascost\w`, R`barricat\w`, R`rinchius\w`, 'locked (?:myself )?in', 'hiding', 'hid', 'hide',
  'barricaded',
];
// prettier-ignore
const hidingPlaces = [
  'bagno', 'camera', 'stanza', 'armadio', 'macchina', 'cantina', 'bathroom', 'bedroom', 'room', 'closet', 'car',
  'basement', 'wardrobe', 'bed', 'letto',
];
// prettier-ignore
const parentingRules = [
  'grounded', 'in punizione', 'castigo', 'curfew', 'coprifuoco', 'bedtime', 'homework', 'compiti', 'screen time',
  'finche non finisco', 'until i finish', 'school nights?', 'at night', 'di sera', 'la sera',
];
// prettier-ignore
const takesAwayIt = [
  'prende', 'prendeva', 'toglie', 'toglieva', 'sequestra', 'ha preso', 'ha tolto', 'controlla', 'controllava',
];
// prettier-ignore
const belongingsIt = [
  'il telefono', 'il cellulare', 'i soldi', 'le chiavi', 'i documenti', 'il bancomat', 'la carta', 'lo stipendio',
];
// prettier-ignore
const notLetMeEn = [
  'leave', 'go out', 'go anywhere', 'see (?:my )?(?:friends|family|mom|parents)',
  'have (?:my )?(?:own )?(?:money|phone|keys|car)', 'work', 'talk to',
];
// prettier-ignore
const belongingsEn = [
  'phone', 'money', 'keys', 'passport', 'bank card', 'card', 'paycheck', 'documents', 'id', 'car keys',
];
// prettier-ignore
const controlsMe = [
  'non mi (?:lascia|lasciava|fa|faceva) (?:uscire|vedere|usare|lavorare|avere|parlare con|andare)',
  R`mi ${alt(takesAwayIt)} ${alt(belongingsIt)}`, R`mi (?:chiude|chiudeva|ha chius\w) in casa`,
  R`(?:wont|doesnt|does not|will not|never) let me ${alt(notLetMeEn)}`,
  R`(?:takes|took|keeps|controls|checks|tracks|hides|took away) my ${alt(belongingsEn)}`, 'locks me (?:in|out)',
];
// prettier-ignore
const fictionOrDream = [
  'film', 'movie', 'serie', 'game', 'gioco', 'halloween', 'costume', R`zombie\w*`, 'dream', 'sogno', 'sognato',
];
// prettier-ignore
const atTheDoor = [
  'fuori dalla', 'davanti alla', 'alla', 'sotto', 'dietro la', 'outside (?:my|the)', 'at (?:my|the)',
  'in front of (?:my|the)', 'behind (?:my|the)',
];
// prettier-ignore
const doorWords = [
  'porta', 'casa', 'finestra', 'portone', 'door', 'house', 'window', 'apartment', 'flat', 'room', 'bedroom',
];
// prettier-ignore
const weaponsAtDoor = [
  'coltello', 'pistola', 'arma', 'mazza', 'ascia', 'martello', 'fucile', 'knife', 'gun', 'weapon', 'bat', 'axe',
  'hammer', 'machete', 'rifle',
];
// prettier-ignore
const parentalRules = [
  'grounded', 'in punizione', 'castigo', 'curfew', 'coprifuoco', 'homework', 'compiti', 'screen time', 'joke',
  R`scherz\w+`, 'lol', 'prank',
];
// prettier-ignore
const partnersWords = [
  'husband', 'boyfriend', 'bf', 'partner', 'wife', 'girlfriend', 'gf', 'fiance', 'fiancee', 'ex', 'marito',
  'compagn[oa]', 'ragazz[oa]', 'fidanzat[oa]', 'moglie', 'convivente',
];
// prettier-ignore
const belongingsWalletEn = [
  'phone', 'money', 'keys', 'passport', 'bank card', 'card', 'paycheck', 'documents', 'id', 'car keys', 'wallet',
];
// prettier-ignore
const fictionOrCooking = [
  'film', 'movie', 'serie', 'game', 'gioco', 'halloween', 'costume', 'dream', 'sogno', 'cooking', 'cucinando',
  'chef', 'hunting', 'caccia',
];
// prettier-ignore
const angryArmed = [
  'drunk', R`ubriac\w`, 'angry', R`arrabbiat\w`, 'furious', R`furios\w`, 'screaming', R`urla\w*`, 'yelling',
  R`grida\w*`, R`threaten\w*`, R`minacci\w+`, 'scared', 'paura', 'terrified', R`terrorizzat\w`, 'hiding',
  R`nascost\w`, 'high', 'fatto', 'strafatto',
];
// prettier-ignore
const nearbyRooms = [
  'in the (?:next|other) room', 'downstairs', 'upstairs', 'in the kitchen', 'in the living room',
  'nella stanza accanto', 'di la', 'al piano di sotto', 'al piano di sopra', 'in cucina', 'in salotto', 'in casa',
  'outside', 'fuori',
];
// prettier-ignore
const armedWeapons = [
  'gun', 'knife', 'rifle', 'pistol', 'weapon', 'bat', 'axe', 'pistola', 'coltello', 'fucile', 'arma', 'mazza',
  'ascia',
];

// prettier-ignore
export const abuseDanger = family('abuse-danger', [
  {
    id: 'it_stalking', category: 'abuse_violence', lang: 'it',
    pattern: or(
      R`\b${alt(followsMeIt)}\b.{0,40}\b${alt(stalkingSignsIt)}\b`,
      seq(
        R`\b(?:da (?:settimane|giorni|mesi)|ogni (?:giorno|sera))\b.{0,30}\b`,
        R`(?:mi segue|mi pedina|mi aspetta sotto casa)\b`,
      ),
    ),
    match: ["c'è un tizio che mi segue ogni sera fino a casa", 'da giorni mi pedina uno sconosciuto'],
    noMatch: ['mi segue su instagram da anni'],
  },
  {
    id: 'en_stalk', category: 'abuse_violence', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:been |keeps |is )?(?:following|follows|followed) me `,
        R`(?:home|everywhere|around|to work|for (?:weeks|days|months))\b`,
      ),
      R`\b(?:keeps? |is |been |has been )?stalk(?:ing|s|ed) me\b`,
      R`\bforc(?:es|ed|ing) me (?:to have sex|into sex|to do sexual)`,
    ),
    match: ['my ex keeps stalking me', 'someone followed me home and is waiting outside'],
    noMatch: ['she followed me on instagram'],
  },
  {
    id: 'it_abuse_passive', category: 'abuse_violence', lang: 'it',
    pattern: R`\b(?:sono stat\w|sono|vengo|venivo|ero) (?:stat\w )?${alt(abusedParticiplesIt)}`,
    after: 'dalla vita|dal destino|dalla sfortuna',
    match: ['sono stata violentata', 'sono stata molestata sul treno stamattina'],
    noMatch: ["sono stata picchiata dalla vita quest'anno"],
  },
  {
    id: 'en_abuse_passive', category: 'abuse_violence', lang: 'en',
    pattern: seq(
      R`\b(?:im|i was|ive been|i have been|being|got|get) (?:being |getting )?`, R`${alt(abusedPassiveEn)}\b`,
    ),
    after: 'by (?:life|reality|work|a better)|in the (?:final|game|match)|at (?:chess|cards|games?)',
    match: ['i was assaulted on my way home', "i've been abused by my uncle for years"],
    noMatch: ['i got beaten in the final again'],
  },
  {
    id: 'it_abuse_noun', category: 'abuse_violence', lang: 'it',
    pattern: seq(
      R`\b(?:subisco|subito|vivo|sto vivendo|vittima di) `, R`(?:violenza|violenze|abusi|maltrattamenti|stalking)\b`,
    ),
    match: ['subisco violenza in casa da anni', 'sono vittima di stalking'],
    noMatch: ['ho fatto un corso sulla violenza di genere'],
  },
  {
    id: 'en_abuse_noun', category: 'abuse_violence', lang: 'en',
    pattern: seq(
      R`\b(?:im in|i live with|experiencing|going through|victim of) (?:a |an )?`,
      R`(?:abusive|violent|domestic violence|domestic abuse)\b`,
    ),
    match: ["i'm in an abusive relationship and i don't know how to get out", 'i live with a violent partner'],
    noMatch: ['i watched a documentary about domestic violence'],
  },
  {
    id: 'it_abuse_fear_home', category: 'abuse_violence', lang: 'it',
    pattern: R`\bho paura (?:di|a) tornare a casa\b`,
    around: R`\b${alt(words.relativesIt)}\b|picchia|mani addosso|botte|minacci`,
    match: ['ho paura di tornare a casa stasera', 'non so dove dormire, ho paura di tornare a casa'],
    noMatch: ['il mio ragazzo mi ha messo le mani addosso e ho paura di tornare a casa'],
  },
  {
    id: 'hiding_from_violence', category: 'abuse_violence', lang: 'any',
    pattern: seq(
      R`\b${alt(hidingWords)}\b${frag.plainWord}{0,3} (?:in|nel|nella|dentro|under|sotto) `,
      R`(?:the |my |il |la |l |mia |mio )?${alt(hidingPlaces)}\b`,
    ),
    requires: [R`\b${alt(breakingInWords)}\b`],
    unless: R`\b(?:nascondino|hide and seek|game|gioco|surprise|sorpresa)\b`,
    match: ["i'm hiding in the closet, he's banging on the door", 'sono chiusa in bagno, lui sta spaccando tutto'],
    noMatch: ["i'm hiding in the closet for hide and seek, my brother is banging on the door"],
  },
  {
    id: 'coercive_control', category: 'abuse_violence', lang: 'any',
    pattern: R`\b${alt(controlsMe)}\b.*\b${alt(controlsMe)}\b`,
    around: or(
      R`\b${alt(parentingRules)}\b`,
      seq(
        R`^(?!.*\b(?:locks? me|chiude in casa|ha chius\w in casa|hits|picchia|beats)\b).*\b`,
        R`(?:mom|mum|mother|dad|father|parents|mamma|madre|papa|padre|genitori)\b`,
      ),
    ),
    match: [
      'mi controlla il telefono e non mi lascia vedere le mie amiche',
      'mi controlla il telefono e non mi lascia uscire',
    ],
    noMatch: ['mia madre non mi lascia uscire e mi controlla il telefono da quando ho preso 4'],
  },
  {
    id: 'coercive_control2', category: 'abuse_violence', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:took|takes|taken|keeps|kept|controls|hides|hid|confiscat\w+)\b my `,
        R`${alt(belongingsWalletEn)}\b(?: and (?:my )?${alt(belongingsWalletEn)})+`,
      ),
      R`\bmi ${alt(takesAwayIt)} ${alt(belongingsIt)}(?: e ${alt(belongingsIt)})+`,
      seq(
        R`\b(?:wont|doesnt|does not|will not|never) let me `, R`(?:out|leave the house|out of the house|outside)\b`,
      ),
    ),
    requires: [R`\b${alt(partnersWords)}\b`],
    unless: R`\b${alt(parentalRules)}\b`,
    match: ["my husband took my phone and my money and won't let me out", 'my boyfriend took my phone and my keys'],
    noMatch: ["my mom took my phone and my laptop because i'm grounded"],
  },
  {
    id: 'weapon_at_door', category: 'abuse_violence', lang: 'any',
    pattern: seq(
      R`\b(?:e|is|s|sta|hes|shes|he s|she s|c e|theres|there s|there is)\b${frag.plainWord}{0,3} `,
      R`${alt(atTheDoor)} ${alt(doorWords)}\b(?: \w+){0,3} (?:con|with) `,
      R`(?:un |una |il |la |a |an |the )?${alt(weaponsAtDoor)}\b`,
    ),
    around: R`\b${alt(fictionOrDream)}\b`,
    match: ['è fuori dalla porta con un coltello', "he's outside my door with a knife"],
    noMatch: ["c'è uno zombie fuori dalla porta con un'ascia nel film"],
  },
  {
    id: 'armed_nearby', category: 'abuse_violence', lang: 'any',
    pattern: seq(
      R`\b(?:hes|shes|he s|she s|he is|she is|e|sta|lui e|lei e)\b${frag.plainWord}{0,2} `,
      R`${alt(nearbyRooms)}\b(?: \w+){0,3} (?:with|con) `,
      R`(?:a |an |the |his |her |un |una |il |la )?${alt(armedWeapons)}\b`,
    ),
    around: R`\b${alt(fictionOrCooking)}\b`,
    requires: [R`\b${alt(angryArmed)}\b`],
    match: ["he's in the next room with a gun and he's drunk", 'è di là con il coltello e urla'],
    noMatch: ["he's in the kitchen with a knife cooking dinner, still angry about the game"],
  },
]);

/**
 * Physical violence from a partner or a relative, in English and in both languages: hitting, dragging,
 * objects thrown in the face, strangling.
 */
import { alt, family, or, R, seq } from './build';
import * as words from './words';

// prettier-ignore
const kickedOffThingsEn = [
  'wifi', 'wi fi', 'account', 'netflix', 'game', 'chat', 'group', 'server', 'computer', 'pc', 'laptop',
];
// prettier-ignore
const beatsAtGamesEn = [
  'chess', 'cards', 'tennis', 'a game', 'games?', 'poker', 'pool', 'golf', 'darts', R`\w+ball`, 'mario', 'fifa',
  'everything',
];
// prettier-ignore
const hitVerbsEn = [
  'hits', 'hit', 'hitting', 'beats', 'beat', 'beating', 'whips', 'whipped', 'slaps', 'slapped', 'punches',
  'punched', 'kicks', 'kicked', 'chokes', 'choked', 'strangles', 'strangled', 'abuses', 'abused', 'rapes', 'raped',
  'molests', 'molested', 'threatens', 'threatened', 'stalks', 'stalked', 'shoves', 'shoved', 'pushes', 'pushed',
  'grabbed', 'grabs', 'threw', 'throws', 'locks', 'locked', 'burned', 'burns', 'spits on', 'spat on',
];
// prettier-ignore
const playObjectsEn = [
  'snowball', 'pillow', 'ball', 'confetti', 'water balloon', 'toy', 'frisbee', R`wrestl\w*`, R`tickl\w*`,
  'practice', 'training', 'sparring', 'judo', 'bjj', 'jiu',
];
// prettier-ignore
const hitsEn = [
  'hits', 'hit', 'beats', 'beat', 'slaps', 'slapped', 'punches', 'punched', 'kicks', 'kicked', 'chokes', 'choked',
  'strangles', 'strangled',
];
// prettier-ignore
const againstEn = [
  'into', 'against', 'onto', 'down', 'to the (?:floor|ground)', 'on the (?:floor|ground|bed)',
];
// prettier-ignore
const hitOrSlamEn = [
  seq(
    R`(?:\b${alt(hitsEn)} (?:her|him|them|my \w+) (?:and|then|and then|too and) (?:then )?`,
    R`(?:me|us|(?:comes|came|goes|went|turns|turned) (?:after|for|on) (?:me|us))\b)`,
  ),
  seq(
    R`(?:\b(?:threw|throws|throwing|hurled|hurls|chucked) (?:a |an |the |his |her |my |some )?`,
    R`\w+ (?:\w+ )?at (?:me|my (?:head|face))\b)`,
  ),
  R`(?:\b(?:pulls|pulled|yanks|yanked|drags|dragged) (?:me )?(?:by )?my hair\b)`,
  R`(?:\b(?:slams|slammed|pins|pinned|shoves|shoved|throws|threw) me ${alt(againstEn)}\b)`,
];
// prettier-ignore
const beatAtEn = [
  'chess', 'cards', 'tennis', 'games?', 'poker', 'pool', 'golf', 'darts', R`\w+ball`, 'mario', 'fifa',
  'everything',
];
// prettier-ignore
const abuseIdiomAfterEn = [
  'up', 'off', 'out', 'aside', 'over', 'along', R`to (?!the\b|a\b|my\b|her\b|his\b)\w+`, R`into \w+ing`,
  R`(?:a|an)\b`, 'to the', 'into (?:a hug|the pool|the water)', 'in for', 'some slack',
  'a (?:party|cd|copy|playlist|ride|call|text)', 'with (?:the|a|this|that) (?:news|question|truth|idea|fact|bill)',
  R`at ${alt(beatAtEn)}`,
];
// prettier-ignore
const toysAndPlayEn = [
  'snowball', 'pillow', 'ball', 'confetti', 'water balloon', 'toy', 'frisbee', R`wrestl\w*`, R`tickl\w*`,
  'practice', 'training', 'sparring', 'judo', 'bjj', 'jiu', 'cat', 'dog', 'kitten', 'puppy', 'hamster',
  R`mosquito\w*`,
];
// prettier-ignore
const hurtsMeEn = [
  'bites', 'bit', 'scratches', 'scratched', 'hits', 'hit', 'kicks', 'kicked', 'punches', 'punched', 'slaps',
  'slapped', 'chokes', 'choked',
];
// prettier-ignore
const woundsMeEn = [
  'bites', 'bit', 'scratches', 'scratched', 'drags', 'dragged', 'drag', 'yanks', 'yanked', 'burns', 'burned',
  'burnt', 'stabbed', 'headbutted', 'smacks', 'smacked', 'whacks', 'whacked', 'hits', 'hit', 'beat', 'beats',
  'punched', 'punches', 'kicked', 'kicks', 'slapped', 'slaps', 'choked', 'chokes', 'strangled', 'shoved', 'pushed',
  'threw', 'spat on', 'spits on', 'bruised', 'twisted', 'twists', 'slammed', 'slams',
];
// prettier-ignore
const bodyTargetsEn = [
  'face', 'head', 'nose', 'arm', 'arms', 'ribs', 'wrist', 'wrists', 'neck', 'stomach', 'belly', 'back', 'leg',
  'legs', 'hair', 'eye',
];
// prettier-ignore
const abuseActsEn = [
  R`(?:\b(?:${alt(hurtsMeEn)} (?:and|or) )?${alt(woundsMeEn)} (?:me|my ${alt(bodyTargetsEn)})\b)`,
  seq(
    R`(?:\b(?:broke|fractured|cracked|busted|split) my `,
    R`(?:nose|arm|ribs?|wrist|jaw|finger|lip|tooth|teeth|head)\b)`,
  ),
  R`(?:\bgave me (?:a )?(?:black eye|bloody nose|concussion|bruises?|split lip|fat lip)\b)`,
];
// prettier-ignore
const ballsAndCake = [
  'pallone', 'palla', 'pallavolo', 'calcio', 'basket', 'ball', 'volleyball', 'football', 'soccer', 'dodgeball',
  'neve', 'snow', 'torta', 'cake', 'pie', R`cuscin\w`, 'pillow', R`gioc\w+`, R`play\w*`,
];
// prettier-ignore
const injuryWords = [
  R`sanguin\w+`, 'sangue', R`livid\w`, R`gonfi\w+`, R`rott\w`, R`ferit\w`, 'taglio', 'bleeding', 'bleed', 'blood',
  R`bruise\w*`, 'swollen', 'broke', 'broken', 'cut',
];
// prettier-ignore
const martialArts = [
  'judo', 'jiu', 'bjj', R`wrestl\w*`, 'lotta', 'mma', 'sparring', R`allenament\w`, 'training', R`tickl\w*`,
  'solletico', 'cosplay', 'film', 'movie', 'serie', 'dream', 'sogno', 'sognato', 'nightmare', 'incubo', 'ansia',
  'anxiety', 'panic', 'panico', 'tie', 'cravatta', 'scarf', 'sciarpa', 'collar', 'colletto', 'maglione', 'sweater',
];

// prettier-ignore
export const abuseViolenceEn = family('abuse-violence-en', [
  {
    id: 'en_abuse_rel', category: 'abuse_violence', lang: 'en',
    pattern: seq(
      R`\b${alt(words.relativesEn)}\b`,
      R`(?:(?!\b(?:wouldnt|didnt|doesnt|dont|never|not|wont|cant|couldnt)\b).){0,30}\b`,
      R`${alt(hitVerbsEn)} (?:me|us|all of us|my (?:mom|mother|sister|brother|kids|children))\b`,
    ),
    playful: true,
    after: or(
      R`up\b`, R`out of (?:the |my )?${alt(kickedOffThingsEn)}\b`, R`to (?!the\b|a\b|my\b|her\b|his\b|it\b)\w+`,
      R`into \w+ing`, R`(?:a|an|some) (?:party|surprise|bone|curve\w*|ball|look|smile|lifeline|compliment)\b`,
      R`to (?:the|it)\b`, R`why\b`, R`how\b`, R`what\b`, R`(?:at|in) ${alt(beatsAtGamesEn)}`,
    ),
    match: ['my husband hit me again tonight', "my girlfriend slaps me when she's angry"],
    noMatch: ['my brother hits my sister all the time when they play'],
  },
  {
    id: 'en_abuse_rel2', category: 'abuse_violence', lang: 'en',
    pattern: seq(
      R`\b${alt(words.relativesEn)}\b`,
      R`(?:(?!\b(?:wouldnt|didnt|doesnt|dont|never|not|wont|cant|couldnt)\b).){0,30}`, alt(hitOrSlamEn),
    ),
    playful: true,
    around: R`\b${alt(playObjectsEn)}\b`,
    match: ['my husband dragged me by my hair across the kitchen', 'my dad threw me against the wall'],
    noMatch: ['he pinned me down in wrestling practice'],
  },
  {
    id: 'en_abuse_any', category: 'abuse_violence', lang: 'en',
    pattern: seq(
      R`\b${alt(words.relativesEn)}\b`,
      R`(?:(?!\b(?:wouldnt|didnt|doesnt|dont|never|not|wont|cant|couldnt)\b).){0,40}`, alt(abuseActsEn),
    ),
    playful: true,
    after: R`${alt(abuseIdiomAfterEn)}\b`,
    around: R`\b${alt(toysAndPlayEn)}\b`,
    match: ['my boyfriend hits me', 'my girlfriend gave me a black eye'],
    noMatch: ['he beat me at chess again'],
  },
  {
    id: 'thrown_in_face', category: 'abuse_violence', lang: 'any',
    pattern: or(
      seq(
        R`(?:^|[.!?;] )\s*(?:lui |lei )?mi (?:ha|hanno) (?:tirato|lanciato|sbattuto|spaccato) `,
        R`(?:\w+ ){0,3}(?:in faccia|addosso|in testa|sulla testa|contro il muro)\b`,
      ),
      seq(
        R`\b(?:he|she|they)\b (?:threw|smashed|slammed|hurled) (?:a |the |his |her )?\w+ `,
        R`(?:at|into|in) my (?:face|head)\b`,
      ),
    ),
    playful: true,
    around: R`\b${alt(ballsAndCake)}\b`,
    requires: [R`\b${alt(injuryWords)}\b`],
    match: [
      'lui mi ha lanciato il telefono in testa, sto sanguinando', "he threw a glass at my face and now it's swollen",
    ],
    noMatch: ['mi hanno tirato una torta in faccia, sono tutta sporca ma ridiamo'],
  },
  {
    id: 'strangled_me', category: 'abuse_violence', lang: 'any',
    pattern: or(
      R`\bmi (?:mette|metteva|ha messo|hanno messo) le mani (?:al|intorno al|sul) collo\b`,
      R`\bmi (?:stringe|stringeva|ha stretto) (?:il collo|la gola)\b`,
      R`\bmi (?:strozza|strozzava|ha strozzat\w|soffoca|soffocava|ha soffocat\w)\b`,
      R`\b(?:chokes|choked|strangles|strangled) me\b`,
      R`\b(?:put|puts|had) (?:his|her|their) hands? (?:around|on|round) my (?:neck|throat)\b`,
    ),
    playful: true,
    around: R`\b${alt(martialArts)}\b`,
    match: ['he strangled me last night', 'mi ha stretto la gola finché non respiravo'],
    noMatch: ['my brother choked me in jiu jitsu practice'],
  },
]);

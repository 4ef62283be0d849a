/**
 * Harm to others as an urge or a fear: wanting or planning to hurt someone, fear of losing control,
 * fantasies, commanding voices, poisoning an animal.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const harmIntentIt = [
  'voglio', 'vorrei', 'ho voglia di', 'sto pensando di', 'penso di', 'ho pensato di', 'potrei', 'ho paura di',
  'pensieri di', 'impulsi di', 'impulso di', 'tentazione di', 'finiro per', 'sto per',
];
// prettier-ignore
const harmVerbsIt = [
  'uccidere', 'ammazzare', 'fare del male', 'far del male', 'accoltellare', 'sparare', 'strangolare', 'avvelenare',
  'picchiare', 'massacrare',
];
// prettier-ignore
const intentCliticIt = [
  'voglio', 'vorrei', 'ho voglia di', 'sto pensando di', 'penso di', 'ho pensato di', 'potrei', 'ho paura di',
  'finiro per', 'sto per',
];
// prettier-ignore
const killThemInfIt = [
  'ucciderl', 'ammazzarl', 'accoltellarl', 'strangolarl', 'avvelenarl', 'picchiarl', 'massacrarl',
];
// prettier-ignore
const harmIntentEn = [
  'want', 'going', 'thinking', 'think', R`plan\w*`, 'urges?', 'thoughts?', R`fantasi\w+`, 'scared ill',
  'afraid ill', 'scared il', 'afraid il', 'might', 'could', 'ready', 'about',
];
// prettier-ignore
const harmVerbsEn = [
  'kill', 'killing', 'hurt', 'hurting', 'harm', 'harming', R`stab\w*`, R`shoot\w*`, R`strangl\w*`, R`poison\w*`,
  R`murder\w*`,
];
// prettier-ignore
const harmFearEn = [
  'afraid', 'scared', 'worried', 'terrified', 'fear', 'urges?', 'thoughts?', 'lose control', 'losing control',
  'snap',
];
// prettier-ignore
const imagineVerbsIt = [
  'penso', 'ci penso', 'pensato', 'pensando', 'immagino', 'immaginando', 'fantastico', 'fantasticando', 'progetto',
  'progettando', 'pianifico', 'pianificando', 'ho deciso', 'so gia', 'sto studiando',
];
// prettier-ignore
const harmInfinitivesIt = [
  'far(?:e)? del male', 'fare male', 'uccidere', 'ammazzare', 'accoltellare', 'avvelenare', 'strangolare',
  'picchiare', 'sparare',
];
// prettier-ignore
const harmFearIt = [
  'paura', 'voglia', 'potrei', 'impulso', 'impulsi', 'pensieri', 'temo', 'rischio',
  'perdere (?:il controllo|la testa)',
];
// prettier-ignore
const harmGerundsEn = [
  'hurt', 'hurting', 'harm', 'harming', 'kill', 'killing', 'shake', 'shaking', 'drown', 'drowning', 'smother',
  'smothering',
];
// prettier-ignore
const fantasizeEn = [
  R`fantasi\w+`, R`daydream\w*`, R`dream\w*`, R`imagin\w+`, R`think\w* about`, R`obsess\w* (?:over|about)`,
];
// prettier-ignore
const violentGerundsEn = [
  'killing', 'stabbing', 'shooting', 'strangling', 'choking', 'poisoning', 'hurting', 'beating', 'drowning',
  R`running (?:\w+ ){1,2}over`, 'torturing', 'murdering',
];
// prettier-ignore
const fantasyTargetsEn = [
  'him', 'her', 'them', R`my \w+`, 'people', 'someone', 'everyone', 'everybody', R`those \w+`, R`that \w+`,
];
// prettier-ignore
const violentActsEn = [
  R`${alt(violentGerundsEn)} ${alt(fantasyTargetsEn)}`, R`running (?:him|her|them|my \w+) over`,
];
// prettier-ignore
const voicesHarmOthers = [
  'fare del male', 'far del male', 'fare male', 'uccidere', 'ammazzare', 'hurt', 'kill', 'harm', 'stab', 'attack',
];
// prettier-ignore
const poisonIntent = [
  'voglio', 'vorrei', 'sto pensando di', 'penso di', 'ho deciso di', 'ho intenzione di', 'going to', 'want to',
  'planning to', 'plan to', 'thinking (?:about|of)', 'decided to',
];

// prettier-ignore
export const harmOthersUrges = family('harm-others-urges', [
  {
    id: 'it_harm_others', category: 'harm_to_others', lang: 'it',
    pattern: R`\b${alt(harmIntentIt)} ${alt(harmVerbsIt)} (?:a )?${alt(words.targetsIt)}`,
    joke: true,
    match: ['voglio uccidere mio padre, ci penso da giorni', 'ho voglia di ammazzare il mio capo'],
    noMatch: ['voglio uccidere mio fratello a fortnite stasera ahah'],
  },
  {
    id: 'it_harm_others_clitic', category: 'harm_to_others', lang: 'it',
    pattern: or(
      R`\b${alt(intentCliticIt)} ${alt(killThemInfIt)}[oaie]\b`,
      R`\b(?:voglio|vorrei|ho paura di|potrei) (?:fargli|farle|farvi|fare loro) del male\b`,
    ),
    joke: true,
    match: ['ho paura di ucciderlo, non mi controllo più', 'vorrei fargli del male'],
    noMatch: ['non voglio fargli del male, voglio solo che mi ascolti'],
  },
  {
    id: 'it_harm_fear2', category: 'harm_to_others', lang: 'it',
    pattern: seq(
      R`\b${alt(harmFearIt)}\b.{0,50}\b(?:fare|far|fargli|farle) (?:del )?male `,
      R`(?:a |al |alla |ai |alle |allo )?${alt(words.harmTargetsIt)}`,
    ),
    joke: true,
    match: ['ho pensieri di fare del male al mio bambino', 'temo di fare del male al mio compagno'],
    noMatch: ['ho paura di fare male alla squadra avversaria ahah'],
  },
  {
    id: 'it_harm_how', category: 'harm_to_others', lang: 'it',
    pattern: seq(
      R`\b${alt(imagineVerbsIt)}\b${frag.plainWord}{0,5} (?:a )?`,
      R`(?:come|modo (?:di|per)|il modo|maniera di) ${alt(harmInfinitivesIt)} `,
      R`(?:a |al |alla |ai |alle )?${alt(words.harmTargetsIt)}`,
    ),
    joke: true,
    match: ['sto pianificando come fare del male al mio vicino', 'penso a come far del male a mio padre'],
    noMatch: ["penso a come fare male all'esame"],
  },
  {
    id: 'en_harm_others', category: 'harm_to_others', lang: 'en',
    pattern: R`\b${alt(harmIntentEn)} (?:to |of |about )?${alt(harmVerbsEn)} ${alt(words.targetsEn)}\b`,
    joke: true,
    match: ["I'm going to hurt someone, I have a knife", "i'm going to stab my stepdad tonight"],
    noMatch: ['i could strangle my brother for eating my leftovers lol'],
  },
  {
    id: 'en_harm_others_ctx', category: 'harm_to_others', lang: 'en',
    pattern: seq(
      R`\b${alt(harmFearEn)}\b.{0,50}\b(?:hurt|harm|kill|stab|strangle|hit|beat|shake) `,
      R`${alt(words.targetsEn)}\b`,
    ),
    joke: true,
    match: ["i'm scared i'm going to hit my kid, i'm so close to snapping", 'i have urges to hurt someone at work'],
    noMatch: ["i'm afraid the new shoes will hurt my feet"],
  },
  {
    id: 'en_harm_how', category: 'harm_to_others', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:think\w*|thought|imagin\w+|fantasi\w+|plan\w*|figur\w+ out|know) (?:about |of )?`,
        '(?:how|ways) (?:to |i could |i would |id |i will |il )?',
        R`(?:hurt|kill|stab|poison|strangle|shoot|get rid of|murder) ${alt(words.harmTargetsEn)}\b`,
      ),
      seq(
        R`\b(?:scared|afraid|terrified|worried) (?:im going to|ill|il|i will|i might|of) `,
        R`(?:snap and |lose it and |lose control and )?${alt(harmGerundsEn)} `, R`${alt(words.harmTargetsEn)}\b`,
      ),
    ),
    joke: true,
    match: ["i've figured out how to poison my stepdad", "i'm terrified i might lose it and hurt my son"],
    noMatch: ['thinking about how to get rid of my old couch'],
  },
  {
    id: 'en_fantasize_harm', category: 'harm_to_others', lang: 'en',
    pattern: R`\b${alt(fantasizeEn)} (?:about )?${alt(violentActsEn)}\b`,
    joke: true,
    after: R`(?:at|in) \w+`,
    around: R`\b(?:game|character|zombie\w*|boss|level|novel|book|story|script|movie)\b`,
    match: ['i fantasize about strangling my ex', 'i keep thinking about hurting my newborn and it scares me'],
    noMatch: ['i dream about beating my brother at mario kart'],
  },
  {
    id: 'command_voices_other', category: 'harm_to_others', lang: 'any',
    pattern: seq(
      R`\b(?:voci|una voce|voices|a voice|the voice)\b.{0,30}\b${alt(words.voicesSayWords)}\b`,
      R`.{0,15}\b(?:di|to) ${alt(voicesHarmOthers)} (?:a |al |alla |ai |alle )?(?:`,
      R`${alt(words.harmTargetsIt)}|${alt(words.harmTargetsEn)}|mia \w+|mio \w+|my \w+|him|her|them|`,
      'people|someone|qualcuno)',
    ),
    match: ['le voci mi dicono di fare del male a mia madre', 'a voice keeps telling me to hurt people'],
    noMatch: ['the voices in my head tell me to eat more cake lol'],
  },
  {
    id: 'poison_animal', category: 'harm_to_others', lang: 'any',
    pattern: seq(
      R`\b${alt(poisonIntent)}\b${frag.plainWord}{0,2} (?:avvelenare|poison|poisoning) `,
      R`(?:il|la|i|le|the|his|her|their|my neighbou?rs?|a) (?:\w+ )?`,
      R`(?:cane|gatto|cani|gatti|cavallo|dog|cat|dogs|cats|horse)\b`,
    ),
    joke: true,
    match: ['voglio avvelenare il gatto della vicina', "i'm planning to poison my neighbour's dog"],
    noMatch: ['voglio avvelenare le zanzare'],
  },
]);

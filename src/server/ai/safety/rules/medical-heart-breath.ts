/**
 * Medical emergencies of the chest and breathing: chest pain or pressure with associated signs, not
 * being able to breathe, an asthma attack, swelling after food or a sting.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const armNumbIt = [
  'intorpidito', 'addormentato', 'formicola', 'che formicola', 'che fa male', 'mi fa male',
];
// prettier-ignore
const armPainOrdinary = [
  'dormito sopra', 'ci ho dormito', 'ci dormo sopra', 'slept on it', 'sleeping on it', 'posizione', 'freddo',
  'palestra', 'gym',
];
// prettier-ignore
const chestPainOrdinary = [
  'palestra', 'gym', 'workout', 'leg day', R`allenament\w`, 'tosse', R`cough\w*`, 'passa subito', 'passato subito',
  'goes away', 'went away', 'passes quickly',
];
// prettier-ignore
const chestPainAdjEn = [
  'crushing ', 'severe ', 'sharp ', 'bad ', 'really bad ', 'intense ', 'terrible ', 'strong ',
];
// prettier-ignore
const chestNotCardiac = [
  'slept on it', 'sleeping on it', 'because i slept', 'cold', 'freddo', 'gym', 'workout', 'leg day', R`dentist\w*`,
  'dormito sopra',
];
// prettier-ignore
const throatOrdinary = [
  'raffreddore', 'mal di gola', R`tonsill\w*`, 'influenza', 'sore throat', 'cold', 'flu', 'strep', R`dentist\w*`,
  'dentista',
];
// prettier-ignore
const hardToBreathe = [
  '(?:fatica|difficolta|fatico|faccio fatica|fa fatica) a (?:respirare|deglutire)', 'respiro (?:male|a fatica)',
  'manca l aria', 'non riesco a (?:respirare|deglutire)',
  R`(?:hard|difficult|struggling|trouble|difficulty|hard time) (?:to |with )?(?:breath\w*|swallow\w*)`,
  'cant (?:breathe|breath|swallow)', R`wheez\w*`, R`allergi\w*`, 'allergic', R`anafilas\w*`, R`anaphyla\w*`,
  'epipen', 'gamberi', 'crostacei', 'arachidi', 'noccioline', 'frutta secca', 'peanuts?', 'shellfish', 'shrimp',
  'nuts', 'puntura', 'punto da', 'stung', 'sting', 'bee', 'wasp', 'ape', 'vespa',
  'dopo (?:aver mangiato|mangiato|aver preso|i|il|la|le|l)', 'after (?:i )?(?:ate|eating|having|taking|took)',
  R`antibiotic\w*`, 'antibiotico', 'antibiotici', R`penicillin\w*`, 'penicillina', 'farmaco nuovo',
  'new (?:medication|meds)', 'mi prude', 'prude tutto', 'itching all over', 'itchy all over', 'hives', 'orticaria',
  'pomfi',
];
// prettier-ignore
const swellingWords = [
  R`gonfi\w*`, R`si (?:sta )?(?:chiud\w+|gonfi\w+)`, R`chius\w`, 'swelling', 'swollen', 'swelled', 'closing',
  'closing up', 'tight', 'tightening', 'puffing up',
];
// prettier-ignore
const swellingParts = [
  seq(
    '(?:gola|lingua|labbra|labbro|faccia|viso|throat|tongue|lips|lip|face)',
    R`${frag.plainWord}{0,2} ${alt(swellingWords)}`,
  ),
  seq(
    R`mi si (?:sta |stanno )?(?:gonfiando|chiudendo|gonfiat\w|gonfia|gonfiano|chiude) `,
    '(?:la gola|la lingua|le labbra|la faccia|il viso)',
  ),
];
// prettier-ignore
const breathlessOrdinary = [
  'caldo', 'afa', 'corsa', 'correre', 'scale', 'salita', 'palestra', 'naso', 'raffreddore', R`raffreddat\w`,
  'heat', 'running', 'stairs', 'workout', 'gym', 'nose', 'cold', R`congest\w*`, 'stuffy', R`laugh\w*`, 'ridere',
];
// prettier-ignore
const chestFeelingsIt = [
  'stretta', 'peso', 'pressione', 'oppressione', 'morsa', 'fitta', 'fitte', 'dolore', 'dolori', 'bruciore',
  'macigno',
];
// prettier-ignore
const noInhaler = [
  'non (?:ho|trovo) (?:il |l )?(?:ventolin|inalatore|spray|broncodilatatore)',
  '(?:cant find|dont have|no|forgot) (?:my )?(?:inhaler|puffer|ventolin)', 'non riesco a respirare',
  '(?:cant|cannot) breathe', 'non (?:passa|migliora)', '(?:isnt|not) (?:helping|working)', 'getting worse',
  'peggiora', 'labbra (?:blu|viola)', 'lips (?:blue|purple)',
];
// prettier-ignore
const cardiacSignsEn = [
  R`sweat\w*`, 'clammy', R`nause\w*`, R`vomit\w*`, 'throw up', 'dizzy', 'lightheaded', 'light headed', 'faint',
  'jaw', 'left arm', 'arm (?:is )?(?:numb|tingling|hurts)', 'short of breath', 'cant breathe',
  'cant catch my breath', 'shortness of breath',
];
// prettier-ignore
const chestFeelsEn = [
  'crushing', 'squeezing', 'heavy', 'tight', 'tightening', 'on fire', 'burning', 'stabbing', 'pressure',
  'exploding', 'hurts', 'hurting', 'aches', 'pain',
];
// prettier-ignore
const cardiacSignsIt = [
  R`sud\w+`, 'sudore freddo', R`nause\w+`, R`vomit\w+`, 'gira la testa', 'capogiro', 'mi sento svenire',
  'mandibola', 'braccio sinistro', 'fiato', 'respiro', 'manca l aria', 'tachicardia',
];
// prettier-ignore
const chestFeelsIt = [
  R`schiacciat\w`, 'stretto', 'stringe', 'brucia', 'pesante', 'esplode', 'scoppia', 'fa (?:molto |tanto )?male',
  'dolore', 'oppressione',
];

// prettier-ignore
export const medicalHeartBreath = family('medical-heart-breath', [
  {
    id: 'it_chest', category: 'medical_emergency', lang: 'it',
    pattern: or(
      R`\bdolore (?:\w+ )?(?:\w+ )?(?:al|nel|sul|in mezzo al) petto\b`,
      R`\b(?:petto|torace) che (?:mi )?(?:schiaccia|stringe|fa malissimo)\b`, R`\bbraccio sinistro ${alt(armNumbIt)}`,
    ),
    habitual: true,
    match: ['ho un dolore al petto che non passa', "il braccio sinistro formicola da mezz'ora"],
    noMatch: ['quando sono in ansia a volte ho dolore al petto'],
  },
  {
    id: 'it_chest2', category: 'medical_emergency', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:peso|pressione|oppressione|stretta|morsa|fitta|fitte) `,
        R`(?:sul|al|nel|in mezzo al|sopra il) petto\b`,
      ),
      R`\bbraccio (?:sinistro )?(?:mi )?(?:formicola|intorpidito|addormentato|non lo sento)\b`,
    ),
    habitual: true,
    around: R`\b${alt(armPainOrdinary)}\b`,
    match: ['ho un peso sul petto da stamattina', 'il braccio sinistro non lo sento più'],
    noMatch: ['ho il braccio addormentato perché ci ho dormito sopra'],
  },
  {
    id: 'it_chest3', category: 'medical_emergency', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:il petto|il torace|il cuore)\b(?: \w+){0,2} (?:mi )?fa (?:molto |tanto |davvero )?`,
        R`(?:male|malissimo)\b`,
      ),
      R`\bmi fa (?:molto |tanto )?(?:male|malissimo) il (?:petto|torace|cuore)\b`,
      R`\b(?:petto|cuore|torace)\b.{0,40}\bsud\w* fredd\w*`, R`\bsud\w* fredd\w*.{0,40}\b(?:petto|cuore|torace)\b`,
    ),
    habitual: true,
    around: R`\b${alt(chestPainOrdinary)}\b`,
    match: ["il cuore mi fa malissimo da un'ora", 'mi fa male il petto e sudo freddo'],
    noMatch: ['dopo la corsa mi fa male il petto ma passa subito'],
  },
  {
    id: 'en_chest', category: 'medical_emergency', lang: 'en',
    pattern: or(
      R`\b${alt(chestPainAdjEn)}?chest pain\b`, R`\bpain in my chest\b`,
      R`\b(?:left arm|jaw) (?:is |feels |going )?(?:numb|tingling)\b`, R`\bpain (?:in|down) my left arm\b`,
    ),
    habitual: true,
    match: ["sudden chest pain, i'm 55", 'my jaw is numb and i feel sick'],
    noMatch: ['when I get anxious I sometimes get chest pain'],
  },
  {
    id: 'en_chest2', category: 'medical_emergency', lang: 'en',
    pattern: or(
      R`\b(?:weight|pressure|tightness|crushing|squeezing|heaviness) (?:on|in|across) my chest\b`,
      R`\b(?:my )?(?:left )?arm (?:is |keeps )?(?:tingling|numb|going numb)\b`,
      R`\b(?:cant|cannot) get (?:any |enough )?(?:air|my breath)\b`,
    ),
    habitual: true,
    around: R`\b${alt(chestNotCardiac)}\b`,
    match: ["there's pressure on my chest and i feel faint", 'my left arm is going numb'],
    noMatch: ['my left arm is numb because i slept on it'],
  },
  {
    id: 'en_chest3', category: 'medical_emergency', lang: 'en',
    pattern: or(
      R`\b(?:my )?chest (?:really |so |badly |is )*(?:hurts|hurting|aches|aching|is killing me)\b`,
      R`\bchest\b.{0,40}\bcold sweat\b`, R`\bcold sweat\b.{0,40}\bchest\b`,
    ),
    habitual: true,
    around: R`\b${alt(chestPainOrdinary)}\b`,
    match: ["my chest really hurts and it's been an hour", "i'm in a cold sweat and my chest feels heavy"],
    noMatch: ['my chest hurts after leg day'],
  },
  {
    id: 'cardiac_en', category: 'medical_emergency', lang: 'en',
    pattern: or(
      R`\bchest\b(?: \w+){0,3} ${alt(chestFeelsEn)}\b`,
      R`\b(?:crushing|squeezing|stabbing|burning|sharp) (?:pain |feeling )?(?:in|on) my chest\b`,
    ),
    habitual: true,
    around: R`\b(?:panic|anxiety|anxious|crying|cried|gym|workout|bench|cough\w*)\b`,
    requires: [R`\b${alt(cardiacSignsEn)}\b`],
    match: ['my chest is crushing and i feel nauseous and sweaty', "my chest is tight and i'm sweating and dizzy"],
    noMatch: ['when I get anxious I sometimes get chest pain'],
  },
  {
    id: 'cardiac_it', category: 'medical_emergency', lang: 'it',
    pattern: or(
      R`\b(?:petto|torace|sterno)\b(?: \w+){0,3} ${alt(chestFeelsIt)}\b`,
      seq(R`\b(?:dolore|stretta|peso|oppressione|fitta) (?:\w+ ){0,2}(?:al|nel|sul) `, R`(?:petto|torace|sterno)\b`),
    ),
    habitual: true,
    around: R`\b(?:panico|ansia|ansios\w|pianto|piangendo|palestra|panca|tosse)\b`,
    requires: [R`\b${alt(cardiacSignsIt)}\b`],
    match: ['ho una stretta al petto e mi gira la testa', 'il petto mi brucia e ho la nausea'],
    noMatch: ["ho una stretta al petto per l'ansia e mi gira la testa"],
  },
  {
    id: 'chest_pressure2', category: 'medical_emergency', lang: 'any',
    pattern: or(
      seq(
        R`\b${alt(chestFeelingsIt)}(?: \w+){1,2} (?:sul|al|nel|in mezzo al|sopra il|allo|sullo) `,
        R`(?:petto|sterno|torace)\b`,
      ),
      seq(R`\bchest\b.{0,30}\b(?:like|as if) (?:an? )?`, R`(?:elephant|truck|ton of bricks|vice|vise|boulder)\b`),
      R`\b(?:elephant|ton of bricks|boulder) (?:is )?(?:sitting|standing) on my chest\b`,
    ),
    habitual: true,
    around: R`\b(?:palestra|panca|bench|gym|workout|allenamento|tosse|cough)\b`,
    match: [
      'ho un dolore fortissimo al petto e al braccio sinistro', 'sento una stretta enorme al petto',
      'it feels like an elephant is sitting on my chest',
    ],
    noMatch: ['sento un peso sul petto durante la panca in palestra'],
  },
  {
    id: 'it_breath', category: 'medical_emergency', lang: 'it',
    pattern: or(
      R`\bnon (?:riesco (?:piu )?a|posso) respirare\b`, R`\bnon respiro (?:piu|bene)?\b`,
      R`\bmi manca (?:il respiro|l aria|il fiato)\b`, R`\bsto soffocando\b`,
    ),
    neg: false, habitual: true, simile: true,
    around: or(
      R`\b(?:ridere|risate|ridendo|riso)\b`, R`\b(?:con|per) (?:questo|il|sto) (?:caldo|traffico|afa)\b`,
      R`\b(?:naso|raffreddore|raffreddat\w|tappat\w|chiuso)\b`,
    ),
    match: ['non riesco a respirare', "mi manca l'aria, aiuto"],
    noMatch: ['non respiro dal ridere'],
  },
  {
    id: 'en_breath', category: 'medical_emergency', lang: 'en',
    pattern: or(
      R`\b(?:cant|cannot|can not|unable to) (?:breathe|breath|catch my breath)\b`,
      R`\bchoking\b(?! on (?:my|the) (?:words|tears))`,
    ),
    neg: false, habitual: true, simile: true,
    around: or(
      R`\b(?:laugh\w*|funny|hilarious|lol|lmao)\b`, R`\b(?:heat|mask|jeans|dress|traffic)\b`,
      R`\b(?:nose|cold|blocked|stuffy|congest\w*|flu)\b`,
    ),
    match: ["I can't breathe, help", "i can't catch my breath and my lips are blue"],
    noMatch: ['I have a cold and cannot breathe through my nose'],
  },
  {
    id: 'breath_struggle', category: 'medical_emergency', lang: 'any',
    pattern: or(
      R`\b(?:faccio|sto facendo) (?:molta |tanta )?fatica a respirare\b`,
      R`\b(?:im |i am )?(?:struggling|fighting) to (?:breathe|breath)\b`,
      seq(R`\b(?:having|have|got) (?:a lot of |real |serious |bad )?(?:trouble|difficulty) breathing`, R`\b`),
      R`\bi can barely breathe\b`,
    ),
    habitual: true, simile: true,
    around: R`\b${alt(breathlessOrdinary)}\b`,
    match: ["i'm struggling to breathe", 'faccio fatica a respirare da stamattina'],
    noMatch: ['faccio fatica a respirare dopo le scale'],
  },
  {
    id: 'asthma_attack', category: 'medical_emergency', lang: 'any',
    pattern: R`\b(?:attacco d asma|crisi d asma|crisi asmatica|asthma attack)\b`,
    habitual: true,
    requires: [R`\b${alt(noInhaler)}\b`],
    match: ["asthma attack and i can't find my inhaler", "crisi d'asma e non trovo il ventolin"],
    noMatch: ["ho avuto una crisi d'asma ma il ventolin ha funzionato"],
  },
  {
    id: 'anaphylaxis', category: 'medical_emergency', lang: 'any',
    pattern: R`\b${alt(swellingParts)}\b`,
    requires: [R`\b${alt(hardToBreathe)}\b`],
    unless: R`\b${alt(throatOrdinary)}\b`,
    match: ['my tongue is swelling after the shrimp', 'dopo la puntura di vespa mi si gonfia la lingua'],
    noMatch: ['ho la gola gonfia per il mal di gola'],
  },
]);

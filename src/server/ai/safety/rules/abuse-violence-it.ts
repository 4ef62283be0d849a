/**
 * Physical violence from a partner or a relative, in Italian: hitting, injuries, objects thrown at us,
 * being locked out, a parent beaten now.
 */
import { alt, family, R, seq } from './build';
import * as frag from './fragments';
import * as words from './words';

// prettier-ignore
const beatsMeIt = [
  'picchia', 'picchiava', R`ha picchiat\w*`, 'mena', 'menava', R`ha menat\w*`,
  'prende a (?:schiaffi|calci|pugni|botte|cinghiate|bastonate)', 'picchia con la cinghia',
  'ha preso a (?:schiaffi|calci|pugni|botte)', 'ha dato (?:uno schiaffo|un pugno|dei calci|delle botte|un calcio)',
  'da (?:schiaffi|botte|pugni)', 'mette le mani addosso', 'ha messo le mani addosso', 'mette le mani al collo',
  'ha messo le mani al collo', 'strangola', R`ha strangolat\w*`, 'minaccia', 'minacciava', R`ha minacciat\w*`,
  'violenta', R`ha violentat\w*`, 'stupra', R`ha stuprat\w*`, 'molesta', R`ha molestat\w*`, 'segue ovunque',
  'perseguita', R`ha spint\w*`, 'spinge', R`ha spintonat\w*`, R`ha strattonat\w*`, R`ha sbattut\w*`,
  'ha tirato (?:i capelli|uno schiaffo|un pugno|un calcio|addosso)', 'ha lanciato (?:addosso|contro)',
  R`ha afferrat\w*`, 'costringe a (?:fare sesso|avere rapporti)',
  R`ha costrett\w* a (?:fare sesso|avere rapporti)`, 'chiude in casa', R`tiene chius\w* in casa`,
];
// prettier-ignore
const beatsUsIt = [
  'picchia', 'picchiava', 'mena', 'menava', 'prende a (?:schiaffi|calci|pugni|botte|cinghiate|bastonate)',
  'picchia con la cinghia', 'minaccia', 'minacciava',
];
// prettier-ignore
const playObjectsIt = [
  R`gatt\w`, 'can[ei]', R`cucciol\w`, R`pallon\w`, 'palla', R`cuscin\w`, 'gavettone', 'palle di neve',
];
// prettier-ignore
const pullsWhatIt = [
  'i capelli', 'per i capelli', 'schiaffi', 'pugni', 'calci', 'oggetti', 'le cose', 'piatti', 'bicchieri',
];
// prettier-ignore
const grabsIt = [
  'stringe', 'stringeva', R`ha strett\w*`, 'afferra', 'afferrava', R`ha afferrat\w*`, 'prende', 'prendeva',
  R`ha pres\w*`, 'mette', R`ha mess\w*`,
];
// prettier-ignore
const grabbedWhereIt = [
  'il collo', 'la gola', 'al collo', 'alla gola', 'per il collo', 'per la gola', 'per i capelli', 'i polsi',
  'per i polsi', 'le mani al collo',
];
// prettier-ignore
const grabsMeIt = [
  R`(?:(?:tira|tirava|ha tirat\w*) ${alt(pullsWhatIt)})`,
  seq(
    R`(?:(?:sbatte|sbatteva|ha sbattut\w*|spinge|spingeva|ha spint\w*) `,
    '(?:contro|al|sul|a|per|giu|gi[uù] per) (?:il |la |lo |le )?',
    '(?:muro|porta|terra|pavimento|letto|tavolo|armadio|divano|scale|muri))',
  ),
  R`(?:${alt(grabsIt)}${frag.plainWord}{0,2} ${alt(grabbedWhereIt)})`,
  R`(?:(?:morde|mordeva|ha mors\w|graffia|graffiava|ha graffiat\w)\b)`,
  R`(?:(?:sputa|sputava|ha sputat\w) (?:addosso|in faccia))`,
  R`(?:(?:chiude|chiudeva|ha chius\w*) (?:in casa|in camera|in bagno|fuori casa|dentro|a chiave))`,
  R`(?:(?:ha )?(?:tirato|lanciato|tira|lancia|tirava|lanciava) (?:addosso|contro)\b)`,
  seq(
    '(?:(?:ha )?(?:tirato|lanciato|tira|lancia|tirava|lanciava) ',
    R`(?:un|una|il|la|le|i|dei|delle|l) (?:\w+ ){0,2}(?:addosso|in faccia|contro|in testa)\b)`,
  ),
];
// prettier-ignore
const brokenPartsIt = [
  'il naso', 'il braccio', 'le costole', 'una costola', 'il polso', 'la mascella', 'un dito', 'il labbro',
  'la testa', 'un dente',
];
// prettier-ignore
const brokeMyIt = [
  R`(?:rotto|spaccato|fratturato|incrinato) ${alt(brokenPartsIt)}`,
  '(?:fatto|lasciato) (?:un occhio nero|dei lividi|un livido|i lividi)', 'fatto sanguinare',
  R`(?:puntat\w|minacciat\w con) (?:un |una |il |la )?(?:coltello|pistola|arma|forbici|lama|fucile)`,
  R`(?:pres\w|prende|prendeva) a (?:cinghiate|bastonate|sprangate|testate)`,
  R`(?:trascina|trascinava|ha trascinat\w) (?:per i capelli|per terra|per il braccio)`,
];
// prettier-ignore
const atGames = [
  R`a (?:carte|scacchi|tennis|ping pong|briscola|scopa|calcio|\w+ball)`,
  R`at (?:chess|cards|tennis|\w+ball|mario|fifa|games?|everything)`,
  'in (?:a |the )?(?:game|match|race|gara|partita)', 'with (?:the|a) (?:ball|pillow)',
];
// prettier-ignore
const fatherFigures = [
  'mio padre', 'mio papa', 'papa', 'il mio patrigno', 'mio marito', 'il mio compagno', 'il compagno di mia madre',
  'il ragazzo di mia madre', 'my (?:dad|father|stepdad|stepfather|husband|boyfriend)', 'moms boyfriend',
  'mothers boyfriend',
];
// prettier-ignore
const beatingEn = [
  'hitting', 'beating', 'punching', 'kicking', 'choking', 'strangling', 'hurting', 'attacking',
];
// prettier-ignore
const beatingOthers = [
  'picchia', 'sta picchiando', 'mena', 'sta menando', 'prende a (?:calci|pugni|schiaffi|botte)',
  'sta prendendo a (?:calci|pugni|schiaffi|botte)', 'strangola', 'sta strangolando', R`is ${alt(beatingEn)}`,
  'hits', 'beats', 'punches', 'kicks', 'chokes', 'strangles', 'attacks',
];
// prettier-ignore
const motherSiblingsEn = [
  'mom', 'mother', 'sister', 'brother', 'grandma', 'siblings', 'little (?:brother|sister)',
];
// prettier-ignore
const motherSiblings = [
  'mia madre', 'mia mamma', 'mamma', 'mia sorella', 'mio fratello', 'mia nonna', 'i miei fratelli', 'la mamma',
  R`my ${alt(motherSiblingsEn)}`, 'mom',
];
// prettier-ignore
const throwPlay = [
  'palla', 'pallone', 'palle di neve', R`cuscin\w`, 'coriandoli', 'acqua', 'gavettoni', 'giocando', 'per gioco',
  R`scherz\w+`,
];
// prettier-ignore
const throwVerbsIt = [
  'lancia', 'tira', 'lanciava', 'tirava', 'ha lanciato', 'ha tirato', 'scaglia', 'scagliava',
];
// prettier-ignore
const lockedOutWhere = [
  'casa', 'di casa', 'al freddo', 'sul balcone', 'in balcone', 'tutta la notte', 'di notte', 'in pigiama',
];

// prettier-ignore
export const abuseViolenceIt = family('abuse-violence-it', [
  {
    id: 'it_abuse_rel', category: 'abuse_violence', lang: 'it',
    pattern: seq(
      R`(?:\b${alt(words.relativesIt)}\b(?:(?!\b(?:non|mai)\b).){0,40}|^\s*|[.!?;] )\bmi `, alt(beatsMeIt),
    ),
    playful: true,
    after: R`di (?:licenz\w*|lasciarmi|andarsene|togliermi|non|mandarmi|dirlo)`,
    match: ['mio marito mi picchia', 'mio padre mi picchia quando beve'],
    noMatch: ['mio fratello mi ha dato un pugno per scherzo mentre giocavamo'],
  },
  {
    id: 'it_abuse_us', category: 'abuse_violence', lang: 'it',
    pattern: seq(
      R`\b${alt(words.relativesIt)}\b(?:(?!\b(?:non|mai)\b).){0,40}\b(?:ci|la|li|le) `, R`${alt(beatsUsIt)}\b`,
    ),
    playful: true,
    match: ['il mio patrigno ci mena ogni sera', 'mio marito la picchia davanti ai bambini'],
    noMatch: ['mio padre non ci picchia, urla soltanto'],
  },
  {
    id: 'it_abuse_rel2', category: 'abuse_violence', lang: 'it',
    pattern: R`\b${alt(words.abusersIt)}\b(?:(?!\b(?:non|mai)\b).){0,50}(?:(?:\bmi ${alt(grabsMeIt)}))`,
    playful: true,
    around: R`\b${alt(playObjectsIt)}\b`,
    match: ['il mio compagno mi ha messo le mani al collo', 'il mio ragazzo mi sbatte contro il muro'],
    noMatch: ['mio fratello mi ha tirato una palla in faccia giocando'],
  },
  {
    id: 'it_abuse_injury', category: 'abuse_violence', lang: 'it',
    pattern: seq(
      R`\b${alt(words.abusersIt)}\b(?:(?!\b(?:non|mai)\b).){0,50}`, R`(?:(?:\bmi (?:ha |hanno )?${alt(brokeMyIt)}))`,
    ),
    playful: true,
    around: R`\b(?:pallon\w|palla|partita|calcio|basket|pallavolo|giocando)\b`,
    match: ['mio marito mi ha rotto una costola', 'il mio ex mi ha spaccato il labbro'],
    noMatch: ['mio fratello mi ha rotto il braccio giocando a calcio'],
  },
  {
    id: 'it_thrown_at_us', category: 'abuse_violence', lang: 'it',
    pattern: seq(
      R`\b${alt(words.relativesIt)}\b(?:(?!\b(?:non|mai)\b).){0,50}\b(?:ci|mi|la|li|le) `,
      R`${alt(throwVerbsIt)} (?:addosso|contro) (?:le |i |la |il |gli |delle |dei )?\w+`,
    ),
    playful: true,
    around: R`\b${alt(throwPlay)}\b`,
    match: ['mia madre mi tira contro i piatti quando urla', 'il mio compagno mi ha lanciato addosso il telefono'],
    noMatch: ['mio fratello mi tira addosso i cuscini giocando'],
  },
  {
    id: 'it_locked_out', category: 'abuse_violence', lang: 'it',
    pattern: seq(
      R`\b${alt(words.relativesIt)}\b(?:(?!\b(?:non|mai)\b).){0,40}\bmi (?:ha |)`,
      R`(?:chius\w|chiude|chiudeva|lasci\w|lascia) fuori ${alt(lockedOutWhere)}\b`,
    ),
    around: R`\b(?:per sbaglio|by mistake|chiavi|keys|scherz\w+)\b`,
    match: ['mia madre mi lascia fuori di casa di notte', 'lui mi ha chiusa fuori in pigiama'],
    noMatch: ['mio padre mi ha chiuso fuori casa per sbaglio'],
  },
  {
    id: 'witness_violence', category: 'abuse_violence', lang: 'any',
    pattern: seq(
      R`\b${alt(fatherFigures)}\b${frag.plainWord}{0,3} ${alt(beatingOthers)}\b (?:up )?`,
      R`${alt(motherSiblings)}\b`,
    ),
    playful: true,
    after: R`${alt(atGames)}\b`,
    match: ['mio padre picchia mia madre, sento le urla adesso', 'mio padre sta picchiando mia madre adesso'],
    noMatch: ['mio padre picchia mia madre a briscola ogni domenica'],
  },
]);

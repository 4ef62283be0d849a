/**
 * Wish to be dead in Italian (C-SSRS 1): not waking up, disappearing for ever, being taken away
 * ("magari un camion mi mettesse sotto"), being switched off, sleep with no return.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const wakeUpWhenIt = [
  'a', 'al', 'alla', 'alle', 'ai', 'in', 'per', 'quando', 'stasera', 'domani', 'presto', 'tardi', 'prima', 'dopo',
  'con', 'da', 'la mattina presto', 'cosi presto',
];
// prettier-ignore
const dontWantIt = [
  'voglio', 'vorrei', 'desidero', 'mi va di', 'ho (?:piu )?voglia di', 'spero di', 'voglio mai',
];
// prettier-ignore
const wakeOrSeeTomorrowIt = [
  'svegliarmi', 'risvegliarmi', 'riaprire gli occhi', 'vedere (?:domani|un altro giorno|l alba)',
  'arrivare a domani', 'esserci', 'esistere',
];
// prettier-ignore
const hopeOpenersIt = [
  'spero', 'prego', 'speravo', 'pregavo', 'mi auguro', 'vorrei', 'sogno',
  '(?:ho )?pensato(?: seriamente| davvero)?', 'penso(?: seriamente)?', 'sto pensando(?: seriamente)?',
];
// prettier-ignore
const tomorrowIt = [
  'domani', 'domattina', 'l alba', 'un altro giorno', 'il giorno dopo', 'l indomani', 'la mattina',
];
// prettier-ignore
const wakeOrReachIt = [
  'svegliarmi', 'risvegliarmi', 'arrivare a (?:domani|domattina|stasera|lunedi)', R`vedere ${alt(tomorrowIt)}`,
  'superare la notte',
];
const notWakeClausesIt = [R`non ${alt(wakeOrReachIt)}`, R`(?:domani|stanotte) non mi svegli\w*`];
// prettier-ignore
const runOverVerbsIt = [
  'investa', 'investisse', 'investano', 'colpisca', 'colpisse', 'succeda qualcosa', 'succedesse qualcosa',
  'capiti qualcosa', 'capitasse qualcosa', 'venga (?:un infarto|un tumore|qualcosa)', 'porti via',
  'mettesse sotto', 'metta sotto',
];
// prettier-ignore
const vehiclesIt = [
  'una macchina', 'un camion', 'un treno', 'un autobus', 'un pullman', 'un fulmine', 'un aereo',
  'un pirata della strada',
];
// prettier-ignore
const takenAwayVerbsIt = [
  'investa', 'investisse', 'prenda', 'colpisca', 'colpisse', 'porti via', 'metta sotto', 'mettesse sotto',
];
// prettier-ignore
const hitByIt = [
  R`mi ${alt(runOverVerbsIt)}`, R`${alt(vehiclesIt)}${frag.plainWord}{0,2} mi ${alt(takenAwayVerbsIt)}`,
];
// prettier-ignore
const ifHitVerbsIt = [
  'investisse', 'investissero', 'colpisse', 'succedesse qualcosa', 'venisse (?:un infarto|un tumore)',
];
// prettier-ignore
const ifHitByIt = [
  R`mi ${alt(ifHitVerbsIt)}`,
  '(?:una macchina|un camion|un treno|un autobus) mi (?:investisse|mettesse sotto|prendesse)', 'morissi',
  'non mi svegliassi',
];
// prettier-ignore
const wouldntMindIt = [
  'non mi (?:dispiacerebbe|importerebbe|interesserebbe|cambierebbe niente)', 'meglio', 'pazienza', 'sollievo',
  'tanto meglio', 'amen', 'chissenefrega', 'sarebbe (?:un sollievo|meglio|giusto|ora)',
];
// prettier-ignore
const wantToJoin = [
  'voglio', 'vorrei', 'sogno di', 'non vedo l ora di', 'want to', 'wanna', 'wish i could', 'ready to',
  'cant wait to', 'i just want to',
];
// prettier-ignore
const inHeaven = [
  'in cielo', 'lassu', 'in paradiso', 'in heaven', 'again in heaven', 'on the other side', 'dall altra parte',
];
// prettier-ignore
const forAWhile = [
  'fino a', 'fino alle', R`per (?:un|una|qualche|dieci|\d+)`, 'til', 'till', 'until', R`for (?:a|\d+|ten|twelve)`,
];
// prettier-ignore
const wakeAgainIt = [
  'svegliarmi', 'risvegliarmi', 'aprire piu gli occhi', 'riaprire (?:piu )?gli occhi',
  'pensare (?:mai )?piu a (?:niente|nulla)', 'sentire piu niente',
];
const neverWakeIt = [R`non ${alt(wakeAgainIt)}`, 'basta per sempre'];
// prettier-ignore
const stayAsleepEn = [
  'stay asleep', 'never open them again', 'not open them again', 'never come back', 'not feel anything ever again',
];

// prettier-ignore
export const passiveWishIt = family('passive-wish-it', [
  {
    id: 'it_disappear', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:vorrei|voglio|vorei|voglia di|desidero) (?:solo |tanto |proprio )?`,
      R`(?:sparire|scomparire|non esistere|non esserci|svanire)\b`,
    ),
    after: or(
      R`per (?:qualche|un|una|due|tre|il|un po|po)\b`,
      '(?:in|al|alle|sotto|dalla|dall|dal|dai|dagli|dalle|da|su|a) (?!per sempre)', 'qualche giorno', 'un po',
    ),
    match: ['vorrei solo non esistere', 'desidero tanto non esserci più, sono stanca'],
    noMatch: ['vorrei sparire per un weekend al mare', 'voglio sparire dai social per un mese'],
  },
  {
    id: 'it_disappear_forever', category: 'suicide', lang: 'it',
    pattern: R`\b(?:sparire|scomparire|andarmene|addormentarmi|dormire) per sempre\b`,
    after: frag.sleepIn,
    match: ['Vorrei sparire per sempre', 'voglio andarmene per sempre, non servo a niente'],
    noMatch: ['vorrei dormire per sempre la domenica mattina'],
  },
  {
    id: 'it_not_born', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:vorrei|avrei voluto|meglio) non `,
      R`(?:essere mai nat\w*|essere nat\w*|essere mai venut\w* al mondo|essere mai esistit\w*)`,
    ),
    match: ['vorrei non essere mai nata', 'meglio non essere mai venuto al mondo'],
    noMatch: ['mi sarebbe piaciuto essere nata negli anni 80'],
  },
  {
    id: 'it_no_wake', category: 'suicide', lang: 'it',
    pattern: R`\b(?:addormentarmi|dormire|andare a dormire) e non (?:svegliarmi|risvegliarmi)`,
    neg: false,
    match: ['voglio dormire e non svegliarmi più', 'vorrei solo addormentarmi e non risvegliarmi'],
    noMatch: ['dormo e non mi sveglio nemmeno con la sveglia'],
  },
  {
    id: 'it_no_wake2', category: 'suicide', lang: 'it',
    pattern: R`\b(?:vorrei|voglio|spero di|preferirei) non (?:svegliarmi|risvegliarmi)`,
    neg: false,
    match: ['vorrei non svegliarmi più domattina', 'spero di non svegliarmi domani mattina'],
    noMatch: ['spero di svegliarmi presto domani'],
  },
  {
    id: 'it_no_wake_cond', category: 'suicide', lang: 'it',
    pattern: or(
      seq(
        R`\bse (?:domani |stanotte |un giorno )?non mi (?:sveglio|svegliero|risveglio)\b.{0,25}\b`,
        R`(?:meglio|pazienza|chissenefrega|sollievo)\b`,
      ),
      seq(
        R`\bse (?:non mi (?:svegliassi|risvegliassi)|non mi svegliassi piu|morissi nel sonno|non ci `,
        R`fossi piu)\b`,
      ),
      R`\bnon svegliarmi piu\b`, R`\bnon risvegliarmi\b`,
    ),
    neg: false,
    match: ['se non mi svegliassi più sarebbe meglio per tutti', 'se domani non mi sveglio pazienza'],
    noMatch: ['se domani non mi sveglio in tempo perdo il treno'],
  },
  {
    id: 'it_die_sleep', category: 'suicide', lang: 'it',
    pattern: R`\b(?:vorrei|voglio|spero di|potessi) (?:\w+ )?morire nel sonno\b`,
    match: ['spero di morire nel sonno stanotte', 'potessi morire nel sonno, sarebbe tutto più facile'],
    noMatch: ['la nonna è morta nel sonno, serenamente'],
  },
  {
    id: 'it_not_want_wake', category: 'suicide', lang: 'it',
    pattern: R`\bnon ${alt(dontWantIt)} (?:piu |mai piu )?${alt(wakeOrSeeTomorrowIt)}(?: piu)?\b`,
    neg: false,
    after: R`${alt(wakeUpWhenIt)}\b`,
    match: ['nn voglio + risvegliarmi', 'non voglio più svegliarmi, basta'],
    noMatch: ['non voglio svegliarmi alle sei domani'],
  },
  {
    id: 'it_hope_not_wake', category: 'suicide', lang: 'it',
    pattern: R`\b${alt(hopeOpenersIt)}${frag.plainWord}{0,3} (?:di |che )?${alt(notWakeClausesIt)}\b`,
    neg: false,
    after: R`(?:senza|in ritardo|stanc\w|presto|tardi)\b`,
    match: ['prego ogni notte di non vedere domani', 'ogni sera spero di non arrivare a domattina'],
    noMatch: ['spero di non svegliarmi tardi domani'],
  },
  {
    id: 'it_taken_away', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:spero|speravo|prego|vorrei|magari|mi auguro|sogno|se solo)\b${frag.plainWord}{0,3} `,
      R`(?:che )?${alt(hitByIt)}\b`,
    ),
    after: '(?:di (?:bello|buono|positivo)|una botta di fortuna)',
    match: [
      'magari un camion mi mettesse sotto mentre vado al lavoro', 'spero che mi succeda qualcosa così finisce tutto',
    ],
    noMatch: ["spero che mi succeda qualcosa di bello quest'anno"],
  },
  {
    id: 'it_taken_away_cond', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\bse (?:domani |stanotte |un giorno |oggi |adesso )?${alt(ifHitByIt)}\b.{0,50}\b`, R`${alt(wouldntMindIt)}\b`,
    ),
    neg: false,
    match: [
      'se mi investisse una macchina non mi dispiacerebbe',
      'se domani mi succedesse qualcosa, pazienza, sarebbe un sollievo',
    ],
    noMatch: ['se mi investisse una macchina mi farei malissimo'],
  },
  {
    id: 'hope_not_wake_plain', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:magari|speriamo|spero|chissa|se solo|prego)(?: che| di| se)?`,
      '(?: (?:domani|stanotte|domattina|un giorno|questa notte))? non mi ',
      R`(?:sveglio|risveglio|svegliero|risvegliero|svegliassi|risvegliassi)\b(?: piu)?`,
      R`(?! (?:presto|in tempo|tardi|prima|alle|col|con|per|da sol\w)\b)`,
    ),
    neg: false,
    match: ['magari domani non mi sveglio e finisce tutto', 'magari stanotte non mi sveglio più'],
    noMatch: ['speriamo che domani non mi sveglio tardi'],
  },
  {
    id: 'switch_me_off', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:qualcuno|qualcosa|dio)\b${frag.plainWord}{0,2} mi `,
        R`(?:spegnesse|spenga|cancellasse (?:dal mondo|per sempre))\b`,
        R`(?! (?:il|la|lo|i|le|gli|l|un|una|questo|questa|quel|quella|sto|sta|ste)\b)`,
      ),
      R`\bspegnermi (?:come|per sempre|e basta|definitivamente)\b`,
      seq(R`\b(?:switch|turn|shut) myself off\b`, '(?! (?:from|for|after|during|at|the|notifications|social))'),
      seq(
        R`\b(?:someone|something|god)\b${frag.plainWord}{0,2} (?:would|could|to) (?:just )?`,
        R`(?:switch|turn|shut) me off\b`,
      ),
      R`\bpull the plug on (?:myself|me|my life)\b`,
    ),
    match: [
      'ho deciso di spegnermi per sempre', 'vorrei che qualcuno mi spegnesse come una luce',
      'i want to switch myself off',
    ],
    noMatch: ['vorrei che qualcuno mi spegnesse la sveglia'],
  },
  // Sleep that does not end: "dormire e non pensare mai più a niente", "go to sleep and stay asleep".
  {
    id: 'sleep_no_return', category: 'suicide', lang: 'any',
    pattern: or(
      R`\b(?:addormentarmi|dormire|andare a dormire|chiudere gli occhi)\b e ${alt(neverWakeIt)}\b`,
      seq(
        R`\b(?:go to sleep|fall asleep|sleep|close my eyes)\b and ${alt(stayAsleepEn)}\b`,
        '(?! (?:un)?til| till| for| all| through)',
      ),
    ),
    neg: false,
    after: R`${alt(forAWhile)}\b`,
    match: ['vorrei dormire e non pensare mai più a niente', 'i just want to go to sleep and stay asleep'],
    noMatch: ['vorrei dormire e non svegliarmi fino a lunedì'],
  },
  {
    id: 'waiting_to_die', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:aspetto|aspettando|aspettare|attendo|attendendo) `,
        '(?:solo |soltanto |ormai |e basta )?(?:di morire|la morte|che (?:arrivi|venga) la ',
        R`(?:morte|fine)|il giorno in cui (?:muoio|morir\w+))\b`,
      ),
      seq(
        R`\b(?:waiting|waiting around) `, R`(?:to die|for (?:death|my time to come|the day i die|it all to end))\b`,
      ),
    ),
    match: ['ormai aspetto solo di morire', "honestly i'm just waiting around to die"],
    noMatch: ["i'm dying waiting for the results"],
  },
  {
    id: 'rejoin_dead', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(wantToJoin)} (?:solo |soltanto |just |only |finally )?`,
      '(?:raggiungere|andare da|stare con|rivedere|be with|join|see) (?:mia|mio|my|la mia|il mio) ',
      R`\w+ ${alt(inHeaven)}\b`,
    ),
    match: ['voglio raggiungere mio nonno in cielo', 'i just want to be with my mum in heaven again'],
    noMatch: ['voglio raggiungere mia sorella a Milano'],
  },
]);

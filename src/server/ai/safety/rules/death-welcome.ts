/**
 * Death as relief or a welcome thing: better or easier dead, accepting death, ready to go and at
 * peace, the world going on without me.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const reliefOfDyingIt = [
  'un sollievo', 'meglio', 'la soluzione', 'l unica soluzione', 'piu facile', 'una liberazione',
];
// prettier-ignore
const easierForIt = [
  'per tutti ', 'per me ', 'per loro ', 'per voi ', 'cosi ', 'ormai ', 'davvero ', 'solo ', 'forse ',
];
// prettier-ignore
const ifGoneIt = [
  'non ci fossi', 'sparissi', 'morissi', 'me ne andassi per sempre', 'non esistessi', 'non mi svegliassi',
];
// prettier-ignore
const notBeingIt = [
  R`non (?:esserci|esistere|svegliarmi|essere mai nat\w)`, 'sparire per sempre', 'andarmene per sempre',
  R`se (?:io )?${alt(ifGoneIt)}`,
];
// prettier-ignore
const easierOrdinaryEn = [
  R`for (?:a|the|some|\w+ (?:days|weeks|hours))`, 'at (?:work|school|home|the)', 'all the time', 'so much',
  'this weekend', 'tonight', 'tomorrow', 'today', 'in (?:class|the|this)',
];
// prettier-ignore
const adverbsEn = [
  'just ', 'honestly ', 'really ', 'all ', 'probably ', 'so ', 'definitely ', 'actually ', 'literally ',
  'finally ',
];
// prettier-ignore
const betterAdjEn = [
  'easier', 'better', 'simpler', 'a relief', 'fine', 'nicer', 'more peaceful', 'lighter', 'happier', 'relieved',
  'free', 'freer', 'safer', 'at peace',
];
// prettier-ignore
const ifVanishedEn = [
  'died', 'disappeared', 'vanished', 'stopped existing', 'ceased to exist', 'stopped being here', 'was never born',
];
// prettier-ignore
const notExistEn = [
  'not exist', 'not be here', 'not wake up', 'just die', 'die', 'be dead', 'not be around', 'stop existing',
];
// prettier-ignore
const ifNotHereEn = [
  seq(
    'if i (?:just |simply )?(?:wasnt|werent|was not|were not|was no longer|didnt|did not|never) ',
    '(?:here|around|alive|exist|wake up|woke up|existed|born|there)',
  ),
  'if i (?:was|were) (?:gone|dead|not here|not around|no longer here)', R`if i ${alt(ifVanishedEn)}`,
  R`to ${alt(notExistEn)}`,
];
// prettier-ignore
const lookForwardEn = [
  'looking forward to', 'look forward to', 'cant wait (?:to|for)', 'ready for', 'at peace with', 'welcome',
];
// prettier-ignore
const deathWordsEn = [
  'dying', 'death', 'my funeral', 'not waking up', 'never waking up', 'the day i die', 'being dead',
];
// prettier-ignore
const peacefulEn = [
  'peaceful', 'comforting', 'like a relief', 'a relief', 'nice', 'calming', 'freeing', 'like freedom',
  'like peace',
];
// prettier-ignore
const lookForwardIt = [
  'non vedo l ora (?:di|che)', 'sogno (?:di|la)', R`pront\w (?:a|per)`, 'in pace con l idea di', 'accoglierei',
];
// prettier-ignore
const deathWordsIt = [
  'morire', 'morte', 'mio funerale', 'non svegliarmi', 'non risvegliarmi', R`essere mort\w`,
  R`il giorno in cui (?:muoio|morir\w+)`,
];
// prettier-ignore
const peacefulIt = [
  'un sollievo', 'una liberazione', 'la pace', 'pace', 'rilassante', 'confortante', 'dolce',
];
// prettier-ignore
const deathInArt = [
  'metal', 'band', 'album', 'song', 'canzone', 'game', 'gioco', 'character', 'personaggio', 'film', 'movie',
  'serie', 'grazie alla', 'thanks to', 'therapy', 'terapia',
];
// prettier-ignore
const deathAsRest = [
  'vacation', 'holiday', 'break', 'escape', 'rest', 'gift', 'release', 'relief', 'reward', 'heaven', 'freedom',
  'peace',
];
// prettier-ignore
const travelReady = [
  'airport', 'aeroporto', 'flight', 'volo', 'bus', 'train', 'treno', 'car', 'macchina', 'uber', 'taxi', 'trip',
  R`trasloc\w+`, 'moving', 'job', 'lavoro', 'school', 'scuola', R`retire\w*`, R`pension\w*`, 'ex', 'breakup',
  'divorce', 'divorzio',
];
// prettier-ignore
const atPeace = [
  'made (?:my )?peace with (?:it|everything|this)', 'at peace with (?:it|everything|this)',
  'ho fatto pace con (?:tutto|questo|l idea)', 'sono in pace con (?:tutto|questo|l idea)',
];
// prettier-ignore
const worldGoesOnGroups = [
  'team', 'project', 'company', 'office', 'work', 'shift', 'class', 'group', 'band', 'party', 'squadra',
  'progetto', 'ufficio', 'lavoro', 'classe', 'gruppo', 'festa',
];

// prettier-ignore
export const deathWelcome = family('death-welcome', [
  {
    id: 'it_die_relief', category: 'suicide', lang: 'it',
    pattern: R`\bmorire (?:sarebbe|e|sembra) ${alt(reliefOfDyingIt)}`,
    match: ['ormai morire sarebbe una liberazione', "morire sembra l'unica soluzione"],
    noMatch: ['morire dal ridere è la cosa migliore'],
  },
  {
    id: 'it_better_dead', category: 'suicide', lang: 'it',
    pattern: R`\b(?:sarebbe|e|sarebbe stato) meglio (?:morire|se morissi|se fossi mort\w|essere mort\w)`,
    match: ['sarebbe meglio morire', "a volte penso che sarebbe stato meglio se fossi morta nell'incidente"],
    noMatch: ['sarebbe meglio partire presto domani'],
  },
  {
    id: 'it_easier_gone', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:sarebbe|e|sarebbe stato|sara|sarebbe tutto) (?:tutto )?`,
      '(?:piu facile|piu semplice|meglio|un sollievo|piu giusto|piu leggero) ',
      R`${alt(easierForIt)}?${alt(notBeingIt)}\b`,
    ),
    after: R`(?:a|al|alla|in|per (?:un|una|qualche)|stasera|domani)\b`,
    match: ['sarebbe tutto più semplice non esistere', 'sarebbe tutto più leggero se sparissi'],
    noMatch: ['sarebbe più facile non esserci alla riunione'],
  },
  {
    id: 'en_easier_gone', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:\w+d|will|would it|wouldnt it) ${alt(adverbsEn)}*be (?:so |much |a lot |way |even )*`,
      R`${alt(betterAdjEn)} (?:off )?(?:for (?:everyone|everybody|them|me|all of us|my family) )?`,
      R`(?:honestly |tbh )?${alt(ifNotHereEn)}\b`,
    ),
    neg: false,
    after: R`${alt(easierOrdinaryEn)}\b`,
    match: ["it'd be way easier for everyone if i wasn't around", 'everyone would be relieved if i died'],
    noMatch: ["it'd be easier if i wasn't at work on fridays"],
  },
  {
    id: 'en_accept_death', category: 'suicide', lang: 'en',
    pattern: or(
      R`\b${alt(lookForwardEn)} (?:my |the )?${alt(deathWordsEn)}\b`,
      seq(
        R`\b(?:not|no longer) (?:\w+ )?(?:scared|afraid|frightened|terrified) (?:of )?`,
        R`(?:dying|death|to die) (?:anymore|any more)\b`,
      ),
      seq(
        R`\b(?:dying|death|being dead|not waking up|my funeral)\b(?: \w+){0,4} `,
        '(?:feels|sounds|seems|would be|would feel) (?:so |really |kind of |like )?', R`${alt(peacefulEn)}\b`,
      ),
    ),
    after: frag.dieIdiomEn,
    match: [
      'not waking up sounds so peaceful right now', "honestly i'm not scared of dying anymore",
      'death sounds so peaceful compared to this',
    ],
    noMatch: ["i'm not scared of dying, i'm scared of flying"],
  },
  {
    id: 'it_accept_death', category: 'suicide', lang: 'it',
    pattern: or(
      R`\b${alt(lookForwardIt)} (?:la )?${alt(deathWordsIt)}\b`, R`\bnon ho piu paura (?:di morire|della morte)\b`,
      seq(
        R`\b(?:morire|la morte|non svegliarmi|il mio funerale)\b(?: \w+){0,4} `,
        '(?:mi sembra|mi sembrerebbe|sarebbe|mi da|mi darebbe) (?:proprio |quasi |davvero )?',
        R`${alt(peacefulIt)}\b`,
      ),
    ),
    after: frag.dieIdiomIt,
    match: [
      'non ho più paura della morte, sarebbe un sollievo',
      'a volte immagino il mio funerale e mi sembra una liberazione', "non vedo l'ora di morire",
    ],
    noMatch: ["non vedo l'ora che finisca la settimana"],
  },
  // Death as a welcome thing: "morire non sarebbe poi così male", "death sounds like a vacation".
  {
    id: 'death_welcome', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:morire|la morte|non svegliarmi|essere mort\w)\b(?: \w+){0,2} non `,
        '(?:sarebbe|mi sembra|mi sembrerebbe) (?:poi |proprio |cosi |tanto |affatto |neanche )*',
        R`(?:male|brutto|brutta|terribile)\b`,
      ),
      R`\bho smesso di avere paura (?:della morte|di morire)\b`,
      seq(
        R`\b(?:dying|death|being dead|not waking up)\b(?: \w+){0,2} (?:wouldnt|would not) `,
        R`(?:be |seem |sound )?(?:so |that |too |even |all that )?(?:bad|scary|terrible|awful)\b`,
      ),
      seq(
        R`\b(?:death|dying|being dead)\b(?: \w+){0,2} (?:sounds|seems|feels|looks) (?:like )?`,
        R`(?:a |an )?${alt(deathAsRest)}\b`,
      ),
      R`\bstopped being (?:afraid|scared) of (?:dying|death)\b`,
    ),
    neg: false,
    after: R`${frag.dieIdiomEn}|${frag.dieIdiomIt}`,
    around: R`\b${alt(deathInArt)}\b`,
    match: [
      'ultimamente penso che morire non sarebbe poi così male', 'being dead sounds like a rest, honestly',
      'ho smesso di avere paura della morte',
    ],
    noMatch: ['la morte non sarebbe così brutta in quel film'],
  },
  {
    id: 'ready_made_peace', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:im|i am|i m|sono) (?:ready to go|pront\w (?:ad|a) andare(?:mene)?)\b.{0,30}\b`, R`${alt(atPeace)}\b`,
      ),
      seq(
        R`\b(?:made (?:my )?peace with (?:it|everything)|ho fatto pace con (?:tutto|l idea))\b`,
        R`.{0,30}\b(?:im|i am|i m|sono) (?:ready to go|pront\w (?:ad|a) andare(?:mene)?)\b`,
      ),
    ),
    unless: R`${frag.ordinaryPlan}|\b${alt(travelReady)}\b`,
    match: ["i'm ready to go, i've made peace with everything", 'sono pronta ad andare, ho fatto pace con tutto'],
    noMatch: ["i'm ready to go, made peace with packing, see you at the airport"],
  },
  {
    id: 'world_goes_on', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b(?:world|life|everyone|everything|il mondo|la vita|tutti)\b `,
      R`(?:would|will|d|\w+d|andrebbe|continuerebbe|girerebbe) (?:just )?`,
      '(?:keep |go on |carry on |continue )?(?:spinning|turning|going|avanti|a girare)? ?',
      '(?:just )?(?:fine|the same|as usual|benissimo|uguale|lo stesso)? ', R`(?:without me|senza (?:di )?me)\b`,
    ),
    neg: false,
    around: R`\b${alt(worldGoesOnGroups)}\b`,
    match: ['the world would keep spinning without me', 'il mondo andrebbe avanti benissimo senza di me'],
    noMatch: ['the team would be fine without me for a week'],
  },
]);

/**
 * The benefit of one's absence and thwarted belongingness: nobody would notice, lighter or losing
 * nothing without me, a world that does not want me.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const ifIDiedOrLeftIt = [
  'morissi', 'sparissi', 'sparisco', 'muoio', 'non ci fossi', 'non ci sono piu', 'mi uccidessi', 'mi uccido',
  'me ne andassi per sempre', 'me ne vado per sempre',
];
// prettier-ignore
const noticeOrMissEn = [
  'notice', 'care', 'miss me', 'miss', 'cry', 'mourn', 'be sad', 'come to my funeral', 'even know',
];
const ifIDiedEn = ['died', 'disappeared', 'killed my ?self', 'vanished', 'wasnt (?:here|around|alive)'];
// prettier-ignore
const groupsAndEvents = [
  'squadra', 'progetto', 'gruppo', 'azienda', 'ufficio', 'partita', 'band', 'festa', 'cena', 'team', 'project',
  'company', 'office', 'game', 'match',
];
// prettier-ignore
const ifIVanishedIt = [
  'sparissi', 'morissi', 'non ci fossi(?: piu)?', 'non esistessi', 'me ne andassi per sempre',
  'mi togliessi (?:di mezzo|la vita)', 'mi uccidessi', 'mi ammazzassi', R`non fossi mai nat\w`,
];
// prettier-ignore
const reliefIt = [
  'favore', 'meglio', 'sollievo', 'piu felici', 'piu leggera', 'piu leggero', R`piu seren\w`,
  'nessuno (?:se ne accorgerebbe|piangerebbe|sentirebbe)',
];
// prettier-ignore
const wouldHaveIt = [
  'avrebbe', 'avrebbero', 'starebbe', 'starebbero', 'sarebbe', 'sarebbero', 'vivrebbe', 'vivrebbero',
];
// prettier-ignore
const lighterAdjIt = [
  'leggera', 'leggero', 'facile', 'felice', 'felici', 'serena', 'sereni', R`tranquill\w`, 'semplice',
];
// prettier-ignore
const lighterIt = [
  'meglio', R`piu ${alt(lighterAdjIt)}`,
  'non (?:perderebbe|perderebbero|cambierebbe|mancherebbe) (?:niente|nulla)',
];
// prettier-ignore
const lookAfterIt = [
  'occuparsi', 'preoccuparsi', 'pensare', 'badare', 'prendersi cura', 'sopportarmi', 'avermi',
];
// prettier-ignore
const ifIWasGoneEn = [
  'disappeared', 'died', 'was gone', 'were gone', 'wasnt here', 'wasnt around', 'killed myself',
];
// prettier-ignore
const reliefEn = [
  'favou?r', 'relieved', 'relief', 'better off', 'happier', 'nobody would (?:notice|care|cry)',
  'no one would (?:notice|care|cry)',
];
// prettier-ignore
const lighterGroups = [
  'squadra', 'team', 'progetto', 'project', 'ufficio', 'office', 'lavoro', 'work', 'gruppo', 'group', 'classe',
  'class', 'band', 'coro', 'choir', R`riunion\w`, 'meeting', 'party', 'festa', 'trip', 'viaggio', 'cena', 'dinner',
];
// prettier-ignore
const wouldBeIt = [
  'avrebbe', 'avrebbero', 'ci sarebbero', 'ci sarebbe', 'sarebbe', 'sarebbero', 'starebbe', 'starebbero',
  'vivrebbe', 'vivrebbero',
];
// prettier-ignore
const lessTroubleIt = [
  'meno (?:problemi|pensieri|preoccupazioni|spese|casini|stress|peso|fastidi)',
  R`piu (?:liber\w|legger\w|soldi|spazio|pace|seren\w|tranquill\w)`, 'in pace',
];
// prettier-ignore
const wouldLiveIt = [
  'sarebbe', 'sarebbero', 'starebbe', 'starebbero', 'vivrebbe', 'vivrebbero', 'avrebbe', 'avrebbero',
];
// prettier-ignore
const freerIt = [
  R`piu (?:liber\w|legger\w|seren\w|tranquill\w|felic\w)`,
  'meno (?:problemi|pensieri|preoccupazioni|spese|casini|stress)', 'in pace',
];
// prettier-ignore
const freerEn = [
  'fine', 'ok', 'okay', 'free', 'freer', 'lighter', 'relieved', 'at peace', 'less stressed', 'richer', 'calmer',
];
// prettier-ignore
const stayVerbs = [
  'restare', 'rimanere', 'stare', 'vivere', 'esserci', 'stay', 'remain', 'be here', 'live', 'keep living',
  'stick around', 'go on', 'continuare a vivere',
];
// prettier-ignore
const inThisWorld = [
  'in un mondo', 'in questo mondo', 'al mondo', 'in vita', 'su questa terra', 'in this world', 'in a world',
  'on this earth', 'alive',
];
// prettier-ignore
const notWanted = [
  'non mi vuole', 'nessuno mi vuole', 'non c e posto per me', 'nobody wants me', 'no one wants me',
  'doesnt want me', 'has no place for me', 'i dont belong',
];
// prettier-ignore
const briefAbsence = [
  'per (?:un|qualche|una)', 'for (?:a|some|the)', 'dai social', 'from social',
  'da (?:qui|li|instagram|facebook|tiktok)', 'in vacanza', 'al mare',
];
// prettier-ignore
const unwantedWords = [
  'nessuno mi vuole', 'nessuno mi ama', R`non appartengo a nessun\w`, 'non ho (?:piu )?nessuno', 'sono di troppo',
  R`sono sol\w al mondo`, 'nobody wants me', 'no one wants me', 'nobody loves me', 'no one loves me',
  'i dont belong anywhere', 'i belong nowhere', 'i have no one', 'ive got no one', 'im all alone in this world',
  'im in everyones way',
];
// prettier-ignore
const soMightAsWell = [
  'tanto vale', 'quindi', 'allora', 'meglio', 'so', 'might as well', 'better to', 'may as well',
];
// prettier-ignore
const beGone = [
  'sparire', 'morire', 'non esserci', 'non esistere', 'andarmene', 'be gone', 'disappear', 'die', 'not be here',
  'not exist', 'end it', 'go away (?:forever|for good)',
];
// prettier-ignore
const wouldntLoseIt = [
  'perderebbe', 'perderebbero', 'perde', 'perdono', 'cambierebbe', 'cambierebbero', 'cambia',
];
// prettier-ignore
const lovedOnesEn = [
  'mom', 'mum', 'mother', 'dad', 'father', 'parent', 'partner', 'wife', 'husband', 'daughter', 'son', 'sister',
  'brother', 'friend', 'girlfriend', 'boyfriend',
];
// prettier-ignore
const lovedOnesIt = [
  'madre', 'padre', 'mamma', 'papa', 'genitore', R`compagn\w`, 'moglie', 'marito', R`figli\w`, R`amic\w`,
];

// prettier-ignore
export const absenceBenefit = family('absence-benefit', [
  {
    id: 'it_noone_miss', category: 'suicide', lang: 'it',
    pattern: R`\bnessuno\b.{0,60}\bse ${alt(ifIDiedOrLeftIt)}\b`,
    neg: false,
    match: [
      'nessuno se ne accorgerebbe se sparissi',
      'tanto nessuno sentirebbe la mia mancanza se me ne andassi per sempre',
    ],
    noMatch: ['nessuno se ne accorge se arrivo tardi'],
  },
  {
    id: 'en_noone_notice', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:no one|nobody)\b.{0,30}\b${alt(noticeOrMissEn)}\b.{0,25}\b(?:if )?i (?:was|were) `,
        '(?:gone|dead|not here|not around|no longer here)',
      ),
      R`\b(?:no one|nobody)\b.{0,30}\b${alt(noticeOrMissEn)}\b.{0,25}\bif i ${alt(ifIDiedEn)}`,
    ),
    neg: false,
    match: ['Nobody would notice if I was gone', 'idk why im still here, nobody would notice if i vanished'],
    noMatch: ['nobody would notice if i skipped the meeting'],
  },
  {
    id: 'it_absence_benefit', category: 'suicide', lang: 'it',
    pattern: or(
      R`\bse (?:io )?${alt(ifIVanishedIt)}\b.{0,40}\b${alt(reliefIt)}\b`,
      seq(
        R`\bsenza (?:di )?me\b${frag.plainWord}{0,5} ${alt(wouldHaveIt)}\b${frag.plainWord}{0,3} `,
        R`${alt(lighterIt)}\b`,
      ),
      seq(
        R`\b(?:starebbe|starebbero|sarebbe|sarebbero|vivrebbe|vivrebbero) (?:\w+ )?`,
        R`(?:meglio|piu (?:seren\w|tranquill\w|felic\w|liber\w|legger\w)) se non `,
        R`(?:dovesse|dovessero|avesse|avessero) (?:piu )?${alt(lookAfterIt)}\b`,
      ),
    ),
    neg: false,
    around: R`\b${alt(groupsAndEvents)}\b`,
    match: [
      'se morissi farei un favore ai miei', 'se sparissi domani sarebbe un sollievo per tutti',
      'senza di me mia madre vivrebbe più serena',
    ],
    noMatch: ['se sparissi dalla squadra sarebbe meglio per tutti'],
  },
  {
    id: 'en_absence_benefit', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:would|d) be (?:\w+ )?(?:better off|happier|freer|relieved|easier) `,
        '(?:if they didnt have to|without having to|not having to) ',
        R`(?:deal with|take care of|worry about|look after|put up with) me\b`,
      ),
      seq(
        R`\bwithout me\b${frag.plainWord}{0,5} (?:would|d|will|\w+d)\b${frag.plainWord}{0,3} `,
        R`(?:better|easier|happier|lighter|relieved)\b`,
      ),
      R`\bif i ${alt(ifIWasGoneEn)}\b.{0,40}\b${alt(reliefEn)}\b`,
    ),
    neg: false,
    around: R`\b(?:team|project|company|office|game|match|band|party|dinner)\b`,
    match: ['my parents would be happier without having to deal with me', 'without me they would be so much happier'],
    noMatch: ['without me the project would be easier for them'],
  },
  {
    id: 'absence_lighter', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\bsenza (?:di )?me\b${frag.plainWord}{0,4} ${alt(wouldBeIt)}\b${frag.plainWord}{0,2} `,
        R`${alt(lessTroubleIt)}\b`,
      ),
      R`\b${alt(wouldLiveIt)}\b${frag.plainWord}{0,2} ${alt(freerIt)} senza (?:di )?me\b`,
      seq(
        R`\b(?:would|will|d|\w+d) (?:all |honestly |really |probably |definitely |just )*be `,
        R`${alt(freerEn)} (?:off )?without me\b`,
      ),
    ),
    neg: false,
    around: R`\b${alt(lighterGroups)}\b`,
    match: ['la mia famiglia sarebbe più libera senza di me', 'the world would be lighter without me'],
    noMatch: ['the band would be fine without me tonight'],
  },
  // Nothing lost without me; a family better off with someone else.
  {
    id: 'world_loses_nothing', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\bsenza (?:di )?me\b${frag.plainWord}{0,3} non ${alt(wouldntLoseIt)} `,
        R`(?:niente|nulla|proprio niente)\b`,
      ),
      seq(
        R`\b(?:world|nobody|no one|everyone)\b${frag.plainWord}{0,2} `,
        '(?:wouldnt|would not|won t|wont) (?:lose|miss) (?:anything|a thing) ',
        R`(?:without me|if i (?:was|were) gone|if i died)\b`,
      ),
      seq(
        R`\b(?:better off|happier|safer) with (?:a|another|an|some) (?:\w+ )?${alt(lovedOnesEn)} `,
        R`(?:who (?:isnt|is not|wasnt|was not) me|other than me|that isnt me|instead of me)\b`,
      ),
      seq(
        R`\b(?:starebbero|starebbe|sarebbero|sarebbe) meglio con (?:un\w? )?(?:altr\w )?`,
        R`${alt(lovedOnesIt)} (?:che non sia io|diversa da me|diverso da me|al posto mio)\b`,
      ),
    ),
    neg: false,
    match: [
      'sono un fallimento, il mondo senza di me non perderebbe niente',
      "my kids would be better off with a mom who isn't me",
    ],
    noMatch: ['senza di me non perderebbero la partita'],
  },
  {
    id: 'why_stay_world', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:perche|a che pro|a che scopo|per cosa|why)\b${frag.plainWord}{0,2} `,
        R`(?:dovrei|should i|would i|devo|keep|continuo a) (?:\w+ )?${alt(stayVerbs)}\b`,
        R`(?: \w+){0,3} ${alt(inThisWorld)}\b`,
      ),
      R`\b(?:in un mondo|in a world)\b (?:che|where|in cui|dove|that) ${alt(notWanted)}\b`,
    ),
    match: [
      'perché dovrei restare in un mondo che non mi vuole', "why should i stay in a world that doesn't want me",
    ],
    noMatch: ['why should i stay in this job another year'],
  },
  {
    id: 'belonging_gone', category: 'suicide', lang: 'any',
    pattern: seq(
      R`\b${alt(unwantedWords)}\b.{0,40}\b${alt(soMightAsWell)}\b${frag.plainWord}{0,2} `, R`${alt(beGone)}\b`,
    ),
    after: R`${alt(briefAbsence)}\b`,
    match: ['nessuno mi vuole, tanto vale sparire', 'nobody wants me so i might as well disappear'],
    noMatch: ["nessuno mi vuole in squadra, quindi meglio sparire per un po'"],
  },
]);

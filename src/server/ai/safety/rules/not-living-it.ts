/**
 * No will or reason to live, in Italian: tired of living, cannot go on, no sense or reason to stay,
 * weary of existing, "tanto vale".
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

const livingIt = ['vivere', 'andare avanti a vivere', 'stare al mondo', 'continuare a vivere', 'esistere'];
// prettier-ignore
const wantOrStrengthIt = [
  'voglio', 'vorrei', 'ho voglia di', 'ho piu voglia di', 'ho piu la forza di', 'ho la forza di',
];
// prettier-ignore
const existOrWakeIt = [
  'vivere', 'esistere', 'stare al mondo', 'esserci piu', 'svegliarmi piu', 'continuare a vivere',
];
// prettier-ignore
const noSenseIt = [
  'non (?:ha|c e|trovo|vedo) (?:piu )?(?:nessun |alcun )?(?:senso|motivo|ragione)', 'nessun (?:senso|motivo)',
];
// prettier-ignore
const lifeGoingOnIt = [
  'vivere', 'la vita', 'andare avanti', 'continuare a vivere', 'restare al mondo', 'esistere',
];
// prettier-ignore
const stayPlaceIt = [
  'a', 'in', 'con', 'nel', 'nella', 'su', 'da', 'qui a', 'al', 'alla', 'sul', 'sulla', 'questo', 'questa', 'quel',
  'quella',
];
// prettier-ignore
const stayOrLiveIt = [
  'restare', 'rimanere', 'continuare a vivere', 'andare avanti', 'vivere', 'svegliarmi', 'esserci', 'lottare',
  'esistere', 'resistere',
];
// prettier-ignore
const keepGoingIt = [
  'restare', 'rimanere', 'vivere', 'andare avanti', 'continuare', 'esserci', 'lottare', 'resistere', 'svegliarmi',
  'alzarmi (?:domani|ogni mattina|la mattina)',
];
// prettier-ignore
const endingsIt = [
  'morire', 'farla finita', 'uccidermi', 'ammazzarmi', 'togliermi di mezzo', 'sparire per sempre',
  'non esserci piu', 'non svegliarsi piu',
];
// prettier-ignore
const wearyIdiomIt = [
  'presto', 'alle', 'all', 'cosi presto', 'prima', 'tardi', 'con', 'per', 'in', 'a', 'al', 'alla', 'da',
  'e indietro', 'nel', 'nella', 'sempre per', 'dei miei', 'di merda lavorativa',
];
// prettier-ignore
const wearyAdjIt = [
  R`stanc\w`, R`stuf\w`, R`rott\w`, R`sfinit\w`, R`esaust\w`, R`nause\w`, R`schifat\w`, R`stremat\w`,
];
// prettier-ignore
const wearyOfIt = [
  R`${alt(wearyAdjIt)}(?: (?:davvero|proprio|tanto|cosi|morta|morto))? (?:di|della|del|de)`,
  'non ne posso piu (?:di|della|del)', 'ne ho abbastanza (?:di|della|del)', 'non sopporto piu(?: di)?',
  'non reggo piu(?: di)?',
];
// prettier-ignore
const existingIt = [
  'esistere', 'vivere', R`essere viv\w`, 'stare al mondo', 'svegliarmi', 'risvegliarmi',
  R`alzarmi (?:ogni|la) mattin\w`, 'respirare', R`restare viv\w`, 'sopravvivere', 'tirare avanti',
  R`lottare per (?:vivere|restare viv\w|sopravvivere)`, 'vita', 'esserci', 'essere ancora qui',
];
// prettier-ignore
const leavingPlaces = [
  'citta', 'city', 'paese', 'country', 'scuola', 'school', 'lavoro', 'job', 'ufficio', 'office', 'appartamento',
  'flat', 'apartment', 'classe', 'class', 'universita', 'relazione', 'relationship', 'squadra', 'team', 'festa',
  'party', 'gruppo', 'group', 'chat', 'ospedale', 'hospital', 'reparto', 'ward', 'azienda', 'company',
];
// prettier-ignore
const inAnySenseIt = [
  'in nessun senso', 'in ogni senso', 'in tutti i sensi', 'letteralmente', 'su questa terra', 'in questo mondo',
  'al mondo',
];
const endOrAnySense = ['(?= *(?:[.!?;]|$))', R`(?: ,)? ${alt(inAnySenseIt)}`];
// prettier-ignore
const inAnySenseEn = [
  'in any (?:sense|way)', 'in every sense', 'literally', 'on this earth', 'in this world', 'at all anymore',
];

// prettier-ignore
export const notLivingIt = family('not-living-it', [
  {
    id: 'it_tired_living', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:stanc\w|stuf\w|non ne posso piu|sfinit\w) (?:di )?`,
      R`(?:vivere|stare al mondo|esistere|essere viv\w)\b`,
    ),
    after: R`(?:con|in|a|da|qui|nel|nella|lontan\w|sotto)\b`,
    match: ['sono stanca di vivere', 'sono stufo di esistere, non ne posso più'],
    noMatch: ['sono stanca di vivere con i miei genitori'],
  },
  {
    id: 'it_cant_live', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\bnon (?:ce la faccio|riesco|reggo|ho (?:piu )?(?:la )?forza) (?:piu )?(?:a|di) `, R`${alt(livingIt)}\b`,
    ),
    neg: false,
    match: [
      'non ce la faccio più a vivere', 'nn ce la faccio + a vivere',
      'non ho più la forza di andare avanti a vivere così',
    ],
    noMatch: ['non ce la faccio più a studiare'],
  },
  {
    id: 'it_dont_want_live', category: 'suicide', lang: 'it',
    pattern: R`\bnon ${alt(wantOrStrengthIt)} (?:piu )?${alt(existOrWakeIt)}\b`,
    neg: false,
    match: ['nn ho piu voglia di vivere', 'basta, non voglio più stare al mondo'],
    noMatch: ['non voglio svegliarmi presto domani'],
  },
  {
    id: 'it_no_sense_live', category: 'suicide', lang: 'it',
    pattern: R`\b${alt(noSenseIt)} (?:di |per |a |nel )?${alt(lifeGoingOnIt)}`,
    neg: false,
    match: ['non ha più senso vivere', 'non vedo nessun motivo per andare avanti'],
    noMatch: ['non ha senso litigare per queste cose'],
  },
  {
    id: 'it_no_reason_live', category: 'suicide', lang: 'it',
    pattern: or(
      seq(R`\b(?:senso|motivo|ragione|motivi|ragioni) (?:per|di) (?:andare avanti|continuare) a vivere`, R`\b`),
      seq(
        R`\bnon (?:trovo|vedo|ho) (?:piu )?(?:un |nessun |alcun )?(?:motivo|ragione|senso) `,
        R`(?:per|di) (?:restare|rimanere|andare avanti|continuare|alzarmi)\b`,
      ),
    ),
    neg: false,
    match: ['non trovo più un motivo per alzarmi', 'non ho più nessun motivo per restare'],
    noMatch: ['non ho motivo di lamentarmi'],
  },
  {
    id: 'it_weary_existence', category: 'suicide', lang: 'it',
    pattern: R`\b${alt(wearyOfIt)} (?:mia |questa )?${alt(existingIt)}\b`,
    after: R`${alt(wearyIdiomIt)}\b`,
    match: ['sono stremata di esistere', 'sono esausta di vivere così'],
    noMatch: ['sono stanca di svegliarmi alle 5'],
  },
  {
    id: 'it_no_reason_stay', category: 'suicide', lang: 'it',
    pattern: or(
      seq(
        R`\b(?:che senso (?:ha|abbia|avrebbe|c e a|c e|ce)|a (?:cosa|che) serve|a che pro) `,
        R`(?:piu )?${alt(stayOrLiveIt)}\b`,
      ),
      seq(
        R`\bnon (?:ho|trovo|vedo|c e|ci sono|riesco (?:piu )?a (?:vedere|trovare)) (?:piu )?`,
        '(?:nessun |alcun |un |dei )?(?:motivo|motivi|ragione|ragioni|senso) (?:per|di) ',
        R`${alt(keepGoingIt)}\b(?! (?:presto|alle|per (?:andare|la|il))\b)`,
      ),
    ),
    neg: false,
    after: R`${alt(stayPlaceIt)}\b(?! vivere)`,
    match: ['a cosa serve restare se è tutto così', 'che senso ha andare avanti se va sempre peggio'],
    noMatch: ['che senso ha restare in ufficio fino alle nove'],
  },
  {
    id: 'it_tanto_vale', category: 'suicide', lang: 'it',
    pattern: seq(
      R`\b(?:tanto vale|a questo punto tanto vale|a quel punto meglio|allora meglio) `, R`${alt(endingsIt)}\b`,
    ),
    after: frag.dieIdiomIt,
    match: ['a questo punto tanto vale farla finita', 'tanto vale morire, non cambia niente'],
    noMatch: ['tanto vale morire dal ridere'],
  },
  // "Non ho più voglia di stare qui, in nessun senso".
  {
    id: 'not_here_any_sense', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\bnon (?:voglio|vorrei|ho (?:piu )?voglia di) (?:piu )?(?:stare|restare|essere|rimanere) `,
        R`qui\b${alt(endOrAnySense)}`,
      ),
      R`\b(?:dont|do not) want to be here\b(?: ,)? ${alt(inAnySenseEn)}\b`,
    ),
    neg: false,
    after: seq(
      '(?:in (?:ufficio|classe|questa|questo|casa)|a (?:scuola|lavoro|casa)|con ', R`(?:lui|lei|loro|voi))\b`,
    ),
    unless: R`\b${alt(leavingPlaces)}\b`,
    match: ['non voglio più restare qui, in nessun senso', 'non voglio più stare qui.'],
    noMatch: ['non voglio più stare qui in ufficio'],
  },
]);

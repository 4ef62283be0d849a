/**
 * Hopelessness with finality: "this is the end for me", nothing will change and I am done, nothing
 * left, reasons run out, not being around much longer.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const painEn = [
  'it', 'this', 'everything', 'it all', 'all of this', 'the pain', 'my life', 'the suffering',
];
// prettier-ignore
const ordinaryPlacesEn = [
  'meeting', 'party', 'class', 'lecture', 'queue', 'line', 'office', 'shift', 'here at', 'at work', 'at this',
];
// prettier-ignore
const untilWhenEn = [
  ' much longer', ' for (?:much )?long(?:er)?', ' another (?:week|month|year)', R` to see \w+`,
  R` (?:un)?til (?:christmas|my birthday|summer|next \w+)`,
  ' by (?:christmas|new year|my birthday|summer|next (?:week|month|year))',
  ' through (?:the|this) (?:night|week|weekend)',
];
// prettier-ignore
const howLongEn = [
  'much longer', 'for (?:much )?long(?:er)?',
  'by (?:christmas|new year|my birthday|summer|next (?:week|month|year))',
  R`to see (?:christmas|my birthday|next \w+|the new year|another \w+)`, 'another (?:week|month|year)',
];
// prettier-ignore
const howLongIt = [
  'per molto', 'ancora per molto', 'a lungo', R`fino a (?:natale|domenica|fine \w+)`, 'a natale',
  'al mio compleanno', 'alla fine (?:dell anno|del mese|della settimana)', R`al prossimo \w+`, 'a domani',
];
// prettier-ignore
const futureDatesIt = [
  'a natale', 'al mio compleanno', 'a capodanno', 'all estate', 'al prossimo anno', 'tra un anno', 'fra un anno',
];
// prettier-ignore
const nextDatesIt = [
  'a natale', 'al mio compleanno', 'alla fine dell anno', 'a domani', R`al prossimo \w+`,
];
// prettier-ignore
const competitions = [
  'game', 'gioco', 'partita', 'match', 'torneo', 'tournament', 'round', 'level', 'livello', 'season', 'stagione',
  'campionato', 'gara', 'race', 'audition', 'provino', 'contract', 'contratto', 'job', 'lavoro', 'company',
  'azienda', 'school', 'scuola', R`universit\w`, 'esame', 'exam', 'test', 'team', 'squadra', 'relationship',
  'relazione', 'storia', 'him', 'her', 'lui', 'lei', 'boyfriend', 'girlfriend', R`ragazz\w`, R`fidanzat\w`,
  'marriage', 'matrimonio', 'diet', 'dieta', 'sugar', 'zucchero', 'fumo', 'smoking', R`sigarett\w`, 'alcol',
  'drinking', 'party', 'festa', R`vacanz\w`, 'holiday', 'summer', 'estate', 'show', 'serie', 'film', 'movie',
  'book', 'libro', 'lol', 'lmao', R`haha\w*`, R`ahah\w*`, 'xd', 'rip',
];
// prettier-ignore
const hopelessOrdinary = [
  'country', 'paese', 'government', 'governo', R`politic\w*`, R`elezion\w`, R`election\w*`, 'job', 'lavoro',
  'company', 'azienda', 'school', 'scuola', 'team', 'squadra', 'relationship', 'relazione', 'boyfriend',
  'girlfriend', R`ragazz\w`, R`fidanzat\w`, 'diet', 'dieta', 'partita', 'tv', 'serie', 'weather', 'meteo',
  'traffic', 'traffico', 'city', 'citta', 'landlord', 'padrone di casa', 'boss', 'capo', 'class', 'classe',
  R`esam\w`, R`exam\w*`, 'uni', R`universit\w`, 'league', 'campionato', 'club',
];
// prettier-ignore
const imDone = [
  'im done', 'i am done', 'i m done', 'im finished', 'im out', 'im through', 'i give up', 'ive given up', 'i quit',
  'thats it for me', 'ho chiuso', 'ho finito', 'mi arrendo', 'basta cosi', 'e finita', 'it s over', 'its over',
  'non ce la faccio piu', 'i cant anymore', 'i cant do this anymore', 'i cant keep going', 'non posso piu',
  'la chiudo qui', 'mi fermo qui',
];
// prettier-ignore
const doneWithOrdinary = [
  'with', 'con', 'for today', 'per oggi', 'at', 'in', 'il', 'la', 'lo', 'i', 'le', 'the', 'this', 'that', 'questo',
  'questa', 'work', 'lavoro', 'di',
];
// prettier-ignore
const nothingChanges = [
  'nothing (?:will|is going to|s going to) (?:ever )?change', 'nothing ever changes',
  'it (?:will|ll) never get better', 'never going to get better',
  '(?:its|it s) never going to (?:change|end|get better)', 'there s no (?:future|way out|hope)',
  'theres no (?:future|way out|hope)', 'there is no (?:future|way out|hope)', 'no future for me',
  'non cambiera mai (?:niente|nulla)', 'non cambia mai niente', 'non migliorera mai',
  'non ho (?:nessun |un )?futuro', 'non c e (?:nessun )?futuro', 'non c e (?:piu )?speranza',
  'nessuna via d uscita', 'non c e via d uscita',
];
// prettier-ignore
const placesToLeave = [
  'town', 'city', 'citta', 'paese', 'country', 'job', 'lavoro', 'company', 'azienda', 'relationship', 'relazione',
  'house', 'casa',
];
// prettier-ignore
const leavingPlace = [
  R`in (?:this|questa|questo) ${alt(placesToLeave)}`, 'at (?:this|the) (?:job|company|school|office)', 'but',
];
// prettier-ignore
const nothingLeftWhere = [
  'here', 'anymore', 'in this (?:world|life)', 'to live for', 'to stay for', 'worth staying for',
  'worth living for',
];
// prettier-ignore
const goOnVerbsEn = [
  'keep going', 'live', 'living', 'stay', 'staying', 'go on', 'carry on', 'wake up', 'get up', 'fight',
  'keep fighting', 'be here',
];

// prettier-ignore
export const hopelessness = family('hopelessness', [
  {
    id: 'end_for_me', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:this is|its|it s|it is) (?:the end|over|finished|game over) for me\b`,
        R`(?! (?:(?:and|with|at|in|on|as|this) \w+|here at))`,
      ),
      seq(
        R`\bper me (?:e|e gia|ormai e) (?:finita|la fine|game over|tutto finito)\b`,
        R`(?! (?:con|qui (?:al|in|a)|in|a|al|alla|li)\b)`,
      ),
      R`\b(?:e|sara) (?:la fine|finita) per me\b(?! (?:con|in|al|alla|a)\b)`,
    ),
    around: R`\b${alt(competitions)}\b`,
    match: ['this is the end for me', 'per me è finita, non ce la faccio più'],
    noMatch: ['this is the end for me at this company, i quit'],
  },
  {
    id: 'hopeless_done', category: 'suicide', lang: 'any',
    pattern: R`\b${alt(nothingChanges)}\b`,
    requires: [R`\b${alt(imDone)}\b(?! ${alt(doneWithOrdinary)}\b)`],
    unless: R`\b${alt(hopelessOrdinary)}\b`,
    match: ['nothing will ever change and i am done', 'it will never get better and i give up'],
    noMatch: ['nothing will ever change in this country, i am done with politics'],
  },
  {
    id: 'nothing_left', category: 'suicide', lang: 'any',
    pattern: or(
      R`\b(?:there s|theres|there is) nothing (?:left )?(?:for me )?${alt(nothingLeftWhere)}\b`,
      R`\bnothing (?:left )?to live for\b`,
      seq(
        R`\bnon (?:c e|ce|mi e rimasto|e rimasto) (?:piu )?(?:niente|nulla) per `,
        R`(?:cui vivere|cui restare|me (?:qui|in questo mondo|in questa vita))\b`,
      ),
      R`\b(?:niente|nulla) per cui (?:vivere|valga la pena vivere|restare)\b`,
    ),
    after: R`${alt(leavingPlace)}\b`,
    around: frag.ordinaryGoodbye,
    match: ["there's nothing left for me here", "non c'è più niente per cui vivere"],
    noMatch: ["there's nothing left for me in this town, moving to milan next month"],
  },
  {
    id: 'no_reasons_left', category: 'suicide', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:finito|esaurito|perso) (?:tutte |tutti )?(?:le |i )?(?:ragioni|motivi|motivazioni) `,
        R`(?:per|di) (?:andare avanti|vivere|restare|continuare|alzarmi|svegliarmi|lottare)\b`,
      ),
      R`\b(?:run|ran|running) out of (?:reasons|reason) (?:to|for) ${alt(goOnVerbsEn)}\b`,
      R`\bno (?:reasons?|reason) left (?:to|for) (?:live|living|stay|keep going|go on|be here)\b`,
    ),
    match: ["i've run out of reasons to keep going", 'ho finito i motivi per andare avanti'],
    noMatch: ['ho perso la motivazione per studiare'],
  },
  {
    id: 'en_stop_for_good', category: 'suicide', lang: 'en',
    pattern: seq(
      R`\b(?:want|need|wish|wanted) ${alt(painEn)} (?:all )?to (?:stop|end|be over) `,
      R`(?:for good|forever|permanently|once and for all)\b`,
    ),
    match: ['i need the pain to end once and for all', 'i just want it to stop for good'],
    noMatch: ['i want the noise to stop for good'],
  },
  {
    id: 'it_future_absence', category: 'suicide', lang: 'it',
    pattern: or(
      seq(
        R`\bnon (?:credo|penso) (?:che )?(?:ci )?(?:saro|arrivero|restero|resistero|durero)`,
        R`(?: ancora)?(?: qui| viv\w)? ${alt(howLongIt)}\b`,
      ),
      R`\bnon mi vedo (?:piu |ancora )?(?:viv\w|qui)(?: (?:a|al|tra|fra|fino a) \w+)?\b`,
      R`\bnon mi vedo (?:arrivare )?${alt(futureDatesIt)}(?= *(?:[.!?,;]|$))`,
      seq(
        R`\bnon (?:ci )?saro (?:piu |ancora )?(?:qui |viv\w )?`,
        R`(?:a natale|al mio compleanno|per molto|ancora per molto|a lungo)\b`,
      ),
      R`\bnon arrivero (?:viv\w )?${alt(nextDatesIt)}\b`,
    ),
    neg: false,
    after: '(?:in|a|al|alla|con|da) (?:questa|questo|quest|ufficio|lavoro|azienda|citta|scuola)',
    around: frag.ordinaryGoodbye,
    match: ['non credo che arriverò a natale', 'non credo che ci sarò ancora a natale'],
    noMatch: ['non credo che ci sarò per molto in questa azienda'],
  },
  {
    id: 'en_future_absence', category: 'suicide', lang: 'en',
    pattern: or(
      seq(
        R`\b(?:dont|do not|cant|cannot) (?:see|picture|imagine) myself (?:being )?`,
        '(?:alive|here|around|still here|living)',
        R`(?: (?:by|at|for|in|until|til|past|after|to see|next|much|another|this)\b| anymore)`,
      ),
      seq(
        R`\b(?:dont|do not) think (?:ill|il|i will|im going to|i am going to|i can) `,
        R`(?:be (?:here|around|alive)|stay alive|live|survive|make it|last)${alt(untilWhenEn)}\b`,
      ),
      seq(
        R`\b(?:wont|will not|am not going to|im not going to) `,
        R`(?:be (?:here|around|alive)|stay alive|live|survive|make it|last) ${alt(howLongEn)}\b`,
      ),
    ),
    neg: false,
    after: R`(?:at|in|with) (?:this|the|my) \w+`,
    around: R`${frag.ordinaryGoodbye}|\b${alt(ordinaryPlacesEn)}\b`,
    match: ["i don't think i'll be around much longer", "i can't picture myself being alive next year"],
    noMatch: ["i don't think i'll be around much longer at this company"],
  },
]);

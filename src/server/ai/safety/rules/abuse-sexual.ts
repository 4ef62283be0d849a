/**
 * Sexual violence and coercion: forced or pressured sex, refusal ignored, being held down or
 * undressed, drugging, rape named.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const forcedIt = [
  R`(?:ha|hanno|aveva|avevano) (?:costrett\w|obbligat\w|forzat\w)`, 'costringe', 'costringeva', 'obbliga',
  'obbligava', 'forza', 'forzava',
];
// prettier-ignore
const sexActsIt = [
  'fare sesso', 'avere rapporti', 'andare a letto', R`toccarl\w`, 'spogliarmi', R`mandare foto (?:nud\w|intim\w)`,
  'fare sexting', 'fare (?:delle )?cose (?:sessuali|che non volevo|che non voglio)',
];
// prettier-ignore
const forcedEn = [
  'forced', 'forces', 'forcing', 'pressured', 'pressures', 'coerced', 'coerces', 'made', 'makes',
];
// prettier-ignore
const sexActsEn = [
  'do (?:things|stuff) (?:i|that i) (?:didnt|did not|dont) want(?: to)?(?! (?:like|such as|at|for))', 'have sex',
  'having sex', 'sleep with', 'sleeping with', 'do (?:sexual )?(?:things|stuff) (?:to|with) (?:him|her|them)',
  'do sexual', 'touch (?:him|her|it)', 'perform', 'send (?:nudes|pics|naked)', 'get naked', 'undress',
  'give (?:him|her) head', 'show (?:him|her) my (?:body|breasts|chest|privates)',
];
// prettier-ignore
const refusalIgnoredEn = [
  'said no', 'told (?:him|her|them) (?:no|to stop)', 'begged', 'cried', 'asked (?:him|her|them) to stop',
  'screamed', 'was crying', 'tried to push',
];
// prettier-ignore
const playWrestling = [
  R`tickl\w*`, R`wrestl\w*`, R`play\w*`, R`laugh\w*`, R`haha\w*`, R`ahah\w*`, 'lol', 'jiu', 'bjj', 'judo',
  'training', 'sparring', 'game', 'pillow', 'solletico', 'giocando', 'lotta', 'allenamento', R`dentist\w*`,
  R`dottor\w*`, 'doctor', 'nurse', R`infermier\w*`, 'injection', 'iniezione', R`vaccin\w*`,
];
// prettier-ignore
const fineNowWords = [
  '(?:im|i am|i m) (?:fine|ok|okay) now', 'probably (?:just|nothing)', 'sto bene ora', 'ora sto bene', 'era solo',
  'false alarm', 'falso allarme',
];
// prettier-ignore
const spikedWords = [
  '(?:spiked|drugged|roofied) (?:my )?(?:drink|me)',
  seq(
    '(?:someone|somebody|he|she|they) (?:put|slipped) (?:something|a pill|stuff|drugs) ',
    '(?:in|into) my (?:drink|glass)',
  ),
  seq(
    R`(?:mi hanno|mi ha|qualcuno mi ha) (?:drogat\w|messo `,
    '(?:qualcosa|una pastiglia|della droga) nel (?:bicchiere|drink|cocktail))',
  ),
  R`(?:penso|credo) (?:di essere stat\w|che mi abbiano) drogat\w`,
];
// prettier-ignore
const blackoutWords = [
  'dont remember', 'cant remember', 'no memory', 'blacked out', 'dont know what happened', 'non (?:mi )?ricordo',
  'vuoto', 'blackout', 'drugged', R`drogat\w`, 'party', 'festa', 'his (?:bed|place|room)', 'casa sua', 'letto suo',
  'someone', 'qualcuno', 'a guy', 'un ragazzo', 'un tizio',
];
// prettier-ignore
const undressedWords = [
  'naked', R`nud\w`, R`svestit\w`, 'with (?:my )?(?:clothes|pants|underwear) (?:off|gone|missing)',
  'without (?:my )?(?:clothes|pants|underwear)', 'senza (?:vestiti|mutande|pantaloni|slip)',
];
// prettier-ignore
const medicalUndress = [
  'doctor', R`dottor\w*`, 'medico', 'nurse', R`infermier\w*`, 'checkup', 'check up', 'visita', 'exam', 'esame',
  'x ray', 'radiografia', 'swim', 'nuoto', 'piscina', 'pool', 'changing room', 'spogliatoio',
];
// prettier-ignore
const abusedVerbs = [
  'abused', 'raped', 'molested', 'sexually', 'groped', R`abusat\w`, R`violentat\w`, R`stuprat\w`, R`molestat\w`,
];
// prettier-ignore
const systemWords = [
  'job', 'work', 'company', 'system', 'life', 'world', 'society', 'school', 'church', 'industry', 'government',
  'lavoro', 'azienda', 'sistema', 'vita', 'mondo', 'societa', 'scuola',
];
// prettier-ignore
const vulnerableWhen = [
  'drunk', R`ubriac\w`, 'asleep', R`dormiv\w`, 'kid', 'child', 'little', R`piccol\w`, R`bambin\w`, 'young',
  R`sexual\w*`, 'touched', R`toccat\w`, 'bed', 'letto',
];
// prettier-ignore
const choresIt = [
  'compiti', 'faccende', 'pulizie', 'homework', 'chores', 'mangiare', 'lavoro', 'sport', R`allenament\w`,
];

// prettier-ignore
export const abuseSexual = family('abuse-sexual', [
  {
    id: 'it_sexual_coercion', category: 'abuse_violence', lang: 'it',
    pattern: or(
      R`\bmi ${alt(forcedIt)} (?:a|ad) ${alt(sexActsIt)}\b`,
      seq(
        R`\b(?:non si (?:e )?(?:fermat\w|fermava|ferma))\b${frag.plainWord}{0,3} `,
        '(?:anche se|nemmeno quando|quando|mentre) (?:gli |le )?', R`(?:ho detto|dicevo|piangevo|urlavo|chiedevo)\b`,
      ),
      seq(
        R`\bho detto (?:di )?no (?:ma|e) (?:lui|lei) `,
        R`(?:ha continuato|non si e fermat\w|lo ha fatto lo stesso|l ha fatto lo stesso)\b`,
      ),
    ),
    match: [
      'mi ha costretta ad avere rapporti', 'mi costringe a fare sesso quando non voglio',
      'ho detto di no ma lui ha continuato',
    ],
    noMatch: ['mi ha costretta a fare gli straordinari'],
  },
  {
    id: 'en_sexual_coercion', category: 'abuse_violence', lang: 'en',
    pattern: or(
      R`\b${alt(forcedEn)} me (?:to |into )?${alt(sexActsEn)}\b`,
      seq(
        R`\b(?:wouldnt|didnt|would not|did not|doesnt|does not|wont|never) stop (?:even )?`,
        R`(?:when|after|though|while) i ${alt(refusalIgnoredEn)}\b`,
      ),
    ),
    match: ['he pressured me into sleeping with him', "he didn't stop when i told him to stop"],
    noMatch: ['my boss forced me to work the weekend'],
  },
  {
    id: 'held_down', category: 'abuse_violence', lang: 'any',
    pattern: or(
      R`\b(?:pinned|held|holds|pins|pinning|holding) me down\b`,
      seq(
        R`\bmi (?:ha |)(?:tenut\w|teneva|tiene|bloccat\w|bloccava|blocca) `,
        R`(?:ferm\w|giu|bloccat\w|per i polsi|sul letto|a terra|contro il muro)\b`,
      ),
    ),
    around: R`\b${alt(playWrestling)}\b`,
    match: ['he held me down on the bed', 'mi ha tenuta ferma sul letto'],
    noMatch: ['he pinned me down in wrestling practice'],
  },
  {
    id: 'undress_coercion', category: 'abuse_violence', lang: 'any',
    pattern: or(
      seq(
        R`\b(?:made|makes|forced|forces|told|tells|asked|asks|pressured) me (?:to )?`,
        '(?:take off|remove|strip off|pull down) (?:my |all my )?',
        R`(?:clothes|pants|shirt|top|bra|underwear|skirt|dress)\b`,
      ),
      seq(
        R`\bmi (?:ha |hanno |fa |faceva )?(?:fatto spogliare|chiesto di spogliarmi|obbligat\w a spogliarmi|`,
        R`costrett\w a spogliarmi)\b`,
      ),
    ),
    around: R`\b${alt(medicalUndress)}\b`,
    match: ['he made me take off my shirt in the car', 'mi ha obbligata a spogliarmi davanti a lui'],
    noMatch: ['the doctor asked me to remove my shirt for the checkup'],
  },
  {
    id: 'woke_undressed', category: 'abuse_violence', lang: 'any',
    pattern: seq(
      R`\b(?:woke up|i woke|mi sono svegliat\w|svegliat\w)\b${frag.plainWord}{0,4} `, R`${alt(undressedWords)}\b`,
    ),
    requires: [R`\b${alt(blackoutWords)}\b`],
    match: [
      "woke up naked at his place and i don't remember anything", 'mi sono svegliata nuda e non ricordo niente',
    ],
    noMatch: ['woke up naked because it was so hot last night'],
  },
  {
    id: 'drugged', category: 'abuse_violence', lang: 'any',
    pattern: R`\b${alt(spikedWords)}\b`,
    around: R`\b${alt(fineNowWords)}\b`,
    match: ['i think someone spiked my drink at the bar', 'mi hanno drogata alla festa'],
    noMatch: ["someone spiked my drink but i'm fine now, probably just tired"],
  },
  {
    id: 'abused_me', category: 'abuse_violence', lang: 'any',
    pattern: or(
      R`\b(?:abused|raped|molested|sexually assaulted|sexually abused|groped) me\b`,
      R`\bforced (?:himself|herself|themselves) on me\b`, R`\bmi ha pres\w con la forza\b`,
      R`\bmi (?:ha|hanno|aveva|avevano) (?:abusat\w|violentat\w|stuprat\w|molestat\w)\b`,
    ),
    around: or(
      R`\b(?:no one|nobody|nessuno)(?: has| had| ever| mi| ha| hanno| mai)* ${alt(abusedVerbs)}\b`,
      R`\b${alt(systemWords)}\b(?: \w+){0,2} (?:that |which |who |che )?(?:abused|mi ha abusat\w)`,
    ),
    match: ['he forced himself on me at the party last night', 'mi hanno violentata alla festa'],
    noMatch: ['no one has ever abused me, my family is great'],
  },
  {
    id: 'abused_me_it', category: 'abuse_violence', lang: 'any',
    pattern: or(
      R`\b(?:abusava|ha abusato|abusavano|hanno abusato|abusa) di me\b`, R`\bsi (?:e|era) approfittat\w di me\b`,
      R`\btook advantage of me\b(?= .{0,40}\b${alt(vulnerableWhen)}\b)`,
    ),
    match: [
      "un amico di famiglia abusava di me quando ero piccola e l'ho rivisto oggi, sto tremando",
      'il mio allenatore abusava di me',
    ],
    noMatch: ['si è approfittato della mia gentilezza'],
  },
  {
    id: 'made_do_things', category: 'abuse_violence', lang: 'it',
    pattern: seq(
      R`\bmi (?:ha|hanno|faceva|fa|aveva) fatto fare (?:delle )?cose `,
      R`(?:che non (?:volevo|voglio)|sessuali|brutte|strane|da grandi|intime)\b`,
    ),
    unless: R`\b${alt(choresIt)}\b`,
    match: ['mi ha fatto fare cose che non volevo', 'mio zio mi ha fatto fare cose intime e ora ho paura'],
    noMatch: ['mi ha fatto fare cose che non volevo tipo i compiti di mate'],
  },
]);

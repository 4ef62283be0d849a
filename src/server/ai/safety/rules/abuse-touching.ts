/**
 * Unwanted touching and grooming: touching with secrecy, hands under clothes, sexual messages, a
 * relative in the bedroom at night, a minor and an adult.
 */
import { alt, family, or, R, seq } from './build';
import * as frag from './fragments';

// prettier-ignore
const haveToIt = [
  R`\w+(?:are|ere|ire)\w{0,4}`, R`di \w+(?:are|ere|ire)\b`, 'anche', 'ancora', 'sempre', 'pure', 'il cuore',
  'profondamente', 'molto', 'tanto', 'nel profondo', 'dentro',
];
// prettier-ignore
const touchPetsAndLimbs = [
  R`gatt\w`, 'can[ei]', 'cat', 'dog', 'kitten', 'puppy', 'baby', R`neonat\w`, R`bambin\w`, 'shoulder', 'spalla',
  'braccio', 'arm', 'hand', 'mano',
];
// prettier-ignore
const touchSecretly = [
  'in modo strano', 'in modo strani', 'dove non', 'parti intime', 'li sotto', 'sotto i vestiti', 'sotto la maglia',
  'di notte', 'quando (?:non c e nessuno|siamo soli|dormo)', 'non dirlo a nessuno', 'non dire niente', 'segreto',
  R`inappropriate\w*`, 'in a weird way', 'weird', 'down there', 'under my (?:clothes|shirt|skirt)', 'my privates',
  'private parts', 'at night', 'comes into my room', 'in my room',
  'when (?:no one|nobody)s? (?:is )?(?:home|around|looking)', 'when im (?:asleep|sleeping)',
  'dont tell (?:anyone|anybody|mom|my mom)', 'not to tell', 'our (?:little )?secret', 'without (?:my )?consent',
  'i didnt want', 'non volevo', 'senza il mio consenso', 'groped', 'grabbed my', 'feels me up', 'felt me up',
  'mi mette le mani',
];
// prettier-ignore
const touchesMe = [
  'mi tocca', 'mi toccava', R`mi ha toccat\w`, 'mi tocchi', 'touches me', 'touched me', 'touching me',
  'keeps touching me', 'feels me up', 'felt me up', 'groped me', 'gropes me',
  'grabbed my (?:ass|butt|breasts?|chest|crotch)', 'grabs my (?:ass|butt|breasts?|crotch)',
  'mi mette le mani (?:sotto|tra|dove)',
];
// prettier-ignore
const clothesWordsIt = [
  'going to', 'maglia', 'maglietta', 'mutande', 'pantaloni', 'reggiseno', 'vestito', 'camicia', 'slip', 'cosce',
  'gambe', 'seno', 'tette', 'sedere', 'culo',
];
// prettier-ignore
const adultsEn = [
  'boss', 'coach', 'teacher', 'uncle', 'stepdad', 'stepfather', 'manager', 'coworker', 'colleague', 'neighbou?r',
  'cousin', 'brother in law', 'landlord', 'professor', 'tutor', 'dad', 'father', 'grandpa', 'friends dad',
];
// prettier-ignore
const whoEn = [
  'he', 'she', 'they', 'someone', 'somebody', 'a (?:man|guy|stranger)', R`my ${alt(adultsEn)}`,
  'the (?:boss|coach|teacher|manager|driver)',
];
// prettier-ignore
const clothesEn = [
  'skirt', 'shirt', 'dress', 'pants', 'underwear', 'bra', 'top', 'blouse', 'jeans', 'shorts', 'legs', 'thighs',
  'breasts?', 'chest', 'butt', 'crotch',
];
// prettier-ignore
const sexualWords = [
  R`sessual\w`, R`spint\w`, R`porno\w*`, R`nud\w`, R`intim\w`, 'hot', 'sexual', 'sexy', 'explicit', 'dirty',
  'naked', 'nudes', 'dick pics', 'senza vestiti', 'without (?:clothes|anything on)',
  'in (?:intimo|mutande|underwear|lingerie)',
];
// prettier-ignore
const relativesAndAdults = [
  'zi[oa]', 'patrigno', 'padre', 'papa', 'nonno', 'cugino', 'fratellastro', R`prof\w*`, 'insegnante', 'maestro',
  'allenatore', 'mister', 'capo', 'datore di lavoro', 'collega', 'un adulto', 'adulto', 'un uomo',
  'uno sconosciuto', 'un tizio', 'uno online', 'vicino', 'prete', 'uncle', 'aunt', 'stepdad', 'stepfather',
  'father', 'dad', 'grandpa', 'cousin', 'stepbrother', 'teacher', 'coach', 'boss', 'coworker', 'colleague',
  'an adult', 'adult', 'a man', 'older (?:man|guy)', 'a stranger', 'stranger', 'someone online', 'a guy online',
  'neighbou?r', 'priest', 'landlord',
];
// prettier-ignore
const sendsMe = [
  'mi manda', 'mi mandava', R`mi ha mandat\w`, 'mi scrive', 'mi scriveva', 'mi chiede', 'mi chiedeva',
  R`mi ha chiest\w`, 'vuole', 'voleva', 'sends me', 'sent me', 'keeps sending', 'texts me', 'texted me',
  'asks me for', 'asked me for', 'asks for', 'wants', 'wanted', 'keeps asking (?:me )?for',
  '(?:asks|asked|asking|keeps asking) me to send', R`mi chiede di mandar\w*`, R`mi chiedeva di mandar\w*`,
  'dms me',
];
// prettier-ignore
const mediaWords = [
  'messaggi', 'foto', 'video', 'immagini', 'messages', 'texts', 'pics', 'photos', 'pictures', 'videos', 'nudes',
  'dick pics',
];
// prettier-ignore
const careVerbsIt = [
  'spegnere', 'chiudere', 'prendere', 'controllare', 'darmi', 'portarmi', 'svegliarmi', 'dirmi', 'vedere se',
  'coprirmi', 'rimboccarmi',
];
// prettier-ignore
const careVerbsEn = [
  'turn off', 'switch off', 'close', 'get', 'check', 'give', 'bring', 'wake', 'tell', 'see if', 'tuck',
];
// prettier-ignore
const nightlyCare = [
  'buonanotte', 'goodnight', 'good night', R`per ${alt(careVerbsIt)}`, R`to ${alt(careVerbsEn)}`, 'to check on',
  'per controllare', 'to wake me', 'per svegliarmi', 'per la scuola', 'for school', 'to say', 'per dire', 'to get',
  'per prendere', 'charger', 'caricatore', 'thief', 'ladro', 'cat', 'gatto', 'dog', 'cane', 'monster', 'mostro',
  'storm', 'temporale', 'incubo', 'nightmare',
];
// prettier-ignore
const atNight = [
  'di notte', 'la notte', 'stanotte', 'quando dormo', 'mentre dormo', 'at night', 'every night', 'ogni notte',
  'late at night', 'when im asleep', 'while im asleep',
  'when (?:mom|my mom|everyone) (?:is|s) (?:asleep|out|at work)',
  'quando (?:la mamma|mia madre|mamma) (?:dorme|non c e|e al lavoro)',
];
// prettier-ignore
const stepRelatives = [
  'patrigno', 'zio', 'cugino', 'nonno', 'fratellastro', 'il compagno di (?:mia madre|mamma)',
  'il ragazzo di (?:mia madre|mamma)', 'stepdad', 'stepfather', 'step dad', 'uncle', 'cousin', 'grandpa',
  'grandfather', 'stepbrother', 'step brother', 'moms boyfriend', 'mothers boyfriend',
];
// prettier-ignore
const comesInVerbs = [
  'entra', 'entrava', 'viene', 'veniva', 'si infila', 'si infilava', 'comes', 'came', 'sneaks', 'sneaked', 'snuck',
  'gets', 'got',
];
// prettier-ignore
const intoMyRoom = [
  'in camera mia', 'nella mia camera', 'nella mia stanza', 'nel mio letto', 'in my room', 'into my room',
  'in my bed', 'into my bed', 'under my covers', 'sotto le (?:mie )?coperte',
];
// prettier-ignore
const workAuthorities = [
  'boss', 'manager', 'supervisor', 'coworker', 'colleague', 'teacher', 'professor', 'coach', 'landlord',
  'customer', 'client', 'capo', 'responsabile', 'collega', R`prof\w*`, 'insegnante', 'allenatore', 'cliente',
  'datore di lavoro',
];
// prettier-ignore
const gropeVerbs = [
  'grabs', 'grabbed', 'gropes', 'groped', 'slaps', 'slapped', 'pinches', 'pinched', 'squeezes', 'squeezed',
];
// prettier-ignore
const groped = [
  R`${alt(gropeVerbs)} my (?:butt|ass|bum|breasts?|boobs|chest|crotch|thighs?)`,
  '(?:touches|touched|feels|felt) my (?:butt|ass|bum|breasts?|boobs|crotch)',
];
// prettier-ignore
const workAuthoritiesIt = [
  'capo', 'responsabile', 'collega', 'colleghi', R`prof\w*`, 'insegnante', 'allenatore', 'cliente',
  'datore di lavoro',
];
// prettier-ignore
const gropesIt = [
  'palpa', 'palpava', R`ha palpat\w`, 'tocca il (?:sedere|seno|culo)', 'toccava il (?:sedere|seno|culo)',
  'ha toccato il (?:sedere|seno|culo)', 'mette le mani (?:sul|sul mio) (?:sedere|seno|culo)',
];
// prettier-ignore
const minorAge = [
  'ho (?:1[0-7]|[6-9]) anni', '(?:1[0-7]|[6-9]) ?(?:anni|enne|yo|y o|years old|year old)',
  R`(?:sono|ho) (?:minorenne|\d+enne)`, '(?:prima|seconda|terza) media', 'alle medie', R`im (?:1[0-7]|[6-9])\b`,
  R`i am (?:1[0-7]|[6-9])\b`, '(?:middle|junior high) school', 'im (?:in )?(?:6th|7th|8th|9th|10th|11th) grade',
  'im a (?:minor|teen|teenager|kid)', R`sono (?:una |un )?(?:minorenne|ragazzin\w|adolescente|bambin\w)`,
];
// prettier-ignore
const adultsForMinors = [
  'coach', 'teacher', 'tutor', 'uncle', 'stepdad', 'stepfather', 'grandpa', 'cousin', 'neighbou?r', 'priest',
  'babysitter', '(?:a|an|this|some) (?:adult|man|grown man|older guy)', 'allenatore', 'mister', R`prof\w*`,
  'insegnante', 'maestro', 'zio', 'patrigno', 'nonno', 'cugino', 'vicino', 'prete', 'babysitter', 'un adulto',
  'un uomo', 'un signore',
];
// prettier-ignore
const touchesKissesMe = [
  'touches me', 'touched me', 'keeps touching me', 'kisses me', 'kissed me', 'mi tocca', 'mi toccava',
  R`mi ha toccat\w`, 'mi bacia', R`mi ha baciat\w`, 'asks me for (?:pics|photos|pictures)',
  'mi chiede (?:delle )?foto', 'sends me (?:pics|photos)', 'mi manda (?:delle )?foto',
];
// prettier-ignore
const groomers = [
  'patrigno', 'zio', 'cugino', 'nonno', 'fratellastro', 'il compagno di (?:mia madre|mamma)',
  'il ragazzo di (?:mia madre|mamma)', 'allenatore', 'mister', R`prof\w*`, 'insegnante', 'maestro', 'vicino',
  'stepdad', 'stepfather', 'step dad', 'uncle', 'cousin', 'grandpa', 'grandfather', 'stepbrother',
  'moms boyfriend', 'mothers boyfriend', 'coach', 'teacher', 'tutor', 'neighbou?r', 'priest', 'prete',
];
// prettier-ignore
const makesMe = [
  'makes me', 'made me', 'wants me to', 'asks me to', 'tells me to', 'mi fa', 'mi faceva', 'vuole che',
  'mi chiede di', 'mi dice di',
];
// prettier-ignore
const groomingActs = [
  'sit on his lap', 'sedere sulle sue (?:gambe|ginocchia)', 'sedermi sulle sue (?:gambe|ginocchia)',
  'sleep in his bed', 'dormire nel suo letto', 'dormire con lui', 'shower with him', 'fare la doccia con lui',
  'keep (?:it|this|our) (?:a )?secret', 'tenere il segreto', 'non dirlo (?:alla mamma|a nessuno)',
  'not (?:to )?tell (?:mom|my mom|anyone)', 'watch (?:porn|those videos)',
  'guardare (?:video|film) (?:porno|per adulti)', 'touch him', 'toccarlo', 'take off my clothes', 'spogliarmi',
];
// prettier-ignore
const authorities = [
  'teacher', 'coach', 'tutor', 'boss', 'manager', 'priest', 'doctor', R`prof\w*`, 'insegnante', 'allenatore',
  'mister', 'capo', 'prete', 'medico', 'dottore',
];
// prettier-ignore
const aloneWords = [
  'alone', 'da sol[oaie]', 'when no one', 'quando non c era nessuno', 'locked the door', 'closed the door',
  'chiuso la porta',
];
// prettier-ignore
const touchedKissedMe = [
  'touched me', 'touches me', 'kissed me', R`mi ha toccat\w`, 'mi tocca', R`mi ha baciat\w`, 'mi bacia',
];

// prettier-ignore
export const abuseTouching = family('abuse-touching', [
  {
    id: 'unwanted_touch', category: 'abuse_violence', lang: 'any',
    pattern: R`\b${alt(touchesMe)}\b`,
    after: R`${alt(haveToIt)}\b`,
    around: R`\b${alt(touchPetsAndLimbs)}\b`,
    requires: [R`\b${alt(touchSecretly)}\b`],
    match: ['mio zio mi tocca e mi dice che è un segreto', 'mio cugino mi tocca sotto i vestiti'],
    noMatch: ['mi tocca lavorare di notte questa settimana'],
  },
  {
    id: 'hand_under_clothes', category: 'abuse_violence', lang: 'any',
    pattern: or(
      seq(
        R`\bmi (?:ha |hanno |aveva |)(?:mess\w|infilat\w|mette|infila|metteva|infilava) `,
        R`(?:la |le |una |sua |le sue )?(?:mano|mani|dita)\b${frag.plainWord}{0,2} `,
        '(?:sotto|dentro|nella|nelle|nei|tra|in mezzo (?:alle|ai)|su) ',
        R`(?:la |le |i |il |mia |mie |miei )?${alt(clothesWordsIt)}\b`,
      ),
      seq(
        R`\b${alt(whoEn)}\b${frag.plainWord}{0,2} `,
        '(?:put|puts|slid|slides|stuck|sticks|shoved|shoves|ran|runs|forced) (?:his|her|their|a) ',
        R`(?:hand|hands|fingers)\b${frag.plainWord}{0,2} `,
        R`(?:up|under|down|inside|in|into|between|on) (?:my )?${alt(clothesEn)}\b`,
      ),
    ),
    match: ['il capo mi ha messo la mano sotto la gonna', 'my boss put his hand up my skirt'],
    noMatch: ['mi ha messo la mano sulla spalla per salutarmi'],
  },
  {
    id: 'sexual_messages', category: 'abuse_violence', lang: 'any',
    pattern: seq(R`\b${alt(relativesAndAdults)}\b.{0,40}\b${alt(sendsMe)}\b(?: \w+){0,3} ${alt(mediaWords)}`, R`\b`),
    requires: [R`\b${alt(sexualWords)}\b`],
    match: ['mio zio mi manda messaggi sessuali', 'il mio prof mi manda foto porno'],
    noMatch: ['mio zio mi manda foto del suo cane'],
  },
  {
    id: 'room_at_night', category: 'abuse_violence', lang: 'any',
    pattern: seq(R`\b${alt(stepRelatives)}\b.{0,30}\b${alt(comesInVerbs)}\b(?: \w+){0,2} ${alt(intoMyRoom)}`, R`\b`),
    requires: [R`\b${alt(atNight)}\b`],
    unless: R`\b${alt(nightlyCare)}\b`,
    match: ['il mio patrigno entra in camera mia di notte', 'my stepdad sneaks into my room every night'],
    noMatch: ['il mio patrigno entra in camera mia di notte per spegnere la luce'],
  },
  {
    id: 'work_touching', category: 'abuse_violence', lang: 'any',
    pattern: or(
      R`\b${alt(workAuthorities)}\b.{0,30}\b${alt(groped)}\b`,
      R`\b${alt(workAuthoritiesIt)}\b.{0,30}\bmi ${alt(gropesIt)}\b`,
    ),
    match: ["my boss grabs my butt every day and i can't lose this job", 'il mio capo mi palpa il sedere in ufficio'],
    noMatch: ['my coworker grabs my coffee every morning'],
  },
  {
    id: 'minor_adult_touch', category: 'abuse_violence', lang: 'any',
    pattern: R`\b${alt(adultsForMinors)}\b.{0,30}\b${alt(touchesKissesMe)}\b`,
    requires: [R`\b${alt(minorAge)}\b`],
    match: ['im 14 and my coach touches me', 'ho 13 anni e mio zio mi tocca'],
    noMatch: ['ho 13 anni e mio zio mi porta al cinema'],
  },
  {
    id: 'grooming_acts', category: 'abuse_violence', lang: 'any',
    pattern: R`\b${alt(groomers)}\b.{0,30}\b${alt(makesMe)}\b(?: \w+){0,2} ${alt(groomingActs)}\b`,
    match: [
      "my stepdad makes me sit on his lap when mom's at work and it feels wrong",
      'mio zio mi chiede di tenere il segreto',
    ],
    noMatch: ["my coach makes me run laps when i'm late"],
  },
  {
    id: 'alone_touch', category: 'abuse_violence', lang: 'any',
    pattern: R`\b${alt(authorities)}\b.{0,60}\b${alt(aloneWords)}\b.{0,40}\b${alt(touchedKissedMe)}\b`,
    match: ['the coach waited until we were alone and touched me', 'il prof ha chiuso la porta e mi ha toccata'],
    noMatch: ['my teacher was alone in the classroom and helped me with math'],
  },
]);

/**
 * Emotion and topic lexicons (Italian and English, on normalised text).
 * Used to reflect feelings back, choose a fitting small step and match
 * library items. Deliberately simple: the goal is to listen, not to label.
 */
import { normalize, rx } from '../text/normalize';

export type EmotionId =
  'anxiety' | 'stress' | 'sadness' | 'anger' | 'guilt' | 'shame' | 'loneliness' | 'tiredness' | 'positive';

export type TopicId =
  'work' | 'study' | 'partner' | 'family' | 'friends' | 'health' | 'money' | 'sleep' | 'self';

const EMOTION_RULES: Array<[EmotionId, RegExp]> = [
  [
    'anxiety',
    rx(
      '\\b(?:ansi\\w*|agitat\\w|agitazione|preoccup\\w*|in pensiero|in apprensione|nervos\\w|panico|paura|paure|tes[oa]|in tensione|inquiet\\w|angosci\\w|timore|terrore|spaventat\\w|fobia|(?:solo a pensarci|al pensiero) (?:sudo|tremo|mi (?:tremano|sudano|batte|viene))|mi tremano le (?:mani|gambe)|nodo (?:allo|alla) (?:stomaco|gola)|stomaco chiuso|anxious|my stomach drops|stomach (?:drops|churns|in knots)|batticuore|cuore a mille|(?:mi )?sudano le mani|sudare le mani|mani sudate|mani che formicola\\w*|pensavo di svenire|(?:la )?testa (?:mi )?(?:va|e andata|andava) in bianco|vado in bianco|mi si svuota la testa|spiral(?:l?ing)?|heart (?:racing|pounding)|racing heart|sweaty (?:palms|hands)|(?:go|goes|went|going) blank|my (?:hands|legs) (?:shake|are shaking)|anxiety|worried|worry|worrying|worries|nervous|panic\\w*|scared|afraid|fear|fears|terrified|on edge|tense|uneasy|dread\\w*|freaking out)\\b',
    ),
  ],
  [
    'stress',
    rx(
      '\\b(?:stress\\w*|sotto pressione|sopraffatt\\w|oberat\\w|sommers\\w|troppe cose|troppo da fare|esaurit\\w|burn ?out|overwhelm\\w*|pressure|swamped|burn(?:ed|t) out|too much to do|so much to do|deadlines?|scadenz\\w)\\b',
    ),
  ],
  [
    'sadness',
    rx(
      '\\b(?:trist\\w*|giu di morale|(?:mi viene (?:un |il )?)?groppo|depress\\w*|vuot[oa]|piang\\w*|pianto|abbattut\\w|scoraggiat\\w|malinconi\\w|infelice|demoralizzat\\w|senza speranza|a terra|delus\\w|non ho (?:piu )?voglia di (?:niente|nulla|fare niente|fare nulla)|sad|sadness|dont feel like doing anything|no motivation for anything|(?:feel\\w*|im|so|bit|pretty|really) (?:down|low|blue)|depressed|empty|crying|cry|hopeless|miserable|unhappy|heartbroken|disappointed|gutted|(?:sono|mi sento|un po|molto) giu)\\b',
    ),
  ],
  [
    'anger',
    rx(
      '\\b(?:arrabbiat\\w|(?:mi )?fa (?:ancora piu |proprio |tanto )?arrabbiare|rabbia|furios\\w|incazzat\\w|irritat\\w|infastidit\\w|frustrat\\w|frustrazione|fastidio|nervi|angry|anger|furious|mad at|pissed|irritated|annoyed|frustrated|frustration|rage|resent\\w*|fed up)\\b',
    ),
  ],
  [
    'guilt',
    rx('\\b(?:in colpa|senso di colpa|colpa mia|colpevole|rimors\\w|guilty|guilt(?! ?trip)|my fault|regret\\w*)\\b'),
  ],
  [
    'shame',
    rx(
      '\\b(?:vergogn\\w*|imbarazz\\w*|umiliat\\w|mi sento (?:un |una |un po )?(?:idiota|stupid[oa]|scem[oa])|feel (?:like )?(?:an? |so )?(?:idiot|stupid|fool)|figuraccia|arross\\w*|divent\\w* ross[oa]|ashamed|blush\\w*|go (?:bright )?red|turn (?:bright )?red|shame|embarrass\\w*|humiliat\\w*|cringe)\\b',
    ),
  ],
  [
    'loneliness',
    rx(
      '\\b(?:(?:mi sento|mi sentivo|mi sono sentit\\w|sentirmi|sono|(?<!\\b(?:minuto|momento|attimo|ora|tempo|spazio|vivo|vivevo|viveva|abito|abitavo|stare|stato|stata) )da|resto|rimango|sempre) sol[oaie](?! (?:un[oa]?|un po|stanc\\w*|trist\\w*|nervos\\w*|agitat\\w*|preoccupat\\w*|arrabbiat\\w*|confus\\w*|giu|spaventat\\w*|in ansia|stressat\\w*|delus\\w*|annoiat\\w*)\\b)|solitudine|isolat\\w|esclus\\w|abbandonat\\w|nessuno mi (?:capisce|cerca|ascolta)|invisibil\\w|ignorat\\w|trascurat\\w|invisible|ignored|overlooked|unseen|lonely|loneliness|(?<!\\b(?:it|this|that|them|things|everything|something|leave me|let me|fine|ok|okay|good|better|easier) )alone(?! time\\b)|isolated|left out|no friends|abandoned)\\b',
    ),
  ],
  [
    'tiredness',
    rx(
      '\\b(?:stanc\\w(?!\\w* di sentir(?:mi|e) dire)|stanchezza|esaust\\w|sfinit\\w|svuotat[oaie]|prosciugat[oaie]|senza energi\\w|spossatezza|(?:mi sento|sentirmi|mi sentivo) spossat[oaie]|non dormo|dormo poco|insonnia|tired(?! of (?:being told|hearing|people telling))|exhausted|drained|worn out|burnt out|burned out|running on empty|knackered|no energy|cant sleep|insomnia|sleepless|fatigue\\w*)\\b',
    ),
  ],
  [
    'positive',
    rx(
      '\\b(?:felice|content[oaie]|seren[oaie]|sto meglio|va meglio|sollevat\\w|tranquill\\w|grat[oaie]|orgoglios\\w|sto bene|(?:sono stat[oaie]|mi sono sentit[oaie]|mi sento|mi sentivo|sono) (?:proprio |davvero |molto |abbastanza |piuttosto )?(?:bene|meglio)|bella giornata|giornata positiva|happy|(?:feel\\w*|im|doing|getting) better|relieved|(?:feel\\w*|im) calm\\w*|proud|grateful|great day|good day|feeling good|doing well|doing okay|excited)\\b',
    ),
  ],
];

const NEGATED_POSITIVE = rx(
  '\\b(?:should|dovrei|vorrei|want to|wish|voglio|would like to|must) (?:be |essere |feel |sentirmi )?(?:felice|happy|content\\w|calm\\w*|seren\\w)|\\b(?:non|not|never|dont|isnt|wasnt|no|cant|cannot)\\s+(?:\\w+\\s+){0,3}?(?:felice|content\\w|seren\\w|sto meglio|va meglio|tranquill\\w|sto bene|happy|better|calm|proud|good|okay)|\\b(?:felice|contenta?|happy|glad|pleased) (?:per|for) (?:lei|lui|loro|te|voi|him|her|them|you|my|mia|mio|la mia|il mio)\\b',
);

/** Someone else's feeling ("he is angry with me", "sarà arrabbiata con me") is not the person's own. */
const OTHERS_BEFORE = rx(
  '\\b(?:sara|sembra|sembrava|hes|shes|seems|seemed|theyre|they are|he is|she is|must be|lui e|lei e|loro sono|he was|she was|they were)\\s+(?:\\w+\\s+)?$',
);
const OTHERS_AFTER = rx('^\\s*(?:con me|with me|at me|di me|of me|verso di me)\\b');

const GLOBAL_CACHE = new Map<RegExp, RegExp>();

function firstOwnMatch(re: RegExp, norm: string): RegExpExecArray | null {
  let g = GLOBAL_CACHE.get(re);
  if (!g) GLOBAL_CACHE.set(re, (g = new RegExp(re.source, 'g')));
  g.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = g.exec(norm)) !== null) {
    const before = norm.slice(Math.max(0, m.index - 30), m.index);
    const after = norm.slice(m.index + m[0].length, m.index + m[0].length + 20);
    if (
      OTHERS_AFTER.test(after) ||
      (OTHERS_BEFORE.test(before) && !/\b(?:io|i|im|mi|sono)\s+\S*\s*$/.test(before))
    )
      continue;
    return m;
  }
  return null;
}

export interface EmotionReading {
  /** Emotions found, strongest cue first. */
  emotions: EmotionId[];
  /** Primary negative emotion, if any. */
  primary: EmotionId | null;
  intense: boolean;
}

const INTENSE = rx(
  '\\b(?:molto|tantissim\\w|troppo|davvero|terribilmente|da morire|non ne posso piu|so much|really|very|extremely|so|terribly|unbearabl\\w|insopportabil\\w|sempre peggio)\\b',
);

/** «tutti mi dicono che devo essere felice», "everyone said enjoy it": happiness expected, not felt. */
const EXPECTED_HAPPY = rx(
  '\\b(?:(?:mi )?(?:dicono|dicevano|hanno detto|dice) (?:tutti )?(?:che )?(?:dovrei|devo|dovresti|devi)|(?:dovrei|devo) (?:essere|sentirmi)|(?:everyone|everybody|people|they) (?:says?|said|tells? me|told me|keeps? telling me)(?: (?:that|i|to))?|i (?:should|ought to) (?:be|feel)|(?:im|i am) supposed to (?:be|feel))\\b.{0,20}\\b(?:felic\\w*|content\\w*|grat\\w*|sollevat\\w*|godermel\\w*|goditel\\w*|happy|grateful|relieved|enjoy\\w*|lucky)\\b',
);

/** True when the person says they are expected to be happy (and so may not be). */
export const happinessExpected = (norm: string): boolean => EXPECTED_HAPPY.test(norm);

export function readEmotions(norm: string): EmotionReading {
  const found: Array<[EmotionId, number]> = [];
  for (const [id, re] of EMOTION_RULES) {
    const m = firstOwnMatch(re, norm);
    if (!m) continue;
    if (id === 'positive' && (NEGATED_POSITIVE.test(norm) || EXPECTED_HAPPY.test(norm))) continue;
    found.push([id, m.index]);
  }
  found.sort((a, b) => a[1] - b[1]);
  const emotions = found.map((f) => f[0]);
  const primary = emotions.find((e) => e !== 'positive') ?? null;
  return { emotions, primary, intense: INTENSE.test(norm) };
}

const TOPIC_RULES: Array<[TopicId, RegExp]> = [
  [
    'work',
    rx(
      '\\b(?:(?<!\\b(?:andando|vado|torno|tornando|andare|tornare) (?:al|dal) )lavoro|lavorare|capo|capa|collega|colleghi|(?<!\\ball )ufficio(?! (?:anagrafe|postale|immigrazione|stranieri|comunale|del comune|delle entrate|pubblico))|riunion\\w|cliente|clienti|colloquio|stipendio|licenzi\\w*|(?<!\\b(?:it|this|that|they|things|machines|does|do|doesnt|dont|didnt|will|wont|would|wouldnt|might|can|cant|could|couldnt|should|really|actually|not|never|to make it) )(?<!\\b(?:way|going|drive|driving|commute|walk|walking|cycle|cycling|bus|train) (?:to|from) )work(?! out\\b)|job|boss|coworkers?|colleagues?|office|meeting|client|interview|shift|manager|career|retrain\\w*|riqualific\\w*|reskill\\w*)\\b',
    ),
  ],
  [
    'study',
    rx(
      '\\b(?:esame(?! (?:del sangue|delle urine|medic|clinic))|esami(?! (?:del sangue|delle urine|medic|clinic|di controllo))|universita|scuola|studio|studiare|tesi|professor\\w*|prof|voto|voti|interrogazione|exam|exams|(?:school|college|university|uni)(?! (?:friends?|mates?|buddies|roommates?|days|reunion|run)\\b)|study|studying|thesis|grade|grades|teacher|test|homework|(?<!\\b(?:spin|yoga|gym|dance|cooking|pottery|art|fitness|pilates|swim\\w*|boxing|zumba|exercise|salsa|knitting|baby|antenatal) )class)\\b',
    ),
  ],
  [
    'partner',
    rx(
      // "da ragazza", "quando ero ragazzo": a time of life, not a partner.
      '\\b(?:(?<!\\b(?:da|ero|eravamo|era) )ragazz[oa]|fidanzat\\w|marito|moglie|compagn[oa]|partner|relazione|ex|boyfriend|girlfriend|husband|wife|relationship|dating|date|crush)\\b',
    ),
  ],
  [
    'family',
    rx(
      '\\b(?:madre|padre|mamma|papa|genitori|famiglia|figli\\w|fratell\\w|sorell\\w|suocer\\w|(?:nonn[oai]|nonne(?! (?:of|at|left|yet|whatsoever|is|are|was|were|either|really|taken)\\b))|(?<!\\b(?:one|a|another|some|that|this) )(?:mom|mother|dad|father)|(?<!\\b(?:other|all the|the other|some) )parents|family|son|daughter|kids|children|brother|sister|in ?laws|grand\\w+)\\b',
    ),
  ],
  ['friends', rx('\\b(?:amic\\w+|festa|gente|persone|gruppo|friends?|party|people|social)\\b')],
  [
    'health',
    rx(
      '\\b(?:salute|esami del sangue|analisi del sangue|esami medici|referto|blood tests?|malattia|malat\\w|medico|sintom\\w|dolore|ospedale|health|illness|sick(?! with (?:jealousy|worry|nerves|anxiety|dread|guilt))|doctor|symptoms?|pain|hospital)\\b',
    ),
  ],
  [
    'money',
    rx(
      '\\b(?:soldi|debit\\w|affitto|bollette|mutuo|carta di credito|estratto conto|scoperto|prestit\\w*|euro|risparmi|(?:a|le|una|in|due|tre|dieci) rat[ae]|money|debt|rent|bills|mortgage|broke|credit cards?|bank statements?|overdraft|loans?|savings|pounds|dollars|(?:instal|instal)ments?|payment plan)\\b',
    ),
  ],
  // "sonno" squeezes to "sono" and "letto" is also "read": only unambiguous forms here. "Stanotte" is a
  // time, and "si è svegliata" someone else's night.
  [
    'sleep',
    rx(
      '\\b(?:dormire|dormo|dormito|(?:il|del|di|nel|ho|poco|senza|mio) sonno|insonnia|di notte|la notte|(?<!\\bsi (?:e )?)svegli\\w|(?:a|nel|dal|del|sul|(?<!sotto )il) letto|sleep|insomnia|at night|wake|(?<!\\b(?:under|beneath|below) (?:my |the |his |her |our )?)bed)\\b',
    ),
  ],
  ['self', rx('\\b(?:autostima|me stess\\w|fallit\\w|inutile|self ?esteem|myself|failure|worthless)\\b')],
];

// "Mia moglie mi ha consigliato…": the partner gives advice, the relationship is not the topic.
const ADVISOR = rx(
  '\\b(?:marito|moglie|ragazz[oa]|fidanzat\\w|compagn[oa]|partner|husband|wife|boyfriend|girlfriend) (?:mi (?:ha|aveva) (?:consigliato|detto di|suggerito|proposto)|mi consiglia|says i should|told me to|suggested|thinks i should)\\b',
);

// "Mia moglie dice che mi preoccupo troppo", "my mum thinks I work too much": what someone says
// about the person is about the person's worry, not about the relationship (unless trouble is named).
const PEOPLE_WORDS =
  'marito|moglie|ragazz[oa]|fidanzat\\w|compagn[oa]|partner|madre|padre|mamma|papa|genitori|sorell\\w|fratell\\w|figli\\w*|amic\\w+|suocer\\w|husband|wife|boyfriend|girlfriend|mum|mom|mother|dad|father|parents|sister|brother|son|daughter|friends?';
const REPORTED = rx(
  `\\b(?:${PEOPLE_WORDS}) (?:(?:mi )?(?:dice|dicono|diceva|ha detto|pensa|pensano|trova|trovano|ripete|ripetono|sostiene)(?: sempre| spesso| anche)? (?:che|di)|(?:always |often |also )?(?:says|said|thinks|think|tells me|keeps telling me|told me|reckons|feels)(?: that)? (?:i|im|my|it|its))\\b`,
);

/** The topics of the person's latest earlier turn that has one (up to four turns back). */
export function earlierTopics(history: ReadonlyArray<{ role: string; content: string }>): TopicId[] {
  const users = history
    .filter((t) => t.role === 'user')
    .slice(-4)
    .reverse();
  for (const t of users) {
    const topics = readTopics(normalize(t.content));
    if (topics.length) return topics;
  }
  return [];
}

// "…e forse ha ragione", "and maybe she's right": the person makes the words their own.
const AGREES = rx(
  '\\b(?:ha(?:nno)? ragione|e vero|forse e cosi|hanno ragione|(?:she|he|they) (?:is|s|are|re) right|its true|i agree)\\b',
);

/** True when the message reports what a partner, relative or friend says about the person, without taking it on. */
export function reportsWhatOthersSay(norm: string): boolean {
  return REPORTED.test(norm) && !AGREES.test(norm);
}

// Medical context: "gli esami", "i risultati", "the tests" are then a check-up, not school.
const MEDICAL = rx(
  '\\b(?:sangue|analisi(?! (?:1|2|uno|due|matematica)\\b)|medic\\w*|referto|ospedale|visita|ecografia|tac|risonanza|biopsia|clinic\\w*|urine|dottor\\w*|ambulatorio|controllo|blood|doctor|hospital|scan|biopsy|clinic|gp|lab|medical|check ?up|mammogra\\w*|x ?ray|chemio\\w*|chemo\\w*|radioterapia|radiotherapy|oncolog\\w*|tumor\\w*|tumour|cancro|cancer)\\b',
);
const EXAM_ONLY = /^(?:esame|esami|exam|exams|test|voto|voti)$/;
// The relationship is the topic when it is named, or when something is wrong between the two.
const RELATIONSHIP = rx(
  '\\b(?:relazione|coppia|ex|relationship|dating|crush|litig\\w*|discu\\w+|lasciat\\w|tradit\\w|tradiment\\w|gelos\\w*|separa\\w*|divorzi\\w*|non (?:mi|ci) (?:parla|parliamo|capisce|ascolta|cerca)|distant\\w|freddo con me|arrabbiat\\w con|fight\\w*|argu\\w+|broke up|break ?up|left me|cheat\\w*|jealous\\w*|divorce|distant|ignores me|doesnt listen|doesnt understand|angry with)\\b',
);

// "la gente", "people": anyone at all, not friends; "a pottery class" is no studying. A relative or partner named as company ("con mio padre
// seduto accanto", "with my brother on FaceTime") is not what the turn is about, unless the turn talks
// with them or about trouble between them.
const ANYONE = rx('\\b(?:gente|persone|people|social|class|classes)\\b', 'g');
const COMPANY = rx(
  `\\b(?:con|insieme a|assieme a|davanti a|accanto a|with|together with|in front of|next to) (?:(?:il|la|i|le|lo|the) )?(?:(?:mio|mia|miei|mie|my) )?(?:${PEOPLE_WORDS})\\b`,
  'g',
);
const WITH_THEM = rx(
  '\\b(?:parl\\w*|litig\\w*|discu\\w*|chiar\\w*|scontr\\w*|rapport\\w*|talk\\w*|speak\\w*|argu\\w*|fight\\w*|fell out|falling out|problem\\w*)\\b',
);

/** The topics a turn is about: readTopics without people in general nor someone named only as company. */
export function carriedTopics(norm: string): TopicId[] {
  const own = norm.replace(ANYONE, ' ');
  return readTopics(WITH_THEM.test(norm) ? own : own.replace(COMPANY, ' '));
}

const TEACHES = rx(
  '\\b(?:sono (?:una |un )?(?:maestr[ao]|insegnante|professoress\\w|professore|prof|docente|educatric\\w|educatore)|insegno|faccio (?:la|il) (?:maestr[ao]|prof|professoress\\w|insegnante)|(?:im|i am) an? (?:\\w+ )?(?:school )?(?:teacher|lecturer|professor|tutor|teaching assistant)|i teach|i work (?:at|in) a school|(?:years|anni) (?:of )?(?:teaching|insegnamento|di insegnamento|a insegnare)|ho insegnato (?:per|a scuola|in)|i taught (?:at|in|for) (?:a |the )?(?:\\w+ )?school|(?:retired|in pensione) (?:\\w+ ){0,6}(?:teacher|teaching|insegnante|maestr[ao]|prof\\w*))\\b',
);

const MOVED_FOR_WORK = rx(
  '\\b(?:trasferit\\w|trasloc\\w*|traslocat\\w|moved|moving|relocat\\w*)\\b.{0,40}\\b(?:per (?:il )?lavoro|per il lavoro di|for (?:a |the |my |his |her |our )?(?:\\w+s )?(?:work|job))\\b',
);
/** "Ciarán went back to work monday", «mio marito è rientrato al lavoro»: someone else's work, told as the day's setting. */
const OTHERS_BACK_TO_WORK = rx(
  '\\b(?:(?<!\\bi )(?:went|goes|has gone|is going|s going|headed) back to work|(?:e|é) (?:tornat\\w|rientrat\\w) (?:al|a) lavor\\w*|(?:torna|rientra) (?:al|a) lavoro)\\b',
);
const OWN_WORK = rx('\\b(?:my (?:job|work|boss|office|shift)|i work|il mio lavoro|lavoro (?:da|come|in)|my maternity|my paternity)\\b');
const WORK_TROUBLE = rx('\\b(?:capo|colleg\\w*|boss|manager|colleagues?|coworkers?|licenzi\\w*|fired|deadline|straordinari|overtime)\\b');

/** "I'm a teacher", «sono maestra»: school is the person's work. */
export const teachesAtSchool = (norm: string): boolean => TEACHES.test(norm);

/** A teacher's school is their work, however many turns ago they said so ("a scuola organizziamo…"). */
export function schoolAsWork(topics: TopicId[], history: ReadonlyArray<{ role: string; content: string }>): TopicId[] {
  const study = topics.indexOf('study');
  if (study >= 0 && history.some((t) => t.role === 'user' && teachesAtSchool(normalize(t.content))))
    topics[study] = 'work';
  return topics;
}

const DRIVING = rx(
  '\\b(?:driving|test cent(?:re|er)|patente|scuola guida|driving school|istruttor\\w*|instructor|esame di guida|foglio rosa)\\b',
);

/** The topics of one message, in the order they come; context decides the ambiguous words. */
export function readTopics(norm: string): TopicId[] {
  const out: Array<[TopicId, number]> = [];
  const advisor = ADVISOR.test(norm);
  const reported = REPORTED.test(norm);
  const medical = MEDICAL.test(norm);
  const found = new Map<TopicId, RegExpExecArray>();
  for (const [id, re] of TOPIC_RULES) {
    const m = re.exec(norm);
    if (m) found.set(id, m);
  }
  for (const [id, m] of found) {
    if (id === 'study' && medical && EXAM_ONLY.test(m[0])) continue;
    // A passing mention ("al cinema con mio marito") is not relationship trouble.
    if (id === 'partner' && !RELATIONSHIP.test(norm) && (advisor || found.size > 1)) continue;
    if ((id === 'partner' || id === 'family' || id === 'friends') && reported && !RELATIONSHIP.test(norm))
      continue;
    out.push([id, m.index]);
  }
  if (medical && found.has('study') && !found.has('health')) out.push(['health', found.get('study')!.index]);
  // "driving test on friday", «l'esame della patente»: a test of driving, not of study.
  if (DRIVING.test(norm) && found.has('study')) out.splice(out.findIndex(([id]) => id === 'study'), 1);
  // "mi sono trasferita per lavoro", "we're moving for my wife's job": the move is the subject, not work.
  if (MOVED_FOR_WORK.test(norm) && found.has('work')) {
    const at = out.findIndex(([id]) => id === 'work');
    if (at >= 0 && !WORK_TROUBLE.test(norm)) out.splice(at, 1);
  }
  // "baby is 9 weeks and Ciarán went back to work monday": the day at home is the subject, not work.
  if (OTHERS_BACK_TO_WORK.test(norm) && found.has('work') && !OWN_WORK.test(norm) && !WORK_TROUBLE.test(norm)) {
    const at = out.findIndex(([id]) => id === 'work');
    if (found.has('family') || at < 0) out.splice(at, at < 0 ? 0 : 1);
    else out[at] = ['family', out[at]![1]];
  }
  // "my girlfriend's new coworker… sick with jealousy": the relationship is the subject, not work.
  if (JEALOUS.test(norm) && found.has('partner') && found.has('work')) out.splice(out.findIndex(([id]) => id === 'work'), 1);
  // "a bug going round my son's class", «la maestra di mia figlia»: the child's school, a family matter.
  const studyRule = TOPIC_RULES.find(([id]) => id === 'study')![1];
  if (CHILD_SCHOOL.test(norm) && found.has('study') && !studyRule.test(norm.replace(CHILD_SCHOOL_ALL, ' '))) {
    const at = out.findIndex(([id]) => id === 'study');
    if (found.has('family')) out.splice(at, 1);
    else out[at] = ['family', out[at]![1]];
  }
  // "I'm a primary school teacher", «sono maestra»: school is where they work, not what they study.
  if (TEACHES.test(norm) && found.has('study')) {
    const at = out.findIndex(([id]) => id === 'study');
    if (found.has('work')) out.splice(at, 1);
    else out[at] = ['work', out[at]![1]];
  }
  return out.sort((a, b) => a[1] - b[1]).map((t) => t[0]);
}

const KID = '(?:son|sons|daughter|daughters|kid|kids|child|children|figli[oae]?|bambin[oaie]|nipot[ei])';
const SCHOOL_WORD = '(?:school|class|classes|teacher|teachers|homework|scuola|classe|maestr[ae]|compiti|prof|professoress\\w)';
const CHILD_SCHOOL = rx(
  `\\b(?:${KID}(?: s)? (?:(?:new|old|primary|secondary|nursery|whole|entire) )?${SCHOOL_WORD}|${SCHOOL_WORD} (?:di|del|della|dei|delle|of) (?:(?:mio|mia|miei|mie|my|our|nostr[oaie]) )?${KID}|${KID}\\b.{0,40}\\b(?:a|at|in|to|from|da) (?:school|scuola)|(?:his|her|their) (?:school|class|teacher|homework)|(?:sua|loro) (?:classe|scuola|maestra))\\b`,
);
const CHILD_SCHOOL_ALL = new RegExp(CHILD_SCHOOL.source, 'gu');
const JEALOUS = rx('\\b(?:gelos\\w*|jealous\\w*)\\b');

// Setbacks and dread: news that went wrong, or something feared ahead. They get validation, never cheer.
const SETBACK = rx(
  '\\b(?:non (?:e|sono|ci sono) (?:andat\\w|riuscit\\w|passat\\w|stat\\w promoss\\w)|non mi hanno pres\\w|e andata male|andata storta|non ce l ho fatta|ho fallito|fallit\\w|bocciat\\w|rifiutat\\w|scartat\\w|licenziat\\w|mi ha(?:nno)? lasciat\\w|ci siamo (?:lasciat\\w|separat\\w)|ho perso|peggio|peggiorat\\w|ricadut\\w|ci risiamo|di nuovo male|temo|ho il terrore|ho paura|non vedo l ora che finisca|went (?:badly|wrong)|didnt (?:go|work|make it|get)|did not (?:go|work)|failed|rejected|fired|laid off|dumped|broke up|split up|we separated|lost (?:my|the)|worse|relapse\\w*|dreading|dread|im scared|i fear|afraid|setback|messed up|screwed up)\\b',
);
const GOOD_NEWS = rx(
  '\\b(?:ce l ho fatta|sono riuscit\\w|(?:e )?andata bene|promoss\\w|passato l esame|mi hanno pres\\w|ho ottenuto|finalmente|bella notizia|buone notizie|felic\\w*|content[oaie]|sto meglio|va meglio|sollevat\\w|orgoglios\\w|it went (?:well|great)|i did it|i made it|i managed|i passed|got the job|good news|great news|finally|happy|relieved|proud|(?:feel\\w*|im|doing) better|excited)\\b',
);

/** Something went wrong or is dreaded: the reply validates, with no positive exclamation. */
export function isSetback(norm: string): boolean {
  return SETBACK.test(norm);
}

/** Clearly good news: good-news words, no negative emotion and no setback. Only then a "che bello". */
/** "mi hanno promossa ma mi sento un impostore": good news with a heavy word about oneself is not good news to cheer. */
const DOUBT_ABOUT_SELF = rx(
  '\\b(?:non valgo|valgo poco|impostor\\w*|fraud|a fake|un bluff|non (?:sono|saro|ero) (?:all altezza|capace|abbastanza|adatt\\w)|incapace|fallit\\w|worthless|not good enough|not up to it|dont deserve|non (?:me lo )?merito|mi scopriranno|si accorgeranno|find out|paura|ansia|ansios\\w|terrorizzat\\w|scared|afraid|anxious|panic\\w*|terrified)\\b',
);

/** "tutte sono più felici di me", "everyone looks happier than me": a comparison that hurts, not good news. */
const COMPARED = rx(
  '\\b(?:piu \\w+ (?:di me|di noi)|meglio di me|(?:happier|better|prettier|thinner|richer|luckier|more \\w+) than (?:me|us)|tutt[ie] (?:sono|siano|sembrano|hanno)|everyone (?:else )?(?:is|seems|looks|has)|everybody (?:else )?(?:is|seems|looks|has))\\b',
);

/** "è andata bene, ma sono 3 giorni che non scrive": good news with a "but" after it is no good news alone. */
const BUT_AFTER = rx('\\b(?:ma|pero|but|however|though|anche se|even though|except|solo che|only that)\\b');

export function isClearlyPositive(norm: string): boolean {
  const good = GOOD_NEWS.exec(norm);
  if (
    !good ||
    BUT_AFTER.test(norm.slice(good.index + good[0].length)) ||
    isSetback(norm) ||
    DOUBT_ABOUT_SELF.test(norm) ||
    COMPARED.test(norm) ||
    EXPECTED_HAPPY.test(norm)
  )
    return false;
  const r = readEmotions(norm);
  return r.primary === null && !NEGATED_POSITIVE.test(norm);
}

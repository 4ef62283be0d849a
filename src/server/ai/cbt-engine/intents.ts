/**
 * Small intents the built-in engine recognises on normalised text:
 * greetings, thanks, yes/no to an offer, starting or stopping a thought
 * record, requests for an exercise, and out-of-scope requests (diagnosis,
 * medication, unrelated topics). Plus the 0-100 intensity parser.
 */
import { rx } from '../text/normalize';

const words = (norm: string): number => (norm.match(/[a-z0-9]+/g) ?? []).length;

const GREETING = rx(
  '^(?:ciao|salve|buongiorno|buonasera|buon pomeriggio|hey|hei|ehi|hi|hello|hiya|good (?:morning|afternoon|evening)|yo)\\b',
);
const THANKS = rx('\\b(?:grazie|ti ringrazio|thank you|thanks|thx|ty|cheers)\\b');
const BYE = rx(
  '\\b(?:a domani|buonanotte|ci sentiamo|a presto|alla prossima|ciao ciao|bye|goodbye|good night|goodnight|see you|talk later|gotta go|devo andare)\\b',
);
const YES = rx(
  '^(?:si|sì|ok|okay|va bene|certo|certamente|volentieri|proviamo|facciamolo|dai|perche no|yes|yeah|yep|yup|sure|ok let s|lets do it|lets try|why not|alright|please|si grazie|yes please|d accordo|ci sto)\\b',
);
const NO = rx(
  '^(?:no|nah|nope|non ora|non adesso|magari dopo|un altra volta|non mi va|no grazie|not now|maybe later|no thanks|not really|preferisco di no|rather not)\\b',
);
const STOP = rx(
  '^(?:stop|basta|fermiamoci|fermati|smettiamo|annulla|interrompi|lascia stare|lasciamo stare|lasciamo perdere|non voglio continuare|non mi va di continuare|cancel|quit|enough|lets stop|can we stop|i want to stop|i dont want to continue|never mind|nevermind|esci)\\b',
);
const START_TR = rx(
  '\\b(?:diario dei pensieri|diario del pensiero|scheda (?:dei pensieri|abc)|ristrutturazione cognitiva|thought record|thought diary|(?:analizz|esamin|mett\\w* in discussione|sfid|smont|guardare)\\w* (?:insieme )?(?:questo|quel|il mio) pensiero|aiutami a (?:mettere in discussione|analizzare|esaminare|smontare|sfidare) (?:questo|quel|il)? ?pensier\\w*|help me (?:challenge|question|examine|look at|work through) (?:this|that|my|a) (?:thought|belief)|challenge (?:this|that|my) (?:thought|belief)|cbt exercise|esercizio cbt)\\b',
);
// "can we do a thought record?", «facciamo il diario dei pensieri?»: a question that asks to do it, not about it.
const ASKS_TO_DO = rx(
  '\\b(?:can we|could we|shall we|lets|let s|can you|could you|would you|will you|help me|walk me through|(?:i d|id|i would|i want to|i wanna) (?:like to )?(?:do|try|start)|possiamo|potremmo|facciamo|proviamo|mi aiuti|mi puoi aiutare|puoi aiutarmi|(?:vorrei|voglio) (?:fare|provare|iniziare)|(?:iniziamo|cominciamo))\\b',
);
// "riprendiamo", "continuiamo da dove eravamo", "let's continue": picking up a paused exercise.
const RESUME = rx(
  '^(?:(?:ok|okay|allora|dai|si|ciao|eccomi|ecomi|sono tornat[oa]|rieccomi|riecomi|hi|hey|ok so|so|i m back|im back)(?: [,.!])? )*(?:riprendiamo|continuiamo|ripartiamo|dove eravamo(?: rimast[ie])?|riprendiamo (?:il diario|da dove eravamo)|let s continue|lets continue|let s pick (?:it|this) up|lets pick (?:it|this) up|where were we|shall we continue|can we continue|resume)\\b',
);
const EXPLAIN = rx(
  '\\b(?:cos e|cosa significa|cosa vuol dire|non ho capito|non capisco|in che senso|what is|what does (?:that|it|this) mean|what do you mean|i dont understand|dont get it|come funziona|how does (?:it|this) work)\\b',
);
const DONT_KNOW = rx(
  '^(?:non (?:lo )?so|boh|non saprei|non mi viene|i dont know|idk|not sure|no idea|dunno|i cant think of)\\b',
);
const WANT_EXERCISE = rx(
  '\\b(?:esercizi\\w*|tecnic\\w+|meditazion\\w*|respirazione|cosa posso fare|come posso calmarmi|aiutami a calmarmi|suggeriscimi|consigliami|exercise|exercises|technique|meditation|meditate|breathing|what can i do|help me calm down|how (?:can|do) i calm|suggest something|recommend something)\\b',
);
const IDENTITY = rx(
  '\\b(?:sei (?:tipo |come |davvero |proprio )?(?:un |una |uno |un )?(?:bot|chatbot|robot|persona|umano|umana|ia|intelligenza artificiale|psicolog\\w+|terapeut\\w+|medico|dottore|programma|macchina)|sei (?:vero|vera|reale)|chi sei|parlo con (?:un|una) (?:persona|bot|robot|macchina)|are you (?:like |actually |really )?(?:a |an )?(?:real )?(?:bot|chatbot|robot|real|human|person|ai|therapist|psychologist|counsell?or|doctor|machine|program)|who are you|am i talking to a (?:bot|human|person)|is (?:this|it) (?:app )?(?:actual |real )?(?:cbt|therapy)\\b.*\\b(?:or|just|chatbot|bot)|(?:questa app )?e (?:una )?(?:vera )?(?:terapia|cbt)\\b.*\\b(?:o|solo|chatbot|bot))\\b',
);
const CAPABILITIES = rx(
  '\\b(?:cosa (?:sai|puoi) fare|come mi puoi aiutare|come puoi aiutarmi|what can you do|how can you help|how do you work(?! (?:for|with|under|at|in|on|as|around|from|through)\\b))\\b',
);
const DIAGNOSIS_WORD = rx(
  '\\b(?:diagnos\\w*|what disorder|che disturbo ho|che malattia ho|which disorder)\\b',
);
/**
 * A diagnosis received and told ("mi hanno diagnosticato il diabete", "alla nostra bambina hanno
 * diagnosticato…", "my son was diagnosed"), not one asked for.
 */
const DIAGNOSIS_TOLD = rx(
  '\\b(?:(?:mi |gli |le |ci )?(?:hanno|ha) diagnosticato|(?:e|sono) stat[oaie] diagnosticat\\w*|(?:was|were|got|has been|have been|just been) diagnosed|mi (?:e|hanno) stat[oaie] diagnosticat\\w*|(?:ho|abbiamo|hanno) (?:avuto|ricevuto|fatto) (?:la |una )?diagnosi|(?:i was|i ve been|ive been|i have been|i got|he was|she was|been) diagnosed|(?:got|received|had) (?:a|the|my|her|his) diagnosis|(?:dopo|da|since|after) (?:la|the|my|quella|una|a|such a|una tale) diagnos\\w*|diagnosi (?:cosi|del genere|come questa)|(?:a|this|that|such a) diagnosis like (?:this|that))\\b',
);
const DIAGNOSIS_Q = rx(
  '\\b(?:do i have (?:depression|anxiety|adhd|ocd|bipolar|bpd|ptsd|autism|a disorder|an? \\w+ disorder|a mental illness)|am i (?:bipolar|depressed|autistic|mentally ill|a narcissist|crazy)|ho (?:la |il |un |una |l )?(?:depressione|disturbo \\w+|bipolarismo|adhd|doc|ocd|ptsd|autismo)|sono (?:bipolar\\w|depress\\w|borderline|autistic\\w|narcisist\\w|pazz\\w))\\b',
);
const OPINION = rx(
  '\\?|\\b(?:secondo te|pensi che|credi che|do you think|could i|is it possible|e possibile|potrei avere|might i have)\\b',
);
const MEDICATION = rx(
  '\\b(?:farmac\\w+|psicofarmac\\w+|antidepressiv\\w+|ansiolitic\\w+|benzodiazepin\\w+|xanax|sertralin\\w*|paroxetin\\w*|fluoxetin\\w*|escitalopram|citalopram|lorazepam|alprazolam|diazepam|valium|lexotan|en gocce|tavor|zoloft|prozac|propranolol\\w*|beta ?blocc?\\w*|beta ?blockers?|zolpidem|stilnox|trazodon\\w*|mirtazapin\\w*|venlafaxin\\w*|duloxetin\\w*|pregabalin\\w*|quetiapin\\w*|gocce|pastigli\\w+|pillol\\w+|dosaggio|dose|milligrammi|mg|medication|meds|medicine|antidepressants?|ssris?|sleeping pills?|melatonin\\w*|melatonina)\\b',
);
const MED_ADVICE = rx(
  '\\b(?:posso|devo|dovrei|quant\\w|quale|quali|smettere|sospendere|aumentare|diminuire|ridurre|prendere|assumere|can i|should i|how (?:much|many)|which|stop|quit|increase|decrease|take|taking|safe|sicur\\w*|come on|withdraw\\w*|mix|insieme|together)\\b',
);
const UNRELATED = rx(
  '\\b(?:codice|programma(?:re|zione)|javascript|python|sql|excel|formula|equazione|matematica|compiti di|traduci|traduzione|ricetta|meteo|calcio|partita|politic\\w|elezioni|in borsa|borsa valori|azioni|crypto|bitcoin|tasse|avvocato|legale|code|coding|programming|equation|math|homework|translate|recipe|weather|football|soccer|election|stock|stocks|tax|taxes|lawyer|legal advice|capital of)\\b',
);

/** A lawyer, taxes, "is it legal?": a matter of the person's life when a situation of theirs was told. */
const LIFE_MATTER = rx('\\b(?:tasse|avvocato|legale|tax|taxes|lawyer|legal|illegal|illegale)\\b');

/** "I keep putting off my tax return", "l'esame di matematica mi agita": the person's own load, not a request for the subject. */
const PERSONAL_FRAME = rx(
  '\\b(?:putting (?:it )?off|put (?:it )?off|keep avoiding|avoid(?:ing)?|procrastinat\\w*|dreading|dread|stress\\w*|anxi\\w+|worr\\w+|scared|afraid|overwhelm\\w*|panic\\w*|(?:cant|cannot|can not) (?:face|bring myself|focus|sleep|look at)|(?:i )?havent (?:filed|done|paid|opened|started|sent|sorted)|(?:i )?(?:failed|flunked)|(?:mi hanno )?bocciat\\w*|non riesco a guardar\\w*|(?:sono|faccio (?:la|il)) (?:una |un )?(?:prof|professor\\w*|insegnante|maestr[ao]|docente)|insegno|i teach|(?:im|i am) an? (?:\\w+ )?teacher|mi (?:distrugg|sfinisc|pes|uccid|logor)\\w*|wears? me (?:out|down)|exhaust\\w*|drain\\w*|rimand\\w*|procrastin\\w*|evit\\w*|ansia|ansios\\w*|agit\\w*|stress\\w*|paura|preoccup\\w*|non riesco|mi blocc\\w*|sopraffatt\\w*|in crisi per|ho (?:fatto|provato|messo|usato|scritto)|i (?:made|did|tried|used|wrote)|pro e contro|pros and cons|(?:i ve |ive |i have |i )?(?:paid for|signed up|enrolled)|ho pagato|mi sono iscritt\\w*|(?:never|havent|didnt|not) finish\\w*|finished none|non (?:l |li |le )?ho (?:mai )?finit\\w*|non finisco mai|(?:my|la mia|mia) (?:(?:whole|entire|intera) )?(?:social )?(?:life|vita)|vita sociale|my team|la mia squadra|(?:i|we) (?:play|train)|(?:gioco|giochiamo) a|(?:torn|injur|tore|rott)\\w* (?:my|il|la|lo|i|il mio|la mia)|(?:mio|mia|my) (?:compagn[oa]|marito|moglie|ragazz[oa]|fidanzat[oa]|figli[oa]|padre|madre|papa|mamma|fratell[oa]|sorell[ae]|partner|husband|wife|boyfriend|girlfriend|son|daughter|dad|mum|mom|brother|sister))\\b',
);

/** A statement that starts with the person ("i coach my son's football team", «alleno la squadra di calcio…»): their story. */
const OWN_STORY = rx(
  '^(?:(?:so|well|ok|okay|allora|beh|dunque|ciao|hi|hey) )*(?:i|im|ive|id|io|sono|ho|faccio|lavoro|alleno|gioco|my|mio|mia|miei|mie)\\b',
);

/** Asking for something: a question, or "can you…", "write…", «mi spieghi…». */
const REQUEST = rx(
  '\\?|^(?:(?:ok|okay|so|and|but|hey|ciao|e|ma|allora|scusa|sorry) )*(?:can you|could you|would you|will you|help me|write|explain|tell me|what is|whats|how do|how to|translate|give me|puoi|potresti|mi (?:scrivi|spieghi|aiuti|traduci|dici|fai)|scrivi|spiega|traduci|dimmi|cos e|cosa e|come si|chi ha vinto|who won)\\b',
);

export const is = {
  greetingOnly: (n: string): boolean => GREETING.test(n) && words(n) <= 4,
  thanksOnly: (n: string): boolean => THANKS.test(n) && words(n) <= 6,
  bye: (n: string): boolean => BYE.test(n) && words(n) <= 7,
  yes: (n: string): boolean => YES.test(n) && words(n) <= 6,
  no: (n: string): boolean => NO.test(n) && words(n) <= 6,
  stop: (n: string): boolean => STOP.test(n) && words(n) <= 8,
  startThoughtRecord: (n: string): boolean => START_TR.test(n),
  asksToDo: (n: string): boolean => ASKS_TO_DO.test(n),
  resume: (n: string): boolean => RESUME.test(n) && words(n) <= 8,
  explain: (n: string): boolean => EXPLAIN.test(n) && words(n) <= 12,
  dontKnow: (n: string): boolean => DONT_KNOW.test(n) && words(n) <= 8,
  wantsExercise: (n: string): boolean => WANT_EXERCISE.test(n),
  identity: (n: string): boolean => IDENTITY.test(n),
  capabilities: (n: string): boolean => CAPABILITIES.test(n),
  diagnosis: (n: string): boolean =>
    (DIAGNOSIS_WORD.test(n) && !DIAGNOSIS_TOLD.test(n)) || (DIAGNOSIS_Q.test(n) && OPINION.test(n)),
  medication: (n: string): boolean => MEDICATION.test(n) && MED_ADVICE.test(n),
  /**
   * `ownMatter`: the conversation has told a situation of the person's, so a lawyer or taxes are part of it.
   * `midway`: the person has written before in this conversation, so only a request for the subject is
   * out of scope ("can you fix my code?"), not a turn of their story ("she commented on my code review").
   */
  unrelated: (n: string, ownMatter = false, midway = false): boolean =>
    UNRELATED.test(n) &&
    !PERSONAL_FRAME.test(n) &&
    !(OWN_STORY.test(n) && !REQUEST.test(n)) &&
    !(ownMatter && LIFE_MATTER.test(n)) &&
    (!midway || REQUEST.test(n)),
};

// ---------------------------------------------------------------- intensity

const IT_UNITS: Record<string, number> = {
  uno: 1,
  un: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
};
const IT_TENS: Array<[string, number]> = [
  ['novant', 90],
  ['ottant', 80],
  ['settant', 70],
  ['sessant', 60],
  ['cinquant', 50],
  ['quarant', 40],
  ['trent', 30],
  ['vent', 20],
];
const IT_SMALL: Record<string, number> = {
  zero: 0,
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  diciotto: 18,
  diciannove: 19,
  cento: 100,
  meta: 50,
};
const EN_UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const EN_TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const EN_SMALL: Record<string, number> = {
  zero: 0,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  hundred: 100,
  half: 50,
};

/** Raw text (not squeezed): Italian number words need their double letters. */
function itWordNumber(w: string): number | null {
  if (w in IT_SMALL) return IT_SMALL[w]!;
  if (w in IT_UNITS) return IT_UNITS[w]!;
  for (const [stem, v] of IT_TENS) {
    if (!w.startsWith(stem)) continue;
    const rest = w.slice(stem.length);
    if (rest === 'a' || rest === 'i' || rest === '') return v;
    const unit = rest.replace(/^[ai]/, '');
    if (unit in IT_UNITS) return v + IT_UNITS[unit]!;
    if (rest in IT_UNITS) return v + IT_UNITS[rest]!; // ventuno, ventotto
  }
  return null;
}

/** A number written in words ("settanta", "seventy five", "sette"), or null. */
function wordsNumber(s: string): number | null {
  const tokens = s.match(/[a-z]+/g) ?? [];
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!;
    // "un po'" and "no one" are not ratings; "uno" or "one" alone is.
    if (w === 'un' || ((w === 'uno' || w === 'one') && tokens.length > 3)) continue;
    const it = itWordNumber(w);
    if (it !== null) return it;
    if (w in EN_SMALL) return EN_SMALL[w]!;
    if (w in EN_UNITS) return EN_UNITS[w]!;
    if (w in EN_TENS) {
      const next = tokens[i + 1];
      return EN_TENS[w]! + (next && next in EN_UNITS ? EN_UNITS[next]! : 0);
    }
  }
  return null;
}

/**
 * Parse an intensity 0-100 from "70", "70%", "70/100", "7/10", "7 su 10",
 * "sette su dieci", "settanta", "settantacinque", "seventy five", "seven",
 * "a hundred", "metà". A bare "7" stays 7: its scale is the caller's to read.
 * Returns null when there is no usable number.
 */
export function parseIntensity(raw: string): number | null {
  const s = raw
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[-\u2013]/g, ' ');
  const outOf10 = /\b(\d{1,2}(?:[.,]\d)?)\s*(?:\/|su|out of|of)\s*(?:10|dieci|ten)\b/.exec(s);
  if (outOf10) {
    const v = parseFloat(outOf10[1]!.replace(',', '.'));
    if (v >= 0 && v <= 10) return Math.round(v * 10);
  }
  // "sette su dieci", "seven out of 10": the word before the scale.
  const wordOf10 = /\b([a-z]+)\s+(?:su|out of|of)\s+(?:10|dieci|ten)\b/.exec(s);
  const w10 = wordOf10 ? wordsNumber(wordOf10[1]!) : null;
  if (w10 !== null && w10 <= 10) return w10 * 10;
  const range = /\b(\d{1,3})\s*(?:a|to|tra|e|and|\/)?\s+(\d{1,3})\s*%?/.exec(
    s.replace(/(\d)\s*\/\s*(\d)/g, '$1 / $2'),
  );
  if (range) {
    const a = Number(range[1]);
    const b = Number(range[2]);
    if (a <= 100 && b <= 100 && Math.abs(a - b) <= 30 && b !== 100) return Math.round((a + b) / 2);
  }
  const num = /\b(\d{1,3})(?:[.,]\d+)?\s*(%|\/\s*100|per ?cento|percent)?/.exec(s);
  if (num) {
    const v = Number(num[1]);
    if (v <= 100) return v;
  }
  return wordsNumber(s);
}

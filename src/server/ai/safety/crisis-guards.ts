/**
 * Guards for the crisis check: real denials, phrases where a negation
 * reinforces the signal, fiction/news/lyrics context, identification with a
 * character, jokes and trivial triggers, concrete plans, habitual symptoms.
 * All on normalised text; repeated letters squeezed by rx().
 */
import { rx } from '../text/normalize';

/** Denials that govern a following signal. */
export const NEGATION_RE = rx(
  '\\b(?:non|mai|neanche|nemmeno|neppure|not|never|dont|didnt|doesnt|wont|wouldnt|isnt|arent|wasnt|werent|havent|hasnt|hadnt|nor|nope)\\b|\\bno\\b(?! one| i\\b| im\\b| io\\b| honestly| seriously| really| davvero| sul serio| sinceramente| guarda| look)',
);

/**
 * A verb of saying, knowing or noticing after the denial ends its scope:
 * "non l'ho mai detto a nessuno ma...", "I've never told anyone I want to
 * die", "nobody knows that I cut". Belief verbs (penso, think) are not here:
 * "I don't think I want to die" stays a denial.
 */
export const NEG_SCOPE_END_RE = rx(
  '\\b(?:raccontato|raccontarlo|confessato|ammesso|sa|sanno|sapeva|sapevano|saputo|capito|capisce|capiscono|nota|notano|notato|accorg\\w+|told|tell|telling|know|knows|knew|realize|realizes|realized|notice|notices|noticed|understand|understands|admitted|admit)\\b|\\b(?:detto|dirlo|dire|said|say|mentioned|mostrato|shown|showed) (?:it |lo )?(?:a nessuno|a qualcuno|anyone|anybody|to anyone|to anybody)\\b',
);

/** Phrases in which a negation does not deny the signal but reinforces it. */
export const PERSISTENCE_RE = rx(
  '\\b(?:cant|cannot|can not|couldnt) (?:stop|help|get|shake|quit)|\\b(?:wont|will not|doesnt|does not|never) stop\\b|\\bnon (?:la )?smett\\w+ (?:mai )?di\\b|\\bkeep (?:thinking|having|wanting)|\\bnon (?:riesco|posso|faccio) (?:a )?(?:smettere|togliermi|fare a meno|non pensare|altro che|che pensare)|\\bnon faccio (?:altro )?che\\b|\\bnon mi (?:esce|va via) dalla testa\\b|\\bnon so (?:se|piu|come|perche|cosa)\\b|\\b(?:dont|do not) know (?:if|how|why|what|whether)\\b|\\bnot sure (?:if|i|how|why)\\b|\\bmai come (?:ora|adesso|in questo periodo|oggi)\\b|\\bpiu che mai\\b|\\bmore than ever\\b|\\bnon sono sicur\\w* (?:di|che)\\b|\\b(?:not|non) (?:that|che) (?:i|io)? ?(?:care|importi)',
);

/** Clause boundaries for the negation window. */
export const CLAUSE_SPLIT_RE = rx(
  '[,:"]|\\b(?:ma|pero|eppure|tuttavia|anche se|but|however|though|although|yet|and yet)\\b',
);

/** Mentions of fiction, songs and news: a signal inside such a sentence is about them. */
export const FICTION_RE = rx(
  '\\b(?:film|movie|movies|serie|series|tv show|show|episodio|episode|puntata|libro|book|romanzo|novel|racconto|story|personaggio|character|protagonista|protagonist|canzone|song|lyrics|testo della canzone|cantante|singer|canta|sings|sang|album|rapper|poesia|poem|telegiornale|tg|news|notizia|notizie|giornale|newspaper|articolo|article|headline|cronaca|documentario|documentary|videogioco|video game|game|fumetto|comic|manga|anime|podcast|citazione|quote|meme|titolo|title|intitolat\\w*|called|in class|for class|in (?:my |our )?\\w+ class|for (?:my |our )?\\w+ class|a lezione|in classe|per la scuola|for school|lesson|lezione|essay|tema|saggio|tesi|tesina|thesis|paper)\\b',
);

/** Verbs that report what a song, film or article says. */
export const REPORT_RE = rx(
  '\\b(?:articolo|libro|film|documentario|tesi|ricerca|article|book|paper|study|thesis|research|essay|tema|saggio|presentation|presentazione|project|progetto|report|relazione) (?:su|sul|sulla|sull|sugli|sulle|sui|sullo|on|about)\\b|\\b(?:dice|diceva|dicono|canta|cantava|parla di|parlava di|racconta|in cui|dove|si chiama|intitolat\\w*|recita|goes|says|said|sings|sang|called|titled|about|where|in which|when the|quando il|quando la|discuss\\w*|talked about|learned about|studied|studiato|parlato di|parlavamo di|abbiamo parlato|lecture|lezione su|seminar\\w*|workshop|corso su)\\b|"',
);

/** The person says the fiction is about them: the fiction guard no longer applies. */
export const IDENTIFICATION_RE = rx(
  '\\b(?:anch io|come me|mi ci rivedo|mi ci sono rivist\\w*|mi rivedo|mi sono rivist\\w*|mi sento (?:cosi|anch|uguale|proprio cosi)|e quello che (?:provo|sento|penso)|like me|me too|relate|that s me|thats me|how i feel|i feel the same|thats exactly|same here|same as me)\\b',
);

/** Laughter or a trivial trigger turns a threat into hyperbole. */
export const JOKE_RE = rx(
  '\\b(?:ah){2,}h?\\b|\\b(?:ha){2,}h?\\b|\\b(?:eh){2,}\\b|\\blol\\b|\\blmao\\b|\\brofl\\b|\\bxd\\b|\\bscherz\\w*|\\bjk\\b|\\bkidding\\b|\\bjoking\\b|\\bbattuta\\b|\\b(?:if|when) (?:he|she|they|my \\w+) (?:eats|takes|touches|uses|breaks|steals|finishes|does that|drinks)|\\bfor (?:eating|taking|using|breaking|stealing|finishing|drinking)\\b|\\bse (?:mi |ancora |di nuovo )?(?:\\w+ ){0,4}(?:prende|mangia|tocca|finisce|rompe|ruba|usa|beve|fa ancora)\\b',
);

/** A concrete plan or weapon makes even a "joking" threat serious. */
export const PLAN_RE = rx(
  '\\b(?:come farlo|come fare|ho pensato (?:anche )?a come|coltello|pistola|fucile|arma|piano|how to do it|thought about how|knife|gun|weapon|plan|seriously|sul serio|davvero)\\b',
);

/** Habitual or conditional framing of physical symptoms (typical of anxiety). */
export const HABITUAL_RE = rx(
  '\\b(?:quando|ogni volta|a volte|spesso|di solito|mi capita|durante (?:gli|un|l) (?:attacch\\w*|ansia|panico)|when|whenever|sometimes|often|usually|every time|during (?:a |my )?(?:panic|anxiety)|used to)\\b',
);

/**
 * "Mi sembra di non respirare", "it feels like I can't breathe": an
 * impression typical of anxiety. Applies only to breathing signals; chest
 * pressure, a numb arm or fainting described "as if" are still taken as
 * happening now.
 */
export const SIMILE_RE = rx('\\b(?:mi sembra di|come se|feels like|feel like|it s like|its like|as if)\\b');

/** Someone else is the subject of the sentence (a friend, a sister, he, she). */
export const THIRD_PARTY_RE = rx(
  '\\b(?:my|a|our|his|her) (?:friend|best friend|sister|brother|cousin|classmate|coworker|colleague|roommate|aunt|uncle|mom|mum|dad|mother|father|grandma|grandpa|grandmother|grandfather|neighbor|neighbour|ex|partner|boyfriend|girlfriend|son|daughter|teacher)\\b|\\b(?:(?:il|la|un|una|i|le) )?(?:mio|mia|miei|mie|tuo|tua|suo|sua) (?:amic\\w|migliore amic\\w|sorella|fratello|cugin\\w|compagn\\w|collega|colleghi|zi\\w|madre|padre|mamma|papa|nonn\\w|vicin\\w|ex|figli\\w|coinquilin\\w|ragazz\\w|fidanzat\\w)\\b|\\b(?:he|she|hes|shes|they|theyre|lui|lei|loro)\\b',
);

/** The event is past and the person is said to be well now. */
export const RECOVERED_RE = rx(
  '\\b(?:ora|adesso|oggi) (?:sta|stanno|e|sono) (?:molto |davvero )?(?:bene|meglio|benissimo|seren\\w|tranquill\\w|felice|felici)\\b|\\bsta (?:molto |davvero )?meglio\\b|\\bne (?:parla|parliamo|parlano|parlo) (?:tranquillamente|serenamente|apertamente|senza problemi)\\b|\\b(?:now|today) (?:shes|hes|theyre|she is|he is|they are)? ?(?:doing )?(?:great|well|fine|ok|okay|better|good|happy|thriving)\\b|\\b(?:shes|hes|theyre|she is|he is|they are) (?:doing )?(?:really )?(?:great|well|fine|better|good|ok|okay) now\\b|\\b(?:anni|mesi) fa\\b|\\byears ago\\b|\\bused to\\b|\\bin high school\\b|\\bal liceo\\b|\\bda ragazz\\w\\b',
);

/** The matched words themselves speak in the first person. */
export const FIRST_PERSON_RE = rx(
  '\\b(?:i|im|ive|id|me|my|myself|mi|io|mio|mia|miei|mie|ho|sono|voglio|vorrei)\\b',
);

/** Play, not violence: "mi ha dato un pugno per scherzo", "punched me for taking his fries". */
export const PLAYFUL_RE = rx(
  '\\b(?:per scherzo|scherzando|per gioco|giocando|ridendo|for fun|playfully|as a joke|jokingly|while (?:we were )?(?:playing|wrestling|sparring)|when (?:we|they) (?:play|wrestle|fight for fun)\\w*|(?:mentre|quando) (?:giochiamo|giocano|giocavamo|giocavano)|pillow fight|for (?:eating|taking|using|breaking|stealing|finishing|drinking) (?:his|her|their|my) \\w+|because i (?:took|ate|broke|used|stole|finished|drank|hid) (?:his|her|their|my) \\w+|perche (?:gli|le) ho (?:preso|mangiato|rotto|usato|rubato|finito|nascosto) \\w+|in (?:the |a )?(?:game|match|partita))\\b',
);

/**
 * "I used to cut when I was a teen, now I'm fine": a past that is over. Needs
 * both a past marker and a recovery marker; past-context.ts adds that nothing says it is back.
 */
export const RESOLVED_PAST_RE = rx(
  '^(?=.*\\b(?:used to|una volta|when i was \\d+|quando avevo \\d+ anni|a \\d+ anni|da ragazz\\w|quando ero (?:piccol\\w|ragazz\\w|adolescente|al liceo)|when i was (?:a teen|a teenager|younger|a kid|in high school|in school)|in high school|al liceo|(?:anni|mesi) fa|years ago|months ago|in passato|in the past)\\b)(?=.*\\b(?:(?:now|ora|adesso|oggi) (?:im|i am|sto|mi sento|i feel|things are|va) (?:\\w+ )?(?:fine|ok|okay|better|good|well|great|bene|meglio|benissimo|seren\\w)|(?:clean|pulit\\w) (?:for|da) (?:\\d+|un|una|two|three|due|tre|anni|years|mesi|months)|havent (?:done it|cut|hurt myself) (?:in|for)|non lo faccio piu|non mi taglio piu|ho smesso|i stopped|i quit|ne sono uscit\\w|i got (?:help|better)|im in therapy now|(?:im|i am) \\d+ now|now (?:and )?(?:happy|fine|ok|okay|good|well)|(?:ora|oggi|adesso) ho \\d+ anni)\\b)',
);

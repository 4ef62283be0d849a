/**
 * Work that weighs: why a job once loved feels heavy now (load, control, meaning; rest, boundaries,
 * the GP when the exhaustion stays), presenting without reading the slides, and whether perfectionism
 * is a fault at all (high standards against the perfectionism that costs; "good enough" as a choice).
 */
import type { KnowledgeEntry, LangContent } from '../types';

type W = [string, string, ...string[]];
const lc = (a: W, b: W, followUp: [string, string]): LangContent => ({ text: [a, b], followUp });

export const WORK_WEIGHT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'work_lost_spark',
    kind: 'why',
    keys: 'lavoro che amavo=6, lavoro che mi piaceva=6, lavoro che adoravo=6, amavo il mio lavoro=6, adoravo il mio lavoro=6, mi piaceva il mio lavoro=6, mi piaceva tanto=3, amavo=3, adoravo=3, mi pesa=2, mi pesa cosi=3, non mi piace piu=4, non mi entusiasma piu=5, non mi appassiona piu=5, perso la passione=5, perso l entusiasmo=5, passione per il mio lavoro=5, lavoro=1, job i used to love=6, used to love my job=6, work i used to love=6, used to love my work=6, loved my job=6, job i loved=6, used to love=3, used to enjoy=3, lost my passion=5, lost the passion=5, lost interest in my job=5, lost my spark=5, feel like this now=2, dread monday=4, dread mondays=4, dread going to work=5, dread work=4, sunday dread=4, sunday scaries=5, job=1, work=1',
    requires: 'lavor=0, mestier=0, profession=0, ufficio=0, carriera=0, job=0, work=0, career=0',
    forms: ['why', 'normal', 'is_this'],
    topics: ['work', 'stress'],
    it: lc(
      [
        'Succede spesso che un lavoro amato cominci a pesare, e di solito non vuol dire che fosse sbagliato sceglierlo: più spesso è cambiato qualcosa intorno, come un carico cresciuto, meno controllo su come organizzarti o la sensazione che quello che fai abbia perso un po’ di senso.',
        'Può aiutare chiederti cosa ti piaceva davvero all’inizio e cosa oggi te lo toglie: a volte è una parte precisa, come le riunioni o la burocrazia, più del lavoro in sé.',
        'Riposo vero e confini più chiari, come un orario in cui smetti e pause che restano pause, spesso restituiscono un po’ di energia; se la stanchezza non passa nemmeno dopo le ferie, vale la pena parlarne con il medico di base.',
      ],
      [
        'Quando un lavoro che amavi diventa pesante, spesso è il segnale che da tempo dai più energia di quanta ne recuperi, non che la passione sia sparita per sempre.',
        'Di solito c’entrano tre cose: troppo da fare per troppo tempo, poca voce in capitolo sulle decisioni che ti riguardano, e sempre meno momenti in cui vedi il senso di quello che fai.',
        'Un primo passo è scegliere una cosa sola da alleggerire, per esempio parlarne con chi ti assegna il lavoro o lasciare un impegno in più, e proteggere qualche ora davvero tua; se ti senti senza energie da settimane nonostante il riposo, il medico di base è una persona giusta con cui parlarne.',
      ],
      [
        'Cosa ti piaceva di più di questo lavoro, all’inizio?',
        'Quale parte, oggi, ti toglie più energia?',
      ],
    ),
    en: lc(
      [
        'It’s common for a job you loved to start feeling heavy, and it rarely means choosing it was a mistake: more often something around it has changed, like a workload that has grown, less control over how you organise things, or a sense that what you do has lost some of its meaning.',
        'It can help to ask yourself what you really loved at the start and what is taking that away now: sometimes it’s one specific part, like meetings or paperwork, more than the work itself.',
        'Real rest and clearer boundaries, like a time when you stop and breaks that stay breaks, often bring some energy back; if the tiredness doesn’t lift even after time off, it’s worth talking to your GP.',
      ],
      [
        'When a job you loved becomes a weight, it’s often a sign that for a while you’ve been giving out more energy than you get back, not that the passion is gone for good.',
        'Three things tend to be involved: too much to do for too long, little say in the decisions that affect you, and fewer and fewer moments where you can see the point of what you do.',
        'A first step is to pick one thing to lighten, such as raising it with whoever sets your workload or dropping an extra commitment, and to protect a few hours that are truly yours; if you’ve felt drained for weeks despite resting, your GP is a good person to talk to.',
      ],
      [
        'What did you love most about this job at the beginning?',
        'Which part of it takes the most energy out of you now?',
      ],
    ),
  },
  {
    id: 'slides_not_reading',
    kind: 'how_to',
    keys: 'slide$=4, le slide=5, diapositiv=5, powerpoint=5, power point=5, leggere le slide=6, leggo le slide=6, come un robot=4, robot=2, a memoria=2, presentazion=2, presentare=2, esporre=2, slides=4, read my slides=6, reading my slides=6, reading the slides=6, read the slides=6, reading off=3, read off=3, slide deck=5, deck$=2, like a robot=4, robotic=4, by heart=2, present$=2, presenting=2, presentation=2',
    requires:
      'legg=0, present=0, espor=0, robot=0, pubblico=0, parlar=0, parlo=0, guard=0, memor=0, appunti=0, read=0, speak=0, talk=0, audience=0, notes=0, look at=0, eye contact=0',
    forms: ['how', 'normal'],
    topics: ['performance', 'work'],
    it: lc(
      [
        'Il trucco principale è mettere poche parole su ogni slide, un titolo, un’immagine o tre parole chiave: se il testo non c’è non puoi leggerlo, e chi ascolta guarda te invece dello schermo.',
        'Prepara per ogni slide due o tre punti che vuoi dire e parla a partire da quelli, con parole tue: va bene se ogni volta la frase esce un po’ diversa.',
        'Prova ad alta voce almeno un paio di volte, in piedi, come se fossi già lì: la prima prova è sempre la più goffa, ed è meglio che capiti a casa.',
      ],
      [
        'Leggere le slide capita soprattutto quando ci si aggrappa al testo per paura di perdere il filo: degli appunti brevi a parte, con le parole chiave scritte grandi, danno la stessa sicurezza senza incollarti allo schermo.',
        'Mentre parli cerca con lo sguardo le persone, una alla volta, per una frase ciascuna, come in una conversazione: anche solo un paio di volti amici in sala aiutano.',
        'E concediti le pause: fermarti un secondo a guardare la slide successiva e poi tornare a girarti verso il pubblico sembra sicurezza, non insicurezza.',
      ],
      [
        'Quale slide ti sembra più difficile da spiegare senza leggerla?',
        'Quando potresti fare una prova ad alta voce, magari davanti a qualcuno?',
      ],
    ),
    en: lc(
      [
        'The main trick is to put very few words on each slide, a heading, a picture or three key words: if the text isn’t there you can’t read it, and people look at you rather than the screen.',
        'For each slide, prepare two or three points you want to make and speak from those in your own words: it’s fine if the sentence comes out a little differently each time.',
        'Rehearse out loud at least a couple of times, standing up, as if you were already there: the first run-through is always the clumsiest, and it’s better if it happens at home.',
      ],
      [
        'Reading slides mostly happens when you cling to the text for fear of losing your place: short separate notes with the key words in large print give you the same safety net without gluing you to the screen.',
        'While you talk, look for people, one at a time, for a sentence each, as you would in a conversation: even a couple of friendly faces in the room help.',
        'And allow yourself pauses: stopping for a second to glance at the next slide and then turning back to the audience looks like confidence, not nerves.',
      ],
      [
        'Which slide feels hardest to explain without reading it?',
        'When could you do a run-through out loud, maybe in front of someone?',
      ],
    ),
  },
];

/** After habit_perfectionism in the order: "is this perfectionism?" stays with the entry on what it is and how to ease it. */
export const PERFECTIONISM_WORTH_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'perfectionism_good_or_bad',
    kind: 'why',
    keys: 'perfezionis=4, perfectionis=4, difetto=3, un pregio=3, pregio=2, una qualita=3, qualita=1, un male=2, cosa brutta=3, cosa negativa=3, negativ=2, brutto=2, sbagliat=1, sano$=3, sana$=2, malsano=3, fa male=2, positivo=2, standard alti=4, alti standard=4, standard elevati=4, bene o male=3, pregio o difetto=4, bad thing=4, a bad=2, bad$=2, good thing=4, healthy=3, unhealthy=3, flaw=3, a strength=3, strength=2, virtue=3, high standards=4, good or bad=3',
    requires:
      'perfezionis=0, perfectionis=0, high standards=0, standard alti=0, alti standard=0, standard elevati=0, standard troppo alti=0, perfetto$=0, perfetta$=0, perfetti$=0, perfette$=0, perfect$=0',
    forms: ['could', 'normal'],
    topics: ['perfectionism'],
    it: lc(
      [
        'Dipende da cosa intendi: avere standard alti, curare i dettagli e tenere a fare bene sono qualità vere, e spesso portano lontano.',
        'Il perfezionismo diventa un costo quando quell’asticella non si raggiunge mai: quando fa rimandare per paura di non fare abbastanza bene, spinge a ricontrollare tutto più volte o fa vivere ogni errore come un giudizio su di te.',
        'Una domanda utile è: questo modo di fare mi aiuta a lavorare meglio, o mi costa più tempo, sonno e serenità di quanto mi restituisca?',
      ],
      [
        'Di per sé no: tenere a fare bene ha valore, e il punto non è abbassare l’asticella su tutto, ma distinguere le cose in cui la cura in più vale la pena da quelle in cui «fatto bene» basta e avanza.',
        'Decidere che qualcosa è «abbastanza buono» non è trascuratezza: è una scelta consapevole su dove mettere le energie, presa da te invece che dalla paura del giudizio.',
        'I segnali che il perfezionismo sta pesando più del dovuto si riconoscono: consegne rimandate, ore passate a limare dettagli che nessuno noterà, ansia al pensiero di essere giudicati.',
      ],
      [
        'In quale ambito la tua cura per i dettagli ti aiuta, e in quale ti costa di più?',
        'Cosa potresti provare a consegnare «abbastanza buono» questa settimana?',
      ],
    ),
    en: lc(
      [
        'It depends what you mean by it: having high standards, caring about details and wanting to do things well are real strengths, and they often take people far.',
        'Perfectionism starts to cost you when the bar can never be reached: when it makes you put things off for fear they won’t be good enough, keeps you checking the same thing over and over, or turns every mistake into a verdict on you.',
        'A useful question is: does this way of working help me do better, or does it take more time, sleep and peace of mind than it gives back?',
      ],
      [
        'Not in itself: caring about doing things well has real value, and the point isn’t to lower the bar on everything but to tell apart the tasks worth the extra care from those where "done well" is more than enough.',
        'Deciding that something is "good enough" isn’t carelessness: it’s a deliberate choice about where your energy goes, made by you rather than by the fear of being judged.',
        'The signs that perfectionism is weighing more than it should are easy to recognise: delayed deadlines, hours spent polishing details nobody will notice, dread at the thought of being judged.',
      ],
      [
        'Where does your care for detail help you, and where does it cost you most?',
        'What could you try handing in "good enough" this week?',
      ],
    ),
  },
];

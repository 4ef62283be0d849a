/** Questions about oneself: a setback, a decision, focus, burnout, low mood, "why am I like this", a mind that won't switch off. */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const INNER_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'self_setback',
    kind: 'normal',
    keys: 'ricadut=4, ricascat=4, ci sono ricascat=5, tornato indietro=4, tornata indietro=4, passo indietro=3, da capo=3, punto e a capo=4, ci risiamo=3, di nuovo come prima=4, relapse=4, relapsed=4, setback=4, back to square one=5, slipped back=4, going backwards=4, back where i started=5, all over again=3',
    forms: ['normal', 'how', 'why', 'is_this'],
    topics: ['setback'],
    it: lc(
      [
        'Le ricadute fanno parte quasi sempre del cambiamento: il percorso non è una linea dritta, e un passo indietro non cancella quello che hai imparato.',
        'Più che chiederti «ho fallito?», aiuta chiederti cosa è cambiato nei giorni prima (stanchezza, stress, abitudini saltate) e quale piccola cosa che funzionava puoi riprendere da domani.',
      ],
      [
        'Un brutto periodo dopo uno buono spesso spaventa più di quanto pesi davvero, perché la mente lo legge come «è tutto da capo», ed è raro che lo sia.',
        'Trattati come tratteresti qualcuno che si allena: un giorno storto si registra, si capisce e si riparte dal passo più piccolo.',
      ],
      [
        'Cosa ti aiutava, quando andava meglio, che potresti riprendere?',
        'Cosa è successo nei giorni prima di questo passo indietro?',
      ],
    ),
    en: lc(
      [
        'Setbacks are almost always part of change: progress isn’t a straight line, and a step back doesn’t erase what you have learned.',
        'Rather than asking "have I failed?", it helps to ask what changed in the days before (tiredness, stress, habits dropped) and which small thing that worked you can pick up again tomorrow.',
      ],
      [
        'A bad patch after a good one often scares us more than it weighs, because the mind reads it as "back to square one", and it rarely is.',
        'Treat yourself as you would someone in training: an off day gets noted, understood, and you restart from the smallest step.',
      ],
      [
        'What helped when things were better that you could pick up again?',
        'What happened in the days before this step back?',
      ],
    ),
  },
  {
    id: 'self_decision',
    kind: 'how_to',
    keys: 'dovrei cambiare=4, cambiare lavoro=4, licenziarmi=4, licenziarsi=4, dimettermi=4, dimettersi=4, senza avere gia un altro=5, without another job=5, another one lined up=5, mollare=3, lasciarl=2, lasciare il lavoro=4, decider=3, decision=3, scelta=2, scegliere=2, should i quit=4, quit my job=4, change jobs=4, change my job=4, leave my job=4, should i leave=4, decide$=3, deciding=3, make a decision=4, choice=2, choose=2, sceglieresti=6, what would you choose=6, which would you choose=6, which would you pick=6, which one would you pick=6, due offerte=5, two offers=5, two job offers=6, entrambe le offerte=5, rispondere a entrambe=5, both offers=5, tirare una moneta=5, lanciare una moneta=5, tiro una moneta=5, flip a coin=5, toss a coin=5, piu ci penso piu mi blocco=5, the more i think about it=4',
    forms: ['should', 'how', 'could'],
    topics: ['work', 'partner'],
    it: lc(
      [
        'Non posso decidere al posto tuo, e non sarebbe giusto: la scelta migliore è quella che rispetta ciò che per te conta, e lo sai meglio tu.',
        'Aiuta non decidere nel picco dell’emozione e mettere su un foglio, per ogni strada, cosa guadagni e cosa perdi, tra sei mesi e non solo domani.',
      ],
      [
        'Aiuta chiederti cosa sceglieresti se non avessi paura di sbagliare, e poi guardare quali timori sono fatti e quali previsioni.',
        'Spesso esiste un passo intermedio, come informarsi, parlarne con qualcuno o provare per un periodo, che chiarisce senza chiudere nessuna porta.',
      ],
      [
        'Quali sono le due strade, e cosa pesa di più su ciascuna?',
        'Quale passo piccolo ti darebbe più informazioni prima di decidere?',
      ],
      [
        'Quando due strade sembrano equivalenti, pensarci ancora di solito blocca di più: la mente cerca una certezza che nessuna scelta può dare.',
        'Un trucco semplice è tirare una moneta e notare cosa senti quando esce il risultato: il sollievo o la delusione dicono cosa speri davvero.',
        'Poi aiuta darti una scadenza e un criterio solo, per esempio come vorresti vivere tra tre anni, invece di ricalcolare i pesi all’infinito.',
      ],
    ),
    en: lc(
      [
        'I can’t decide for you, and it wouldn’t be right: the best choice is the one that respects what matters to you, and you know that better than I do.',
        'It helps not to decide at the peak of a feeling, and to write down for each option what you gain and lose, six months from now and not just tomorrow.',
      ],
      [
        'It helps to ask yourself what you would choose if you weren’t afraid of getting it wrong, and then to look at which fears are facts and which are predictions.',
        'There is often a middle step, like finding out more, talking it over with someone or trying it for a while, that clears things up without closing any door.',
      ],
      [
        'What are the two options, and what weighs most on each?',
        'What small step would tell you more before deciding?',
      ],
      [
        'When two paths look equally good, thinking about it more usually freezes you further: the mind is looking for a certainty that no choice can give.',
        'A simple trick is to flip a coin and notice what you feel when it lands: relief or disappointment tells you what you are really hoping for.',
        'Then it helps to set yourself a deadline and one single criterion, such as how you would like to be living in three years, instead of recalculating the weights forever.',
      ],
    ),
  },
  {
    id: 'self_focus',
    kind: 'how_to',
    keys: 'concentr=4, concentrarmi=1, distra=3, distratt=3, attenzione=2, focus=4, focusing=1, concentrat=4, distracted=3, distraction=3, attention span=4',
    forms: ['how', 'why'],
    topics: ['study', 'work'],
    it: lc(
      [
        'La concentrazione non si comanda, si prepara: telefono in un’altra stanza, un solo compito aperto e un tempo breve, per esempio venticinque minuti seguiti da cinque di pausa.',
        'Quando l’ansia spinge i pensieri altrove, scrivili su un foglio accanto a te e torna al compito: non devi cacciarli, solo rimandarli.',
      ],
      [
        'Spesso non manca la concentrazione ma l’energia: sonno, pasti regolari e un po’ di movimento contano quanto la forza di volontà.',
        'Comincia dal pezzo più facile del compito, anche solo cinque minuti: iniziare è la parte più dura, e la concentrazione arriva di solito dopo.',
      ],
      [
        'Cosa ti distrae di più, di solito: il telefono, i pensieri o la stanchezza?',
        'Quale sarebbe un primo blocco di venticinque minuti, oggi?',
      ],
    ),
    en: lc(
      [
        'You can’t order focus, but you can set it up: phone in another room, one task open and a short block of time, for example twenty-five minutes followed by a five-minute break.',
        'When worry pulls your thoughts away, jot them on a sheet beside you and go back to the task: you don’t have to chase them off, only postpone them.',
      ],
      [
        'Often it isn’t focus that’s missing but energy: sleep, regular meals and a bit of movement matter as much as willpower.',
        'Start with the easiest piece of the task, even just five minutes: starting is the hardest part, and focus usually follows.',
      ],
      [
        'What distracts you most, usually: the phone, your thoughts or tiredness?',
        'What would a first twenty-five-minute block look like today?',
      ],
    ),
  },
  {
    id: 'self_burnout',
    kind: 'how_to',
    keys: 'burnout=5, burn out=5, esaurit=3, esaurimento=4, sfinit=3, non ce la faccio piu=3, troppo lavoro=3, sovraccaric=3, exhausted=3, burnt out=5, burned out=5, overworked=4, too much work=3, overwhelmed=2',
    forms: ['how', 'what', 'is_this', 'why'],
    topics: ['work', 'stress'],
    it: lc(
      [
        'Il burnout nasce quando per molto tempo si dà più energia di quanta se ne recupera: si sente come stanchezza che il weekend non toglie, distacco e la sensazione di non combinare niente.',
        'Aiuta guardare cosa si può togliere o rimandare, chiedere di rivedere le priorità a chi ti assegna il lavoro e proteggere ogni giorno un pezzo di tempo che non sia lavoro; se dura da settimane, parlane anche con il medico di base.',
      ],
      [
        'Quando le energie sono finite, la prima cosa non è fare di più ma recuperare: sonno, pause vere e confini sugli orari contano più di qualsiasi tecnica.',
        'Scrivi cosa ti prosciuga e cosa ti ricarica in una settimana tipo: spesso basta spostare un paio di cose per sentire la differenza.',
      ],
      [
        'Cosa ti toglie più energia, in questo periodo?',
        'Cosa potresti togliere o rimandare questa settimana?',
      ],
    ),
    en: lc(
      [
        'Burnout builds when for a long time you give out more energy than you get back: it feels like tiredness a weekend doesn’t fix, detachment and a sense of getting nothing done.',
        'It helps to look at what can be dropped or postponed, to ask whoever sets your work to review priorities, and to protect a piece of every day that isn’t work; if it has lasted for weeks, talk to your GP too.',
      ],
      [
        'When you’re worn out, the first job isn’t doing more but recovering: sleep, real breaks and limits on your hours matter more than any technique.',
        'Write down what drains you and what recharges you in a typical week: moving a couple of things is often enough to feel a difference.',
      ],
      ['What is taking the most energy out of you lately?', 'What could you drop or postpone this week?'],
    ),
  },
  {
    id: 'self_low_mood',
    kind: 'normal',
    keys: 'depression=4, piu di un periodo=5, solo un periodo no=4, more than a rough patch=6, more than a bad patch=6, just a rough patch=5, just a phase=3, depress=4, sono depress=5, e depressione=5, umore basso=3, giu di morale=3, vuot=2, is it depression=5, am i depressed=5, depressed=4, low mood=3, feel empty=3, feeling empty=3',
    forms: ['is_this', 'what', 'could', 'normal'],
    topics: ['sadness'],
    it: lc(
      [
        'Da qui non posso dirti se è depressione: serve qualcuno che ti conosca e possa valutarlo, come il tuo medico di base o uno psicologo.',
        'Quello che conta, per decidere di parlarne, è quanto dura e quanto pesa: se da due settimane o più l’umore è basso quasi ogni giorno e le cose che ti piacevano non ti dicono più niente, vale la pena chiedere aiuto.',
      ],
      [
        'Sentirsi vuoti e senza voglia può far pensare alla depressione, e per capirlo serve qualcuno che ti conosca, come il medico di base: è un segnale da prendere sul serio, non una colpa, e si può affrontare.',
        'Intanto aiuta fare piccole cose che prima ti davano qualcosa, anche senza averne voglia: spesso la voglia arriva dopo il gesto, non prima; e se l’umore resta basso per settimane, parlarne presto è il passo giusto.',
      ],
      [
        'Da quanto tempo ti senti così?',
        'C’è una piccola cosa che prima ti piaceva e che potresti provare a fare per dieci minuti?',
      ],
    ),
    en: lc(
      [
        'I can’t tell from here whether it’s depression: that takes someone who knows you and can assess it, like your GP or a psychologist.',
        'What matters in deciding to talk to someone is how long it lasts and how much it weighs: if your mood has been low most days for two weeks or more and things you enjoyed no longer mean much, it’s worth asking for help.',
      ],
      [
        'Feeling empty and flat can make you wonder about depression, and finding out takes someone who knows you, like your GP: it’s a signal to take seriously, not a fault, and it can be worked on.',
        'Meanwhile it helps to do small things that used to give you something, even without wanting to: the wish often comes after the action, not before; and if your mood stays low for weeks, talking to someone soon is the right step.',
      ],
      [
        'How long have you been feeling like this?',
        'Is there one small thing you used to enjoy that you could try for ten minutes?',
      ],
    ),
  },
  {
    id: 'self_why_like_this',
    kind: 'why',
    keys: 'genetic=4, ereditar=4, genetica=4, di famiglia=2, sono fatto cosi=4, sono fatta cosi=4, perche sono cosi=4, carattere=2, fin da piccol=2, runs in the family=4, inherited=4, genetic=4, why am i like this=5, why am i always=3, why do i always=3, the way i am=3, personality=2',
    forms: ['why', 'is_this'],
    topics: ['anxiety', 'self'],
    it: lc(
      [
        'Di solito non c’è un solo perché: la genetica conta un po’, attraverso il temperamento con cui nasciamo, e molto quello che abbiamo imparato in famiglia e nella vita, e molto le abitudini che oggi tengono in piedi il problema.',
        'La buona notizia è che la parte appresa e le abitudini di oggi si possono cambiare, anche se il temperamento resta: il tuo modo di essere non è una condanna.',
      ],
      [
        'Se qualcuno in famiglia era simile, può esserci una parte di predisposizione, ma spesso pesa di più l’esempio visto da piccoli: si impara a reagire guardando chi ci sta vicino.',
        'Più utile del perché, di solito, è il come: cosa succede, in quali momenti, e cosa fai dopo, perché è lì che si può intervenire.',
      ],
      [
        'In quali momenti ti accorgi di più di essere «fatto così»?',
        'Cosa hai visto fare, da piccolo, a chi ti stava vicino in situazioni simili?',
      ],
    ),
    en: lc(
      [
        'There is rarely a single why: genetics plays a part, through the temperament we’re born with, what we learned in our family and life plays a big one, and so do the habits that keep the problem going today.',
        'The good news is that the learned part and today’s habits can change, even if temperament stays: you’re not condemned to be this way.',
      ],
      [
        'If someone in your family was similar, there may be some predisposition, but what we saw growing up often weighs more: we learn how to react by watching the people close to us.',
        'More useful than the why, usually, is the how: what happens, at which moments, and what you do next, because that is where change can start.',
      ],
      [
        'When do you notice most that you’re "like this"?',
        'What did you see the people close to you do, growing up, in similar situations?',
      ],
    ),
  },
  {
    id: 'self_switch_off',
    kind: 'how_to',
    keys: 'spegnere i pensieri=5, spegnere la testa=5, spegnere il cervello=5, staccare la testa=4, staccare=2, non riesco a rilassarmi=4, non mi rilasso=4, rilassarmi=2, mente che corre=4, testa che gira=3, switch off=5, turn off my brain=5, turn my brain off=5, stop my mind=4, mind racing=4, racing thoughts=4, cant relax=4, unwind=4, wind down=4, stop my brain=4, my brain running=4, brain running=3, to do list=2, at midnight=1, at night=1, la lista delle cose=2, lista delle cose da fare=3, testa che non si ferma=4, la testa non si ferma=4, il cervello non si ferma=4, brain wont stop=4, brain won t stop=4',
    forms: ['how', 'why'],
    topics: ['sleep', 'stress', 'rumination'],
    it: lc(
      [
        'I pensieri non si spengono a comando: più provi a cacciarli, più tornano, quindi aiuta dar loro un posto, per esempio dieci minuti prima di cena per scrivere tutto quello che ti gira in testa e il prossimo passo per ciascuna cosa.',
        'Prima di dormire dai al corpo un segnale di fine giornata, sempre uguale: luci basse, niente schermi, una doccia calda o qualche pagina di un libro; se la mente riparte, nota il pensiero e riportala con gentilezza al respiro o ai suoni intorno.',
      ],
      [
        'Quando non riesci a rilassarti, spesso il corpo è ancora in modalità «da fare»: una lista scritta di quello che resta per domani dice alla mente che non deve tenerlo in memoria.',
        'Il rilassamento è un’abilità: qualche minuto al giorno di un esercizio che ti piace, nei momenti tranquilli, lo rende più facile quando serve.',
      ],
      [
        'Quali sono i pensieri che tornano più spesso, la sera?',
        'Cosa fai, di solito, nell’ultima ora prima di dormire?',
      ],
    ),
    en: lc(
      [
        'Thoughts don’t switch off on command: the harder you push them away, the more they return, so it helps to give them a place, for example ten minutes before dinner to write down everything on your mind and the next step for each.',
        'Before bed, give your body the same end-of-day signal each night: low lights, no screens, a warm shower or a few pages of a book; if your mind starts up again, notice the thought and gently bring it back to your breath or the sounds around you.',
      ],
      [
        'When you can’t relax, your body is often still in "to do" mode: a written list of what’s left for tomorrow tells your mind it doesn’t have to hold on to it.',
        'Relaxing is a skill: a few minutes a day of an exercise you like, at calm moments, makes it easier when you need it.',
      ],
      [
        'Which thoughts come back most often in the evening?',
        'What do you usually do in the last hour before sleep?',
      ],
    ),
  },
];

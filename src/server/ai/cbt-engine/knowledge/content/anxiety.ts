/** What anxiety is, why it lingers, whether it can be unlearned, exposure, and stress against anxiety. */
import type { KnowledgeEntry } from '../types';

export const ANXIETY_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'anxiety_persists',
    kind: 'why',
    keys: 'ansia$=2, ansios=1, anxiety=2, anxious=1, risolt=3, finit=2, passat=1, e passato=2, ancora=1, rimane$=2, resta$=2, non passa=2, solved=3, resolved=3, sorted=2, over$=1, still$=1, even though=2, even after=2, wont go away=3, doesnt go away=3, lingers=3',
    forms: ['why', 'normal'],
    topics: ['anxiety'],
    it: {
      text: [
        [
          'Succede spesso: il corpo impiega più tempo della mente a capire che il pericolo è passato, e l’allarme resta acceso ancora per un po’.',
          'In più, dopo un periodo di stress la mente si è abituata a stare all’erta e continua a cercare il prossimo problema, a volte trovandone di nuovi.',
          'Non vuol dire che c’è qualcosa che non va in te: con tempo, riposo e attività che ti fanno sentire al sicuro, di solito l’allarme si abbassa.',
        ],
        [
          'L’ansia non si spegne come un interruttore quando il problema si risolve: somiglia più a un motore che deve raffreddarsi.',
          'A volte resta anche perché nel periodo difficile abbiamo preso abitudini come controllare, rimuginare o evitare, ed è proprio lì che trova carburante.',
          'Notare queste abitudini e ridurle piano piano aiuta il sistema a capire che adesso può riposare.',
        ],
      ],
      followUp: [
        'Cosa ti fa pensare, adesso, che ci sia ancora qualcosa da tenere d’occhio?',
        'C’è un’abitudine nata in quel periodo che ti è rimasta, come controllare o rimuginare?',
      ],
    },
    en: {
      text: [
        [
          'This happens a lot: the body takes longer than the mind to register that the danger has passed, so the alarm stays on for a while.',
          'On top of that, after a stressful stretch the mind gets used to being on guard and keeps scanning for the next problem, sometimes finding new ones.',
          'It doesn’t mean something is wrong with you: with time, rest and things that help you feel safe, the alarm usually settles.',
        ],
        [
          'Anxiety doesn’t switch off like a light when the problem is solved: it’s more like an engine that needs to cool down.',
          'Sometimes it also lingers because during the hard time we picked up habits like checking, going over things or avoiding, and those are what keep it fuelled.',
          'Noticing those habits and easing off them gradually helps the system learn that it can rest now.',
        ],
      ],
      followUp: [
        'What makes you feel, right now, that there’s still something to keep an eye on?',
        'Is there a habit from that period that has stayed with you, like checking or going over things?',
      ],
    },
  },
  {
    id: 'anxiety_unlearn',
    kind: 'why',
    keys: 'ansia$=2, anxiety=2, disimpar=4, unlearn=4, guarir=3, guarisc=3, guarib=3, curar=2, passera mai=4, andra mai via=4, andra via=3, liberarmi=3, liberarsi=3, saro sempre cosi=3, rimarro sempre cosi=3, restero sempre cosi=3, sara sempre cosi=3, per$ sempre=2, ever go away=4, go away=2, get rid of=3, cured=3, curable=3, cure$=2, forever=2, always be like this=4, overcome=2, beat$=1, si puo superare=4, superabil=4, si nasce cosi=4, nato cosi=3, nata cosi=3, overcome it=4, born this way=4, born like this=4',
    forms: ['could', 'why'],
    topics: ['anxiety'],
    it: {
      text: [
        [
          'Sì: l’ansia si impara, e quello che si impara si può anche disimparare.',
          'Quando ti avvicini poco alla volta a ciò che temi e resti lì abbastanza a lungo, il cervello registra che il peggio non è successo e l’allarme si abbassa: si chiama abituazione, e funziona con la pratica ripetuta.',
          'Non si tratta di non provare mai più ansia, ma di fare in modo che abbia meno potere su quello che fai.',
        ],
        [
          'Molte persone riescono a ridurre parecchio l’ansia, con strategie di auto-aiuto e, quando serve, con un percorso di terapia come la CBT.',
          'Ogni volta che affronti una situazione invece di evitarla, il cervello raccoglie una prova nuova che «si può reggere», e con il tempo le prove nuove pesano più di quelle vecchie.',
          'Serve pazienza, perché i progressi arrivano a onde e non in linea retta, ma arrivano.',
        ],
      ],
      followUp: [
        'Se l’ansia avesse meno potere, cosa ti piacerebbe ricominciare a fare?',
        'C’è una situazione piccola da cui potresti iniziare ad allenarti?',
      ],
    },
    en: {
      text: [
        [
          'Yes: anxiety is learned, and what’s learned can be unlearned.',
          'When you approach what you fear a little at a time and stay long enough, the brain registers that the worst didn’t happen and the alarm turns down: it’s called habituation, and it works through repeated practice.',
          'The aim isn’t never feeling anxious again, but making sure anxiety has less say over what you do.',
        ],
        [
          'Many people manage to reduce their anxiety a lot, with self-help strategies and, when needed, a course of therapy such as CBT.',
          'Every time you face a situation instead of avoiding it, the brain collects new evidence that "I can handle this", and over time the new evidence outweighs the old.',
          'It takes patience, because progress comes in waves rather than a straight line, but it comes.',
        ],
      ],
      followUp: [
        'If anxiety had less power, what would you like to start doing again?',
        'Is there a small situation you could start practising with?',
      ],
    },
  },
  {
    id: 'anxiety_exposure',
    kind: 'how_to',
    keys: 'esposizion=4, evitament=4, ricominciare a guidare=5, ricominci a guidare=5, guidare=2, driving again=5, drive again=4, behind the wheel=4, evitare=2, evito$=2, evit=1, affrontare le paure=3, affrontare la paura=3, affrontarl=1, fobi=3, scala della paura=4, gerarchia=3, exposure=4, avoidance=4, avoid=2, avoiding=1, face my fear=3, facing fears=3, face fears=3, face my fears=1, phobia=3, fear ladder=4, supera la paura=4, come si supera=5, vincere la paura=4, come si vince=3, overcome my fear=7, overcome the fear=7, overcome a fear=7, overcome fear=7, overcome this fear=7, get over my fear=8, get over the fear=8, get over a fear=8, get over this fear=8, get over fear=8',
    // "come evito di rifarlo?" avoids a mistake, not a fear: a fear, or avoiding itself, must be named.
    requires:
      'paur=0, ansi=0, panic=0, fobi=0, terror=0, spavent=0, esposizion=0, evitament=0, evitare=0, scala=0, gerarchia=0, affrontar=0, fear=0, anxi=0, scared=0, afraid=0, phobi=0, exposure=0, avoidance=0, avoid=0, avoiding=0, face=0, nervous=0, sudano=0, tremo=0',
    forms: ['what', 'how', 'why'],
    topics: ['anxiety', 'avoidance'],
    it: {
      text: [
        [
          'Evitare ciò che ci fa paura dà sollievo subito, ma insegna alla mente che quella cosa era davvero pericolosa, e così la paura resta o cresce.',
          'L’esposizione graduale fa il contrario: si costruisce una scala di situazioni, dalla meno alla più difficile, e si sale un gradino alla volta, restando in ogni situazione finché l’ansia comincia a scendere.',
          'Ogni gradino superato è una prova nuova, per il cervello, che la situazione si può reggere.',
        ],
        [
          'L’idea dell’esposizione è semplice: la paura si riduce quando la si incontra, non quando la si evita.',
          'Si parte da un passo piccolo ma un po’ scomodo, per esempio stare cinque minuti in un posto affollato, e lo si ripete più volte prima di passare al successivo.',
          'Conta anche lasciar andare i piccoli «salvagenti», come tenere il telefono in mano o farsi sempre accompagnare, perché impediscono di imparare che ce la fai.',
        ],
      ],
      followUp: [
        'Qual è una cosa che tendi a evitare, e quale sarebbe il primo gradino più piccolo?',
        'Come sarebbe la tua scala, dal gradino più facile a quello più difficile?',
      ],
    },
    en: {
      text: [
        [
          'Avoiding what scares us brings instant relief, but it teaches the mind that the thing really was dangerous, so the fear stays or grows.',
          'Gradual exposure does the opposite: you build a ladder of situations from least to most difficult and climb one rung at a time, staying in each situation until the anxiety starts to come down.',
          'Every rung you manage is fresh evidence for your brain that the situation can be handled.',
        ],
        [
          'The idea behind exposure is simple: fear shrinks when you meet it, not when you avoid it.',
          'You start with a small but slightly uncomfortable step, like staying five minutes somewhere crowded, and repeat it several times before moving on to the next.',
          'It also matters to let go of little "safety behaviours", like holding your phone or always having someone with you, because they stop you learning that you can cope.',
        ],
      ],
      followUp: [
        'What’s one thing you tend to avoid, and what would the smallest first step be?',
        'What would your ladder look like, from the easiest rung to the hardest?',
      ],
    },
  },
  {
    id: 'anxiety_what',
    kind: 'definition',
    keys: 'ansia$=3, ansie$=2, ansios=2, ansia generaliz=2, anxiety=3, anxious=2, generalized anxiety=2, generalised anxiety=2',
    forms: ['what', 'why'],
    topics: ['anxiety'],
    it: {
      text: [
        [
          'L’ansia è il sistema d’allarme del corpo: quando la mente vede un possibile pericolo, il corpo si prepara ad affrontarlo, con cuore più veloce, respiro corto, muscoli tesi e pensieri che corrono.',
          'È una reazione utile e normale, che diventa un problema quando scatta troppo spesso, troppo forte o davanti a cose che non sono davvero pericolose.',
          'La buona notizia è che un allarme troppo sensibile si può ricalibrare, con la pratica.',
        ],
        [
          'In breve, l’ansia è paura rivolta al futuro: riguarda qualcosa che potrebbe succedere, non qualcosa che sta succedendo.',
          'Si fa sentire su tre piani insieme: nel corpo, con tensione, battito e nodo allo stomaco, nei pensieri, con preoccupazioni e «e se…», e nei comportamenti, come evitare, controllare o cercare rassicurazioni.',
          'Capire su quale piano pesa di più, per te, aiuta a scegliere da dove cominciare.',
        ],
      ],
      followUp: [
        'Come si fa sentire l’ansia nel tuo caso: più nel corpo, nei pensieri o in quello che fai?',
        'In quali momenti la senti salire di più?',
      ],
    },
    en: {
      text: [
        [
          'Anxiety is the body’s alarm system: when the mind sees a possible danger, the body gets ready to face it, with a faster heart, quick breathing, tense muscles and racing thoughts.',
          'It’s a useful, normal reaction, and it becomes a problem when it goes off too often, too strongly, or in front of things that aren’t really dangerous.',
          'The good news is that an oversensitive alarm can be recalibrated with practice.',
        ],
        [
          'In short, anxiety is fear pointed at the future: it’s about something that might happen, not something that is happening.',
          'It shows up on three levels at once: in the body, with tension, a pounding heart or a knot in the stomach, in thoughts, with worries and "what ifs", and in behaviour, like avoiding, checking or seeking reassurance.',
          'Working out which level weighs most for you helps you choose where to start.',
        ],
      ],
      followUp: [
        'How does anxiety show up for you: more in your body, your thoughts or what you do?',
        'At what moments do you feel it rise the most?',
      ],
    },
  },
  {
    id: 'anxiety_vs_stress',
    kind: 'definition',
    keys: 'differenza tra stres=4, differenza tra ansia=4, stres e ansia=3, ansia e stres=3, difference between stres=4, difference between anxiety=4, stres and anxiety=3, anxiety and stres=3, stres vs=4, anxiety vs=4',
    forms: ['what'],
    topics: ['anxiety', 'stress'],
    it: {
      text: [
        [
          'Lo stress è la reazione a una richiesta concreta, come una scadenza o un trasloco, e di solito cala quando quella richiesta finisce.',
          'L’ansia invece può restare anche senza una causa chiara, perché riguarda più quello che potrebbe succedere che quello che succede.',
          'Nel corpo si somigliano molto e spesso si presentano insieme: per entrambe aiutano pause vere, sonno regolare, movimento e dividere i problemi in passi.',
        ],
        [
          'Una differenza pratica: lo stress risponde alla domanda «ho abbastanza risorse per tutto questo?», l’ansia alla domanda «e se succedesse qualcosa di brutto?».',
          'Lo stress prolungato può preparare il terreno all’ansia, e l’ansia rende più stressante qualunque richiesta.',
          'Capire quale dei due pesa di più in questo momento aiuta a scegliere: organizzare e alleggerire per lo stress, guardare i pensieri e smettere di evitare per l’ansia.',
        ],
      ],
      followUp: [
        'Nel tuo caso senti di più il peso delle cose da fare o la paura di quello che potrebbe succedere?',
        'Cosa ti sta chiedendo più energie in questo periodo?',
      ],
    },
    en: {
      text: [
        [
          'Stress is the reaction to a concrete demand, like a deadline or a move, and it usually eases when that demand ends.',
          'Anxiety can stay even without a clear cause, because it’s more about what might happen than what is happening.',
          'In the body they feel very alike and often come together: for both, real breaks, regular sleep, movement and splitting problems into steps all help.',
        ],
        [
          'A practical difference: stress answers the question "do I have enough resources for all this?", anxiety the question "what if something bad happens?".',
          'Long-lasting stress can pave the way for anxiety, and anxiety makes any demand feel more stressful.',
          'Working out which one weighs more right now helps you choose: organising and lightening the load for stress, looking at your thoughts and stopping avoidance for anxiety.',
        ],
      ],
      followUp: [
        'For you, is it more the weight of things to do or the fear of what might happen?',
        'What is taking most of your energy at the moment?',
      ],
    },
  },
];

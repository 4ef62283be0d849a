import type { ResourceSeed } from './types';

/**
 * Built-in resource library, in Italian and English: quick tools, complete
 * guides and multi-day programs. Self-help content based on CBT, mindfulness,
 * sleep hygiene, behavioural activation and self-compassion. It never diagnoses
 * or treats, and points to professional help where it matters.
 */

/**
 * Light-markdown helper: lets the text be indented with the code. It trims
 * every line (no content here relies on leading spaces) and the whole block.
 */
const md = (text: string): string =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .join('\n');

// ---------------------------------------------------------------------------
// Quick tools: short techniques, 2-5 minutes to read.
// ---------------------------------------------------------------------------

const quickTools: ResourceSeed[] = [
  {
    slug: 'guided-breathing-circle',
    group: 'quick_tools',
    category: 'anxiety',
    type: 'video',
    readingMinutes: 3,
    premium: false,
    visual: 'breathing-pacer',
    text: {
      it: {
        title: 'Respiro guidato: segui il cerchio',
        summary:
          'Un esercizio visivo di tre minuti: il cerchio si allarga mentre inspiri e si restringe mentre espiri, per rallentare il respiro e calmare il corpo.',
        tags: ['respiro', 'ansia', 'calma', 'visivo'],
        body: md(`
          Questo esercizio è guidato da un'animazione: un cerchio che si allarga piano mentre inspiri e si restringe mentre espiri. Non devi fare altro che seguirlo, con lo sguardo e con il respiro.

          ## Perché aiuta

          Quando l'ansia sale, il respiro tende a farsi corto e veloce. Rallentarlo, e soprattutto allungare l'espirazione, aiuta il corpo a uscire dallo stato di allarme. Non è una bacchetta magica, ma è uno strumento semplice che puoi usare ovunque, anche in mezzo alla gente.

          ## Come seguire il cerchio

          - Trova una posizione comoda, con i piedi appoggiati a terra e le spalle morbide.
          - Quando il cerchio comincia ad allargarsi, inspira dal naso, senza fretta, per circa quattro secondi.
          - Quando il cerchio è alla sua massima ampiezza, fermati un istante, senza trattenere il fiato con forza.
          - Mentre il cerchio si restringe, espira piano dalla bocca, come se soffiassi su una candela senza spegnerla, per circa sei secondi.
          - Continua per circa tre minuti. Se ti distrai, torna semplicemente al cerchio.

          ## Se qualcosa non va

          Se senti la testa leggera o un senso di fastidio, torna a respirare in modo naturale: non esiste un modo giusto o sbagliato di fare questo esercizio. Puoi anche seguire il cerchio solo con lo sguardo, finché il respiro non trova da sé un ritmo più calmo. Se hai problemi respiratori o cardiaci, chiedi al tuo medico quali esercizi di respirazione sono adatti a te.
        `),
      },
      en: {
        title: 'Guided breathing: follow the circle',
        summary:
          'A three-minute visual exercise: the circle grows as you breathe in and shrinks as you breathe out, helping you slow your breath and settle your body.',
        tags: ['breathing', 'anxiety', 'calm', 'visual'],
        body: md(`
          This exercise is guided by an animation: a circle that slowly expands as you breathe in and contracts as you breathe out. All you need to do is follow it, with your eyes and with your breath.

          ## Why it helps

          When anxiety rises, breathing tends to become short and fast. Slowing it down, and especially lengthening the out-breath, helps your body step out of alarm mode. It is not a magic wand, but it is a simple tool you can use anywhere, even in a crowd.

          ## How to follow the circle

          - Find a comfortable position, with your feet on the floor and your shoulders soft.
          - As the circle begins to expand, breathe in gently through your nose for about four seconds.
          - When the circle reaches its widest point, pause for a moment, without holding your breath forcefully.
          - As the circle shrinks, breathe out slowly through your mouth, as if blowing on a candle without putting it out, for about six seconds.
          - Keep going for about three minutes. If your mind wanders, simply come back to the circle.

          ## If something feels off

          If you feel light-headed or uncomfortable, go back to breathing naturally: there is no right or wrong way to do this exercise. You can also just watch the circle until your breathing finds a calmer rhythm on its own. If you have a breathing or heart condition, ask your doctor which breathing exercises are suitable for you.
        `),
      },
    },
  },
  {
    slug: 'grounding-5-4-3-2-1',
    group: 'quick_tools',
    category: 'anxiety',
    type: 'technique',
    readingMinutes: 3,
    premium: false,
    text: {
      it: {
        title: '5-4-3-2-1: i sensi per tornare al presente',
        summary:
          "Quando l'ansia sale e i pensieri corrono, i cinque sensi possono riportarti qui e ora, in pochi minuti.",
        tags: ['ansia', 'radicamento', 'sensi', 'presente'],
        body: md(`
          Nei momenti di ansia intensa la mente si proietta in avanti, verso tutto ciò che potrebbe andare storto. Questa tecnica di radicamento (in inglese grounding) usa i sensi per riportare l'attenzione a ciò che c'è intorno a te, adesso. Puoi farla ovunque, anche senza che nessuno se ne accorga.

          ## Come si fa

          Con calma, e se vuoi a bassa voce, individua:

          - 5 cose che puoi vedere: un colore, un oggetto, un'ombra, un dettaglio a cui di solito non fai caso.
          - 4 cose che puoi toccare: il tessuto dei vestiti, la superficie del tavolo, i piedi appoggiati a terra, l'aria sulla pelle.
          - 3 suoni che puoi sentire: vicini, lontani, anche il rumore del tuo respiro.
          - 2 odori che puoi percepire: se non ne senti nessuno, pensa a due profumi che ti piacciono.
          - 1 sapore che senti in bocca, oppure una cosa che apprezzi di te in questo momento.

          ## Qualche consiglio

          Non c'è fretta: soffermati su ogni elemento e descrivilo con qualche dettaglio, come se dovessi raccontarlo a qualcuno. Se perdi il filo, riprendi dall'ultimo punto o ricomincia da capo: va bene comunque.

          Non serve che l'ansia sparisca del tutto. L'obiettivo è ritrovare un punto d'appoggio nel presente, da cui decidere con più calma che cosa fare. Più la pratichi nei momenti tranquilli, più ti verrà naturale usarla quando ne avrai bisogno.
        `),
      },
      en: {
        title: '5-4-3-2-1: using your senses to come back to the present',
        summary:
          'When anxiety rises and your thoughts are racing, your five senses can bring you back to the here and now in just a few minutes.',
        tags: ['anxiety', 'grounding', 'senses', 'present'],
        body: md(`
          In moments of intense anxiety the mind races ahead to everything that might go wrong. This grounding technique uses your senses to bring your attention back to what is around you, right now. You can do it anywhere, without anyone noticing.

          ## How to do it

          Slowly, and out loud under your breath if you like, find:

          - 5 things you can see: a colour, an object, a shadow, a detail you do not usually notice.
          - 4 things you can touch: the fabric of your clothes, the surface of the table, your feet on the floor, the air on your skin.
          - 3 sounds you can hear: near, far, even the sound of your own breathing.
          - 2 things you can smell: if you cannot smell anything, think of two scents you like.
          - 1 thing you can taste, or one thing you appreciate about yourself right now.

          ## A few tips

          There is no rush: linger on each item and describe it in some detail, as if you were telling someone about it. If you lose your place, pick up where you were or start again: either is fine.

          The anxiety does not have to disappear completely. The aim is to find a foothold in the present, from which you can decide more calmly what to do next. The more you practise it at calm times, the more natural it will feel when you need it.
        `),
      },
    },
  },
  {
    slug: 'box-breathing',
    group: 'quick_tools',
    category: 'stress',
    type: 'technique',
    readingMinutes: 3,
    premium: false,
    text: {
      it: {
        title: 'Il respiro quadrato',
        summary:
          'Quattro tempi uguali, come i lati di un quadrato: un modo semplice per ritrovare concentrazione prima di un momento impegnativo.',
        tags: ['respiro', 'stress', 'concentrazione', 'calma'],
        body: md(`
          Il respiro quadrato (in inglese box breathing) divide il respiro in quattro fasi della stessa durata. Contare aiuta a distogliere l'attenzione dai pensieri che corrono e a dare al respiro un ritmo regolare. È utile prima di una riunione, di un esame, di una telefonata difficile, o semplicemente quando senti la pressione salire.

          ## Come si fa

          - Siediti con la schiena dritta ma non rigida e appoggia le mani sulle cosce.
          - Espira completamente, senza forzare.
          - Inspira dal naso contando lentamente fino a quattro.
          - Trattieni il respiro contando fino a quattro.
          - Espira dalla bocca contando fino a quattro.
          - Resta a polmoni vuoti contando fino a quattro, poi ricomincia.
          - Ripeti per quattro o cinque cicli, o per un paio di minuti.

          ## Adattalo a te

          Se trattenere il respiro ti mette a disagio, accorcia le pause a due tempi, oppure eliminale del tutto: conta il ritmo lento e regolare, non la precisione. Può aiutarti immaginare di percorrere con lo sguardo i lati di un quadrato, uno per ogni fase.

          In caso di gravidanza o di problemi respiratori o cardiaci, evita le pause a polmoni pieni o vuoti e chiedi consiglio al tuo medico.
        `),
      },
      en: {
        title: 'Box breathing',
        summary:
          'Four equal counts, like the sides of a square: a simple way to steady yourself and refocus before a demanding moment.',
        tags: ['breathing', 'stress', 'focus', 'calm'],
        body: md(`
          Box breathing divides each breath into four phases of equal length. Counting helps draw your attention away from racing thoughts and gives your breathing a steady rhythm. It is useful before a meeting, an exam or a difficult phone call, or simply when you feel the pressure building.

          ## How to do it

          - Sit with your back straight but not stiff, and rest your hands on your thighs.
          - Breathe out fully, without forcing.
          - Breathe in through your nose, counting slowly to four.
          - Hold your breath, counting to four.
          - Breathe out through your mouth, counting to four.
          - Stay with your lungs empty, counting to four, then begin again.
          - Repeat for four or five rounds, or for a couple of minutes.

          ## Make it your own

          If holding your breath feels uncomfortable, shorten the pauses to a count of two, or drop them altogether: what matters is a slow, even rhythm, not precision. It can help to imagine tracing the sides of a square with your eyes, one side for each phase.

          If you are pregnant or have a breathing or heart condition, skip the breath holds and ask your doctor for advice.
        `),
      },
    },
  },
  {
    slug: 'three-minute-breathing-space',
    group: 'quick_tools',
    category: 'mindfulness',
    type: 'meditation',
    readingMinutes: 3,
    premium: false,
    text: {
      it: {
        title: 'Lo spazio di respiro di tre minuti',
        summary:
          'Una breve meditazione in tre tempi, nata nei programmi di mindfulness, per fare una pausa consapevole nel mezzo della giornata.',
        tags: ['mindfulness', 'meditazione', 'pausa', 'respiro'],
        body: md(`
          Lo spazio di respiro di tre minuti è una pratica breve che viene dalla terapia cognitiva basata sulla mindfulness (MBCT). Puoi immaginarla come una clessidra: si parte da un'attenzione ampia, la si restringe sul respiro e poi la si allarga di nuovo a tutto il corpo. Serve a passare dal pilota automatico a una presenza più consapevole, anche nelle giornate piene.

          ## Primo minuto: che cosa c'è adesso?

          Fermati e, se vuoi, chiudi gli occhi. Chiediti: quali pensieri ci sono in questo momento? Quali emozioni? Quali sensazioni nel corpo? Non devi cambiare niente: limitati a riconoscere ciò che c'è, con uno sguardo gentile.

          ## Secondo minuto: il respiro

          Porta tutta l'attenzione al respiro, nel punto in cui lo senti meglio: le narici, il petto o la pancia. Segui ogni inspirazione e ogni espirazione. Quando la mente si allontana, ed è normale che succeda, riportala al respiro senza rimproverarti.

          ## Terzo minuto: tutto il corpo

          Allarga l'attenzione dal respiro al corpo intero: la postura, l'espressione del viso, le mani, i punti di contatto con la sedia o con il pavimento. Se noti una tensione, prova a respirare verso quella zona. Poi, con calma, riapri gli occhi e torna a ciò che stavi facendo.

          ## Quando farlo

          - In momenti fissi, per esempio al mattino, a metà giornata e la sera.
          - Quando ti accorgi che lo stress sta salendo.
          - Prima di rispondere a un messaggio che ti ha agitato.
        `),
      },
      en: {
        title: 'The three-minute breathing space',
        summary:
          'A short meditation in three stages, from mindfulness-based programmes, for a mindful pause in the middle of your day.',
        tags: ['mindfulness', 'meditation', 'pause', 'breathing'],
        body: md(`
          The three-minute breathing space is a short practice from mindfulness-based cognitive therapy (MBCT). You can picture it as an hourglass: you start with a wide attention, narrow it down to the breath, then widen it again to the whole body. It helps you shift from autopilot to a more aware presence, even on busy days.

          ## First minute: what is here right now?

          Pause and, if you like, close your eyes. Ask yourself: what thoughts are here at this moment? What emotions? What sensations in the body? You do not need to change anything: just acknowledge what is there, with a kind eye.

          ## Second minute: the breath

          Bring all your attention to your breath, wherever you feel it most clearly: the nostrils, the chest or the belly. Follow each in-breath and each out-breath. When your mind wanders, as it naturally will, bring it back to the breath without scolding yourself.

          ## Third minute: the whole body

          Widen your attention from the breath to your whole body: your posture, your facial expression, your hands, the places where you touch the chair or the floor. If you notice tension, try breathing into that area. Then, gently, open your eyes and return to what you were doing.

          ## When to use it

          - At set times, for example in the morning, at midday and in the evening.
          - When you notice stress building up.
          - Before replying to a message that has unsettled you.
        `),
      },
    },
  },
  {
    slug: 'quick-thought-record',
    group: 'quick_tools',
    category: 'tools',
    type: 'exercise',
    readingMinutes: 4,
    premium: false,
    text: {
      it: {
        title: 'Il diario dei pensieri in cinque minuti',
        summary:
          'Lo strumento classico della terapia cognitivo-comportamentale, in versione breve: per guardare con più distanza un pensiero che ti fa stare male.',
        tags: ['cbt', 'pensieri', 'diario', 'emozioni'],
        body: md(`
          Il diario dei pensieri è uno degli strumenti più usati nella terapia cognitivo-comportamentale. L'idea di base è semplice: a farci stare male non sono solo le situazioni, ma anche il modo in cui le interpretiamo. Mettere un pensiero per iscritto lo rende più facile da esaminare.

          ## Come si compila

          Prendi carta e penna, o le note del telefono, e rispondi a queste domande pensando a un momento preciso della giornata:

          - Situazione: dove eri, con chi, che cosa stava succedendo? Descrivi i fatti, come farebbe una telecamera.
          - Emozione: che cosa hai provato? Dai un voto all'intensità, da 0 a 100.
          - Pensiero automatico: che cosa ti è passato per la mente in quel momento? Scegli il pensiero più forte.
          - Prove: quali fatti sostengono questo pensiero? Quali, invece, non lo confermano del tutto?
          - Pensiero alternativo: c'è un modo più equilibrato, e altrettanto realistico, di vedere la situazione?
          - Di nuovo l'emozione: quanto è intensa adesso, da 0 a 100?

          ## Un esempio

          Situazione: la responsabile mi ha chiesto di passare nel suo ufficio domani. Emozione: ansia, 80. Pensiero: «Ho sbagliato qualcosa, mi vuole rimproverare». Prove a favore: il tono era serio. Prove contro: non ha detto nulla di negativo, e lo fa spesso anche per organizzare il lavoro. Pensiero alternativo: «Non so ancora di che cosa vuole parlare: potrebbe essere qualcosa di normale». Ansia dopo: 50.

          ## Da ricordare

          Non si tratta di convincerti che vada tutto bene, ma di dare ai pensieri il peso che meritano. Se fai fatica a trovare un'alternativa, chiediti che cosa diresti a un amico nella stessa situazione. Con la pratica diventa più rapido, e a volte basta farlo a mente.
        `),
      },
      en: {
        title: 'The five-minute thought record',
        summary:
          'The classic cognitive behavioural therapy tool in a short version: a way to step back from a thought that is making you feel bad.',
        tags: ['cbt', 'thoughts', 'journal', 'emotions'],
        body: md(`
          The thought record is one of the most widely used tools in cognitive behavioural therapy. The basic idea is simple: it is not only situations that upset us, but also the way we interpret them. Writing a thought down makes it easier to examine.

          ## How to fill it in

          Take a pen and paper, or the notes app on your phone, and answer these questions about one specific moment of your day:

          - Situation: where were you, who with, what was happening? Describe the facts, as a camera would.
          - Emotion: what did you feel? Rate its intensity from 0 to 100.
          - Automatic thought: what went through your mind at that moment? Pick the strongest thought.
          - Evidence: which facts support this thought? Which ones do not fully back it up?
          - Alternative thought: is there a more balanced, and equally realistic, way of seeing the situation?
          - Emotion again: how intense is it now, from 0 to 100?

          ## An example

          Situation: my manager asked me to come to her office tomorrow. Emotion: anxiety, 80. Thought: 'I've done something wrong, she's going to tell me off.' Evidence for: her tone was serious. Evidence against: she said nothing negative, and she often does this to plan work. Alternative thought: 'I don't know yet what she wants to talk about: it could be something routine.' Anxiety afterwards: 50.

          ## Worth remembering

          The aim is not to convince yourself that everything is fine, but to give your thoughts the weight they deserve. If you struggle to find an alternative, ask yourself what you would say to a friend in the same situation. With practice it gets quicker, and sometimes you can do it in your head.
        `),
      },
    },
  },
  {
    slug: 'worry-time',
    group: 'quick_tools',
    category: 'tools',
    type: 'technique',
    readingMinutes: 4,
    premium: false,
    text: {
      it: {
        title: 'Il tempo della preoccupazione',
        summary:
          'Rimandare le preoccupazioni a un appuntamento fisso, invece di lasciare che occupino tutta la giornata.',
        tags: ['preoccupazione', 'ansia', 'rimuginio', 'cbt'],
        body: md(`
          Se le preoccupazioni ti accompagnano dalla mattina alla sera, può sembrare impossibile fermarle. Cercare di non pensarci di solito non funziona: più le scacci, più tornano. Il tempo della preoccupazione propone un'altra strada: non vietarle, ma rimandarle a un momento preciso.

          ## Come funziona

          - Scegli un orario e un luogo fissi, per circa 15-20 minuti al giorno: per esempio alle 18, al tavolo della cucina. Evita la camera da letto e le ore vicine al sonno.
          - Durante la giornata, quando arriva una preoccupazione, annotala in poche parole su un foglio o sul telefono.
          - Poi dille, con gentilezza: «Ci penso più tardi, al mio appuntamento», e riporta l'attenzione a ciò che stai facendo.
          - All'ora stabilita, rileggi la lista. Per ogni preoccupazione chiediti: è un problema reale su cui posso agire adesso? Se sì, scrivi un primo passo concreto. Se no, prova a lasciarla andare.
          - Quando il tempo finisce, chiudi il quaderno e passa a un'attività piacevole o che richieda attenzione.

          ## Che cosa aspettarti

          All'inizio rimandare sarà difficile, ed è normale: è un'abilità che si allena. Dopo qualche giorno di pratica molte persone si accorgono che alcune preoccupazioni, all'ora dell'appuntamento, hanno perso forza o non sembrano più così urgenti.

          È un modo per scoprire che puoi avere un po' più di controllo su quando ti preoccupi, anche se non sempre su che cosa ti preoccupa.
        `),
      },
      en: {
        title: 'Worry time',
        summary:
          'Postponing your worries to a fixed appointment, instead of letting them take over the whole day.',
        tags: ['worry', 'anxiety', 'rumination', 'cbt'],
        body: md(`
          If worries follow you from morning to night, stopping them can feel impossible. Trying not to think about them usually does not work: the more you push them away, the more they come back. Worry time offers another route: not banning your worries, but postponing them to a set time.

          ## How it works

          - Choose a fixed time and place, for about 15 to 20 minutes a day: for example at 6 pm at the kitchen table. Avoid the bedroom and the hours close to bedtime.
          - During the day, when a worry comes up, jot it down in a few words on paper or on your phone.
          - Then tell it, kindly: 'I'll think about you later, at my appointment', and bring your attention back to what you are doing.
          - At the set time, read through your list. For each worry ask yourself: is this a real problem I can act on now? If so, write down one concrete first step. If not, see whether you can let it go.
          - When the time is up, close the notebook and move on to something enjoyable or absorbing.

          ## What to expect

          At first postponing will be hard, and that is normal: it is a skill that grows with practice. After a few days, many people notice that some worries have lost their grip, or no longer seem so urgent, by the time the appointment comes round.

          It is a way of discovering that you can have a little more control over when you worry, even if not always over what you worry about.
        `),
      },
    },
  },
  {
    slug: 'wind-down-routine',
    group: 'quick_tools',
    category: 'sleep',
    type: 'technique',
    readingMinutes: 4,
    premium: false,
    text: {
      it: {
        title: 'La routine per rallentare prima di dormire',
        summary:
          "Un'ora di passaggio tra la giornata e la notte: piccoli gesti ripetuti che aiutano corpo e mente a prepararsi al sonno.",
        tags: ['sonno', 'routine', 'sera', 'rilassamento'],
        body: md(`
          Il sonno non si accende con un interruttore. Se passi direttamente dalle email al cuscino, la mente resta in modalità giorno. Una routine serale regolare funziona come un segnale: ripetuta ogni sera, insegna al corpo che è arrivato il momento di rallentare.

          ## Un'ora prima di andare a letto

          - Abbassa le luci di casa e, se puoi, preferisci lampade calde e soffuse.
          - Metti da parte lavoro, email e discussioni impegnative. Se ti vengono in mente cose da fare, annotale su un foglio per domani.
          - Riduci gli schermi: se li usi, scegli contenuti tranquilli e tieni la luminosità bassa.

          ## Mezz'ora prima

          - Scegli due o tre attività calme e ripetile ogni sera nello stesso ordine: una doccia tiepida, qualche pagina di un libro leggero, una tisana senza caffeina, un po' di stretching leggero.
          - Prepara la camera: fresca, buia e silenziosa, per quanto possibile.

          ## A letto

          - Fai qualche respiro lento, allungando l'espirazione.
          - Se i pensieri corrono, immagina di appoggiarli su una mensola: domani saranno ancora lì, e potrai riprenderli.
          - Vai a letto quando hai sonno, non solo perché si è fatto tardi. Se dopo un tempo che ti sembra lungo non riesci ad addormentarti, alzati e torna a letto quando senti di nuovo sonno.

          ## Con pazienza

          In genere servono alcune settimane perché una routine faccia effetto. Non deve essere perfetta: anche una versione ridotta, nelle sere più piene, è meglio di niente.
        `),
      },
      en: {
        title: 'A wind-down routine before sleep',
        summary:
          'An hour of transition between day and night: small, repeated habits that help your body and mind get ready for sleep.',
        tags: ['sleep', 'routine', 'evening', 'relaxation'],
        body: md(`
          Sleep does not switch on like a light. If you go straight from your inbox to your pillow, your mind stays in daytime mode. A regular evening routine works like a signal: repeated every night, it teaches your body that it is time to slow down.

          ## An hour before bed

          - Dim the lights at home and, if you can, choose warm, soft lamps.
          - Put work, email and heavy conversations aside. If things to do come to mind, jot them down on paper for tomorrow.
          - Cut down on screens: if you use them, choose calm content and keep the brightness low.

          ## Half an hour before

          - Pick two or three calm activities and repeat them every night in the same order: a warm shower, a few pages of a light book, a caffeine-free herbal tea, some gentle stretching.
          - Get the bedroom ready: cool, dark and quiet, as far as possible.

          ## In bed

          - Take a few slow breaths, lengthening the out-breath.
          - If your thoughts are racing, imagine placing them on a shelf: they will still be there tomorrow, and you can pick them up then.
          - Go to bed when you feel sleepy, not just because it is late. If you cannot fall asleep after what feels like a long time, get up and come back to bed when you feel sleepy again.

          ## Be patient

          A routine usually takes a few weeks to have an effect. It does not need to be perfect: even a shorter version on busy evenings is better than nothing.
        `),
      },
    },
  },
  {
    slug: 'cant-sleep-get-up',
    group: 'quick_tools',
    category: 'sleep',
    type: 'article',
    readingMinutes: 3,
    premium: false,
    text: {
      it: {
        title: 'Se il sonno non arriva: meglio alzarsi',
        summary:
          'Restare a letto a rigirarsi insegna al cervello ad associare il letto alla veglia. Ecco che cosa fare invece.',
        tags: ['sonno', 'insonnia', 'notte', 'abitudini'],
        body: md(`
          Capita a tutti: spegni la luce, chiudi gli occhi e il sonno non arriva. I minuti passano, controlli l'ora, calcoli quante ore ti restano, e più ti sforzi di dormire, più il sonno si allontana. Il sonno, infatti, non si può forzare: funziona meglio quando smettiamo di inseguirlo.

          ## Che cosa fare

          - Non guardare l'orologio. Se serve, giralo dall'altra parte e tieni il telefono lontano dal letto.
          - Se ti sembra che sia passato molto tempo, più o meno venti minuti, senza prendere sonno, alzati e vai in un'altra stanza.
          - Fai qualcosa di tranquillo e poco stimolante, con una luce bassa: leggere qualche pagina di un libro già noto, ascoltare musica calma, piegare il bucato.
          - Evita schermi luminosi, cibo pesante e tutto ciò che ti attiva.
          - Torna a letto solo quando senti di nuovo sonno: palpebre pesanti, sbadigli, testa che ciondola.
          - Se ancora non ti addormenti, ripeti. Al mattino alzati comunque alla solita ora, anche se hai dormito poco.

          ## Perché funziona

          Questa strategia si chiama controllo degli stimoli e fa parte dei percorsi di terapia cognitivo-comportamentale per l'insonnia. L'obiettivo è che il cervello torni ad associare il letto al sonno, e non alla frustrazione di rigirarsi. Le prime notti possono essere faticose, ma di solito, nel giro di qualche settimana, il sonno diventa più continuo.

          ## Quando parlarne con il medico

          Se fai fatica a dormire diverse notti alla settimana da più di qualche settimana, o se la stanchezza durante il giorno ti pesa molto, parlane con il tuo medico di base. Fallo anche se russi forte con pause nel respiro, o se il sonno è disturbato da dolori o da altri sintomi. Esistono percorsi specifici per l'insonnia condotti da professionisti.
        `),
      },
      en: {
        title: "Can't sleep? Get up",
        summary:
          'Lying in bed tossing and turning teaches your brain to link bed with being awake. Here is what to do instead.',
        tags: ['sleep', 'insomnia', 'night', 'habits'],
        body: md(`
          It happens to everyone: you turn off the light, close your eyes and sleep does not come. The minutes pass, you check the time, you work out how many hours you have left, and the harder you try to sleep, the further away it feels. Sleep cannot be forced: it tends to come more easily when we stop chasing it.

          ## What to do

          - Do not watch the clock. If you need to, turn it around and keep your phone away from the bed.
          - If it feels as though a long time has passed, roughly twenty minutes, without falling asleep, get up and go to another room.
          - Do something quiet and not very stimulating, in dim light: reread a few pages of a familiar book, listen to calm music, fold the laundry.
          - Avoid bright screens, heavy food and anything that revs you up.
          - Go back to bed only when you feel sleepy again: heavy eyelids, yawning, your head starting to nod.
          - If you still cannot sleep, repeat. In the morning, get up at your usual time anyway, even if you slept badly.

          ## Why it works

          This strategy is called stimulus control, and it is part of cognitive behavioural therapy for insomnia. The goal is for your brain to link bed with sleep again, rather than with the frustration of tossing and turning. The first nights can be tiring, but sleep usually becomes more settled within a few weeks.

          ## When to talk to a doctor

          If you have trouble sleeping several nights a week for more than a few weeks, or if daytime tiredness is weighing on you, talk to your GP. Do the same if you snore loudly with pauses in your breathing, or if your sleep is disturbed by pain or other symptoms. There are specific treatments for insomnia delivered by trained professionals.
        `),
      },
    },
  },
  {
    slug: 'one-small-step-low-mood',
    group: 'quick_tools',
    category: 'depression',
    type: 'exercise',
    readingMinutes: 4,
    premium: false,
    text: {
      it: {
        title: "Un piccolo passo quando l'umore è giù",
        summary:
          "Quando l'umore è basso si tende a fare sempre meno, e fare meno abbassa ancora l'umore. Un esercizio per interrompere il circolo, un passo alla volta.",
        tags: ['umore', 'attivazione', 'passi', 'depressione'],
        body: md(`
          Quando l'umore è basso, anche le cose più semplici sembrano montagne. È naturale rinunciare, rimandare, restare a letto più a lungo. Il problema è che meno facciamo, meno occasioni abbiamo di provare piacere o soddisfazione, e l'umore scende ancora. L'attivazione comportamentale, una strategia usata nella terapia cognitivo-comportamentale, propone di partire dall'azione invece di aspettare la motivazione: spesso la voglia arriva dopo aver cominciato, non prima.

          ## L'esercizio

          - Scegli una sola attività per oggi, piccolissima: aprire la finestra e guardare fuori per due minuti, fare una doccia, lavare una tazza, mandare un messaggio a una persona cara, camminare fino all'angolo della strada.
          - Se ti sembra ancora troppo, dividila: invece di «riordinare la cucina», «mettere tre piatti nel lavandino».
          - Decidi quando farla, a un orario preciso.
          - Falla, anche senza averne voglia. Non deve per forza piacerti.
          - Dopo, annota da 0 a 10 quanto piacere ti ha dato e quanta soddisfazione.
          - Domani scegli un'altra piccola attività, o ripeti la stessa.

          ## Sii gentile con te

          Ci saranno giorni in cui nemmeno il passo più piccolo sembrerà possibile. Non è un fallimento: domani puoi ricominciare, con un passo ancora più piccolo.

          ## Quando chiedere aiuto

          Questo esercizio può dare una mano, ma non sostituisce l'aiuto di un professionista. Se da più di due settimane ti senti giù quasi tutti i giorni, hai perso interesse per le cose che ti piacevano o fai fatica ad affrontare la giornata, parlane con il tuo medico di base o con uno psicologo: la depressione è frequente ed esistono trattamenti efficaci.

          Se hai pensieri di farti del male o di non voler più vivere, non tenerli per te: chiama subito il 112 o vai al pronto soccorso più vicino. Puoi anche parlare con Telefono Amico Italia, al numero 02 2327 2327.
        `),
      },
      en: {
        title: 'One small step when your mood is low',
        summary:
          'When your mood is low you tend to do less and less, and doing less pulls your mood down further. An exercise to break the cycle, one step at a time.',
        tags: ['mood', 'activation', 'steps', 'depression'],
        body: md(`
          When your mood is low, even the simplest things can feel like mountains. It is natural to give up, put things off, stay in bed longer. The trouble is that the less we do, the fewer chances we have to feel pleasure or satisfaction, and mood drops further. Behavioural activation, a strategy used in cognitive behavioural therapy, suggests starting with action rather than waiting for motivation: often the desire to do something comes after you start, not before.

          ## The exercise

          - Choose just one tiny activity for today: opening the window and looking out for two minutes, having a shower, washing a mug, texting someone you care about, walking to the end of the street.
          - If it still feels like too much, break it down: instead of 'tidy the kitchen', 'put three plates in the sink'.
          - Decide when you will do it, at a specific time.
          - Do it, even if you do not feel like it. You do not have to enjoy it.
          - Afterwards, rate from 0 to 10 how much pleasure it gave you and how much sense of achievement.
          - Tomorrow, choose another small activity, or repeat the same one.

          ## Be kind to yourself

          There will be days when even the smallest step feels impossible. That is not failure: tomorrow you can start again, with an even smaller step.

          ## When to ask for help

          This exercise can help, but it does not replace professional support. If for more than two weeks you have felt low nearly every day, lost interest in things you used to enjoy, or found it hard to get through the day, talk to your GP or a psychologist: depression is common and effective treatments exist.

          If you have thoughts of harming yourself or of not wanting to live, do not keep them to yourself: call 112 straight away or go to the nearest emergency department. If you are in Italy, you can also talk to Telefono Amico Italia on 02 2327 2327. Outside Italy, call your local emergency number.
        `),
      },
    },
  },
  {
    slug: 'quick-muscle-relaxation',
    group: 'quick_tools',
    category: 'stress',
    type: 'exercise',
    readingMinutes: 5,
    premium: true,
    text: {
      it: {
        title: 'Rilassamento muscolare progressivo: la versione breve',
        summary:
          'Contrarre e rilasciare i principali gruppi muscolari per imparare a riconoscere la tensione e a lasciarla andare.',
        tags: ['rilassamento', 'muscoli', 'stress', 'corpo', 'tensione'],
        body: md(`
          Il rilassamento muscolare progressivo è stato messo a punto dal medico americano Edmund Jacobson nella prima metà del Novecento. Si basa su un'idea semplice: contraendo per qualche secondo un gruppo di muscoli e poi rilasciandolo, si impara a sentire la differenza tra tensione e rilassamento. Con la pratica diventa più facile accorgersi della tensione durante la giornata e scioglierla.

          ## Prima di iniziare

          Trova un posto tranquillo dove sederti o sdraiarti per una decina di minuti. Contrai ogni gruppo di muscoli con decisione ma senza dolore, per circa cinque secondi, poi rilascia di colpo e resta una decina di secondi ad ascoltare la sensazione di rilascio. Se hai dolori, lesioni o problemi muscolari, salta le zone interessate o chiedi prima al tuo medico.

          ## La sequenza

          - Mani: stringi i pugni, poi apri le dita e lasciale morbide.
          - Braccia: piega i gomiti e contrai i muscoli delle braccia, poi lasciale ricadere.
          - Spalle: sollevale verso le orecchie, poi lasciale scendere.
          - Viso: strizza gli occhi e stringi le labbra, poi distendi la fronte e la mascella.
          - Pancia: contrai gli addominali, poi lasciali andare con un'espirazione.
          - Gambe: spingi i talloni verso il basso e tendi le cosce, poi rilascia.
          - Piedi: piega le dita dei piedi verso il basso, poi distendile.

          ## Per finire

          Resta qualche respiro ad ascoltare il corpo nel suo insieme. Se c'è ancora una zona tesa, ripeti solo quella. Se lo pratichi ogni giorno per un paio di settimane, l'esercizio diventa più rapido ed efficace, e puoi usarne anche solo una parte, per esempio le spalle, nei momenti di stress.
        `),
      },
      en: {
        title: 'Progressive muscle relaxation: the short version',
        summary:
          'Tensing and releasing the main muscle groups to learn how to recognise tension and let it go.',
        tags: ['relaxation', 'muscles', 'stress', 'body', 'tension'],
        body: md(`
          Progressive muscle relaxation was developed by the American physician Edmund Jacobson in the first half of the twentieth century. It rests on a simple idea: by tensing a group of muscles for a few seconds and then releasing it, you learn to feel the difference between tension and relaxation. With practice, it becomes easier to notice tension during the day and let it go.

          ## Before you start

          Find a quiet place where you can sit or lie down for about ten minutes. Tense each muscle group firmly but without pain for about five seconds, then release all at once and spend around ten seconds noticing the feeling of letting go. If you have pain, injuries or muscle problems, skip those areas or check with your doctor first.

          ## The sequence

          - Hands: make fists, then open your fingers and let them go soft.
          - Arms: bend your elbows and tense your arm muscles, then let your arms drop.
          - Shoulders: lift them up towards your ears, then let them fall.
          - Face: squeeze your eyes shut and press your lips together, then soften your forehead and jaw.
          - Belly: tighten your stomach muscles, then release them with an out-breath.
          - Legs: press your heels down and tense your thighs, then release.
          - Feet: curl your toes downwards, then stretch them out.

          ## To finish

          Stay for a few breaths, sensing your body as a whole. If one area still feels tight, repeat just that one. If you practise every day for a couple of weeks, the exercise becomes quicker and more effective, and you can use just part of it, such as the shoulders, in stressful moments.
        `),
      },
    },
  },
  {
    slug: 'four-step-pause',
    group: 'quick_tools',
    category: 'mindfulness',
    type: 'technique',
    readingMinutes: 2,
    premium: false,
    text: {
      it: {
        title: 'La pausa in quattro tempi',
        summary:
          'Un minuto per passare dalla reazione automatica a una risposta più consapevole: fermati, respira, osserva, riparti.',
        tags: ['mindfulness', 'pausa', 'stress', 'consapevolezza'],
        body: md(`
          Nelle giornate piene passiamo da un impegno all'altro senza fermarci mai, e spesso reagiamo d'istinto: una risposta brusca, un messaggio scritto di fretta, l'ennesimo caffè. Questa breve pratica di consapevolezza, nota in inglese con l'acronimo STOP, crea uno spazio tra ciò che succede e ciò che fai.

          ## I quattro tempi

          - Fermati. Interrompi per un momento ciò che stai facendo: basta appoggiare la tazza o staccare le mani dalla tastiera.
          - Respira. Fai un respiro lento e consapevole, sentendo l'aria che entra e che esce. Se vuoi, fanne altri due.
          - Osserva. Nota che cosa c'è in questo momento: pensieri, emozioni, sensazioni nel corpo. Chiediti anche: di che cosa ho bisogno adesso?
          - Riparti. Torna a ciò che stavi facendo, oppure scegli di fare qualcosa di diverso, con un po' più di intenzione.

          ## Quando usarla

          - Prima di rispondere a una email o a un messaggio che ti ha irritato.
          - Quando passi da un'attività all'altra, per esempio tra una riunione e la successiva.
          - Quando noti i primi segnali di stress: mascella serrata, respiro corto, fretta.

          Per ricordartene, puoi legarla a un gesto che fai spesso, come aprire una porta o prendere in mano il telefono.
        `),
      },
      en: {
        title: 'The four-step pause',
        summary:
          'One minute to move from an automatic reaction to a more mindful response: stop, breathe, observe, proceed.',
        tags: ['mindfulness', 'pause', 'stress', 'awareness'],
        body: md(`
          On busy days we rush from one task to the next without ever stopping, and we often react on impulse: a sharp reply, a hasty message, yet another coffee. This short mindfulness practice, known by the acronym STOP, creates a space between what happens and what you do.

          ## The four steps

          - Stop. Pause what you are doing for a moment: just put down your cup or lift your hands from the keyboard.
          - Take a breath. Breathe slowly and mindfully, feeling the air come in and go out. If you like, take two more.
          - Observe. Notice what is here right now: thoughts, emotions, sensations in your body. Ask yourself too: what do I need at this moment?
          - Proceed. Go back to what you were doing, or choose to do something different, with a little more intention.

          ## When to use it

          - Before replying to an email or message that has irritated you.
          - When moving from one activity to another, for example between meetings.
          - When you notice the first signs of stress: a clenched jaw, shallow breathing, a sense of rush.

          To help you remember, link it to something you do often, such as opening a door or picking up your phone.
        `),
      },
    },
  },
  {
    slug: 'self-compassion-break',
    group: 'quick_tools',
    category: 'tools',
    type: 'meditation',
    readingMinutes: 3,
    premium: false,
    text: {
      it: {
        title: 'La pausa di auto-compassione',
        summary:
          'Tre frasi per i momenti difficili, ispirate al lavoro della psicologa Kristin Neff: per starti accanto invece di criticarti.',
        tags: ['auto-compassione', 'gentilezza', 'emozioni', 'meditazione'],
        body: md(`
          Quando qualcosa va storto, la prima reazione di molte persone è criticarsi: «Dovevo immaginarlo», «Possibile che sbagli sempre?». La pausa di auto-compassione, proposta dalla psicologa Kristin Neff, offre un'alternativa: rivolgerti a te con la stessa gentilezza che useresti con un amico in difficoltà. Dura pochi minuti e puoi farla ovunque.

          ## Come si fa

          Pensa a una situazione che ti fa soffrire in questo periodo: non la più difficile, ma qualcosa di moderato. Lascia che l'emozione affiori un po', poi ripeti lentamente, a bassa voce o dentro di te, tre frasi:

          - «Questo è un momento di sofferenza.» È il riconoscimento di ciò che provi, senza minimizzarlo. Puoi usare parole tue: «Fa male», «È dura».
          - «La sofferenza fa parte della vita.» Non sei l'unica persona a sentirti così: in questo momento molte altre vivono qualcosa di simile.
          - «Che io possa essere gentile con me.» Se vuoi, appoggia una mano sul cuore o in un altro punto del corpo che ti dia conforto, e sentine il calore.

          ## Trova le tue parole

          All'inizio le frasi possono sembrare strane. Puoi cambiarle finché non suonano vere per te: «Posso darmi ciò di cui ho bisogno», «Sto facendo del mio meglio», «Merito pazienza».

          L'obiettivo non è far sparire il dolore, ma smettere di aggiungere alla sofferenza anche la durezza verso di te.
        `),
      },
      en: {
        title: 'The self-compassion break',
        summary:
          "Three phrases for difficult moments, inspired by psychologist Kristin Neff's work: a way to stand by yourself instead of criticising yourself.",
        tags: ['self-compassion', 'kindness', 'emotions', 'meditation'],
        body: md(`
          When something goes wrong, many people's first reaction is to criticise themselves: 'I should have seen it coming', 'Why do I always get it wrong?'. The self-compassion break, developed by psychologist Kristin Neff, offers an alternative: speaking to yourself with the same kindness you would show a friend who is struggling. It takes a few minutes and you can do it anywhere.

          ## How to do it

          Think of a situation that is causing you pain at the moment: not the hardest one, something moderate. Let the feeling surface a little, then slowly repeat three phrases, under your breath or silently:

          - 'This is a moment of suffering.' This acknowledges what you feel, without playing it down. You can use your own words: 'This hurts', 'This is hard'.
          - 'Suffering is part of life.' You are not the only person who feels this way: right now many others are going through something similar.
          - 'May I be kind to myself.' If you like, place a hand on your heart or somewhere else on your body that feels comforting, and notice its warmth.

          ## Find your own words

          The phrases may feel strange at first. You can change them until they ring true for you: 'I can give myself what I need', 'I'm doing my best', 'I deserve patience'.

          The aim is not to make the pain disappear, but to stop adding harshness towards yourself on top of the suffering.
        `),
      },
    },
  },
  {
    slug: 'panic-attack-first-aid',
    group: 'quick_tools',
    category: 'anxiety',
    type: 'article',
    readingMinutes: 4,
    premium: false,
    text: {
      it: {
        title: 'Durante un attacco di panico: che cosa fare',
        summary:
          'Indicazioni pratiche per attraversare un attacco di panico, e per capire quando è il caso di chiedere subito aiuto.',
        tags: ['panico', 'ansia', 'respiro', 'crisi'],
        body: md(`
          Un attacco di panico è un'ondata improvvisa di paura intensa, accompagnata da sintomi fisici molto forti: cuore che batte all'impazzata, respiro corto, sensazione di soffocare, capogiri, formicolii, nausea, tremori, un senso di irrealtà. Spesso arriva insieme alla paura di morire, di impazzire o di perdere il controllo. Di solito raggiunge il picco nel giro di pochi minuti e poi, gradualmente, si attenua.

          ## Prima di tutto, la sicurezza

          Se è la prima volta che ti succede, se hai dolore al petto o una difficoltà a respirare che non passa, se soffri di una malattia cardiaca o respiratoria, o se hai dubbi su che cosa stia succedendo, chiama il 112 o fatti accompagnare al pronto soccorso. Alcuni sintomi del panico somigliano a quelli di altri problemi di salute, ed è giusto escluderli con l'aiuto di un medico.

          ## Se sai che si tratta di panico

          - Dai un nome a ciò che sta succedendo: «È un attacco di panico. È molto spiacevole, ma passerà».
          - Non combattere le sensazioni: più cerchi di scacciarle, più la paura cresce. Prova a lasciarle arrivare e passare, come un'onda.
          - Rallenta il respiro, soprattutto l'espirazione: inspira dal naso contando fino a quattro, espira dalla bocca contando fino a sei.
          - Appoggia bene i piedi a terra e senti il contatto con il pavimento. Guardati intorno e nomina cinque cose che vedi.
          - Se puoi, resta dove sei invece di scappare: scoprire che l'ondata passa anche senza fuggire aiuta a temerla meno in futuro.

          ## Dopo l'attacco

          Dopo un attacco è normale provare stanchezza e un senso di spossatezza. Concediti un momento di riposo, bevi un po' d'acqua e, se ti va, parlane con una persona di fiducia.

          Se gli attacchi si ripetono, se cominci a evitare luoghi o situazioni per paura che si ripresentino, o se il timore del prossimo attacco condiziona le tue giornate, parlane con il tuo medico di base o con uno psicologo. Gli attacchi di panico sono frequenti, e la terapia cognitivo-comportamentale è tra gli approcci che si sono dimostrati efficaci.
        `),
      },
      en: {
        title: 'During a panic attack: what to do',
        summary:
          'Practical guidance for getting through a panic attack, and for knowing when to seek help straight away.',
        tags: ['panic', 'anxiety', 'breathing', 'crisis'],
        body: md(`
          A panic attack is a sudden wave of intense fear, along with very strong physical symptoms: a pounding heart, shortness of breath, a choking feeling, dizziness, tingling, nausea, trembling, a sense of unreality. It often comes with a fear of dying, going mad or losing control. It usually peaks within a few minutes and then gradually subsides.

          ## Safety first

          If this is the first time it has happened to you, if you have chest pain or difficulty breathing that does not ease, if you have a heart or lung condition, or if you are unsure what is happening, call 112 (or your local emergency number) or have someone take you to the emergency department. Some symptoms of panic resemble those of other health problems, and it is right to rule them out with a doctor.

          ## If you know it is panic

          - Remind yourself what is happening: 'This is a panic attack. It is very unpleasant, but it will pass.'
          - Do not fight the sensations: the more you try to push them away, the more the fear grows. Try letting them come and go, like a wave.
          - Slow your breathing, especially the out-breath: breathe in through your nose for a count of four, out through your mouth for a count of six.
          - Plant your feet firmly on the ground and feel the contact with the floor. Look around and name five things you can see.
          - If you can, stay where you are rather than escaping: discovering that the wave passes even if you do not run helps you fear it less next time.

          ## After the attack

          It is normal to feel tired and drained after an attack. Give yourself a moment to rest, drink some water and, if you like, talk to someone you trust.

          If attacks keep happening, if you start avoiding places or situations in case they happen again, or if fear of the next attack is shaping your days, talk to your GP or a psychologist. Panic attacks are common, and cognitive behavioural therapy is among the approaches shown to help.
        `),
      },
    },
  },
  {
    slug: 'night-breathing-circle',
    group: 'quick_tools',
    category: 'sleep',
    type: 'video',
    readingMinutes: 3,
    premium: true,
    visual: 'breathing-pacer',
    text: {
      it: {
        title: 'Respiro lento per la notte: segui il cerchio',
        summary:
          'Un esercizio visivo da fare a luci basse: il cerchio rallenta il tuo respiro e accompagna il corpo verso il riposo.',
        tags: ['sonno', 'respiro', 'sera', 'visivo'],
        body: md(`
          Questo esercizio è pensato per la sera, quando ti prepari a dormire, o per quando ti svegli di notte con la mente agitata. Un cerchio si allarga lentamente mentre inspiri e si restringe, ancora più lentamente, mentre espiri. Prima di cominciare, abbassa al minimo la luminosità dello schermo.

          ## Come seguire il cerchio

          - Trova una posizione comoda, anche sdraiandoti, e lascia che le spalle affondino nel cuscino.
          - Per i primi respiri limitati a osservare il cerchio, senza cambiare nulla.
          - Poi lascia che il respiro lo segua: inspira dal naso mentre si allarga, per circa quattro secondi.
          - Espira piano, dal naso o dalla bocca, mentre il cerchio si restringe, per circa sei secondi. L'espirazione lunga è il cuore dell'esercizio.
          - Dopo qualche minuto puoi chiudere gli occhi e immaginare il cerchio che continua ad allargarsi e a restringersi al ritmo del tuo respiro.
          - Se ti accorgi che la mente è tornata ai pensieri della giornata, riapri gli occhi per un istante e ritrova il cerchio.

          ## Un invito, non un compito

          Non serve addormentarsi durante l'esercizio, e non c'è un risultato da ottenere: lo scopo è solo regalare al corpo qualche minuto di calma. Quando hai finito, appoggia il telefono lontano dal letto, con lo schermo verso il basso. Se le difficoltà di sonno durano da settimane, parlane con il tuo medico di base.
        `),
      },
      en: {
        title: 'Slow breathing for the night: follow the circle',
        summary:
          'A visual exercise for low light: the circle slows your breathing and eases your body towards rest.',
        tags: ['sleep', 'breathing', 'evening', 'visual'],
        body: md(`
          This exercise is designed for the evening, as you get ready for sleep, or for when you wake in the night with a restless mind. A circle slowly expands as you breathe in and contracts, even more slowly, as you breathe out. Before you begin, turn your screen brightness all the way down.

          ## How to follow the circle

          - Find a comfortable position, lying down if you like, and let your shoulders sink into the pillow.
          - For the first few breaths, just watch the circle without changing anything.
          - Then let your breath follow it: breathe in through your nose as it expands, for about four seconds.
          - Breathe out gently, through your nose or mouth, as the circle shrinks, for about six seconds. The long out-breath is the heart of the exercise.
          - After a few minutes you can close your eyes and picture the circle still expanding and contracting in time with your breath.
          - If you notice your mind has drifted back to the day's thoughts, open your eyes for a moment and find the circle again.

          ## An invitation, not a task

          You do not need to fall asleep during the exercise, and there is nothing to achieve: the only aim is to give your body a few minutes of calm. When you have finished, put your phone away from the bed, face down. If sleep problems have lasted for weeks, talk to your GP.
        `),
      },
    },
  },
];

// ---------------------------------------------------------------------------
// Guides: complete guides, 6-15 minutes to read.
// ---------------------------------------------------------------------------

const guides: ResourceSeed[] = [
  {
    slug: 'understanding-anxiety',
    group: 'guides',
    category: 'anxiety',
    type: 'guide',
    readingMinutes: 8,
    premium: false,
    text: {
      it: {
        title: "Capire l'ansia: che cos'è, come funziona, che cosa aiuta",
        summary:
          "Una guida completa per conoscere l'ansia da vicino: perché esiste, come si manifesta nel corpo e nella mente e quali strategie aiutano davvero.",
        tags: ['ansia', 'psicoeducazione', 'corpo', 'evitamento', 'cbt'],
        body: md(`
          L'ansia è un'esperienza umana universale. Prima o poi la proviamo tutti: prima di un esame, di un colloquio, davanti a una decisione importante. Non è un difetto né un segno di debolezza. È un sistema di allarme che ci accompagna da sempre e che, in molte situazioni, ci è utile. A volte però questo allarme diventa troppo sensibile e suona anche quando non c'è un pericolo reale. Capire come funziona è il primo passo per gestirlo meglio.

          ## A che cosa serve l'ansia

          Di fronte a un pericolo, il corpo si prepara ad affrontarlo o a scappare. È la cosiddetta risposta di attacco o fuga: il cuore accelera per portare più sangue ai muscoli, il respiro si fa più rapido, i muscoli si tendono, l'attenzione si concentra sulla minaccia. Per i nostri antenati, davanti a un animale feroce, era una risposta preziosa.

          Il problema è che il cervello fa scattare lo stesso allarme anche per minacce che non richiedono né di combattere né di fuggire: una email del capo, un dolore che ci preoccupa, il giudizio degli altri, un futuro incerto. Il corpo si prepara all'azione, ma l'azione non arriva, e restiamo con l'energia dell'allarme addosso.

          ## Come si manifesta

          L'ansia si fa sentire su più livelli, che si influenzano a vicenda:

          - Nel corpo: battito accelerato, respiro corto, tensione muscolare, stomaco chiuso, sudorazione, tremori, stanchezza.
          - Nei pensieri: «E se succede qualcosa di brutto?», «Non ce la farò», difficoltà di concentrazione, preoccupazioni che girano in tondo.
          - Nelle emozioni: agitazione, irritabilità, un senso di allarme o di minaccia.
          - Nei comportamenti: evitare situazioni, cercare continue rassicurazioni, controllare più volte, rimandare.

          ## Il circolo vizioso dell'evitamento

          Quando qualcosa ci mette ansia, la reazione più naturale è evitarlo. Nel breve periodo funziona: l'ansia scende subito. Nel lungo periodo, però, l'evitamento insegna al cervello che quella situazione era davvero pericolosa, e che ce la siamo cavata solo perché l'abbiamo evitata. La volta successiva l'ansia sarà uguale o più forte, e il campo delle cose che ci sentiamo in grado di fare si restringe.

          Lo stesso vale per i comportamenti di sicurezza, cioè le piccole strategie che usiamo per sentirci al riparo: uscire solo in compagnia, tenere sempre il telefono in mano, sedersi vicino all'uscita. Danno sollievo, ma impediscono di scoprire che ce la possiamo fare anche senza.

          ## Che cosa aiuta

          Le strategie con più prove a sostegno vengono soprattutto dalla terapia cognitivo-comportamentale e dalla mindfulness. Eccone alcune da cui partire:

          - Conoscere l'ansia. Sapere che i sintomi sono la risposta di allarme, spiacevole ma non pericolosa in sé, riduce la paura della paura.
          - Rallentare il respiro. Allungare l'espirazione aiuta il corpo a uscire dallo stato di allerta.
          - Osservare i pensieri. Notare i pensieri ansiosi, metterli per iscritto e chiedersi quanto siano probabili aiuta a prenderne le distanze.
          - Affrontare gradualmente. Esporsi a piccoli passi a ciò che si teme, restando nella situazione finché l'ansia cala, è uno dei modi più efficaci per ridurla nel tempo.
          - Prendersi cura delle basi. Sonno regolare, movimento, meno caffeina e alcol, pause durante la giornata: non risolvono tutto, ma abbassano il livello di fondo.
          - Coltivare i legami. Parlare con una persona di fiducia alleggerisce e aiuta a vedere le cose da un'altra prospettiva.

          ## Quando chiedere aiuto

          Un po' di ansia fa parte della vita. È il caso di parlarne con il tuo medico di base o con uno psicologo se l'ansia è intensa o frequente, se dura da settimane, se ti porta a evitare sempre più situazioni o se interferisce con il lavoro, lo studio, le relazioni o il sonno. Esistono percorsi efficaci, e chiedere aiuto presto spesso rende il cammino più breve.

          Se ti trovi in una situazione di emergenza, o hai pensieri di farti del male, chiama il 112.
        `),
      },
      en: {
        title: 'Understanding anxiety: what it is, how it works, what helps',
        summary:
          'A complete guide to getting to know anxiety up close: why it exists, how it shows up in body and mind, and which strategies genuinely help.',
        tags: ['anxiety', 'psychoeducation', 'body', 'avoidance', 'cbt'],
        body: md(`
          Anxiety is a universal human experience. Sooner or later we all feel it: before an exam, an interview, a big decision. It is not a flaw or a sign of weakness. It is an alarm system that has always been with us and that, in many situations, is useful. Sometimes, though, the alarm becomes oversensitive and goes off even when there is no real danger. Understanding how it works is the first step towards managing it better.

          ## What anxiety is for

          Faced with danger, the body gets ready to fight it or run away. This is the so-called fight-or-flight response: the heart speeds up to send more blood to the muscles, breathing quickens, muscles tense, attention narrows onto the threat. For our ancestors, facing a wild animal, it was a precious response.

          The problem is that the brain sets off the same alarm for threats that call for neither fighting nor fleeing: an email from your boss, a pain that worries you, other people's judgement, an uncertain future. The body prepares for action, but no action comes, and we are left carrying the energy of the alarm.

          ## How it shows up

          Anxiety makes itself felt on several levels, which feed into one another:

          - In the body: racing heart, shortness of breath, muscle tension, a knotted stomach, sweating, trembling, tiredness.
          - In your thoughts: 'What if something bad happens?', 'I won't cope', difficulty concentrating, worries going round in circles.
          - In your emotions: restlessness, irritability, a sense of alarm or threat.
          - In your behaviour: avoiding situations, seeking constant reassurance, checking things again and again, putting things off.

          ## The vicious circle of avoidance

          When something makes us anxious, the most natural reaction is to avoid it. In the short term it works: anxiety drops straight away. In the long term, though, avoidance teaches the brain that the situation really was dangerous, and that we only got away with it because we avoided it. Next time the anxiety will be the same or stronger, and the range of things we feel able to do shrinks.

          The same goes for safety behaviours, the small strategies we use to feel protected: only going out with someone, always holding your phone, sitting near the exit. They bring relief, but they stop us from discovering that we can cope without them.

          ## What helps

          The strategies with the most evidence behind them come mainly from cognitive behavioural therapy and mindfulness. Here are a few to start with:

          - Understanding anxiety. Knowing that the symptoms are the alarm response, unpleasant but not dangerous in itself, reduces the fear of fear.
          - Slowing your breathing. Lengthening the out-breath helps the body step out of alert mode.
          - Observing your thoughts. Noticing anxious thoughts, writing them down and asking how likely they really are helps you get some distance from them.
          - Facing things gradually. Approaching what you fear in small steps, and staying in the situation until the anxiety eases, is one of the most effective ways to reduce it over time.
          - Looking after the basics. Regular sleep, movement, less caffeine and alcohol, breaks during the day: they do not solve everything, but they lower the background level.
          - Nurturing relationships. Talking to someone you trust lightens the load and helps you see things from another angle.

          ## When to ask for help

          Some anxiety is part of life. It is worth talking to your GP or a psychologist if your anxiety is intense or frequent, if it has lasted for weeks, if it leads you to avoid more and more situations, or if it gets in the way of work, study, relationships or sleep. Effective help exists, and asking early often makes the road shorter.

          If you are in an emergency, or having thoughts of harming yourself, call 112 (or your local emergency number).
        `),
      },
    },
  },
  {
    slug: 'panic-attacks-explained',
    group: 'guides',
    category: 'anxiety',
    type: 'article',
    readingMinutes: 8,
    premium: true,
    text: {
      it: {
        title: 'Attacchi di panico: capirli per temerli meno',
        summary:
          'Perché arrivano, perché fanno così paura e come si interrompe il circolo della paura della paura.',
        tags: ['panico', 'ansia', 'respiro', 'paura'],
        body: md(`
          Chi ha vissuto un attacco di panico lo ricorda bene: un'ondata improvvisa di paura, il cuore che martella, il respiro che manca, la certezza che stia per succedere qualcosa di terribile. È un'esperienza così intensa che molte persone, la prima volta, corrono al pronto soccorso temendo un infarto. Ed è giusto farsi controllare, soprattutto la prima volta. Quando però i medici hanno escluso altre cause, capire come funziona il panico può cambiare molto il modo di viverlo.

          ## Che cosa succede nel corpo

          Durante un attacco di panico scatta la risposta di allarme dell'organismo, la stessa che ci prepara ad affrontare un pericolo. L'adrenalina fa accelerare il cuore, il respiro diventa rapido e superficiale, i muscoli si tendono. Respirare troppo in fretta può a sua volta dare capogiri, formicolii alle mani e al viso, una sensazione di testa leggera o di irrealtà.

          Sono sensazioni molto spiacevoli, ma sono il prodotto di un meccanismo di protezione. Un attacco di panico di solito raggiunge il picco in pochi minuti e poi si attenua, perché il corpo non può mantenere a lungo quel livello di attivazione.

          ## Il circolo della paura

          Il panico si alimenta di un circolo vizioso:

          - Noti una sensazione nel corpo, per esempio il cuore che accelera dopo aver salito le scale.
          - La interpreti come un segnale di pericolo: «E se fosse un infarto?».
          - Il pensiero fa salire l'ansia, e l'ansia rende le sensazioni più forti.
          - Le sensazioni più forti sembrano confermare il pericolo, e la paura cresce ancora.

          Dopo uno o più attacchi può nascere la paura della paura: si comincia a controllare ogni minimo segnale del corpo e a evitare i luoghi in cui un attacco sarebbe imbarazzante o difficile da gestire, come i mezzi pubblici, i supermercati affollati, i viaggi.

          ## Come interrompere il circolo

          - Conoscere il meccanismo. Ricordare che le sensazioni sono il risultato della risposta di allarme aiuta a interpretarle in modo meno catastrofico.
          - Non combattere l'ondata. Cercare di bloccare le sensazioni a tutti i costi di solito le amplifica. Prova a osservarle come un'onda che sale, raggiunge il punto più alto e poi scende.
          - Rallentare il respiro. Un respiro lento, con l'espirazione più lunga dell'inspirazione, contrasta la respirazione rapida che alimenta i sintomi.
          - Mettere alla prova i pensieri catastrofici. Dopo un attacco, chiediti: che cosa temevo che succedesse? È successo? Che cosa mi dice questo?
          - Tornare gradualmente nei luoghi evitati. Un passo alla volta, restando abbastanza a lungo da vedere che l'ansia sale e poi cala da sola.
          - Ridurre i comportamenti di sicurezza. Portare sempre con sé l'acqua, sedersi vicino all'uscita o uscire solo in compagnia dà sollievo, ma impedisce di scoprire che si può stare bene anche senza.

          ## Anche lo stile di vita conta

          Caffeina, alcol, poco sonno e periodi di forte stress possono rendere il corpo più reattivo. Non sono l'unica causa del panico, ma ridurli può alzare la soglia oltre cui scatta l'allarme. Anche il movimento regolare aiuta, perché abitua il corpo a sensazioni come il battito accelerato in un contesto sicuro.

          ## Quando chiedere aiuto

          Se gli attacchi si ripetono, se la paura di averne un altro condiziona le tue giornate o se stai rinunciando a cose importanti per evitarli, parlane con il tuo medico di base o con uno psicologo. Il disturbo di panico è frequente, e la terapia cognitivo-comportamentale è tra gli approcci che si sono dimostrati più efficaci.

          Ricorda: se hai dolore al petto, difficoltà a respirare che non passano o dubbi sui tuoi sintomi, chiama il 112. Un controllo in più è sempre meglio di uno in meno.
        `),
      },
      en: {
        title: 'Panic attacks: understanding them so you fear them less',
        summary: 'Why they happen, why they are so frightening, and how to break the cycle of fear of fear.',
        tags: ['panic', 'anxiety', 'breathing', 'fear'],
        body: md(`
          Anyone who has had a panic attack remembers it well: a sudden wave of fear, a pounding heart, breath that will not come, the certainty that something terrible is about to happen. It is so intense that many people, the first time, rush to the emergency department fearing a heart attack. And it is right to get checked, especially the first time. Once doctors have ruled out other causes, though, understanding how panic works can change a great deal about how you experience it.

          ## What happens in the body

          During a panic attack the body's alarm response kicks in, the same one that prepares us to face danger. Adrenaline speeds up the heart, breathing becomes fast and shallow, muscles tense. Breathing too fast can in turn cause dizziness, tingling in the hands and face, a light-headed feeling or a sense of unreality.

          These sensations are very unpleasant, but they are the product of a protective mechanism. A panic attack usually peaks within a few minutes and then eases, because the body cannot sustain that level of arousal for long.

          ## The cycle of fear

          Panic feeds on a vicious circle:

          - You notice a sensation in your body, for example your heart speeding up after climbing the stairs.
          - You interpret it as a danger signal: 'What if it's a heart attack?'
          - The thought raises your anxiety, and anxiety makes the sensations stronger.
          - Stronger sensations seem to confirm the danger, and the fear grows further.

          After one or more attacks, a fear of fear can develop: you start monitoring every tiny signal from your body and avoiding places where an attack would be embarrassing or hard to handle, such as public transport, crowded supermarkets or travel.

          ## How to break the cycle

          - Understand the mechanism. Remembering that the sensations come from the alarm response helps you interpret them less catastrophically.
          - Do not fight the wave. Trying to block the sensations at all costs usually amplifies them. Try watching them like a wave that rises, peaks and then falls.
          - Slow your breathing. Slow breathing, with the out-breath longer than the in-breath, counters the rapid breathing that fuels the symptoms.
          - Test your catastrophic thoughts. After an attack, ask yourself: what was I afraid would happen? Did it happen? What does that tell me?
          - Gradually return to avoided places. One step at a time, staying long enough to see that anxiety rises and then falls by itself.
          - Cut down on safety behaviours. Always carrying water, sitting near the exit or only going out with someone brings relief, but it stops you from discovering that you can be fine without them.

          ## Lifestyle matters too

          Caffeine, alcohol, lack of sleep and periods of heavy stress can make the body more reactive. They are not the only cause of panic, but reducing them can raise the threshold at which the alarm goes off. Regular exercise helps too, because it gets the body used to sensations such as a racing heart in a safe setting.

          ## When to ask for help

          If attacks keep happening, if fear of the next one is shaping your days, or if you are giving up important things to avoid them, talk to your GP or a psychologist. Panic disorder is common, and cognitive behavioural therapy is among the approaches shown to be most effective.

          Remember: if you have chest pain, difficulty breathing that does not ease, or doubts about your symptoms, call 112 (or your local emergency number). It is always better to get checked once too often than once too few.
        `),
      },
    },
  },
  {
    slug: 'facing-fears-step-by-step',
    group: 'guides',
    category: 'anxiety',
    type: 'workshop',
    readingMinutes: 10,
    premium: true,
    text: {
      it: {
        title: 'Laboratorio: affrontare le paure un passo alla volta',
        summary:
          "Un laboratorio pratico per costruire la tua scala dell'esposizione e tornare, gradualmente, a fare ciò che l'ansia ti ha tolto.",
        tags: ['ansia', 'esposizione', 'evitamento', 'coraggio', 'cbt'],
        body: md(`
          L'evitamento è il modo più rapido per far scendere l'ansia, ed è anche il modo più sicuro per mantenerla nel tempo. Ogni volta che evitiamo una situazione, il cervello registra: «Era pericolosa, meno male che l'abbiamo evitata». Questo laboratorio ti accompagna nella costruzione di una scala dell'esposizione, uno degli strumenti più usati e studiati nella terapia cognitivo-comportamentale per l'ansia.

          ## Come funziona l'esposizione graduale

          L'idea è affrontare ciò che temi in modo pianificato, partendo dalle situazioni più facili e salendo piano piano. Quando resti in una situazione che ti mette ansia, senza fuggire e senza ricorrere ai soliti comportamenti di sicurezza, l'ansia sale, raggiunge un picco e poi, con il tempo, tende a scendere. Soprattutto, impari qualcosa di nuovo: che ciò che temevi non è successo, oppure che hai saputo gestirlo.

          ## Primo passo: scegli l'obiettivo

          Pensa a una situazione che eviti e che vorresti tornare ad affrontare. Deve essere importante per te, concreta e realistica. Per esempio: «Prendere la metropolitana per andare al lavoro», «Intervenire durante le riunioni», «Andare al supermercato il sabato mattina».

          ## Secondo passo: costruisci la scala

          Elenca da otto a dieci situazioni legate al tuo obiettivo, dalla più semplice alla più difficile. Accanto a ciascuna scrivi quanta ansia ti aspetti di provare, da 0 a 100. Un esempio per la metropolitana:

          - Guardare foto e video della metropolitana: 20.
          - Entrare in stazione e restare all'ingresso per dieci minuti: 35.
          - Fare una fermata in compagnia, fuori dall'ora di punta: 45.
          - Fare una fermata senza compagnia, fuori dall'ora di punta: 55.
          - Fare tre fermate senza compagnia, fuori dall'ora di punta: 65.
          - Fare tre fermate all'ora di punta: 80.
          - Fare l'intero tragitto fino al lavoro all'ora di punta: 90.

          ## Terzo passo: sali un gradino alla volta

          - Comincia da un gradino che ti dia un'ansia moderata, intorno a 30-40: abbastanza da essere una sfida, non così tanto da risultare insostenibile.
          - Resta nella situazione abbastanza a lungo da notare che l'ansia cambia. Non esiste un tempo fisso: a volte bastano pochi minuti, a volte serve di più.
          - Ripeti lo stesso gradino più volte, possibilmente a pochi giorni di distanza, finché non ti sembra decisamente più facile.
          - Solo allora passa al gradino successivo.
          - Dopo ogni esercizio annota l'ansia prevista, quella provata nel momento più intenso e quella alla fine, e che cosa hai imparato.

          ## Durante l'esposizione

          Lascia che l'ansia ci sia. Non devi farla sparire: lo scopo è imparare che puoi tollerarla e che tende a calare da sé. Puoi respirare lentamente e osservare le sensazioni con curiosità, ma evita di usare il respiro come una via di fuga. Prova anche a rinunciare, un po' alla volta, ai comportamenti di sicurezza: tenere il telefono in mano, distrarti di continuo, farti sempre accompagnare.

          ## Gli ostacoli più comuni

          - Andare troppo in fretta. Meglio un gradino piccolo ripetuto che un salto troppo grande che finisce in una fuga.
          - Esporsi troppo poco o troppo di rado. La regolarità conta più dell'intensità.
          - Giudicarsi. Ci saranno giorni più difficili, ed è normale. Un passo indietro non cancella i progressi fatti.

          ## Un'avvertenza importante

          Questo laboratorio è pensato per le paure di tutti i giorni. Se l'ansia è molto intensa, se riguarda esperienze traumatiche o se in autonomia fai fatica ad andare avanti, è meglio affrontare l'esposizione con l'aiuto di uno psicologo o di uno psicoterapeuta, che può guidarti passo passo. E non esporti mai a situazioni davvero pericolose: l'obiettivo è affrontare paure sproporzionate, non correre rischi reali.
        `),
      },
      en: {
        title: 'Workshop: facing your fears one step at a time',
        summary:
          'A practical workshop to build your own exposure ladder and gradually get back to the things anxiety has taken from you.',
        tags: ['anxiety', 'exposure', 'avoidance', 'courage', 'cbt'],
        body: md(`
          Avoidance is the quickest way to bring anxiety down, and also the surest way to keep it going. Every time we avoid a situation, the brain takes note: 'That was dangerous, good thing we stayed away.' This workshop guides you through building an exposure ladder, one of the most widely used and studied tools in cognitive behavioural therapy for anxiety.

          ## How gradual exposure works

          The idea is to face what you fear in a planned way, starting with the easiest situations and working your way up. When you stay in a situation that makes you anxious, without escaping and without your usual safety behaviours, the anxiety rises, peaks and then, over time, tends to fall. Above all, you learn something new: that what you feared did not happen, or that you were able to handle it.

          ## Step one: choose your goal

          Think of a situation you avoid and would like to face again. It should matter to you, and be concrete and realistic. For example: 'Taking the underground to work', 'Speaking up in meetings', 'Going to the supermarket on a Saturday morning'.

          ## Step two: build the ladder

          List eight to ten situations linked to your goal, from the easiest to the hardest. Next to each, write how much anxiety you expect to feel, from 0 to 100. An example for the underground:

          - Looking at photos and videos of the underground: 20.
          - Going into the station and staying at the entrance for ten minutes: 35.
          - Travelling one stop with someone, outside rush hour: 45.
          - Travelling one stop alone, outside rush hour: 55.
          - Travelling three stops alone, outside rush hour: 65.
          - Travelling three stops at rush hour: 80.
          - Making the whole journey to work at rush hour: 90.

          ## Step three: climb one rung at a time

          - Start with a rung that brings moderate anxiety, around 30 to 40: enough to be a challenge, not so much that it feels unbearable.
          - Stay in the situation long enough to notice the anxiety changing. There is no fixed time: sometimes a few minutes is enough, sometimes it takes longer.
          - Repeat the same rung several times, ideally a few days apart, until it feels clearly easier.
          - Only then move on to the next rung.
          - After each practice, note the anxiety you expected, the anxiety at its peak and at the end, and what you learned.

          ## During exposure

          Let the anxiety be there. You do not have to make it disappear: the point is to learn that you can tolerate it and that it tends to ease by itself. You can breathe slowly and observe the sensations with curiosity, but avoid using your breathing as an escape route. Try also to drop your safety behaviours, a little at a time: holding your phone, constantly distracting yourself, always having someone with you.

          ## Common obstacles

          - Going too fast. A small rung repeated is better than a leap that ends in escape.
          - Practising too briefly or too rarely. Regularity matters more than intensity.
          - Judging yourself. There will be harder days, and that is normal. A step back does not erase the progress you have made.

          ## An important note

          This workshop is designed for everyday fears. If your anxiety is very intense, if it relates to traumatic experiences, or if you find it hard to make progress on your own, it is better to work on exposure with a psychologist or psychotherapist who can guide you step by step. And never expose yourself to situations that are genuinely dangerous: the aim is to face fears that are out of proportion, not to take real risks.
        `),
      },
    },
  },
  {
    slug: 'low-mood-first-steps',
    group: 'guides',
    category: 'depression',
    type: 'guide',
    readingMinutes: 9,
    premium: false,
    text: {
      it: {
        title: 'Umore basso: riconoscerlo e muovere i primi passi',
        summary:
          'Che cosa distingue un periodo no dalla depressione, che cosa puoi fare da subito e quando è importante chiedere aiuto a un professionista.',
        tags: ['umore', 'depressione', 'tristezza', 'aiuto', 'attivazione'],
        body: md(`
          Tutti attraversiamo periodi in cui l'umore è basso: dopo una delusione, una perdita, un momento di stress. Di solito, con il tempo e il sostegno delle persone vicine, la tristezza si attenua. A volte però l'umore resta giù a lungo, toglie energia e interesse per tutto e rende faticose anche le cose più semplici. Questa guida ti aiuta a orientarti, a capire che cosa puoi fare da subito e, soprattutto, quando è importante chiedere aiuto.

          ## Tristezza e depressione

          La tristezza è un'emozione normale, che ha un senso: ci segnala una perdita e ci spinge a cercare conforto. La depressione è un'altra cosa: una condizione che dura nel tempo e che coinvolge il modo di pensare, il corpo e i comportamenti. Solo un professionista può fare una diagnosi, ma ci sono alcuni segnali a cui vale la pena fare attenzione, soprattutto se sono presenti quasi ogni giorno da più di due settimane:

          - umore triste, vuoto o senza speranza per gran parte della giornata;
          - perdita di interesse o di piacere per le cose che prima ti piacevano;
          - stanchezza e mancanza di energia, anche senza aver fatto sforzi;
          - cambiamenti nel sonno o nell'appetito;
          - difficoltà a concentrarti o a prendere decisioni;
          - senso di colpa eccessivo o sensazione di non valere nulla;
          - pensieri di morte o di farti del male.

          ## Quando e come chiedere aiuto

          Se ti riconosci in diversi di questi segnali, il primo passo è parlarne con il tuo medico di base. Può valutare la situazione, escludere cause fisiche (alcuni problemi di salute, per esempio della tiroide, possono influire sull'umore) e indicarti il percorso più adatto. Puoi anche rivolgerti direttamente a uno psicologo o a uno psicoterapeuta, oppure al Centro di Salute Mentale della tua ASL. La depressione è frequente, non è una colpa né una debolezza, ed esistono trattamenti efficaci, come la psicoterapia e, quando il medico lo ritiene opportuno, i farmaci.

          Se hai pensieri di farti del male o di toglierti la vita, chiama subito il 112 o vai al pronto soccorso più vicino. Se senti il bisogno di parlare con qualcuno, puoi chiamare Telefono Amico Italia al numero 02 2327 2327. Non devi affrontare tutto questo in solitudine.

          ## Il circolo dell'inattività

          Quando l'umore è basso, viene naturale fare meno: si rinuncia alle uscite, si rimandano gli impegni, si passa più tempo a letto. È comprensibile, ma crea un circolo vizioso: meno si fa, meno occasioni si hanno di provare piacere, soddisfazione o vicinanza con gli altri, e l'umore scende ancora. L'attivazione comportamentale, una strategia della terapia cognitivo-comportamentale, lavora proprio su questo: invece di aspettare di stare meglio per fare, si fa un passo per stare un po' meglio.

          ## Primi passi che puoi fare

          - Dai una struttura alla giornata. Alzati e vai a letto più o meno alla stessa ora, e prevedi almeno un paio di momenti fissi, come i pasti o una breve passeggiata.
          - Scegli attività piccole e concrete. Una doccia, dieci minuti all'aria aperta, una telefonata. Se ti sembra troppo, dividi il compito in pezzi più piccoli.
          - Alterna piacere e soddisfazione. Alcune attività fanno stare bene, come ascoltare musica o vedere un amico; altre danno un senso di risultato, come pagare una bolletta o riordinare un cassetto. Servono entrambe.
          - Muoviti un po'. Anche una camminata leggera ogni giorno può aiutare l'umore.
          - Resta in contatto. Anche se ti viene voglia di isolarti, prova a sentire almeno una persona di fiducia. Non serve spiegare tutto.
          - Fai attenzione all'alcol. Può sembrare un sollievo, ma tende a peggiorare l'umore e il sonno.
          - Tratta i pensieri come ipotesi. Con l'umore basso la mente tende a vedere tutto nero: «Non cambierà mai niente», «Sono un peso». Sono pensieri frequenti quando si sta male, non verità.

          ## Sii paziente con te

          I miglioramenti di solito arrivano a piccoli passi, con alti e bassi. Un giorno difficile non cancella i progressi. Se hai già iniziato un percorso con un professionista, queste strategie possono affiancarlo: parlane con chi ti segue.
        `),
      },
      en: {
        title: 'Low mood: recognising it and taking the first steps',
        summary:
          'What sets a rough patch apart from depression, what you can do straight away, and when it matters to ask a professional for help.',
        tags: ['mood', 'depression', 'sadness', 'help', 'activation'],
        body: md(`
          We all go through periods of low mood: after a disappointment, a loss, a stressful time. Usually, with time and the support of the people around us, the sadness eases. Sometimes, though, low mood lingers, drains energy and interest in everything, and makes even the simplest things hard work. This guide helps you get your bearings, understand what you can do straight away and, above all, know when it matters to ask for help.

          ## Sadness and depression

          Sadness is a normal emotion, and it makes sense: it signals a loss and moves us to seek comfort. Depression is something different: a condition that lasts over time and affects the way you think, your body and your behaviour. Only a professional can make a diagnosis, but some signs are worth paying attention to, especially if they have been present nearly every day for more than two weeks:

          - a sad, empty or hopeless mood for most of the day;
          - loss of interest or pleasure in things you used to enjoy;
          - tiredness and lack of energy, even without exertion;
          - changes in sleep or appetite;
          - difficulty concentrating or making decisions;
          - excessive guilt or a feeling of being worthless;
          - thoughts of death or of harming yourself.

          ## When and how to ask for help

          If you recognise several of these signs, the first step is to talk to your GP (in Italy, your medico di base). They can assess the situation, rule out physical causes (some health problems, for example with the thyroid, can affect mood) and point you to the most suitable support. You can also go directly to a psychologist or psychotherapist, or, in Italy, to the Centro di Salute Mentale of your local health authority. Depression is common, it is neither a fault nor a weakness, and effective treatments exist, such as psychotherapy and, when a doctor considers it appropriate, medication.

          If you are having thoughts of harming yourself or ending your life, call 112 straight away (or your local emergency number) or go to the nearest emergency department. If you need someone to talk to, in Italy you can call Telefono Amico Italia on 02 2327 2327. You do not have to face this alone.

          ## The inactivity cycle

          When your mood is low, it feels natural to do less: you skip outings, put off commitments, spend more time in bed. That is understandable, but it creates a vicious circle: the less you do, the fewer chances you have to feel pleasure, achievement or closeness to others, and your mood drops further. Behavioural activation, a strategy from cognitive behavioural therapy, works on exactly this: instead of waiting to feel better before doing things, you take a step in order to feel a little better.

          ## First steps you can take

          - Give your day some structure. Get up and go to bed at roughly the same time, and plan at least a couple of fixed points, such as meals or a short walk.
          - Choose small, concrete activities. A shower, ten minutes outdoors, a phone call. If it feels like too much, break the task into smaller pieces.
          - Mix pleasure and achievement. Some activities feel good, like listening to music or seeing a friend; others give a sense of accomplishment, like paying a bill or tidying a drawer. You need both.
          - Move a little. Even a gentle walk each day can help your mood.
          - Stay in touch. Even if you feel like withdrawing, try to reach out to at least one person you trust. You do not have to explain everything.
          - Be careful with alcohol. It can feel like relief, but it tends to worsen mood and sleep.
          - Treat your thoughts as hypotheses. When mood is low, the mind tends to see everything in black: 'Nothing will ever change', 'I'm a burden'. These thoughts are common when you are struggling; they are not the truth.

          ## Be patient with yourself

          Improvement usually comes in small steps, with ups and downs. A hard day does not erase your progress. If you have already started working with a professional, these strategies can go alongside that work: talk them over with the person supporting you.
        `),
      },
    },
  },
  {
    slug: 'behavioural-activation-course',
    group: 'guides',
    category: 'depression',
    type: 'course',
    readingMinutes: 12,
    premium: false,
    text: {
      it: {
        title: 'Corso: attivazione comportamentale, fare per stare meglio',
        summary:
          'Un percorso in quattro lezioni per osservare il legame tra ciò che fai e il tuo umore, e riportare nella settimana ciò che ti fa bene.',
        tags: ['attivazione', 'umore', 'depressione', 'valori', 'abitudini'],
        body: md(`
          L'attivazione comportamentale è una delle strategie più studiate per l'umore basso. Si basa su un'osservazione semplice: ciò che facciamo influenza come ci sentiamo, e quando l'umore scende tendiamo a fare proprio le cose che lo tengono giù, come isolarci, restare a letto, rimandare. Questo breve corso ti guida in quattro lezioni. Puoi affrontarne una alla settimana, o prenderti più tempo.

          ## Lezione 1: osservare

          Per qualche giorno tieni un diario delle attività. Ogni due o tre ore annota che cosa hai fatto e dai un voto al tuo umore da 0 a 10. Per ora non cambiare nulla: si tratta solo di osservare. Alla fine della settimana rileggi il diario e chiediti:

          - In quali momenti l'umore era un po' più alto? Che cosa stavi facendo?
          - In quali momenti era più basso?
          - Ci sono attività che ti davano piacere o soddisfazione e che hai smesso di fare?

          Molte persone scoprono che l'umore non è basso allo stesso modo per tutta la giornata, e che alcune attività, anche piccole, fanno la differenza.

          ## Lezione 2: ciò che conta per te

          Pensa alle aree importanti della tua vita: relazioni, lavoro o studio, salute, tempo libero, casa, crescita personale. Per ciascuna chiediti che cosa conta per te, per esempio «essere un genitore presente», «prendermi cura del mio corpo», «imparare cose nuove». Da ogni valore ricava due o tre attività concrete. Le attività legate ai valori tendono a dare un senso di significato, anche quando sul momento non sono piacevoli.

          ## Lezione 3: pianificare

          Scegli dalla tua lista alcune attività per la settimana e mettile in agenda, con giorno e ora, come un appuntamento. Alcuni consigli:

          - Parti in piccolo: meglio dieci minuti di camminata fatti che un'ora di palestra rimandata.
          - Alterna attività piacevoli e attività che danno soddisfazione.
          - Scrivi esattamente che cosa farai, dove e quando: «martedì alle 18, giro dell'isolato» funziona meglio di «fare più movimento».
          - Prevedi un piano B per i giorni più difficili: una versione ancora più piccola della stessa attività.

          ## Lezione 4: fare, osservare, aggiustare

          Segui il piano anche se non ne hai voglia: spesso la motivazione arriva dopo l'azione. Dopo ogni attività annota l'umore prima e dopo, e quanto piacere e soddisfazione ti ha dato. A fine settimana guarda che cosa ha funzionato e aggiusta il piano. Se un'attività non è andata, non è un fallimento: è un'informazione. Forse era troppo impegnativa, o collocata nel momento sbagliato della giornata.

          ## Gli ostacoli più comuni

          - Il pensiero «tanto non serve a niente». È un pensiero tipico dell'umore basso. Trattalo come un'ipotesi da verificare: fai l'attività e osserva che cosa succede davvero.
          - Il perfezionismo. Una cosa fatta a metà vale più di una cosa non fatta.
          - La stanchezza. Riposare è importante, ma il riposo passivo prolungato spesso non ricarica. Prova a inserire piccole attività anche nei giorni di fatica.

          ## Quando chiedere aiuto

          Questo corso è uno strumento di auto-aiuto e non sostituisce un percorso con un professionista. Se l'umore è basso quasi ogni giorno da più di due settimane, se hai perso interesse per quasi tutto o se fai fatica a gestire la vita quotidiana, parlane con il tuo medico di base o con uno psicologo. Se hai pensieri di farti del male o di non voler più vivere, chiama subito il 112 o vai al pronto soccorso; puoi anche chiamare Telefono Amico Italia al numero 02 2327 2327.
        `),
      },
      en: {
        title: 'Course: behavioural activation, doing to feel better',
        summary:
          'A four-lesson course to notice the link between what you do and how you feel, and bring back into your week the things that are good for you.',
        tags: ['activation', 'mood', 'depression', 'values', 'habits'],
        body: md(`
          Behavioural activation is one of the most studied strategies for low mood. It rests on a simple observation: what we do affects how we feel, and when mood drops we tend to do exactly the things that keep it down, such as withdrawing, staying in bed and putting things off. This short course guides you through four lessons. You can take one a week, or give yourself more time.

          ## Lesson 1: observe

          For a few days, keep an activity diary. Every two or three hours, note what you did and rate your mood from 0 to 10. Do not change anything yet: this is just about observing. At the end of the week, read it back and ask yourself:

          - When was your mood a little higher? What were you doing?
          - When was it lower?
          - Are there activities that used to give you pleasure or satisfaction that you have stopped doing?

          Many people discover that their mood is not equally low all day long, and that some activities, even small ones, make a difference.

          ## Lesson 2: what matters to you

          Think about the important areas of your life: relationships, work or study, health, leisure, home, personal growth. For each one, ask yourself what matters to you, for example 'being a present parent', 'looking after my body', 'learning new things'. From each value, draw two or three concrete activities. Activities linked to your values tend to bring a sense of meaning, even when they are not enjoyable in the moment.

          ## Lesson 3: plan

          Choose a few activities from your list for the coming week and put them in your diary, with a day and time, like an appointment. Some tips:

          - Start small: ten minutes of walking that actually happens beats an hour at the gym that keeps getting postponed.
          - Mix enjoyable activities with ones that give you a sense of achievement.
          - Write down exactly what you will do, where and when: 'Tuesday at 6 pm, walk round the block' works better than 'exercise more'.
          - Have a plan B for harder days: an even smaller version of the same activity.

          ## Lesson 4: do, observe, adjust

          Follow the plan even when you do not feel like it: motivation often comes after action. After each activity, note your mood before and after, and how much pleasure and achievement it gave you. At the end of the week, look at what worked and adjust the plan. If an activity did not go well, that is not failure: it is information. Perhaps it was too demanding, or placed at the wrong time of day.

          ## Common obstacles

          - The thought 'it's pointless anyway'. This is a typical low-mood thought. Treat it as a hypothesis to test: do the activity and notice what really happens.
          - Perfectionism. Something half done is worth more than something not done.
          - Tiredness. Rest matters, but long stretches of passive rest often do not recharge you. Try to fit in small activities even on tired days.

          ## When to ask for help

          This course is a self-help tool and does not replace working with a professional. If your mood has been low nearly every day for more than two weeks, if you have lost interest in almost everything, or if you are struggling to manage daily life, talk to your GP or a psychologist. If you have thoughts of harming yourself or of not wanting to live, call 112 straight away (or your local emergency number) or go to the emergency department; in Italy you can also call Telefono Amico Italia on 02 2327 2327.
        `),
      },
    },
  },
  {
    slug: 'mindfulness-for-beginners',
    group: 'guides',
    category: 'mindfulness',
    type: 'guide',
    readingMinutes: 8,
    premium: false,
    text: {
      it: {
        title: 'Mindfulness per chi comincia',
        summary:
          "Che cos'è la consapevolezza, che cosa non è, e come iniziare a praticarla con pochi minuti al giorno.",
        tags: ['mindfulness', 'meditazione', 'presente', 'respiro', 'principianti'],
        body: md(`
          Della mindfulness si parla moltissimo, a volte come se fosse una soluzione per tutto. In realtà è qualcosa di semplice, anche se non sempre facile: un modo di prestare attenzione. Questa guida ti spiega le basi e ti propone come iniziare, senza attrezzature, luoghi speciali o ore di tempo libero.

          ## Che cos'è

          Jon Kabat-Zinn, che alla fine degli anni Settanta ha creato il programma di riduzione dello stress basato sulla mindfulness (MBSR), la descrive come il prestare attenzione in un modo particolare: intenzionalmente, nel momento presente e senza giudicare. In pratica significa accorgersi di ciò che sta accadendo, dentro e fuori di te, mentre accade, con un atteggiamento di curiosità e apertura.

          ## Che cosa non è

          - Non è svuotare la mente. La mente pensa, ed è normale che si distragga. La pratica consiste nell'accorgersene e tornare, ogni volta.
          - Non è una tecnica di rilassamento. Spesso rilassa, ma l'obiettivo è stare con ciò che c'è, anche quando non è piacevole.
          - Non è pensare positivo. Si osservano anche i pensieri e le emozioni difficili, senza cercare di cambiarli subito.
          - Non è una religione. Ha radici nelle tradizioni contemplative, ma i programmi moderni sono laici.

          ## Perché può aiutare

          Molta della nostra sofferenza quotidiana nasce dal rimuginare sul passato o dal preoccuparci per il futuro. La mindfulness allena la capacità di notare quando la mente è partita e di riportarla al presente. Programmi strutturati come l'MBSR e l'MBCT, la terapia cognitiva basata sulla mindfulness, sono stati studiati a lungo: le ricerche indicano che possono aiutare a ridurre stress e ansia e, nel caso dell'MBCT, a prevenire le ricadute in chi ha avuto più episodi di depressione.

          ## Come iniziare: la pratica formale

          - Scegli un momento fisso della giornata, per esempio al risveglio o prima di cena.
          - Siediti su una sedia con i piedi appoggiati a terra e la schiena dritta ma non rigida.
          - Imposta un timer di cinque minuti.
          - Porta l'attenzione al respiro, nel punto in cui lo senti di più: naso, petto o pancia.
          - Quando ti accorgi che la mente è andata altrove, nota dove è andata («sto pianificando», «sto ricordando») e torna con gentilezza al respiro.
          - Alla fine, prenditi un momento per notare come stai, senza giudicare com'è andata.

          Dopo una o due settimane, se ti va, puoi passare a dieci minuti. La regolarità conta più della durata.

          ## La pratica informale

          Puoi portare la consapevolezza anche nelle attività di tutti i giorni: lavare i piatti sentendo l'acqua sulle mani, camminare notando i passi, bere il caffè assaporandolo davvero. Scegli un'attività al giorno da fare con piena attenzione.

          ## Difficoltà frequenti

          - «La mente non si ferma mai.» È normale, soprattutto all'inizio. Ogni volta che te ne accorgi e torni, stai praticando: l'esercizio è proprio questo.
          - «Mi annoio.» Prova a osservare la noia con curiosità: come si sente nel corpo? Oppure sperimenta pratiche in movimento, come la camminata consapevole.
          - «Affiorano emozioni forti.» Puoi aprire gli occhi, appoggiare bene i piedi a terra e concentrarti sui suoni o su ciò che vedi intorno a te. Se la pratica fa emergere ricordi o emozioni molto difficili, fermati e parlane con un professionista prima di continuare.

          ## Un ultimo consiglio

          Non esiste un modo perfetto di meditare. Più del risultato conta l'atteggiamento: pazienza, curiosità e gentilezza verso di te e verso la tua mente che vaga.
        `),
      },
      en: {
        title: 'Mindfulness for beginners',
        summary:
          'What mindfulness is, what it is not, and how to start practising with just a few minutes a day.',
        tags: ['mindfulness', 'meditation', 'present', 'breathing', 'beginners'],
        body: md(`
          Mindfulness is talked about a great deal, sometimes as if it were a cure for everything. In reality it is something simple, though not always easy: a way of paying attention. This guide explains the basics and suggests how to begin, with no equipment, special places or hours of free time.

          ## What it is

          Jon Kabat-Zinn, who created the Mindfulness-Based Stress Reduction programme (MBSR) in the late 1970s, describes it as paying attention in a particular way: on purpose, in the present moment, and non-judgementally. In practice, it means noticing what is happening, inside and around you, as it happens, with an attitude of curiosity and openness.

          ## What it is not

          - It is not emptying your mind. The mind thinks, and it is normal for it to wander. The practice is noticing that and coming back, every time.
          - It is not a relaxation technique. It is often relaxing, but the aim is to be with what is there, even when it is unpleasant.
          - It is not positive thinking. You also observe difficult thoughts and emotions, without trying to change them straight away.
          - It is not a religion. It has roots in contemplative traditions, but modern programmes are secular.

          ## Why it can help

          Much of our everyday suffering comes from dwelling on the past or worrying about the future. Mindfulness trains the ability to notice when the mind has wandered off and to bring it back to the present. Structured programmes such as MBSR and MBCT (mindfulness-based cognitive therapy) have been studied extensively: research suggests they can help reduce stress and anxiety and, in the case of MBCT, help prevent relapse in people who have had several episodes of depression.

          ## Getting started: formal practice

          - Choose a regular time of day, for example when you wake up or before dinner.
          - Sit on a chair with your feet on the floor and your back straight but not stiff.
          - Set a timer for five minutes.
          - Bring your attention to your breath, wherever you feel it most: nose, chest or belly.
          - When you notice your mind has wandered, note where it went ('planning', 'remembering') and gently return to the breath.
          - At the end, take a moment to notice how you feel, without judging how it went.

          After a week or two, if you like, you can move up to ten minutes. Regularity matters more than length.

          ## Informal practice

          You can also bring mindfulness into everyday activities: washing the dishes while feeling the water on your hands, walking while noticing your steps, drinking your coffee and really tasting it. Choose one activity a day to do with full attention.

          ## Common difficulties

          - 'My mind never stops.' That is normal, especially at first. Every time you notice and come back, you are practising: that is exactly the exercise.
          - 'I get bored.' Try observing boredom with curiosity: how does it feel in your body? Or experiment with practices in movement, such as mindful walking.
          - 'Strong emotions come up.' You can open your eyes, plant your feet on the floor and focus on sounds or on what you can see around you. If practice brings up very difficult memories or emotions, stop and talk to a professional before continuing.

          ## One last tip

          There is no perfect way to meditate. Attitude matters more than results: patience, curiosity and kindness towards yourself and your wandering mind.
        `),
      },
    },
  },
  {
    slug: 'sleep-hygiene-guide',
    group: 'guides',
    category: 'sleep',
    type: 'guide',
    readingMinutes: 8,
    premium: false,
    text: {
      it: {
        title: 'Dormire meglio: la guida alle buone abitudini del sonno',
        summary:
          'Orari, luce, caffeina, schermi, camera da letto: le abitudini che aiutano il sonno, spiegate in modo semplice.',
        tags: ['sonno', 'abitudini', 'insonnia', 'riposo', 'sera'],
        body: md(`
          Il sonno è una delle basi del benessere: influenza l'umore, la concentrazione, la capacità di reggere lo stress. Quando dormiamo male l'ansia tende ad aumentare, e quando siamo in ansia dormiamo peggio. Non esiste una regola valida per tutti, ma ci sono abitudini, spesso chiamate igiene del sonno, che aiutano molte persone a riposare meglio. Non serve adottarle tutte insieme: scegline due o tre da cui partire.

          ## Il ritmo: orari regolari

          Il nostro corpo segue un orologio interno di circa ventiquattro ore, che funziona meglio con la regolarità.

          - Alzati più o meno alla stessa ora ogni giorno, anche nel fine settimana. È l'abitudine più importante per stabilizzare il ritmo.
          - Vai a letto quando hai sonno, non solo perché è l'ora. Restare a letto senza sonno tende a creare frustrazione.
          - Se fai un riposino, tienilo breve, non oltre venti-trenta minuti, e non nel tardo pomeriggio.

          ## La luce

          La luce è il segnale più potente per l'orologio interno.

          - Al mattino esponiti alla luce naturale, anche solo con una breve passeggiata o facendo colazione vicino alla finestra.
          - La sera abbassa le luci e riduci gli schermi luminosi nell'ora prima di dormire. Oltre alla luce, anche i contenuti stimolanti, come notizie, social e lavoro, tengono la mente accesa.

          ## Che cosa mangi e bevi

          - La caffeina resta in circolo per molte ore: prova a evitarla dal primo pomeriggio in poi. Non c'è solo nel caffè, ma anche nel tè, in alcune bibite e nel cioccolato.
          - L'alcol può aiutare ad addormentarsi, ma rende il sonno più leggero e frammentato nella seconda parte della notte.
          - Evita i pasti molto abbondanti poco prima di dormire, ma anche di andare a letto con la fame.
          - La nicotina è uno stimolante: anche una sigaretta la sera può disturbare il sonno.

          ## La camera da letto

          - Fresca, buia e silenziosa, per quanto possibile. Possono aiutare tende oscuranti, una mascherina, i tappi per le orecchie.
          - Usa il letto soprattutto per dormire. Lavorare, guardare serie o scorrere il telefono a letto insegna al cervello che il letto è un posto per restare in attività.
          - Tieni l'orologio fuori dalla vista: controllare l'ora di notte aumenta l'ansia.

          ## Durante la giornata

          - Il movimento regolare favorisce il sonno, ma gli allenamenti intensi sono meglio lontano dall'ora di andare a letto.
          - Chiudi la giornata prima di coricarti: scrivi le cose da fare l'indomani e le preoccupazioni che ti girano in testa, così non dovrai tenerle a mente di notte.

          ## Se di notte non riesci a dormire

          Se ti sembra che sia passata più o meno una ventina di minuti senza prendere sonno, alzati, vai in un'altra stanza e fai qualcosa di tranquillo con una luce bassa. Torna a letto quando senti di nuovo sonno. Sembra controintuitivo, ma aiuta il cervello a riassociare il letto al sonno.

          ## Quando parlarne con il medico

          Le buone abitudini aiutano, ma non sempre bastano. Parlane con il tuo medico di base se:

          - fai fatica a dormire diverse notti alla settimana da più di qualche settimana;
          - la stanchezza durante il giorno incide sul lavoro, sulla guida o sulle relazioni;
          - russi forte, qualcuno nota pause nel tuo respiro mentre dormi o ti svegli con la sensazione di non respirare;
          - la sera senti fastidi alle gambe che ti costringono a muoverle, o hai dolori che ti svegliano;
          - il sonno è cambiato insieme all'umore.

          Per l'insonnia che dura nel tempo esiste un percorso specifico, la terapia cognitivo-comportamentale per l'insonnia, e il medico può aiutarti a trovarlo.
        `),
      },
      en: {
        title: 'Sleeping better: a guide to healthy sleep habits',
        summary:
          'Timing, light, caffeine, screens, the bedroom: the habits that support sleep, explained simply.',
        tags: ['sleep', 'habits', 'insomnia', 'rest', 'evening'],
        body: md(`
          Sleep is one of the foundations of wellbeing: it affects mood, concentration and how well you cope with stress. When we sleep badly, anxiety tends to rise, and when we are anxious we sleep worse. There is no single rule that suits everyone, but there are habits, often called sleep hygiene, that help many people rest better. You do not need to adopt them all at once: pick two or three to start with.

          ## Rhythm: regular times

          Your body follows an internal clock of roughly twenty-four hours, and it works best with regularity.

          - Get up at about the same time every day, weekends included. This is the single most important habit for steadying your rhythm.
          - Go to bed when you feel sleepy, not just because it is the usual time. Lying in bed without feeling sleepy tends to breed frustration.
          - If you nap, keep it short, no more than twenty to thirty minutes, and not in the late afternoon.

          ## Light

          Light is the strongest signal for your internal clock.

          - In the morning, get some natural light, even just a short walk or breakfast by the window.
          - In the evening, dim the lights and cut down on bright screens in the hour before bed. Besides the light itself, stimulating content such as news, social media and work keeps the mind switched on.

          ## What you eat and drink

          - Caffeine stays in your system for many hours: try to avoid it from early afternoon onwards. It is not only in coffee, but also in tea, some soft drinks and chocolate.
          - Alcohol can help you fall asleep, but it makes sleep lighter and more broken in the second half of the night.
          - Avoid very large meals shortly before bed, but also avoid going to bed hungry.
          - Nicotine is a stimulant: even one cigarette in the evening can disturb sleep.

          ## The bedroom

          - Cool, dark and quiet, as far as possible. Blackout curtains, an eye mask or earplugs can help.
          - Use your bed mainly for sleep. Working, watching series or scrolling your phone in bed teaches your brain that bed is a place for being active.
          - Keep the clock out of sight: checking the time at night increases anxiety.

          ## During the day

          - Regular exercise supports sleep, but intense workouts are best kept away from bedtime.
          - Close the day before you go to bed: write down tomorrow's tasks and any worries going round your head, so you do not have to hold on to them during the night.

          ## If you cannot sleep at night

          If it feels as though about twenty minutes have passed without falling asleep, get up, go to another room and do something quiet in dim light. Go back to bed when you feel sleepy again. It sounds counterintuitive, but it helps your brain link bed with sleep again.

          ## When to talk to a doctor

          Good habits help, but they are not always enough. Talk to your GP if:

          - you have trouble sleeping several nights a week for more than a few weeks;
          - daytime tiredness is affecting your work, your driving or your relationships;
          - you snore loudly, someone notices pauses in your breathing while you sleep, or you wake up feeling you cannot breathe;
          - in the evening you have uncomfortable feelings in your legs that make you need to move them, or pain that wakes you;
          - your sleep has changed along with your mood.

          For long-lasting insomnia there is a specific approach, cognitive behavioural therapy for insomnia, and your doctor can help you find it.
        `),
      },
    },
  },
  {
    slug: 'insomnia-cbt-principles',
    group: 'guides',
    category: 'sleep',
    type: 'article',
    readingMinutes: 9,
    premium: true,
    text: {
      it: {
        title: "Quando il sonno non arriva: i principi della CBT per l'insonnia",
        summary:
          "Perché l'insonnia si mantiene nel tempo e quali idee della terapia cognitivo-comportamentale per l'insonnia puoi conoscere e sperimentare.",
        tags: ['insonnia', 'sonno', 'cbt', 'notte', 'pensieri'],
        body: md(`
          Dopo qualche notte difficile, molte persone cominciano a fare di tutto per recuperare: vanno a letto prima, restano a letto più a lungo al mattino, fanno lunghi sonnellini, si preoccupano per il sonno già dal pomeriggio. Sono strategie comprensibili, ma spesso finiscono per mantenere il problema. La terapia cognitivo-comportamentale per l'insonnia, nota come CBT-I, è raccomandata dalle principali linee guida come primo approccio per l'insonnia cronica. Qui trovi i suoi principi di base, spiegati in modo semplice.

          ## Perché l'insonnia si mantiene

          Spesso l'insonnia comincia per un motivo preciso: un periodo di stress, un cambiamento, una malattia. Poi la causa iniziale passa, ma il sonno non torna come prima. Succede perché si crea un circolo:

          - Dormire male fa nascere la preoccupazione per il sonno.
          - La preoccupazione tiene corpo e mente in allerta proprio quando servirebbe rilassarsi.
          - Per compensare si cambiano le abitudini: più ore a letto, orari irregolari, sonnellini.
          - Queste abitudini indeboliscono la spinta naturale al sonno e il legame tra letto e sonno.

          ## Principio 1: il letto è per dormire

          Se passi molto tempo a letto senza dormire, il cervello impara ad associare il letto alla veglia e alla frustrazione. Il controllo degli stimoli serve a ricostruire l'associazione giusta:

          - Vai a letto solo quando hai sonno.
          - Usa il letto solo per dormire e per l'intimità.
          - Se non ti addormenti dopo circa venti minuti, o se l'agitazione cresce, alzati e torna a letto quando hai di nuovo sonno.
          - Alzati alla stessa ora ogni mattina, qualunque cosa sia successa durante la notte.

          ## Principio 2: la spinta al sonno

          Più a lungo restiamo svegli durante il giorno, più cresce la spinta a dormire. I sonnellini e le lunghe ore a letto la disperdono. Nella CBT-I si usa spesso una tecnica chiamata restrizione del sonno: per un periodo si riduce il tempo trascorso a letto, avvicinandolo alle ore effettivamente dormite, per poi aumentarlo gradualmente quando il sonno diventa più continuo. È una tecnica efficace ma impegnativa, che all'inizio può aumentare la stanchezza: per questo va impostata con un professionista. Non è adatta a tutti, per esempio a chi soffre di epilessia o di disturbo bipolare, o a chi svolge lavori in cui la sonnolenza è pericolosa.

          ## Principio 3: i pensieri sul sonno

          Alcune convinzioni sul sonno aumentano l'ansia e rendono più difficile addormentarsi. Per esempio: «Se non dormo otto ore, domani sarà un disastro», «Devo assolutamente addormentarmi subito», «L'insonnia mi sta rovinando la salute». La CBT-I aiuta a riconoscere questi pensieri e a renderli più realistici: il bisogno di sonno varia da persona a persona, una notte storta di solito si recupera, e spesso, anche dopo una notte difficile, riusciamo a funzionare meglio di quanto temessimo.

          ## Principio 4: spegnere la mente

          Molte persone con insonnia raccontano di una mente che si accende appena toccano il cuscino. Può aiutare:

          - dedicare un momento, nel tardo pomeriggio o in prima serata, a scrivere le preoccupazioni e un possibile passo successivo per ciascuna;
          - creare una routine serale che segni il passaggio dal giorno alla notte;
          - usare tecniche di rilassamento, come il respiro lento o il rilassamento muscolare progressivo, senza viverle come un'altra prova da superare.

          ## Principio 5: il diario del sonno

          Per qualche settimana annota ogni mattina l'ora in cui hai spento la luce, quanto tempo ti è servito per addormentarti, i risvegli notturni, l'ora del risveglio, l'ora in cui hai lasciato il letto e come ti senti. Il diario aiuta a vedere l'andamento reale, che spesso è meno negativo di quanto sembri, ed è uno strumento prezioso se deciderai di parlarne con un professionista.

          ## Quando chiedere aiuto

          Parla con il tuo medico di base se l'insonnia dura da più di qualche settimana, se incide sulle tue giornate o se sospetti altri disturbi del sonno, come le apnee notturne: russare forte, pause nel respiro, risvegli con la sensazione di soffocare, molta sonnolenza di giorno. Il medico può valutare le possibili cause e indirizzarti verso un percorso di CBT-I con uno psicologo o un centro specializzato nei disturbi del sonno.
        `),
      },
      en: {
        title: 'When sleep will not come: the principles of CBT for insomnia',
        summary:
          'Why insomnia keeps itself going, and which ideas from cognitive behavioural therapy for insomnia you can learn about and try.',
        tags: ['insomnia', 'sleep', 'cbt', 'night', 'thoughts'],
        body: md(`
          After a few bad nights, many people start doing everything they can to catch up: going to bed earlier, staying in bed longer in the morning, taking long naps, worrying about sleep from the afternoon onwards. These strategies are understandable, but they often end up keeping the problem going. Cognitive behavioural therapy for insomnia, known as CBT-I, is recommended by major clinical guidelines as the first approach for chronic insomnia. Here are its basic principles, explained simply.

          ## Why insomnia keeps going

          Insomnia often starts for a specific reason: a stressful period, a change, an illness. Then the original cause passes, but sleep does not return to how it was. This happens because a cycle forms:

          - Sleeping badly leads to worry about sleep.
          - Worry keeps body and mind on alert just when they need to relax.
          - To compensate, habits change: more hours in bed, irregular times, naps.
          - These habits weaken the natural drive to sleep and the link between bed and sleep.

          ## Principle 1: bed is for sleeping

          If you spend a lot of time in bed awake, your brain learns to associate bed with wakefulness and frustration. Stimulus control rebuilds the right association:

          - Go to bed only when you feel sleepy.
          - Use the bed only for sleep and intimacy.
          - If you have not fallen asleep after about twenty minutes, or if you feel agitation building, get up and go back to bed when you feel sleepy again.
          - Get up at the same time every morning, whatever happened during the night.

          ## Principle 2: sleep drive

          The longer we are awake during the day, the stronger the drive to sleep becomes. Naps and long hours in bed dissipate it. CBT-I often uses a technique called sleep restriction: for a period, the time spent in bed is reduced to match the hours actually slept, then gradually increased as sleep becomes more continuous. It is effective but demanding, and can increase tiredness at first, so it should be set up with a professional. It is not suitable for everyone, for example people with epilepsy or bipolar disorder, or people whose work makes sleepiness dangerous.

          ## Principle 3: thoughts about sleep

          Some beliefs about sleep raise anxiety and make it harder to drop off. For example: 'If I don't get eight hours, tomorrow will be a disaster', 'I absolutely have to fall asleep right now', 'Insomnia is ruining my health'. CBT-I helps you recognise these thoughts and make them more realistic: sleep needs vary from person to person, one bad night can usually be made up for, and even after a difficult night we often function better than we feared.

          ## Principle 4: switching off the mind

          Many people with insomnia describe a mind that switches on the moment their head touches the pillow. It can help to:

          - set aside some time in the late afternoon or early evening to write down your worries and a possible next step for each one;
          - create an evening routine that marks the transition from day to night;
          - use relaxation techniques, such as slow breathing or progressive muscle relaxation, without turning them into another test to pass.

          ## Principle 5: the sleep diary

          For a few weeks, note each morning the time you turned off the light, how long it took you to fall asleep, any night-time waking, the time you woke up, the time you got out of bed and how you feel. The diary shows the real pattern, which is often less bleak than it seems, and it is a valuable tool if you decide to talk to a professional.

          ## When to ask for help

          Talk to your GP if insomnia has lasted more than a few weeks, if it is affecting your days, or if you suspect another sleep problem such as sleep apnoea: loud snoring, pauses in breathing, waking up feeling as if you are choking, a lot of daytime sleepiness. Your doctor can look into possible causes and refer you to CBT-I with a psychologist or a sleep clinic.
        `),
      },
    },
  },
  {
    slug: 'understanding-stress',
    group: 'guides',
    category: 'stress',
    type: 'guide',
    readingMinutes: 8,
    premium: false,
    text: {
      it: {
        title: 'Lo stress: capirlo e gestirlo nella vita di tutti i giorni',
        summary:
          'Quando lo stress è utile, quando diventa troppo e quali strategie aiutano a ritrovare un equilibrio.',
        tags: ['stress', 'equilibrio', 'corpo', 'abitudini', 'pause'],
        body: md(`
          Lo stress è la risposta del corpo e della mente alle richieste dell'ambiente: una scadenza, un cambiamento, un problema da risolvere. In piccole dosi ci aiuta: ci rende più attenti, più rapidi, più motivati. Diventa un problema quando le richieste superano a lungo le risorse che sentiamo di avere, senza il tempo per recuperare. Questa guida ti aiuta a riconoscere i segnali e a scegliere alcune strategie concrete.

          ## Stress acuto e stress cronico

          Lo stress acuto è breve: arriva davanti a una sfida e si spegne quando la sfida è finita. Il corpo si attiva, e poi torna a riposo. Lo stress cronico, invece, è quello che non si spegne mai del tutto: settimane o mesi di pressione al lavoro, preoccupazioni economiche, il carico di cura di un familiare, conflitti che non si risolvono. È come tenere il motore sempre su di giri: alla lunga si consuma.

          ## I segnali da non ignorare

          Lo stress si fa sentire in modi diversi da persona a persona. Alcuni segnali comuni:

          - Nel corpo: tensione al collo e alle spalle, mal di testa, disturbi di stomaco, stanchezza continua, sonno disturbato.
          - Nelle emozioni: irritabilità, nervosismo, la sensazione di non farcela, sbalzi d'umore.
          - Nei pensieri: difficoltà di concentrazione, dimenticanze, preoccupazioni continue, pensieri che girano in tondo.
          - Nei comportamenti: mangiare di più o di meno, più caffè, alcol o sigarette, isolarsi, rimandare, non riuscire a staccare.

          Conoscere i propri segnali personali è utile: sono come le spie sul cruscotto, che avvisano prima che il motore si surriscaldi.

          ## Il secchio dello stress

          Un'immagine spesso usata è quella di un secchio. Le fonti di stress, grandi e piccole, lo riempiono. Ognuno ha un secchio di dimensioni diverse, e anche la stessa persona ne ha uno più piccolo nei periodi di fragilità. Per non farlo traboccare servono dei rubinetti: attività che svuotano un po' il secchio, come il riposo, il movimento, le relazioni, il tempo per sé. La domanda utile non è solo «come faccio a ridurre lo stress?», ma anche «quali rubinetti ho, e li sto aprendo?».

          ## Strategie che aiutano

          - Distingui ciò che puoi cambiare da ciò che non puoi. Sui problemi risolvibili, fai un piano a piccoli passi. Su ciò che non dipende da te, lavora sull'accettazione e sul modo in cui ti prendi cura di te.
          - Affronta i problemi uno alla volta. Scrivi il problema, elenca alcune soluzioni possibili, valutane pro e contro, scegline una e provala.
          - Inserisci pause vere. Pochi minuti tra un impegno e l'altro per respirare, alzarti, guardare fuori dalla finestra.
          - Muoviti. L'attività fisica è uno dei modi più efficaci per scaricare la tensione. Anche camminare a passo svelto conta.
          - Proteggi il sonno. Orari regolari e una routine serale aiutano a reggere meglio lo stress.
          - Impara a dire di no. Non puoi accettare ogni richiesta. Un no chiaro e gentile oggi può evitare un sovraccarico domani.
          - Cerca sostegno. Parlare con qualcuno non cambia i fatti, ma alleggerisce il carico e aiuta a vedere soluzioni nuove.
          - Riduci gli stimolanti. Caffeina, alcol e nicotina possono sembrare d'aiuto, ma spesso aumentano la tensione.

          ## Quando chiedere aiuto

          Se lo stress dura da molto tempo, se la sensazione di non farcela è costante, se compaiono sintomi fisici persistenti, attacchi d'ansia, insonnia o umore molto basso, parlane con il tuo medico di base o con uno psicologo. Chiedere aiuto prima di arrivare al limite è una scelta saggia, non una resa.
        `),
      },
      en: {
        title: 'Stress: understanding and managing it in everyday life',
        summary:
          'When stress is useful, when it becomes too much, and which strategies help you find your balance again.',
        tags: ['stress', 'balance', 'body', 'habits', 'breaks'],
        body: md(`
          Stress is the response of body and mind to the demands around us: a deadline, a change, a problem to solve. In small doses it helps: it makes us more alert, quicker, more motivated. It becomes a problem when demands outweigh the resources we feel we have for a long time, with no time to recover. This guide helps you recognise the signs and choose some practical strategies.

          ## Acute and chronic stress

          Acute stress is short-lived: it arrives with a challenge and fades once the challenge is over. The body gears up, then returns to rest. Chronic stress, on the other hand, never quite switches off: weeks or months of pressure at work, money worries, caring for a family member, conflicts that do not get resolved. It is like keeping an engine constantly revving: in the long run, it wears out.

          ## Signs not to ignore

          Stress shows up differently from person to person. Some common signs:

          - In the body: tension in the neck and shoulders, headaches, stomach problems, constant tiredness, disturbed sleep.
          - In your emotions: irritability, edginess, a feeling of not coping, mood swings.
          - In your thoughts: difficulty concentrating, forgetfulness, constant worry, thoughts going round in circles.
          - In your behaviour: eating more or less, more coffee, alcohol or cigarettes, withdrawing, putting things off, being unable to switch off.

          Knowing your personal signs is useful: they are like warning lights on a dashboard, telling you before the engine overheats.

          ## The stress bucket

          A commonly used image is a bucket. Sources of stress, big and small, fill it up. Everyone's bucket is a different size, and the same person may have a smaller one during vulnerable times. To stop it overflowing, you need taps: activities that let some of the water out, such as rest, movement, relationships and time for yourself. The useful question is not only 'how do I reduce stress?', but also 'which taps do I have, and am I opening them?'

          ## Strategies that help

          - Separate what you can change from what you cannot. For solvable problems, make a plan in small steps. For what does not depend on you, work on acceptance and on how you look after yourself.
          - Tackle problems one at a time. Write the problem down, list some possible solutions, weigh up the pros and cons, pick one and try it.
          - Take real breaks. A few minutes between tasks to breathe, stand up, look out of the window.
          - Move. Physical activity is one of the most effective ways to release tension. Brisk walking counts too.
          - Protect your sleep. Regular times and an evening routine help you cope better with stress.
          - Learn to say no. You cannot take on every request. A clear, kind no today can prevent overload tomorrow.
          - Seek support. Talking to someone does not change the facts, but it lightens the load and helps you see new solutions.
          - Cut down on stimulants. Caffeine, alcohol and nicotine can seem to help, but they often increase tension.

          ## When to ask for help

          If stress has lasted a long time, if the feeling of not coping is constant, or if you develop persistent physical symptoms, anxiety attacks, insomnia or very low mood, talk to your GP or a psychologist. Asking for help before you reach your limit is a wise choice, not giving up.
        `),
      },
    },
  },
  {
    slug: 'burnout-and-work-stress',
    group: 'guides',
    category: 'stress',
    type: 'article',
    readingMinutes: 9,
    premium: true,
    text: {
      it: {
        title: 'Burnout e stress da lavoro: riconoscerli e proteggersi',
        summary:
          "Che cos'è il burnout, come riconoscerne i segnali e che cosa puoi fare per te e insieme agli altri.",
        tags: ['burnout', 'lavoro', 'stress', 'confini', 'recupero'],
        body: md(`
          Il lavoro occupa una parte enorme delle nostre giornate, ed è normale che a volte sia fonte di stress. Quando però la pressione è costante e non c'è spazio per recuperare, può arrivare il burnout: un esaurimento che non passa con un fine settimana di riposo. L'Organizzazione Mondiale della Sanità, nella classificazione internazionale delle malattie (ICD-11), lo descrive come un fenomeno legato al lavoro, frutto di uno stress cronico sul luogo di lavoro che non è stato gestito con successo. Non è classificato come una condizione medica, ma può pesare molto sulla salute e sulla qualità della vita.

          ## I tre segnali principali

          Secondo questa descrizione, il burnout si riconosce da tre dimensioni:

          - Esaurimento: una stanchezza profonda, fisica ed emotiva, che non passa con il riposo.
          - Distacco: una crescente distanza mentale dal proprio lavoro, cinismo, negatività, la sensazione che niente abbia più senso.
          - Calo dell'efficacia: la sensazione di non riuscire più a fare bene le cose, di non combinare niente, di non essere all'altezza.

          Altri segnali frequenti sono irritabilità, difficoltà di concentrazione, disturbi del sonno, mal di testa, tensione muscolare e la tendenza a usare caffè, alcol o cibo per tirare avanti.

          ## Da che cosa nasce

          Il burnout non è una questione di debolezza personale. Le ricerche indicano che nasce soprattutto dall'incontro tra la persona e le condizioni di lavoro. Alcuni fattori di rischio comuni:

          - carichi di lavoro eccessivi e scadenze continue;
          - poco controllo su come organizzare il proprio lavoro;
          - mancanza di riconoscimento;
          - relazioni difficili o poco sostegno da colleghi e responsabili;
          - la percezione di un'ingiustizia;
          - un conflitto tra ciò che si deve fare e i propri valori.

          Anche alcune caratteristiche personali, come il perfezionismo o la difficoltà a dire di no, possono aumentare il rischio, soprattutto se il contesto non offre protezione.

          ## Che cosa puoi fare

          - Riconosci i segnali presto. Più il burnout è avanzato, più è difficile uscirne. Ascolta la stanchezza invece di forzarla.
          - Proteggi i confini. Stabilisci un orario in cui il lavoro finisce: disattiva le notifiche, chiudi il computer, crea un piccolo rito di fine giornata.
          - Fai pause vere durante la giornata. Alzati, muoviti, quando puoi mangia lontano dalla scrivania.
          - Recupera davvero. Il recupero funziona meglio quando stacchi mentalmente dal lavoro, con attività piacevoli, movimento, tempo con gli altri, riposo.
          - Distingui ciò che puoi cambiare. Fai una lista delle fonti di stress e chiediti su quali puoi agire, anche in piccolo: chiedere chiarezza sulle priorità, delegare, rinegoziare una scadenza.
          - Parlane sul lavoro. Se possibile, confrontati sul carico di lavoro con il tuo responsabile, con l'ufficio del personale o con il medico competente dell'azienda. Non devi portare tutto il peso in solitudine.
          - Ritrova il senso. Chiediti che cosa ti importa del tuo lavoro, e che cosa ti importa al di fuori di esso. Il lavoro è una parte della vita, non tutta.

          ## Un cambio di prospettiva

          Spesso chi è vicino al burnout pensa di dover solo resistere ancora un po'. Ma la resistenza ha un limite. Prenderti cura di te non è egoismo né mancanza di impegno: è ciò che ti permette di continuare a dare, al lavoro e fuori.

          ## Quando chiedere aiuto

          Se la stanchezza non passa, se ti accorgi di stare sempre peggio, se compaiono ansia, insonnia o umore basso, parlane con il tuo medico di base, che può valutare la situazione anche dal punto di vista fisico e indicarti un sostegno psicologico. Uno psicologo può aiutarti a ritrovare energie, confini e priorità. Se hai pensieri di farti del male, chiama subito il 112.
        `),
      },
      en: {
        title: 'Burnout and work stress: recognising them and protecting yourself',
        summary:
          'What burnout is, how to spot its signs, and what you can do for yourself and together with others.',
        tags: ['burnout', 'work', 'stress', 'boundaries', 'recovery'],
        body: md(`
          Work takes up a huge part of our days, and it is normal for it to be stressful at times. When the pressure is constant and there is no room to recover, though, burnout can set in: an exhaustion that a weekend off does not fix. The World Health Organization, in the International Classification of Diseases (ICD-11), describes it as an occupational phenomenon resulting from chronic workplace stress that has not been successfully managed. It is not classified as a medical condition, but it can weigh heavily on health and quality of life.

          ## The three main signs

          According to this description, burnout has three dimensions:

          - Exhaustion: a deep physical and emotional tiredness that rest does not relieve.
          - Detachment: growing mental distance from your job, cynicism, negativity, a sense that nothing matters any more.
          - Reduced effectiveness: feeling that you can no longer do things well, that you are getting nothing done, that you are not up to it.

          Other common signs include irritability, difficulty concentrating, sleep problems, headaches, muscle tension and a tendency to rely on coffee, alcohol or food to keep going.

          ## Where it comes from

          Burnout is not a matter of personal weakness. Research suggests it arises mainly from the meeting point between a person and their working conditions. Some common risk factors:

          - excessive workloads and constant deadlines;
          - little control over how you organise your work;
          - lack of recognition;
          - difficult relationships or little support from colleagues and managers;
          - a sense of unfairness;
          - a conflict between what you have to do and your own values.

          Some personal traits, such as perfectionism or finding it hard to say no, can also increase the risk, especially when the environment offers little protection.

          ## What you can do

          - Spot the signs early. The further burnout has gone, the harder it is to recover. Listen to your tiredness instead of pushing through it.
          - Protect your boundaries. Set a time when work ends: turn off notifications, close the laptop, create a small end-of-day ritual.
          - Take real breaks during the day. Get up, move, and eat away from your desk when you can.
          - Recover properly. Recovery works best when you mentally switch off from work, through enjoyable activities, movement, time with others and rest.
          - Separate what you can change. List your sources of stress and ask which ones you can act on, even a little: asking for clarity on priorities, delegating, renegotiating a deadline.
          - Raise it at work. If possible, discuss your workload with your manager, with HR or with your occupational health service. You do not have to carry all the weight alone.
          - Reconnect with meaning. Ask yourself what you care about in your work, and what you care about outside it. Work is one part of life, not all of it.

          ## A shift in perspective

          People close to burnout often think they just need to hold on a little longer. But endurance has its limits. Looking after yourself is not selfishness or lack of commitment: it is what allows you to keep giving, at work and beyond.

          ## When to ask for help

          If the tiredness does not lift, if you notice you are getting steadily worse, or if anxiety, insomnia or low mood appear, talk to your GP, who can assess the situation, including your physical health, and point you towards psychological support. A psychologist can help you rebuild your energy, boundaries and priorities. If you have thoughts of harming yourself, call 112 straight away (or your local emergency number).
        `),
      },
    },
  },
  {
    slug: 'thinking-traps',
    group: 'guides',
    category: 'tools',
    type: 'guide',
    readingMinutes: 9,
    premium: false,
    text: {
      it: {
        title: 'Le trappole del pensiero: riconoscere le distorsioni cognitive',
        summary:
          'I modi più comuni in cui la mente distorce la realtà quando siamo sotto stress, con esempi e domande per uscirne.',
        tags: ['cbt', 'pensieri', 'distorsioni', 'ansia', 'umore'],
        body: md(`
          Quando siamo stanchi, in ansia o giù di morale, la mente tende a prendere delle scorciatoie. Lo psichiatra Aaron T. Beck, fondatore della terapia cognitiva, osservò che certi errori di ragionamento ricorrono spesso e alimentano ansia e tristezza. Oggi li chiamiamo distorsioni cognitive, o trappole del pensiero. Tutti ci cadiamo, ogni tanto: riconoscerle è il primo passo per non farci guidare da loro.

          ## Le trappole più comuni

          - Catastrofizzare. Immaginare il peggio e darlo per certo. «Se sbaglio la presentazione, perderò il lavoro.»
          - Tutto o niente. Vedere le cose solo in bianco e nero. «Se non è perfetto, è un fallimento.»
          - Leggere nel pensiero. Dare per scontato di sapere che cosa pensano gli altri. «Ha guardato l'orologio: si sta annoiando con me.»
          - Prevedere il futuro. Dare per certo che le cose andranno male. «Tanto non mi prenderanno mai.»
          - Generalizzare. Trarre una regola generale da un singolo episodio. «Mi ha detto di no: nessuno vuole mai passare del tempo con me.»
          - Filtro mentale. Concentrarsi solo sul dettaglio negativo e ignorare il resto. «La riunione è andata malissimo», per una sola domanda a cui non sapevi rispondere.
          - Squalificare il positivo. Sminuire ciò che va bene. «Mi hanno fatto i complimenti solo per gentilezza.»
          - I «devo» e i «dovrei». Regole rigide su come si dovrebbe essere. «Non dovrei mai sentirmi in ansia», «Devo essere sempre disponibile.»
          - Etichettare. Definire sé stessi o gli altri con un'etichetta globale. «Sono un disastro.»
          - Ragionamento emotivo. Prendere un'emozione come prova dei fatti. «Mi sento in colpa, quindi devo aver fatto qualcosa di male.»
          - Personalizzare. Attribuirsi la responsabilità di eventi che dipendono da molti fattori. «La mia amica è di cattivo umore: devo aver fatto qualcosa io.»

          ## Come uscirne

          Riconoscere una trappola non la fa sparire, ma crea un po' di distanza. Quando noti un pensiero che ti fa stare male, prova questi passi:

          - Scrivilo così com'è.
          - Chiediti se riconosci una delle trappole. Spesso un pensiero ne contiene più di una.
          - Cerca le prove: quali fatti lo sostengono? Quali lo contraddicono?
          - Considera altre spiegazioni possibili. Che cos'altro potrebbe essere successo?
          - Chiediti che cosa diresti a un amico che avesse questo pensiero.
          - Riformula il pensiero in modo più equilibrato. Non deve essere positivo: deve essere realistico e giusto.

          ## Un esempio

          Pensiero: «Ho fatto un errore nel report: penseranno tutti che sono incompetente.» Trappole: leggere nel pensiero, catastrofizzare, etichettare. Prove a favore: l'errore c'è stato. Prove contro: è il primo errore da mesi, la collega me l'ha segnalato con tranquillità, nessuno ha fatto commenti. Pensiero più equilibrato: «Ho fatto un errore e l'ho corretto. Capita a tutti, e non cancella il buon lavoro che ho fatto finora.»

          ## Pazienza e pratica

          Le trappole del pensiero sono abitudini mentali, a volte vecchie di anni. Cambiarle richiede tempo e ripetizione. Non serve catturarle tutte: riconoscerne anche una sola al giorno è un buon allenamento. Se i pensieri negativi sono molto insistenti, o se l'umore resta basso a lungo, un percorso di terapia cognitivo-comportamentale con uno psicologo o uno psicoterapeuta può aiutarti a lavorarci più a fondo.
        `),
      },
      en: {
        title: 'Thinking traps: recognising cognitive distortions',
        summary:
          'The most common ways the mind distorts reality when we are under stress, with examples and questions to find a way out.',
        tags: ['cbt', 'thoughts', 'distortions', 'anxiety', 'mood'],
        body: md(`
          When we are tired, anxious or low, the mind tends to take shortcuts. Psychiatrist Aaron T. Beck, the founder of cognitive therapy, noticed that certain reasoning errors come up again and again and feed anxiety and sadness. Today we call them cognitive distortions, or thinking traps. We all fall into them from time to time: recognising them is the first step to not letting them steer us.

          ## The most common traps

          - Catastrophising. Imagining the worst and treating it as certain. 'If I mess up the presentation, I'll lose my job.'
          - All-or-nothing thinking. Seeing things only in black and white. 'If it's not perfect, it's a failure.'
          - Mind reading. Assuming you know what others are thinking. 'She looked at her watch: she's bored with me.'
          - Fortune telling. Taking it for granted that things will go badly. 'They'll never hire me anyway.'
          - Overgeneralising. Drawing a general rule from a single event. 'He said no: nobody ever wants to spend time with me.'
          - Mental filter. Focusing only on the negative detail and ignoring the rest. 'The meeting was a disaster', because of one question you could not answer.
          - Disqualifying the positive. Playing down what goes well. 'They only complimented me to be nice.'
          - 'Should' statements. Rigid rules about how things ought to be. 'I should never feel anxious', 'I must always be available.'
          - Labelling. Defining yourself or others with a sweeping label. 'I'm a disaster.'
          - Emotional reasoning. Taking a feeling as proof of the facts. 'I feel guilty, so I must have done something wrong.'
          - Personalising. Taking responsibility for events that depend on many factors. 'My friend is in a bad mood: it must be something I did.'

          ## Finding a way out

          Recognising a trap does not make it vanish, but it creates some distance. When you notice a thought that is making you feel bad, try these steps:

          - Write it down exactly as it is.
          - Ask yourself whether you recognise one of the traps. A single thought often contains more than one.
          - Look at the evidence: which facts support it? Which contradict it?
          - Consider other possible explanations. What else might have happened?
          - Ask yourself what you would say to a friend who had this thought.
          - Rephrase the thought in a more balanced way. It does not have to be positive: it has to be realistic and fair.

          ## An example

          Thought: 'I made a mistake in the report: everyone will think I'm incompetent.' Traps: mind reading, catastrophising, labelling. Evidence for: the mistake did happen. Evidence against: it is my first mistake in months, my colleague pointed it out calmly, nobody made any comment. More balanced thought: 'I made a mistake and I fixed it. It happens to everyone, and it doesn't erase the good work I've done so far.'

          ## Patience and practice

          Thinking traps are mental habits, sometimes years old. Changing them takes time and repetition. You do not need to catch them all: spotting even one a day is good practice. If negative thoughts are very persistent, or if your mood stays low for a long time, cognitive behavioural therapy with a psychologist or psychotherapist can help you work on them in more depth.
        `),
      },
    },
  },
  {
    slug: 'thought-record-workshop',
    group: 'guides',
    category: 'tools',
    type: 'workshop',
    readingMinutes: 11,
    premium: true,
    text: {
      it: {
        title: 'Laboratorio: il diario dei pensieri, passo dopo passo',
        summary:
          'Un laboratorio guidato per imparare a usare il diario dei pensieri a sette colonne, con un esempio completo, gli errori più frequenti e consigli pratici.',
        tags: ['cbt', 'diario', 'pensieri', 'emozioni', 'laboratorio'],
        body: md(`
          Il diario dei pensieri è uno strumento semplice e potente. In questo laboratorio lo costruiamo colonna per colonna, con un esempio completo, e vediamo come usarlo nel tempo. Ti servono un quaderno o un foglio diviso in sette colonne, oppure un'app per le note, e una ventina di minuti in un momento tranquillo.

          ## Perché scrivere

          Quando un pensiero ci fa stare male, di solito lo viviamo come un fatto. Scriverlo crea distanza: sulla carta possiamo esaminarlo come faremmo con un'ipotesi. La terapia cognitivo-comportamentale usa questo strumento da decenni, perché aiuta a riconoscere gli schemi ricorrenti e a sviluppare un modo di pensare più flessibile.

          ## Le sette colonne

          - Situazione. Che cosa è successo, dove, quando, con chi. Solo i fatti.
          - Emozioni. Che cosa hai provato, con un'intensità da 0 a 100. Puoi indicarne più di una.
          - Pensieri automatici. Che cosa ti è passato per la mente. Sottolinea il pensiero più forte, quello che chiamiamo pensiero caldo.
          - Prove a favore. I fatti che sostengono il pensiero caldo. Fatti, non interpretazioni.
          - Prove contro. I fatti che non lo confermano del tutto, o che lo contraddicono.
          - Pensiero alternativo. Una lettura più equilibrata, che tenga conto di tutte le prove.
          - Esito. Come ti senti ora, di nuovo da 0 a 100, e che cosa potresti fare.

          ## Un esempio completo

          - Situazione: sabato sera, un amico ha annullato la cena all'ultimo momento con un messaggio breve.
          - Emozioni: tristezza 70, rabbia 40, ansia 50.
          - Pensieri automatici: «Non gli importa di me», «Alla gente non fa piacere stare con me», «Finirò per restare senza amici». Pensiero caldo: «Non gli importa di me».
          - Prove a favore: ha annullato con poco preavviso e il messaggio era breve.
          - Prove contro: la settimana scorsa mi ha chiamato per sapere come stavo; ha scritto che ha avuto un imprevisto in famiglia; ci vediamo spesso da anni.
          - Pensiero alternativo: «Mi dispiace che abbia annullato, e il messaggio mi è sembrato freddo. Ma ci sono molte prove che tiene al nostro rapporto, e forse aveva davvero un problema. Posso chiedergli come sta e proporre un'altra data.»
          - Esito: tristezza 35, rabbia 10, ansia 20. Azione: scrivergli domani per chiedere se va tutto bene.

          ## Gli errori più comuni

          - Scrivere interpretazioni nella colonna della situazione. «Mi ha trattato male» è già un'interpretazione; «mi ha risposto con due parole» è un fatto.
          - Confondere pensieri ed emozioni. «Mi sento inutile» è un pensiero travestito da emozione: l'emozione potrebbe essere tristezza, o vergogna.
          - Cercare un pensiero alternativo troppo positivo. «Andrà tutto benissimo» non è credibile, e la mente lo scarta. Punta a un pensiero che ti sembri vero almeno per il 50-60 per cento.
          - Fermarsi alle prove a favore. Le prove contro spesso richiedono più sforzo: chiediti che cosa noterebbe una persona esterna.

          ## Domande che aiutano

          - Sto confondendo un pensiero con un fatto?
          - Che cosa direi a un amico che pensasse la stessa cosa?
          - Sto cadendo in una trappola del pensiero, come catastrofizzare o leggere nel pensiero?
          - Che cosa ne penserò tra una settimana, o tra un anno?
          - Qual è la cosa più utile che posso fare adesso?

          ## Come usarlo nel tempo

          Compila il diario quando noti un cambiamento forte nell'umore, il prima possibile dopo la situazione. Dopo qualche settimana rileggi le pagine: spesso emergono temi ricorrenti, come la paura del giudizio o l'idea di non essere all'altezza. Riconoscerli è prezioso, e può essere un ottimo punto di partenza se decidi di lavorarci con uno psicologo o uno psicoterapeuta.

          Se scrivere di una situazione ti fa stare molto male, fermati: non devi affrontare tutto in solitudine. Parlane con una persona di fiducia o con un professionista.
        `),
      },
      en: {
        title: 'Workshop: the thought record, step by step',
        summary:
          'A guided workshop to learn the seven-column thought record, with a complete example, the most common mistakes and practical tips.',
        tags: ['cbt', 'journal', 'thoughts', 'emotions', 'workshop'],
        body: md(`
          The thought record is a simple and powerful tool. In this workshop we build it column by column, with a complete example, and look at how to use it over time. You will need a notebook or a sheet of paper divided into seven columns, or a notes app, and about twenty minutes at a quiet moment.

          ## Why write it down

          When a thought makes us feel bad, we usually experience it as a fact. Writing it down creates distance: on paper we can examine it as we would a hypothesis. Cognitive behavioural therapy has used this tool for decades, because it helps you spot recurring patterns and develop a more flexible way of thinking.

          ## The seven columns

          - Situation. What happened, where, when, with whom. Just the facts.
          - Emotions. What you felt, with an intensity from 0 to 100. You can list more than one.
          - Automatic thoughts. What went through your mind. Underline the strongest one, what we call the hot thought.
          - Evidence for. The facts that support the hot thought. Facts, not interpretations.
          - Evidence against. The facts that do not fully support it, or that contradict it.
          - Alternative thought. A more balanced reading that takes all the evidence into account.
          - Outcome. How you feel now, again from 0 to 100, and what you could do.

          ## A complete example

          - Situation: Saturday evening, a friend cancelled dinner at the last minute with a short message.
          - Emotions: sadness 70, anger 40, anxiety 50.
          - Automatic thoughts: 'He doesn't care about me', 'People don't enjoy spending time with me', 'I'll end up with no friends'. Hot thought: 'He doesn't care about me.'
          - Evidence for: he cancelled at short notice and the message was brief.
          - Evidence against: last week he called to see how I was; he wrote that something had come up in his family; we have been seeing each other regularly for years.
          - Alternative thought: 'I'm sorry he cancelled, and the message felt cold. But there is plenty of evidence that he cares about our friendship, and maybe he really did have a problem. I can ask how he is and suggest another date.'
          - Outcome: sadness 35, anger 10, anxiety 20. Action: message him tomorrow to ask if everything is all right.

          ## The most common mistakes

          - Writing interpretations in the situation column. 'He treated me badly' is already an interpretation; 'he replied in two words' is a fact.
          - Mixing up thoughts and emotions. 'I feel useless' is a thought dressed up as an emotion: the emotion might be sadness, or shame.
          - Looking for an alternative thought that is too positive. 'Everything will be wonderful' is not believable, and the mind rejects it. Aim for a thought that feels at least 50 to 60 per cent true.
          - Stopping at the evidence for. Evidence against often takes more effort: ask yourself what an outsider would notice.

          ## Helpful questions

          - Am I confusing a thought with a fact?
          - What would I say to a friend who thought the same thing?
          - Am I falling into a thinking trap, such as catastrophising or mind reading?
          - What will I think about this in a week, or in a year?
          - What is the most helpful thing I can do right now?

          ## Using it over time

          Fill in the record when you notice a strong shift in mood, as soon as possible after the situation. After a few weeks, read back through the pages: recurring themes often emerge, such as fear of being judged or the idea of not being good enough. Recognising them is valuable, and can be an excellent starting point if you decide to work on them with a psychologist or psychotherapist.

          If writing about a situation makes you feel very bad, stop: you do not have to face everything alone. Talk to someone you trust or to a professional.
        `),
      },
    },
  },
  {
    slug: 'when-to-seek-professional-help',
    group: 'guides',
    category: 'guides',
    type: 'article',
    readingMinutes: 7,
    premium: false,
    text: {
      it: {
        title: 'Quando e come chiedere aiuto a un professionista',
        summary:
          'Chi sono i professionisti della salute mentale, come orientarsi tra medico di base, psicologo e servizi pubblici, e che cosa fare in caso di emergenza.',
        tags: ['aiuto', 'professionisti', 'psicologo', 'emergenza', 'servizi'],
        body: md(`
          Serenamente è uno strumento di auto-aiuto: può accompagnarti nella gestione dello stress e dell'ansia, ma non sostituisce il lavoro di un professionista, non fa diagnosi e non offre cure. A volte chiedere aiuto è il passo più importante. Questa guida ti aiuta a capire quando farlo e a chi rivolgerti.

          ## Quando è il momento di chiedere aiuto

          Non serve aspettare di stare malissimo. Vale la pena parlare con un professionista se:

          - ansia, tristezza o stress durano da settimane e non migliorano;
          - fai fatica a lavorare, a studiare, a prenderti cura di te o della casa;
          - eviti sempre più situazioni, luoghi o persone;
          - il sonno o l'appetito sono cambiati molto;
          - usi alcol, farmaci o altre sostanze per stare meglio o per dormire;
          - le persone vicine a te sono preoccupate;
          - hai vissuto un evento molto doloroso o traumatico e non riesci a lasciartelo alle spalle;
          - senti semplicemente di non farcela con le tue sole forze.

          ## In caso di emergenza

          Se tu o qualcun altro siete in pericolo immediato, o se hai pensieri di toglierti la vita o di farti del male e temi di non riuscire a tenerli a bada, chiama subito il 112, il numero unico di emergenza, oppure vai al pronto soccorso più vicino. Se hai bisogno di parlare con qualcuno in un momento di difficoltà, puoi chiamare Telefono Amico Italia al numero 02 2327 2327.

          ## A chi rivolgersi

          - Il medico di base. Spesso è il primo punto di contatto. Conosce la tua storia di salute, può escludere cause fisiche dei sintomi, prescrivere eventuali esami o farmaci e indirizzarti verso altri professionisti o servizi.
          - Lo psicologo. È un professionista laureato in psicologia, abilitato e iscritto all'albo. Si occupa di valutazione, sostegno e percorsi psicologici. Non prescrive farmaci.
          - Lo psicoterapeuta. È uno psicologo o un medico che ha completato una specializzazione in psicoterapia di almeno quattro anni. Può condurre percorsi di psicoterapia, per esempio a orientamento cognitivo-comportamentale.
          - Lo psichiatra. È un medico specializzato in psichiatria. Si occupa di diagnosi e cura dei disturbi mentali e può prescrivere farmaci quando servono.

          ## I servizi pubblici

          Oltre al medico di base, il Servizio Sanitario Nazionale offre diversi punti di accesso:

          - i Centri di Salute Mentale (CSM) delle ASL, per gli adulti, che offrono valutazione e percorsi di cura;
          - i consultori familiari, che in molte zone offrono anche sostegno psicologico individuale, di coppia e familiare;
          - i servizi di neuropsichiatria dell'infanzia e dell'adolescenza, per bambini e ragazzi.

          Molte università, inoltre, hanno servizi di ascolto psicologico per studentesse e studenti. Modalità di accesso e tempi di attesa cambiano da una regione all'altra: il tuo medico di base o il sito della tua ASL possono darti indicazioni precise.

          ## Come scegliere un professionista privato

          - Verifica che sia iscritto all'albo: puoi controllarlo online sui siti degli Ordini degli psicologi.
          - Chiedi qual è il suo approccio e se ha esperienza con il tipo di difficoltà che stai vivendo.
          - Informati sul costo delle sedute e sulla durata prevista del percorso.
          - Dai importanza a come ti senti: la relazione di fiducia con il professionista è uno degli elementi che contano di più. Se dopo qualche incontro non ti trovi bene, puoi parlarne apertamente o cambiare.

          ## Il primo passo

          Chiamare o scrivere per prendere un appuntamento può sembrare difficile. Puoi prepararti annotando che cosa ti preoccupa, da quanto tempo e che cosa hai già provato. Puoi anche chiedere a una persona di fiducia di accompagnarti o di aiutarti a fare la telefonata. Chiedere aiuto non è un segno di debolezza: è un modo di prenderti cura di te.
        `),
      },
      en: {
        title: 'When and how to seek professional help',
        summary:
          'Who the mental health professionals are, how to find your way between your GP, psychologists and public services, and what to do in an emergency.',
        tags: ['help', 'professionals', 'psychologist', 'emergency', 'services'],
        body: md(`
          Serenamente is a self-help tool: it can support you in managing stress and anxiety, but it does not replace a professional, it does not diagnose and it does not provide treatment. Sometimes asking for help is the most important step. This guide helps you understand when to take it and who to turn to. The services described refer to Italy; if you live elsewhere, your family doctor can tell you what is available locally.

          ## When it is time to ask for help

          You do not need to wait until you feel terrible. It is worth talking to a professional if:

          - anxiety, sadness or stress have lasted for weeks and are not improving;
          - you are struggling to work, study, look after yourself or your home;
          - you are avoiding more and more situations, places or people;
          - your sleep or appetite has changed a lot;
          - you are using alcohol, medication or other substances to feel better or to sleep;
          - the people close to you are worried;
          - you have been through a very painful or traumatic event and cannot put it behind you;
          - you simply feel you cannot manage on your own.

          ## In an emergency

          If you or someone else is in immediate danger, or if you are having thoughts of ending your life or harming yourself and fear you cannot keep them in check, call 112 straight away (the single emergency number in Italy and across the EU; elsewhere, your local emergency number), or go to the nearest emergency department. If you need to talk to someone during a difficult moment, in Italy you can call Telefono Amico Italia on 02 2327 2327.

          ## Who to turn to

          - Your GP (medico di base). Often the first point of contact. They know your health history, can rule out physical causes for your symptoms, arrange tests or prescribe medication if needed, and refer you to other professionals or services.
          - A psychologist. A professional with a degree in psychology, qualified and registered with the professional body. Psychologists provide assessment, support and psychological interventions. They do not prescribe medication.
          - A psychotherapist. In Italy, a psychologist or doctor who has completed at least four years of specialist training in psychotherapy. They can provide psychotherapy, for example cognitive behavioural therapy.
          - A psychiatrist. A doctor specialising in psychiatry, who diagnoses and treats mental health conditions and can prescribe medication when needed.

          ## Public services in Italy

          Besides your GP, the national health service offers several points of access:

          - the Centri di Salute Mentale (community mental health centres) of the local health authorities, for adults, offering assessment and care;
          - family counselling centres (consultori familiari), many of which also offer individual, couple and family psychological support;
          - child and adolescent neuropsychiatry services, for children and young people.

          Many universities also run psychological support services for students. Access arrangements and waiting times vary from region to region: your GP or your local health authority's website can give you precise information.

          ## Choosing a private professional

          - Check that they are registered: in Italy you can verify this online on the websites of the Ordini degli Psicologi.
          - Ask about their approach and whether they have experience with the kind of difficulty you are facing.
          - Find out about the cost of sessions and how long the work is expected to last.
          - Pay attention to how you feel: a trusting relationship with the professional is one of the things that matters most. If after a few sessions it does not feel right, you can talk about it openly or change.

          ## The first step

          Phoning or writing to book an appointment can feel hard. You can prepare by noting what is worrying you, for how long, and what you have already tried. You can also ask someone you trust to come with you or help you make the call. Asking for help is not a sign of weakness: it is a way of taking care of yourself.
        `),
      },
    },
  },
];

// ---------------------------------------------------------------------------
// Programs: multi-day thematic programs, one practice per day.
// ---------------------------------------------------------------------------

const programs: ResourceSeed[] = [
  {
    slug: 'seven-day-better-sleep',
    group: 'programs',
    category: 'sleep',
    type: 'program',
    readingMinutes: 12,
    premium: true,
    text: {
      it: {
        title: '7 giorni per dormire meglio',
        summary:
          'Una settimana di piccoli cambiamenti, uno al giorno, per ritrovare un ritmo di sonno più regolare e serate più tranquille.',
        tags: ['sonno', 'programma', 'abitudini', 'sera', 'insonnia'],
        body: md(`
          Questo programma ti accompagna per sette giorni con un piccolo cambiamento al giorno, basato sui principi dell'igiene del sonno e della terapia cognitivo-comportamentale per l'insonnia. Ogni giorno aggiunge un tassello al precedente: non devi fare tutto alla perfezione, ma provare con curiosità e osservare che cosa cambia.

          ## Come usarlo

          - Leggi la pratica del giorno al mattino, così hai tempo per organizzarti.
          - Tieni un breve diario del sonno: a che ora hai spento la luce, come hai dormito, come ti senti durante il giorno.
          - Se salti un giorno, riprendi semplicemente da quello successivo.

          I cambiamenti nel sonno richiedono di solito qualche settimana: considera questi sette giorni un punto di partenza. Se le difficoltà di sonno durano da tempo o pesano molto sulle tue giornate, parlane con il tuo medico di base.
        `),
        days: [
          {
            title: 'Il tuo punto di partenza',
            body: "Oggi non devi cambiare nulla: osserva soltanto. Stasera annota a che ora spegni la luce. Domattina scrivi quanto tempo pensi di aver impiegato ad addormentarti, quanti risvegli ricordi, a che ora hai aperto gli occhi e a che ora hai lasciato il letto. Aggiungi un voto da 1 a 5 alla qualità del sonno e, in serata, un voto alla tua energia durante il giorno. Non servono cifre precise: bastano stime approssimative. Il diario ti accompagnerà per tutta la settimana. Spesso, già guardare il proprio sonno con curiosità invece che con preoccupazione toglie un po' di tensione.",
          },
          {
            title: 'Un orario fisso per alzarti',
            body: "L'abitudine più importante per il sonno è un orario di risveglio regolare. Scegli un'ora realistica per alzarti e mantienila tutti i giorni, fine settimana compreso, con uno scarto massimo di circa mezz'ora. Punta la sveglia e, quando suona, alzati senza rimandarla. Nelle prime mattine potrebbe essere faticoso, soprattutto dopo una notte storta: è normale. Un risveglio regolare aiuta l'orologio interno a stabilizzarsi e, con il tempo, rende più facile prendere sonno la sera. Annota l'orario nel diario e nota come ti senti a metà mattina.",
          },
          {
            title: 'Luce al mattino, penombra la sera',
            body: "La luce è il segnale più forte per l'orologio interno. Oggi, entro un'ora dal risveglio, cerca almeno quindici minuti di luce naturale: una passeggiata, la colazione vicino alla finestra, un tratto di strada a piedi. Anche una giornata nuvolosa offre molta più luce di una stanza illuminata. La sera fai il contrario: un'ora prima di andare a letto abbassa le luci di casa, riduci la luminosità degli schermi e scegli contenuti tranquilli. Annota nel diario come ti senti al risveglio e come arrivi alla sera.",
          },
          {
            title: 'Caffeina, alcol e cena',
            body: "Oggi osserva che cosa mangi e bevi. La caffeina resta nell'organismo per molte ore: prova a non assumerne dal primo pomeriggio in poi, ricordando che si trova anche nel tè, in alcune bibite e nel cioccolato. Se la sera bevi alcolici, sappi che possono aiutarti ad addormentarti ma rendono il sonno più leggero nella seconda parte della notte: stasera prova a farne a meno. Cena a un orario regolare, senza esagerare con le quantità e senza andare a letto con la fame. Domattina annota se noti qualche differenza.",
          },
          {
            title: 'Il letto è per dormire',
            body: "Oggi lavoriamo sul legame tra letto e sonno. Stasera usa il letto solo per dormire: niente lavoro, serie o social sotto le coperte. Vai a letto quando senti sonno, non solo perché si è fatto tardi. Se dopo un tempo che ti sembra lungo, più o meno venti minuti, non riesci ad addormentarti, alzati, vai in un'altra stanza e fai qualcosa di tranquillo con una luce bassa. Torna a letto quando le palpebre si fanno pesanti. Domattina alzati comunque all'orario stabilito. All'inizio può sembrare strano, ma così il cervello impara di nuovo che il letto è il posto del sonno.",
          },
          {
            title: 'Un rituale per chiudere la giornata',
            body: "Oggi crea il tuo rituale serale. Nel tardo pomeriggio o in prima serata prenditi dieci minuti per scrivere le preoccupazioni che ti girano in testa e, accanto a ciascuna, un possibile passo per domani: così non dovrai tenerle a mente di notte. Poi, nell'ultima mezz'ora prima di dormire, scegli due o tre attività calme da ripetere ogni sera nello stesso ordine: una doccia tiepida, qualche pagina di un libro, una tisana, un po' di stretching leggero. Il segreto è la ripetizione: con il tempo la routine diventa un segnale che dice al corpo che è ora di rallentare.",
          },
          {
            title: 'Rilassare il corpo, guardare avanti',
            body: "Prima di tutto, rileggi il diario della settimana. Che cosa ha funzionato meglio? Quali abitudini vuoi tenere? Scegline due o tre da portare avanti nelle prossime settimane, sapendo che il sonno cambia con gradualità. Stasera, a letto, prova un breve rilassamento: respira lentamente, allungando l'espirazione, e passa in rassegna il corpo dai piedi alla testa, lasciando andare un po' di tensione a ogni espirazione. Non serve addormentarsi durante l'esercizio: lo scopo è solo ammorbidire il corpo. Se le difficoltà di sonno durano da tempo, parlane con il tuo medico di base.",
          },
        ],
      },
      en: {
        title: '7 days to better sleep',
        summary: 'A week of small changes, one a day, to find a steadier sleep rhythm and calmer evenings.',
        tags: ['sleep', 'programme', 'habits', 'evening', 'insomnia'],
        body: md(`
          This programme guides you through seven days with one small change a day, based on the principles of sleep hygiene and cognitive behavioural therapy for insomnia. Each day builds on the one before: you do not need to do everything perfectly, just try things with curiosity and notice what changes.

          ## How to use it

          - Read the day's practice in the morning, so you have time to plan.
          - Keep a short sleep diary: when you turned off the light, how you slept, how you feel during the day.
          - If you miss a day, simply carry on with the next one.

          Changes in sleep usually take a few weeks: think of these seven days as a starting point. If sleep problems have lasted a long time or are weighing heavily on your days, talk to your GP.
        `),
        days: [
          {
            title: 'Your starting point',
            body: 'Today you do not need to change anything: just observe. Tonight, note the time you turn off the light. Tomorrow morning, write down roughly how long you think it took you to fall asleep, how many times you remember waking, when you opened your eyes and when you got out of bed. Add a score from 1 to 5 for sleep quality and, in the evening, one for your energy during the day. Rough estimates are fine. You will keep this diary all week. Simply looking at your sleep with curiosity rather than worry often eases a little of the tension.',
          },
          {
            title: 'A fixed time to get up',
            body: 'The single most important sleep habit is a regular wake-up time. Choose a realistic time to get up and keep to it every day, weekends included, within about half an hour. Set an alarm and, when it goes off, get up without snoozing. The first few mornings may be hard, especially after a bad night: that is normal. A regular wake-up time helps your internal clock settle and, over time, makes it easier to fall asleep in the evening. Note the time in your diary and notice how you feel by mid-morning.',
          },
          {
            title: 'Morning light, evening dimness',
            body: 'Light is the strongest signal for your internal clock. Today, within an hour of waking, get at least fifteen minutes of natural light: a walk, breakfast by the window, part of your journey on foot. Even a cloudy day gives far more light than an indoor room. In the evening, do the opposite: an hour before bed, dim the lights at home, turn down screen brightness and choose calm content. Note in your diary how you feel on waking and how you reach the evening.',
          },
          {
            title: 'Caffeine, alcohol and dinner',
            body: 'Today, pay attention to what you eat and drink. Caffeine stays in your body for many hours: try to avoid it from early afternoon onwards, remembering that it is also in tea, some soft drinks and chocolate. If you drink alcohol in the evening, bear in mind that it may help you drop off but makes sleep lighter in the second half of the night: tonight, try going without. Have dinner at a regular time, without overeating and without going to bed hungry. Tomorrow morning, note any differences.',
          },
          {
            title: 'Bed is for sleeping',
            body: 'Today we work on the link between bed and sleep. Tonight, use your bed only for sleeping: no work, series or social media under the covers. Go to bed when you feel sleepy, not just because it is late. If after what feels like a long time, roughly twenty minutes, you still cannot fall asleep, get up, go to another room and do something quiet in dim light. Go back to bed when your eyelids feel heavy. Tomorrow, get up at your set time anyway. It may feel odd at first, but this is how your brain relearns that bed is the place for sleep.',
          },
          {
            title: 'A ritual to close the day',
            body: 'Today, create your evening ritual. In the late afternoon or early evening, take ten minutes to write down the worries going round your head and, next to each one, a possible step for tomorrow: that way you do not have to hold on to them at night. Then, in the last half hour before bed, choose two or three calm activities to repeat every evening in the same order: a warm shower, a few pages of a book, a herbal tea, some gentle stretching. Repetition is the key: over time the routine becomes a signal telling your body it is time to slow down.',
          },
          {
            title: 'Relax your body, look ahead',
            body: "First, read back through this week's diary. What worked best? Which habits do you want to keep? Choose two or three to carry on over the coming weeks, knowing that sleep changes gradually. Tonight, in bed, try a short relaxation: breathe slowly, lengthening the out-breath, and move your attention through your body from your feet to your head, letting go of a little tension with each out-breath. You do not need to fall asleep during the exercise: the aim is simply to soften your body. If sleep problems have lasted a long time, talk to your GP.",
          },
        ],
      },
    },
  },
  {
    slug: 'five-day-self-compassion',
    group: 'programs',
    category: 'programs',
    type: 'program',
    readingMinutes: 8,
    premium: false,
    text: {
      it: {
        title: '5 giorni di auto-compassione',
        summary:
          'Cinque brevi pratiche per imparare a trattarti con più gentilezza, soprattutto nei momenti difficili.',
        tags: ['auto-compassione', 'gentilezza', 'programma', 'emozioni'],
        body: md(`
          L'auto-compassione è la capacità di trattarti con la stessa gentilezza che useresti con una persona cara in difficoltà. Non è autocommiserazione né indulgenza: le ricerche, a partire dal lavoro della psicologa Kristin Neff, suggeriscono che aiuta ad affrontare errori e difficoltà con più equilibrio, e a riprovarci. In questi cinque giorni sperimenterai una pratica al giorno, di dieci-quindici minuti.

          ## Come usarlo

          - Scegli un momento tranquillo della giornata.
          - Tieni un quaderno per annotare che cosa noti.
          - Se una pratica fa emergere emozioni molto forti, fermati, fai qualche respiro lento e riprendi quando te la senti.

          Se l'autocritica è molto intensa o l'umore è basso da tempo, parlarne con uno psicologo può aiutarti ad andare più a fondo.
        `),
        days: [
          {
            title: 'Ascoltare la voce critica',
            body: 'Oggi non devi cambiare nulla: ti chiediamo solo di ascoltare. Durante la giornata fai caso ai momenti in cui ti critichi: un errore, uno sguardo allo specchio, un compito rimandato. Annota le frasi esatte che ti dici e il tono con cui le dici. È severo, sarcastico, impaziente? Ti ricorda la voce di qualcuno? La sera rileggi la lista e chiediti: parlerei così a una persona a cui voglio bene? Non serve aggiungere un altro giudizio. Accorgersi della voce critica è già un primo passo per non crederle ciecamente.',
          },
          {
            title: 'Come tratteresti un amico',
            body: 'Pensa a una volta in cui una persona a cui tieni stava attraversando un momento difficile e si dava la colpa di tutto. Come le hai risposto? Quali parole hai usato, con quale tono, con quali gesti? Scrivilo. Ora pensa a una situazione in cui sei tu ad avere difficoltà, e a come di solito ti parli. Nota la differenza. Infine scrivi qualche riga rivolta a te, usando le stesse parole e lo stesso tono che hai usato con quella persona. Anche se ti sembra artificiale, prova a rileggerle con calma un paio di volte.',
          },
          {
            title: 'La pausa di auto-compassione',
            body: "Oggi impari una pratica breve da usare nei momenti difficili. Pensa a una situazione che ti pesa, non la più dura. Lascia che l'emozione affiori un po' e nota dove la senti nel corpo. Poi ripeti lentamente tre frasi. La prima: «Questo è un momento di sofferenza». La seconda: «La sofferenza fa parte della vita, non sono l'unica persona a sentirmi così». La terza: «Che io possa essere gentile con me». Se vuoi, appoggia una mano sul cuore. Se le parole non ti suonano vere, cercane di tue. Ripeti la pratica un paio di volte nel corso della giornata.",
          },
          {
            title: 'Una lettera gentile',
            body: "Scegli un aspetto di te che ti mette a disagio o per cui ti giudichi spesso: un tratto del carattere, un errore del passato, una difficoltà. Ora immagina una persona, reale o immaginaria, che ti conosce bene e ti vuole bene senza condizioni. Scrivi una lettera indirizzata a te, dal suo punto di vista. Che cosa direbbe di questa parte di te? Come spiegherebbe le circostanze che l'hanno resa così? Che cosa ti augurerebbe? Prenditi il tempo che ti serve. Poi metti via la lettera e domani rileggila con calma. Se scrivendo emergono emozioni forti, fermati e fai qualche respiro lento.",
          },
          {
            title: 'Prendersi cura, in concreto',
            body: "L'auto-compassione non è solo un modo di parlarti: è anche agire per il tuo bene. Oggi chiediti: di che cosa ho bisogno, davvero, in questo periodo? Forse di dormire di più, di mettere un confine con qualcuno, di chiedere aiuto, di una pausa, di muovermi. Scegli un gesto concreto, anche piccolo, e fallo oggi stesso. Poi ripensa a questi cinque giorni: quale pratica ti è stata più utile? Scrivi come potresti ricordartene nei momenti difficili, per esempio con un promemoria sul telefono. La gentilezza verso di te è un'abitudine: cresce con la ripetizione.",
          },
        ],
      },
      en: {
        title: '5 days of self-compassion',
        summary:
          'Five short practices to learn to treat yourself more kindly, especially in difficult moments.',
        tags: ['self-compassion', 'kindness', 'programme', 'emotions'],
        body: md(`
          Self-compassion is the ability to treat yourself with the same kindness you would show someone you love who is struggling. It is not self-pity or self-indulgence: research, starting with the work of psychologist Kristin Neff, suggests that it helps you face mistakes and difficulties with more balance, and try again. Over these five days you will try one practice a day, taking ten to fifteen minutes.

          ## How to use it

          - Choose a quiet moment in your day.
          - Keep a notebook to jot down what you notice.
          - If a practice brings up very strong emotions, pause, take a few slow breaths and come back to it when you feel ready.

          If your self-criticism is very intense or your mood has been low for some time, talking to a psychologist can help you go deeper.
        `),
        days: [
          {
            title: 'Listening to your inner critic',
            body: "Today you do not need to change anything: just listen. During the day, notice the moments when you criticise yourself: a mistake, a glance in the mirror, a task you put off. Write down the exact words you say to yourself and the tone you use. Is it harsh, sarcastic, impatient? Does it remind you of someone's voice? In the evening, read the list back and ask yourself: would I speak like this to someone I love? There is no need to add another judgement. Noticing the critical voice is already a first step towards not believing it blindly.",
          },
          {
            title: 'How you would treat a friend',
            body: 'Think of a time when someone you care about was going through a hard time and blaming themselves for everything. How did you respond? What words did you use, in what tone, with what gestures? Write it down. Now think of a situation where you are the one struggling, and how you usually talk to yourself. Notice the difference. Finally, write a few lines addressed to yourself, using the same words and the same tone you used with that person. Even if it feels artificial, try reading them back slowly a couple of times.',
          },
          {
            title: 'The self-compassion break',
            body: "Today you learn a short practice for difficult moments. Think of a situation that is weighing on you, not the hardest one. Let the feeling surface a little and notice where you feel it in your body. Then slowly repeat three phrases. First: 'This is a moment of suffering.' Second: 'Suffering is part of life; I am not the only one who feels this way.' Third: 'May I be kind to myself.' If you like, place a hand on your heart. If the words do not ring true, find your own. Repeat the practice a couple of times during the day.",
          },
          {
            title: 'A kind letter',
            body: 'Choose an aspect of yourself that makes you uncomfortable or that you often judge: a personality trait, a past mistake, a difficulty. Now imagine someone, real or imagined, who knows you well and loves you unconditionally. Write a letter to yourself from their point of view. What would they say about this part of you? How would they explain the circumstances that shaped it? What would they wish for you? Take as long as you need. Then put the letter away and, tomorrow, read it again slowly. If strong emotions come up as you write, pause and take a few slow breaths.',
          },
          {
            title: 'Caring for yourself in practice',
            body: 'Self-compassion is not only a way of talking to yourself: it also means acting in your own interest. Today, ask yourself: what do I really need at the moment? Perhaps more sleep, a boundary with someone, asking for help, a break, some movement. Choose one concrete action, however small, and do it today. Then look back on these five days: which practice helped you most? Write down how you could remind yourself of it in hard moments, for example with a reminder on your phone. Kindness towards yourself is a habit: it grows with repetition.',
          },
        ],
      },
    },
  },
  {
    slug: 'seven-day-worry-less',
    group: 'programs',
    category: 'programs',
    type: 'program',
    readingMinutes: 11,
    premium: true,
    text: {
      it: {
        title: '7 giorni per preoccuparti meno',
        summary:
          'Una settimana per cambiare il rapporto con le preoccupazioni: rimandarle, distinguere i problemi reali da quelli ipotetici, tornare al presente.',
        tags: ['preoccupazione', 'ansia', 'rimuginio', 'programma', 'presente'],
        body: md(`
          Preoccuparsi ogni tanto è normale, e a volte utile: ci aiuta a prepararci. Quando però le preoccupazioni diventano continue, saltano da un tema all'altro e ci tengono svegli la notte, finiscono per consumare energie senza risolvere nulla. In questi sette giorni sperimenterai alcune strategie della terapia cognitivo-comportamentale e della mindfulness per cambiare il tuo rapporto con le preoccupazioni.

          ## Come usarlo

          - Dedica a ogni giornata dieci-quindici minuti, più qualche breve momento di pratica durante il giorno.
          - Tieni a portata di mano un quaderno o le note del telefono.
          - Non cercare di eliminare le preoccupazioni: l'obiettivo è dare loro meno spazio e meno potere.

          Se le preoccupazioni sono molto intense, durano da mesi o ti impediscono di vivere serenamente le tue giornate, parlane con il tuo medico di base o con uno psicologo.
        `),
        days: [
          {
            title: 'Osservare le preoccupazioni',
            body: "Oggi il compito è osservare. Ogni volta che ti accorgi di essere in preda a una preoccupazione, annota tre cose: l'ora, l'argomento in poche parole e, più o meno, quanto a lungo ti ha occupato la mente. Aggiungi quanto era intensa, da 0 a 10. La sera rileggi la lista. Ci sono temi che tornano? Momenti della giornata in cui le preoccupazioni aumentano, come la sera o prima di dormire? Non devi risolvere niente: accorgerti degli schemi ti sarà utile nei prossimi giorni.",
          },
          {
            title: 'A che cosa serve preoccuparsi?',
            body: "Molte persone sono convinte che preoccuparsi sia utile: «Se ci penso, niente mi coglierà di sorpresa», «Se smetto di preoccuparmi, vuol dire che non mi importa». Allo stesso tempo temono che la preoccupazione sia incontrollabile. Oggi prendi un foglio e dividilo in due colonne: da una parte scrivi che cosa pensi che la preoccupazione ti dia, dall'altra che cosa ti costa in tempo, sonno, energia e umore. Poi chiediti: preoccuparmi mi ha davvero preparato, o dieci minuti di pianificazione avrebbero funzionato meglio? Non c'è una risposta giusta: è un modo per guardare l'abitudine da fuori.",
          },
          {
            title: 'Il tempo della preoccupazione',
            body: "Oggi provi a rimandare. Scegli un orario fisso di quindici-venti minuti, lontano dall'ora di dormire, per esempio alle 18. Durante la giornata, quando arriva una preoccupazione, scrivila in poche parole e dille: «Ci penso più tardi». Poi riporta l'attenzione a ciò che stai facendo, aiutandoti con i sensi: che cosa vedi, che cosa senti? All'ora stabilita rileggi la lista e dedica il tempo alle preoccupazioni che ti sembrano ancora importanti. Quando il tempo è scaduto, chiudi il quaderno. Nota quante preoccupazioni, all'appuntamento, hanno perso forza.",
          },
          {
            title: 'Problemi reali e problemi ipotetici',
            body: "Non tutte le preoccupazioni sono uguali. Alcune riguardano problemi reali e attuali, su cui puoi agire: una bolletta da pagare, una telefonata da fare. Altre sono ipotetiche: «E se mi ammalo?», «E se va tutto storto?». Oggi, durante il tuo tempo della preoccupazione, dividi la lista in due. Per i problemi reali scegli un primo passo concreto e decidi quando farlo. Per quelli ipotetici riconosci che, in questo momento, non c'è nulla da risolvere: prendi nota del pensiero, fai qualche respiro e riporta l'attenzione su ciò che stai facendo adesso.",
          },
          {
            title: "Fare spazio all'incertezza",
            body: "Spesso dietro le preoccupazioni c'è la difficoltà a tollerare l'incertezza: vorremmo la garanzia che andrà tutto bene, e la mente cerca quella certezza rimuginando. Ma la certezza assoluta non esiste quasi mai. Oggi fai un piccolo esperimento: scegli una situazione di poco conto in cui di solito cerchi rassicurazione e prova a farne a meno. Per esempio, manda un messaggio senza rileggerlo tre volte, prova un ristorante senza leggere le recensioni, non controllare le previsioni del tempo. Annota che cosa temevi, che cosa è successo davvero e come hai gestito il disagio.",
          },
          {
            title: 'Tornare al presente',
            body: "La preoccupazione vive nel futuro, mentre il corpo è sempre nel presente. Oggi, ogni volta che la mente parte con un «e se...?», prova tre passi. Primo: dai un nome a ciò che accade, «sto rimuginando». Secondo: fai tre respiri lenti, sentendo l'aria che entra e che esce. Terzo: porta l'attenzione ai sensi, notando cinque cose che vedi, quattro che puoi toccare, tre suoni. Poi torna a ciò che stavi facendo. Non devi scacciare il pensiero: basta non seguirlo. Ripeti tutte le volte che serve, senza rimproverarti.",
          },
          {
            title: 'La tua cassetta degli attrezzi',
            body: "Oggi è il momento di fare il punto. Rileggi i tuoi appunti della settimana e confrontali con quelli del primo giorno. Le preoccupazioni occupano lo stesso tempo? È cambiata la loro intensità? Quali strategie ti sono sembrate più utili: il tempo della preoccupazione, la distinzione tra problemi reali e ipotetici, gli esperimenti con l'incertezza, il ritorno al presente? Scegline due da tenere come abitudine e scrivi quando le userai. Ricorda che le vecchie abitudini tornano, soprattutto nei periodi di stress: non è un fallimento, è il segnale per riprendere in mano gli attrezzi.",
          },
        ],
      },
      en: {
        title: '7 days to worry less',
        summary:
          'A week to change your relationship with worry: postponing it, telling real problems from hypothetical ones, coming back to the present.',
        tags: ['worry', 'anxiety', 'rumination', 'programme', 'present'],
        body: md(`
          Worrying now and then is normal, and sometimes useful: it helps us prepare. But when worries become constant, jump from one topic to the next and keep us awake at night, they end up draining energy without solving anything. Over these seven days you will try some strategies from cognitive behavioural therapy and mindfulness to change your relationship with worry.

          ## How to use it

          - Give each day ten to fifteen minutes, plus a few short moments of practice during the day.
          - Keep a notebook or your phone's notes app to hand.
          - Do not try to get rid of worries altogether: the aim is to give them less space and less power.

          If your worries are very intense, have lasted for months or stop you from living your days calmly, talk to your GP or a psychologist.
        `),
        days: [
          {
            title: 'Observing your worries',
            body: 'Today your task is simply to observe. Each time you notice you are caught up in a worry, jot down three things: the time, the topic in a few words, and roughly how long it occupied your mind. Add how intense it was, from 0 to 10. In the evening, read the list back. Are there themes that keep returning? Times of day when worries increase, such as the evening or before bed? You do not have to solve anything: noticing the patterns will help you over the next few days.',
          },
          {
            title: 'What is worrying for?',
            body: "Many people believe that worrying is useful: 'If I think about it, nothing will catch me off guard', 'If I stop worrying, it means I don't care.' At the same time, they fear that worry is uncontrollable. Today, take a sheet of paper and divide it into two columns: on one side, write what you think worrying gives you; on the other, what it costs you in time, sleep, energy and mood. Then ask yourself: has worrying really prepared me, or would ten minutes of planning have worked better? There is no right answer: it is a way of looking at the habit from the outside.",
          },
          {
            title: 'Worry time',
            body: "Today you try postponing. Choose a fixed fifteen to twenty-minute slot, well away from bedtime, for example at 6 pm. During the day, when a worry arrives, write it down in a few words and tell it: 'I'll think about you later.' Then bring your attention back to what you are doing, using your senses: what can you see, what can you hear? At the set time, read the list and spend the time on the worries that still seem important. When time is up, close the notebook. Notice how many worries had lost their force by the time of the appointment.",
          },
          {
            title: 'Real problems and hypothetical ones',
            body: "Not all worries are the same. Some are about real, current problems you can act on: a bill to pay, a phone call to make. Others are hypothetical: 'What if I get ill?', 'What if everything goes wrong?' Today, during your worry time, split your list in two. For real problems, choose one concrete first step and decide when you will take it. For hypothetical ones, acknowledge that right now there is nothing to solve: note the thought, take a few breaths and bring your attention back to what you are doing now.",
          },
          {
            title: 'Making room for uncertainty',
            body: 'Behind worry there is often difficulty tolerating uncertainty: we would like a guarantee that everything will be fine, and the mind tries to find that certainty by going over things again and again. But absolute certainty hardly ever exists. Today, try a small experiment: choose a low-stakes situation where you usually seek reassurance and try going without it. For example, send a message without rereading it three times, try a restaurant without reading the reviews, skip checking the weather forecast. Note what you feared, what actually happened and how you handled the discomfort.',
          },
          {
            title: 'Coming back to the present',
            body: "Worry lives in the future, while your body is always in the present. Today, every time your mind sets off with a 'what if...?', try three steps. First, name what is happening: 'I'm worrying.' Second, take three slow breaths, feeling the air come in and go out. Third, bring your attention to your senses, noticing five things you can see, four you can touch, three sounds. Then go back to what you were doing. You do not need to push the thought away: just do not follow it. Repeat as often as you need to, without scolding yourself.",
          },
          {
            title: 'Your toolkit',
            body: 'Today is the time to take stock. Read back through your notes from the week and compare them with those from the first day. Do your worries take up the same amount of time? Has their intensity changed? Which strategies seemed most helpful: worry time, separating real and hypothetical problems, the uncertainty experiments, coming back to the present? Choose two to keep as habits and write down when you will use them. Remember that old habits come back, especially in stressful periods: that is not failure, it is your cue to pick up the tools again.',
          },
        ],
      },
    },
  },
  {
    slug: 'ten-day-stress-reset',
    group: 'programs',
    category: 'stress',
    type: 'program',
    readingMinutes: 15,
    premium: true,
    text: {
      it: {
        title: '10 giorni per ricaricarti dallo stress',
        summary:
          'Dieci giorni di piccole pratiche per abbassare il livello di stress, ritrovare pause vere e rimettere ordine tra le priorità.',
        tags: ['stress', 'programma', 'pause', 'equilibrio', 'energia'],
        body: md(`
          Quando lo stress dura da tempo, corpo e mente restano in allerta anche quando non servirebbe. Questo programma ti propone dieci giorni di piccole pratiche, ognuna di pochi minuti, per abbassare il livello di fondo, ritrovare pause vere e fare un po' di ordine tra ciò che puoi cambiare e ciò che non dipende da te.

          ## Come usarlo

          - Leggi la pratica del giorno al mattino e scegli quando inserirla nella giornata.
          - Tieni un quaderno e annota il tuo livello di stress, da 0 a 10, all'inizio e alla fine del programma.
          - Non devi fare tutto alla perfezione: anche metà della pratica è meglio di niente.

          Se lo stress è accompagnato da sintomi fisici persistenti, insonnia, attacchi d'ansia o umore molto basso, parlane con il tuo medico di base o con uno psicologo.
        `),
        days: [
          {
            title: 'Il tuo termometro dello stress',
            body: "Oggi misuri la temperatura. Tre volte nel corso della giornata, per esempio a metà mattina, dopo pranzo e la sera, fermati un momento e dai un voto al tuo livello di stress, da 0 a 10. Annota anche i segnali che noti: nel corpo, come mascella serrata o spalle tese; nei pensieri, come fretta o preoccupazione; nei comportamenti, come l'ennesimo caffè o il telefono sempre in mano. La sera chiediti: quali sono i miei segnali personali? In quali momenti il termometro sale? Conoscerli ti aiuterà a intervenire prima.",
          },
          {
            title: 'Il secchio e i rubinetti',
            body: "Immagina lo stress come l'acqua che riempie un secchio. Oggi prendi un foglio e disegnalo. Dentro scrivi le fonti di stress di questo periodo, grandi e piccole: lavoro, famiglia, soldi, salute, impegni, rumore. Poi disegna alcuni rubinetti sul fondo: le attività che svuotano un po' il secchio, come camminare, parlare con un amico, dormire bene, un hobby, stare nella natura. Chiediti: quanti rubinetti ho aperto questa settimana? Scegline uno da aprire oggi, anche solo per quindici minuti, e fallo davvero.",
          },
          {
            title: "Respirare tra un impegno e l'altro",
            body: "Oggi inserisci nella giornata tre micro-pause di respiro, ciascuna di un paio di minuti, nei momenti di passaggio: prima di iniziare a lavorare, tra un impegno e l'altro, prima di tornare a casa. Siediti o resta in piedi con i piedi ben appoggiati a terra. Inspira dal naso contando fino a quattro ed espira lentamente contando fino a sei. Se vuoi, prova il respiro quadrato: quattro tempi per inspirare, quattro di pausa, quattro per espirare, quattro di pausa. Alla fine di ogni pausa nota se qualcosa è cambiato, anche di poco.",
          },
          {
            title: 'Muoversi per scaricare',
            body: "Lo stress prepara il corpo all'azione, e muoversi è un modo naturale per scaricare quell'energia. Oggi regalati almeno venti minuti di movimento, al ritmo che ti è possibile: una camminata a passo svelto, un giro in bicicletta, le scale al posto dell'ascensore, ballare in salotto. Non è una prestazione sportiva: conta farlo. Mentre ti muovi, porta l'attenzione alle sensazioni del corpo, al respiro, all'aria sulla pelle. Alla fine annota il tuo livello di stress, da 0 a 10, e confrontalo con quello di prima. Se hai problemi di salute, scegli un'attività adatta a te.",
          },
          {
            title: 'Sciogliere la tensione',
            body: 'Oggi impari a sciogliere la tensione accumulata nei muscoli. Trova dieci minuti tranquilli e prova il rilassamento muscolare progressivo: contrai un gruppo di muscoli per circa cinque secondi, poi rilascialo di colpo e resta qualche secondo ad ascoltare la differenza. Parti dalle mani, poi braccia, spalle, viso, pancia, gambe e piedi. Contrai con decisione ma senza dolore, e salta le zone in cui hai fastidi o lesioni. Alla fine resta qualche respiro ad ascoltare il corpo. Durante la giornata, quando noti le spalle che salgono, ripeti solo quel passaggio.',
          },
          {
            title: 'Ciò che dipende da te',
            body: "Scegli una situazione che ti stressa in questo periodo. Disegna due cerchi, uno dentro l'altro. Nel cerchio interno scrivi ciò che dipende da te: le tue azioni, le tue scelte, come ti prepari, a chi chiedi aiuto, come ti tratti. Nel cerchio esterno scrivi ciò che non puoi controllare: le decisioni degli altri, l'esito finale, il passato. Poi scegli un'azione concreta dal cerchio interno da fare entro domani. Per ciò che sta fuori, prova a dirti: «Questo non dipende da me. Posso scegliere dove mettere la mia energia».",
          },
          {
            title: 'Un problema alla volta',
            body: "Quando i problemi si accumulano, la mente tende a girarci intorno senza venirne a capo. Oggi scegline uno solo, concreto, e affrontalo per passi. Scrivi il problema nel modo più preciso possibile. Elenca tutte le soluzioni che ti vengono in mente, anche quelle che sembrano poco realistiche, senza giudicarle. Per le più promettenti valuta pro e contro. Scegline una e dividila in piccoli passi. Decidi quando farai il primo. Dopo averlo fatto, guarda com'è andata e, se serve, aggiusta il piano. Anche un piccolo passo avanti riduce il senso di impotenza.",
          },
          {
            title: 'Dire di no con gentilezza',
            body: "Spesso lo stress nasce dal dire sì a troppe cose. Oggi ripensa alle richieste che hai accettato nell'ultima settimana e chiediti quali avresti voluto rifiutare o rinegoziare. Poi prepara una frase chiara e gentile per la prossima occasione: «Questa settimana non riesco, posso la prossima», «Posso occuparmi di questa parte, non di tutto», «Ci penso e ti rispondo domani». Se oggi si presenta l'occasione, prova a usarla. Un po' di disagio è normale. Ricorda che ogni no detto con rispetto è un sì al tuo equilibrio.",
          },
          {
            title: 'Staccare davvero',
            body: "Il recupero funziona quando stacchi anche con la mente. Oggi stabilisci un orario in cui la giornata di lavoro o di impegni finisce. A quell'ora crea un piccolo rituale di chiusura: scrivi le tre cose da fare domani, spegni le notifiche di lavoro, chiudi il computer, cambia stanza o cambiati d'abito. Poi dedica almeno mezz'ora a qualcosa che ti assorba e ti faccia bene, lontano dagli schermi: cucinare con calma, leggere, passeggiare, chiacchierare con qualcuno. Se la mente torna ai doveri, riportala con gentilezza a ciò che stai facendo.",
          },
          {
            title: 'Il tuo piano anti-stress',
            body: 'Oggi raccogli ciò che hai imparato. Rileggi i tuoi appunti e dai di nuovo un voto al tuo livello di stress, da 0 a 10. Che cosa è cambiato? Quali pratiche ti sono state più utili? Scrivi un piccolo piano personale: i tuoi segnali di allarme, tre abitudini da mantenere ogni settimana e due strategie rapide per i momenti difficili. Aggiungi i nomi delle persone a cui puoi chiedere aiuto. Se lo stress resta alto nonostante i tuoi sforzi, o se compaiono insonnia, ansia intensa o umore molto basso, parlane con il tuo medico di base o con uno psicologo.',
          },
        ],
      },
      en: {
        title: '10-day stress reset',
        summary:
          'Ten days of small practices to lower your stress level, find real breaks again and sort out your priorities.',
        tags: ['stress', 'programme', 'breaks', 'balance', 'energy'],
        body: md(`
          When stress has lasted a long time, body and mind stay on alert even when there is no need. This programme offers ten days of small practices, each taking a few minutes, to lower your background level of stress, find real breaks again and sort out what you can change from what is not up to you.

          ## How to use it

          - Read the day's practice in the morning and choose when to fit it into your day.
          - Keep a notebook and rate your stress level from 0 to 10 at the start and at the end of the programme.
          - You do not need to do everything perfectly: half the practice is better than none.

          If your stress comes with persistent physical symptoms, insomnia, anxiety attacks or very low mood, talk to your GP or a psychologist.
        `),
        days: [
          {
            title: 'Your stress thermometer',
            body: 'Today you take your temperature. Three times during the day, for example mid-morning, after lunch and in the evening, stop for a moment and rate your stress level from 0 to 10. Also note the signs you notice: in your body, such as a clenched jaw or tense shoulders; in your thoughts, such as rushing or worrying; in your behaviour, such as yet another coffee or your phone always in your hand. In the evening, ask yourself: what are my personal signs? When does the thermometer rise? Knowing this will help you step in earlier.',
          },
          {
            title: 'The bucket and the taps',
            body: 'Imagine stress as water filling a bucket. Today, take a sheet of paper and draw it. Inside, write the sources of stress in your life right now, big and small: work, family, money, health, commitments, noise. Then draw some taps at the bottom: the activities that let some of the water out, such as walking, talking to a friend, sleeping well, a hobby, time in nature. Ask yourself: how many taps have I opened this week? Choose one to open today, even for just fifteen minutes, and actually do it.',
          },
          {
            title: 'Breathing between tasks',
            body: 'Today, fit three micro-breaks for breathing into your day, each lasting a couple of minutes, at moments of transition: before starting work, between tasks, before heading home. Sit or stand with your feet firmly on the ground. Breathe in through your nose for a count of four and out slowly for a count of six. If you like, try box breathing: four counts in, four holding, four out, four holding. At the end of each break, notice whether anything has shifted, even slightly.',
          },
          {
            title: 'Moving to let off steam',
            body: 'Stress prepares your body for action, and moving is a natural way to release that energy. Today, give yourself at least twenty minutes of movement, at whatever pace is possible for you: a brisk walk, a bike ride, taking the stairs instead of the lift, dancing in the living room. This is not a sports performance: what matters is doing it. As you move, bring your attention to the sensations in your body, your breath, the air on your skin. Afterwards, rate your stress from 0 to 10 and compare it with before. If you have health problems, choose an activity that suits you.',
          },
          {
            title: 'Releasing tension',
            body: 'Today you learn to release the tension stored in your muscles. Find ten quiet minutes and try progressive muscle relaxation: tense a group of muscles for about five seconds, then let go all at once and spend a few seconds noticing the difference. Start with your hands, then your arms, shoulders, face, belly, legs and feet. Tense firmly but without pain, and skip any areas where you have discomfort or injuries. At the end, stay for a few breaths, sensing your body. During the day, when you notice your shoulders creeping up, repeat just that step.',
          },
          {
            title: 'What is up to you',
            body: "Choose a situation that is stressing you at the moment. Draw two circles, one inside the other. In the inner circle, write what depends on you: your actions, your choices, how you prepare, who you ask for help, how you treat yourself. In the outer circle, write what you cannot control: other people's decisions, the final outcome, the past. Then choose one concrete action from the inner circle to take by tomorrow. For what lies outside, try telling yourself: 'This is not up to me. I can choose where to put my energy.'",
          },
          {
            title: 'One problem at a time',
            body: 'When problems pile up, the mind tends to circle around them without getting anywhere. Today, choose just one concrete problem and tackle it step by step. Write the problem down as precisely as you can. List all the solutions that come to mind, even ones that seem unrealistic, without judging them. For the most promising ones, weigh up the pros and cons. Choose one and break it into small steps. Decide when you will take the first. Once you have, look at how it went and adjust the plan if needed. Even a small step forward reduces the sense of helplessness.',
          },
          {
            title: 'Saying no kindly',
            body: "Stress often comes from saying yes to too many things. Today, think back over the requests you accepted in the past week and ask yourself which ones you would have liked to turn down or renegotiate. Then prepare a clear, kind sentence for next time: 'I can't this week, but I can next week', 'I can take care of this part, not all of it', 'Let me think about it and get back to you tomorrow.' If the chance comes up today, try using it. Some discomfort is normal. Remember that every no said with respect is a yes to your own balance.",
          },
          {
            title: 'Switching off properly',
            body: 'Recovery works when you switch off mentally too. Today, set a time when your working day, or your day of duties, ends. At that time, create a small closing ritual: write down three things to do tomorrow, turn off work notifications, close the laptop, change rooms or change clothes. Then spend at least half an hour on something absorbing and good for you, away from screens: cooking slowly, reading, walking, chatting with someone. If your mind drifts back to your to-do list, gently bring it back to what you are doing.',
          },
          {
            title: 'Your stress plan',
            body: 'Today you gather what you have learned. Read through your notes and rate your stress level again, from 0 to 10. What has changed? Which practices helped you most? Write a small personal plan: your warning signs, three habits to keep every week and two quick strategies for difficult moments. Add the names of the people you can ask for help. If stress stays high despite your efforts, or if insomnia, intense anxiety or very low mood appear, talk to your GP or a psychologist.',
          },
        ],
      },
    },
  },
  {
    slug: 'fourteen-day-anxiety-basics',
    group: 'programs',
    category: 'anxiety',
    type: 'course',
    readingMinutes: 20,
    premium: true,
    text: {
      it: {
        title: "14 giorni per conoscere e gestire l'ansia",
        summary:
          "Un corso in due settimane: nella prima impari come funziona l'ansia, nella seconda cominci ad affrontarla con strumenti pratici.",
        tags: ['ansia', 'corso', 'cbt', 'respiro', 'esposizione'],
        body: md(`
          In questo corso di quattordici giorni conoscerai l'ansia da vicino e imparerai alcuni degli strumenti più usati nella terapia cognitivo-comportamentale e nella mindfulness. La prima settimana è dedicata a capire: come funziona l'ansia, come si manifesta in te, che cosa la mantiene. La seconda è dedicata ad agire: affrontare gradualmente ciò che eviti, lavorare sui pensieri, costruire abitudini che ti proteggono.

          ## Come usarlo

          - Dedica alla pratica del giorno da dieci a venti minuti.
          - Tieni un quaderno: molte attività chiedono di scrivere.
          - Procedi al tuo ritmo: se un giorno ti sembra troppo, ripetilo prima di andare avanti.

          Questo corso è uno strumento di auto-aiuto e non sostituisce un percorso con un professionista. Se l'ansia è molto intensa o limita molto la tua vita, parlane con il tuo medico di base o con uno psicologo.
        `),
        days: [
          {
            title: "Che cos'è l'ansia",
            body: "Oggi si parte dalle basi. L'ansia è il sistema di allarme del corpo: davanti a un pericolo accelera il cuore e il respiro e tende i muscoli per prepararti ad agire. È utile, ma a volte scatta anche quando il pericolo non c'è, o è molto più piccolo di quanto sembri. I sintomi sono spiacevoli, ma non sono pericolosi in sé. Prendi il quaderno e scrivi: in quali situazioni l'ansia ti crea più difficoltà? Che cosa vorresti riuscire a fare, alla fine di queste due settimane, che oggi ti sembra difficile? Conserva questa pagina: la rileggerai l'ultimo giorno.",
          },
          {
            title: "La tua mappa dell'ansia",
            body: 'Pensa a un episodio recente in cui hai provato ansia, non il più intenso. Dividi una pagina in quattro parti e scrivi: la situazione, che cosa succedeva nel corpo, quali pensieri ti passavano per la mente e che cosa hai fatto. Per esempio: riunione al lavoro; cuore veloce e mani sudate; «Farò una brutta figura»; non ho detto nulla. Nota come le quattro parti si alimentano a vicenda: il pensiero aumenta i sintomi, i sintomi confermano il pensiero, il comportamento dà sollievo ma mantiene la paura. Questa mappa ti accompagnerà per tutto il corso.',
          },
          {
            title: 'Il respiro lento',
            body: "Oggi impari uno strumento da usare ovunque. Due volte al giorno, in un momento tranquillo, dedica tre minuti al respiro lento: inspira dal naso contando fino a quattro, espira piano dalla bocca contando fino a sei. Lascia che la pancia si muova con il respiro e che le spalle restino morbide. Se ti gira un po' la testa, accorcia i tempi o torna a respirare in modo naturale. Allenarti nei momenti calmi è importante: così, quando l'ansia sale, il corpo saprà già che cosa fare. Annota come ti senti prima e dopo, da 0 a 10.",
          },
          {
            title: "Il circolo dell'evitamento",
            body: "Quando una situazione ci mette ansia, tendiamo a evitarla, e l'ansia scende subito. Ma il sollievo ha un prezzo: il cervello impara che quella situazione era pericolosa, e la volta dopo la paura è uguale o più forte. Oggi fai una lista delle situazioni che eviti del tutto o in parte. Poi aggiungi i tuoi comportamenti di sicurezza, cioè le piccole strategie che usi per sentirti al riparo: farti accompagnare, controllare più volte, sederti vicino all'uscita, cercare rassicurazioni. Per ora non devi cambiare nulla: si tratta solo di vedere con chiarezza.",
          },
          {
            title: 'I pensieri ansiosi',
            body: "I pensieri ansiosi spesso cominciano con «e se...?» e immaginano il peggio. Oggi, ogni volta che noti un pensiero di questo tipo, scrivilo così com'è. Accanto annota quanto ci credi in quel momento, da 0 a 100, e quale emozione porta con sé. Non discutere con i pensieri e non cercare di scacciarli: per ora si tratta solo di catturarli sulla carta. Scriverli aiuta già a creare un po' di distanza, a vederli come pensieri e non come fatti. La sera rileggi la lista e nota se alcuni temi si ripetono.",
          },
          {
            title: 'Mettere alla prova i pensieri',
            body: 'Oggi scegli uno dei pensieri che hai scritto ieri e guardalo da vicino. Quali fatti lo sostengono? Quali non lo confermano? Quante volte ciò che temevi è successo davvero? E se anche accadesse, quanto sarebbe grave, e come potresti affrontarlo? Che cosa diresti a un amico con lo stesso pensiero? Poi scrivi un pensiero alternativo, più equilibrato e realistico, non per forza positivo. Infine dai di nuovo un voto, da 0 a 100, a quanto credi al pensiero iniziale. Anche un piccolo calo è un buon risultato.',
          },
          {
            title: 'Radicarsi e fare il punto',
            body: "Oggi aggiungi alla tua cassetta degli attrezzi la tecnica 5-4-3-2-1: quando l'ansia sale, nota cinque cose che vedi, quattro che puoi toccare, tre suoni, due odori, un sapore. Provala almeno una volta, anche in un momento tranquillo. Poi fai il punto della prima settimana. Rileggi la tua mappa dell'ansia, la lista delle situazioni evitate e i pensieri che hai messo alla prova. Che cosa hai capito di nuovo su come funziona la tua ansia? Quale strumento ti è sembrato più utile finora? Scrivilo in poche righe.",
          },
          {
            title: 'Costruire la scala',
            body: "Comincia la seconda settimana, dedicata ad agire. Scegli una situazione della tua lista che vorresti tornare ad affrontare. Dividila in otto-dieci gradini, dal più facile al più difficile, e accanto a ciascuno scrivi quanta ansia ti aspetti, da 0 a 100. Per esempio, se eviti di parlare davanti agli altri: fare una domanda a un collega, intervenire in una riunione piccola, esporre un'idea in una riunione più grande. I gradini devono essere concreti e realistici. Se la situazione riguarda esperienze traumatiche o ti spaventa moltissimo, affrontala con l'aiuto di un professionista.",
          },
          {
            title: 'Il primo gradino',
            body: "Oggi sali il primo gradino: scegline uno con un'ansia prevista intorno a 30-40. Prima di iniziare, annota che cosa temi che succeda. Poi entra nella situazione e restaci abbastanza a lungo da notare che l'ansia cambia, senza scappare e, se possibile, senza usare i comportamenti di sicurezza. Puoi respirare lentamente e osservare le sensazioni con curiosità. Dopo, scrivi: quanta ansia hai provato nel momento più intenso e alla fine? Ciò che temevi è successo? Che cosa hai imparato? Qualunque sia stato il risultato, hai fatto un passo importante.",
          },
          {
            title: 'Ripetere e lasciare le stampelle',
            body: "L'esposizione funziona con la ripetizione. Oggi ripeti il gradino di ieri, oppure sali al successivo se quello di ieri ti è sembrato decisamente più facile. Questa volta prova anche a rinunciare a un comportamento di sicurezza: lascia il telefono in tasca, vai senza compagnia, non controllare una seconda volta. All'inizio l'ansia può salire un po' di più, ed è normale: stai imparando che puoi farcela anche senza stampelle. Annota com'è andata e confrontalo con ieri. Ricorda: i progressi raramente procedono in linea retta.",
          },
          {
            title: 'Il tempo della preoccupazione',
            body: "Se la tua ansia prende spesso la forma di preoccupazioni che girano in tondo, oggi prova a rimandarle. Scegli un orario fisso di quindici-venti minuti, lontano dall'ora di andare a dormire. Durante la giornata, quando arriva una preoccupazione, annotala in poche parole e rimandala all'appuntamento, poi riporta l'attenzione a ciò che stai facendo. All'ora stabilita rileggi la lista: per i problemi reali scegli un primo passo concreto, per quelli ipotetici prova a lasciarli andare. Continua anche con la tua scala: un gradino, oggi o domani.",
          },
          {
            title: "Convivere con l'incertezza",
            body: "Molta ansia nasce dal bisogno di avere la certezza che andrà tutto bene. Ma la certezza assoluta quasi non esiste, e inseguirla con controlli e rassicurazioni tiene viva la paura. Oggi fai un piccolo esperimento con l'incertezza, in una situazione di poco conto: manda una email senza rileggerla più volte, non chiedere a nessuno di confermarti una decisione, prova una strada nuova. Prima scrivi che cosa temi; dopo, che cosa è successo davvero e come hai tollerato il disagio. Ogni esperimento rafforza la fiducia nella tua capacità di affrontare l'imprevisto.",
          },
          {
            title: 'Le basi che proteggono',
            body: "L'ansia è più forte quando il corpo è stanco e sotto pressione. Oggi guarda alle basi: sonno, movimento, caffeina, alcol, pause, relazioni. Dai un voto da 0 a 10 a ciascuna area, in base a quanto ti sostiene in questo periodo. Poi scegline una sola su cui lavorare nelle prossime settimane, con un obiettivo piccolo e concreto: per esempio niente caffè dal primo pomeriggio, venti minuti di camminata tre volte alla settimana, una telefonata a un amico nel fine settimana. Non risolverà tutto, ma abbasserà il livello di fondo su cui l'ansia si appoggia.",
          },
          {
            title: 'Il tuo piano per il futuro',
            body: "Oggi chiudi il corso. Rileggi la pagina scritta il primo giorno: che cosa è cambiato? Poi prepara il tuo piano personale. Scrivi i tuoi primi segnali di allarme, gli strumenti che ti sono stati più utili, i prossimi gradini della tua scala e le abitudini che vuoi mantenere. Ricorda che l'ansia può tornare nei periodi di stress: non significa aver perso tutto, ma che è il momento di riprendere in mano gli strumenti. Se l'ansia resta intensa, limita molto la tua vita o peggiora, parlane con il tuo medico di base o con uno psicologo. In caso di emergenza, chiama il 112.",
          },
        ],
      },
      en: {
        title: '14 days to understand and manage anxiety',
        summary:
          'A two-week course: in the first week you learn how anxiety works, in the second you start facing it with practical tools.',
        tags: ['anxiety', 'course', 'cbt', 'breathing', 'exposure'],
        body: md(`
          In this fourteen-day course you will get to know anxiety up close and learn some of the most widely used tools from cognitive behavioural therapy and mindfulness. The first week is about understanding: how anxiety works, how it shows up in you, what keeps it going. The second is about action: gradually facing what you avoid, working on your thoughts, building habits that protect you.

          ## How to use it

          - Give each day's practice ten to twenty minutes.
          - Keep a notebook: many activities ask you to write.
          - Go at your own pace: if a day feels like too much, repeat it before moving on.

          This course is a self-help tool and does not replace working with a professional. If your anxiety is very intense or greatly limits your life, talk to your GP or a psychologist.
        `),
        days: [
          {
            title: 'What anxiety is',
            body: "Today you start with the basics. Anxiety is the body's alarm system: faced with danger, it speeds up your heart and breathing and tenses your muscles to prepare you for action. It is useful, but it sometimes goes off when there is no danger, or when the danger is much smaller than it seems. The symptoms are unpleasant, but they are not dangerous in themselves. Take your notebook and write: in which situations does anxiety cause you the most difficulty? What would you like to be able to do at the end of these two weeks that seems hard today? Keep this page: you will read it again on the last day.",
          },
          {
            title: 'Your anxiety map',
            body: "Think of a recent episode when you felt anxious, not the most intense one. Divide a page into four sections and write: the situation, what was happening in your body, what thoughts went through your mind, and what you did. For example: a meeting at work; racing heart and sweaty hands; 'I'll make a fool of myself'; I said nothing. Notice how the four parts feed each other: the thought intensifies the symptoms, the symptoms confirm the thought, and the behaviour brings relief but keeps the fear going. This map will stay with you throughout the course.",
          },
          {
            title: 'Slow breathing',
            body: 'Today you learn a tool you can use anywhere. Twice a day, at a calm moment, spend three minutes breathing slowly: in through your nose for a count of four, out gently through your mouth for a count of six. Let your belly move with the breath and keep your shoulders soft. If you feel a little dizzy, shorten the counts or go back to breathing naturally. Practising at calm times matters: that way, when anxiety rises, your body will already know what to do. Note how you feel before and after, from 0 to 10.',
          },
          {
            title: 'The avoidance cycle',
            body: 'When a situation makes us anxious, we tend to avoid it, and the anxiety drops straight away. But that relief comes at a price: the brain learns that the situation was dangerous, and next time the fear is the same or stronger. Today, make a list of the situations you avoid completely or partly. Then add your safety behaviours, the small strategies you use to feel protected: having someone with you, checking repeatedly, sitting near the exit, seeking reassurance. You do not need to change anything yet: the point is simply to see clearly.',
          },
          {
            title: 'Anxious thoughts',
            body: "Anxious thoughts often begin with 'what if...?' and imagine the worst. Today, each time you notice a thought like this, write it down exactly as it is. Next to it, note how much you believe it at that moment, from 0 to 100, and what emotion comes with it. Do not argue with the thoughts or try to chase them away: for now, the aim is just to catch them on paper. Writing them down already creates some distance, helping you see them as thoughts rather than facts. In the evening, read the list back and notice whether any themes repeat.",
          },
          {
            title: 'Testing your thoughts',
            body: 'Today, choose one of the thoughts you wrote down yesterday and take a closer look. Which facts support it? Which do not? How often has what you feared actually happened? Even if it did happen, how bad would it be, and how could you cope? What would you say to a friend with the same thought? Then write an alternative thought, more balanced and realistic, not necessarily positive. Finally, rate again, from 0 to 100, how much you believe the original thought. Even a small drop is a good result.',
          },
          {
            title: 'Grounding and taking stock',
            body: 'Today, add the 5-4-3-2-1 technique to your toolkit: when anxiety rises, notice five things you can see, four you can touch, three sounds, two smells, one taste. Try it at least once, even at a calm moment. Then take stock of the first week. Read back through your anxiety map, your list of avoided situations and the thoughts you tested. What have you understood about how your anxiety works? Which tool has felt most useful so far? Write it down in a few lines.',
          },
          {
            title: 'Building your ladder',
            body: 'The second week, devoted to action, begins. Choose a situation from your list that you would like to face again. Break it into eight to ten rungs, from the easiest to the hardest, and next to each write how much anxiety you expect, from 0 to 100. For example, if you avoid speaking in front of others: asking a colleague a question, speaking up in a small meeting, presenting an idea in a larger one. The rungs should be concrete and realistic. If the situation relates to traumatic experiences or frightens you enormously, work on it with the help of a professional.',
          },
          {
            title: 'The first rung',
            body: 'Today you climb the first rung: choose one with an expected anxiety of around 30 to 40. Before you start, note what you fear will happen. Then go into the situation and stay long enough to notice the anxiety changing, without escaping and, if possible, without using safety behaviours. You can breathe slowly and observe the sensations with curiosity. Afterwards, write down: how much anxiety did you feel at the peak and at the end? Did what you feared happen? What did you learn? Whatever the outcome, you have taken an important step.',
          },
          {
            title: 'Repeating and dropping the crutches',
            body: "Exposure works through repetition. Today, repeat yesterday's rung, or move up to the next one if yesterday's felt clearly easier. This time, also try dropping one safety behaviour: leave your phone in your pocket, go without company, do not check a second time. The anxiety may rise a little more at first, and that is normal: you are learning that you can manage without crutches. Note how it went and compare it with yesterday. Remember: progress rarely moves in a straight line.",
          },
          {
            title: 'Worry time',
            body: 'If your anxiety often takes the form of worries going round in circles, today try postponing them. Choose a fixed fifteen to twenty-minute slot, well away from bedtime. During the day, when a worry arrives, jot it down in a few words and postpone it to your appointment, then bring your attention back to what you are doing. At the set time, read the list: for real problems, choose one concrete first step; for hypothetical ones, try letting them go. Keep going with your ladder too: one rung, today or tomorrow.',
          },
          {
            title: 'Living with uncertainty',
            body: 'A lot of anxiety comes from the need to be certain that everything will be fine. But absolute certainty hardly exists, and chasing it through checking and reassurance keeps the fear alive. Today, try a small experiment with uncertainty in a low-stakes situation: send an email without rereading it several times, do not ask anyone to confirm a decision for you, try a new route. Beforehand, write down what you fear; afterwards, what actually happened and how you tolerated the discomfort. Every experiment builds trust in your ability to handle the unexpected.',
          },
          {
            title: 'The foundations that protect you',
            body: 'Anxiety is stronger when the body is tired and under pressure. Today, look at the foundations: sleep, movement, caffeine, alcohol, breaks, relationships. Rate each area from 0 to 10 according to how well it is supporting you at the moment. Then choose just one to work on over the coming weeks, with a small, concrete goal: for example no coffee from early afternoon, a twenty-minute walk three times a week, a call to a friend at the weekend. It will not solve everything, but it will lower the background level that anxiety rests on.',
          },
          {
            title: 'Your plan for the future',
            body: 'Today you close the course. Read the page you wrote on the first day: what has changed? Then prepare your personal plan. Write down your early warning signs, the tools that helped you most, the next rungs on your ladder and the habits you want to keep. Remember that anxiety may return during stressful periods: that does not mean you have lost everything, only that it is time to pick up your tools again. If your anxiety stays intense, greatly limits your life or gets worse, talk to your GP or a psychologist. In an emergency, call 112 (or your local emergency number).',
          },
        ],
      },
    },
  },
  {
    slug: 'twenty-one-day-mindful-habits',
    group: 'programs',
    category: 'mindfulness',
    type: 'program',
    readingMinutes: 25,
    premium: true,
    text: {
      it: {
        title: '21 giorni di abitudini consapevoli',
        summary:
          'Tre settimane per portare la consapevolezza nella vita di tutti i giorni: pochi minuti al giorno, una pratica alla volta.',
        tags: ['mindfulness', 'abitudini', 'programma', 'meditazione', 'presente'],
        body: md(`
          La consapevolezza si coltiva come un'abitudine: poco alla volta, con regolarità. Questo programma ti propone tre settimane di pratiche brevi, da cinque a quindici minuti al giorno. La prima settimana è dedicata al respiro e all'attenzione, la seconda al corpo e alle emozioni, la terza alla vita di tutti i giorni e alle relazioni.

          ## Come usarlo

          - Scegli un momento fisso per la pratica del giorno: così è più facile ricordarsene.
          - Non giudicare com'è andata: una pratica distratta è comunque una pratica.
          - Se salti un giorno, riprendi da quello successivo, senza ricominciare da capo.

          Se durante le pratiche emergono emozioni o ricordi molto difficili, fermati e, se serve, parlane con un professionista.
        `),
        days: [
          {
            title: 'Un minuto di respiro',
            body: "Si comincia in piccolo. Oggi, in un momento qualsiasi, imposta un timer di un minuto, chiudi gli occhi o abbassa lo sguardo e segui il respiro. Nota l'aria che entra e che esce, il movimento della pancia o del petto. Non devi respirare in un modo speciale: osserva il respiro così com'è. Quando la mente si distrae, e succederà, riportala al respiro con gentilezza. Alla fine chiediti: com'è stato? Ripeti la pratica un'altra volta prima di sera. Un minuto sembra poco, ma è l'inizio di un'abitudine.",
          },
          {
            title: 'Mangiare con attenzione',
            body: 'Oggi porta la consapevolezza a tavola. Per i primi cinque bocconi di un pasto, o per un frutto, rallenta. Guarda il cibo come se lo vedessi per la prima volta: colori, forme, consistenza. Annusalo. Mettilo in bocca e, prima di masticare, nota le sensazioni sulla lingua. Poi mastica lentamente, osservando come cambiano sapore e consistenza. Nota anche i pensieri che arrivano, come la fretta o la noia, e torna al cibo. Dopo i cinque bocconi puoi continuare come al solito. Che cosa hai scoperto?',
          },
          {
            title: 'Cinque minuti di respiro',
            body: "Oggi allunghi la pratica a cinque minuti. Siediti con la schiena dritta ma non rigida, i piedi appoggiati a terra, le mani sulle cosce. Porta l'attenzione al respiro, nel punto in cui lo senti di più. Ogni volta che ti accorgi che la mente è andata altrove, nota con una parola dove è andata, «progetti», «ricordi», «preoccupazioni», e torna al respiro. Non importa quante volte succede: ogni ritorno è un piccolo esercizio di attenzione. Alla fine resta qualche secondo a notare come ti senti, senza giudicare.",
          },
          {
            title: 'Camminare con consapevolezza',
            body: "Oggi la pratica si fa in movimento. Durante una camminata di almeno dieci minuti, anche solo un tragitto quotidiano, porta l'attenzione ai passi. Nota il contatto dei piedi con il terreno, il peso che passa da una gamba all'altra, il movimento delle braccia. Poi allarga l'attenzione: l'aria sulla pelle, i suoni intorno, i colori. Se ti accorgi che i pensieri ti hanno portato altrove, torna ai piedi. Non serve camminare lentamente: basta camminare sapendo di camminare. È una pratica preziosa nei giorni di maggiore agitazione.",
          },
          {
            title: 'Uscire dal pilota automatico',
            body: "Molti gesti quotidiani li compiamo senza esserci davvero. Oggi scegline uno di routine: lavarti i denti, fare la doccia, preparare il caffè, vestirti. Mentre lo fai, porta tutta l'attenzione ai sensi: la temperatura dell'acqua, i profumi, i suoni, i movimenti delle mani. Quando la mente scappa verso la lista delle cose da fare, notalo e torna al gesto. Ripeti lo stesso gesto in questo modo per il resto della settimana. Diventerà un piccolo appuntamento quotidiano con il presente, dentro qualcosa che fai già.",
          },
          {
            title: 'Ascoltare i suoni',
            body: "Oggi l'àncora non è il respiro, ma i suoni. Trova una posizione comoda per cinque minuti e chiudi gli occhi. Lascia che i suoni arrivino da soli, senza andarli a cercare: vicini, lontani, forti, deboli, continui, improvvisi. Prova ad ascoltarli come pura esperienza, senza etichettarli subito come «macchina» o «voce», notandone il volume, il tono, la durata. Nota anche i silenzi tra un suono e l'altro. Se la mente comincia a commentare, torna ad ascoltare. È una pratica utile quando concentrarti sul respiro ti mette a disagio.",
          },
          {
            title: 'La prima settimana',
            body: 'Oggi fai il punto della prima settimana. Prima concediti cinque minuti di respiro, come al terzo giorno. Poi prendi il quaderno e chiediti: quale pratica mi è venuta più naturale? Quale è stata più difficile? In quali momenti ho notato il pilota automatico? Ci sono stati piccoli cambiamenti nel modo in cui affronto la giornata? Scrivi le risposte senza giudicarle. Se hai saltato qualche giorno, va bene: la consapevolezza comincia proprio dal notare, anche questo, con gentilezza.',
          },
          {
            title: 'La scansione del corpo',
            body: "Comincia la seconda settimana, dedicata al corpo. Oggi prova la scansione corporea: sdraiati o siediti comodamente per dieci-quindici minuti. Porta l'attenzione ai piedi e nota qualsiasi sensazione: calore, fresco, formicolio, pressione, o anche nessuna sensazione. Poi sali lentamente: caviglie, gambe, bacino, pancia, schiena, petto, mani, braccia, spalle, collo, viso. Non devi per forza rilassarti né cambiare nulla: solo notare. Quando la mente si distrae, torna alla parte del corpo in cui eri. Se ti addormenti, va bene lo stesso.",
          },
          {
            title: 'Le emozioni nel corpo',
            body: "Le emozioni non vivono solo nella mente: si sentono nel corpo. Oggi, ogni volta che noti un'emozione, piacevole o spiacevole, fermati per qualche respiro e chiediti: dove la sento? Forse un nodo alla gola, calore al viso, un peso sul petto, leggerezza nelle spalle. Descrivi la sensazione con curiosità: ha una forma, una temperatura, si muove? Non serve analizzarne il perché. La sera annota due o tre emozioni della giornata e dove le hai sentite. Riconoscere presto questi segnali aiuta a rispondere invece di reagire.",
          },
          {
            title: 'Movimento consapevole',
            body: "Oggi porta l'attenzione a qualche minuto di movimento dolce. In piedi o su una sedia, alza lentamente le braccia mentre inspiri e lasciale scendere mentre espiri. Ruota piano le spalle, inclina la testa da un lato e dall'altro, piega leggermente le ginocchia. Muoviti lentamente, entro i tuoi limiti, senza forzare e senza cercare la posizione perfetta. Nota le sensazioni di allungamento, i punti rigidi, il respiro che accompagna il movimento. Dieci minuti bastano. Se hai dolori o problemi fisici, scegli solo i movimenti che ti risultano comodi.",
          },
          {
            title: 'Stare con il disagio',
            body: "Oggi ti alleni a stare con i piccoli disagi, senza reagire subito. Durante una pratica di respiro di cinque minuti, se arriva un prurito, un fastidio o la voglia di muoverti, prova ad aspettare qualche respiro prima di agire. Osserva la sensazione: com'è, come cambia, se cresce o cala. Puoi fare lo stesso con l'impazienza in coda o con la noia. Non si tratta di sopportare a tutti i costi: se il disagio è forte, muoviti con consapevolezza. Si tratta di scoprire che molte sensazioni vanno e vengono da sole.",
          },
          {
            title: 'I pensieri come nuvole',
            body: "Oggi l'oggetto della pratica sono i pensieri. Siediti per cinque-dieci minuti e, dopo qualche respiro, lascia che l'attenzione si posi sui pensieri che arrivano. Immagina di vederli passare come nuvole nel cielo, o come auto su una strada vista da una finestra. Quando ne noti uno, dagli un'etichetta semplice, «pensiero», «progetto», «preoccupazione», e lascialo passare. Se ti accorgi che un pensiero ti ha portato via, torna alla finestra. Non devi fermare i pensieri: stai imparando a guardarli invece di farti travolgere.",
          },
          {
            title: 'Gentilezza amorevole',
            body: "Oggi prova una pratica di gentilezza amorevole. Siediti e, dopo qualche respiro, pensa a una persona a cui vuoi bene. Ripeti lentamente, rivolgendoti a lei: «Che tu possa stare bene. Che tu possa essere in pace. Che tu possa sentirti al sicuro». Poi rivolgi le stesse frasi a te: «Che io possa stare bene...». Se vuoi, continua con una persona neutra, come un vicino di casa o un negoziante. Nota che cosa succede dentro di te. Se le frasi sembrano vuote, o rivolgerle a te è difficile, va bene così: conta l'intenzione, non la sensazione.",
          },
          {
            title: 'Lo spazio di respiro',
            body: "Oggi impari una pratica da portare sempre con te: lo spazio di respiro di tre minuti. Primo minuto: chiediti che cosa c'è adesso, quali pensieri, emozioni e sensazioni. Secondo minuto: porta tutta l'attenzione al respiro. Terzo minuto: allarga l'attenzione a tutto il corpo. Fallo tre volte oggi, al mattino, a metà giornata e la sera, magari con un promemoria sul telefono. Poi rileggi i tuoi appunti della seconda settimana: che cosa hai notato del tuo corpo e delle tue emozioni che prima ti sfuggiva?",
          },
          {
            title: 'Ascoltare davvero',
            body: "Comincia l'ultima settimana, dedicata alla vita di tutti i giorni e alle relazioni. Oggi scegli una conversazione e prova ad ascoltare con piena attenzione. Metti via il telefono, guarda chi hai davanti, nota il tono della voce e le espressioni del viso. Quando ti accorgi che stai preparando la risposta o pensando ad altro, torna ad ascoltare. Prima di dire la tua, fai una domanda in più. Dopo la conversazione, nota che cosa è stato diverso: per te, e forse anche per l'altra persona.",
          },
          {
            title: 'Il telefono, con consapevolezza',
            body: "Oggi osserva il tuo rapporto con il telefono. Ogni volta che senti l'impulso di prenderlo in mano, fermati per un respiro e chiediti: che cosa sto cercando in questo momento? Una via d'uscita dalla noia, una distrazione, un'informazione, compagnia, una pausa da un'emozione? Poi scegli con intenzione se usarlo o no. Non c'è una risposta giusta: l'obiettivo è passare dall'automatismo alla scelta. Se vuoi, stanotte prova anche a tenere il telefono fuori dalla camera da letto. La sera annota che cosa hai scoperto sui tuoi impulsi.",
          },
          {
            title: 'Gratitudine consapevole',
            body: "Oggi allena l'attenzione a posarsi anche su ciò che va bene. Durante la giornata cerca tre momenti piacevoli, anche piccolissimi: il sole sul viso, un sorriso, il primo sorso di caffè. Quando li noti, fermati per qualche respiro e lasciali arrivare fino in fondo: dove li senti nel corpo? Che cosa li rende piacevoli? La sera scrivili sul quaderno, con qualche dettaglio. Non si tratta di negare le difficoltà, ma di fare spazio anche a ciò che ti sostiene e che spesso passa inosservato.",
          },
          {
            title: 'Consapevolezza nello stress',
            body: "Oggi porti la pratica nei momenti più tesi. Quando noti i primi segnali di stress, come fretta, mascella serrata o irritazione, prova la pausa in quattro tempi. Fermati: interrompi per un attimo ciò che stai facendo. Respira: un respiro lento e consapevole. Osserva: che cosa c'è adesso nel corpo, nei pensieri, nelle emozioni? Riparti: scegli come continuare, con un po' più di intenzione. Usala almeno due volte oggi, anche in situazioni piccole. La sera annota che cosa è cambiato rispetto alle tue reazioni abituali.",
          },
          {
            title: 'Assaporare',
            body: "Le esperienze piacevoli tendono a passare in fretta nella nostra attenzione, mentre quelle spiacevoli si fermano a lungo. Oggi prova ad assaporare. Scegli un'esperienza piacevole: una tisana, una canzone, una passeggiata, una chiacchierata. Mentre la vivi, rallenta e restaci almeno venti-trenta secondi più del solito, notando i dettagli dei sensi e le sensazioni nel corpo. Se la mente corre alla prossima cosa da fare, riportala qui. Alla fine chiediti: che cosa ho notato che di solito mi sfugge?",
          },
          {
            title: 'La tua pratica',
            body: 'Il programma sta per finire: oggi scegli come continuare. Ripensa alle pratiche di queste tre settimane: respiro, cibo, camminata, suoni, scansione del corpo, emozioni, movimento, pensieri, gentilezza, spazio di respiro, ascolto, assaporare. Quali ti sono state più utili? Quali riesci a inserire più facilmente nelle tue giornate? Scegline una formale, da fare ogni giorno per qualche minuto, e una informale, legata a qualcosa che fai già. Decidi quando e dove, in modo concreto. Una pratica piccola e realistica vale più di un programma ambizioso abbandonato dopo una settimana.',
          },
          {
            title: 'Continuare il cammino',
            body: "Oggi chiudi il programma. Concediti dieci minuti della pratica che preferisci. Poi rileggi il quaderno dall'inizio. Che cosa è cambiato nel modo in cui ti accorgi dei pensieri, del corpo, delle emozioni? Che cosa vorresti portare con te? Scrivi una breve intenzione per le prossime settimane, per esempio «Tornare al respiro quando mi sento di corsa». Ricorda che la consapevolezza non è un traguardo da raggiungere, ma un modo di tornare al presente, tutte le volte che serve. Ogni giorno puoi ricominciare, con gentilezza.",
          },
        ],
      },
      en: {
        title: '21 days of mindful habits',
        summary:
          'Three weeks to bring mindfulness into everyday life: a few minutes a day, one practice at a time.',
        tags: ['mindfulness', 'habits', 'programme', 'meditation', 'present'],
        body: md(`
          Mindfulness grows like a habit: little by little, with regularity. This programme offers three weeks of short practices, from five to fifteen minutes a day. The first week focuses on breath and attention, the second on body and emotions, the third on everyday life and relationships.

          ## How to use it

          - Choose a regular time for each day's practice: that makes it easier to remember.
          - Do not judge how it went: a distracted practice is still a practice.
          - If you miss a day, pick up with the next one, without starting over.

          If very difficult emotions or memories come up during the practices, stop and, if needed, talk to a professional.
        `),
        days: [
          {
            title: 'One minute of breathing',
            body: 'We start small. Today, at any moment, set a timer for one minute, close your eyes or lower your gaze, and follow your breath. Notice the air coming in and going out, the movement of your belly or chest. You do not need to breathe in any special way: just observe the breath as it is. When your mind wanders, and it will, gently bring it back to the breath. At the end, ask yourself: what was that like? Repeat the practice once more before evening. A minute may not seem much, but it is the start of a habit.',
          },
          {
            title: 'Mindful eating',
            body: 'Today, bring mindfulness to the table. For the first five mouthfuls of a meal, or for a piece of fruit, slow down. Look at the food as if you were seeing it for the first time: colours, shapes, textures. Smell it. Put it in your mouth and, before chewing, notice the sensations on your tongue. Then chew slowly, noticing how the flavour and texture change. Notice the thoughts that arrive, such as impatience or boredom, and come back to the food. After five mouthfuls you can carry on as usual. What did you discover?',
          },
          {
            title: 'Five minutes of breathing',
            body: "Today you extend the practice to five minutes. Sit with your back straight but not stiff, feet on the floor, hands on your thighs. Bring your attention to your breath wherever you feel it most. Each time you notice your mind has gone elsewhere, note in one word where it went, 'planning', 'remembering', 'worrying', and come back to the breath. It does not matter how often this happens: each return is a small exercise in attention. At the end, stay for a few seconds, noticing how you feel, without judging.",
          },
          {
            title: 'Mindful walking',
            body: 'Today the practice happens on the move. During a walk of at least ten minutes, even just a daily journey, bring your attention to your steps. Notice the contact of your feet with the ground, your weight shifting from one leg to the other, the movement of your arms. Then widen your attention: the air on your skin, the sounds around you, the colours. If you notice you are lost in thought, come back to your feet. You do not need to walk slowly: just walk knowing that you are walking. It is a valuable practice on more restless days.',
          },
          {
            title: 'Stepping out of autopilot',
            body: 'We do many everyday things without really being there. Today, choose a routine activity: brushing your teeth, showering, making coffee, getting dressed. As you do it, bring your full attention to your senses: the temperature of the water, the scents, the sounds, the movements of your hands. When your mind runs off to your to-do list, notice it and come back to the activity. Do the same activity this way for the rest of the week. It will become a small daily appointment with the present, built into something you already do.',
          },
          {
            title: 'Listening to sounds',
            body: "Today the anchor is not the breath but sounds. Find a comfortable position for five minutes and close your eyes. Let sounds come to you without going looking for them: near, far, loud, soft, steady, sudden. Try listening to them as pure experience, without labelling them straight away as 'car' or 'voice', noticing their volume, pitch and length. Notice the silences between sounds too. If your mind starts commenting, return to listening. This practice is useful when focusing on the breath feels uncomfortable.",
          },
          {
            title: 'The first week',
            body: 'Today you take stock of the first week. First, give yourself five minutes of breathing, as on day three. Then take your notebook and ask yourself: which practice came most naturally? Which was hardest? When did I notice autopilot? Have there been small changes in the way I approach my day? Write your answers without judging them. If you missed a few days, that is fine: mindfulness begins with noticing, this included, with kindness.',
          },
          {
            title: 'The body scan',
            body: 'The second week, devoted to the body, begins. Today, try the body scan: lie down or sit comfortably for ten to fifteen minutes. Bring your attention to your feet and notice any sensation: warmth, coolness, tingling, pressure, or no sensation at all. Then move slowly upwards: ankles, legs, pelvis, belly, back, chest, hands, arms, shoulders, neck, face. You do not have to relax or change anything: just notice. When your mind wanders, return to the part of the body where you were. If you fall asleep, that is fine too.',
          },
          {
            title: 'Emotions in the body',
            body: 'Emotions do not live only in the mind: you feel them in your body. Today, each time you notice an emotion, pleasant or unpleasant, pause for a few breaths and ask yourself: where do I feel it? Perhaps a lump in your throat, warmth in your face, heaviness in your chest, lightness in your shoulders. Describe the sensation with curiosity: does it have a shape, a temperature, does it move? You do not need to work out why. In the evening, note two or three emotions from the day and where you felt them. Recognising these signals early helps you respond rather than react.',
          },
          {
            title: 'Mindful movement',
            body: 'Today, bring your attention to a few minutes of gentle movement. Standing or sitting on a chair, slowly raise your arms as you breathe in and let them come down as you breathe out. Gently roll your shoulders, tilt your head to one side and then the other, bend your knees slightly. Move slowly, within your limits, without forcing and without looking for the perfect position. Notice the feeling of stretching, the stiff spots, the breath accompanying the movement. Ten minutes is enough. If you have pain or physical problems, choose only the movements that feel comfortable.',
          },
          {
            title: 'Staying with discomfort',
            body: 'Today you practise staying with small discomforts without reacting straight away. During a five-minute breathing practice, if an itch, an ache or the urge to move arrives, try waiting a few breaths before acting. Observe the sensation: what it is like, how it changes, whether it grows or fades. You can do the same with impatience in a queue or with boredom. This is not about enduring at all costs: if the discomfort is strong, move mindfully. It is about discovering that many sensations come and go by themselves.',
          },
          {
            title: 'Thoughts like clouds',
            body: "Today the focus of the practice is your thoughts. Sit for five to ten minutes and, after a few breaths, let your attention rest on the thoughts that arise. Imagine watching them pass like clouds in the sky, or like cars on a road seen from a window. When you notice one, give it a simple label, 'thought', 'plan', 'worry', and let it pass. If you realise a thought has carried you off, return to the window. You do not have to stop your thoughts: you are learning to watch them instead of being swept away.",
          },
          {
            title: 'Loving-kindness',
            body: "Today, try a loving-kindness practice. Sit down and, after a few breaths, think of someone you love. Slowly repeat, directing the words to them: 'May you be well. May you be at peace. May you feel safe.' Then direct the same phrases to yourself: 'May I be well...' If you like, continue with a neutral person, such as a neighbour or a shopkeeper. Notice what happens inside you. If the phrases feel empty, or directing them to yourself is hard, that is fine: the intention matters, not the feeling.",
          },
          {
            title: 'The breathing space',
            body: 'Today you learn a practice to carry with you: the three-minute breathing space. First minute: ask yourself what is here right now, which thoughts, emotions and sensations. Second minute: bring all your attention to the breath. Third minute: widen your attention to your whole body. Do it three times today, in the morning, at midday and in the evening, perhaps with a reminder on your phone. Then read back your notes from the second week: what have you noticed about your body and emotions that used to escape you?',
          },
          {
            title: 'Really listening',
            body: 'The last week, devoted to everyday life and relationships, begins. Today, choose one conversation and try listening with full attention. Put your phone away, look at the person in front of you, notice their tone of voice and facial expressions. When you catch yourself preparing your reply or thinking about something else, come back to listening. Before giving your view, ask one more question. After the conversation, notice what was different: for you, and perhaps for the other person too.',
          },
          {
            title: 'Your phone, mindfully',
            body: 'Today, observe your relationship with your phone. Each time you feel the urge to pick it up, pause for one breath and ask yourself: what am I looking for right now? A way out of boredom, distraction, information, company, a break from an emotion? Then choose deliberately whether to use it or not. There is no right answer: the aim is to move from habit to choice. If you like, also try keeping your phone out of the bedroom tonight. In the evening, note what you discovered about your urges.',
          },
          {
            title: 'Mindful gratitude',
            body: 'Today, train your attention to rest on what is going well too. During the day, look for three pleasant moments, however small: sun on your face, a smile, the first sip of coffee. When you notice them, pause for a few breaths and let them sink in fully: where do you feel them in your body? What makes them pleasant? In the evening, write them in your notebook with a few details. This is not about denying difficulties, but about making room for what supports you and often goes unnoticed.',
          },
          {
            title: 'Mindfulness under stress',
            body: 'Today you take your practice into the tenser moments. When you notice the first signs of stress, such as rushing, a clenched jaw or irritation, try the four-step pause. Stop: interrupt what you are doing for a moment. Breathe: one slow, mindful breath. Observe: what is here right now in your body, thoughts and emotions? Proceed: choose how to carry on, with a little more intention. Use it at least twice today, even in small situations. In the evening, note what changed compared with your usual reactions.',
          },
          {
            title: 'Savouring',
            body: 'Pleasant experiences tend to pass quickly through our attention, while unpleasant ones linger. Today, try savouring. Choose a pleasant experience: a cup of tea, a song, a walk, a conversation. As you live it, slow down and stay with it for at least twenty to thirty seconds longer than usual, noticing the details of your senses and the sensations in your body. If your mind races to the next thing on your list, bring it back here. At the end, ask yourself: what did I notice that usually escapes me?',
          },
          {
            title: 'Your practice',
            body: 'The programme is nearly over: today you choose how to continue. Think back over the practices of these three weeks: breath, eating, walking, sounds, body scan, emotions, movement, thoughts, kindness, breathing space, listening, savouring. Which ones helped you most? Which ones fit most easily into your days? Choose one formal practice to do every day for a few minutes, and one informal practice linked to something you already do. Decide concretely when and where. A small, realistic practice is worth more than an ambitious plan dropped after a week.',
          },
          {
            title: 'Continuing the journey',
            body: "Today you close the programme. Give yourself ten minutes of whichever practice you prefer. Then read your notebook from the beginning. What has changed in the way you notice your thoughts, body and emotions? What would you like to take with you? Write a short intention for the coming weeks, such as 'Coming back to my breath when I feel rushed.' Remember that mindfulness is not a finish line to reach, but a way of coming back to the present, as often as you need. You can begin again every day, with kindness.",
          },
        ],
      },
    },
  },
];

export const resources: ResourceSeed[] = [...quickTools, ...guides, ...programs];

/** A blank mind in an exam, nerves before an interview or a presentation, and feeling like an impostor. */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const PERFORMANCE_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'study_blank_mind',
    kind: 'how_to',
    keys: 'vuoto$=3, vuoto totale=4, allenarsi al vuoto=6, allenarmi al vuoto=6, simularlo=4, svuota la testa=5, le so=3, a casa le ripeto=5, le ripeto perfette=5, i know it at home=5, practise going blank=6, mi viene il vuoto=4, mente vuota=4, testa vuota=4, vuoto di memoria=4, mi blocco=3, bloccat=2, dimentico tutto=4, dimenticato tutto=4, non ricordo niente=4, non ricordare niente=3, panico all esame=4, blank$=3, mind goes blank=4, go blank=4, going blank=4, mind blank=4, freeze=3, forget everything=4, forgot everything=4, forgotten everything=4, cant remember anything=4, esam=1, interrogazion=1, exam=1, test$=1, sangu=-9, blood=-9',
    forms: ['how', 'why', 'normal'],
    topics: ['exams'],
    it: {
      text: [
        [
          'Il vuoto durante un esame è l’effetto dell’ansia sulla memoria: quando l’allarme sale il cervello dà la precedenza al pericolo e recuperare le informazioni diventa più difficile, ma non le hai perse.',
          'Se succede, fermati qualche secondo, espira lentamente e passa a una domanda più facile, oppure scrivi qualsiasi cosa collegata all’argomento: spesso un dettaglio riporta su il resto.',
          'Allenarti prima con simulazioni a tempo rende il momento dell’esame più familiare, e il vuoto meno probabile.',
        ],
        [
          'Il blocco è frustrante ma temporaneo: le informazioni ci sono ancora, è l’accesso che si è chiuso per un momento.',
          'Un trucco utile è avere una frase pronta per chi ti esamina, come «mi prendo un attimo per riordinare le idee», e usare davvero quell’attimo per due respiri lenti.',
          'Poi riparti da ciò che sai, anche prendendola alla larga, perché parlare dell’argomento riattiva la memoria meglio che sforzarsi di ricordare un punto preciso.',
        ],
      ],
      followUp: [
        'Ti è già successo? Cosa hai fatto in quel momento?',
        'Quale frase potresti dirti, o dire a chi ti esamina, se arrivasse il vuoto?',
      ],
    },
    en: {
      text: [
        [
          'Going blank in an exam is anxiety acting on memory: when the alarm rises, the brain puts danger first and retrieving information gets harder, but you haven’t lost it.',
          'If it happens, pause for a few seconds, breathe out slowly and move to an easier question, or write down anything connected to the topic: one detail often brings the rest back.',
          'Practising beforehand with timed mock exams makes the real moment more familiar, and going blank less likely.',
        ],
        [
          'A blank is frustrating but temporary: the information is still there, it’s the access that has closed for a moment.',
          'A useful trick is having a sentence ready for the examiner, like "let me take a moment to gather my thoughts", and really using that moment for two slow breaths.',
          'Then start again from what you do know, even coming at it sideways, because talking around the topic reactivates memory better than straining for one precise point.',
        ],
      ],
      followUp: [
        'Has it happened to you before? What did you do in that moment?',
        'What sentence could you say to yourself, or to the examiner, if your mind went blank?',
      ],
    },
  },
  {
    id: 'study_interview_nerves',
    kind: 'how_to',
    keys: 'colloqui=4, presentazion=4, parlare in pubblico=4, sounding rehearsed=5, sound rehearsed=5, tell me about a time=5, star method=5, behavioural questions=5, behavioral questions=5, sembrare imparat=4, a memoria=3, risposte preparate=4, parlo in pubblico=5, in pubblico=3, non bloccarmi=4, bloccarmi=3, andare in bianco=4, va in bianco=4, discorso=2, esporre=2, riunione=2, interview=4, presentation=4, public speaking=4, speech$=3, pitch$=2, psicolog=-6, terapeut=-6, psycholog=-6, therap=-6, non so rispondere=3, non sapere rispondere=3, domanda difficile=3, dont know the answer=3, cant answer=3, can t answer=3, meeting=2, best man=4, wedding speech=4, voice shaking=5, voice shake=5, audience=3, cosa rispondo se=4, se mi chiedono=3, what do i say if they ask=4, if they ask me=3, tremare=3, microfono=4, voce che trema=4, mi trema la voce=4, shaky voice=4, voice shakes=4, microphone=4, how many answers=5, quante risposte=5, prepare answers=4, preparare le risposte=4, preparo le risposte=4, mic$=3',
    forms: ['how', 'normal', 'why'],
    topics: ['performance'],
    it: {
      text: [
        [
          'Essere nervosi prima di un colloquio o di una presentazione è normale, e un po’ di attivazione aiuta persino a essere più attenti: l’obiettivo non è eliminarla, ma non lasciarle il volante.',
          'Preparati provando ad alta voce, meglio davanti a qualcuno o registrandoti, e impara a memoria le prime due frasi: partire bene calma il resto.',
          'Nei minuti prima, ricorda che chi ti ascolta nota la tua agitazione molto meno di quanto pensi, e sposta l’attenzione sul messaggio che vuoi far arrivare.',
        ],
        [
          'Può aiutare chiamare l’agitazione con un altro nome, «è energia», perché nel corpo l’ansia e l’entusiasmo si somigliano moltissimo.',
          'Prepara le domande probabili, o i passaggi chiave della presentazione, e per ciascuno scrivi una risposta in tre punti, senza impararla parola per parola.',
          'Se a un certo punto ti blocchi, puoi dire con calma «mi prendo un secondo per pensarci»: di solito fa una buona impressione.',
        ],
      ],
      followUp: [
        'Qual è il momento del colloquio o della presentazione che ti preoccupa di più?',
        'Come potresti allenarti questa settimana, in una versione più piccola?',
      ],
    },
    en: {
      text: [
        [
          'Feeling nervous before an interview or a presentation is normal, and a bit of arousal even helps you stay sharp: the aim isn’t to get rid of it, but not to let it drive.',
          'Prepare by rehearsing out loud, ideally in front of someone or recording yourself, and learn your first two sentences by heart: a good start calms the rest.',
          'In the minutes before, remember that your audience notices your nerves far less than you think, and shift your attention to the message you want to get across.',
        ],
        [
          'It can help to give the jitters another name, "this is energy", because in the body anxiety and excitement are remarkably alike.',
          'Prepare the likely questions, or the key points of the presentation, and write a three-point answer for each, without learning it word for word.',
          'If at some point you freeze, you can calmly say "let me take a second to think about that": it usually goes down well.',
        ],
      ],
      followUp: [
        'Which moment of the interview or presentation worries you most?',
        'How could you practise a smaller version of it this week?',
      ],
    },
  },
  {
    id: 'work_impostor',
    kind: 'how_to',
    keys: 'impostor=5, non sono al livello=5, non essere al livello=5, non sono all altezza=4, not good enough for this=4, not at their level=5, impostore=5, sindrome dell impostore=5, fraud=4, a fake=4, like a fake=4, un bluff=4, bluff$=3, mi scopriranno=5, scopriranno che=4, se ne accorgeranno=4, si accorgeranno che=4, find out i=4, theyll find out=5, they will find out=5, found out=3, dont deserve=3, non me lo merito=4, non merito=3, solo fortuna=4, just luck=4, got lucky=4, by luck=3, per fortuna=1, promoss=1, promoted=1, promozione=1, promotion=1',
    forms: ['how', 'why', 'normal', 'what'],
    topics: ['work'],
    it: {
      text: [
        [
          'Sentirsi un impostore, convinti che prima o poi gli altri scopriranno che non si è all’altezza, capita spesso proprio a chi è competente e ci tiene: è una trappola di pensiero, non una prova.',
          'Il meccanismo è sempre lo stesso: i successi vengono attribuiti alla fortuna o all’aiuto di altri, gli errori a un difetto personale, così nessun risultato riesce a convincerti.',
          'Aiuta tenere un elenco concreto di cose che hai fatto e di come le hai fatte, e ricordare che non sapere ancora qualcosa in un ruolo nuovo è normale: si impara facendo.',
        ],
        [
          'La paura di essere scoperti di solito cresce nei passaggi nuovi, come una promozione o un lavoro diverso, perché per un po’ tutto è meno familiare e ogni incertezza sembra la prova di non essere all’altezza.',
          'Prova a chiederti cosa diresti a un collega che ti confidasse la stessa paura, e quali fatti ha chi ti ha scelto per pensare che tu sia la persona giusta.',
          'Fare domande e chiedere aiuto non smaschera nessuno: è quello che fanno le persone competenti quando imparano un ruolo.',
        ],
      ],
      followUp: [
        'Quali fatti, non sensazioni, dicono che te lo sei guadagnato?',
        'Cosa diresti a un collega che ti raccontasse la stessa paura?',
      ],
    },
    en: {
      text: [
        [
          'Feeling like an impostor, sure that sooner or later others will find out you are not up to it, is common precisely among people who are competent and care: it is a thinking trap, not evidence.',
          'The mechanism is always the same: successes get put down to luck or other people’s help, mistakes to a personal flaw, so no result ever manages to convince you.',
          'It helps to keep a concrete list of things you have done and how you did them, and to remember that not knowing something yet in a new role is normal: you learn by doing.',
        ],
        [
          'The fear of being found out usually grows at new steps, like a promotion or a different job, because for a while everything is less familiar and every doubt looks like proof you don’t fit.',
          'Try asking what you would tell a colleague who confided the same fear, and what facts the people who chose you had for thinking you are the right person.',
          'Asking questions and asking for help doesn’t expose anyone: it is what competent people do while they learn a role.',
        ],
      ],
      followUp: [
        'What facts, not feelings, say you earned it?',
        'What would you tell a colleague who told you the same fear?',
      ],
    },
  },
  {
    id: 'coping_self_talk',
    kind: 'how_to',
    keys: 'cosa posso dirmi=7, cosa mi dico=5, cosa dirmi=6, frase da dirmi=6, dire a me stess=6, dirmi prima=5, frase motivazional=4, frasi motivazional=4, what can i tell myself=7, what should i tell myself=7, what do i tell myself=6, say to myself=6, tell myself before=6, motivational quote=4, pep talk=4, mantra=4',
    requires:
      'cosa posso dirmi, cosa mi dico, cosa dirmi, frase da dirmi, dire a me stess, dirmi prima, what can i tell myself, what should i tell myself, what do i tell myself, say to myself, tell myself before, pep talk, mantra',
    forms: ['how', 'what', 'could', 'should'],
    topics: ['study', 'work', 'anxiety'],
    it: lc(
      [
        'Più che una frase motivazionale, aiuta una frase vera, che anche la parte ansiosa di te possa credere: per esempio «sono in agitazione, ed è normale: vuol dire che ci tengo».',
        'Poi una che ricordi cosa hai in mano: «mi sono preparato o preparata, e se qualcosa va storto posso fermarmi un attimo e ripartire».',
        'Scriverle su un foglietto la sera prima, con parole tue, le rende più tue di qualsiasi citazione.',
      ],
      [
        'Le frasi che funzionano non negano l’ansia, la mettono in proporzione: «non devo essere perfetto o perfetta, devo solo fare la prossima cosa».',
        'Un’altra è guardare avanti di un giorno: «comunque vada, domani sera sarà finito, e saprò qualcosa in più».',
        'Sceglierne una sola e ripeterla con l’espirazione lenta, mentre aspetti, la rende un appiglio più che uno slogan.',
      ],
      ['Quale frase, detta da una persona che ti vuole bene, ti sembrerebbe vera?', 'Cosa ti diresti se fosse un amico ad affrontare la stessa prova?'],
    ),
    en: lc(
      [
        'Rather than a motivational line, what helps is a true one, something even the anxious part of you can believe: for example "I’m nervous, and that’s normal: it means I care".',
        'Then one that reminds you what you have: "I’ve prepared, and if something goes wrong I can pause for a moment and start again".',
        'Writing them on a slip of paper the night before, in your own words, makes them more yours than any quote.',
      ],
      [
        'The lines that work don’t deny the anxiety, they put it in proportion: "I don’t have to be perfect, I just have to do the next thing".',
        'Another looks one day ahead: "however it goes, by tomorrow evening it will be over, and I’ll know more".',
        'Choosing just one and repeating it on a slow out-breath while you wait turns it into something to hold on to rather than a slogan.',
      ],
      ['Which line, said by someone who loves you, would sound true to you?', 'What would you say to a friend facing the same test?'],
    ),
  },
];

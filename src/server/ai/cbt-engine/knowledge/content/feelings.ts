/** Self-esteem, anger, social anxiety and mindfulness. */
import type { KnowledgeEntry } from '../types';

export const FEELING_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'feel_self_esteem',
    kind: 'how_to',
    keys: 'autostima=4, sentirmi un fallito=5, sentirmi una fallita=5, sentirmi un fallimento=5, feel like a failure=5, feeling like a failure=5, sicurezza in me=4, sicura di me=4, sicuro di me=4, fiducia in me=4, mi sento inferiore=4, self esteem=4, selfesteem=4, self worth=4, self confidence=4, confidence=3, confident=3, insecur=3',
    forms: ['how', 'what', 'why'],
    topics: ['self_esteem'],
    it: {
      text: [
        [
          'Più che sentirsi sempre sicuri, l’autostima riguarda il modo in cui ti tratti quando le cose vanno male: con rispetto o con disprezzo.',
          'Cresce con l’azione più che con le frasi positive: ogni volta che fai qualcosa che conta per te nonostante la paura, raccogli una prova concreta di quello che sai fare.',
          'Aiuta anche notare la voce critica interna e chiederti se parleresti così a una persona cara.',
        ],
        [
          'La sicurezza di solito arriva dopo aver provato, non prima: chi sembra sicuro spesso ha solo fatto più tentativi, e sbagliato più volte.',
          'Un esercizio utile è annotare ogni sera una cosa che hai fatto, gestito o affrontato, anche piccola, per allenare lo sguardo a vedere anche quello che funziona.',
          'E confrontati con chi eri qualche mese fa, non con la versione migliore degli altri.',
        ],
      ],
      followUp: [
        'In quale situazione ti piacerebbe sentirti più sicuro o sicura di te?',
        'Qual è una cosa che hai gestito bene di recente, anche piccola?',
      ],
    },
    en: {
      text: [
        [
          'Rather than feeling confident all the time, self-esteem is about how you treat yourself when things go wrong: with respect or with contempt.',
          'It grows through action more than positive phrases: each time you do something that matters to you despite the fear, you collect concrete evidence of what you can do.',
          'It also helps to notice your inner critic and ask whether you’d speak that way to someone you love.',
        ],
        [
          'Confidence usually comes after trying, not before: people who seem confident have often just had more attempts, and more failures.',
          'A useful exercise is noting each evening one thing you did, handled or faced, however small, to train your eye to see what works too.',
          'And compare yourself with who you were a few months ago, not with the best version of other people.',
        ],
      ],
      followUp: [
        'In which situation would you like to feel more confident?',
        'What’s one thing you handled well recently, even a small one?',
      ],
    },
  },
  {
    id: 'feel_anger',
    kind: 'how_to',
    keys: 'rabbia=4, arrabbi=3, arrabbiarsi=1, nervoso per=2, furios=3, furious=3, mad at=3, incazz=3, scatti d ira=4, irascib=4, irritabil=3, mi irrito=4, irrito$=3, perdo la pazienza=4, anger=4, angry=3, temper=3, lose my temper=4, rage$=3, irritable=3, snap at=3, perdo la calma=4, perdere la calma=4, perdo le staffe=4, lose my cool=4, la calma=2',
    forms: ['how', 'why', 'what', 'normal'],
    topics: ['anger'],
    it: {
      text: [
        [
          'La rabbia è un’emozione legittima: spesso segnala un bisogno non ascoltato o un limite superato, e il punto non è non provarla, ma cosa fai quando è al massimo.',
          'Quando la senti salire, prenditi una pausa prima di rispondere: esci dalla stanza, conta dieci respiri lenti o cammina qualche minuto, perché di solito l’onda cala in una ventina di minuti.',
          'Poi, a mente più fredda, chiediti di cosa avevi bisogno e come puoi chiederlo in modo chiaro.',
        ],
        [
          'La rabbia cresce con i pensieri che la alimentano, come «lo fa apposta» o «non dovrebbe comportarsi così»: notarli aiuta a non farsi trascinare.',
          'Il corpo dà segnali utili, come mascella serrata, caldo al viso, pugni stretti: ti dicono che è il momento di rallentare, prima che arrivino le parole.',
          'Se la rabbia ti porta spesso a rompere cose, a ferire qualcuno o a pentirti di quello che fai, parlarne con un professionista può aiutarti molto.',
        ],
      ],
      followUp: [
        'Quali situazioni ti fanno arrabbiare più spesso?',
        'Cosa senti nel corpo quando la rabbia comincia a salire?',
      ],
    },
    en: {
      text: [
        [
          'Anger is a legitimate emotion: it often signals an unmet need or a line that’s been crossed, and the point isn’t never feeling it, but what you do when it peaks.',
          'When you feel it rising, take a pause before responding: leave the room, count ten slow breaths or walk for a few minutes, because the wave usually drops within about twenty minutes.',
          'Then, with a cooler head, ask yourself what you needed and how you could ask for it clearly.',
        ],
        [
          'Anger grows on the thoughts that feed it, like "they’re doing it on purpose" or "they shouldn’t act like that": noticing them helps you not get swept away.',
          'Your body gives useful signals, like a clenched jaw, a hot face, tight fists: they tell you it’s time to slow down, before the words come out.',
          'If anger often leads you to break things, hurt someone or regret what you do, talking to a professional can help a lot.',
        ],
      ],
      followUp: [
        'Which situations make you angry most often?',
        'What do you feel in your body when anger starts to rise?',
      ],
    },
  },
  {
    id: 'feel_social_anxiety',
    kind: 'how_to',
    keys: 'ansia sociale=5, timidezza=4, timid=3, parlare con le persone=4, parlare con gli altri=3, giudizio degli altri=4, social anxiety=5, shy$=3, shyness=4, talking to people=4, talk to people=4, being judged=3, small talk=5, chiacchiere=3, rompere il ghiaccio=5, break the ice=5, strangers=4, sconosciuti=3, parlare in gruppo=4, everyones staring=5, everyone is staring=5, everyone staring=5, everybody staring=5, everyones looking=5, everyone is looking=5, people staring=5, people are staring=5, people looking at me=5, mi guardano tutti=5, tutti mi guardano=5, la gente mi guarda=5, mi fissano tutti=5, tutti gli occhi addosso=5, all eyes on me=5',
    forms: ['how', 'what', 'why', 'normal'],
    topics: ['social_anxiety'],
    it: {
      text: [
        [
          'Nell’ansia sociale l’attenzione si gira verso di sé, su come sembri, su cosa penseranno, su quanto si vede la tua agitazione, e così diventa più difficile seguire la conversazione.',
          'Prova a spostare l’attenzione fuori: su cosa dice l’altra persona, su una domanda da farle, sui dettagli intorno a te.',
          'E riduci poco alla volta i comportamenti di sicurezza, come evitare lo sguardo o preparare ogni frase, perché impediscono di scoprire che te la cavi.',
        ],
        [
          'Quasi tutti sopravvalutano quanto gli altri notino il loro imbarazzo: di solito le persone sono molto più occupate a pensare a sé.',
          'Aiuta esporsi a piccoli passi, per esempio fare una domanda a un collega, salutare un vicino o restare dieci minuti in più a una festa, e notare cosa succede davvero.',
          'Dopo un incontro evita di ripassarlo mille volte in testa: quel processo a posteriori tende a ricordare solo gli errori.',
        ],
      ],
      followUp: [
        'Con quali persone o in quali situazioni l’ansia sale di più?',
        'Quale sarebbe un piccolo passo sociale da provare questa settimana?',
      ],
    },
    en: {
      text: [
        [
          'In social anxiety attention turns inwards, to how you come across, what they’ll think, how visible your nerves are, which makes it harder to follow the conversation.',
          'Try shifting your attention outwards: to what the other person is saying, a question you could ask them, the details around you.',
          'And gradually drop safety behaviours, like avoiding eye contact or rehearsing every sentence, because they stop you finding out that you manage.',
        ],
        [
          'Almost everyone overestimates how much others notice their awkwardness: people are usually far busier thinking about themselves.',
          'It helps to take small steps, like asking a colleague a question, greeting a neighbour or staying ten minutes longer at a party, and noticing what actually happens.',
          'After a social event, try not to replay it a thousand times: that post-mortem tends to remember only the mistakes.',
        ],
      ],
      followUp: [
        'With which people or in which situations does anxiety rise most?',
        'What would be a small social step to try this week?',
      ],
    },
  },
  {
    id: 'feel_mindfulness',
    kind: 'definition',
    keys: 'mindfulnes=4, consapevolezza=3, meditazion=4, meditare=4, meditation=4, meditate=4, meditating=4, body scan=4',
    forms: ['what', 'how', 'why', 'could'],
    topics: ['mindfulness', 'breathing'],
    it: {
      text: [
        [
          'La mindfulness è l’allenamento a notare quello che succede adesso, pensieri, emozioni e sensazioni del corpo, senza giudicarlo e senza lasciarsi trascinare.',
          'Non serve svuotare la mente: distrarsi è normale, e l’esercizio sta proprio nel riportare l’attenzione, con gentilezza, ogni volta che scappa.',
          'Per molte persone pochi minuti al giorno aiutano con stress e rimuginio, e tra le meditazioni guidate dell’app trovi da dove partire.',
        ],
        [
          'Meditare non vuol dire smettere di pensare, ma guardare i pensieri passare come nuvole, senza salire su ognuna.',
          'Si può cominciare con tre minuti: trova una posizione comoda, segui il respiro e, quando ti accorgi che la mente è altrove, torna al respiro senza rimproverarti.',
          'Non tutti la trovano utile allo stesso modo, e se una pratica ti agita più che calmarti va bene scegliere un’altra strada, come il movimento o il rilassamento muscolare.',
        ],
      ],
      followUp: [
        'In quale momento della giornata potresti ritagliarti tre minuti?',
        'Hai già provato a meditare? Com’è andata?',
      ],
    },
    en: {
      text: [
        [
          'Mindfulness is training yourself to notice what’s happening right now, thoughts, feelings and body sensations, without judging it and without getting swept away.',
          'You don’t need to empty your mind: wandering is normal, and the exercise is precisely bringing your attention back, gently, every time it drifts.',
          'For many people a few minutes a day help with stress and rumination, and the guided meditations in the app are a good place to start.',
        ],
        [
          'Meditating doesn’t mean stopping thinking, but watching thoughts pass like clouds, without climbing onto each one.',
          'You can start with three minutes: find a comfortable position, follow your breath and, when you notice your mind is elsewhere, come back to the breath without scolding yourself.',
          'Not everyone finds it equally helpful, and if a practice stirs you up more than it calms you, it’s fine to choose another route, like movement or muscle relaxation.',
        ],
      ],
      followUp: [
        'At what time of day could you set aside three minutes?',
        'Have you tried meditating before? How did it go?',
      ],
    },
  },
];

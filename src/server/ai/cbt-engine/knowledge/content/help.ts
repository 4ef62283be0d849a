/** Who the companion is, the thought record, and where professional help is found. */
import type { KnowledgeEntry } from '../types';

export const HELP_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'help_are_you_ai',
    kind: 'definition',
    keys: 'sei un bot=4, sei un robot=4, sei una persona=4, sei umano=4, sei umana=4, sei vero=3, sei vera=3, sei reale=3, sei un intelligenza=4, sei un ia$=4, sei un terapeut=4, sei una terapeut=4, sei uno psicolog=5, sei una psicolog=5, sei un medic=4, sei una medic=4, sto parlando con=3, lei e una persona=5, e una persona vera=5, lei e un robot=5, o un computer=5, un computer=2, una macchina=2, parlo con una persona=4, is this a computer=4, or a computer=4, are you a computer=4, intelligenza artificial=3, chatbot=3, are you a bot=4, are you a robot=4, are you human=4, are you real=4, are you a person=4, are you an ai=4, are you ai=4, are you a therapist=4, are you a psychologist=5, are you a doctor=4, am i talking to=3, is this a real person=4, artificial intelligence=3, talking to a real=3',
    forms: ['what', 'is_this'],
    topics: ['companion'],
    it: {
      text: [
        [
          'Sono un’intelligenza artificiale: un programma pensato per accompagnarti con idee ed esercizi ispirati alla CBT, non una persona e non un terapeuta.',
          'Posso aiutarti a mettere in ordine i pensieri e a provare strategie di auto-aiuto, ma non faccio diagnosi e non sostituisco uno psicologo, uno psicoterapeuta o un medico.',
          'Se senti il bisogno di un aiuto professionale posso spiegarti come trovarlo, e in un’emergenza il numero è il 112.',
        ],
        [
          'No, non sono una persona: sono un assistente basato sull’intelligenza artificiale, che usa tecniche di benessere psicologico e di auto-aiuto.',
          'Quello che ci diciamo può aiutarti a riflettere, ma non è una terapia: per una valutazione o un percorso serve un professionista.',
          'Se stai davvero male o sei in pericolo, chiama il 112 o usa il pulsante SOS che trovi nella chat.',
        ],
      ],
      followUp: [
        'Di cosa ti piacerebbe parlare adesso?',
        'C’è qualcosa su cui vuoi che ti aiuti a riflettere?',
      ],
    },
    en: {
      text: [
        [
          'I’m an AI: a program designed to support you with ideas and exercises inspired by CBT, not a person and not a therapist.',
          'I can help you sort through your thoughts and try self-help strategies, but I don’t diagnose and I don’t replace a psychologist, a therapist or a doctor.',
          'If you feel you need professional help I can explain how to find it, and in an emergency the number is 112 or your local emergency number.',
        ],
        [
          'No, I’m not a person: I’m an assistant based on artificial intelligence, using wellbeing and self-help techniques.',
          'What we talk about can help you reflect, but it isn’t therapy: an assessment or a course of treatment needs a professional.',
          'If you’re really struggling or in danger, call 112 or your local emergency number, or use the SOS button in the chat.',
        ],
      ],
      followUp: [
        'What would you like to talk about now?',
        'Is there something you’d like help thinking through?',
      ],
    },
  },
  {
    id: 'help_thought_record',
    kind: 'how_to',
    keys: 'diario dei pensier=4, diario del pensier=4, scheda abc=4, ristrutturazione cognitiv=4, thought record=4, thought diary=4, cognitive restructuring=4, mettere in discussione un pensiero=3, sfidare un pensiero=3, challenge a thought=3, challenge my thought=3, challenge negative thought=3, challenge my negative=3',
    forms: ['what', 'how'],
    topics: ['cbt', 'thought_record'],
    it: {
      text: [
        [
          'Il diario dei pensieri è uno strumento della CBT per guardare un pensiero da vicino, con calma, invece di subirlo.',
          'Si scrivono la situazione, il pensiero che è arrivato, l’emozione con la sua intensità da 0 a 100, poi le prove a favore e quelle contro, e infine un pensiero più equilibrato.',
          'Alla fine si rivaluta l’emozione: spesso scende anche solo di un po’, ed è già un risultato.',
        ],
        [
          'Funziona come un’indagine su carta: parti da un momento preciso che ti ha fatto stare male e annoti cosa pensavi in quel momento.',
          'Poi cerchi i fatti che sostengono quel pensiero e quelli che non lo sostengono, come farebbe un giudice imparziale.',
          'Da lì provi a scrivere una frase più equilibrata, che tenga conto di tutto, e noti se l’emozione cambia.',
        ],
      ],
      followUp: [
        'Vuoi provarlo insieme, adesso, su una situazione recente?',
        'C’è un momento di questi giorni da cui ti piacerebbe partire?',
      ],
    },
    en: {
      text: [
        [
          'A thought record is a CBT tool for looking at a thought up close, calmly, instead of being pushed around by it.',
          'You write down the situation, the thought that came up, the feeling with its strength from 0 to 100, then the evidence for and against, and finally a more balanced thought.',
          'At the end you rate the feeling again: often it drops even a little, and that already counts.',
        ],
        [
          'It works like an investigation on paper: you start from a specific moment that upset you and note what you were thinking right then.',
          'Then you look for the facts that support that thought and the ones that don’t, as a fair-minded judge would.',
          'From there you try writing a more balanced sentence that takes everything into account, and notice whether the feeling changes.',
        ],
      ],
      followUp: [
        'Would you like to try it together now, on a recent situation?',
        'Is there a moment from these last few days you’d like to start from?',
      ],
    },
  },
  {
    id: 'help_find_psychologist',
    kind: 'how_to',
    keys: 'psicolog=3, psicoterapeut=3, terapeuta=2, consultori=3, asl$=3, ordine degli psicolog=4, aiuto professional=2, costa$=1, costo$=1, gratis=2, gratuit=2, find a therapist=4, find a psychologist=4, therapist=3, psychologist=3, counsellor=3, counselor=3, counselling=3, counseling=3, professional help=3, cost$=1, costs$=1, free$=1',
    forms: ['where', 'how'],
    topics: ['help'],
    it: {
      text: [
        [
          'Un buon primo passo è il medico di base: conosce la tua storia e può indirizzarti ai servizi di psicologia dell’ASL o al Centro di Salute Mentale.',
          'Anche i consultori familiari offrono colloqui con psicologi, di solito gratuiti e senza impegnativa, e molte università hanno uno sportello di ascolto per gli studenti.',
          'Se scegli un professionista privato, anche online, puoi verificare che sia iscritto all’albo sul sito dell’Ordine degli Psicologi.',
        ],
        [
          'In Italia puoi partire dal medico di base, che può prescriverti una visita presso i servizi pubblici di psicologia o di salute mentale della tua ASL.',
          'Il consultorio familiare è un’altra porta d’accesso diretta, a cui puoi rivolgerti da solo o da sola, senza passare dal medico.',
          'Per uno psicologo privato o online, controlla sempre l’iscrizione all’albo degli psicologi: la ricerca è pubblica e richiede un minuto.',
        ],
      ],
      followUp: [
        'Quale di queste strade ti sembra più facile da percorrere, per te?',
        'Cosa ti piacerebbe portare a un primo colloquio?',
      ],
    },
    en: {
      text: [
        [
          'A good first step is your GP or family doctor, who can tell you what’s available near you and refer you if needed.',
          'Many places also offer free talking therapy you can contact yourself (in the UK, NHS Talking Therapies accept self-referrals), and universities and many workplaces have free counselling services.',
          'If you choose a private therapist, online or in person, check that they’re on the register of the relevant professional body.',
        ],
        [
          'If you live in Italy, you can start from your medico di base, the local consultorio familiare or the psychology services of your ASL, and private psychologists must be listed on the Ordine degli Psicologi register.',
          'Elsewhere, your doctor is usually the way in, and many countries also have services you can refer yourself to.',
          'It’s fine to have a first call with a couple of therapists and choose the one you feel most comfortable with.',
        ],
      ],
      followUp: [
        'Which of these routes feels easiest for you to try?',
        'What would you like to bring to a first appointment?',
      ],
    },
  },
  {
    id: 'help_when_to_seek',
    kind: 'how_to',
    keys: 'ho bisogno di uno psicolog=4, mi serve uno psicolog=4, dovrei andare da=4, andare da uno psicolog=3, quando rivolgersi=4, quando andare=3, serve uno psicolog=3, abbastanza grave=3, need therapy=4, need a therapist=4, need a psychologist=4, need professional help=4, should i see a=4, should i go to therapy=4, should i get help=4, when to get help=4, when to see=3, bad enough=3',
    forms: ['should', 'how', 'could', 'normal'],
    topics: ['help'],
    it: {
      text: [
        [
          'Non serve «stare malissimo» per chiedere aiuto: vale la pena parlarne con un professionista quando un malessere dura da qualche settimana, o quando ti impedisce di fare cose che per te contano, come lavorare, studiare, dormire o stare con gli altri.',
          'Anche sentirsi bloccati, o usare alcol o altro per reggere, sono buoni motivi per chiedere un parere.',
          'Il medico di base è un punto di partenza semplice, e se mai pensassi di farti del male il numero da chiamare subito è il 112.',
        ],
        [
          'Una domanda utile è: quanto spazio sta prendendo questo problema nella tua vita, e da quanto tempo?',
          'Se la risposta è «tanto» e «da un po’», o se le strategie che stai provando non bastano, un professionista può aiutarti a capire cosa succede e cosa fare.',
          'Chiedere aiuto presto di solito è più semplice che aspettare che le cose peggiorino.',
        ],
      ],
      followUp: [
        'Da quanto tempo ti senti così?',
        'Cosa ti trattiene, se qualcosa ti trattiene, dal chiedere aiuto?',
      ],
    },
    en: {
      text: [
        [
          'You don’t need to be "really bad" to ask for help: it’s worth talking to a professional when distress has lasted a few weeks, or when it gets in the way of things that matter to you, like work, study, sleep or being with people.',
          'Feeling stuck, or using alcohol or other things to get by, are good reasons to ask for an opinion too.',
          'Your GP is a simple starting point, and if you ever think about harming yourself, the number to call straight away is 112 or your local emergency number.',
        ],
        [
          'A useful question is: how much room is this problem taking up in your life, and for how long?',
          'If the answer is "a lot" and "a while", or if the strategies you’re trying aren’t enough, a professional can help you understand what’s going on and what to do.',
          'Asking for help early is usually easier than waiting for things to get worse.',
        ],
      ],
      followUp: [
        'How long have you been feeling like this?',
        'What holds you back, if anything, from asking for help?',
      ],
    },
  },
];

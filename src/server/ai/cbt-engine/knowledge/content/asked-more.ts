/**
 * More questions people ask in these conversations: parents who argue, what writing thoughts down
 * is for, unwanted thoughts that will not go, and grief for a pet.
 */
import type { KnowledgeEntry } from '../types';

export const ASKED_MORE_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'parents_arguing',
    kind: 'how_to',
    keys: 'i miei genitori litig=6, genitori litig=6, i miei litigano=6, quando litigano=2, sto in mezzo=4, in mezzo ai loro=4, parents fight=6, parents argue=6, parents arguing=6, parents fighting=6, parents keep fighting=6, when they fight=4, when they argue=4, stuck in the middle=4',
    forms: ['how', 'why', 'what', 'could', 'normal'],
    topics: ['family'],
    it: {
      text: [
        [
          'Quando i genitori litigano è naturale sentirsi in mezzo, ma i loro conflitti non sono tuoi da risolvere: sono due adulti, e il modo in cui si parlano è una loro responsabilità.',
          'Nel momento aiuta allontanarti invece di fare da arbitro: un’altra stanza, le cuffie, una passeggiata.',
          'A mente fredda puoi dire a uno dei due, con una frase semplice, come ti fa stare: «quando litigate mi sento in mezzo e sto male».',
        ],
        [
          'Sentirsi responsabili dei litigi dei genitori è molto comune, soprattutto per chi in famiglia ha sempre fatto da paciere, ma quello che succede tra loro non dipende da te.',
          'Puoi proteggere un tuo spazio: uscire dalla stanza, sentire un amico, dedicarti a qualcosa che ti assorba.',
          'Se le liti diventano minacce o violenza, parlane con un adulto di fiducia e, in un’emergenza, chiama il 112.',
        ],
      ],
      followUp: [
        'Cosa fai, di solito, mentre loro litigano?',
        'Con chi, fuori dalla famiglia, potresti parlarne?',
      ],
    },
    en: {
      text: [
        [
          'When parents argue it’s natural to feel caught in the middle, but their conflicts aren’t yours to solve: they are two adults, and how they speak to each other is their responsibility.',
          'In the moment it helps to step away rather than referee: another room, headphones, a walk.',
          'When things are calm, you can tell one of them in a simple sentence how it affects you: “when you fight I feel stuck in the middle and it hurts.”',
        ],
        [
          'Feeling responsible for your parents’ arguments is very common, especially if you’ve always been the peacemaker, but what happens between them doesn’t depend on you.',
          'You can protect some space of your own: leave the room, call a friend, get absorbed in something.',
          'If the arguments turn into threats or violence, tell an adult you trust and, in an emergency, call 112.',
        ],
      ],
      followUp: [
        'What do you usually do while they are arguing?',
        'Who outside the family could you talk to about it?',
      ],
    },
  },
  {
    id: 'writing_thoughts',
    kind: 'why',
    keys: 'scrivere i pensier=6, scrivere i miei pensier=6, scrivere quello che penso=5, scrivere cosa penso=5, mettere per iscritto=4, journaling=5, journal$=4, write down my thoughts=6, write my thoughts=6, writing my thoughts=6, writing down thoughts=6, writing things down=5, writing it down=4',
    forms: ['why', 'what', 'how', 'could', 'is_this'],
    it: {
      text: [
        [
          'Scrivere i pensieri li porta fuori dalla testa: sulla carta diventano frasi da guardare, invece di un rumore di fondo che gira in tondo.',
          'Aiuta anche a vedere gli schemi: in quali momenti tornano, cosa li accende e quali si ripetono.',
          'Bastano cinque o dieci minuti e tre domande semplici, cosa è successo, cosa ho pensato, cosa ho provato: non serve scrivere bene.',
        ],
        [
          'Quando un pensiero resta solo nella testa sembra un fatto; scritto, si può rileggere e chiedersi quanto è davvero vero.',
          'Molte persone notano che dopo qualche giorno di scrittura i pensieri ricorrenti perdono un po’ di forza, perché hanno un posto dove stare.',
          'Funziona meglio con regolarità, anche poche righe la sera, più che con una pagina lunga ogni tanto.',
        ],
      ],
      followUp: [
        'Quale pensiero ti piacerebbe provare a scrivere per primo?',
        'In che momento della giornata potresti prenderti cinque minuti per scrivere?',
      ],
    },
    en: {
      text: [
        [
          'Writing your thoughts down gets them out of your head: on paper they become sentences you can look at, instead of background noise going round in circles.',
          'It also helps you see patterns: when they come back, what sets them off and which ones repeat.',
          'Five or ten minutes and three simple questions are enough, what happened, what I thought, what I felt: it doesn’t need to be well written.',
        ],
        [
          'When a thought stays in your head it feels like a fact; written down, you can read it again and ask how true it really is.',
          'Many people notice that after a few days of writing, recurring thoughts lose some of their grip, because they have somewhere to go.',
          'It works best done regularly, even a few lines in the evening, rather than a long page once in a while.',
        ],
      ],
      followUp: [
        'Which thought would you like to try writing down first?',
        'When in your day could you take five minutes to write?',
      ],
    },
  },
  {
    id: 'unwanted_thoughts',
    kind: 'how_to',
    keys: 'pensieri intrusiv=6, pensieri del genere=4, persona cattiva=4, am i a bad person=5, bad person=3, il cervello mi manda=5, why does my brain=4, pensieri strani=5, pensieri brutti=4, pensieri che non voglio=6, mandarli via=4, la mente produce=4, produce pensieri=4, mando via=4, scacciar=3, cacciarli=3, intrusive thought=6, unwanted thought=6, weird thoughts=5, strange thoughts=5, thoughts i dont want=6, get rid of these thoughts=5, make them go away=4',
    forms: ['how', 'why', 'normal', 'what'],
    topics: ['intrusive'],
    it: {
      text: [
        [
          'Pensieri strani o sgradevoli che arrivano da soli capitano a quasi tutti: la mente produce di continuo idee a caso, e quelle che ci turbano restano impresse proprio perché ci turbano.',
          'Più si prova a cacciarli, più tornano: funziona meglio notarli, dirsi «è solo un pensiero, non un desiderio né un fatto», e tornare a quello che stavi facendo.',
          'Se ti occupano molte ore al giorno o ti spingono a fare rituali per calmarti, vale la pena parlarne con il medico di base o con uno psicologo.',
        ],
        [
          'Un pensiero indesiderato non dice niente di chi sei: anzi, di solito disturba proprio perché va contro quello a cui tieni.',
          'Invece di discuterci o di controllare se è tornato, prova a lasciarlo passare come una macchina per strada, senza salirci sopra.',
          'Con il tempo, meno peso gli dai, meno spesso torna e meno forte si fa sentire.',
        ],
        [
          'Non capita solo a te: quando si chiede a gente qualunque, la grande maggioranza racconta di aver avuto almeno una volta un pensiero improvviso di fare del male o di fare qualcosa di assurdo.',
          'La differenza non sta nel pensiero, ma in quanto ci si spaventa: chi lo trova orribile tende a controllarlo, e il controllo lo fa tornare.',
          'Parlarne, come stai facendo ora, è già un modo di togliergli potere.',
        ],
      ],
      followUp: [
        'Cosa fai, di solito, quando uno di questi pensieri arriva?',
        'In quali momenti della giornata tornano più spesso?',
      ],
    },
    en: {
      text: [
        [
          'Strange or unpleasant thoughts that pop up on their own happen to almost everyone: the mind produces random ideas all the time, and the ones that upset us stick precisely because they upset us.',
          'The harder you push them away, the more they come back: it works better to notice them, tell yourself “it’s just a thought, not a wish or a fact”, and go back to what you were doing.',
          'If they take up hours of your day or push you into rituals to calm down, it’s worth talking to your GP or a psychologist.',
        ],
        [
          'An unwanted thought says nothing about who you are: it usually bothers you precisely because it goes against what you care about.',
          'Instead of arguing with it or checking whether it has come back, try letting it pass like a car on the street, without getting in.',
          'Over time, the less weight you give it, the less often it comes back and the quieter it gets.',
        ],
        [
          'It doesn’t happen only to you: when ordinary people are asked, the great majority say they have had at least one sudden thought of doing harm or of doing something absurd.',
          'The difference is not the thought but how frightened we are of it: those who find it horrible tend to watch out for it, and watching makes it come back.',
          'Talking about it, as you are doing now, already takes some of its power away.',
        ],
      ],
      followUp: [
        'What do you usually do when one of these thoughts arrives?',
        'At what times of day do they come back most often?',
      ],
    },
  },
  {
    id: 'pet_grief',
    kind: 'normal',
    keys: 'animale=4, cane=3, cagnolin=3, gatto=3, gattin=3, pet$=5, pets$=4, dog$=3, cat$=3',
    requires:
      'mort=1, perso=1, perdita=1, lutto=1, manca=1, soffrire=1, soffro=1, piang=1, morire=1, died=1, lost=1, loss=1, grie=1, death=1, miss=1, cry=1, crying=1, mourn=1',
    forms: ['normal', 'is_this', 'how', 'why'],
    it: {
      text: [
        [
          'Il dolore per la morte di un animale è un lutto vero: era una presenza di ogni giorno, un legame fatto di abitudini e di affetto senza condizioni.',
          'Non è esagerato né sciocco soffrire così tanto; a volte pesa di più proprio perché chi ci sta intorno non lo riconosce come un lutto.',
          'Aiuta concedersi un piccolo saluto, una foto, un ricordo scritto, e parlarne con chi lo ha conosciuto.',
        ],
        [
          'Perdere un animale lascia un vuoto nei gesti quotidiani, la passeggiata, il rientro a casa, ed è lì che la mancanza si sente di più.',
          'Il dolore di solito si fa più leggero con il tempo, a ondate, e non c’è una durata giusta.',
          'Riempire piano piano quei momenti vuoti con qualcosa di tuo aiuta, senza fretta di sostituire niente.',
        ],
      ],
      followUp: [
        'Qual è il momento della giornata in cui ti manca di più?',
        'C’è un ricordo che ti va di raccontarmi?',
      ],
    },
    en: {
      text: [
        [
          'The pain of losing a pet is real grief: they were there every day, a bond made of habits and unconditional affection.',
          'It isn’t silly or excessive to hurt this much; sometimes it weighs more precisely because people around you don’t treat it as a loss.',
          'It helps to allow yourself a small goodbye, a photo, a few written memories, and to talk with someone who knew them.',
        ],
        [
          'Losing a pet leaves a gap in everyday moments, the walk, coming home, and that’s where you feel the absence most.',
          'The pain usually gets lighter with time, in waves, and there is no right length for it.',
          'Slowly filling those empty moments with something of your own helps, with no rush to replace anything.',
        ],
      ],
      followUp: [
        'At what time of day do you miss them most?',
        'Is there a memory of them you’d like to tell me about?',
      ],
    },
  },
];

/**
 * Social occasions: what to talk about at a work dinner with colleagues one barely knows (simple
 * openers, questions about the other, listening more than talking is fine), and how long to stay at
 * a party before leaving without seeming rude (a time decided beforehand, a warm goodbye).
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const SOCIAL_OCCASION_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'work_dinner_talk',
    kind: 'how_to',
    keys: 'cena di lavoro=6, cene di lavoro=6, cena aziendale=6, cene aziendali=6, cena con i colleghi=6, cena con colleghi=6, cena tra colleghi=6, cena con dei colleghi=6, pranzo di lavoro=5, pranzo con i colleghi=5, pranzo con colleghi=5, aperitivo di lavoro=5, aperitivo con i colleghi=5, aperitivo con colleghi=5, festa aziendale=5, cena di natale=3, colleghi che conosco appena=5, colleghi che conosci appena=5, colleghi nuovi=3, nuovi colleghi=3, conosco appena=3, conosci appena=3, conosco poco=2, colleghi=0.5, di cosa parlo=3, di cosa si parla=3, cosa si dice=3, cosa dico=0.5, cosa dire=0.5, argomenti=2, work dinner=6, work dinners=6, team dinner=6, company dinner=6, business dinner=6, dinner with colleagues=6, dinner with coworkers=6, dinner with my colleagues=6, work lunch=5, team lunch=5, work drinks=5, drinks with colleagues=5, office party=5, work party=5, christmas party=3, colleagues i barely know=5, coworkers i barely know=5, barely know=3, hardly know=3, colleagues=0.5, coworkers=0.5, co workers=0.5, what to talk about=3, talk about=0.5, make conversation=3, what to say=0.5, small talk=2',
    requires:
      'parl=0, dire=0, dice=0, dico=0, argoment=0, conversazion=0, chiacchier=0, silenzi=0, talk=0, say=0, conversation=0, chat=0, topics=0, silence=0, small talk=0',
    forms: ['how', 'what', 'normal'],
    topics: ['work', 'social_anxiety'],
    it: lc(
      [
        'A una cena di lavoro nessuno si aspetta discorsi brillanti: bastano aperture semplici, per esempio chiedere com’è andata la settimana, da quanto tempo lavora lì o di cosa si sta occupando il suo gruppo.',
        'Le domande sull’altra persona funzionano quasi sempre: «da quanto lavori qui?», «hai programmi per le vacanze?», «cosa mi consigli del menù?».',
        'Pettegolezzi sugli altri colleghi e lamentele sul capo conviene lasciarli fuori, almeno all’inizio.',
        'E va benissimo ascoltare più che parlare: chi fa una domanda e poi segue la risposta con interesse lascia quasi sempre un buon ricordo.',
      ],
      [
        'Con colleghi che conosci appena un terreno comune c’è già: il lavoro, preso dal lato più leggero, come il tragitto per arrivare, i primi tempi in azienda, un progetto appena chiuso.',
        'Da lì ci si può spostare piano verso la persona: cosa fa nel fine settimana, se viene da un’altra città, se ha animali o figli.',
        'Se ti trovi più a tuo agio ad ascoltare, non è un difetto: riprendere un dettaglio di quello che dice l’altro («ah, hai un cane? di che razza?») tiene viva la conversazione senza bisogno di raccontare molto di te.',
      ],
      [
        'Quale domanda potresti tenere pronta per l’inizio della cena?',
        'Con quale collega ti sembra più facile cominciare?',
      ],
    ),
    en: lc(
      [
        'Nobody expects sparkling conversation at a work dinner: simple openers are plenty, like how the day went, how long they’ve been with the company or what their team is busy with at the moment.',
        'Questions about the other person almost always land: "how did you end up in this line of work?", "any plans for the holidays?", "what would you order here?".',
        'Gossip about other colleagues and complaints about the boss are best left out, at least to begin with.',
        'And it’s completely fine to listen more than you talk: someone who asks a question and really follows the answer usually leaves a good impression.',
      ],
      [
        'With colleagues you barely know, you already share some ground: work, seen from its lighter side, like the commute, what their first weeks were like, a project that has just wrapped up.',
        'From there you can drift gently towards the person: what they do at weekends, where they grew up, whether they have pets or kids.',
        'If you’re more comfortable listening, that isn’t a flaw: picking up a detail of what they said ("oh, you have a dog? what breed?") keeps things going without you having to say much about yourself.',
      ],
      [
        'What question could you keep ready for the start of the dinner?',
        'Which colleague seems easiest to start with?',
      ],
    ),
  },
  {
    id: 'leave_event_early',
    kind: 'how_to',
    keys: 'quanto devo restare=6, quanto devo rimanere=6, quanto dovrei restare=6, quanto dovrei rimanere=6, quanto restare=5, quanto rimanere=5, quanto tempo devo stare=5, quanto tempo resto=5, quanto resto=4, quando posso andare via=5, quando me ne posso andare=5, posso andare via=4, andare via=2, andarmene=3, andarsene=3, me ne vado=2, me ne posso andare=4, andare via prima=5, andarmene prima=5, andare via presto=5, andarmene presto=5, uscire prima=2, brutta figura=3, maleducat=2, scortes=2, festa=1, feste=1, cena=1, evento=1, matrimonio=1, compleanno=1, serata=1, how long do i have to stay=6, how long should i stay=6, how long do i need to stay=6, how long must i stay=6, how long to stay=5, stay before=4, before i can leave=5, before i leave=4, before leaving=3, stay at the party=4, stay at a party=4, prima di andare via=4, prima di andarmene=4, restare alla festa=4, rimanere alla festa=4, when can i leave=5, leave early=5, leaving early=5, go home early=4, head home early=4, leave a party=5, leave the party=5, leave parties=5, slip away=4, head out=3, look rude=3, seem rude=3, rude$=2, party=1, parties=1, event=1, dinner=1, wedding=1, birthday=1',
    requires:
      'restare=0, rimanere=0, resto$=0, andare via=0, andar via=0, andarmene=0, andarsene=0, me ne vado=0, me ne posso andare=0, uscire prima=0, stay=0, staying=0, leave=0, leaving=0, head out=0, go home=0, head home=0, slip away=0',
    forms: ['how', 'normal', 'is_this'],
    topics: ['social_anxiety', 'friends'],
    it: lc(
      [
        'Non c’è un tempo minimo scritto da nessuna parte: a una festa o a una cena, un’ora o un’ora e mezza di solito basta per esserci davvero, salutare chi conta e fare due chiacchiere.',
        'Aiuta deciderlo prima di arrivare, per esempio «resto fino al dolce» o «fino alle dieci»: avere già un orario toglie il pensiero di dover scegliere il momento giusto per tutta la sera.',
        'Quando arriva l’ora basta un saluto caldo a chi ti ha invitato, come «grazie, è stata una bella serata, ora vado»: andare via presto è permesso, e quasi nessuno ci fa caso quanto temi.',
      ],
      [
        'Andare via presto non è di per sé maleducazione: chi organizza di solito ricorda che c’eri e come hai salutato, molto più dell’orario in cui hai ripreso il cappotto.',
        'Un’idea pratica è fissare in anticipo un tempo ragionevole, più o meno un’ora, oppure subito dopo il brindisi o la torta, e dirlo pure con leggerezza, senza giustificarti troppo: «stasera mi fermo un po’, domani mi alzo presto».',
        'Al momento di andare bastano un grazie a chi ti ha invitato e un saluto a chi hai vicino.',
      ],
      [
        'Per la prossima occasione, a che ora ti piacerebbe poter andare via?',
        'Che frase potresti usare per salutare in modo breve e caldo?',
      ],
    ),
    en: lc(
      [
        'There’s no minimum written down anywhere: at a party or a dinner, an hour or an hour and a half is usually plenty to really be there, greet the people who matter and have a few chats.',
        'It helps to decide before you arrive, say "I’ll stay until dessert" or "until ten": having a time already set spares you from hunting for the right moment all evening.',
        'When the time comes, a warm goodbye to the host is enough, something like "thank you, it’s been a lovely evening, I’m heading off": leaving early is allowed, and far fewer people notice than you fear.',
      ],
      [
        'Leaving early isn’t rude in itself: what hosts tend to remember is that you came and how you said goodbye, much more than the time on the clock when you left.',
        'A practical approach is to settle on a reasonable time in advance, say an hour or so, or right after the toast or the cake, and even mention it lightly without over-explaining: "I can only stay a little while tonight, early start tomorrow."',
        'When you go, a thank-you to whoever invited you and a goodbye to the people nearby are all it takes.',
      ],
      [
        'Next time, what time would you like to feel free to leave?',
        'What short, warm line could you use to say goodbye?',
      ],
    ),
  },
];

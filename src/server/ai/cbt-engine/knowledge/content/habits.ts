/** Procrastination, perfectionism, self-compassion, saying no, and time for oneself. */
import type { KnowledgeEntry } from '../types';

export const HABIT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'habit_procrastination',
    kind: 'how_to',
    keys: 'procrastin=4, procastin=4, rimand=3, non riesco a iniziare=4, non riesco a cominciare=4, non riesco a mettermi=4, mettermi a=1, iniziare=1, cominciare=1, procrastinat=4, put off=3, putting off=3, putting things off=2, cant get started=4, get started=2, start$=1, 5 minute rule=6, five minute rule=6, regola dei 5 minuti=6, regola dei cinque minuti=6, foglio bianco=4, pagina bianca=4, blank page=4',
    forms: ['how', 'why', 'what'],
    topics: ['procrastination'],
    it: {
      text: [
        [
          'Procrastinare quasi mai è pigrizia: di solito è un modo per evitare un’emozione scomoda legata al compito, come la paura di sbagliare, la noia o la sensazione di non sapere da dove partire.',
          'Per sbloccarti scegli il passo più piccolo possibile, così piccolo da sembrare ridicolo, come aprire il file o scrivere il titolo.',
          'Poi prova la regola dei cinque minuti: ti impegni solo per cinque minuti, con il permesso di smettere dopo, e spesso scopri che il difficile era cominciare.',
        ],
        [
          'Un compito grande e vago spaventa, uno piccolo e preciso si fa: spezza il lavoro in passi da 15-20 minuti, ognuno con un verbo concreto, come «leggere le pagine 10-15».',
          'Metti il primo passo a un orario preciso e per quel tempo togli le distrazioni, per esempio lasciando il telefono in un’altra stanza.',
          'Quando lo finisci segnalo come fatto: vedere i progressi aiuta più di qualunque rimprovero.',
        ],
      ],
      followUp: [
        'Qual è il compito che stai rimandando, e quale sarebbe il suo primo passo più piccolo?',
        'Cosa provi nel momento esatto in cui stai per iniziare e poi rimandi?',
      ],
    },
    en: {
      text: [
        [
          'Procrastination is hardly ever laziness: it’s usually a way of dodging an uncomfortable feeling tied to the task, like fear of getting it wrong, boredom or not knowing where to begin.',
          'To get unstuck, pick the smallest possible step, so small it feels silly, like opening the file or writing the title.',
          'Then try the five-minute rule: commit to just five minutes, with permission to stop afterwards, and you’ll often find starting was the hard part.',
        ],
        [
          'A big, vague task is scary, a small, precise one gets done: split the work into 15-20 minute steps, each with a concrete verb, like "read pages 10-15".',
          'Give the first step a set time and remove distractions for that slot, for instance by leaving your phone in another room.',
          'When you finish it, tick it off: seeing progress helps more than any telling-off.',
        ],
      ],
      followUp: [
        'What’s the task you’re putting off, and what would its smallest first step be?',
        'What do you feel at the exact moment you’re about to start and then put it off?',
      ],
    },
  },
  {
    id: 'habit_perfectionism',
    kind: 'how_to',
    keys: 'perfezionis=4, perfett=2, mai abbastanza=2, abbastanza buon=4, riscritt=3, riscrivo=3, rilegg=2, perfectionis=4, perfect$=2, good enough=4, never good enough=3, rewrote=3, rewrite=3, rewriting=3, reread=2',
    forms: ['how', 'why', 'what'],
    topics: ['perfectionism'],
    it: {
      text: [
        [
          'Il perfezionismo promette sicurezza, ma spesso porta a rimandare, a non finire e a non sentirsi mai all’altezza.',
          'Prima di iniziare un compito decidi un criterio di «finito» concreto, per esempio «tre pagine, rilette una volta», e quando lo raggiungi fermati, anche se potresti limare ancora.',
          'All’inizio sarà scomodo, ma noterai che un risultato «abbastanza buono» quasi sempre va bene anche agli altri.',
        ],
        [
          'Un esperimento utile è consegnare apposta qualcosa al 90 per cento e osservare cosa succede davvero: di solito molto meno di quanto temevi.',
          'Aiuta anche distinguere gli standard alti, che motivano, da quelli impossibili, che ti fanno sentire sempre in difetto.',
          'Chiediti quanto tempo costa l’ultimo 10 per cento, e se vale davvero quel tempo.',
        ],
      ],
      followUp: [
        'C’è un compito di questi giorni per cui potresti decidere adesso cosa vuol dire «finito»?',
        'Cosa pensi che succederebbe se consegnassi qualcosa di non perfetto?',
      ],
    },
    en: {
      text: [
        [
          'Perfectionism promises safety, but it often leads to putting things off, not finishing and never feeling good enough.',
          'Before you start a task, decide on a concrete "finished" criterion, for instance "three pages, read through once", and when you reach it, stop, even if you could keep polishing.',
          'It will feel uncomfortable at first, but you’ll notice that a "good enough" result is almost always fine for other people too.',
        ],
        [
          'A useful experiment is deliberately handing something in at 90 per cent and watching what actually happens: usually far less than you feared.',
          'It also helps to tell high standards, which motivate, apart from impossible ones, which leave you always falling short.',
          'Ask yourself how much time the last 10 per cent costs, and whether it’s really worth that time.',
        ],
      ],
      followUp: [
        'Is there a task this week where you could decide right now what "finished" means?',
        'What do you think would happen if you handed in something that wasn’t perfect?',
      ],
    },
  },
  {
    id: 'habit_self_compassion',
    kind: 'definition',
    keys: 'autocompassion=4, auto compassion=4, compassione verso me=4, compassione verso se=4, gentile con me=3, gentil con me stess=3, debolezza=2, autocritic=3, critico con me=3, critica con me=3, mi critico=3, duro con me=3, dura con me=3, self compassion=4, kind to myself=3, kinder to myself=3, weakness=2, weak$=1, self criticism=3, self critical=3, hard on myself=3',
    forms: ['what', 'how', 'why', 'is_this', 'normal'],
    topics: ['self_esteem', 'self_compassion'],
    it: {
      text: [
        [
          'L’autocompassione è trattarsi, nei momenti difficili, con la stessa gentilezza che useresti con una persona cara: riconoscere che stai soffrendo, ricordare che capita a tutti e chiederti di cosa hai bisogno.',
          'Non è debolezza né un modo per giustificarsi: le ricerche mostrano che chi si tratta con più gentilezza si rialza prima dagli errori e ci riprova di più, perché non vive ogni errore come una colpa da scontare.',
          'Prova a chiederti «cosa direi a un amico in questa situazione?», e poi a dirlo a te.',
        ],
        [
          'Essere gentili con sé non vuol dire abbassare gli standard, ma smettere di usare la critica come una frusta.',
          'La voce critica di solito fa sentire peggio e spinge a evitare le sfide, mentre una voce incoraggiante aiuta a guardare gli errori e a correggerli.',
          'Un gesto semplice è mettere una mano sul petto e dirti: «è un momento difficile, e posso stare dalla mia parte».',
        ],
      ],
      followUp: [
        'Cosa ti dici di solito quando sbagli, e con che tono?',
        'Cosa diresti a una persona cara nella tua stessa situazione?',
      ],
    },
    en: {
      text: [
        [
          'Self-compassion means treating yourself, in hard moments, with the same kindness you’d offer someone you love: recognising that you’re struggling, remembering that it happens to everyone, and asking what you need.',
          'It isn’t weakness or making excuses: research shows that people who treat themselves more kindly bounce back from mistakes sooner and try again more, because they aren’t afraid of being punished by themselves.',
          'Try asking yourself "what would I say to a friend in this situation?", and then say it to yourself.',
        ],
        [
          'Being kind to yourself doesn’t mean lowering your standards; it means no longer using criticism as a whip.',
          'The critical voice usually makes you feel worse and pushes you to avoid challenges, while an encouraging voice helps you look at mistakes and fix them.',
          'One simple gesture is putting a hand on your chest and telling yourself: "this is a hard moment, and I can be on my own side".',
        ],
      ],
      followUp: [
        'What do you usually tell yourself when you get something wrong, and in what tone?',
        'What would you say to someone you love in your situation?',
      ],
    },
  },
  {
    id: 'habit_assertiveness',
    kind: 'how_to',
    keys: 'dire di no=4, dire no=3, dico di no=4, dirgli di no=4, dirle di no=4, assertiv=4, limiti$=2, confini=2, compiacere=3, accontentare tutti=3, say no=4, saying no=4, assertive=4, boundar=3, people pleas=4, stand up for myself=4',
    forms: ['how', 'what', 'why'],
    topics: ['boundaries'],
    it: {
      text: [
        [
          'Un «no» assertivo è chiaro, gentile e breve, senza troppe giustificazioni: più spieghi, più dai all’altro appigli per insistere.',
          'Una formula che funziona è riconoscere la richiesta, dire di no e, se vuoi, proporre un’alternativa: «Capisco che ti serva una mano, ma questo fine settimana non posso; se vuoi, martedì ti aiuto per un’ora».',
          'Se l’altra persona insiste, puoi ripetere con calma la stessa frase, come un disco rotto, senza alzare il tono.',
        ],
        [
          'Dire di no può far sentire in colpa, soprattutto all’inizio, ma la colpa non è la prova che stai sbagliando: è un’abitudine che sta cambiando.',
          'Prova uno schema in tre parti, fatto, emozione, richiesta: «Quando mi chiedi di restare oltre l’orario, mi sento sotto pressione; ti chiedo di avvisarmi almeno un giorno prima».',
          'Puoi anche prenderti tempo con «ci penso e ti faccio sapere», che ti lascia lo spazio per decidere con calma.',
        ],
      ],
      followUp: [
        'A chi ti viene più difficile dire di no, e in quale situazione?',
        'Come suonerebbe, con parole tue, il prossimo «no» che vorresti dire?',
      ],
    },
    en: {
      text: [
        [
          'An assertive "no" is clear, kind and short, without lots of justification: the more you explain, the more hooks the other person has to push back.',
          'A formula that works is acknowledging the request, saying no and, if you like, offering an alternative: "I can see you need a hand, but I can’t this weekend; if it helps, I can give you an hour on Tuesday."',
          'If the other person insists, you can calmly repeat the same sentence, like a broken record, without raising your voice.',
        ],
        [
          'Saying no can bring up guilt, especially at first, but guilt isn’t proof you’re doing something wrong: it’s a habit that’s changing.',
          'Try a three-part script, fact, feeling, request: "When you ask me to stay late, I feel under pressure; I’d like you to let me know at least a day before."',
          'You can also buy time with "let me think about it and get back to you", which gives you room to decide calmly.',
        ],
      ],
      followUp: [
        'Who do you find it hardest to say no to, and in what situation?',
        'How would the next "no" you’d like to say sound, in your own words?',
      ],
    },
  },
  {
    id: 'habit_me_time',
    kind: 'normal',
    keys: 'egoist=4, tempo per me=4, tempo per se=3, spazio per me=3, pensare a me=3, prendermi cura di me=3, selfish=4, time for myself=4, time to myself=4, me time=4, take care of myself=3, putting myself first=4',
    forms: ['normal', 'is_this', 'what', 'could'],
    topics: ['boundaries', 'self_care'],
    it: {
      text: [
        [
          'No, volere del tempo per te non è egoismo: è manutenzione, come ricaricare il telefono per poterlo usare.',
          'Chi si occupa degli altri senza mai fermarsi di solito finisce per avere meno pazienza ed energie proprio per loro.',
          'Il senso di colpa che senti è comprensibile, soprattutto se hai l’abitudine di mettere gli altri prima, ma non è la prova che stai facendo qualcosa di sbagliato.',
        ],
        [
          'Prendersi del tempo è un bisogno, non un lusso: anche un’ora alla settimana solo tua può cambiare il tono delle giornate.',
          'Egoismo sarebbe ignorare sempre i bisogni degli altri, mentre tu stai chiedendo spazio anche per i tuoi, che è diverso.',
          'Può aiutare comunicarlo in modo semplice, «il giovedì sera lo tengo per me», e trattarlo come un appuntamento vero.',
        ],
      ],
      followUp: [
        'Cosa faresti, se avessi un’ora solo per te questa settimana?',
        'Chi o cosa ti fa sentire in colpa quando ti prendi del tempo?',
      ],
    },
    en: {
      text: [
        [
          'No, wanting time for yourself isn’t selfish: it’s maintenance, like charging your phone so you can use it.',
          'People who look after others without ever stopping usually end up with less patience and energy for those very people.',
          'The guilt you feel makes sense, especially if you’re used to putting others first, but it isn’t proof that you’re doing something wrong.',
        ],
        [
          'Taking time for yourself is a need, not a luxury: even one hour a week that’s just yours can change the tone of your days.',
          'Selfish would be always ignoring other people’s needs, whereas you’re asking for room for yours too, which is different.',
          'It can help to say it simply, "Thursday evenings are for me", and treat it like a real appointment.',
        ],
      ],
      followUp: [
        'What would you do with an hour just for you this week?',
        'Who or what makes you feel guilty when you take time for yourself?',
      ],
    },
  },
];

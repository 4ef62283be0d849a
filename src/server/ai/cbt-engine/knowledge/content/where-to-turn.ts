/**
 * Asked for something to read, for help as a carer, or for the name of a fear: where to turn,
 * said plainly. Only what is real (the app's library, self-help books based on CBT, the services a
 * carer can ask for), never a diagnosis.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const WHERE_TO_TURN_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'self_help_reading',
    kind: 'how_to',
    keys: 'libero$=-9, libera$=-9, liberi$=-9, libere$=-9, giorno libero=-9, libro=4, libri=4, un libro=5, da leggere=4, lettura=3, letture=3, manuale=3, book=4, books=4, a book=5, to read=3, reading=2, recommend=2, consigli=1, consigliare=2, consigliarmi=3, podcast=2',
    requires:
      'un libro, dei libri, qualche libro, libro su, libro sull, libri su, libri sull, cosa leggere, qualcosa da leggere, una lettura, letture, manuale di, a book, any books, some books, book about, book on, books about, books on, something to read, what to read, reading list',
    forms: ['what', 'how', 'could', 'should', 'where'],
    topics: ['help'],
    it: lc(
      [
        'Più di un titolo preciso, conta il tipo di libro: un manuale di auto-aiuto basato sulla terapia cognitivo-comportamentale, scritto da psicologi, con esercizi da fare sulla carta e non solo pagine da leggere.',
        'Uno psicologo, il medico di base o una buona libreria possono indicartene uno in italiano adatto a quello che vivi; diffida dei libri che promettono di far sparire l’ansia in pochi giorni.',
        'Nella biblioteca dell’app, intanto, trovi guide brevi su ansia, sonno e stress, scritte per essere lette in dieci minuti.',
      ],
      [
        'Un libro utile di solito ha tre cose: spiega come funziona l’ansia senza farti sentire in difetto, propone esercizi pratici e ti chiede di provarli tra un capitolo e l’altro.',
        'I manuali di auto-aiuto basati sulla CBT sono i più studiati; chiedi a un professionista o in libreria di consigliartene uno, e leggilo con una matita in mano, un capitolo alla volta.',
        'Se vuoi cominciare subito, nella biblioteca dell’app ci sono guide complete e programmi tematici.',
      ],
      ['Su cosa ti piacerebbe leggere per primo: ansia, sonno, pensieri che girano?', 'Preferisci qualcosa da leggere o qualcosa da ascoltare?'],
    ),
    en: lc(
      [
        'More than a particular title, what matters is the kind of book: a self-help workbook based on cognitive behavioural therapy, written by psychologists, with exercises to do on paper rather than only pages to read.',
        'Well-known examples are "Mind Over Mood" by Greenberger and Padesky and the "Overcoming" series (such as "Overcoming Anxiety"); a psychologist, your GP or a library can point you to one that fits what you are going through.',
        'Meanwhile, the app’s library has short guides on anxiety, sleep and stress you can read in ten minutes.',
      ],
      [
        'A useful book usually has three things: it explains how anxiety works without making you feel broken, it offers practical exercises, and it asks you to try them between chapters.',
        'CBT self-help workbooks are the most studied; in the UK many libraries lend them through the Reading Well scheme, and be wary of any book that promises to make anxiety vanish in a few days.',
        'If you want to start right away, the app’s library has complete guides and thematic programs.',
      ],
      ['What would you most like to read about first: anxiety, sleep, thoughts that go round?', 'Would you rather have something to read or something to listen to?'],
    ),
  },
  {
    id: 'carer_support',
    kind: 'how_to',
    keys: 'assiste=4, assistere=4, assisto=4, caregiver=5, badante=4, assistenza domiciliare=6, servizi per=4, qualcuno che venga=5, aiuto in casa=4, ore di aiuto=4, assistente sociale=5, carer=5, carers=5, caring for=4, look after my=3, looking after my=3, home care=5, respite=5, someone to come in=5, care assessment=5, carer s assessment=6, social worker=4, services for=3',
    requires:
      'assiste, assistere, assisto, caregiver, badante, assistenza domiciliare, qualcuno che venga, aiuto in casa, assistente sociale, carer, carers, caring for, looking after, home care, respite, someone to come in, care assessment, social worker',
    forms: ['what', 'how', 'could', 'should', 'where', 'is_this'],
    topics: ['help'],
    it: lc(
      [
        'Sì, chi assiste un familiare può chiedere aiuto, e non è un favore: il primo passo è il medico di base, che può attivare l’assistenza domiciliare con l’ASL, e i servizi sociali del Comune, che conoscono gli aiuti della tua zona, anche per qualche ora a settimana.',
        'Chiedi anche se nella tua zona ci sono centri diurni o ricoveri di sollievo per qualche giorno, e informati su permessi e agevolazioni per chi assiste un genitore con un patronato.',
        'Prendersi qualche ora per sé non toglie niente al genitore: è quello che ti permette di continuare a esserci.',
      ],
      [
        'Esistono, anche se spesso bisogna chiederli: i servizi sociali del Comune e il medico di base sono le due porte da cui passano quasi tutti gli aiuti, dall’assistenza a casa ai centri diurni.',
        'Aiuta arrivare con una lista: cosa fai ogni giorno, in quali momenti ti servirebbe qualcuno, cosa il genitore non riesce più a fare da solo.',
        'Anche le associazioni dei familiari, per esempio quelle legate alla malattia del tuo genitore, danno consigli pratici e la compagnia di chi vive la stessa cosa.',
      ],
      ['Chi potresti chiamare per primo questa settimana?', 'In quale momento della settimana ti servirebbe di più qualche ora di aiuto?'],
    ),
    en: lc(
      [
        'Yes, people who care for a relative can ask for help, and it isn’t a favour: your GP and the local council’s adult social care team are the two doors most help comes through, from carers coming in for a few hours to day centres.',
        'In the UK you can ask the council for a carer’s assessment, which looks at what you need, not only what your parent needs; ask about respite care too, so you can have a break.',
        'Taking a few hours for yourself takes nothing away from your parent: it’s what lets you keep going.',
      ],
      [
        'They exist, although you often have to ask: a social worker or the council’s care team, and your parent’s GP, can tell you what is available where you live.',
        'It helps to go with a list: what you do each day, at which times you would need someone, what your parent can no longer do alone.',
        'Carers’ organisations, and charities linked to your parent’s illness, give practical advice and a place where you don’t feel alone.',
      ],
      ['Who could you call first this week?', 'At what time of the week would a few hours of help make the most difference?'],
    ),
  },
  {
    id: 'fear_of_vomiting',
    kind: 'definition',
    keys: 'vomit=5, vomitare=5, vomito=5, rimettere=3, emetofobia=6, emetophobia=6, being sick=4, throwing up=5, throw up=5, stomach bug=3, virus intestinale=3, name for this=2, nome per questo=2, un nome=1, fobia=2, fobie=2, phobia=2, phobias=2',
    requires: 'vomit, vomitare, vomito, rimettere, emetofobia, emetophobia, being sick, throwing up, throw up, stomach bug, virus intestinale',
    forms: ['what', 'is_this', 'normal', 'how', 'why', 'could'],
    topics: ['anxiety'],
    it: lc(
      [
        'Sì, ha un nome: la paura intensa di vomitare, o di veder vomitare, si chiama emetofobia, ed è più comune di quanto si pensi.',
        'Come le altre fobie spesso porta a evitare: cibi, ristoranti, viaggi, persone malate; l’evitamento calma per un momento ma insegna al cervello che il pericolo era vero.',
        'Si affronta come le altre fobie, con la terapia cognitivo-comportamentale e l’esposizione graduale, a piccoli passi e con un professionista che ti accompagna.',
      ],
      [
        'Quello che descrivi ha un nome, emetofobia: la paura di vomitare che spinge a controllare quello che si mangia, a stare lontano da chi è malato, a evitare posti e situazioni.',
        'La buona notizia è che risponde bene agli stessi approcci delle altre fobie: capire il circolo paura ed evitamento, e poi avvicinarsi un passo alla volta a ciò che si teme.',
        'Il medico di base può indirizzarti a uno psicologo che lavora con la CBT; mangiare poco per paura, se va avanti, è un motivo in più per parlarne con lui.',
      ],
      ['Cosa eviti di più, in questo periodo, per paura di stare male?', 'Da quanto tempo questa paura decide cosa mangi o dove vai?'],
    ),
    en: lc(
      [
        'Yes, it has a name: an intense fear of vomiting, or of seeing someone vomit, is called emetophobia, and it is more common than people think.',
        'Like other phobias it often leads to avoiding things: foods, restaurants, travel, people who are ill; avoiding calms you for a moment but teaches the brain that the danger was real.',
        'It is treated like other phobias, with cognitive behavioural therapy and gradual exposure, in small steps and with a professional alongside you.',
      ],
      [
        'What you describe has a name, emetophobia: a fear of being sick that leads people to watch what they eat, keep away from anyone ill, and avoid places and situations.',
        'The good news is that it responds to the same approaches as other phobias: understanding the loop of fear and avoidance, then moving towards what you fear one step at a time.',
        'Your GP can refer you to a psychologist who works with CBT; eating less out of fear, if it goes on, is one more reason to talk to them.',
      ],
      ['What are you avoiding most at the moment, for fear of being sick?', 'How long has this fear been deciding what you eat or where you go?'],
    ),
  },
  {
    id: 'flustered_in_the_moment',
    kind: 'how_to',
    keys: 'nel pallone=5, vado in tilt=5, andare in tilt=5, in tilt=3, mi agito=2, non capisco cosa mi dicono=5, non capisco cosa dicono=5, trucco=1, get flustered=5, flustered=4, rattled=4, get rattled=4, lose my head=3, cant understand what they say=5, dont understand what they say=5, trick=1',
    requires:
      'nel pallone, in tilt, non capisco cosa mi dicono, non capisco cosa dicono, flustered, rattled, lose my head, understand what they say',
    forms: ['how', 'could', 'what'],
    topics: ['anxiety'],
    it: lc(
      [
        'Quando si va nel pallone la cosa più utile è guadagnare tempo: una frase pronta, come «scusi, può ripetere più lentamente?» oppure «me lo può scrivere?», ti dà qualche secondo e di solito l’altra persona rallenta volentieri.',
        'Nel frattempo un’espirazione lunga, più lunga dell’inspirazione, abbassa un po’ l’allarme del corpo.',
        'Andare con i punti scritti aiuta proprio per questo: se la testa si svuota, il foglio resta.',
      ],
      [
        'Il pallone arriva quando la mente prova a capire tutto e insieme a giudicarsi mentre lo fa: è normale, soprattutto in una lingua che stai ancora imparando.',
        'Un trucco semplice è avere due o tre frasi per chiedere aiuto, scritte sul telefono, e usarle senza scusarti troppo: chiedere di ripetere è parte della conversazione, non un fallimento.',
        'E se qualcosa resta poco chiaro, puoi sempre dire «ci penso e le faccio sapere»: non tutto va deciso in quel momento.',
      ],
      ['Quale frase ti piacerebbe avere pronta, per quel momento?', 'Cosa ti succede di solito, nel corpo, quando senti che stai per andare nel pallone?'],
    ),
    en: lc(
      [
        'When you get flustered, the most useful thing is to buy time: a ready phrase, like "sorry, could you say that more slowly?" or "could you write that down?", gives you a few seconds, and most people slow down gladly.',
        'Meanwhile, a long breath out, longer than the breath in, turns the body’s alarm down a little.',
        'Going with your points written down helps for exactly this reason: if your head empties, the paper stays.',
      ],
      [
        'Getting flustered happens when the mind tries to understand everything and judge itself at the same time: it’s normal, especially in a language you are still learning.',
        'A simple trick is to keep two or three phrases for asking for help on your phone, and use them without apologising too much: asking someone to repeat is part of the conversation, not a failure.',
        'And if something stays unclear, you can always say "let me think about it and get back to you": not everything has to be decided on the spot.',
      ],
      ['Which phrase would you like to have ready for that moment?', 'What usually happens in your body when you feel yourself getting flustered?'],
    ),
  },
];

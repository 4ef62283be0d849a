/** CBT itself: the model, the traps as a family, automatic thoughts, the thought record, CBT as a therapy. */
import type { KnowledgeEntry } from '../types';

export const CBT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'cbt_model',
    kind: 'definition',
    keys: 'modello cognitiv=4, triangolo cognitiv=4, modello abc=4, schema abc=4, pensieri influenz=3, pensier=1, emozion=1, comportament=1, collegat=1, legame=1, cbt triangle=4, cognitive triangle=4, cognitive model=4, thoughts affect=3, thoughts influence=3, thoughts and feelings=3, thought=1, feeling=1, behavio=1, connected=1, linked=1',
    forms: ['what', 'why', 'how'],
    topics: ['cbt'],
    it: {
      text: [
        [
          'Il modello della CBT parte da un’idea semplice: non sono solo le situazioni a farci stare in un certo modo, ma anche il modo in cui le interpretiamo.',
          'Pensieri, emozioni, sensazioni del corpo e comportamenti si influenzano a vicenda: un pensiero come «farò una figuraccia» porta ansia, l’ansia spinge a evitare, ed evitare conferma il pensiero.',
          'Per questo cambiare anche un solo pezzo del circolo, un pensiero o un’azione, può cambiare come ti senti.',
        ],
        [
          'Immagina due persone a cui un amico non risponde a un messaggio: una pensa «sarà impegnato» e resta tranquilla, l’altra pensa «ce l’ha con me» e si agita.',
          'La situazione è la stessa, ma il pensiero cambia l’emozione, e l’emozione cambia quello che facciamo dopo.',
          'La CBT lavora proprio su questo legame, aiutando a notare i pensieri automatici e a metterli alla prova.',
        ],
      ],
      followUp: [
        'Ti va di scomporre una situazione recente in situazione, pensiero, emozione e azione?',
        'In una situazione che ti ha pesato di recente, qual è stato il primo pensiero che hai avuto?',
      ],
    },
    en: {
      text: [
        [
          'The CBT model starts from a simple idea: it isn’t only situations that make us feel a certain way, but also how we interpret them.',
          'Thoughts, feelings, body sensations and behaviour all affect each other: a thought like "I’ll embarrass myself" brings anxiety, anxiety pushes you to avoid, and avoiding confirms the thought.',
          'That’s why changing even one piece of the loop, a thought or an action, can change how you feel.',
        ],
        [
          'Picture two people whose friend doesn’t answer a message: one thinks "they must be busy" and stays calm, the other thinks "they’re annoyed with me" and gets upset.',
          'The situation is the same, but the thought changes the feeling, and the feeling changes what we do next.',
          'CBT works on exactly this link, helping you notice automatic thoughts and put them to the test.',
        ],
      ],
      followUp: [
        'Would you like to break a recent situation down into situation, thought, feeling and action?',
        'In a situation that weighed on you recently, what was the first thought you had?',
      ],
    },
  },
  {
    id: 'cbt_what',
    kind: 'definition',
    keys: 'terapia cognitivo comportamental=4, cognitivo comportamental=4, cbt$=4, tcc$=4, psicoterapia cognitiv=4, cognitive behavio=4, cognitive therapy=4',
    forms: ['what', 'how', 'why', 'could'],
    topics: ['cbt'],
    it: {
      text: [
        [
          'La terapia cognitivo-comportamentale (CBT) è un approccio psicologico che lavora sul legame tra pensieri, emozioni e comportamenti, concentrandosi sul presente.',
          'È tra le terapie più studiate per ansia, stress e umore basso: con un professionista si impara a riconoscere i pensieri che fanno stare male, a verificarli e a provare comportamenti nuovi, con esercizi anche tra un incontro e l’altro.',
          'Io uso alcune sue idee per aiutarti a riflettere, ma non sono una terapia e non sostituisco un terapeuta.',
        ],
        [
          'La CBT parte dall’idea che il modo in cui interpretiamo le cose influenza come ci sentiamo e cosa facciamo, e che queste interpretazioni si possono osservare e mettere alla prova.',
          'Di solito è un percorso abbastanza breve e concreto, con obiettivi condivisi con il terapeuta e piccoli compiti da provare nella vita di tutti i giorni.',
          'Gli strumenti che trovi qui, come il diario dei pensieri, si ispirano alla CBT, ma un percorso vero e proprio si fa con uno psicologo o uno psicoterapeuta.',
        ],
      ],
      followUp: [
        'C’è qualcosa in particolare su cui ti piacerebbe lavorare?',
        'Ti va di provare uno di questi strumenti su una situazione che stai vivendo?',
      ],
    },
    en: {
      text: [
        [
          'Cognitive behavioural therapy (CBT) is a psychological approach that works on the link between thoughts, feelings and behaviour, with a focus on the present.',
          'It’s among the most studied therapies for anxiety, stress and low mood: with a professional you learn to spot the thoughts that make you feel bad, test them, and try out new behaviours, with exercises between sessions too.',
          'I use some of its ideas to help you reflect, but I’m not therapy and I don’t replace a therapist.',
        ],
        [
          'CBT starts from the idea that the way we interpret things shapes how we feel and what we do, and that those interpretations can be observed and tested.',
          'It’s usually a fairly short, practical course, with goals agreed with the therapist and small tasks to try in everyday life.',
          'The tools you’ll find here, like the thought record, are inspired by CBT, but a real course of therapy happens with a psychologist or psychotherapist.',
        ],
      ],
      followUp: [
        'Is there something in particular you’d like to work on?',
        'Would you like to try one of these tools on something you’re going through?',
      ],
    },
  },
  {
    id: 'cbt_thinking_traps',
    kind: 'definition',
    keys: 'distorsion=4, distorsioni cognitive=1, trappole di pensiero=4, trappole mentali=4, trappola=3, errori di pensiero=4, errori cognitiv=4, bias cognitiv=3, cognitive distortion=4, distortion=4, thinking trap=4, thinking traps=1, thinking error=4, unhelpful thinking=4, cognitive bias=3',
    forms: ['what', 'how', 'why'],
    topics: ['cbt'],
    it: {
      text: [
        [
          'Le trappole di pensiero, o distorsioni cognitive, sono scorciatoie che la mente prende soprattutto sotto stress, e che portano a conclusioni più negative di quanto dicano i fatti.',
          'Capitano a tutti e non sono un difetto: sono abitudini, e come tutte le abitudini si possono notare e cambiare.',
          'Tra le più comuni ci sono la catastrofizzazione, la lettura del pensiero, il pensiero tutto-o-nulla e le doverizzazioni.',
        ],
        [
          'Sono modi ricorrenti e un po’ automatici di interpretare le cose, come immaginare subito il peggio o dare per certo cosa pensano gli altri.',
          'Riconoscerli aiuta a prendere un po’ di distanza: invece di «è così», diventa «questo è un pensiero, e forse è una trappola».',
          'Quando ne noto una in quello che scrivi posso fartela vedere, e possiamo guardarla insieme.',
        ],
      ],
      followUp: [
        'Ce n’è una in cui ti riconosci più spesso?',
        'Vuoi scrivermi un pensiero che ti torna spesso, così vediamo se c’è una trappola?',
      ],
    },
    en: {
      text: [
        [
          'Thinking traps, or cognitive distortions, are shortcuts the mind takes especially under stress, leading to conclusions more negative than the facts support.',
          'Everyone falls into them and they’re not a flaw: they’re habits, and like any habit they can be noticed and changed.',
          'Some of the most common are catastrophizing, mind reading, all-or-nothing thinking and should statements.',
        ],
        [
          'They’re recurring, fairly automatic ways of reading situations, like jumping to the worst or feeling sure what others think.',
          'Recognising them helps you get some distance: instead of "this is how it is", it becomes "this is a thought, and maybe a trap".',
          'When I notice one in what you write I can point it out, and we can look at it together.',
        ],
      ],
      followUp: [
        'Is there one you recognise yourself in most often?',
        'Would you like to write me a thought that keeps coming back, so we can see whether there’s a trap in it?',
      ],
    },
  },
  {
    id: 'cbt_automatic_thoughts',
    kind: 'definition',
    keys: 'pensieri automatic=4, pensiero automatic=4, automatic thought=4, automatic negative=4, negative automatic=4, go straight to=3, goes straight to=3, jump straight to=3, jumps straight to=3, la testa va subito=4, la mente va subito=4, mi viene subito da pensare=4, first thing my head=3, first thing my mind=3, jump to the worst=3, jumps to the worst=3, straight to the worst=3, assume the worst=3, penso sempre al peggio=3, penso subito al peggio=3, pensare sempre al peggio=3, pensare subito al peggio=3',
    forms: ['what', 'how', 'why'],
    topics: ['cbt'],
    it: {
      text: [
        [
          'I pensieri automatici sono le frasi che la mente produce da sola, in un istante, davanti a una situazione: «non ce la farò», «ho sbagliato tutto».',
          'Arrivano così in fretta che sembrano fatti e non opinioni, ed è per questo che influenzano tanto le emozioni.',
          'Il primo passo è accorgersene: quando senti salire un’emozione, chiediti «cosa mi è appena passato per la testa?».',
        ],
        [
          'Sono pensieri brevi e spontanei, spesso giudizi o previsioni, che non scegliamo ma che ci attraversano la mente di continuo.',
          'In partenza non sono né veri né falsi: sono ipotesi, e nella CBT si impara a metterle alla prova come farebbe un investigatore.',
          'Scriverli per qualche giorno aiuta a vedere quali tornano più spesso.',
        ],
      ],
      followUp: [
        'Qual è un pensiero automatico che ti capita spesso?',
        'Ti ricordi cosa ti è passato per la testa l’ultima volta che è salita l’ansia?',
      ],
    },
    en: {
      text: [
        [
          'Automatic thoughts are the sentences the mind produces on its own, in an instant, in response to a situation: "I won’t manage", "I’ve ruined everything".',
          'They arrive so fast they feel like facts rather than opinions, which is why they affect our feelings so much.',
          'The first step is noticing them: when you feel an emotion rise, ask yourself "what just went through my mind?".',
        ],
        [
          'They’re short, spontaneous thoughts, often judgements or predictions, that we don’t choose but that pass through our minds all the time.',
          'To begin with they’re neither true nor false: they’re hypotheses, and in CBT you learn to test them the way a detective would.',
          'Writing them down for a few days helps you see which ones come back most often.',
        ],
      ],
      followUp: [
        'What’s an automatic thought you have often?',
        'Do you remember what went through your mind the last time anxiety rose?',
      ],
    },
  },
];

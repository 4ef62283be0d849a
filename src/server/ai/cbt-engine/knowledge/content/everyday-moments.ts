/**
 * Small moments people ask about before or after the fact: the interview question on one's
 * weaknesses, how long to wait before replying to a message, the night before a big day, and
 * "pensi che capirà?", how someone will take what the person means to say or do.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const EVERYDAY_MOMENT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'interview_weakness',
    kind: 'how_to',
    keys: 'punti deboli=7, punto debole=7, i tuoi difetti=6, i miei difetti=5, difetti=3, pregi e difetti=6, weakness$=3, weaknesses=7, greatest weakness=8, biggest weakness=8, your weakness=7, my weakness=6, strengths and weaknesses=7, colloqui=2, interview=2, self compassion=-9, autocompassion=-9, gentil=-4',
    requires: 'punti deboli, punto debole, pregi e difetti, i tuoi difetti, i miei difetti, weaknesses, greatest weakness, biggest weakness, your weakness, my weakness',
    forms: ['how', 'what', 'should', 'could'],
    topics: ['work'],
    it: lc(
      [
        'La domanda sui punti deboli non cerca una confessione: vuole vedere se sai guardarti con onestà e cosa fai per migliorare.',
        'Funziona scegliere un difetto vero ma non centrale per quel lavoro, dirlo in una frase e poi raccontare cosa fai in concreto per gestirlo, con un piccolo esempio.',
        'Meglio evitare i finti difetti come «sono troppo perfezionista» detti come un vanto: suonano preparati, mentre un limite vero con la sua strategia suona sicuro.',
      ],
      [
        'Prepararla prima toglie metà dell’ansia: scrivi un limite reale, una situazione in cui si è visto e cosa hai cambiato da allora.',
        'Per esempio: «a volte fatico a delegare; da qualche mese divido i compiti all’inizio del progetto e faccio il punto ogni venerdì».',
        'Detta così non è un’ammissione di debolezza, ma una prova di consapevolezza, che è proprio quello che chi ti ascolta vuole sentire.',
      ],
      ['Quale limite vero potresti raccontare, e cosa fai già per gestirlo?', 'Come suonerebbe la tua risposta, in due frasi?'],
    ),
    en: lc(
      [
        'The weakness question isn’t after a confession: it wants to see whether you can look at yourself honestly and what you do to improve.',
        'What works is choosing a real weakness that isn’t central to that job, saying it in one sentence and then describing what you actually do to manage it, with a small example.',
        'It’s best to avoid fake weaknesses like "I’m too much of a perfectionist" said as a boast: they sound rehearsed, while a real limit with its strategy sounds confident.',
      ],
      [
        'Preparing it beforehand takes away half the anxiety: write down a real limit, a situation where it showed and what you have changed since.',
        'For example: "I sometimes find it hard to delegate; for a few months now I split the tasks at the start of a project and check in every Friday".',
        'Put like that it isn’t an admission of weakness but proof of self-awareness, which is exactly what the person listening wants to hear.',
      ],
      ['Which real limit could you talk about, and what do you already do to manage it?', 'How would your answer sound, in two sentences?'],
    ),
  },
  {
    id: 'reply_wait',
    kind: 'how_to',
    keys: 'aspettare prima di rispondere=8, quanto aspettare per rispondere=8, rispondere subito=5, rispondo subito=4, risposta al messaggio=4, rispondere al messaggio=5, sembrare disperat=5, sembrare appiccicos=5, wait before replying=8, wait before texting back=8, wait to reply=7, wait to text back=7, reply straight away=5, text back=4, texting back=4, look desperate=5, seem desperate=5, seem too keen=5, double text=6, double texting=6',
    requires:
      'aspettare prima di rispondere, quanto aspettare per rispondere, rispondere subito, rispondo subito, rispondere al messaggio, risposta al messaggio, wait before replying, wait before texting back, wait to reply, wait to text back, reply straight away, text back, texting back, double text, double texting',
    forms: ['how', 'should', 'what', 'could', 'normal'],
    topics: ['relationship', 'friends'],
    it: lc(
      [
        'Non c’è un tempo giusto da rispettare: le regole su quanti minuti aspettare servono soprattutto a calmare l’ansia, e finiscono per tenerla accesa.',
        'Funziona di più rispondere quando hai davvero qualcosa da dire e il tempo per dirlo, con il tono che useresti dal vivo, e poi posare il telefono.',
        'Se noti che ogni messaggio ti costa mezz’ora di riscritture, è l’ansia che cerca la frase perfetta: scrivila una volta, rileggila una volta, e invia.',
      ],
      [
        'Il tempo di risposta dice molto meno di quanto l’ansia immagina: le persone rispondono tardi per stanchezza, lavoro o distrazione, quasi mai per calcolo.',
        'Un criterio semplice è chiederti «cosa farei se non avessi paura di come sembro?», e fare quello.',
        'Dopo l’invio, aiuta darti qualcosa da fare per un po’, invece di controllare se il messaggio è stato letto.',
      ],
      ['Cosa temi che possa pensare, se rispondi subito?', 'Cosa faresti se non avessi paura di come sembri?'],
    ),
    en: lc(
      [
        'There is no right amount of time to wait: rules about how many minutes to leave mostly serve to calm the anxiety, and end up keeping it switched on.',
        'What works better is replying when you actually have something to say and the time to say it, in the tone you would use face to face, and then putting the phone down.',
        'If each message costs you half an hour of rewrites, that is the anxiety looking for the perfect sentence: write it once, read it once, and send.',
      ],
      [
        'Reply times say much less than anxiety imagines: people answer late out of tiredness, work or distraction, hardly ever out of calculation.',
        'A simple test is to ask yourself "what would I do if I weren’t afraid of how it looks?", and do that.',
        'After sending, it helps to give yourself something to do for a while, instead of checking whether it has been read.',
      ],
      ['What are you afraid they might think if you reply straight away?', 'What would you do if you weren’t afraid of how it looks?'],
    ),
  },
  {
    id: 'night_before',
    kind: 'how_to',
    keys: 'la sera prima=7, la notte prima=7, il giorno prima=4, sera prima del=6, notte prima del=6, the night before=7, night before my=7, evening before=6, day before my=4, primo giorno=3, first day=3',
    requires: 'la sera prima, la notte prima, sera prima del, notte prima del, the night before, night before my, evening before',
    forms: ['how', 'what', 'should', 'could'],
    topics: ['work', 'study', 'sleep'],
    it: lc(
      [
        'La sera prima conta più preparare il mattino che ripassare: vestiti, borsa, documenti e percorso pronti tolgono alla mente le cose da tenere a galla.',
        'Poi aiuta chiudere con un gesto preciso, un ultimo sguardo agli appunti di dieci minuti al massimo, e passare a qualcosa di tranquillo che non c’entra.',
        'Se il sonno arriva tardi non è un disastro: una notte più corta pesa sulla prestazione molto meno di quanto si teme, perché l’adrenalina del giorno dopo compensa.',
      ],
      [
        'Un modo per svuotare la testa è scrivere su un foglio tutto quello che ti gira dentro, domande e preoccupazioni comprese, e lasciarlo lì fino al mattino.',
        'Tieni la sera simile alle altre, con cena e orari soliti: cambiare tutto proprio quella sera segnala al corpo che sta per succedere qualcosa di grave.',
        'E se a letto i pensieri ripartono, ricordati che stare sdraiati a riposare aiuta comunque, anche senza dormire subito.',
      ],
      ['Cosa potresti preparare stasera, così domattina hai una cosa in meno?', 'Cosa ti aiuta di solito a staccare, la sera?'],
    ),
    en: lc(
      [
        'The night before, getting the morning ready matters more than going over things: clothes, bag, documents and the route sorted take things off your mind.',
        'Then it helps to close with a set gesture, one last look at your notes for ten minutes at most, and move on to something calm and unrelated.',
        'If sleep comes late it isn’t a disaster: one shorter night affects performance far less than people fear, because the next day’s adrenaline makes up for it.',
      ],
      [
        'One way to empty your head is to write down everything going round in it, questions and worries included, and leave the sheet there until morning.',
        'Keep the evening like any other, with your usual dinner and times: changing everything that very night signals to the body that something serious is coming.',
        'And if the thoughts start up again in bed, remember that lying there resting still helps, even without falling asleep straight away.',
      ],
      ['What could you get ready tonight, so the morning has one thing less?', 'What usually helps you switch off in the evening?'],
    ),
  },
  {
    id: 'their_reaction_guess',
    kind: 'normal',
    keys: 'pensi che capira=7, capira$=3, capirann=3, la prendera bene=6, la prendera male=6, la prenderanno=5, si offendera=5, gli piacera=5, le piacera=5, gli piacerebbe=5, le piacerebbe=5, ci rimarra male=5, ci rimarranno male=5, troppo aggressiv=5, troppo diretto=4, troppo diretta=4, troppo brusc=4, sembrera strano=4, sarebbe strano=3, do you think they d like=7, would they like=6, would he like=6, would she like=6, will he understand=6, will she understand=6, will they understand=6, take it well=6, take it badly=6, too aggressive=5, too blunt=5, too pushy=5, would it be weird=5, would it feel sad=5, be offended=4, would he mind=5, would she mind=5',
    requires:
      'pensi che capira, capira$, capirann, la prendera, la prenderanno, si offendera, gli piacera, le piacera, gli piacerebbe, le piacerebbe, ci rimarra, ci rimarranno, troppo aggressiv, troppo diretto, troppo diretta, troppo brusc, sembrera strano, do you think they d like, would they like, would he like, would she like, will he understand, will she understand, will they understand, take it well, take it badly, too aggressive, too blunt, too pushy, would it be weird, would it feel sad, be offended, would he mind, would she mind',
    forms: ['could', 'is_this', 'normal', 'should', 'what'],
    topics: ['partner', 'family', 'friends', 'work'],
    it: lc(
      [
        'Come reagirà non posso saperlo, e a dirla tutta non puoi saperlo nemmeno tu finché non succede: quello che dipende da te è il modo in cui lo porti.',
        'Di solito le persone colgono il tono più delle parole: detta con calma, partendo da te e non da un’accusa, anche una cosa difficile arriva meglio di quanto temiamo.',
        'E se la reazione non fosse quella che speri, non vorrebbe dire che hai sbagliato a parlare: sarebbe un’informazione, non un verdetto su di te.',
      ],
      [
        'Nessuno può prevedere con sicurezza la reazione di un altro, ma si può guardare se quello che vuoi dire è chiaro, gentile e vero.',
        'Una prova semplice è immaginarla detta a te da una persona che ti vuole bene: se la riceveresti come un segno di fiducia, probabilmente lo è.',
        'Il resto, come la prenderà, appartiene all’altra persona, e si può riparlarne dopo se serve.',
      ],
      ['Cosa ti piacerebbe che capisse, alla fine?', 'Come la riceveresti tu, se te la dicesse una persona cara?'],
    ),
    en: lc(
      [
        'I can’t know how they will react, and to be fair neither can you until it happens: what depends on you is the way you bring it.',
        'People usually pick up the tone more than the words: said calmly, starting from you rather than from a reproach, even something hard lands better than we fear.',
        'And if the reaction isn’t the one you hope for, it wouldn’t mean you were wrong to speak: it would be information, not a verdict on you.',
      ],
      [
        'Nobody can predict for sure how someone else will respond, but you can check whether what you want to say is clear, kind and true.',
        'A simple test is to imagine it said to you by someone who cares about you: if you would take it as a sign of trust, it probably is one.',
        'The rest, how they take it, belongs to them, and you can talk about it again afterwards if you need to.',
      ],
      ['What would you like them to understand, in the end?', 'How would you take it, if someone close said it to you?'],
    ),
  },
  {
    id: 'new_job_start',
    kind: 'how_to',
    keys: 'prima impressione=7, buona impressione=6, primo giorno di lavoro=6, primi giorni=4, nuovo lavoro=1, nuovi colleghi=2, first impression=7, good impression=6, first day at=5, first week=3, new job=1, new colleagues=2, new team=2, impostor=-9, impostore=-9, fraud=-9, all altezza=-6, tell my=-6, dirlo a=-6',
    requires: 'impressione, primo giorno, primi giorni, impression, first day, first week',
    forms: ['how', 'what', 'should', 'could', 'normal'],
    topics: ['work'],
    it: lc(
      [
        'Nei primi giorni nessuno si aspetta che tu sappia già tutto: si aspettano che tu faccia domande, ascolti e ti ricordi qualche nome, e questo basta per una buona impressione.',
        'Aiuta avere un quaderno per annotare nomi, procedure e domande, così non devi tenerle a mente e puoi chiederle tutte insieme al momento giusto.',
        'Sentirsi spaesati o lenti nelle prime settimane è normale: di solito ci vogliono un paio di mesi perché un posto nuovo diventi familiare.',
      ],
      [
        'La prima impressione si fa più con la curiosità che con la perfezione: un saluto, una domanda sul lavoro degli altri e un grazie sincero contano più di qualsiasi risposta brillante.',
        'Scegli una o due persone a cui rivolgerti per i dubbi, e chiedi presto cosa si aspettano da te nel primo mese.',
        'Se la sera ripensi a ogni piccola gaffe, ricordati che anche i colleghi hanno avuto un primo giorno, e ricordano molto meno di quanto temi.',
      ],
      ['Cosa ti preoccupa di più del primo giorno?', 'Quale domanda potresti preparare per la prima settimana?'],
    ),
    en: lc(
      [
        'In the first days nobody expects you to know everything: they expect you to ask questions, listen and remember a few names, and that is enough for a good impression.',
        'It helps to keep a notebook for names, procedures and questions, so you don’t have to hold them in your head and can ask them all at the right moment.',
        'Feeling lost or slow in the first weeks is normal: it usually takes a couple of months for a new place to feel familiar.',
      ],
      [
        'A first impression is made more by curiosity than by perfection: a hello, a question about other people’s work and a sincere thank you count more than any clever answer.',
        'Choose one or two people to go to with questions, and ask early what they expect from you in the first month.',
        'If in the evening you go over every little slip, remember your colleagues had a first day too, and they remember far less than you fear.',
      ],
      ['What worries you most about the first day?', 'Which question could you prepare for the first week?'],
    ),
  },
];

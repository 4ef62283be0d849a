/**
 * Getting going: where to start when it all feels like too much, weighing a choice with a pros and
 * cons list, talking to people at a class or a group, and a fear of flying (turbulence, why knowing
 * the figures is not enough, courses).
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const GETTING_GOING_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'pros_cons_list',
    kind: 'how_to',
    keys: 'pro e contro=6, lista dei pro=6, pros and cons=6, pro con list=6, pros cons=5, list of pros=6',
    forms: ['how', 'is_this', 'normal', 'what'],
    topics: ['work', 'partner'],
    it: lc(
      [
        'La lista dei pro e dei contro funziona, a patto di non limitarti a contare le righe: dai a ogni voce un peso da 1 a 10, perché un solo punto importante può valere più di dieci piccoli.',
        'Accanto, scrivi come ti senti immaginando ciascuna scelta già fatta: la lista mette in ordine i pensieri, la sensazione ti dice cosa conta per te.',
        'E se mentre la scrivi ti accorgi di sperare in un risultato preciso, anche quello è un’informazione utile.',
      ],
      [
        'Una lista aiuta di più se la scrivi due volte, a qualche giorno di distanza: i punti che restano uguali sono quelli che contano davvero.',
        'Se alla fine è ancora in parità, immagina di lanciare una moneta: nel momento in cui cade, spesso ti accorgi di quale risultato speravi.',
        'Nessuna lista decide al posto tuo, ma rende la scelta meno confusa e più tua.',
      ],
      ['Qual è la voce che, da sola, pesa di più?', 'Come ti senti immaginando di aver già scelto?'],
    ),
    en: lc(
      [
        'A pros and cons list does work, as long as you don’t just count the lines: give each item a weight from 1 to 10, because one important point can outweigh ten small ones.',
        'Next to it, write how you feel picturing each choice already made: the list puts your thoughts in order, the feeling tells you what matters to you.',
        'And if while writing it you notice you’re hoping for a particular result, that’s useful information too.',
      ],
      [
        'A list helps more if you write it twice, a few days apart: the points that stay the same are the ones that really count.',
        'If it still comes out even, imagine tossing a coin: the moment it lands, you often notice which result you were hoping for.',
        'No list decides for you, but it makes the choice less muddled and more your own.',
      ],
      ['Which single item weighs the most?', 'How do you feel picturing the choice already made?'],
    ),
  },
  {
    id: 'small_talk',
    kind: 'how_to',
    keys: 'what to talk about=5, di cosa si parla=5, sconosciut=3, strangers=3, talk about with people=5, people i don t know=4, people i dont know=4, di cosa parlare=5, cosa dire a=2, persone che non conosco=4, get out of a conversation=6, end a conversation=6, leave a conversation=6, wrap up a conversation=6, conversation that s dying=6, uscire da una conversazione=6, chiudere una conversazione=6, without being rude=2, senza essere scortese=2',
    forms: ['how', 'what'],
    topics: ['friends', 'social_anxiety'],
    it: lc(
      [
        'Con chi non conosci, gli argomenti più facili sono quelli che avete lì in comune: come conoscete chi vi ha invitato, il posto, il cibo, cosa fate nel fine settimana.',
        'Le domande aperte, quelle che iniziano con «come» o «cosa», tengono viva la conversazione più di quelle a cui si risponde sì o no, e riprendere un dettaglio della risposta («ah, arrampichi? dove?») fa il resto.',
        'Non serve essere interessanti: basta essere interessati, e alla maggior parte delle persone piace raccontarsi.',
      ],
      [
        'Chiudere una conversazione con garbo è più semplice di quanto sembri: una frase breve e calda, come «mi ha fatto piacere parlare con te, vado a prendere da bere», a una festa è normale e nessuno se la prende.',
        'Il momento giusto è una pausa: riprendi qualcosa che ha detto l’altra persona («in bocca al lupo per il trasloco!») e poi vai, oppure coinvolgi qualcun altro.',
        'Alle feste tutti si spostano: lasciare una conversazione fa parte del gioco, non è un rifiuto.',
      ],
      [
        'Quale domanda aperta potresti tenere pronta per iniziare?',
        'Cosa ti piacerebbe che succedesse, se la conversazione andasse bene?',
      ],
    ),
    en: lc(
      [
        'With people you don’t know, the easiest topics are the ones you share right there: how you know the host, the place, the food, what they do at the weekend.',
        'Open questions, the ones that start with “how” or “what”, keep things going more than yes-or-no ones, and picking up a detail from the answer (“oh, you climb? where?”) does the rest.',
        'You don’t need to be interesting: being interested is enough, and most people enjoy talking about themselves.',
      ],
      [
        'Ending a conversation politely is simpler than it seems: a short line that closes warmly, like “it was nice talking to you, I’m going to grab a drink”, is normal at a party and nobody takes it badly.',
        'A natural moment is a pause: pick up something they said (“good luck with the move!”) and then go, or bring someone else into the conversation.',
        'At parties everyone moves around: leaving a conversation is part of how they work, not a rejection.',
      ],
      [
        'What open question could you have ready to start with?',
        'What would you like to happen if the conversation went well?',
      ],
    ),
  },
  {
    id: 'rambling',
    kind: 'how_to',
    keys: 'rambl=5, divag=5, perdo il filo=4, parlo troppo=3, giro intorno=3, lose my thread=4, go off on a tangent=5, talk too much=3, waffle=4, waffling=4',
    forms: ['how', 'why', 'normal'],
    topics: ['performance'],
    it: lc(
      [
        'Quando l’agitazione ti fa divagare, una forma semplice tiene le risposte compatte: prima rispondi alla domanda in una frase, poi porta un solo esempio (la situazione, cosa hai fatto, com’è finita), poi fermati.',
        'Una pausa di un paio di secondi prima di rispondere va benissimo, e sembra riflessione più che nervosismo.',
        'Se ti accorgi che stai andando lungo, puoi chiudere con «quindi, in breve…» e restituire la parola.',
      ],
      [
        'Spesso si divaga per paura di lasciare fuori qualcosa: preparare per ogni domanda probabile tre punti chiave, non un testo, toglie quel bisogno di dire tutto.',
        'Allenati a rispondere in un minuto col timer, ad alta voce: registrarti ti mostra subito dove ti allunghi.',
        'E ricordati che chi ascolta preferisce una risposta breve e chiara, a cui può fare una domanda in più, a una lunga e completa.',
      ],
      [
        'Qual è la domanda su cui temi di più di allungarti?',
        'Quali sarebbero i tuoi tre punti per la prima domanda?',
      ],
    ),
    en: lc(
      [
        'When nerves make you ramble, a simple shape keeps answers tight: answer the question in one sentence first, then give one example (the situation, what you did, how it ended), then stop.',
        'A pause of a couple of seconds before answering is fine, and reads as thoughtful rather than nervous.',
        'If you notice you’re going on, you can land it with “so, in short…” and hand it back.',
      ],
      [
        'People often ramble for fear of leaving something out: preparing three key points for each likely question, not a script, takes away that need to say everything.',
        'Practise answering in one minute with a timer, out loud: recording yourself shows you straight away where you drift.',
        'And remember that listeners prefer a short, clear answer they can follow up on to a long, complete one.',
      ],
      [
        'Which question are you most worried about going on too long?',
        'What would your three points be for the first question?',
      ],
    ),
  },
  {
    id: 'group_activity_talk',
    kind: 'how_to',
    keys: 'parkrun=5, gruppo di corsa=4, running club=4, run club=4, book club=2, club$=1, talk to each other=4, chat to each other=4, parlano tra loro=4, parlano tra di loro=4, si parla=2, attaccare bottone=5, strike up=4, chat to people=4, people chat=3',
    forms: ['how', 'is_this', 'normal'],
    topics: ['friends', 'loneliness'],
    it: lc(
      [
        'Ai corsi, ai gruppi di corsa e nelle associazioni la gente parla, soprattutto prima dell’inizio e alla fine: all’ingresso, mentre si aspetta, al bar dopo.',
        'Diventa più facile dalla seconda o terza volta: sono le stesse facce viste più volte a far nascere le chiacchiere, per questo tornare con regolarità conta più che andarci una volta.',
        'Per cominciare basta una frase sulla cosa che state facendo, come «vieni spesso?» o «da quanto lo fai?»; e fare il volontario, dove si può, dà un ruolo e un motivo per parlare.',
      ],
      [
        'Sì, nella maggior parte dei gruppi qualcuno parla, ma spesso tocca a chi è nuovo fare il primo piccolo passo: chi c’è da tempo ha già i suoi giri e non sempre pensa a includere.',
        'Arrivare qualche minuto prima e fermarsi qualche minuto dopo moltiplica le occasioni più di qualsiasi frase perfetta.',
        'Se la prima volta nessuno ti rivolge la parola, non dice niente di te: è solo la prima volta.',
      ],
      [
        'Cosa potresti dire a qualcuno, la prima volta, per rompere il ghiaccio?',
        'Riesci a immaginarti di tornarci per tre settimane di fila?',
      ],
    ),
    en: lc(
      [
        'At classes, running groups and clubs people do talk, mostly before the start and at the end: on the way in, while waiting, in the café afterwards.',
        'It gets easier from the second or third time: seeing the same faces again is what starts conversations, which is why going regularly matters more than going once.',
        'One line about what you’re both doing is enough to begin, like “do you come every week?” or “how long have you been doing this?”; and volunteering, where you can, gives you a role and a reason to chat.',
      ],
      [
        'Yes, in most groups people chat, but it’s often up to the newcomer to take the first small step: people who have been going for a while have their circles and don’t always think to include someone new.',
        'Arriving a few minutes early and staying a few minutes after multiplies the chances more than any perfect opening line.',
        'If nobody talks to you the first time, it says nothing about you: it’s just the first time.',
      ],
      [
        'What could you say to someone the first time, to break the ice?',
        'Can you picture going back three weeks in a row?',
      ],
    ),
  },
  {
    id: 'fear_of_flying',
    kind: 'how_to',
    keys: 'paura di volare=6, paura dell aereo=6, terrore dell aereo=6, aere=4, volare=3, volo$=3, voli$=2, turbolenz=5, decollo=3, atterragg=3, fear of flying=6, scared of flying=6, afraid of flying=6, flying=4, fly$=3, flight=3, flights=2, plane$=4, planes$=3, turbulence=5, take off=2, takeoff=3, landing=2, fight or flight=-9, al volo=-6',
    forms: ['how', 'why', 'could', 'is_this', 'normal'],
    topics: ['anxiety'],
    it: lc(
      [
        'Le turbolenze sono scossoni dovuti all’aria in movimento, un po’ come le buche per un’auto: gli aerei sono costruiti per reggerne di molto più forti, e per chi ha la cintura allacciata non sono un pericolo.',
        'Fanno paura perché il corpo sente il movimento e la mente lo legge come una caduta; aiuta sapere che i piloti le prevedono e le attraversano di routine.',
        'Mentre ci sono, può aiutare un’espirazione lunga e lenta, con la schiena e i piedi ben appoggiati, invece di irrigidirti sul bracciolo.',
      ],
      [
        'La paura non legge le statistiche: la parte del cervello che fa scattare l’allarme impara dall’esperienza, non dai numeri, e ogni volo passato stringendo i denti le conferma che era pericoloso.',
        'Per questo sapere non basta, e servono esperienze nuove a piccoli passi, come guardare video di decolli, passare del tempo in aeroporto o fare un volo breve, restando nella sensazione finché scende da sola.',
        'Evitare di volare dà sollievo subito ma tiene viva la paura; affrontarla con gradualità la fa calare.',
      ],
      [
        'Qual è il momento del volo che ti spaventa di più?',
        'Quale sarebbe un primo passo piccolo, prima della partenza?',
      ],
      [
        'I corsi per la paura di volare di solito uniscono informazioni su come funziona il volo, tecniche per gestire l’ansia e spesso un volo accompagnato, e per molte persone funzionano: riducono la paura, anche se raramente la azzerano.',
        'Rendono di più se ti eserciti anche fuori dal corso, per esempio ripassando le tecniche nei giorni prima della partenza.',
        'Se l’ansia è molto forte, puoi parlarne anche con il medico di base o con uno psicologo, che su questa paura lavora bene con la terapia cognitivo-comportamentale.',
      ],
    ),
    en: lc(
      [
        'Turbulence is the plane being jolted by moving air, a bit like potholes for a car: aircraft are built to handle far stronger jolts, and for anyone with their seatbelt on it isn’t dangerous.',
        'It’s frightening because the body feels the movement and the mind reads it as falling; it helps to know that pilots expect it and fly through it routinely.',
        'While it’s happening, a long slow breath out can help, with your back and feet well supported, instead of stiffening against the armrest.',
      ],
      [
        'Fear doesn’t read statistics: the part of the brain that sounds the alarm learns from experience, not from numbers, and every flight spent gritting your teeth tells it that it was dangerous.',
        'That’s why knowing isn’t enough, and what helps is new experience in small steps, like watching take-off videos, spending time at an airport or taking a short flight, staying with the feeling until it drops by itself.',
        'Avoiding flying brings relief straight away but keeps the fear alive; facing it gradually makes it ease.',
      ],
      ['Which moment of the flight scares you most?', 'What would a small first step be, before the trip?'],
      [
        'Fear of flying courses usually combine information on how flying works, techniques for handling anxiety and often an accompanied flight, and for many people they work: they reduce the fear, even if they rarely erase it.',
        'They work better if you practise outside the course too, for example going over the techniques in the days before you leave.',
        'If the anxiety is very strong, you can also talk to your GP or a psychologist, who can work on this fear with cognitive behavioural therapy.',
      ],
    ),
  },
];

/** Where to start at all: after the entries that name what is to be started (meditation, a task…). */
export const WHERE_TO_START_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'where_to_start',
    kind: 'how_to',
    keys: 'da dove comincio=4, da dove si comincia=4, da dove inizio=4, da dove si inizia=4, da dove parto=4, da dove si parte=4, da dove partire=4, da dove cominciare=4, da dove iniziare=4, where do i start=4, where do i even start=4, where to start=4, where do i begin=4, where to begin=4, where should i start=4, where do we start=4, where does one start=4, first step=4, first small step=4, first tiny step=4, first thing to do=3, primo passo=4, il primo passo=4, prima cosa da fare=3, the very first=2, took the first step=-8, made the first step=-8, done the first step=-8, ho fatto il primo passo=-8, fatto il primo passo=-8',
    forms: ['how', 'where'],
    it: lc(
      [
        'Si comincia dal pezzo più piccolo e concreto, non dal tutto: per un’agitazione che torna spesso, per esempio, da un solo momento di oggi, scrivendo cosa è successo, cosa hai pensato e cosa hai provato.',
        'Per una cosa rimandata, invece, dal primo gesto fisico: aprire la busta, il file o la scatola, anche senza fare altro.',
        'Poi si guarda com’è andata e si sceglie il passo dopo: il punto non è sistemare tutto, ma rimettersi in movimento.',
      ],
      [
        'Quando tutto sembra troppo, aiuta scrivere su un foglio ogni cosa che ti pesa, senza ordine, e poi segnarne una sola: quella più piccola, o quella che ti toglierebbe più peso.',
        'Di quella scegli un primo passo da dieci minuti, con un giorno e un’ora: il resto resta sul foglio, non sparisce, ma intanto non ti occupa la testa.',
        'Se ti va, possiamo partire proprio da qui: dimmi un momento di oggi che ti ha agitato, e lo guardiamo insieme.',
      ],
      [
        'Qual è il momento di oggi che ti ha agitato di più?',
        'Quale sarebbe il primo gesto, anche minuscolo?',
      ],
    ),
    en: lc(
      [
        'You start from the smallest, most concrete piece, not from the whole: for a worry that keeps coming back, say, from one moment today, writing down what happened, what you thought and what you felt.',
        'For something you’ve been putting off, from the first physical move instead: opening the envelope, the file or the box, even if you do nothing else.',
        'Then you look at how it went and choose the next step: the point isn’t to sort everything out, but to get moving again.',
      ],
      [
        'When everything feels like too much, it helps to write down every single thing that weighs on you, in no order, and then mark just one: the smallest, or the one that would lift the most weight.',
        'For that one, pick a ten-minute first step with a day and a time: the rest stays on the paper, it doesn’t vanish, but it stops taking up your head.',
        'If you like, we can start right here: tell me one moment today that got to you, and we’ll look at it together.',
      ],
      ['What was the moment today that got to you most?', 'What would the first move be, however tiny?'],
    ),
  },
];

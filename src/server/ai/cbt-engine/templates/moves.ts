/**
 * Phrasings for the conversational moves (moves.ts): building on a plan, hearing pushback, low engagement. Several variants each: the
 * Composer skips any already said in the conversation.
 */
import type { Lang } from '../../types';

export interface MoveTemplates {
  /** {plan} */
  planBack: string[];
  /** {plan}: the plan named ("la tua idea per le slide"), when its words could not be said back. */
  planBackNamed: string[];
  /** {speech}: the words the person has ready for a moment ("gli dico «finisco un attimo»"). */
  planSpeech: string[];
  /** After words made ready: how the other might react. */
  planSpeechAsk: string[];
  planSmall: string[];
  /** {when}: the time the person already gave. */
  planSmallWhen: string[];
  /** {when}: the time the plan already has, acknowledged when the question is the obstacle. */
  planHasWhen: string[];
  planObstacle: string[];
  planCheckIn: string[];
  /** {plan} */
  planDetail: string[];
  /** {plan}: a named plan. */
  planDetailNamed: string[];
  /** {plan} */
  planAskHow: string[];
  /** {plan}: a named plan. */
  planAskHowNamed: string[];
  reportGood: string[];
  reportHard: string[];
  reportAsk: string[];
  pushbackSorry: string[];
  /** The replies sounded generic, scripted or repeated. */
  pushbackGeneric: string[];
  pushbackAsk: string[];
  /** Their situation as it really is, heard without a lecture ("facile a dirsi", "that's not how my office works"). */
  pushbackReal: string[];
  /** {quote} */
  lowLead: string[];
  lowAsk: string[];
  /** {person} */
  lowPerson: string[];
  /** {quote} */
  fallback: string[];
  quick: { talk: string; exercise: string; vent: string; why: string; practical: string };
  healthLead: string[];
  /** After the person picked "talk it through" or "just vent". */
  talkOpen: string[];
  ventOpen: string[];
}

const IT: MoveTemplates = {
  planBack: [
    'Mi sembra un’idea concreta, ed è tua: {plan}.',
    'Quello che proponi, {plan}, è un passo che puoi fare davvero.',
    'Hai trovato da te una strada: {plan}. Vale la pena provarla.',
  ],
  planBackNamed: [
    'Mi piace {plan}: è concreta, ed è partita da te.',
    'Vale la pena provare {plan}: è un passo che puoi fare davvero.',
  ],
  planSpeech: [
    'Avere già pronta la frase, «{speech}», aiuta molto: nel momento non dovrai cercarla.',
    'Le parole le hai già pronte, «{speech}»: è la parte più difficile, e l’hai fatta prima.',
  ],
  planSpeechAsk: [
    'Come immagini che reagirà, e cosa faresti se insistesse?',
    'Ti va di provarla una volta ad alta voce, per sentire come suona detta da te?',
  ],
  planSmall: [
    'Per renderla facile da iniziare: quando potresti farlo, e qual è il primo gesto, anche minuscolo?',
    'Proviamo a renderla piccola e precisa: in che giorno e in che momento potresti farlo, e da dove cominci?',
  ],
  planSmallWhen: [
    'Hai già un momento, {when}: qual è il primo gesto, anche minuscolo, con cui cominci?',
    'Il momento c’è già, {when}. Cosa farai per primo, concretamente?',
  ],
  planHasWhen: ['E il momento l’hai già scelto: {when}.', 'Hai anche già un momento, {when}, e questo aiuta.'],
  planObstacle: [
    'Pensiamo anche a un ostacolo possibile: se all’ultimo ti mancasse la voglia, cosa ti aiuterebbe a fare almeno il primo passo?',
    'E se qualcosa si mettesse di traverso, per esempio la stanchezza o un imprevisto, quale sarebbe il tuo piano B?',
  ],
  planCheckIn: [
    'Se ti va, la prossima volta mi racconti com’è andata.',
    'Quando l’avrai provato, mi farebbe piacere sapere com’è andata.',
  ],
  planDetail: [
    'Bene: così il tuo piano ({plan}) ha un momento preciso, ed è più facile che succeda.',
    'Con un momento preciso, {plan} diventa molto più concreto.',
  ],
  planDetailNamed: [
    'Bene: così {plan} ha un momento preciso, ed è più facile che succeda.',
    'Con un momento preciso, {plan} diventa molto più concreta.',
  ],
  planAskHow: [
    'Prima dicevi che volevi {plan}: com’è andata?',
    'L’ultima volta parlavi di {plan}. Hai avuto modo di provarci?',
  ],
  planAskHowNamed: ['Com’è andata, poi, con {plan}?', 'E {plan}: hai avuto modo di provarci?'],
  reportGood: [
    'Ci hai provato davvero, e non era scontato.',
    'Mi fa piacere leggerlo: hai fatto una cosa che avevi deciso tu.',
  ],
  reportHard: [
    'Grazie di avermelo raccontato: provarci conta, anche quando non va come speravi.',
    'Anche se non è andata come volevi, ci hai provato, e da lì si può imparare qualcosa.',
  ],
  reportAsk: [
    'Cosa ha funzionato, e cosa cambieresti la prossima volta?',
    'Cosa hai notato in te mentre lo facevi?',
  ],
  pushbackSorry: [
    'Hai ragione, e grazie di avermelo detto chiaramente: lasciamo da parte i suggerimenti.',
    'Hai ragione, scusami: torno a quello che conta per te.',
  ],
  pushbackGeneric: [
    'Hai ragione, ti ho dato risposte da manuale, e non è quello che ti serve.',
    'Giusto, ti ho risposto in modo troppo generico. Cambio strada.',
  ],
  pushbackReal: [
    'Nella tua situazione le cose non sono così semplici, e conta com’è davvero, non come dovrebbe essere in teoria.',
    'È giusto partire da com’è davvero la tua situazione, con i suoi limiti, e non da una regola che suona bene sulla carta.',
  ],
  pushbackAsk: [
    'Cosa ti aiuterebbe di più adesso: capire da dove può venire quello che provi, o raccontarmi senza che io ti proponga niente?',
    'Dimmi tu cosa ti servirebbe: una spiegazione, un parere sincero, o solo qualcuno che ascolta?',
  ],
  lowLead: [
    'Va bene anche «{quote}»: non serve avere le parole giuste.',
    'Ci sta, a volte non viene niente da dire.',
    'Nessun problema, possiamo andare piano.',
    'Capita di non sapere da dove cominciare.',
  ],
  lowAsk: [
    'Ti propongo tre strade, scegli tu: {options}.',
    'Se ti aiuta, puoi scegliere tra {options}.',
    'Tre possibilità, tutte valide: {options}.',
    'Possiamo andare in direzioni diverse, dimmi tu quale: {options}.',
    'Non c’è una risposta giusta tra {options}: scegli quella che ti somiglia di più oggi.',
  ],
  lowPerson: [
    'Prima parlavi {person}: vuoi ripartire da lì?',
    'Mi hai parlato {person}: è lì che sta il peso di oggi?',
  ],
  fallback: [
    'Mi hai scritto «{quote}». Cosa c’è dietro queste parole, per te?',
    'Resto su quello che hai detto, «{quote}»: raccontami un po’ di più, se ti va.',
    '«{quote}»: quale parte ti pesa di più in questo momento?',
  ],
  quick: {
    talk: 'Parlarne un po’',
    exercise: 'Un esercizio breve',
    vent: 'Solo sfogarmi',
    why: 'Capire perché',
    practical: 'Un’idea pratica',
  },
  healthLead: [
    'Capisco che le notizie sulla salute, attese o appena ricevute, mettano in allerta.',
    'Le preoccupazioni per la salute prendono molto spazio, è comprensibile.',
  ],
  talkOpen: [
    'Va bene, parliamone. Da dove vuoi cominciare: da oggi, o da qualcosa che ti gira in testa da un po’?',
    'Ti ascolto. Cosa è successo di recente che ti è rimasto addosso?',
  ],
  ventOpen: [
    'Ti ascolto, senza proporti esercizi. Scrivi tutto quello che ti viene, anche in disordine.',
    'Questo spazio è tuo: scrivi come viene, io leggo e non ti do compiti.',
  ],
};

const EN: MoveTemplates = {
  planBack: [
    'That sounds like a concrete idea, and it’s yours: {plan}.',
    'What you’re suggesting, {plan}, is a step you can really take.',
    'You found a way yourself: {plan}. It’s worth trying.',
  ],
  planBackNamed: [
    'I like {plan}: it’s concrete, and it came from you.',
    'It’s worth trying {plan}: it’s a step you can really take.',
  ],
  planSpeech: [
    'Having the words ready, “{speech}”, helps a lot: in the moment you won’t have to look for them.',
    'You’ve already got your words, “{speech}”: that’s the hardest part, done ahead of time.',
  ],
  planSpeechAsk: [
    'How do you imagine they’ll react, and what would you do if they pushed on?',
    'Would you like to try saying it out loud once, to hear how it sounds in your voice?',
  ],
  planSmall: [
    'To make it easy to start: when could you do it, and what is the very first small move?',
    'Let’s make it small and precise: which day and what time could you do it, and where do you begin?',
  ],
  planSmallWhen: [
    'You already have a moment, {when}: what is the very first small move you’ll make?',
    'The when is already there, {when}. What will you do first, concretely?',
  ],
  planHasWhen: ['And you’ve already picked the moment: {when}.', 'You already have a moment too, {when}, and that helps.'],
  planObstacle: [
    'Let’s also think of one obstacle: if at the last minute you didn’t feel like it, what would help you take just the first step?',
    'And if something got in the way, like tiredness or a last-minute change, what would your plan B be?',
  ],
  planCheckIn: [
    'If you like, tell me how it went next time.',
    'Once you’ve tried it, I’d be glad to hear how it went.',
  ],
  planDetail: [
    'Good: that gives your plan ({plan}) a set moment, which makes it much more likely to happen.',
    'With a set moment, {plan} becomes much more concrete.',
  ],
  planDetailNamed: [
    'Good: that gives {plan} a set moment, which makes it much more likely to happen.',
    'With a set moment, {plan} becomes much more real.',
  ],
  planAskHow: [
    // {plan} is an action ("calling your supervisor tomorrow") or the person's turned words ("step
    // out of the room"): after a colon both read well.
    'Earlier you told me about your plan: {plan}. How did it go?',
    'Last time you had a plan of your own: {plan}. Did you get to try it?',
  ],
  planAskHowNamed: ['How did it go, in the end, with {plan}?', 'And {plan}: did you get to try it?'],
  reportGood: [
    'I’m glad you gave it a go, that wasn’t a given.',
    'Good to read that: you did something you set out to do yourself.',
  ],
  reportHard: [
    'Thanks for telling me: trying counts, even when it doesn’t go as hoped.',
    'Even if it didn’t go the way you wanted, you tried, and there is something to learn from it.',
  ],
  reportAsk: [
    'What worked, and what would you change next time?',
    'What did you notice in yourself while doing it?',
  ],
  pushbackSorry: [
    'You’re right, and thank you for saying it plainly: let’s put the suggestions aside.',
    'You’re right, I’m sorry: back to what matters to you.',
  ],
  pushbackGeneric: [
    'You’re right, I gave you textbook answers, and that’s not what you need.',
    'Fair point, my replies were too generic. Let me change course.',
  ],
  pushbackReal: [
    'In your situation things aren’t that simple, and what counts is how it really is, not how it should be in theory.',
    'It’s right to start from how your situation really is, limits included, not from a rule that sounds good on paper.',
  ],
  pushbackAsk: [
    'What would help you more right now: understanding where this might come from, or telling me about it without me suggesting anything?',
    'Tell me what you’d need: an explanation, an honest opinion, or just someone who listens?',
  ],
  lowLead: [
    '“{quote}” is fine too: you don’t need the right words.',
    'That’s okay, sometimes nothing comes to mind.',
    'No problem, we can go slowly.',
    'It happens, not knowing where to start.',
  ],
  lowAsk: [
    'Here are three ways in, you choose: {options}.',
    'If it helps, you can pick between {options}.',
    'Three options, all fine: {options}.',
    'We can go in different directions, tell me which: {options}.',
    'There’s no right answer between {options}: pick whichever feels closest today.',
  ],
  lowPerson: [
    'Earlier you mentioned {person}: do you want to pick up from there?',
    'You told me about {person}: is that where today’s weight is?',
  ],
  fallback: [
    'You wrote “{quote}”. What lies behind those words, for you?',
    'Staying with what you said, “{quote}”: tell me a bit more, if you like.',
    '“{quote}”: which part weighs on you most right now?',
  ],
  quick: {
    talk: 'Talk it through',
    exercise: 'A short exercise',
    vent: 'Just vent',
    why: 'Understand why',
    practical: 'A practical idea',
  },
  healthLead: [
    'I understand that news about your health, awaited or just received, puts you on alert.',
    'Health worries take up a lot of room, that’s understandable.',
  ],
  talkOpen: [
    'Okay, let’s talk. Where would you like to start: today, or something that has been on your mind for a while?',
    'I’m listening. What happened recently that has stayed with you?',
  ],
  ventOpen: [
    'I’m listening, no exercises. Write whatever comes, even if it’s messy.',
    'This space is yours: write as it comes, I’ll read and won’t set you homework.',
  ],
};

export const MOVES: Record<Lang, MoveTemplates> = { it: IT, en: EN };

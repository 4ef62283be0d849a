/** Everyday questions about people: asking for help, a teenager, feedback at work, what to say, being a "bad" parent or friend, loneliness. */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const SUPPORT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'people_what_to_say',
    kind: 'how_to',
    keys: 'cosa potrei dir=4, cosa posso dir=4, cosa gli dico=4, cosa le dico=4, come glielo dico=4, come gli dico=4, come le dico=4, come dirglielo=4, come dirlo=3, frase=2, frasi=3, esempio=2, esempi=2, parole giuste=3, senza sembrare=3, aggressiv=2, what could i say=4, what can i say=4, what should i say=4, what do i say=4, how do i tell=4, how should i tell=4, how do i say=3, how to say=3, how do i word=4, how to word=4, phrase it=4, example=2, examples=2, script=3, right words=3, without sounding=3, aggressive=2, rude$=2, i statements=6, i statement=6, messaggi in prima persona=6, frasi in prima persona=6, comincio il discorso=4, cominciare il discorso=4, inizio il discorso=4, iniziare il discorso=4, aprire il discorso=4, come lo comincio=4, come la comincio=4, start the conversation=4, open the conversation=4, bring it up=3, confront$=4, confronting$=4, confrontation=4, conflict=3, conflitt=3, affrontare qualcuno=4, affrontare una persona=4, dire le cose=4, dirgli le cose=4, dirle le cose=4, litig=2, arguing less=4, argue less=4, fight less=4, stand up to=4',
    forms: ['how', 'what'],
    topics: ['work', 'family', 'partner', 'friends'],
    it: lc(
      [
        'Un modo semplice per aprire il discorso è in tre parti: il fatto, quello che provi, la richiesta, per esempio «Quando in riunione mi interrompono, ci resto male e perdo il filo; la prossima volta vorrei finire il mio punto».',
        'Sono i cosiddetti messaggi in prima persona: parlare di te («io ho notato», «io mi sento») invece che dell’altro («tu fai sempre») abbassa la difesa di chi ascolta, e il messaggio arriva chiaro e deciso, senza suonare aggressivo: così anche un conflitto fa meno paura.',
      ],
      [
        'Prima di parlare, scrivi in una riga cosa vuoi ottenere: è più facile restare calmi quando la richiesta è chiara e piccola.',
        'Puoi aprire con qualcosa di vero e neutro, come «vorrei parlarti di una cosa che mi sta a cuore», e chiudere chiedendo il suo punto di vista: così diventa un dialogo e non un processo.',
      ],
      [
        'Come suonerebbe la prima frase, con parole tue?',
        'Qual è la cosa che ti preme di più fargli arrivare?',
      ],
    ),
    en: lc(
      [
        'A simple way to open the subject has three parts: the fact, how you feel, the request, for example "When I was interrupted in the meeting I felt sidelined; next time I’d like to finish my point."',
        'These are often called “I statements”: talking about yourself ("I noticed", "I feel") rather than the other person ("you always") lowers their guard and makes you sound firm, not aggressive, so conflict feels less daunting.',
      ],
      [
        'Before you speak, write in one line what you want to get out of it: it is easier to stay calm when the request is clear and small.',
        'You can open with something true and neutral, like "there’s something I’d like to talk about that matters to me", and close by asking for their view: that makes it a conversation, not a trial.',
      ],
      [
        'How would the first sentence sound, in your own words?',
        'What is the one thing you most want them to understand?',
      ],
    ),
  },
  {
    id: 'people_ask_help',
    kind: 'how_to',
    keys: 'chiedere aiuto=4, chiedo aiuto=4, chiedere una mano=4, farmi aiutare=4, chiedere un favore=3, disturbare=2, essere un peso=3, ask for help=4, asking for help=4, ask someone for help=4, ask for support=4, reach out=3, be a burden=3, bother people=3, bothering=2',
    forms: ['how', 'why', 'normal'],
    topics: ['family', 'friends', 'work'],
    it: lc(
      [
        'Chiedere aiuto costa perché sembra di ammettere una debolezza, ma di solito le persone sono più contente di aiutare di quanto immaginiamo, e chiedere rafforza il legame.',
        'Rende tutto più facile una richiesta piccola e precisa, con un tempo: «mi daresti una mano sabato mattina a portare gli scatoloni?» pesa meno di «ho bisogno di aiuto».',
      ],
      [
        'Il pensiero «sarei un peso» è una previsione, non un fatto: puoi metterla alla prova con una persona di cui ti fidi e vedere cosa succede davvero.',
        'Lascia all’altro la libertà di dire no («se non puoi, nessun problema»): toglie pressione a tutti e due e rende più facile il sì.',
      ],
      [
        'A chi potresti chiedere, e quale sarebbe la richiesta più piccola?',
        'Cosa temi che succeda se chiedi?',
      ],
    ),
    en: lc(
      [
        'Asking for help is hard because it can feel like admitting weakness, yet people are usually more glad to help than we expect, and asking tends to bring you closer.',
        'A small, specific request with a time makes it easier: "could you help me carry the boxes on Saturday morning?" weighs less than "I need help".',
      ],
      [
        'The thought "I’d be a burden" is a prediction, not a fact: you can test it with one person you trust and see what actually happens.',
        'Leave the other person free to say no ("if you can’t, no problem at all"): it takes pressure off both of you and makes a yes easier.',
      ],
      [
        'Who could you ask, and what would the smallest request be?',
        'What are you afraid will happen if you ask?',
      ],
    ),
  },
  {
    id: 'people_teenager',
    kind: 'how_to',
    keys: 'adolescent=4, figlio adolescente=5, figlia adolescente=5, ragazzino=2, quattordicenn=4, quindicenn=4, sedicenn=4, non mi parla=3, si chiude in camera=4, teenager=4, teen$=4, teens$=3, my son=2, my daughter=2, mio figlio=2, mia figlia=2, wont talk to me=3, doesnt talk to me=3',
    forms: ['how', 'normal', 'why'],
    topics: ['family', 'parenting'],
    it: lc(
      [
        'Con un adolescente parlano più i momenti di fianco che quelli faccia a faccia: in macchina, cucinando, camminando, le domande pesano meno e le risposte arrivano più facilmente.',
        'Ascolta più di quanto correggi, anche quando non sei d’accordo: «mi sembra che sia stata una giornata pesante» apre più di «te l’avevo detto».',
      ],
      [
        'Che si chiuda di più è in buona parte normale a quell’età: sta costruendo la sua autonomia, e il legame con te resta importante anche quando non lo mostra.',
        'Tieni aperta la porta con piccoli gesti costanti e senza interrogatori; se però vedi isolamento, sonno o appetito molto cambiati per settimane, parlane con il medico o il pediatra.',
      ],
      [
        'C’è un momento della settimana in cui state insieme senza dovervi guardare negli occhi?',
        'Cosa vorresti che sapesse, se potesse ascoltarti davvero?',
      ],
    ),
    en: lc(
      [
        'With a teenager, side-by-side moments work better than face-to-face ones: in the car, cooking, walking, questions feel lighter and answers come more easily.',
        'Listen more than you correct, even when you disagree: "sounds like a rough day" opens more doors than "I told you so".',
      ],
      [
        'Pulling away is largely normal at that age: they are building independence, and the bond with you still matters even when they don’t show it.',
        'Keep the door open with small, steady gestures and no interrogations; if you see withdrawal, sleep or appetite changing a lot for weeks, talk to your GP or their doctor.',
      ],
      [
        'Is there a time in the week when you’re together without having to face each other?',
        'What would you want them to know, if they could really hear you?',
      ],
    ),
  },
  {
    id: 'people_bad_person',
    kind: 'normal',
    keys: 'cattiva madre=5, cattivo padre=5, cattivo genitore=5, cattiva amica=5, cattivo amico=5, cattiva persona=5, persona orribile=4, sono sbagliat=4, bad mother=5, bad mom=5, bad mum=5, bad father=5, bad dad=5, bad parent=5, bad friend=5, bad person=5, terrible person=4, horrible person=4, pessima madre=5, pessimo padre=5, pessima mamma=5, pessimo genitore=5, terrible mother=5, terrible mum=5, terrible mom=5',
    forms: ['is_this', 'normal', 'could'],
    topics: ['guilt', 'family', 'friends', 'labeling'],
    it: lc(
      [
        'Una persona davvero indifferente non passerebbe il tempo a chiederselo: il senso di colpa che senti dice quanto ci tieni.',
        'Un gesto sbagliato è un gesto, non la definizione di chi sei; quello che conta di più è cosa fai dopo, per esempio riparare con una scusa semplice.',
      ],
      [
        'Più che un giudizio su di te, aiuta guardare il momento preciso: cosa è successo, quanta stanchezza o pressione avevi addosso, e cosa ti servirebbe per reagire diversamente.',
        'Prova a chiederti cosa diresti a un amico che ti raccontasse la stessa cosa: di solito siamo molto più giusti con gli altri che con noi stessi.',
      ],
      [
        'Cosa è successo, di preciso, che ti ha fatto pensarlo?',
        'Se dovessi riparare, quale sarebbe il gesto più semplice?',
      ],
    ),
    en: lc(
      [
        'Someone who really didn’t care wouldn’t spend time asking this: the guilt you feel shows how much it matters to you.',
        'A wrong move is a move, not a definition of who you are; what counts most is what you do next, for example repairing with a simple apology.',
      ],
      [
        'Rather than a verdict on yourself, it helps to look at the exact moment: what happened, how tired or pressured you were, and what you’d need to react differently.',
        'Ask yourself what you would tell a friend who told you the same thing: we are usually much fairer to others than to ourselves.',
      ],
      [
        'What happened, exactly, that made you think it?',
        'If you wanted to repair it, what would the simplest gesture be?',
      ],
    ),
  },
  {
    id: 'work_feedback',
    kind: 'how_to',
    keys: 'critic=3, criticato=2, feedback=4, valutazion=2, rimprover=4, ripreso davanti=3, mi ha ripreso=3, capo=1, responsabil=1, davanti a tutti=2, criticism=4, criticised=3, criticized=3, critique=3, performance review=4, appraisal=3, told off=3, my boss=1, my manager=1, in front of everyone=2',
    forms: ['how', 'why', 'normal'],
    topics: ['work'],
    it: lc(
      [
        'Una critica brucia soprattutto quando la sentiamo come un giudizio su di noi e non sul lavoro: separare le due cose è il primo passo.',
        'Prova a scrivere cosa è stato detto davvero, parola per parola, e cosa c’è di utile; quello che resta, il tono o il momento, puoi discuterlo a parte, con calma e a quattr’occhi.',
      ],
      [
        'È normale ripensarci per giorni: la mente torna sulle cose che sembrano una minaccia al nostro posto nel gruppo.',
        'Se qualcosa non ti è chiaro o ti è sembrato ingiusto, chiedere un esempio concreto («mi fai vedere un punto preciso da migliorare?») sposta la conversazione dal giudizio al lavoro.',
      ],
      [
        'Cosa è stato detto, di preciso, e cosa ti è rimasto più addosso?',
        'C’è una parte della critica che ti sembra utile, e una che ti sembra ingiusta?',
      ],
    ),
    en: lc(
      [
        'Criticism stings most when we hear it as a verdict on ourselves rather than on the work: pulling the two apart is the first step.',
        'Try writing down what was actually said, word for word, and what in it is useful; the rest, the tone or the timing, you can raise separately, calmly and one to one.',
      ],
      [
        'It’s normal to go over it for days: the mind keeps returning to things that feel like a threat to our place in the group.',
        'If something was unclear or felt unfair, asking for a concrete example ("could you show me one specific thing to improve?") moves the conversation from judgement to the work.',
      ],
      [
        'What was actually said, and what stuck with you most?',
        'Is there a part of it that seems useful, and a part that seems unfair?',
      ],
    ),
  },
];

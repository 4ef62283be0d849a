/**
 * Second thoughts people voice after the fact or about themselves: "ha ragione?" about a criticism,
 * "se ne sono accorti tutti?", "ho fatto bene?", "è troppo tardi per cambiare strada?", and going
 * back to work after time off for stress. Each answer weighs facts against fears, with no verdict.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const SECOND_THOUGHT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'criticism_true',
    kind: 'normal',
    keys: 'ha ragione=6, hanno ragione=6, avra ragione=5, ha ragione lui=6, ha ragione lei=6, is he right=7, is she right=7, are they right=7, has a point=5, have a point=5',
    requires: 'ha ragione, hanno ragione, avra ragione, is he right, is she right, are they right, has a point, have a point',
    forms: ['could', 'is_this', 'normal', 'should', 'what'],
    topics: ['partner', 'family', 'friends', 'work'],
    it: lc(
      [
        'Quello che ti ha detto è il punto di vista di una persona, in un momento preciso: può contenere qualcosa di vero, ma non è una sentenza su chi sei.',
        'Aiuta separare il fatto dal giudizio: cosa, concretamente, ha notato, e in quali situazioni, invece di un aggettivo che vale per tutto.',
        'Se una parte ti suona vera, puoi tenerla come qualcosa su cui lavorare; se no, puoi lasciarla a lei o a lui, senza farla diventare un’etichetta.',
      ],
      [
        'Da qui non posso dirti se ha ragione, ma posso aiutarti a guardarlo con più calma: le critiche dette a caldo di solito parlano anche dello stato di chi le dice.',
        'Una prova utile è cercare gli esempi a favore e quelli contro, come faresti per un’amica o un amico accusato della stessa cosa.',
        'E se vuoi capire meglio, puoi chiedergli cosa intendeva, con un esempio: spesso dietro un aggettivo c’è una richiesta precisa.',
      ],
      ['Cosa intendeva, secondo te, con quella parola, in concreto?', 'Quali esempi ti vengono in mente a favore, e quali contro?'],
    ),
    en: lc(
      [
        'What they said is one person’s view at one moment: it may hold something true, but it isn’t a verdict on who you are.',
        'It helps to separate the fact from the judgement: what, concretely, did they notice, and in which situations, instead of one word meant to cover everything.',
        'If part of it rings true, you can keep it as something to work on; if not, you can leave it with them, without letting it become a label.',
      ],
      [
        'From here I can’t tell you whether they’re right, but I can help you look at it more calmly: criticism said in the heat of the moment often says something about the speaker’s state too.',
        'A useful test is to look for the examples for and against, as you would for a friend accused of the same thing.',
        'And if you want to understand it better, you can ask what they meant, with an example: behind a label there is often a specific request.',
      ],
      ['What do you think they meant by it, concretely?', 'Which examples come to mind for it, and which against?'],
    ),
  },
  {
    id: 'spotlight_effect',
    kind: 'normal',
    keys: 'se ne sono accorti=7, se ne sono accort=6, se ne accorgono=5, l hanno notato=6, lo hanno notato=6, hanno notato tutti=7, tutti mi guardavano=5, everyone noticed=7, did they notice=6, do they notice=5, everyone saw=5, everyone was looking=5, people noticed=6',
    requires: 'se ne sono accort, se ne accorgono, l hanno notato, lo hanno notato, hanno notato tutti, tutti mi guardavano, everyone noticed, did they notice, do they notice, everyone saw, everyone was looking, people noticed',
    forms: ['could', 'is_this', 'normal', 'what'],
    topics: ['work', 'friends', 'self'],
    it: lc(
      [
        'Probabilmente molto meno di quanto pensi: ognuno è occupato soprattutto con sé stesso, e gli errori degli altri si notano poco e si dimenticano in fretta.',
        'Gli psicologi lo chiamano effetto riflettore: ci sentiamo sotto una luce che, vista da fuori, è molto più debole.',
        'Una prova è chiederti cosa ricordi tu di un piccolo errore di un collega della settimana scorsa: di solito poco o niente.',
      ],
      [
        'È una domanda che l’imbarazzo fa spesso, e quasi sempre sovrastima: da dentro un momento goffo sembra enorme, da fuori passa in pochi secondi.',
        'Anche chi l’ha notato, di solito, lo legge come una cosa umana, non come un giudizio su di te.',
        'Ripensarci in continuazione lo tiene vivo solo nella tua testa: puoi notarlo, dirti «è stato un momento» e tornare a quello che stavi facendo.',
      ],
      ['Cosa penseresti tu, se lo avesse fatto un collega?', 'Cosa ti dice quella voce, quando ci ripensi?'],
    ),
    en: lc(
      [
        'Probably far less than you think: everyone is mostly busy with themselves, and other people’s slips are barely noticed and quickly forgotten.',
        'Psychologists call it the spotlight effect: we feel under a light that, seen from outside, is much dimmer.',
        'One test is to ask yourself what you remember of a small slip a colleague made last week: usually little or nothing.',
      ],
      [
        'It’s a question embarrassment asks a lot, and it nearly always overestimates: from inside, an awkward moment feels huge, from outside it passes in seconds.',
        'Even those who noticed usually read it as something human, not as a judgement on you.',
        'Going over it again and again keeps it alive only in your head: you can notice it, tell yourself "it was a moment" and go back to what you were doing.',
      ],
      ['What would you think if a colleague had done it?', 'What does that voice say, when you go over it?'],
    ),
  },
  {
    id: 'past_decision',
    kind: 'normal',
    keys: 'ho fatto bene=7, ho fatto male a=5, ho fatto la scelta giusta=7, ho sbagliato a lasciare=6, ho sbagliato a licenziarmi=6, ho sbagliato a dire=5, mi pento=4, did i do the right thing=7, was it the right thing=6, was it the right decision=7, right choice=4, did i make a mistake=6, i regret=4',
    requires: 'ho fatto bene, ho fatto male a, ho fatto la scelta giusta, ho sbagliato a, mi pento, did i do the right thing, was it the right thing, was it the right decision, right choice, did i make a mistake, i regret',
    forms: ['could', 'is_this', 'normal', 'should', 'what'],
    it: lc(
      [
        'Una scelta si giudica meglio con quello che sapevi quando l’hai fatta, non con quello che sai adesso: con le informazioni di allora, aveva le sue ragioni.',
        'I dubbi dopo una decisione importante sono normali e non dimostrano che fosse sbagliata: quasi ogni strada ha un prezzo, e la mente tende a guardare quello che si è lasciato.',
        'Più utile che chiederti se hai fatto bene è chiederti cosa puoi fare adesso, da qui, per far funzionare la strada che hai preso.',
      ],
      [
        'Da qui non posso dirti se hai fatto bene, ma posso dirti che il rimpianto a caldo è un cattivo giudice: cresce nei giorni stanchi e si calma in quelli buoni.',
        'Prova a scrivere perché l’hai fatto, con le parole di allora, e cosa è successo davvero da quel momento, non cosa temi.',
        'Se ci sono cose da sistemare, spesso si può ancora, un passo alla volta.',
      ],
      ['Perché l’avevi scelto, allora?', 'Cosa potresti fare adesso per far funzionare la strada che hai preso?'],
    ),
    en: lc(
      [
        'A choice is best judged by what you knew when you made it, not by what you know now: with what you knew then, it had its reasons.',
        'Doubts after a big decision are normal and don’t prove it was wrong: almost every path has a price, and the mind tends to look at what was left behind.',
        'More useful than asking whether you did the right thing is asking what you can do now, from here, to make the path you took work.',
      ],
      [
        'From here I can’t tell you whether you did the right thing, but I can tell you that regret in the moment is a poor judge: it grows on tired days and eases on good ones.',
        'Try writing down why you did it, in the words you had then, and what has really happened since, not what you fear.',
        'If there are things to put right, they can often still be put right, one step at a time.',
      ],
      ['Why had you chosen it, back then?', 'What could you do now to make the path you took work?'],
    ),
  },
  {
    id: 'too_late_change',
    kind: 'normal',
    keys: 'troppo tardi per cambiare=7, troppo tardi per ricominciare=7, e troppo tardi=4, cambiare strada=5, cambiare carriera=6, cambiare lavoro a=4, ricominciare da capo=4, alla mia eta=2, a 35 anni=2, a 40 anni=2, a 50 anni=2, too late to change=7, too late to start=6, change career=6, career change=6, start over=4, at my age=4, too old to=5',
    requires: 'troppo tardi, cambiare strada, cambiare carriera, ricominciare, iniziare cose nuove, too late, change career, career change, start over, too old to, new things at',
    forms: ['could', 'is_this', 'normal', 'should', 'what'],
    topics: ['work', 'study'],
    it: lc(
      [
        'Di solito no: molte persone cambiano strada a 35, 45 o anche 55 anni, e portano con sé esperienze e capacità che chi comincia da giovane non ha.',
        'La paura del «troppo tardi» guarda al tempo che è passato; più utile è guardare a quello che resta, che spesso è la maggior parte della vita lavorativa.',
        'Un modo per cominciare senza saltare nel vuoto è fare un piccolo esperimento: un corso breve, una chiacchierata con chi fa già quel lavoro, qualche ora di prova.',
      ],
      [
        'L’età pesa meno di quanto sembri quando si cambia: conta di più sapere cosa ti attira e fare passi concreti, uno alla volta, tenendo d’occhio i conti.',
        'Chi ricomincia con un po’ di anni in più spesso è più chiaro su cosa vuole e su cosa non vuole più, ed è un vantaggio vero.',
        'Aiuta scrivere cosa sai già fare che servirebbe anche nella strada nuova: di solito è più di quanto pensi.',
      ],
      ['Quale strada ti attira, se togli la paura dell’età?', 'Quale piccolo esperimento potresti fare nei prossimi due mesi?'],
    ),
    en: lc(
      [
        'Usually not: many people change path at 35, 45 or even 55, and bring experience and skills that someone starting young doesn’t have.',
        'The fear of "too late" looks at the time that has passed; more useful is to look at what is left, which is often most of a working life.',
        'One way to begin without jumping into the void is a small experiment: a short course, a chat with someone who already does that job, a few hours of trying it.',
      ],
      [
        'Age weighs less than it seems when you change: what matters more is knowing what draws you and taking concrete steps, one at a time, with an eye on the money.',
        'People who start again a few years later are often clearer about what they want and what they no longer want, and that is a real advantage.',
        'It helps to write down what you already know how to do that would serve on the new path too: it is usually more than you think.',
      ],
      ['Which path draws you, if you take away the fear about age?', 'What small experiment could you try in the next two months?'],
    ),
  },
  {
    id: 'back_after_leave',
    kind: 'how_to',
    keys: 'tornare al lavoro=5, rientro al lavoro=5, rientrare al lavoro=5, dopo la malattia=4, in malattia=4, in mutua=5, dopo la mutua=5, senza vergogna=4, vergognarmi di tornare=6, go back to work=5, going back to work=5, back to work=4, return to work=5, been off work=5, time off work=5, off sick=5, sick leave=5, signed off=5, without feeling ashamed=6, phased return=6',
    requires: 'tornare al lavoro, rientro al lavoro, rientrare al lavoro, in malattia, in mutua, dopo la mutua, go back to work, going back to work, back to work, return to work, been off work, time off work, off sick, sick leave, signed off, phased return',
    forms: ['how', 'should', 'what', 'could', 'normal'],
    topics: ['work'],
    it: lc(
      [
        'Essere stato o stata a casa per lo stress non è una colpa: è come rientrare dopo qualsiasi altra malattia, e chi ti vuole bene al lavoro lo sa.',
        'Aiuta parlare prima con il tuo responsabile, o con il medico competente dell’azienda, di come rientrare: a volte si può cominciare con orari o carichi ridotti.',
        'Prepara una frase breve per chi ti chiede, come «sono stato o stata poco bene, adesso va meglio, grazie», e non devi dire niente di più.',
      ],
      [
        'La vergogna di tornare spesso immagina sguardi e domande che poi, nella realtà, durano pochi minuti: la maggior parte dei colleghi è soprattutto contenta di rivederti.',
        'I primi giorni conviene puntare in basso: poche cose, pause vere, e un orario in cui stacchi davvero.',
        'Se lo stress tornasse a salire, parlarne presto con il medico di base o con chi ti segue è molto meglio che aspettare di crollare di nuovo.',
      ],
      ['Con chi, al lavoro, potresti parlare prima di rientrare?', 'Quale frase breve ti piacerebbe avere pronta per chi ti chiede?'],
    ),
    en: lc(
      [
        'Having been off with stress is not a fault: it’s like going back after any other illness, and the people who care about you at work know that.',
        'It helps to talk beforehand with your manager, or occupational health, about how to return: sometimes you can start with reduced hours or a lighter load.',
        'Prepare a short line for anyone who asks, like "I wasn’t well, I’m better now, thanks", and you don’t owe anyone more than that.',
      ],
      [
        'The shame about going back often imagines looks and questions that, in reality, last a few minutes: most colleagues are mostly glad to see you.',
        'In the first days it’s best to aim low: a few things, real breaks, and a time when you properly stop.',
        'If the stress starts rising again, talking early with your GP or whoever supports you is much better than waiting to fall apart again.',
      ],
      ['Who at work could you talk to before going back?', 'What short line would you like to have ready for anyone who asks?'],
    ),
  },
];

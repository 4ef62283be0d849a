/**
 * Answers to kinds of practical question that no knowledge entry covers, whatever their subject:
 * how to know when, what one did to cause it, what to ask someone, whom to tell first, what happens on
 * a first day somewhere new. Each says
 * something usable in two or three sentences, then asks one question. Italian stays gender-neutral.
 */
import type { Lang } from '../../types';

export type QuestionKind = 'knowWhen' | 'myFault' | 'whatToAsk' | 'whoFirst' | 'whatHappens';

export type QuestionKindTemplates = Record<QuestionKind, { say: string[]; ask: string[] }>;

export const QUESTION_KINDS: Record<Lang, QuestionKindTemplates> = {
  it: {
    knowWhen: {
      say: [
        'Raramente lo si sa da un momento solo: la risposta arriva più spesso guardando un periodo. Aiuta decidere prima due o tre segnali concreti da osservare, annotare ogni giorno cosa noti, e chiedere a chi conosce bene la situazione su cosa si basa quando deve capirlo.',
      ],
      ask: ['Quali segnali, per te, conterebbero di più?'],
    },
    myFault: {
      say: [
        'Quando qualcuno si allontana o qualcosa va storto, la mente cerca la causa prima di tutto in noi; spesso però i motivi stanno nella vita dell’altra persona, e da qui non c’è modo di conoscerli. Aiuta distinguere i fatti che sai dalla spiegazione che suggerisce la paura e, se ti importa, dire una volta, con semplicità, che hai notato che vi sentite meno e che vorresti sapere se va tutto bene.',
      ],
      ask: ['Cosa sai davvero, come fatto, di quello che è successo?'],
    },
    whatToAsk: {
      say: [
        'Quello che conviene chiedere, di solito, sta in tre domande: cosa vede lei o lui, in concreto; cosa ha visto funzionare in casi simili; qual è il prossimo passo e quando vi risentite. Scriverle prima e annotare le risposte mentre parlate è molto più facile che ricordarle dopo.',
      ],
      ask: ['Di queste, quale ti preme di più?'],
    },
    whoFirst: {
      say: [
        'Di solito si comincia da chi la cosa tocca più da vicino o da chi deve fare qualcosa di pratico, poi gli altri; parlarne prima con una persona di fiducia può rendere più facile la conversazione ufficiale. Con chiunque cominci, aiuta una prima frase preparata: breve, con il fatto e con quello che ti serve da quella persona.',
      ],
      ask: ['Da quella prima persona, cosa ti servirebbe?'],
    },
    whatHappens: {
      say: [
        'La prima volta nessuno si aspetta che tu sappia già come funziona: chi è lì spiega i passaggi, e le prime ore in un posto nuovo di solito sono soprattutto istruzioni, moduli e attesa. Guardare prima le informazioni ufficiali (orari, cosa portare, dove andare) e segnarti due domande da fare sul posto toglie buona parte dell’ignoto, che è quello che pesa di più.',
      ],
      ask: ['Quale parte ti piacerebbe sapere prima?'],
    },
  },
  en: {
    knowWhen: {
      say: [
        'You rarely know it from a single moment: the answer usually shows over a stretch of days. It helps to decide beforehand on two or three concrete signs to watch for, note each day what you see, and ask someone who knows the situation well what they look at when they have to know.',
      ],
      ask: ['Which signs would count most for you?'],
    },
    myFault: {
      say: [
        'When someone pulls away or something goes wrong, the mind looks for the cause in us first; often, though, the reasons sit in the other person’s life, and from here there’s no way to know them. It helps to separate the facts you have from the explanation fear suggests and, if it matters to you, to say once, simply, that you’ve noticed you talk less and would like to know if everything is alright.',
      ],
      ask: ['What do you actually know, as facts, about what happened?'],
    },
    whatToAsk: {
      say: [
        'Three questions usually cover most of what to ask: what they see, in concrete terms; what they have seen work in similar cases; and what the next step is and when you’ll talk again. Writing them down beforehand and noting the answers as you go is much easier than remembering them afterwards.',
      ],
      ask: ['Which of these matters most to you?'],
    },
    whoFirst: {
      say: [
        'Usually you start with whoever it affects most directly or who has to do something practical about it, then the others; telling someone you trust beforehand can make the official conversation easier. Whoever you start with, a first sentence prepared in advance helps: short, with the fact and with what you need from that person.',
      ],
      ask: ['What would you need from that first person?'],
    },
    whatHappens: {
      say: [
        'Nobody expects you to know how it works the first time: the people there explain each step, and the first hours somewhere new are usually mostly instructions, forms and waiting. Looking up the official information beforehand (times, what to bring, where to go) and noting two questions to ask on the day takes away much of the unknown, which is what weighs most.',
      ],
      ask: ['Which part would you most like to know beforehand?'],
    },
  },
};

/**
 * The answer to "what do I say?" when no knowledge entry fits (what-to-say.ts): how to find the words
 * for who is listening, an example said in the first person, and one question. Each case has its
 * own question, so the example and the question stay together. {relative}: the partner's relative named
 * («tua madre», "your parents").
 */
import type { Lang } from '../../types';

/** Who the words are for: a child, a remark that keeps coming, a group, someone asking about private things, a partner about their family. */
export type Listener = 'child' | 'remark' | 'group' | 'private' | 'partnerFamily' | 'anyone';

export interface SayCase {
  say: string[];
  ask: string[];
}

export const WHAT_TO_SAY: Record<Lang, Record<Listener, SayCase>> = {
  it: {
    child: {
      say: [
        'Ai bambini servono parole semplici e vere, adatte alla loro età: cosa succederà, chi ci sarà con loro, e che non hanno fatto niente di sbagliato. Per esempio: «Ti racconto cosa succede, perché è giusto che tu lo sappia. Non è colpa tua, e noi siamo qui con te». Poi lascia spazio alle sue domande: se non sai una risposta, va bene dire «non lo so, lo scopriamo insieme».',
      ],
      ask: ['Quale domanda ti aspetti che ti faccia per prima?'],
    },
    remark: {
      say: [
        'Con una battuta che torna ogni volta, una risposta breve e tranquilla funziona meglio di una spiegazione: toglie il palco alla battuta senza aprire una discussione. Per esempio, con un mezzo sorriso: «Sto bene così, grazie. Passami l’acqua, per favore». Se la cosa ti pesa davvero, se ne può parlare dopo, a quattr’occhi e con calma.',
      ],
      ask: ['Che risposta breve ti verrebbe naturale, con parole tue?'],
    },
    group: {
      say: [
        'Davanti a un gruppo aiuta preparare due o tre frasi chiave, non un discorso: cosa è successo, detto in poche parole e senza minimizzare, cosa è cambiato da allora, e a chi rivolgersi per altre domande. Per esempio: «È successa una cosa che ci ha insegnato molto; da allora abbiamo cambiato alcune cose, e per qualsiasi dubbio potete scrivermi». Le domande difficili, con una risposta onesta già pronta, fanno molta meno paura.',
      ],
      ask: ['Qual è la domanda che temi di più, e quale risposta onesta ti sentiresti di dare?'],
    },
    private: {
      say: [
        'Non devi a nessuno più di quello che ti va di raccontare: basta una frase breve, vera e chiusa, e poi si passa ad altro. Per esempio: «È stato un periodo complicato, adesso va meglio, grazie. Raccontami piuttosto come va il lavoro». Più spiegazioni dai, più domande arrivano; una risposta breve detta con calma di solito chiude l’argomento.',
      ],
      ask: ['Con chi, invece, ti andrebbe di raccontare qualcosa in più?'],
    },
    partnerFamily: {
      say: [
        'Per parlarne senza che suoni come un attacco alla sua famiglia, parti da te e da un fatto preciso, non da un giudizio su quella persona: cosa succede, cosa provi, cosa ti servirebbe. Per esempio: «Non è una critica a {relative}: in questo periodo mi sento senza spazio, e mi aiuterebbe trovare insieme un momento solo per noi». Scegli un momento tranquillo, non subito dopo una tensione.',
      ],
      ask: ['Qual è la cosa che ti servirebbe di più, detta in una frase?'],
    },
    anyone: {
      say: [
        'Una frase breve, vera e gentile di solito funziona meglio di un discorso: parti dal fatto, di’ cosa provi o cosa ti serve, e chiudi con una richiesta concreta. Scriverla prima e dirla una volta ad alta voce aiuta a sentirla tua quando arriva il momento.',
      ],
      ask: ['Come suonerebbe la prima frase, con parole tue?'],
    },
  },
  en: {
    child: {
      say: [
        'Children need simple, true words that fit their age: what will happen, who will be with them, and that they haven’t done anything wrong. For example: “I’m telling you what’s happening because you should know. It’s not your fault, and we’re right here with you.” Then leave room for their questions: if you don’t know an answer, it’s fine to say “I don’t know, we’ll find out together.”',
      ],
      ask: ['What question do you expect them to ask first?'],
    },
    remark: {
      say: [
        'With a remark that comes back every time, a short, calm answer works better than an explanation: it takes the stage away from the joke without starting an argument. For example, with half a smile: “I’m good like this, thanks. Pass me the water, please.” If it really weighs on you, you can talk about it later, one to one and calmly.',
      ],
      ask: ['What short answer would feel natural to you, in your own words?'],
    },
    group: {
      say: [
        'In front of a group it helps to prepare two or three key sentences, not a speech: what happened, in a few words and without playing it down, what has changed since, and who to ask with other questions. For example: “Something happened that taught us a lot; we’ve changed a few things since then, and you can message me with any question.” Hard questions are far less scary with an honest answer ready.',
      ],
      ask: ['Which question do you dread most, and what honest answer could you give?'],
    },
    private: {
      say: [
        'You don’t owe anyone more than you want to share: one short, true, closed sentence is enough, and then the conversation moves on. For example: “It’s been a complicated stretch, I’m doing better now, thanks. Tell me how things are going here.” The more you explain, the more questions come; a short answer said calmly usually closes the subject.',
      ],
      ask: ['Who, on the other hand, would you like to tell a bit more?'],
    },
    partnerFamily: {
      say: [
        'To raise it without it sounding like an attack on their family, start from yourself and one specific fact, not a verdict on that person: what happens, how you feel, what you’d need. For example: “This isn’t a criticism of {relative}: lately I feel I have no space, and it would help to find some time that’s just ours.” Pick a calm moment, not right after a tense one.',
      ],
      ask: ['What is the one thing you’d need most, in a single sentence?'],
    },
    anyone: {
      say: [
        'A short, true and kind sentence usually works better than a speech: start from the fact, say how you feel or what you need, and end with a concrete request. Writing it down first and saying it out loud once helps it feel like yours when the moment comes.',
      ],
      ask: ['How would the first sentence sound, in your own words?'],
    },
  },
};

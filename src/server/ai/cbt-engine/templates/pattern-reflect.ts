/**
 * One sentence per pattern of behaviour (pattern-reflect.ts): what it does, said without blame.
 * Italian stays gender-neutral.
 */
import type { Lang } from '../../types';

export type PatternId = 'waiting' | 'checking' | 'avoidance' | 'rumination' | 'silence';

export const PATTERN_LINES: Record<Lang, Record<PatternId, string[]>> = {
  it: {
    waiting: [
      'Aspettare un esito è tra le incertezze più difficili da reggere: la mente riempie il vuoto con la versione peggiore, e ci torna di continuo.',
      'L’attesa è faticosa proprio perché non c’è niente da fare, e la testa prova a colmare il vuoto immaginando come andrà.',
    ],
    checking: [
      'Cercare e ricontrollare dà un attimo di sollievo, poi il dubbio torna, spesso più forte: è il modo in cui l’ansia chiede rassicurazione.',
      'Ogni ricerca promette la risposta che calma, e di solito ne porta un’altra da controllare: è un giro che si alimenta da solo.',
    ],
    avoidance: [
      'Lasciare la cosa chiusa tiene lontana l’ansia per un po’, ed è anche quello che la fa crescere sullo sfondo: è il giro dell’evitamento, e capita a moltissime persone.',
      'Rimandare dà sollievo subito e fa pagare dopo: più la cosa resta chiusa, più sembra grande.',
    ],
    rumination: [
      'Quando la testa torna sempre sullo stesso punto sembra di lavorarci, ma di solito gira in tondo: è rimuginio, e stanca più del problema stesso.',
      'Ripensarci di continuo dà l’impressione di tenere le cose sotto controllo, ma raramente porta a una risposta nuova.',
    ],
    silence: [
      'Passare tante ore senza una voce intorno pesa più di quanto sembri: il silenzio lungo fa sembrare tutto più grande.',
      'Giornate intere senza parlare con nessuno lasciano i pensieri soli a girare, e pesano anche quando non succede niente di grave.',
    ],
  },
  en: {
    waiting: [
      'Waiting for an outcome is one of the hardest kinds of uncertainty to carry: the mind fills the gap with the worst version and keeps going back to it.',
      'Waiting is tiring precisely because there is nothing to do, and your head tries to fill the gap by imagining how it will go.',
    ],
    checking: [
      'Checking and looking things up gives a moment of relief, then the doubt comes back, often stronger: it’s how anxiety asks for reassurance.',
      'Each search promises the answer that will settle it, and usually brings another thing to check: it’s a loop that feeds itself.',
    ],
    avoidance: [
      'Keeping it closed keeps the anxiety away for a while, and it’s also what lets it grow in the background: that’s the loop of avoidance, and it happens to a great many people.',
      'Putting it off brings relief now and costs later: the longer it stays closed, the bigger it seems.',
    ],
    rumination: [
      'When your mind keeps circling back to the same point it feels like working on it, but it usually goes round in circles: that’s rumination, and it tires you more than the problem itself.',
      'Going over it again and again feels like keeping things under control, but it rarely leads to a new answer.',
    ],
    silence: [
      'Going many hours without another voice around weighs more than it seems: long silence makes everything feel bigger.',
      'Whole days without talking to anyone leave your thoughts to circle on their own, and they weigh even when nothing bad happens.',
    ],
  },
};

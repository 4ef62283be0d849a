/**
 * "And then what?" right after a plan: the step that usually comes after the first one, by what the
 * plan is about (plan-topic.ts), and one question. {plan}: the plan in the person's words.
 */
import type { Lang } from '../../types';
import type { PlanTopic } from '../plan-topic';

export interface PlanNextTemplates {
  /** Before the next step when the question sets no condition of its own: {plan} */
  lead: string[];
  next: Record<PlanTopic | 'generic', string>;
  ask: string[];
}

const IT: PlanNextTemplates = {
  lead: [
    'Un passo alla volta: prima viene quello che hai scelto, {plan}.',
    'Il resto viene dopo, un pezzo alla volta: prima c’è il passo che hai scelto, {plan}.',
  ],
  next: {
    loan: 'Dopo la richiesta, qualunque sia la risposta, conviene mettere per iscritto cosa vi siete detti, cifra e tempi, così nessuno dei due deve ricordarlo a memoria.',
    ask: 'Dopo la richiesta, il passo successivo è concordare un momento preciso e, se serve, una seconda persona a cui chiedere nel caso la prima non possa.',
    talk: 'Dopo la conversazione, il passo successivo è guardare cosa è cambiato e cosa no, e decidere se basta così o se serve tornarci sopra con calma tra qualche giorno.',
    money:
      'Con le cifre davanti, guarda tre cose, cioè quanto devi, la rata minima e la scadenza, e scegli una sola azione: impostare almeno il pagamento minimo, chiedere un piano di rientro, o un consiglio gratuito a un CAF o a un’associazione dei consumatori; se invece si tratta del bilancio del mese, separa le spese che non si possono spostare da quelle che puoi ridurre o rimandare.',
    sleep:
      'Dopo la prima notte, conviene tenere lo stesso cambiamento per una o due settimane anche se una notte va male, e solo allora aggiungere un’altra abitudine.',
    study:
      'Dopo il primo blocco, il passo successivo è segnare in calendario il prossimo, sempre piccolo e con un’ora precisa, e aggiungere un pezzo solo quando il ritmo regge.',
    exercise:
      'Quando questo passo è diventato un’abitudine, di solito dopo due o tre settimane, aggiungi una cosa sola alla volta: qualche minuto in più, un attrezzo nuovo che ti fai mostrare, o una lezione per principianti.',
    social:
      'Dopo la prima volta, il passo che conta è tornarci: sono la seconda e la terza volta, con le stesse facce, a trasformare degli sconosciuti in persone che ti salutano.',
    limit:
      'Dopo i primi giorni, guarda quando il limite ha tenuto e quando no: è lì che si capisce cosa aggiustare, per esempio un orario diverso o un’alternativa pronta.',
    quit: 'Dopo i primi giorni, prepara cosa fare al posto della vecchia abitudine nel momento in cui torna la voglia: un’alternativa già decisa regge più della sola forza di volontà.',
    routine:
      'Dopo la prima settimana, tieni la stessa routine anche nei giorni storti, magari in versione ridotta, e solo dopo decidi se allungarla.',
    generic:
      'Dopo il primo passo, quello che resta si divide allo stesso modo: un pezzo alla volta, ciascuno con il suo giorno in calendario, guardando com’è andato il precedente prima di scegliere il successivo.',
  },
  ask: [
    'Quale sarebbe il secondo passo, piccolo come il primo?',
    'Come ti accorgerai che è il momento di passare al passo successivo?',
  ],
};

const EN: PlanNextTemplates = {
  lead: [
    'One step at a time: first comes the one you chose, {plan}.',
    'The rest comes later, one piece at a time: first there’s the step you chose, {plan}.',
  ],
  next: {
    loan: 'After asking, whatever the answer, it helps to write down what you agreed, the amount and the timing, so neither of you has to remember it.',
    ask: 'After asking, the next step is agreeing on a precise time and, if needed, having a second person to ask in case the first can’t.',
    talk: 'After the conversation, the next step is noticing what changed and what didn’t, and deciding whether that’s enough or whether to come back to it calmly in a few days.',
    money:
      'With the figures in front of you, look at three things, what you owe, the minimum payment and the due date, and pick one action only: set up at least the minimum payment, ask the lender about a repayment plan, or get free advice from a debt advice service; if it’s the month’s budget instead, separate what can’t move from what you can cut or put off.',
    sleep:
      'After the first night, keep the same change for a week or two even if one night goes badly, and only then add another habit.',
    study:
      'After the first session, the next step is putting the next one in your calendar, small and at a set time, and adding more only once the rhythm holds.',
    exercise:
      'Once this step has become a habit, usually after two or three weeks, add one thing at a time: a few more minutes, one new machine someone shows you, or a beginners’ class.',
    social:
      'After the first time, what counts is going back: it’s the second and third visits, with the same faces, that turn strangers into people who say hello.',
    limit:
      'After the first few days, look at when the limit held and when it didn’t: that’s where you’ll see what to adjust, like a different time or an alternative ready to hand.',
    quit: 'After the first few days, get ready what you’ll do instead of the old habit when the urge comes back: an alternative decided in advance holds better than willpower alone.',
    routine:
      'After the first week, keep the routine even on bad days, maybe in a shorter version, and only then decide whether to make it longer.',
    generic:
      'After the first step, what’s left is split the same way: one piece at a time, each with its own day in the calendar, looking at how the last one went before choosing the next.',
  },
  ask: [
    'What would the second step be, as small as the first?',
    'How will you know it’s time to move to the next step?',
  ],
};

export const PLAN_NEXT: Record<Lang, PlanNextTemplates> = { it: IT, en: EN };

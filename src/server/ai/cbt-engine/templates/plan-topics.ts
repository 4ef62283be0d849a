/**
 * A plan's own small step and obstacle, by what the plan is about (plan-topic.ts): asking a sister
 * for a loan needs a clear figure and a thought for her "no", not a budget sheet; a run needs a
 * smaller version for a tired day; a limit, a habit dropped or a routine gets the urge to do more or
 * to skip it, the old habit coming back, a day that goes wrong. {who}: the person the plan names, when it names one.
 */
import type { Lang } from '../../types';
import type { PlanTopic } from '../plan-topic';

export interface PlanTopicLines {
  /** A statement that makes the plan smaller and more concrete. */
  tip: string[];
  /** One possible obstacle, as a question (says "ostacolo" / "obstacle"). */
  obstacle: string[];
}

const IT: Record<PlanTopic, PlanTopicLines> = {
  loan: {
    tip: [
      'Una richiesta chiara è più facile da fare e da accogliere: decidi prima la cifra, a cosa ti serve e in che tempi pensi di restituirla.',
    ],
    obstacle: [
      'Un ostacolo possibile è l’imbarazzo di chiedere, o un no: cosa ti diresti, se {who} ti rispondesse che in questo momento non può?',
    ],
  },
  ask: {
    tip: [
      'Aiuta preparare la richiesta in una frase sola, concreta e con un tempo: che cosa chiedi, e per quando.',
    ],
    obstacle: [
      'Un ostacolo possibile è la paura di disturbare, o un «vediamo»: quale sarebbe la tua seconda possibilità, se {who} non potesse?',
    ],
  },
  talk: {
    tip: [
      'Può aiutare scegliere un momento tranquillo e preparare la prima frase, quella da cui cominciare.',
    ],
    obstacle: [
      'Un ostacolo possibile è che la conversazione prenda una piega diversa da quella che speri: cosa ti piacerebbe riuscire a dire comunque?',
    ],
  },
  money: {
    tip: [
      'Conviene partire da un passo solo, con una data, per esempio mettere per iscritto entrate, uscite e scadenze del mese.',
    ],
    obstacle: [
      'Un ostacolo possibile è l’ansia che sale guardando i numeri: cosa ti aiuterebbe a farlo comunque, magari a tempo, per venti minuti?',
    ],
  },
  sleep: {
    tip: [
      'Conviene cambiare una cosa sola e tenerla per una settimana, anche dopo una notte andata male: il sonno risponde alla regolarità più che ai singoli tentativi.',
    ],
    obstacle: [
      'L’ostacolo più comune arriva la sera stessa, quando la stanchezza spinge a rimandare: cosa potresti preparare prima, per rendertelo facile?',
    ],
  },
  study: {
    tip: [
      'Aiuta fissare un obiettivo piccolo e preciso per la prima volta, come un capitolo o un’ora, e decidere cosa farai appena finito.',
    ],
    obstacle: [
      'Un ostacolo possibile sono le distrazioni, a cominciare dal telefono: cosa potresti fare prima di iniziare per tenerle lontane?',
    ],
  },
  exercise: {
    tip: [
      'Meglio cominciare più in piccolo di quanto pensi di poter fare: anche dieci minuti, la prima volta, contano.',
    ],
    obstacle: [
      'Un ostacolo possibile è una giornata senza energie, o la scusa dell’ultimo minuto: quale sarebbe la versione ridotta che fai comunque?',
    ],
  },
  social: {
    tip: [
      'Il primo passo può essere piccolissimo: cercare orari e indirizzo, o scrivere per chiedere informazioni.',
    ],
    obstacle: [
      'Un ostacolo possibile è la voglia di rinunciare all’ultimo per l’imbarazzo: cosa ti aiuterebbe a presentarti almeno la prima volta?',
    ],
  },
  limit: {
    tip: [
      'Aiuta decidere prima il segnale che chiude, una frase da dirti o un piccolo gesto, così il limite non dipende dalla voglia del momento.',
    ],
    obstacle: [
      'Un ostacolo possibile è la spinta a fare ancora un po’, o al contrario a saltarlo del tutto: cosa potresti dirti in quel momento per restare sul limite che hai scelto?',
    ],
  },
  quit: {
    tip: [
      'Aiuta decidere già adesso cosa farai al posto di quell’abitudine quando arriva la voglia: una cosa semplice, pronta a portata di mano.',
    ],
    obstacle: [
      'Un ostacolo possibile è la vecchia abitudine che torna in un momento fragile, magari la sera o quando la stanchezza si fa sentire: cosa potresti fare in quel momento, invece?',
    ],
  },
  routine: {
    tip: [
      'Aiuta legarlo a qualcosa che fai già ogni giorno, come la cena o lavarti i denti, e tenerlo breve: la regolarità conta più della durata.',
    ],
    obstacle: [
      'Un ostacolo possibile è una giornata storta in cui salta: cosa ti diresti per riprendere il giorno dopo, senza ricominciare da capo?',
    ],
  },
};

const EN: Record<PlanTopic, PlanTopicLines> = {
  loan: {
    tip: [
      'A clear request is easier to make and to accept: decide beforehand the amount, what it’s for and when you think you can pay it back.',
    ],
    obstacle: [
      'One possible obstacle is the awkwardness of asking, or a no: what would you tell yourself if {who} said it isn’t possible right now?',
    ],
  },
  ask: {
    tip: [
      'It helps to put the request into one concrete sentence with a time: what you’re asking for, and by when.',
    ],
    obstacle: [
      'One possible obstacle is the fear of being a bother, or a vague “we’ll see”: what would your second option be if {who} couldn’t?',
    ],
  },
  talk: {
    tip: ['It can help to pick a calm moment and prepare your first sentence, the one you’ll open with.'],
    obstacle: [
      'One possible obstacle is the conversation taking a different turn from the one you hope for: what would you still like to manage to say?',
    ],
  },
  money: {
    tip: [
      'It helps to start with one step and a date, for example writing down the month’s income, spending and deadlines.',
    ],
    obstacle: [
      'One possible obstacle is the anxiety that rises when you look at the numbers: what would help you do it anyway, maybe with a twenty-minute timer?',
    ],
  },
  sleep: {
    tip: [
      'It helps to change one thing only and keep it for a week, even after a bad night: sleep responds to regularity more than to single attempts.',
    ],
    obstacle: [
      'The most common obstacle comes that same evening, when tiredness pushes you to put it off: what could you set up beforehand to make it easy?',
    ],
  },
  study: {
    tip: [
      'It helps to set a small, precise goal for the first session, like one chapter or one hour, and decide what you’ll do right after.',
    ],
    obstacle: [
      'One possible obstacle is distraction, starting with your phone: what could you do before you begin to keep it out of the way?',
    ],
  },
  exercise: {
    tip: ['Better to start smaller than you think you could manage: even ten minutes counts the first time.'],
    obstacle: [
      'One possible obstacle is a low-energy day, or a last-minute excuse: what would the smaller version be that you do anyway?',
    ],
  },
  social: {
    tip: [
      'The first step can be tiny: looking up times and the address, or sending a message to ask for details.',
    ],
    obstacle: [
      'One possible obstacle is the urge to drop out at the last minute out of awkwardness: what would help you show up at least the first time?',
    ],
  },
  limit: {
    tip: [
      'It helps to decide beforehand what marks the end, a sentence you tell yourself or a small gesture, so the limit doesn’t depend on how you feel in the moment.',
    ],
    obstacle: [
      'One possible obstacle is the pull to do a bit more, or to skip it altogether: what could you tell yourself in that moment to stay with the limit you chose?',
    ],
  },
  quit: {
    tip: [
      'It helps to decide now what you’ll do instead when the urge comes: one simple thing, ready to hand.',
    ],
    obstacle: [
      'One possible obstacle is the old habit coming back in a weak moment, late in the evening or when you’re tired: what could you do in that moment instead?',
    ],
  },
  routine: {
    tip: [
      'It helps to tie it to something you already do every day, like dinner or brushing your teeth, and keep it short: regularity matters more than length.',
    ],
    obstacle: [
      'One possible obstacle is a day that goes wrong and it gets skipped: what would you tell yourself to pick it up again the next day, without starting over?',
    ],
  },
};

export const PLAN_TOPICS: Record<Lang, Record<PlanTopic, PlanTopicLines>> = { it: IT, en: EN };

/**
 * "Perché telefonare mi agita così tanto?", "why is calling so much worse than texting?": phone
 * anxiety, common and understandable (no time to think, no face to read), and how it shrinks with
 * small, prepared calls rather than with avoidance.
 */
import type { KnowledgeEntry } from '../types';

export const PHONE_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'phone_anxiety',
    kind: 'how_to',
    keys: 'telefonare=5, il telefono=4, paura del telefono=6, telefono mi fa=5, telefonofobia=6, fear of the phone=6, phone anxiety=6, phone phobia=6, the phone scares=6, telefonata=5, telefonate=5, chiamare al telefono=5, al telefono=3, rispondere al telefono=5, fare una chiamata=4, chiamate=2, messaggio invece=3, phone call=5, phone calls=5, calling=4, on the phone=4, answer the phone=5, make a call=4, making calls=5, make calls=5, ring someone=4, than texting=5, instead of texting=4, texting=2',
    requires:
      'ansia=0, agit=0, paura=0, odio=0, evito=0, blocco=0, peggio=0, difficile=0, perche=0, come faccio=0, anxi=0, scared=0, afraid=0, hate=0, avoid=0, worse=0, harder=0, dread=0, why=0, how do i=0, nervous=0',
    forms: ['why', 'how', 'normal', 'is_this'],
    topics: ['work', 'self'],
    it: {
      text: [
        [
          'L’ansia da telefono è molto comune: in una chiamata non hai il tempo di pensare alla risposta come in un messaggio, non vedi la faccia dell’altro e il silenzio sembra pesare di più.',
          'Evitare le chiamate dà sollievo subito, ma insegna alla mente che erano davvero pericolose, e la volta dopo pesano di più.',
          'Aiuta prepararsi due righe su cosa vuoi dire, cominciare dalle chiamate più facili, come prenotare qualcosa, e farne una piccola alla volta, lasciando che l’agitazione salga e scenda senza fuggire.',
        ],
        [
          'Telefonare mette insieme tutto quello che l’ansia sociale teme di più: rispondere al volo, non poter correggere, non sapere cosa pensa l’altro.',
          'Non vuol dire che ci sia qualcosa di sbagliato in te: è una paura che si riduce con la pratica, un passo piccolo dopo l’altro.',
          'Un modo concreto è scrivere la prima frase, tenere il foglio davanti e fare una chiamata breve al giorno per una settimana, notando ogni volta com’è andata davvero rispetto a come temevi.',
        ],
      ],
      followUp: [
        'Qual è la chiamata più facile che potresti fare questa settimana?',
        'Cosa temi che succeda, di preciso, durante una telefonata?',
      ],
    },
    en: {
      text: [
        [
          'Phone anxiety is very common: on a call you don’t get the time to think that a text gives you, you can’t see the other person’s face, and silences feel heavier.',
          'Avoiding calls brings relief straight away, but it teaches your mind that they really were dangerous, so the next one weighs more.',
          'It helps to jot down two lines of what you want to say, start with the easiest calls, like booking something, and make one small call at a time, letting the nerves rise and fall without hanging up to escape them.',
        ],
        [
          'A phone call brings together everything social anxiety fears most: answering on the spot, not being able to edit, not knowing what the other person thinks.',
          'It doesn’t mean something is wrong with you: it’s a fear that shrinks with practice, one small step at a time.',
          'A concrete way is to write your first sentence, keep the note in front of you and make one short call a day for a week, noticing each time how it really went compared with what you feared.',
        ],
      ],
      followUp: [
        'What’s the easiest call you could make this week?',
        'What exactly are you afraid will happen during a call?',
      ],
    },
  },
];

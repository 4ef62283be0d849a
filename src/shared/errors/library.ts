import type { ErrorEntries } from './entry';

/** The resource library (feedback, program progress) and the support contact form. */
export const libraryErrors = {
  'resources.not_found': {
    status: 404,
    it: 'Risorsa non trovata.',
    en: 'Resource not found.',
  },
  'resources.load_failed': {
    status: null,
    it: 'Impossibile caricare la biblioteca. Riprova.',
    en: 'Unable to load the library. Please try again.',
  },
  'resources.not_a_program': {
    status: 400,
    it: 'Questa risorsa non è un programma a giorni.',
    en: 'This resource is not a day-by-day program.',
  },
  'resources.day_out_of_range': {
    status: 400,
    it: 'Questo programma non ha un giorno con questo numero.',
    en: 'This program has no day with that number.',
  },
  'support.too_many_messages': {
    status: 429,
    it: 'Hai già inviato diversi messaggi. Potrai scriverci di nuovo tra {{minutes}} minuti.',
    en: 'You have already sent several messages. You can write to us again in {{minutes}} minutes.',
  },
} as const satisfies ErrorEntries;

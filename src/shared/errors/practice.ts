import type { ErrorEntries } from './entry';

/**
 * The daily practice: exercises, meditations, reflections and daily quotes. SPEC §5 and §8's
 * wording is kept verbatim where SPEC gives it (the empty reflection, the load failures).
 */
export const practiceErrors = {
  'exercises.not_found': {
    status: 404,
    it: 'Esercizio non trovato.',
    en: 'Exercise not found.',
  },
  'exercises.load_failed': {
    status: null,
    it: 'Impossibile caricare gli esercizi. Riprova.',
    en: 'Unable to load exercises. Please try again.',
  },
  'meditations.not_found': {
    status: 404,
    it: 'Meditazione non trovata.',
    en: 'Meditation not found.',
  },
  'meditations.load_failed': {
    status: null,
    it: 'Impossibile caricare le meditazioni. Riprova.',
    en: 'Unable to load meditations. Please try again.',
  },
  'reflections.empty': {
    status: 400,
    it: 'Riflessione vuota – scrivi qualcosa prima di salvare',
    en: 'Empty reflection – write something before saving',
  },
  'reflections.too_long': {
    status: 400,
    it: 'La riflessione è troppo lunga: al massimo 10.000 caratteri.',
    en: 'The reflection is too long: 10,000 characters at most.',
  },
  'reflections.not_found': {
    status: 404,
    it: 'Riflessione non trovata.',
    en: 'Reflection not found.',
  },
  'reflections.prompt_not_found': {
    status: 400,
    it: 'Questa domanda non esiste più.',
    en: 'This prompt no longer exists.',
  },
  'reflections.reading_not_found': {
    status: 400,
    it: 'Questa lettura non esiste più.',
    en: 'This reading no longer exists.',
  },
  'reflections.load_failed': {
    status: null,
    it: 'Impossibile caricare le riflessioni. Riprova.',
    en: 'Unable to load reflections. Please try again.',
  },
  'quotes.load_failed': {
    status: 503,
    it: 'Impossibile caricare la citazione del giorno',
    en: 'Unable to load daily quote',
  },
} as const satisfies ErrorEntries;

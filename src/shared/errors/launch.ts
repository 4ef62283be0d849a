import type { ErrorEntries } from './entry';

/** The launch campaign. SPEC §5 and §8 wording kept verbatim where SPEC gives it. */
export const launchErrors = {
  'launch.code_required': {
    status: 400,
    it: 'Codice richiesto',
    en: 'Code required',
  },
  'launch.code_invalid': {
    status: 400,
    it: 'Codice non valido o già utilizzato',
    en: 'Invalid or already used code',
  },
  'launch.assign_failed': {
    status: null,
    it: 'Errore durante l’assegnazione del codice',
    en: 'Error while assigning the code',
  },
  'launch.activate_failed': {
    status: null,
    it: 'Errore durante l’attivazione del codice',
    en: 'Error while activating the code',
  },
  'launch.connection_error': {
    status: null,
    it: 'Errore di connessione',
    en: 'Connection error',
  },
  'launch.campaign_completed': {
    status: 409,
    it: 'La campagna di lancio è conclusa: tutti i 50 posti sono stati assegnati.',
    en: 'The launch campaign is over: all 50 places have been taken.',
  },
} as const satisfies ErrorEntries;

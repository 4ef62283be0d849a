import type { ErrorEntries } from './entry';

/** Errors every module can raise. SPEC §8's exact wording is kept where SPEC gives it. */
export const coreErrors = {
  'validation.failed': {
    status: 400,
    it: 'Alcuni dati non sono validi. Controlla i campi evidenziati.',
    en: 'Some data is not valid. Please check the highlighted fields.',
  },
  // The detail message of a text field holding a character no text can be kept with (NUL, or
  // half of a surrogate pair): shared/schemas/zod.ts `text()`.
  'validation.text_invalid': {
    status: 400,
    it: 'Il testo contiene caratteri non validi. Rimuovili e riprova.',
    en: 'The text contains characters that are not valid. Remove them and try again.',
  },
  'request.malformed_json': {
    status: 400,
    it: 'La richiesta non è un JSON valido.',
    en: 'The request body is not valid JSON.',
  },
  'request.body_too_large': {
    status: 413,
    it: 'La richiesta è troppo grande.',
    en: 'The request is too large.',
  },
  'request.unsupported_media_type': {
    status: 415,
    it: 'Formato della richiesta non supportato.',
    en: 'Unsupported request format.',
  },
  'request.malformed': {
    status: 400,
    it: 'La richiesta non è valida.',
    en: 'The request is not valid.',
  },
  'request.headers_too_large': {
    status: 431,
    it: 'Le intestazioni della richiesta sono troppo grandi.',
    en: 'The request headers are too large.',
  },
  'request.timeout': {
    status: 408,
    it: 'La richiesta non è arrivata per intero in tempo. Riprova.',
    en: 'The request did not arrive in full in time. Please try again.',
  },
  'request.rate_limited': {
    status: 429,
    it: 'Troppe richieste. Attendi un momento e riprova.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  'request.forbidden_origin': {
    status: 403,
    it: 'Richiesta rifiutata: proviene da un sito non autorizzato.',
    en: 'Request refused: it comes from an unauthorised site.',
  },
  'route.not_found': {
    status: 404,
    it: 'Risorsa non trovata.',
    en: 'Resource not found.',
  },
  'route.method_not_allowed': {
    status: 405,
    it: 'Metodo non consentito.',
    en: 'Method not allowed.',
  },
  'internal.error': {
    status: 500,
    it: 'Si è verificato un errore',
    en: 'Something went wrong',
  },
  'network.error': {
    status: null,
    it: 'Errore di rete',
    en: 'Network error occurred',
  },
  'server.connection_error': {
    status: null,
    it: 'Errore di connessione al server',
    en: 'Server connection error',
  },
  'language.change_failed': {
    status: null,
    it: 'Errore nel cambio lingua',
    en: 'Could not change language',
  },
} as const satisfies ErrorEntries;

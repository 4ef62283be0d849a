import type { ErrorEntries } from './entry';

/**
 * The AI companion: chat, AI modules, reflection perspectives, resource recommendations and the
 * safety plan. SPEC §5 and §8's wording is kept verbatim where SPEC gives it ('Per favore
 * inserisci un prompt valido.', 'Si è verificato un errore durante l'elaborazione della
 * richiesta.', 'Could not generate a reflection. Please try again later.', 'Messaggio mancante').
 * The daily limit is the plans module's `plans.daily_limit_reached`.
 */
export const aiErrors = {
  'ai.invalid_prompt': {
    status: 400,
    it: 'Per favore inserisci un prompt valido.',
    en: 'Please enter a valid prompt.',
  },
  'ai.processing_failed': {
    status: 500,
    it: "Si è verificato un errore durante l'elaborazione della richiesta.",
    en: 'An error occurred while processing the request.',
  },
  'ai.reflection_failed': {
    status: 500,
    it: 'Non è stato possibile generare una prospettiva. Riprova più tardi.',
    en: 'Could not generate a reflection. Please try again later.',
  },
  'ai.message_missing': {
    status: 400,
    it: 'Messaggio mancante',
    en: 'Message missing',
  },
  'ai.message_too_long': {
    status: 400,
    it: 'Il messaggio è troppo lungo: al massimo 4.000 caratteri.',
    en: 'The message is too long: 4,000 characters at most.',
  },
  'chat.conversation_not_found': {
    status: 404,
    it: 'Conversazione non trovata.',
    en: 'Conversation not found.',
  },
  'chat.no_crisis_to_revisit': {
    status: 409,
    it: 'In questa conversazione non c\u2019è un messaggio di aiuto da rivedere.',
    en: 'There is no help message to revisit in this conversation.',
  },
  'ai_modules.result_not_found': {
    status: 404,
    it: 'Risultato non trovato.',
    en: 'Result not found.',
  },
} as const satisfies ErrorEntries;

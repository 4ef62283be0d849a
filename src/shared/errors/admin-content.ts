import type { ErrorEntries } from './entry';

/** Content administration and the support inbox. */
export const adminContentErrors = {
  'admin_content.not_found': {
    status: 404,
    it: 'Contenuto non trovato.',
    en: 'Content not found.',
  },
  'admin_content.slug_taken': {
    status: 409,
    it: 'Esiste già un contenuto con questo identificativo. Scegline un altro.',
    en: 'Another item already uses this identifier. Choose a different one.',
  },
  'admin_content.slug_fixed': {
    status: 400,
    it: "L'identificativo di un contenuto non si può cambiare.",
    en: "An item's identifier cannot be changed.",
  },
  'admin_content.incomplete': {
    status: 400,
    it: 'Per pubblicare servono entrambe le lingue complete. Completa i campi indicati e salva.',
    en: 'Both languages must be complete before publishing. Complete the fields shown and save.',
  },
  'admin_support.not_found': {
    status: 404,
    it: 'Messaggio non trovato: potrebbe essere stato eliminato alla scadenza della conservazione.',
    en: 'Message not found: it may have been deleted at the end of its retention period.',
  },
  'admin_support.mail_failed': {
    status: 503,
    it: 'Non è stato possibile inviare la risposta per email. Non è stata salvata: riprova tra poco.',
    en: 'The answer could not be sent by email. It was not saved: please try again shortly.',
  },
} as const satisfies ErrorEntries;

import type { ErrorEntries } from './entry';

/** "Your data": the export and the deletion of an account (GDPR Art. 15, 17 and 20). */
export const privacyErrors = {
  'privacy.wrong_password': {
    status: 403,
    it: 'La password non è corretta. Controllala e riprova.',
    en: 'That password is not correct. Please check it and try again.',
  },
  'privacy.too_many_attempts': {
    status: 429,
    it: 'Troppi tentativi con una password sbagliata. Per sicurezza riprova tra {{minutes}} min.',
    en: 'Too many attempts with a wrong password. For your safety, please try again in {{minutes}} min.',
  },
  'privacy.admin_cannot_delete': {
    status: 403,
    it: 'L’account amministratore non si può eliminare da qui: è gestito dalla configurazione del server.',
    en: 'The administrator account cannot be deleted here: it is managed by the server configuration.',
  },
  'privacy.validation.confirm_word': {
    status: 400,
    it: 'Serve la parola ELIMINA per confermare l’eliminazione.',
    en: 'The word DELETE is needed to confirm the deletion.',
  },
} as const satisfies ErrorEntries;

import type { ErrorEntries } from './entry';

/** Administration: access, second factor, and the actions of the admin pages. */
export const adminErrors = {
  'admin.second_factor_required': {
    status: 403,
    it: 'Conferma l’accesso con il secondo fattore per continuare.',
    en: 'Confirm your sign-in with the second factor to continue.',
  },
  'admin.second_factor_invalid': {
    status: 400,
    it: 'Codice non valido. Controlla l’app di autenticazione e riprova.',
    en: 'Invalid code. Check your authenticator app and try again.',
  },
  'admin.second_factor_not_enrolled': {
    status: 409,
    it: 'Il secondo fattore non è ancora configurato.',
    en: 'The second factor is not set up yet.',
  },
  'admin.second_factor_already_enrolled': {
    status: 409,
    it: 'Il secondo fattore è già configurato.',
    en: 'The second factor is already set up.',
  },
  'admin.too_many_attempts': {
    status: 429,
    it: 'Troppi codici errati. Riprova tra {{minutes}} min.',
    en: 'Too many wrong codes. Please try again in {{minutes}} min.',
  },
  'admin.password_incorrect': {
    status: 400,
    it: 'La password attuale non è corretta.',
    en: 'The current password is not correct.',
  },
  'admin.password_required': {
    status: 400,
    it: 'La password amministratore non può essere vuota.',
    en: 'The admin password cannot be empty.',
  },
  'admin.user_not_found': {
    status: 404,
    it: 'Utente non trovato.',
    en: 'User not found.',
  },
  'admin.cannot_change_self': {
    status: 409,
    it: 'Non puoi eseguire questa azione sul tuo account.',
    en: 'You cannot do this to your own account.',
  },
  'admin.cannot_change_admin': {
    status: 409,
    it: 'Questa azione non si applica a un account amministratore.',
    en: 'This action does not apply to an administrator account.',
  },
  'admin.confirm_mismatch': {
    status: 400,
    it: 'Il nome utente digitato non corrisponde.',
    en: 'The username you typed does not match.',
  },
  'admin.account_disabled': {
    status: 403,
    it: 'Questo account è stato disattivato. Scrivi al supporto per informazioni.',
    en: 'This account has been disabled. Write to support for information.',
  },
  'admin.validation.reason_required': {
    status: null,
    it: 'Scrivi il motivo (almeno 3 caratteri): resta nel registro delle attività.',
    en: 'Write the reason (at least 3 characters): it is kept in the audit log.',
  },
  'admin.validation.reason_too_long': {
    status: null,
    it: 'Il motivo può avere al massimo 500 caratteri.',
    en: 'The reason can be at most 500 characters.',
  },
  'admin.validation.code_format': {
    status: null,
    it: 'Inserisci le 6 cifre dell’app o un codice di recupero (XXXXX-XXXXX).',
    en: 'Enter the 6 digits from the app or a recovery code (XXXXX-XXXXX).',
  },
  'admin.validation.password_required': {
    status: null,
    it: 'La password amministratore non può essere vuota.',
    en: 'The admin password cannot be empty.',
  },
  'admin.validation.user_id': {
    status: null,
    it: 'Utente non valido.',
    en: 'Invalid user.',
  },
} as const satisfies ErrorEntries;

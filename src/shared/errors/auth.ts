import type { ErrorEntries } from './entry';

/**
 * Accounts: sign-in, registration, sessions and password recovery. SPEC §5 and §8 wording is
 * kept verbatim. The `auth.validation.*` codes are also the messages of the shared zod schemas
 * (src/shared/schemas/auth.ts), so a form and the server's `validation.failed` details show the
 * same words. `{{minutes}}` is filled in by the server (and by the client from `params`).
 */
export const authErrors = {
  'auth.invalid_credentials': {
    status: 401,
    it: 'Credenziali non valide',
    en: 'Invalid username or password',
  },
  'auth.no_valid_session': {
    status: 401,
    it: 'Nessuna sessione valida trovata.',
    en: 'No valid session found.',
  },
  'auth.username_exists': {
    status: 409,
    it: 'Questo nome utente è già in uso. Scegline un altro.',
    en: 'This username is already taken. Please choose another one.',
  },
  'auth.registration_failed': {
    status: null,
    it: 'Registrazione fallita. Riprova.',
    en: 'Registration failed. Please try again.',
  },
  'auth.registration_error': {
    status: null,
    it: 'Errore durante la registrazione',
    en: 'Registration error',
  },
  'auth.too_many_attempts': {
    status: 429,
    it: 'Troppi tentativi di accesso. Riprova tra {{minutes}} min.',
    en: 'Too many sign-in attempts. Please try again in {{minutes}} min.',
  },
  'auth.registration_throttled': {
    status: 429,
    it: 'Troppe registrazioni da questa rete. Riprova tra {{minutes}} min.',
    en: 'Too many sign-ups from this network. Please try again in {{minutes}} min.',
  },
  'auth.recovery_throttled': {
    status: 429,
    it: 'Troppe richieste di recupero password. Riprova tra {{minutes}} min.',
    en: 'Too many password recovery requests. Please try again in {{minutes}} min.',
  },
  'auth.reset_too_many_attempts': {
    status: 429,
    it: 'Troppi tentativi. Riprova tra {{minutes}} min.',
    en: 'Too many attempts. Please try again in {{minutes}} min.',
  },
  'auth.reset_code_invalid': {
    status: 400,
    it: 'Codice di sicurezza non valido o scaduto.',
    en: 'Invalid or expired security code.',
  },
  'auth.user_not_found': {
    status: 404,
    it: 'Utente non trovato.',
    en: 'User not found.',
  },
  'auth.validation.email_password': {
    status: 400,
    it: 'Verifica che la tua email sia valida e che la password abbia almeno 6 caratteri',
    en: 'Please check that your email is valid and that your password has at least 6 characters',
  },
  'auth.validation.email': {
    status: 400,
    it: 'Inserisci un indirizzo email valido',
    en: 'Please enter a valid email address',
  },
  'auth.validation.passwords_mismatch': {
    status: 400,
    it: 'Le password non corrispondono',
    en: 'Passwords do not match',
  },
  'auth.validation.terms_required': {
    status: 400,
    it: 'Devi accettare i termini per continuare',
    en: 'You must accept the terms to continue',
  },
  'auth.validation.age_required': {
    status: 400,
    it: 'Per registrarti devi dichiarare di avere almeno 14 anni',
    en: 'To sign up you must confirm that you are at least 14 years old',
  },
  'auth.validation.health_consent_required': {
    status: 400,
    it: 'Serve il tuo consenso esplicito al trattamento dei dati sulla salute per continuare',
    en: 'Your explicit consent to the processing of health-related data is needed to continue',
  },
  'auth.validation.username': {
    status: 400,
    it: 'Il nome utente deve avere da 3 a 30 caratteri: lettere, numeri, punto, trattino o trattino basso',
    en: 'Your username needs 3 to 30 characters: letters, numbers, dot, hyphen or underscore',
  },
  'auth.validation.full_name': {
    status: 400,
    it: 'Inserisci nome e cognome (al massimo 100 caratteri)',
    en: 'Please enter your full name (100 characters at most)',
  },
  'auth.validation.identifier_required': {
    status: 400,
    it: 'Inserisci il nome utente o l’email',
    en: 'Please enter your username or email',
  },
  'auth.validation.password_required': {
    status: 400,
    it: 'Inserisci la password',
    en: 'Please enter your password',
  },
  'auth.validation.password_too_long': {
    status: 400,
    it: 'La password può avere al massimo 128 caratteri',
    en: 'The password can have at most 128 characters',
  },
  'auth.validation.code_required': {
    status: 400,
    it: 'Inserisci il codice di sicurezza',
    en: 'Please enter the security code',
  },
  'auth.validation.reset_password_length': {
    status: 400,
    it: 'La password deve essere di almeno 8 caratteri',
    en: 'The password must be at least 8 characters long',
  },
  'auth.validation.reset_password_strength': {
    status: 400,
    it: 'La password deve contenere lettere maiuscole e minuscole e almeno un numero',
    en: 'The password must contain upper and lower case letters and at least one number',
  },
} as const satisfies ErrorEntries;

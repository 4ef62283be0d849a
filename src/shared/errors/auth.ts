import type { Lang } from '../i18n';

/**
 * Accounts: sign-in, registration, sessions and password recovery. SPEC §5 and §8 wording is
 * kept verbatim. The `auth.validation.*` codes are also the messages of the shared zod schemas
 * (src/shared/schemas/auth.ts), so a form and the server's `validation.failed` details show the
 * same words. `{{minutes}}` is filled in by the server (and by the client from `params`).
 */
export const authErrors = {
  'auth.invalid_credentials': {
    it: 'Credenziali non valide',
    en: 'Invalid username or password',
  },
  'auth.no_valid_session': {
    it: 'Nessuna sessione valida trovata.',
    en: 'No valid session found.',
  },
  'auth.username_exists': {
    it: 'Questo nome utente è già in uso. Scegline un altro.',
    en: 'This username is already taken. Please choose another one.',
  },
  'auth.registration_failed': {
    it: 'Registrazione fallita. Riprova.',
    en: 'Registration failed. Please try again.',
  },
  'auth.registration_error': {
    it: 'Errore durante la registrazione',
    en: 'Registration error',
  },
  'auth.too_many_attempts': {
    it: 'Troppi tentativi di accesso. Riprova tra {{minutes}} min.',
    en: 'Too many sign-in attempts. Please try again in {{minutes}} min.',
  },
  'auth.registration_throttled': {
    it: 'Troppe registrazioni da questa rete. Riprova tra {{minutes}} min.',
    en: 'Too many sign-ups from this network. Please try again in {{minutes}} min.',
  },
  'auth.recovery_throttled': {
    it: 'Troppe richieste di recupero password. Riprova tra {{minutes}} min.',
    en: 'Too many password recovery requests. Please try again in {{minutes}} min.',
  },
  'auth.reset_too_many_attempts': {
    it: 'Troppi tentativi. Riprova tra {{minutes}} min.',
    en: 'Too many attempts. Please try again in {{minutes}} min.',
  },
  'auth.reset_code_invalid': {
    it: 'Codice di sicurezza non valido o scaduto.',
    en: 'Invalid or expired security code.',
  },
  'auth.user_not_found': {
    it: 'Utente non trovato.',
    en: 'User not found.',
  },
  'auth.validation.email_password': {
    it: 'Verifica che la tua email sia valida e che la password abbia almeno 6 caratteri',
    en: 'Please check that your email is valid and that your password has at least 6 characters',
  },
  'auth.validation.email': {
    it: 'Inserisci un indirizzo email valido',
    en: 'Please enter a valid email address',
  },
  'auth.validation.passwords_mismatch': {
    it: 'Le password non corrispondono',
    en: 'Passwords do not match',
  },
  'auth.validation.terms_required': {
    it: 'Devi accettare i termini per continuare',
    en: 'You must accept the terms to continue',
  },
  'auth.validation.age_required': {
    it: 'Per registrarti devi dichiarare di avere almeno 14 anni',
    en: 'To sign up you must confirm that you are at least 14 years old',
  },
  'auth.validation.health_consent_required': {
    it: 'Serve il tuo consenso esplicito al trattamento dei dati sulla salute per continuare',
    en: 'Your explicit consent to the processing of health-related data is needed to continue',
  },
  'auth.validation.username': {
    it: 'Il nome utente deve avere da 3 a 30 caratteri: lettere, numeri, punto, trattino o trattino basso',
    en: 'Your username needs 3 to 30 characters: letters, numbers, dot, hyphen or underscore',
  },
  'auth.validation.full_name': {
    it: 'Inserisci nome e cognome (al massimo 100 caratteri)',
    en: 'Please enter your full name (100 characters at most)',
  },
  'auth.validation.identifier_required': {
    it: 'Inserisci il nome utente o l’email',
    en: 'Please enter your username or email',
  },
  'auth.validation.password_required': {
    it: 'Inserisci la password',
    en: 'Please enter your password',
  },
  'auth.validation.password_too_long': {
    it: 'La password può avere al massimo 128 caratteri',
    en: 'The password can have at most 128 characters',
  },
  'auth.validation.code_required': {
    it: 'Inserisci il codice di sicurezza',
    en: 'Please enter the security code',
  },
  'auth.validation.reset_password_length': {
    it: 'La password deve essere di almeno 8 caratteri',
    en: 'The password must be at least 8 characters long',
  },
  'auth.validation.reset_password_strength': {
    it: 'La password deve contenere lettere maiuscole e minuscole e almeno un numero',
    en: 'The password must contain upper and lower case letters and at least one number',
  },
} as const satisfies Record<string, Record<Lang, string>>;

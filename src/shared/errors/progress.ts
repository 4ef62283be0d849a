import type { ErrorEntries } from './entry';

/**
 * Mood tracking, self-checks, the profile and the daily reminder. SPEC §8's profile wording
 * ('Unable to save profile. Please try again later.') is kept verbatim. The `profile.validation.*`
 * codes are also the messages of the shared zod schemas (src/shared/schemas/profile.ts).
 */
export const progressErrors = {
  'mood.premium_required': {
    status: 403,
    it: 'Hai già provato il monitoraggio dell’umore: per continuare a registrare il tuo umore passa a Premium.',
    en: 'You have already tried mood tracking: upgrade to Premium to keep logging your mood.',
  },
  'mood.entry_not_found': {
    status: 404,
    it: 'Registrazione dell’umore non trovata.',
    en: 'Mood entry not found.',
  },
  'mood.invalid_time': {
    status: 400,
    it: 'La data non è valida: non può essere nel futuro né più vecchia di un anno.',
    en: 'That date is not valid: it cannot be in the future or more than a year ago.',
  },
  'profile.save_failed': {
    status: 500,
    it: 'Impossibile salvare il profilo. Riprova più tardi.',
    en: 'Unable to save profile. Please try again later.',
  },
  'profile.wrong_password': {
    status: 403,
    it: 'La password attuale non è corretta.',
    en: 'Your current password is not correct.',
  },
  'profile.too_many_attempts': {
    status: 429,
    it: 'Troppi tentativi con una password sbagliata. Riprova tra {{minutes}} min.',
    en: 'Too many attempts with a wrong password. Please try again in {{minutes}} min.',
  },
  'profile.email_unavailable': {
    status: 409,
    it: 'Questo indirizzo email non si può usare. Scegline un altro.',
    en: 'This email address cannot be used. Please choose another one.',
  },
  'profile.email_code_invalid': {
    status: 400,
    it: 'Codice non valido o scaduto. Richiedine uno nuovo.',
    en: 'Invalid or expired code. Please ask for a new one.',
  },
  'profile.validation.name': {
    status: 400,
    it: 'Al massimo 50 caratteri, senza caratteri di controllo',
    en: '50 characters at most, without control characters',
  },
  'profile.validation.phone': {
    status: 400,
    it: 'Inserisci un numero di telefono valido (cifre, spazi, + - ( ) .)',
    en: 'Please enter a valid phone number (digits, spaces, + - ( ) .)',
  },
  'profile.validation.date_of_birth': {
    status: 400,
    it: 'Inserisci una data di nascita valida: devi avere almeno 14 anni',
    en: 'Please enter a valid date of birth: you must be at least 14',
  },
  'profile.validation.city': {
    status: 400,
    it: 'Al massimo 100 caratteri',
    en: '100 characters at most',
  },
  'profile.validation.biography': {
    status: 400,
    it: 'La biografia può avere al massimo 1.000 caratteri',
    en: 'Your biography can have 1,000 characters at most',
  },
  'profile.validation.list': {
    status: 400,
    it: 'Al massimo 20 voci, ognuna da 1 a 40 caratteri',
    en: '20 items at most, each of 1 to 40 characters',
  },
  'profile.validation.time_zone': {
    status: 400,
    it: 'Fuso orario non valido',
    en: 'Invalid time zone',
  },
  'profile.validation.time': {
    status: 400,
    it: 'Inserisci un orario nel formato HH:MM',
    en: 'Please enter a time as HH:MM',
  },
  'reminders.subscription_invalid': {
    status: 400,
    it: 'Questo dispositivo non può ricevere promemoria. Riprova dal browser.',
    en: 'This device cannot receive reminders. Please try again from your browser.',
  },
  'reminders.unsubscribe_invalid': {
    status: 400,
    it: 'Il link per disattivare i promemoria non è valido.',
    en: 'The link to turn off reminders is not valid.',
  },
} as const satisfies ErrorEntries;

import type { ErrorEntries } from './entry';

/**
 * Premium payments. SPEC §8's wording kept verbatim where SPEC gives it; the card messages are
 * the ones payment providers show for the same decline codes.
 */
export const billingErrors = {
  'billing.user_not_authenticated': {
    status: 401,
    it: 'Utente non autenticato',
    en: 'User not authenticated',
  },
  'billing.checkout_failed': {
    status: 502,
    it: 'Errore durante la creazione della sessione di pagamento',
    en: 'Error creating checkout session',
  },
  'billing.payment_processing_error': {
    status: 500,
    it: 'Errore durante l’elaborazione del pagamento',
    en: 'Payment processing error',
  },
  'billing.payment_error': {
    status: null,
    it: 'Errore Pagamento',
    en: 'Payment Error',
  },
  'billing.discount_unavailable': {
    status: 409,
    it: 'Impossibile applicare lo sconto. Riprova.',
    en: 'Discount Error',
  },
  'billing.unknown_price': {
    status: 400,
    it: 'Questo piano non esiste.',
    en: 'This plan does not exist.',
  },
  'billing.already_subscribed': {
    status: 409,
    it: 'Hai già un abbonamento premium attivo.',
    en: 'You already have an active premium subscription.',
  },
  'billing.session_not_found': {
    status: 404,
    it: 'Nessuna sessione valida trovata.',
    en: 'No valid session found.',
  },
  'billing.session_expired': {
    status: 410,
    it: 'Questa sessione di pagamento è scaduta. Ricomincia dalla pagina dei piani.',
    en: 'This checkout session has expired. Start again from the plans page.',
  },
  'billing.session_completed': {
    status: 409,
    it: 'Questo pagamento è già stato completato.',
    en: 'This payment has already been completed.',
  },
  'billing.no_active_subscription': {
    status: 404,
    it: 'Non hai un abbonamento attivo.',
    en: 'You have no active subscription.',
  },
  'billing.plan_unchanged': {
    status: 409,
    it: 'Sei già su questo piano.',
    en: 'You are already on this plan.',
  },
  'billing.invoice_not_found': {
    status: 404,
    it: 'Fattura non trovata.',
    en: 'Invoice not found.',
  },
  'billing.provider_unavailable': {
    status: 502,
    it: 'Il servizio di pagamento non risponde. Riprova tra poco.',
    en: 'The payment service is not responding. Please try again shortly.',
  },
  'billing.webhook_signature_invalid': {
    status: 400,
    it: 'Firma dell’evento non valida.',
    en: 'Invalid event signature.',
  },
  'billing.card_declined': {
    status: 402,
    it: 'La tua carta è stata rifiutata.',
    en: 'Your card was declined.',
  },
  'billing.insufficient_funds': {
    status: 402,
    it: 'Sulla tua carta non ci sono fondi sufficienti.',
    en: 'Your card has insufficient funds.',
  },
  'billing.expired_card': {
    status: 402,
    it: 'La tua carta è scaduta.',
    en: 'Your card has expired.',
  },
  'billing.incorrect_cvc': {
    status: 402,
    it: 'Il codice di sicurezza della carta non è corretto.',
    en: 'Your card’s security code is incorrect.',
  },
  'billing.validation.card_number': {
    status: 400,
    it: 'Il numero della carta non è valido.',
    en: 'Your card number is invalid.',
  },
  'billing.validation.card_expiry': {
    status: 400,
    it: 'Inserisci la scadenza come MM/AA.',
    en: 'Enter the expiry date as MM/YY.',
  },
  'billing.validation.card_cvc': {
    status: 400,
    it: 'Il codice di sicurezza ha 3 o 4 cifre.',
    en: 'The security code has 3 or 4 digits.',
  },
  'billing.validation.card_name': {
    status: 400,
    it: 'Inserisci il nome del titolare della carta.',
    en: 'Enter the cardholder’s name.',
  },
} as const satisfies ErrorEntries;

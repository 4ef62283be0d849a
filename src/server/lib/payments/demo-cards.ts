import { type DemoCardObject, demoId } from './demo-objects';
import type { DeclineCode, DemoCard } from './types';

/**
 * Stripe's test cards, with what Stripe does with each. Any other number is declined, as Stripe's
 * test mode declines real cards: nobody should think a real card was charged.
 */
const testCards: Record<string, { brand: string; outcome: DeclineCode | 'ok' | 'fails_later' }> = {
  '4242424242424242': { brand: 'visa', outcome: 'ok' },
  '5555555555554444': { brand: 'mastercard', outcome: 'ok' },
  '4000000000000341': { brand: 'visa', outcome: 'fails_later' },
  '4000000000000002': { brand: 'visa', outcome: 'card_declined' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000000000000069': { brand: 'visa', outcome: 'expired_card' },
  '4000000000000127': { brand: 'visa', outcome: 'incorrect_cvc' },
};

export type CardOutcome =
  { ok: true; card: DemoCardObject; failRenewals: boolean } | { ok: false; code: DeclineCode };

/** What paying with `card` on `now` does. The form's own checks (Luhn, MM/YY) ran before. */
export function cardOutcome(card: DemoCard, now: Date): CardOutcome {
  const number = card.number.replace(/\D/g, '');
  const [mm = '0', yy = '0'] = card.expiry.split('/').map((part) => part.trim());
  const expMonth = Number(mm);
  const expYear = 2000 + Number(yy);
  // A card is valid to the end of its expiry month.
  if (Date.UTC(expYear, expMonth, 1) <= now.getTime()) return { ok: false, code: 'expired_card' };
  const known = testCards[number];
  if (!known) return { ok: false, code: 'card_declined' };
  if (known.outcome !== 'ok' && known.outcome !== 'fails_later') return { ok: false, code: known.outcome };
  return {
    ok: true,
    failRenewals: known.outcome === 'fails_later',
    card: {
      id: demoId('pm'),
      card: { brand: known.brand, last4: number.slice(-4), exp_month: expMonth, exp_year: expYear },
    },
  };
}

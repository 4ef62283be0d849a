import { describe, expect, it } from 'vitest';
import { cardOutcome } from './demo-cards';

const now = new Date('2026-03-10T09:00:00.000Z');
const pay = (number: string, expiry = '12/34') => cardOutcome({ number, expiry, cvc: '123', name: 'A' }, now);

describe('the demo provider’s test cards', () => {
  it('behave as Stripe’s test cards do', () => {
    expect(pay('4242 4242 4242 4242')).toMatchObject({ ok: true, failRenewals: false, card: { card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } } });
    expect(pay('4000000000000341')).toMatchObject({ ok: true, failRenewals: true });
    expect(pay('4000 0000 0000 0002')).toEqual({ ok: false, code: 'card_declined' });
    expect(pay('4000 0000 0000 9995')).toEqual({ ok: false, code: 'insufficient_funds' });
    expect(pay('4000 0000 0000 0069')).toEqual({ ok: false, code: 'expired_card' });
    expect(pay('4000 0000 0000 0127')).toEqual({ ok: false, code: 'incorrect_cvc' });
  });

  it('declines any other number, and a card past its expiry month', () => {
    expect(pay('4012 8888 8888 1881')).toEqual({ ok: false, code: 'card_declined' });
    expect(pay('4242 4242 4242 4242', '02/26')).toEqual({ ok: false, code: 'expired_card' });
    expect(pay('4242 4242 4242 4242', '03/26')).toMatchObject({ ok: true });
  });
});

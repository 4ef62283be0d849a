import { describe, expect, it } from 'vitest';
import { demoCardSchema } from '@shared/schemas/billing';
import { formatCardNumber, formatExpiry } from './card';

describe('the card number reads in groups while it is typed', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 42', '4242 4242 42'],
    ['4000-0000-0000-0002', '4000 0000 0000 0002'],
    ['378282246310005', '3782 822463 10005'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
    ['abc', ''],
  ])('%s → %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });
});

describe('the expiry reads MM/YY while it is typed', () => {
  it.each([
    ['1', '1'],
    ['4', '04/'],
    ['12', '12/'],
    ['1228', '12/28'],
    ['12/28', '12/28'],
    ['12/289', '12/28'],
  ])('%s → %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('Backspace can go past the slash', () => {
    expect(formatExpiry('12', true)).toBe('12');
  });
});

describe('what the form shows is what the shared schema accepts', () => {
  const card = { expiry: formatExpiry('1239'), cvc: '123', name: 'Giulia Rossi' };

  it('a formatted test card passes; one wrong digit fails the Luhn check', () => {
    expect(demoCardSchema.safeParse({ ...card, number: formatCardNumber('4242424242424242') }).success).toBe(
      true,
    );
    const wrong = demoCardSchema.safeParse({ ...card, number: formatCardNumber('4242424242424241') });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual(['billing.validation.card_number']);
  });
});

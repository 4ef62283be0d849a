import { prices } from '@shared/plans';

/** An amount in the reader's language: "4,99 €" in Italian, "€4.99" in English. */
export function formatMoney(amount: number, lang: string, currency: string = prices.currency): string {
  return new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-GB', { style: 'currency', currency }).format(
    amount,
  );
}

/** A calendar date in words ("12 marzo 2026" / "12 March 2026"). */
export function formatLongDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'it' ? 'it-IT' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
}

import type { ErrorEntries } from './entry';

/** Plans and daily limits (SPEC §8). */
export const planErrors = {
  'plans.daily_limit_reached': {
    status: 429,
    it: 'Limite giornaliero raggiunto',
    en: 'Daily limit reached',
  },
} as const satisfies ErrorEntries;

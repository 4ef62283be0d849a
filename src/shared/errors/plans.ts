import type { Lang } from '../i18n';

/** Plans and daily limits (SPEC §8). */
export const planErrors = {
  'plans.daily_limit_reached': {
    it: 'Limite giornaliero raggiunto',
    en: 'Daily limit reached',
  },
} as const satisfies Record<string, Record<Lang, string>>;

import type { Lang } from '../i18n';

/** Who may do what: sign-in and plan checks shared by every module. */
export const accessErrors = {
  'auth.unauthenticated': {
    it: 'Accedi per continuare.',
    en: 'Please sign in to continue.',
  },
  'auth.forbidden': {
    it: 'Non hai i permessi per questa operazione.',
    en: 'You do not have permission to do this.',
  },
  'plans.premium_required': {
    it: 'Questo contenuto è incluso in Premium.',
    en: 'This content is part of Premium.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

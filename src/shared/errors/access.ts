import type { ErrorEntries } from './entry';

/** Who may do what: sign-in and plan checks shared by every module. */
export const accessErrors = {
  'auth.unauthenticated': {
    status: 401,
    it: 'Accedi per continuare.',
    en: 'Please sign in to continue.',
  },
  'auth.forbidden': {
    status: 403,
    it: 'Non hai i permessi per questa operazione.',
    en: 'You do not have permission to do this.',
  },
  'plans.premium_required': {
    status: 403,
    it: 'Questo contenuto è incluso in Premium.',
    en: 'This content is part of Premium.',
  },
} as const satisfies ErrorEntries;

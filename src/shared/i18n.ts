export const languages = ['it', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = 'it';
export const fallbackLanguage: Lang = 'en';
/** The key SPEC §3 names for the chosen language, in local storage and (mirrored) in a cookie. */
export const languageStorageKey = 'i18nextLng';

export function isLang(value: unknown): value is Lang {
  return value === 'it' || value === 'en';
}

/** SPEC §2: Italian only for an Italian browser, else English. */
export function langFromAcceptLanguage(header: string | undefined | null): Lang | null {
  if (!header) return null;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  if (!first) return null;
  return first.startsWith('it') ? 'it' : 'en';
}

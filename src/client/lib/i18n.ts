import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, isLang, type Lang, languages, languageStorageKey } from '@shared/i18n';

/** SPEC §2: no explicit or stored choice → Italian only for an Italian browser, else English. */
const browserLanguage = {
  name: 'browserItalianOrEnglish',
  lookup(): string {
    const nav = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
    return nav.toLowerCase().startsWith('it') ? 'it' : 'en';
  },
};

const detector = new LanguageDetector();
detector.addDetector(browserLanguage);

export const i18n = i18next.createInstance();

/** Settles when the page language's boot catalogues have loaded (or failed to). */
export const i18nReady: Promise<unknown> = i18n
  .use(detector)
  .use(initReactI18next)
  .use(
    resourcesToBackend((lng: string, ns: string) =>
      // locales/errors/{it,en}.json are generated from shared/errors (npm run i18n:errors).
      import(`../locales/${ns}/${lng}.json`),
    ),
  )
  .init({
    // Every catalogue loads on demand, in the page's language only; the server preloads the
    // page language's `common`, `pages` and `errors` with the HTML (see server/lib/html.ts).
    supportedLngs: [...languages],
    // SPEC §2: English is the fallback language. Both catalogues have the same keys (checked in
    // tests), so an Italian page never needs English text and does not download it.
    fallbackLng: { it: [], default: [fallbackLanguage] },
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // `errors` loads with the page, in the page's language only (one small request).
    ns: ['common', 'pages', 'errors'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      order: ['querystring', 'localStorage', 'browserItalianOrEnglish'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: languageStorageKey,
      lookupCookie: languageStorageKey,
      // The cookie lets the server write the right language into the HTML it sends.
      caches: ['localStorage', 'cookie'],
      cookieOptions: { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 },
    },
    react: { useSuspense: true },
  });

export function currentLang(): Lang {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLang(lng) ? lng : fallbackLanguage;
}

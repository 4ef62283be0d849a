import i18next, { type LanguageDetectorModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, isLang, type Lang, languages, languageStorageKey } from '@shared/i18n';

const cookieMaxAge = 60 * 60 * 24 * 365;

/**
 * The page language, in SPEC §2's order: `?lang=` in the address, then the person's earlier
 * choice (local storage), then the browser (Italian only for an Italian browser, else English).
 * The choice is kept in local storage and mirrored in a cookie, which lets the server write the
 * right language into the HTML it sends. (Written here rather than with
 * i18next-browser-languagedetector: the same three lookups in a tenth of its size, on every page.)
 */
const detector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect(): string[] {
    // The build-time renderer (client/prerender.tsx) has no browser: it sets each language itself.
    if (typeof window === 'undefined') return [fallbackLanguage];
    const found: string[] = [];
    const query = new URLSearchParams(window.location.search).get('lang');
    if (query) found.push(query);
    try {
      const stored = localStorage.getItem(languageStorageKey);
      if (stored) found.push(stored);
    } catch {
      // Storage may be blocked (private modes, embedded pages): the browser decides.
    }
    found.push((navigator.language ?? '').toLowerCase().startsWith('it') ? 'it' : 'en');
    return found;
  },
  cacheUserLanguage(lng: string): void {
    if (!isLang(lng) || typeof document === 'undefined') return;
    try {
      localStorage.setItem(languageStorageKey, lng);
    } catch {
      // As above: the cookie still carries the choice.
    }
    document.cookie = `${languageStorageKey}=${lng}; Path=/; Max-Age=${cookieMaxAge}; SameSite=Lax`;
  },
};

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
    // page language's boot catalogues with the HTML (see server/lib/html.ts).
    supportedLngs: [...languages],
    // SPEC §2: English is the fallback language. Both catalogues have the same keys (checked in
    // tests), so an Italian page never needs English text and does not download it.
    fallbackLng: { it: [], default: [fallbackLanguage] },
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // `errors` (3 KB gzipped) is not needed to show a page: it loads once the first page is idle,
    // or as soon as a request fails or a form is checked (loadErrorMessages), whichever comes first.
    ns: ['common', 'pages'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // `loaded`: what shows an error message renders again once `errors` has arrived.
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });

/**
 * Loads the error messages (`errors`, the page language's) if they are not here yet. Called when
 * a request fails, when a form is first checked and once the first page is idle: a message never
 * waits for more than this one small catalogue.
 */
export function loadErrorMessages(): Promise<unknown> {
  return i18nReady.then(() => (i18n.hasLoadedNamespace('errors') ? undefined : i18n.loadNamespaces('errors')));
}

export function currentLang(): Lang {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLang(lng) ? lng : fallbackLanguage;
}

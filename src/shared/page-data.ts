/**
 * Data a page sent rendered carries with it (docs/decisions/010, seventh pass). The page was
 * rendered at build time with a stand-in answer whose texts are markers; at each request the
 * server asks its own API for the real answer, writes its texts where the markers are, and puts
 * the answer beside the page (`<script type="application/json" id="page-data">`), so the page
 * paints it from the HTML and the app starts with it in its cache instead of asking again.
 */
import type { Lang } from './i18n';
import type { ReflectionOne } from './schemas/reflections';

/** Where a text of the answer goes in the page rendered at build time. Plain characters only. */
export const pageDataMarkerStart = '@@page-data-';
export const pageDataMarker = (name: string) => `${pageDataMarkerStart}${name}@@`;

export interface PageData<T> {
  /** The API request whose answer the page starts with (GET, same cookies as the page's). */
  api(lang: Lang): string;
  /** The answer the page is rendered with at build time: its texts are markers. */
  standIn(): T;
  /** Each marker's text in a real answer. */
  texts(answer: T): Record<string, string>;
}

export const todayReflection: PageData<ReflectionOne> = {
  api: (lang) => `/api/reflections/today?lang=${lang}`,
  standIn: () => ({
    reflection: {
      slug: pageDataMarker('slug'),
      // Not shown as text by itself (its label comes from the categories' own request).
      category: 'gratitude',
      title: pageDataMarker('title'),
      body: pageDataMarker('body'),
      question: pageDataMarker('question'),
    },
    // Signed out: a page with a writing field is not sent rendered (scripts/prerender.mjs), and
    // the app shows a member's once it starts, as before the day's answer was carried.
    viewer: { signedIn: false, premium: false },
  }),
  texts: ({ reflection }) => ({
    slug: reflection.slug,
    title: reflection.title,
    body: reflection.body,
    question: reflection.question,
  }),
};

/** Pages whose first screen shows an answer that differs by day or person. */
export const pagesWithData: Partial<Record<string, PageData<unknown>>> = {
  '/reflections': todayReflection,
};

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@shared/i18n';
import { type PageData, pageDataMarker, pageDataMarkerStart } from '@shared/page-data';
import { seoFor } from '@shared/seo';

const HEAD_MARKER = '<!--app-head-->';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const notFoundTitle: Record<Lang, string> = {
  it: 'Pagina non trovata · Serenamente',
  en: 'Page not found · Serenamente',
};

/** The namespaces every page needs at once; the server preloads them in the page's language (the
 * error messages load when the first page is idle or a request fails: client/lib/i18n.ts). */
const bootNamespaces = ['common', 'pages'];

/**
 * From the client build's manifest, the module files of the boot catalogues per language, so the
 * HTML can `modulepreload` them and the first render does not wait for a second round trip.
 */
export function loadCatalogPreloads(clientDir: string): Record<Lang, string[]> {
  const preloads: Record<Lang, string[]> = { it: [], en: [] };
  const manifest = loadManifest(clientDir);
  for (const lang of ['it', 'en'] as const) preloads[lang] = catalogueFiles(manifest, bootNamespaces, lang);
  return preloads;
}

export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export function loadManifest(clientDir: string): Manifest {
  const file = join(clientDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

function catalogueFiles(manifest: Manifest, namespaces: readonly string[], lang: Lang): string[] {
  return namespaces.flatMap((ns) => {
    const entry = manifest[`src/client/locales/${ns}/${lang}.json`];
    return entry ? [`/${entry.file}`] : [];
  });
}

/**
 * A module's file and the chunks it imports that the entry does not already bring (those are in
 * the built index.html): preloading them lets them download beside the entry, not after it.
 */
function moduleFiles(manifest: Manifest, key: string): string[] {
  const entryChunks = new Set<string>();
  const collectEntry = (k: string) => {
    if (entryChunks.has(k)) return;
    entryChunks.add(k);
    manifest[k]?.imports?.forEach(collectEntry);
  };
  for (const [k, chunk] of Object.entries(manifest)) if (chunk.isEntry) collectEntry(k);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || entryChunks.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}

/** A page rendered at build time (scripts/prerender.mjs): its HTML and catalogues. */
export interface PrerenderedPage {
  html: string;
  namespaces: string[];
}
/** Keyed `lang|path` for a visitor's page, `member|lang|path` for a signed-in member's shell. */
export type PrerenderedPages = Record<string, PrerenderedPage>;

/**
 * Who a page is for: a visitor (no session cookie nor its hint) gets the page as a signed-out
 * person sees it; a member, the shell that the app fills in (docs/decisions/010).
 */
export type Audience = 'visitor' | 'member';

/** The pages rendered at build time; none when the client was not built with them. */
export function loadPrerenderedPages(clientDir: string): PrerenderedPages {
  const file = join(clientDir, '..', 'prerender', 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : {};
}

const ROOT_TAG = '<div id="root"></div>';

const THEME_SCRIPT_TAG = '<script src="/first-paint.js"></script>';

/**
 * The tiny script that applies the saved or system theme before the first paint. It is inlined
 * into the HTML (one render-blocking request less) and allowed by its hash in the CSP, so the
 * policy still has no 'unsafe-inline' for scripts.
 */
export function loadThemeScript(clientDir: string): { code: string; hash: string } {
  const built = join(clientDir, 'first-paint.js');
  const code = readFileSync(
    existsSync(built) ? built : join(process.cwd(), 'public', 'first-paint.js'),
    'utf8',
  ).trim();
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/** The built client's index.html, or the source one when the client has not been built (tests). */
export function loadHtmlTemplate(clientDir: string, themeScript?: { code: string }): string {
  const built = join(clientDir, 'index.html');
  const source = join(process.cwd(), 'index.html');
  const file = existsSync(built) ? built : source;
  const html = readFileSync(file, 'utf8');
  if (!html.includes(HEAD_MARKER)) throw new Error(`${file} lacks the ${HEAD_MARKER} marker`);
  return themeScript ? html.replace(THEME_SCRIPT_TAG, `<script>${themeScript.code}</script>`) : html;
}

/**
 * Writes SPEC §2's per-path title, description, keywords, canonical, hreflang and Open
 * Graph/Twitter tags into the HTML, so crawlers and link previews see them without
 * JavaScript. Results are cached per (path, language, status): the set of paths is finite.
 */
export function createHtmlRenderer({
  template,
  publicUrl,
  preloads = { it: [], en: [] },
  prerendered = {},
  manifest = {},
}: {
  template: string;
  publicUrl: string;
  preloads?: Record<Lang, string[]>;
  /** Pages rendered at build time: a visitor's pages, and the members' shells. */
  prerendered?: PrerenderedPages;
  manifest?: Manifest;
}) {
  const cache = new Map<string, string>();
  // The app itself, which the small entry module imports (client/main.tsx → client/boot.tsx).
  const appFiles = moduleFiles(manifest, 'src/client/boot.tsx');

  /**
   * `explicitLang`: the page was asked for with `?lang=`. The canonical address is the one that
   * was asked for: `/chat?lang=en` for an explicit English request, `/chat` when the language
   * came from the browser (the address then serves each visitor's language, like x-default).
   */
  return function render(
    path: string,
    lang: Lang,
    notFound = false,
    explicitLang = false,
    audience: Audience = 'member',
    /** false: the bare page even when the build rendered this one (its data could not be had). */
    withShell = true,
  ): string {
    const member = audience === 'member';
    const page =
      notFound || !withShell ? undefined : prerendered[`${member ? 'member|' : ''}${lang}|${path}`];
    const key = `${notFound ? '404' : path}|${lang}|${explicitLang}|${page ? audience : ''}`;
    const hit = cache.get(key);
    if (hit) return hit;

    const meta = seoFor(notFound ? '' : path, lang);
    const title = notFound ? notFoundTitle[lang] : meta.title;
    const url = `${publicUrl}${notFound ? '' : path}`;
    const canonical = explicitLang && lang === 'en' ? `${url}?lang=en` : url;
    const image = `${publicUrl}/og-image.png`;
    const tags = [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<meta name="keywords" content="${escapeHtml(meta.keywords)}">`,
      notFound
        ? '<meta name="robots" content="noindex">'
        : [
            `<link rel="canonical" href="${escapeHtml(canonical)}">`,
            `<link rel="alternate" hreflang="it" href="${escapeHtml(url)}">`,
            `<link rel="alternate" hreflang="en" href="${escapeHtml(`${url}?lang=en`)}">`,
            `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}">`,
          ].join('\n    '),
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Serenamente">',
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      // A missing page has no address of its own: naming the one asked for would let the cached
      // not-found page carry one visitor's path to the next.
      ...(notFound ? [] : [`<meta property="og:url" content="${escapeHtml(canonical)}">`]),
      `<meta property="og:image" content="${escapeHtml(image)}">`,
      `<meta property="og:locale" content="${lang === 'it' ? 'it_IT' : 'en_GB'}">`,
      `<meta property="og:locale:alternate" content="${lang === 'it' ? 'en_GB' : 'it_IT'}">`,
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:title" content="${escapeHtml(title)}">`,
      `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
      `<meta name="twitter:image" content="${escapeHtml(image)}">`,
      // The app and the page language's catalogues download beside the entry. A page sent
      // rendered paints first (a visitor's stays a document until the app is needed:
      // client/lib/start-on-intent.ts; a member's shell starts the app at once, from the entry):
      // preloading would compete with what its first paint needs (the service worker, registered
      // once the page has loaded, fetches the app in the background).
      ...(page ? [] : [...appFiles, ...preloads[lang]]).map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
      ),
    ].join('\n    ');

    let html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(HEAD_MARKER, tags);
    if (page)
      html = html.replace(
        ROOT_TAG,
        `<div id="root" data-ns="${escapeHtml(page.namespaces.join(','))}"${member ? ' data-member=""' : ''}>${page.html}</div>`,
      );
    cache.set(key, html);
    return html;
  };
}

/** Whether a page still holds the markers of a build-time stand-in (shared/page-data.ts). */
export const holdsPageData = (html: string) => html.includes(pageDataMarkerStart);

/**
 * Writes an API answer into a page rendered with a stand-in (shared/page-data.ts): each marker
 * becomes its text, escaped, and the answer goes beside the page for the app's first render
 * (`<` written as `\u003c`, so no text of it can close the script element). Null when a marker is
 * left over: the page and the answer do not match.
 */
export function fillPageData(
  html: string,
  data: PageData<unknown>,
  api: string,
  answer: unknown,
): string | null {
  let filled = html;
  for (const [name, text] of Object.entries(data.texts(answer))) {
    filled = filled.replaceAll(pageDataMarker(name), () => escapeHtml(text));
  }
  if (holdsPageData(filled)) return null;
  const json = JSON.stringify({ api, answer }).replace(/</g, '\\u003c');
  return filled.replace(
    '<div id="root"',
    () => `<script type="application/json" id="page-data">${json}</script>\n    <div id="root"`,
  );
}

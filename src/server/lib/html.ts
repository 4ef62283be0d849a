import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../shared/i18n';
import { seoFor } from '../../shared/seo';

const HEAD_MARKER = '<!--app-head-->';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const notFoundTitle: Record<Lang, string> = {
  it: 'Pagina non trovata · Serenamente',
  en: 'Page not found · Serenamente',
};

/** The namespaces every page needs at once; the server preloads them in the page's language. */
const bootNamespaces = ['common', 'pages', 'errors'];

/**
 * From the client build's manifest, the module files of the boot catalogues per language, so the
 * HTML can `modulepreload` them and the first render does not wait for a second round trip.
 */
export function loadCatalogPreloads(clientDir: string): Record<Lang, string[]> {
  const preloads: Record<Lang, string[]> = { it: [], en: [] };
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return preloads;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>;
  for (const lang of ['it', 'en'] as const) {
    for (const ns of bootNamespaces) {
      const entry = manifest[`src/client/locales/${ns}/${lang}.json`];
      if (entry) preloads[lang].push(`/${entry.file}`);
    }
  }
  return preloads;
}

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * The tiny script that applies the saved or system theme before the first paint. It is inlined
 * into the HTML (one render-blocking request less) and allowed by its hash in the CSP, so the
 * policy still has no 'unsafe-inline' for scripts.
 */
export function loadThemeScript(clientDir: string): { code: string; hash: string } {
  const built = join(clientDir, 'theme-init.js');
  const code = readFileSync(existsSync(built) ? built : join(process.cwd(), 'public', 'theme-init.js'), 'utf8').trim();
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
}: {
  template: string;
  publicUrl: string;
  preloads?: Record<Lang, string[]>;
}) {
  const cache = new Map<string, string>();

  /**
   * `explicitLang`: the page was asked for with `?lang=`. The canonical address is the one that
   * was asked for: `/chat?lang=en` for an explicit English request, `/chat` when the language
   * came from the browser (the address then serves each visitor's language, like x-default).
   */
  return function render(path: string, lang: Lang, notFound = false, explicitLang = false): string {
    const key = `${notFound ? '404' : path}|${lang}|${explicitLang}`;
    const hit = cache.get(key);
    if (hit) return hit;

    const meta = seoFor(notFound ? '' : path, lang);
    const title = notFound ? notFoundTitle[lang] : meta.title;
    const url = `${publicUrl}${path}`;
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
      `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      `<meta property="og:image" content="${escapeHtml(image)}">`,
      `<meta property="og:locale" content="${lang === 'it' ? 'it_IT' : 'en_GB'}">`,
      `<meta property="og:locale:alternate" content="${lang === 'it' ? 'en_GB' : 'it_IT'}">`,
      '<meta name="twitter:card" content="summary_large_image">',
      `<meta name="twitter:title" content="${escapeHtml(title)}">`,
      `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
      `<meta name="twitter:image" content="${escapeHtml(image)}">`,
      ...preloads[lang].map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ].join('\n    ');

    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(HEAD_MARKER, tags);
    cache.set(key, html);
    return html;
  };
}

import { type PageId, pathOf } from '@shared/routes';

/**
 * Pages a search engine should know: every public screen once, by its canonical path. Not the
 * admin, diagnostics or payment-flow pages, nor pages that only make sense signed in or
 * mid-flow (dashboard, profile, password reset).
 */
export const sitemapPages = [
  'home',
  'chat',
  'exercises',
  'meditation',
  'reflections',
  'mood',
  'aiModules',
  'resources',
  'subscription',
  'launch',
  'qrcode',
  'appGuide',
  'support',
  'register',
  'login',
  'terms',
  'sitemap',
] as const satisfies readonly PageId[];

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * sitemaps.org XML with both languages of every page: the Italian URL (default) and the
 * `?lang=en` one, each listing both as `xhtml:link` alternates plus x-default, as search
 * engines expect for localized versions. The same URLs the HTML's canonical and hreflang use.
 */
export function buildSitemapXml(publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const entries = sitemapPages.flatMap((id) => {
    const it = `${base}${pathOf(id)}`;
    const en = `${it}?lang=en`;
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="it" href="${escapeXml(it)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(it)}"/>`,
    ].join('\n');
    return [it, en].map((loc) => `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

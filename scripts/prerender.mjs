// Renders what a signed-out visitor first sees of each page, in both languages, from the
// build-time bundle of src/client/prerender.tsx, into <dist>/prerender/pages.json. The server
// puts that HTML into the page it sends (server/lib/html.ts), so the text paints before the
// scripts have loaded; the app then renders the same tree over it.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.env.DIST_DIR ?? 'dist';
const { render } = await import(pathToFileURL(resolve(`${dist}/prerender/prerender.js`)).href);

// The pages a visitor arrives on. Pages that show a person's own data render their signed-out
// view here, which is what a visitor gets anyway. Pages with form fields are left out: what
// someone typed before the app started would be lost when the app renders over the page. /qrcode
// needs the browser's own address to draw its link.
const paths = [
  '/', '/chat', '/dashboard', '/exercises', '/meditation', '/reflections', '/mood', '/resources',
  '/ai-modules', '/subscription', '/app-guide', '/support', '/login', '/register',
  '/forgot-password', '/launch', '/terms', '/sitemap',
];
const hasFormFields = (html) => /<(input|textarea|select)\b/.test(html);

const pages = {};
const skipped = new Set();
for (const lang of ['it', 'en']) {
  for (const path of paths) {
    const page = await render(path, lang);
    if (!page.html.includes('id="main"')) throw new Error(`prerender ${path} (${lang}): no main region in the output`);
    // A part that failed on the server is left to the browser, with the error in a template: never ship that.
    if (page.html.includes('<!--$!-->')) {
      const why = /data-msg="([^"]*)"/.exec(page.html)?.[1] ?? 'unknown error';
      throw new Error(`prerender ${path} (${lang}): a part failed to render on the server: ${why}`);
    }
    if (hasFormFields(page.html)) skipped.add(path);
    else pages[`${lang}|${path}`] = page;
  }
}
writeFileSync(`${dist}/prerender/pages.json`, JSON.stringify(pages));
const kb = Buffer.byteLength(JSON.stringify(pages)) / 1024;
console.log(`prerendered ${Object.keys(pages).length} pages (${kb.toFixed(0)} KB) into ${dist}/prerender/pages.json`);
if (skipped.size > 0) console.log(`not prerendered (form fields): ${[...skipped].join(' ')}`);

// Renders what each page shows first, in both languages, from the build-time bundle of
// src/client/prerender.tsx, into <dist>/prerender/pages.json: a visitor's page, and a member's
// shell (the layout with each part's placeholder at its final size, while the session loads). The
// server puts that HTML into the page it sends (server/lib/html.ts), so it paints before the
// scripts have loaded; the app then renders the same tree over it (docs/decisions/006, 010).
// It also refuses a client bundle built with React's development runtime.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.env.DIST_DIR ?? 'dist';

// A build is a production build whatever NODE_ENV the shell had (vite.config.ts): check it. React
// DOM's production runtime links its errors to react.dev; the development one carries act(...).
const assets = `${dist}/client/assets`;
const reactDom = readdirSync(assets)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(`${assets}/${file}`, 'utf8') }))
  .find(({ code }) => code.includes('__reactFiber'));
if (!reactDom) throw new Error(`no React DOM in ${assets}`);
if (!reactDom.code.includes('react.dev/errors/') || reactDom.code.includes('act(...)')) {
  throw new Error(`${reactDom.file} holds React's development runtime: the client must be built for production`);
}
process.env.NODE_ENV = 'production';

const { render } = await import(pathToFileURL(resolve(`${dist}/prerender/prerender.js`)).href);

// The pages people arrive on. /qrcode needs the browser's own address to draw its link.
const paths = [
  '/', '/chat', '/dashboard', '/exercises', '/meditation', '/reflections', '/mood', '/resources',
  '/ai-modules', '/subscription', '/app-guide', '/support', '/login', '/register',
  '/forgot-password', '/launch', '/terms', '/sitemap', '/profile',
];
// Text typed and choices made before the app starts are carried over to the app's page
// (client/app/carry-over.ts), so pages whose fields are a search and its filters are sent
// rendered too. Pages with other fields are not: a form sent
// before the app has started would go out as a plain GET, with what was typed in the address.
const searchPages = new Set(['/exercises', '/reflections']);
const fieldsOf = (html) => html.match(/<(input|textarea|select)\b[^>]*>/g) ?? [];
const onlySearch = (html) => fieldsOf(html).every((tag) => /type="(search|radio)"/.test(tag));
const canSend = (path, html) => fieldsOf(html).length === 0 || (searchPages.has(path) && onlySearch(html));

const pages = {};
const skipped = new Set();
for (const audience of ['visitor', 'member']) {
  for (const lang of ['it', 'en']) {
    for (const path of paths) {
      // A visitor never gets /profile (it sends them to sign in).
      if (audience === 'visitor' && path === '/profile') continue;
      const page = await render(path, lang, audience);
      const name = `${path} (${lang}, ${audience})`;
      if (!page.html.includes('id="main"')) throw new Error(`prerender ${name}: no main region in the output`);
      // A part that failed on the server is left to the browser, with the error in a template: never ship that.
      if (page.html.includes('<!--$!-->')) {
        const why = /data-msg="([^"]*)"/.exec(page.html)?.[1] ?? 'unknown error';
        throw new Error(`prerender ${name}: a part failed to render on the server: ${why}`);
      }
      if (!canSend(path, page.html)) skipped.add(`${path} (${audience})`);
      else pages[`${audience === 'member' ? 'member|' : ''}${lang}|${path}`] = page;
    }
  }
}
writeFileSync(`${dist}/prerender/pages.json`, JSON.stringify(pages));
const kb = Buffer.byteLength(JSON.stringify(pages)) / 1024;
console.log(`prerendered ${Object.keys(pages).length} pages (${kb.toFixed(0)} KB) into ${dist}/prerender/pages.json`);
if (skipped.size > 0) console.log(`not prerendered (form fields): ${[...skipped].join(' ')}`);

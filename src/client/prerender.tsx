// Build-time rendering of what a signed-out visitor sees first, per page and language
// (scripts/prerender.mjs; docs/decisions/006).
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Lang } from '@shared/i18n';
import { PageSpinner } from '@/components/ui/spinner';
import { i18n } from '@/lib/i18n';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadPage } from './app/router';

const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

for (const [file, resources] of Object.entries(catalogues)) {
  const [, ns, lang] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  i18n.addResourceBundle(lang!, ns!, resources, true, true);
}

export interface Prerendered {
  html: string;
  /** The catalogues the page used: the browser loads them before it renders over the HTML. */
  namespaces: string[];
}

type UsedNamespaces = { usedNamespaces: Record<string, boolean>; getUsedNamespaces(): string[] };
const used = () => (i18n as unknown as { reportNamespaces?: UsedNamespaces }).reportNamespaces;

export async function render(path: string, lang: Lang): Promise<Prerendered> {
  await preloadPage(path);
  await i18n.changeLanguage(lang);
  const report = used();
  if (report) report.usedNamespaces = {};
  // The same tree as boot.tsx renders, so the browser's render replaces it without a visible change.
  const tree = (
    <StrictMode>
      <AppProvider>
        <Suspense fallback={<PageSpinner />}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Suspense>
      </AppProvider>
    </StrictMode>
  );
  // A first pass starts any lazy part of a page; rendered once it has loaded, the HTML holds it
  // instead of a Suspense fallback that renderToString would mark as failed (scripts/prerender.mjs
  // refuses such pages).
  renderToString(tree);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const html = renderToString(tree);
  return { html, namespaces: used()?.getUsedNamespaces() ?? [] };
}

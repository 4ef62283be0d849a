/**
 * Build-time rendering of the pages a visitor sees first (scripts/prerender.mjs runs it once per
 * page and language). The server puts the HTML into `#root`, so text paints before any script
 * has run; main.tsx then renders the same tree over it. Only what a signed-out visitor sees is
 * rendered here: the server never sends it to someone signed in.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { Lang } from '@shared/i18n';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
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
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { html, namespaces: used()?.getUsedNamespaces() ?? [] };
}

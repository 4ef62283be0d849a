// Build-time rendering of what a page shows first, per page, language and audience
// (scripts/prerender.mjs; docs/decisions/006 and 010): a visitor's page, and the shell a
// signed-in member sees before the app knows who they are (the session still loading: the layout,
// the navigation and each part's placeholder at its final size).
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@/lib/router';
import type { Lang } from '@shared/i18n';
import { PageSpinner } from '@/components/ui/spinner';
import { pagesWithData } from '@shared/page-data';
import { i18n } from '@/lib/i18n';
import { renderWithPageData } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { meQueryKey, renderAsMember } from '@/lib/session/session';
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

export type Audience = 'visitor' | 'member';

type UsedNamespaces = { usedNamespaces: Record<string, boolean>; getUsedNamespaces(): string[] };
const used = () => (i18n as unknown as { reportNamespaces?: UsedNamespaces }).reportNamespaces;

/**
 * The query client of one render. A member's session query exists and has no answer yet, so
 * every page renders as it does in the browser while GET /api/auth/me is on its way.
 */
function clientFor(audience: Audience) {
  const client = createQueryClient();
  if (audience === 'member') client.getQueryCache().build(client, { queryKey: meQueryKey });
  return client;
}

export async function render(path: string, lang: Lang, audience: Audience = 'visitor'): Promise<Prerendered> {
  await preloadPage(path);
  await i18n.changeLanguage(lang);
  const report = used();
  if (report) report.usedNamespaces = {};
  renderAsMember(audience === 'member');
  // A page whose first screen shows a per-day, per-person answer is rendered with a stand-in
  // whose texts the server replaces at each request (shared/page-data.ts).
  const data = pagesWithData[path];
  renderWithPageData(data ? { api: data.api(lang), answer: data.standIn() } : null);
  try {
    return await renderTree(path, clientFor(audience));
  } finally {
    renderAsMember(false);
    renderWithPageData(null);
  }
}

async function renderTree(path: string, client: ReturnType<typeof clientFor>): Promise<Prerendered> {
  // The same tree as boot.tsx renders, so the browser's render replaces it without a visible change.
  const tree = (
    <StrictMode>
      <AppProvider client={client}>
        <Suspense fallback={<PageSpinner />}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Suspense>
      </AppProvider>
    </StrictMode>
  );
  // Each pass starts the lazy parts it meets (a part can hold lazy parts of its own); rendered
  // once they have loaded, the HTML holds them instead of a Suspense fallback that renderToString
  // marks as failed (scripts/prerender.mjs refuses such pages).
  let html = renderToString(tree);
  for (let pass = 0; pass < 5 && html.includes('<!--$!-->'); pass++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    html = renderToString(tree);
  }
  client.clear();
  return { html, namespaces: used()?.getUsedNamespaces() ?? [] };
}

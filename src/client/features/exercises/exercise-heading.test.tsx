import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExerciseCategory, ExerciseList } from '@shared/schemas/exercises';
import { i18n } from '@/lib/i18n';
import { getQueryFn } from '@/lib/query-client';
import { ExerciseListView } from './components/exercise-list-view';

const fetchMock = vi.fn<typeof fetch>();
const empty: ExerciseList = { viewer: { signedIn: false, premium: false }, items: [] };

async function show(lang: 'it' | 'en', category: ExerciseCategory | undefined, q = '') {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['exercises', 'errors']);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: getQueryFn({ on401: 'throw' }) } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <ExerciseListView category={category} q={q} onFiltersChange={() => {}} hrefFor={(s) => `?e=${s}`} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(empty), { status: 200 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the exercise list heading names the filter that is on', () => {
  it.each([
    ['it', undefined, '', 'Tutti gli esercizi'],
    ['it', 'breathing', '', 'Esercizi di respirazione'],
    ['en', 'breathing', '', 'Breathing exercises'],
    ['it', 'sleep', '', 'Esercizi per il sonno'],
    ['en', undefined, 'sonno', 'Results for “sonno”'],
    ['it', 'relaxation', 'spalle', 'Esercizi di rilassamento: risultati per «spalle»'],
  ] as const)('%s %s %s → %s', async (lang, category, q, heading) => {
    await show(lang, category, q);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });
});

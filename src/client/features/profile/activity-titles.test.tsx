import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityHistory } from '@shared/schemas/progress';
import { i18n } from '@/lib/i18n';
import { ActivityTab } from './components/activity-tab';

const history: ActivityHistory = {
  total: 4,
  items: [
    {
      id: '1',
      kind: 'exercise',
      ref: 'box-breathing',
      title: 'Respirazione quadrata',
      minutes: 4,
      day: '2026-05-01',
      at: '2026-05-01T08:03:00Z',
    },
    {
      id: '2',
      kind: 'ai_module',
      ref: 'writing',
      title: null,
      minutes: 0,
      day: '2026-05-01',
      at: '2026-05-01T08:02:00Z',
    },
    {
      id: '3',
      kind: 'exercise',
      ref: 'gone-exercise',
      title: null,
      minutes: 2,
      day: '2026-05-01',
      at: '2026-05-01T08:01:00Z',
    },
    {
      id: '4',
      kind: 'chat',
      ref: 'chat',
      title: null,
      minutes: 0,
      day: '2026-05-01',
      at: '2026-05-01T08:00:00Z',
    },
  ],
};
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(history), { status: 200 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the profile activity history', () => {
  it('names each item by its title in the page language, never by its slug', async () => {
    await i18n.changeLanguage('it');
    await i18n.loadNamespaces(['profile', 'errors']);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <ActivityTab />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Respirazione quadrata');
    expect(rows[0]).toHaveTextContent('Esercizio ·');
    expect(rows[1]).toHaveTextContent('Scrittura terapeutica');
    expect(rows[2]).toHaveTextContent(/^Esercizio/);
    expect(rows[3]).toHaveTextContent(/^Messaggio in chat/);
    expect(list).not.toHaveTextContent(/box-breathing|gone-exercise|writing/);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('lang=it');
  });
});

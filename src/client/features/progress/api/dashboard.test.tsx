import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shared/schemas/progress';
import { i18n } from '@/lib/i18n';
import { dashboardFirstData, dashboardQueryOptions, useDashboard } from './dashboard';

/** What the page shows: the streak of the answer it has. */
function Streak() {
  const dashboard = useDashboard('it');
  return <p>{dashboard.data ? `streak ${dashboard.data.streak.current}` : 'loading'}</p>;
}

/** Only what the page above reads of an answer. */
const answer = (current: number) => ({ streak: { current } }) as unknown as Dashboard;
let asked: string[];

beforeAll(async () => {
  // The page language the numbers are asked in.
  await i18n.changeLanguage('it');
});

beforeEach(() => {
  asked = [];
  let streak = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      streak += 1;
      return new Response(JSON.stringify(answer(streak)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
const show = (queryClient: QueryClient) =>
  render(
    <QueryClientProvider client={queryClient}>
      <Streak />
    </QueryClientProvider>,
  );
const key = dashboardQueryOptions('it').queryKey;

describe("the day's numbers", () => {
  it('asked before the first render of a member’s page: shown at once, not asked again', async () => {
    const queryClient = client();
    await dashboardFirstData(queryClient, true);
    show(queryClient);
    expect(screen.getByText('streak 1')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual(['/api/progress/dashboard?lang=it']);
  });

  it('not asked ahead for a visitor', async () => {
    await dashboardFirstData(client(), false);
    expect(asked).toEqual([]);
  });

  it('an answer from an earlier visit is shown, then asked again', async () => {
    const queryClient = client();
    queryClient.setQueryData(key, answer(7), { updatedAt: Date.now() - 60_000 });
    show(queryClient);
    expect(screen.getByText('streak 7')).toBeInTheDocument();
    expect(await screen.findByText('streak 1')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('a recent answer something else has since changed is asked again', async () => {
    const queryClient = client();
    queryClient.setQueryData(key, answer(7));
    await queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    show(queryClient);
    await waitFor(() => expect(screen.getByText('streak 1')).toBeInTheDocument());
    expect(asked).toHaveLength(1);
  });
});

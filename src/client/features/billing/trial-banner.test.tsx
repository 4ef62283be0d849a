import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/auth';
import { TrialBanner } from '@/components/layout/trial-banner';
import { i18n } from '@/lib/i18n';
import { meQueryKey } from '@/lib/session/session';

// The banner lives in the app shell; its words are this feature's `billing` namespace.

const now = new Date(2026, 2, 10, 9, 0, 0);
const at = (days: number, hours = 0) =>
  new Date(now.getTime() + days * 86_400_000 + hours * 3_600_000).toISOString();

function userWith(entitlements: Partial<PublicUser['entitlements']>): PublicUser {
  const plan = entitlements.plan ?? 'trial';
  return {
    id: 'u1',
    username: 'giulia',
    fullName: 'Giulia',
    email: 'giulia@example.com',
    isAdmin: false,
    isPremium: plan === 'launch',
    subscriptionPlan: null,
    subscriptionStart: null,
    subscriptionEnd: null,
    plan,
    entitlements: {
      plan,
      premium: plan === 'launch',
      isAdmin: false,
      premiumUntil: null,
      trialEndsAt: null,
      dailyLimit: null,
      ...entitlements,
    },
  };
}

const fetchMock = vi.fn<typeof fetch>();

async function show(user: PublicUser, path = '/chat') {
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ success: true, user }), { status: 200 }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <TrialBanner />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The server's answer has arrived: what shows now is what the person will see.
  await waitFor(() => expect(client.getQueryData(meQueryKey)).toBeTruthy());
  return view;
}

describe('the trial expiry banner', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    await i18n.changeLanguage('it');
    await i18n.loadNamespaces('trialBanner');
    localStorage.clear();
    document.cookie = 'signed_in=1; path=/';
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('counts down the standard trial in days, hours, minutes and seconds, and says how many days are left', async () => {
    await show(userWith({ plan: 'trial', trialEndsAt: at(3, 2), dailyLimit: 5 }));
    expect(await screen.findByRole('status')).toHaveTextContent('La tua prova gratuita scade tra 3 giorni');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent('3giorni02ore00minuti00secondi');
    expect(screen.getByRole('link', { name: 'Passa a Premium' })).toHaveAttribute('href', '/subscription');
  });

  it('the launch trial ending tomorrow offers to keep Premium', async () => {
    await show(userWith({ plan: 'launch', premiumUntil: at(1) }));
    expect(await screen.findByRole('status')).toHaveTextContent('Il tuo Premium di lancio scade domani');
    expect(screen.getByRole('link', { name: 'Mantieni Premium' })).toBeVisible();
  });

  it('a trial that has ended says so, stops counting, and asks the server for the plan now', async () => {
    await show(userWith({ plan: 'trial', trialEndsAt: at(0, -1) }));
    expect(await screen.findByRole('status')).toHaveTextContent('La tua prova gratuita è scaduta');
    expect(screen.queryByRole('timer')).toBeNull();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/me').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('"Più tardi" hides it for the rest of the day, also after a reload', async () => {
    const user = userWith({ plan: 'trial', trialEndsAt: at(5) });
    const first = await show(user);
    fireEvent.click(await screen.findByRole('button', { name: 'Più tardi' }));
    expect(screen.queryByRole('region', { name: 'Scadenza della prova' })).toBeNull();
    first.unmount();
    await show(user);
    expect(screen.queryByRole('region', { name: 'Scadenza della prova' })).toBeNull();
    // The next day it is back.
    vi.setSystemTime(new Date(now.getTime() + 86_400_000));
    await show(user);
    expect(await screen.findByRole('region', { name: 'Scadenza della prova' })).toBeVisible();
  });

  it('stays out of the payment screens and the welcome after a registration, and away from premium and free people', async () => {
    const checkout = await show(userWith({ plan: 'trial', trialEndsAt: at(5) }), '/checkout');
    expect(screen.queryByRole('region', { name: 'Scadenza della prova' })).toBeNull();
    checkout.unmount();
    const welcome = await show(userWith({ plan: 'trial', trialEndsAt: at(7) }), '/register');
    expect(screen.queryByRole('region', { name: 'Scadenza della prova' })).toBeNull();
    welcome.unmount();
    // The same person on a page of the app does see it (so the checks above can fail).
    const chat = await show(userWith({ plan: 'trial', trialEndsAt: at(7) }), '/chat');
    expect(await screen.findByRole('region', { name: 'Scadenza della prova' })).toBeInTheDocument();
    chat.unmount();
    await show(userWith({ plan: 'free', dailyLimit: 3 }));
    expect(screen.queryByRole('region')).toBeNull();
    await show(userWith({ plan: 'premium_yearly', premium: true }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/auth';
import type { BillingPlans, DemoCheckoutSession } from '@shared/schemas/billing';
import { i18n } from '@/lib/i18n';
import { CheckoutChoice } from './components/checkout-choice';
import { loadEmbeddedCheckout } from './lib/stripe-loader';

// Stripe.js never loads in a test: the loader is replaced, and what /checkout asks of it is checked.
vi.mock('./lib/stripe-loader', () => ({ loadEmbeddedCheckout: vi.fn() }));
const loader = vi.mocked(loadEmbeddedCheckout);
const mount = vi.fn();
const destroy = vi.fn();

const user = {
  id: 'u1',
  username: 'giulia',
  fullName: 'Giulia',
  email: 'giulia@example.com',
  isAdmin: false,
  isPremium: false,
  subscriptionPlan: null,
  subscriptionStart: null,
  subscriptionEnd: null,
  plan: 'trial',
  entitlements: { plan: 'trial', premium: false, isAdmin: false, premiumUntil: null, trialEndsAt: null, dailyLimit: 5 },
} as PublicUser;
const offers = (provider: 'stripe' | 'demo', publishableKey: string | null): BillingPlans => ({
  provider,
  publishableKey,
  currency: 'EUR',
  plans: [
    { plan: 'monthly', priceId: 'price_m', amount: 4.99, interval: 'month', launchOffer: { amount: 2.49, remaining: 3, total: 10 } },
    { plan: 'yearly', priceId: 'price_y', amount: 39.99, interval: 'year', launchOffer: { amount: 19.99, remaining: 3, total: 10 } },
  ],
});
const demoSession: DemoCheckoutSession = {
  id: 'cs_demo_1',
  mode: 'subscription',
  status: 'open',
  plan: 'yearly',
  amount: 39.99,
  renewalAmount: 39.99,
  currency: 'EUR',
  interval: 'year',
  launchDiscount: false,
  email: 'giulia@example.com',
  expiresAt: '2026-03-11T09:00:00.000Z',
  cancelUrl: '/subscription',
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
function serve(plans: BillingPlans) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/me') return json({ success: true, user });
    if (path === '/api/billing/plans') return json(plans);
    if (path === '/api/billing/demo/sessions/cs_demo_1') return json(demoSession);
    if (path === '/api/create-checkout-session')
      return json({ url: '/checkout?plan=yearly&launch=1', sessionId: 'cs_test_1', clientSecret: 'cs_test_1_secret' });
    throw new Error(`unexpected request ${path}`);
  });
}
const posts = () =>
  fetchMock.mock.calls
    .filter(([u]) => String(u).includes('/api/create-checkout-session'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function show(entry: string | { pathname: string; search: string; state: unknown }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Suspense fallback={null}>
          <CheckoutChoice />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('it');
  await i18n.loadNamespaces(['billing', 'errors']);
  localStorage.clear();
  document.cookie = 'signed_in=1; path=/';
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  loader.mockReset();
  mount.mockReset();
  destroy.mockReset();
  loader.mockImplementation(async () => ({ mount, destroy }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('/checkout chooses what the provider shows', () => {
  it('with Stripe: opens the embedded session for the plan and mounts Stripe’s checkout in the page', async () => {
    serve(offers('stripe', 'pk_test_1'));
    show('/checkout?plan=yearly&launch=1');
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(loader).toHaveBeenCalledWith('pk_test_1', expect.objectContaining({ locale: 'it' }));
    await expect(loader.mock.calls[0]![1].fetchClientSecret()).resolves.toBe('cs_test_1_secret');
    expect(mount).toHaveBeenCalledWith(screen.getByTestId('stripe-embedded-checkout'));
    expect(posts()).toEqual([
      { priceId: 'yearly', userId: 'u1', language: 'it', launchDiscount: true, uiMode: 'embedded' },
    ]);
    expect(screen.queryByLabelText('Numero della carta')).toBeNull();
  });

  it('with Stripe: the secret the plans page handed over is used as it is, without asking again', async () => {
    serve(offers('stripe', 'pk_test_1'));
    show({ pathname: '/checkout', search: '?plan=monthly', state: { clientSecret: 'cs_passed_secret' } });
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    await expect(loader.mock.calls[0]![1].fetchClientSecret()).resolves.toBe('cs_passed_secret');
    expect(posts()).toEqual([]);
  });

  it('with the demo provider: its own card form for the session, and Stripe.js is never loaded', async () => {
    serve(offers('demo', null));
    show('/checkout?session_id=cs_demo_1');
    expect(await screen.findByRole('heading', { level: 2, name: i18n.t('billing:checkout.cardTitle') })).toBeVisible();
    expect(loader).not.toHaveBeenCalled();
    expect(screen.queryByTestId('stripe-embedded-checkout')).toBeNull();
  });

  it('with Stripe but no publishable key served: no embedded checkout, the page says there is no session', async () => {
    serve(offers('stripe', null));
    show('/checkout?plan=yearly');
    expect(await screen.findByRole('heading', { name: i18n.t('billing:checkout.noSession') })).toBeVisible();
    expect(loader).not.toHaveBeenCalled();
  });
});

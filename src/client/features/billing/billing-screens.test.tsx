import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter, useLocation } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/auth';
import type { DemoCheckoutSession, Invoice } from '@shared/schemas/billing';
import { i18n } from '@/lib/i18n';
import { storageKeys } from '@/lib/storage-keys';
import { CardForm } from './components/card-form';
import { DemoCheckout } from './components/demo-checkout';
import { PaymentConfirmation } from './components/payment-confirmation';
import { PlanCards } from './components/plan-cards';
import { StripeCheckout } from './components/stripe-checkout';

const user: PublicUser = {
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
  entitlements: {
    plan: 'trial',
    premium: false,
    isAdmin: false,
    premiumUntil: null,
    trialEndsAt: '2026-03-17T09:00:00.000Z',
    dailyLimit: 5,
  },
};
const invoice: Invoice = {
  id: 'in_1',
  number: '2026-00001',
  issuedAt: '2026-03-10T09:00:00.000Z',
  amount: 19.99,
  vatAmount: 3.6,
  vatRatePercent: 22,
  currency: 'EUR',
  status: 'paid',
  plan: 'yearly',
  periodStart: '2026-03-10T09:00:00.000Z',
  periodEnd: '2027-03-10T09:00:00.000Z',
  launchDiscount: true,
  pdfUrl: '/api/billing/invoices/in_1/pdf',
};
const session: DemoCheckoutSession = {
  id: 'cs_demo_1',
  mode: 'subscription',
  status: 'open',
  plan: 'yearly',
  amount: 19.99,
  renewalAmount: 39.99,
  currency: 'EUR',
  interval: 'year',
  launchDiscount: true,
  email: 'giulia@example.com',
  expiresAt: '2026-03-11T09:00:00.000Z',
  cancelUrl: '/subscription',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
/** Answers by path; anything else is a test mistake. */
function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const answer = routes[url];
    if (!answer) throw new Error(`unexpected request ${url}`);
    return answer();
  });
}
const calls = (url: string) => fetchMock.mock.calls.filter(([u]) => String(u) === url);

/** The page under test, until it sends the person on to the payment confirmation. */
function Screen({ ui }: { ui: ReactNode }) {
  return useLocation().pathname === '/payment-success' ? <p>Pagina di conferma</p> : ui;
}

function renderAt(path: string, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Screen ui={ui} />
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
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the payment success screens confirm with the server', () => {
  it('show the plan, the amount, the next renewal and the PDF receipt, and read the user again (premium now)', async () => {
    serve({
      '/api/auth/me': () => json({ success: true, user }),
      '/api/stripe/verify-session?session_id=cs_demo_1': () =>
        json({
          status: 'success',
          plan: 'yearly',
          expiresAt: '2027-03-10T09:00:00.000Z',
          customerId: 'cus_1',
          subscriptionId: 'sub_1',
        }),
      '/api/billing/invoices': () => json({ invoices: [invoice] }),
    });
    renderAt('/payment-complete?session_id=cs_demo_1', <PaymentConfirmation variant="full" />);
    expect(await screen.findByRole('heading', { name: 'Benvenuto in Premium' })).toBeVisible();
    expect(screen.getByTestId('paid-plan')).toHaveTextContent('Premium annuale');
    await waitFor(() => expect(screen.getByTestId('paid-amount')).toHaveTextContent('19,99 €'));
    expect(screen.getByText('10 marzo 2027')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Scarica la ricevuta (PDF)' })).toHaveAttribute(
      'href',
      '/api/billing/invoices/in_1/pdf',
    );
    await waitFor(() => expect(calls('/api/auth/me').length).toBeGreaterThanOrEqual(2));
    expect(JSON.parse(localStorage.getItem(storageKeys.verificationCache)!)).toMatchObject({
      data: { status: 'success', plan: 'yearly' },
    });
  });

  it('a session that is unknown or someone else\'s reads "Nessuna sessione valida trovata."', async () => {
    serve({
      '/api/auth/me': () => json({ success: true, user }),
      '/api/stripe/verify-session?session_id=cs_other': () =>
        json(
          { error: { code: 'billing.session_not_found', message: 'Nessuna sessione valida trovata.' } },
          404,
        ),
    });
    renderAt('/payment-complete?session_id=cs_other', <PaymentConfirmation variant="full" />);
    expect(await screen.findByRole('heading', { name: 'Nessuna sessione valida trovata.' })).toBeVisible();
    expect(screen.queryByText('Benvenuto in Premium')).toBeNull();
    expect(calls('/api/billing/invoices')).toHaveLength(0);
  });
});

describe('the demo checkout card form', () => {
  const pay = '/api/billing/demo/sessions/cs_demo_1/pay';
  const fill = (number: string) => {
    fireEvent.change(screen.getByLabelText('Numero della carta'), { target: { value: number } });
    fireEvent.change(screen.getByLabelText('Scadenza (MM/AA)'), { target: { value: '1239' } });
    fireEvent.change(screen.getByLabelText('Codice di sicurezza (CVC)'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Nome del titolare'), { target: { value: 'Giulia Rossi' } });
  };

  it('groups the number, refuses one that fails the Luhn check without sending it', async () => {
    renderAt('/checkout?session_id=cs_demo_1', <CardForm session={session} />);
    fill('4242424242424241');
    expect(screen.getByLabelText('Numero della carta')).toHaveValue('4242 4242 4242 4241');
    expect(screen.getByLabelText('Scadenza (MM/AA)')).toHaveValue('12/39');
    fireEvent.click(screen.getByRole('button', { name: /^Paga 19,99\s€$/ }));
    expect(await screen.findByText('Il numero della carta non è valido.')).toBeVisible();
    expect(screen.getByLabelText('Numero della carta')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a declined card shows the provider's words and the focus moves to them", async () => {
    serve({
      [pay]: () =>
        json({ error: { code: 'billing.card_declined', message: 'La tua carta è stata rifiutata.' } }, 402),
    });
    renderAt('/checkout?session_id=cs_demo_1', <CardForm session={session} />);
    fill('4000000000000002');
    fireEvent.click(screen.getByRole('button', { name: /^Paga 19,99\s€$/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore Pagamento');
    expect(alert).toHaveTextContent('La tua carta è stata rifiutata.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({
      number: '4000000000000002',
      expiry: '12/39',
    });
  });

  it('a paid session goes on to the success page the server names', async () => {
    serve({
      [pay]: () => json({ status: 'succeeded', redirectUrl: '/payment-success?session_id=cs_demo_1' }),
    });
    renderAt('/checkout?session_id=cs_demo_1', <CardForm session={session} />);
    fill('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: /^Paga 19,99\s€$/ }));
    expect(await screen.findByText('Pagina di conferma')).toBeVisible();
  });
});

describe('the plans', () => {
  const offers = {
    provider: 'demo' as const,
    publishableKey: null,
    currency: 'EUR' as const,
    plans: [
      {
        plan: 'monthly' as const,
        priceId: 'monthly',
        amount: 4.99,
        interval: 'month' as const,
        launchOffer: { amount: 2.49, remaining: 0, total: 10 },
      },
      {
        plan: 'yearly' as const,
        priceId: 'yearly',
        amount: 39.99,
        interval: 'year' as const,
        launchOffer: { amount: 19.99, remaining: 7, total: 10 },
      },
    ],
  };

  it('say the launch offer honestly: the places left, or that it is sold out', async () => {
    const onStart = vi.fn();
    renderAt(
      '/subscription',
      <PlanCards
        offers={offers}
        offersFailed={false}
        currentPlan="trial"
        loginHref="/login"
        pendingPlan={null}
        onStart={onStart}
      />,
    );
    expect(await screen.findByTestId('launch-yearly')).toHaveTextContent(
      'Offerta di lancio: 19,99 € il primo anno',
    );
    expect(screen.getByTestId('launch-yearly')).toHaveTextContent('Restano 7 posti su 10');
    expect(screen.getByTestId('launch-monthly')).toHaveTextContent('Offerta di lancio esaurita');
    expect(screen.getByTestId('plan-yearly')).toHaveTextContent('39,99 €');
    expect(screen.getByTestId('plan-yearly')).toHaveTextContent('circa 3,33 € al mese');
    fireEvent.click(screen.getByRole('button', { name: 'Inizia con Premium annuale' }));
    expect(onStart).toHaveBeenCalledWith('yearly');
  });

  it('a visitor is asked to sign in first', async () => {
    renderAt(
      '/subscription',
      <PlanCards
        offers={undefined}
        offersFailed={false}
        currentPlan={null}
        loginHref="/login?redirectTo=%2Fsubscription"
        pendingPlan={null}
        onStart={vi.fn()}
      />,
    );
    const links = await screen.findAllByRole('link', { name: 'Accedi per iniziare' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/login?redirectTo=%2Fsubscription');
    expect(screen.queryByRole('button', { name: /Inizia/ })).toBeNull();
  });

  it('a checkout opened signed out, demo or Stripe, invites to sign in and come back to it', async () => {
    document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    for (const [path, ui] of [
      ['/checkout?session_id=cs_demo_1', <DemoCheckout key="demo" sessionId="cs_demo_1" />],
      ['/checkout?plan=yearly', <StripeCheckout key="stripe" publishableKey="pk_test_x" plan="yearly" launch={false} />],
    ] as const) {
      const view = renderAt(path, ui);
      expect(await screen.findByText('Accedi con il tuo account per completare il pagamento.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(path)}`);
      expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/register');
      expect(fetchMock).not.toHaveBeenCalled();
      view.unmount();
    }
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/auth';
import type { VerifySessionResponse } from '@shared/schemas/billing';
import { storageKeys } from '@/lib/storage-keys';
import { useSubscriptionSync } from './hooks/use-subscription-sync';
import { initialSubscriptionState, nextSubscriptionState, type SubscriptionState } from './lib/subscription-state';

// SPEC §4: user re-sync every 300 s, a stored checkout verified at most hourly, a 2-hour
// verification cache — all through TanStack Query, played here on fake timers.

const MIN = 60_000;
const start = new Date('2026-03-10T09:00:00.000Z');
const user = (premium: boolean): PublicUser =>
  ({
    id: 'u1',
    username: 'giulia',
    fullName: 'Giulia',
    email: 'giulia@example.com',
    isAdmin: false,
    isPremium: premium,
    subscriptionPlan: premium ? 'yearly' : null,
    subscriptionStart: null,
    subscriptionEnd: premium ? '2027-03-10T09:00:00.000Z' : null,
    plan: premium ? 'premium_yearly' : 'free',
    entitlements: { plan: premium ? 'premium_yearly' : 'free', premium, isAdmin: false, premiumUntil: null, trialEndsAt: null, dailyLimit: premium ? null : 3 },
  }) as PublicUser;
const inactive: VerifySessionResponse = { status: 'inactive', plan: null, expiresAt: null, customerId: null, subscriptionId: null };
const success: VerifySessionResponse = {
  status: 'success',
  plan: 'yearly',
  expiresAt: '2027-03-10T09:00:00.000Z',
  customerId: 'cus_1',
  subscriptionId: 'sub_1',
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
let verifyAnswer: VerifySessionResponse = inactive;
const hits = (path: string) => fetchMock.mock.calls.filter(([u]) => String(u).startsWith(path)).length;

let latest: SubscriptionState | null = null;
function Probe() {
  latest = useSubscriptionSync();
  return null;
}
async function mountSync() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(10));
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: start });
  localStorage.clear();
  document.cookie = 'signed_in=1; path=/';
  verifyAnswer = inactive;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/auth/me')) return json({ success: true, user: user(false) });
    if (url.startsWith('/api/stripe/verify-session')) return json(verifyAnswer);
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(storageKeys.user, JSON.stringify(user(false)));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the background re-sync (SPEC §4)', () => {
  it('re-reads the user every 300 s and verifies a stored checkout at most once an hour', async () => {
    localStorage.setItem(storageKeys.paymentSessionId, 'cs_1');
    await mountSync();
    expect(hits('/api/auth/me')).toBe(1);
    expect(hits('/api/stripe/verify-session?session_id=cs_1')).toBe(1);

    await wait(5 * MIN);
    expect(hits('/api/auth/me')).toBe(2);
    await wait(50 * MIN);
    expect(hits('/api/auth/me')).toBe(12);
    expect(hits('/api/stripe/verify-session')).toBe(1);
    // 'inactive' with nothing saved: inactive, saved.
    expect(latest).toEqual({ status: 'inactive' });
    expect(JSON.parse(localStorage.getItem(storageKeys.subscriptionBackup)!)).toMatchObject({ isActive: false });

    verifyAnswer = success;
    await wait(5 * MIN);
    expect(hits('/api/stripe/verify-session')).toBe(2);
    expect(latest).toEqual({ status: 'active', expiresAt: '2027-03-10T09:00:00.000Z', plan: 'yearly' });
    // Confirmed: the stored id goes, so nothing is verified any more.
    expect(localStorage.getItem(storageKeys.paymentSessionId)).toBeNull();
    await wait(3 * 60 * MIN);
    expect(hits('/api/stripe/verify-session')).toBe(2);
  });

  it('an answer younger than 2 hours is used without asking; it is asked again once it is an hour old', async () => {
    localStorage.setItem(storageKeys.paymentSessionId, 'cs_1');
    localStorage.setItem(
      storageKeys.verificationCache,
      JSON.stringify({ data: inactive, timestamp: start.getTime() - 20 * MIN, sessionId: 'cs_1' }),
    );
    await mountSync();
    expect(hits('/api/stripe/verify-session')).toBe(0);
    await wait(45 * MIN);
    expect(hits('/api/stripe/verify-session')).toBe(1);
  });

  it('a cache older than 2 hours, or about another checkout, is not used', async () => {
    localStorage.setItem(storageKeys.paymentSessionId, 'cs_1');
    localStorage.setItem(
      storageKeys.verificationCache,
      JSON.stringify({ data: inactive, timestamp: start.getTime() - 121 * MIN, sessionId: 'cs_1' }),
    );
    await mountSync();
    expect(hits('/api/stripe/verify-session')).toBe(1);
  });

  it('without a stored checkout nothing is verified, whatever the time', async () => {
    await mountSync();
    await wait(3 * 60 * MIN);
    expect(hits('/api/stripe/verify-session')).toBe(0);
    expect(hits('/api/auth/me')).toBe(37);
  });
});

describe('the subscription state machine (SPEC §4)', () => {
  const active: SubscriptionState = { status: 'active', expiresAt: '2027-03-10T09:00:00.000Z', plan: 'yearly' };
  it('starts from the user’s premium flags, else the saved state, else inactive', () => {
    expect(initialSubscriptionState(user(true), { status: 'inactive' })).toEqual(active);
    expect(initialSubscriptionState(user(false), active)).toEqual(active);
    expect(initialSubscriptionState(null, null)).toEqual({ status: 'inactive' });
  });
  it('premium or a successful verification makes it active and saved; a failure keeps it', () => {
    const none: SubscriptionState = { status: 'inactive' };
    expect(nextSubscriptionState(none, { type: 'user', user: user(true) }, null)).toEqual({ state: active, save: true });
    expect(nextSubscriptionState(none, { type: 'user', user: user(false) }, null)).toEqual({ state: none, save: false });
    expect(nextSubscriptionState(none, { type: 'verified', result: success }, null)).toEqual({ state: active, save: true });
    expect(nextSubscriptionState(active, { type: 'verified', result: inactive }, active)).toEqual({ state: active, save: false });
    expect(nextSubscriptionState(active, { type: 'verified', result: inactive }, null)).toEqual({ state: none, save: true });
    expect(nextSubscriptionState(active, { type: 'failed' }, null)).toEqual({ state: active, save: false });
  });
});

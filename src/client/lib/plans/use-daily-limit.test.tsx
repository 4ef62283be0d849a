import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { storageKeys } from '@/lib/storage-keys';
import { toast } from '@/lib/toast-store';
import { useDailyLimit } from './use-daily-limit';

vi.mock('@/lib/toast-store', () => ({ toast: vi.fn() }));

const me = {
  success: true,
  user: {
    id: 'u1',
    username: 'anna',
    fullName: 'Anna',
    email: 'anna@example.com',
    isAdmin: false,
    isPremium: false,
    subscriptionPlan: null,
    subscriptionStart: null,
    subscriptionEnd: null,
    plan: 'free',
    entitlements: { plan: 'free', premium: false, isAdmin: false, premiumUntil: null, trialEndsAt: null, dailyLimit: 3 },
  },
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('useDailyLimit', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    await i18n.changeLanguage('it');
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.mocked(toast).mockReset();
    document.cookie = 'signed_in=1; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  const render = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    return renderHook(() => useDailyLimit(), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
  };

  it('at the limit, shows “Limite giornaliero raggiunto” once with an upgrade link to /subscription', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/me'
        ? json(me)
        : json({ day: '2026-03-10', timeZone: 'Europe/Rome', used: 3, limit: 3, remaining: 0, limitReached: true, resetsAt: '2026-03-10T23:00:00.000Z' }),
    );
    const { result } = render();
    await waitFor(() => expect(result.current.limitReached).toBe(true));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast).mock.calls[0]![0]).toMatchObject({
      title: 'Limite giornaliero raggiunto',
      action: { label: 'Scopri Premium', href: '/subscription' },
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.dailyRequests)!)).toEqual({ date: '2026-03-10', count: 3 });
  });

  it('says it in English too', async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/me'
        ? json(me)
        : json({ day: '2026-03-10', timeZone: 'Europe/Rome', used: 3, limit: 3, remaining: 0, limitReached: true, resetsAt: '2026-03-10T23:00:00.000Z' }),
    );
    render();
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(vi.mocked(toast).mock.calls[0]![0]).toMatchObject({ title: 'Daily limit reached', action: { label: 'Discover Premium' } });
  });

  it('below the limit shows what is left and no toast', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/me'
        ? json(me)
        : json({ day: '2026-03-10', timeZone: 'Europe/Rome', used: 1, limit: 3, remaining: 2, limitReached: false, resetsAt: '2026-03-10T23:00:00.000Z' }),
    );
    const { result } = render();
    await waitFor(() => expect(result.current.remaining).toBe(2));
    expect(result.current.limitReached).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });

  it('asks nothing for a visitor', async () => {
    document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const { result } = render();
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.usage).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

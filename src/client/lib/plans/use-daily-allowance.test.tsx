import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyUsage } from '@shared/schemas/plans';
import { toast } from '@/lib/toast-store';
import { useDailyAllowance } from './use-daily-allowance';

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
    plan: 'trial',
    entitlements: {
      plan: 'trial',
      premium: false,
      isAdmin: false,
      premiumUntil: null,
      trialEndsAt: null,
      dailyLimit: 5,
    },
  },
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const usage = (over: Partial<DailyUsage>): DailyUsage => ({
  day: '2026-03-10',
  timeZone: 'Europe/Rome',
  used: 5,
  limit: 5,
  remaining: 0,
  limitReached: true,
  resetsAt: '2026-03-10T23:00:00.000Z',
  ...over,
});

describe('the daily allowance the chat, reflections and AI modules read', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let answer: DailyUsage;
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/auth/me' ? json(me) : json(answer),
    );
    vi.mocked(toast).mockReset();
    document.cookie = 'signed_in=1; path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  const render = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    return renderHook(() => useDailyAllowance(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
  };

  it('at the limit gives the reset time and shows no toast, however often the page loads', async () => {
    answer = usage({});
    for (let load = 0; load < 3; load++) {
      const { result, unmount } = render();
      await waitFor(() => expect(result.current.limitReached).toBe(true));
      expect(result.current.resetsAt).toBe('2026-03-10T23:00:00.000Z');
      expect(result.current.remaining).toBe(0);
      unmount();
    }
    expect(toast).not.toHaveBeenCalled();
  });

  it('below the limit has no reset time to show', async () => {
    answer = usage({ used: 2, remaining: 3, limitReached: false });
    const { result } = render();
    await waitFor(() => expect(result.current.remaining).toBe(3));
    expect(result.current.limitReached).toBe(false);
    expect(result.current.resetsAt).toBeNull();
  });

  it('asks the server again once the reset time has passed, and sending opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const resetsAt = new Date(Date.now() + 10_000).toISOString();
    answer = usage({ resetsAt });
    const { result } = render();
    await waitFor(() => expect(result.current.limitReached).toBe(true));
    answer = usage({
      day: '2026-03-11',
      used: 0,
      remaining: 5,
      limitReached: false,
      resetsAt: '2026-03-11T23:00:00.000Z',
    });
    // Well before the minute's recheck: only the reset time can have asked again.
    await act(() => vi.advanceTimersByTimeAsync(11_500));
    await waitFor(() => expect(result.current.limitReached).toBe(false));
    expect(result.current.remaining).toBe(5);
  });

  it('a refusal at the limit shows the limit at once, before the server is asked again', async () => {
    answer = usage({ used: 4, remaining: 1, limitReached: false });
    const { result } = render();
    await waitFor(() => expect(result.current.remaining).toBe(1));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === '/api/auth/me') return json(me);
      await held;
      return json(usage({}));
    });
    act(() => result.current.markReached());
    // The server's answer is still held back: what shows is the refusal itself.
    await waitFor(() => expect(result.current.limitReached).toBe(true));
    expect(result.current.resetsAt).toBe('2026-03-10T23:00:00.000Z');
    release();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/plans/usage').length).toBe(2),
    );
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/auth';
import { storageKeys, userDataKeys } from '@/lib/storage-keys';
import { cacheUser, clearUserCache, hasSessionHint, readCachedUser } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { safeRedirect } from './lib/browser';

const user: PublicUser = {
  id: '7d0f6a4e-1111-4222-8333-444455556666',
  username: 'giulia',
  fullName: 'Giulia Rossi',
  email: 'giulia@example.com',
  isAdmin: false,
  isPremium: false,
  subscriptionPlan: null,
  subscriptionStart: null,
  subscriptionEnd: null,
  plan: 'trial',
  entitlements: { plan: 'trial', premium: false, isAdmin: false, premiumUntil: null, trialEndsAt: '2026-03-17T09:00:00.000Z', dailyLimit: 5 },
};

describe('safeRedirect: after sign-in we only ever go to a page of this site', () => {
  it.each([
    ['/launch', '/launch'],
    ['/exercises?q=respiro#x', '/exercises?q=respiro#x'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/..//evil.example/x', '/'],
    ['/a/../..//evil.example', '/'],
    ['/./chat', '/chat'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe('SPEC §3 local keys are caches of what the server said', () => {
  beforeEach(() => localStorage.clear());

  it('caching the user writes the user, admin, premium and plan keys', () => {
    cacheUser(user);
    expect(readCachedUser()).toEqual(user);
    expect(localStorage.getItem(storageKeys.adminFlag)).toBe('false');
    expect(localStorage.getItem(storageKeys.premiumFlag)).toBe('false');
    expect(localStorage.getItem(storageKeys.plan)).toBe('trial');
  });

  it('signing out erases every user and subscription key and sets the admin flag to false', () => {
    for (const key of userDataKeys) localStorage.setItem(key, 'x');
    localStorage.setItem(storageKeys.adminFlag, 'true');
    localStorage.setItem(storageKeys.language, 'en');
    clearUserCache();
    for (const key of userDataKeys) {
      if (key === storageKeys.adminFlag) expect(localStorage.getItem(key)).toBe('false');
      else expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem(storageKeys.language)).toBe('en');
  });

  it('a cached user that is not one is ignored', () => {
    localStorage.setItem(storageKeys.user, '{"isPremium":true}');
    expect(readCachedUser()).toBeNull();
    localStorage.setItem(storageKeys.user, 'not json');
    expect(readCachedUser()).toBeNull();
  });
});

describe('useSession', () => {
  const wrapper = (client: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('without the signed-in hint, a visitor is signed out without asking the server', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hasSessionHint()).toBe(false);
  });

  it('paints from the cache first, then what the server says wins (a tampered admin flag included)', async () => {
    cacheUser({ ...user, isAdmin: true });
    document.cookie = 'signed_in=1; path=/';
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(client) });
    expect(result.current).toMatchObject({ status: 'signedIn', isVerified: false, isAdmin: true });
    answer(new Response(JSON.stringify({ success: true, user }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(result.current.isVerified).toBe(true));
    expect(result.current).toMatchObject({ status: 'signedIn', isAdmin: false, user: { username: 'giulia' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.objectContaining({ credentials: 'include' }));
  });

  it('a 401 from /api/auth/me means signed out', async () => {
    document.cookie = 'signed_in=1; path=/';
    fetchMock.mockResolvedValue(new Response('{"error":{"code":"auth.no_valid_session","message":"x"}}', { status: 401 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useSession(), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(result.current.user).toBeNull();
  });
});

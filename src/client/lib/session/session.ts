import { queryOptions } from '@tanstack/react-query';
import type { PublicUser, SessionResponse } from '@shared/schemas/auth';
import { getQueryFn } from '@/lib/query-client';
import { readStorage, storageKeys, userDataKeys, writeStorage } from '@/lib/storage-keys';

/** SPEC §7: the session is restored from GET /api/auth/me; a 401 means "signed out" (null). */
export const meQueryKey = ['/api/auth/me'] as const;

const fetchMe = getQueryFn<SessionResponse>({ on401: 'returnNull' });

/**
 * Whether the server said someone signed in on this browser (its readable `signed_in` hint
 * cookie, set and cleared with the HttpOnly session cookie). It only saves a request and a 401
 * for visitors: the server decides with the session cookie alone.
 */
export function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return renderingForMember;
  return /(?:^|;\s*)(?:__Host-)?signed_in=1(?:;|$)/.test(document.cookie);
}

/** Where there is no document (the build's renderer), whose page is being rendered. */
let renderingForMember = false;

/**
 * The build's renderer (client/prerender.tsx) renders each page twice: for a visitor, and as a
 * member's shell, whose session is still on its way (so no visitor's invitation in it).
 */
export function renderAsMember(member: boolean): void {
  renderingForMember = member;
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async (ctx): Promise<SessionResponse | null> => (hasSessionHint() ? ((await fetchMe(ctx)) as SessionResponse | null) : null),
  // Without the hint the answer is known at once: a visitor's first render is already signed out.
  initialData: () => (hasSessionHint() ? undefined : null),
});

/** The user cached by a previous visit (SPEC §3's user key): only what the first paint shows. */
export function readCachedUser(): PublicUser | null {
  const raw = readStorage(storageKeys.user);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PublicUser>;
    if (typeof value?.id !== 'string' || typeof value.username !== 'string' || !value.entitlements) return null;
    return value as PublicUser;
  } catch {
    return null;
  }
}

const writeIfChanged = (key: string, value: string | null) => {
  if (readStorage(key) !== value) writeStorage(key, value);
};

/** Writes SPEC §3's local keys from the server's user. They are caches: the server decides. */
export function cacheUser(user: PublicUser): void {
  writeIfChanged(storageKeys.user, JSON.stringify(user));
  writeIfChanged(storageKeys.adminFlag, String(user.isAdmin));
  writeIfChanged(storageKeys.premiumFlag, String(user.isPremium));
  writeIfChanged(storageKeys.plan, user.plan);
  writeIfChanged(storageKeys.subscriptionDate, user.subscriptionStart);
}

/** SPEC §4 at sign-out: every local user and subscription key erased, the admin flag back to false. */
export function clearUserCache(): void {
  for (const key of userDataKeys) {
    if (key !== storageKeys.adminFlag && readStorage(key) !== null) writeStorage(key, null);
  }
  writeIfChanged(storageKeys.adminFlag, 'false');
}

const channelName = 'serenamente-session';

/** Tells the other tabs that this one signed in or out. */
export function announceSessionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('changed');
  channel.close();
}

/**
 * Calls `listener` when another tab signs in or out: a message on the session channel, or a
 * change of the stored user or admin keys (SPEC §4). Returns the unsubscribe function.
 */
export function onSessionChangeElsewhere(listener: () => void): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
  channel?.addEventListener('message', listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.user || event.key === storageKeys.adminFlag) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}

import { limits } from '@shared/plans';
import type { PublicUser } from '@shared/schemas/auth';
import type { VerifySessionResponse } from '@shared/schemas/billing';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/**
 * SPEC §4's subscription state: inactive, or active with an expiry. A cache of what the server
 * said (the user's premium flags, a verified checkout), never a decision: the server checks
 * premium on every request.
 */
export type SubscriptionState =
  | { status: 'inactive' }
  | { status: 'active'; expiresAt: string | null; plan: 'monthly' | 'yearly' | null };

export type SubscriptionEvent =
  | { type: 'user'; user: PublicUser }
  | { type: 'verified'; result: VerifySessionResponse }
  | { type: 'failed' };

const inactive: SubscriptionState = { status: 'inactive' };

/** The user's premium flags as an active state, or null when the server says no premium. */
function fromUser(user: PublicUser): SubscriptionState | null {
  if (!user.isPremium && !user.entitlements.premium) return null;
  const plan = user.subscriptionPlan === 'monthly' || user.subscriptionPlan === 'yearly' ? user.subscriptionPlan : null;
  return { status: 'active', expiresAt: user.subscriptionEnd ?? user.entitlements.premiumUntil, plan };
}

/** The saved state (SPEC §3's subscription backup), or null when nothing is saved. */
export function readSavedState(): SubscriptionState | null {
  try {
    const saved = JSON.parse(readStorage(storageKeys.subscriptionBackup) ?? 'null') as {
      isActive?: boolean;
      expiresAt?: string | null;
      plan?: 'monthly' | 'yearly' | null;
    } | null;
    if (!saved) return null;
    return saved.isActive ? { status: 'active', expiresAt: saved.expiresAt ?? null, plan: saved.plan ?? null } : inactive;
  } catch {
    return null;
  }
}

export function saveState(state: SubscriptionState): void {
  const active = state.status === 'active';
  writeStorage(
    storageKeys.subscriptionBackup,
    JSON.stringify({ isActive: active, expiresAt: active ? state.expiresAt : null, plan: active ? state.plan : null }),
  );
}

/** Initial state: the user's premium flags, else the saved cache, else inactive. */
export function initialSubscriptionState(user: PublicUser | null, saved: SubscriptionState | null): SubscriptionState {
  return (user && fromUser(user)) ?? saved ?? inactive;
}

/**
 * One transition; `save` says whether the new state is to be saved. The user with premium makes
 * it active; a successful verification makes it active; 'inactive' with nothing saved saves
 * inactive; a failure or any other answer keeps the current state.
 */
export function nextSubscriptionState(
  current: SubscriptionState,
  event: SubscriptionEvent,
  saved: SubscriptionState | null,
): { state: SubscriptionState; save: boolean } {
  if (event.type === 'user') {
    const active = fromUser(event.user);
    return active ? { state: active, save: true } : { state: current, save: false };
  }
  if (event.type === 'verified' && event.result.status === 'success') {
    return { state: { status: 'active', expiresAt: event.result.expiresAt, plan: event.result.plan }, save: true };
  }
  if (event.type === 'verified' && event.result.status === 'inactive' && !saved) {
    return { state: inactive, save: true };
  }
  return { state: current, save: false };
}

/**
 * SPEC §3's verification cache of the checkout session `sessionId`, while it is valid (2 hours);
 * null when absent, older, or about another session.
 */
export function readVerificationCache(
  now: number,
  sessionId: string,
): { data: VerifySessionResponse; timestamp: number } | null {
  try {
    const cache = JSON.parse(readStorage(storageKeys.verificationCache) ?? 'null') as {
      data: VerifySessionResponse;
      timestamp: number;
      sessionId?: string;
    } | null;
    if (!cache || cache.sessionId !== sessionId || typeof cache.timestamp !== 'number') return null;
    return now - cache.timestamp < limits.verificationCacheMs ? cache : null;
  } catch {
    return null;
  }
}

export function writeVerificationCache(data: VerifySessionResponse, now: number, sessionId: string): void {
  writeStorage(storageKeys.verificationCache, JSON.stringify({ data, timestamp: now, sessionId }));
  writeStorage(storageKeys.lastSubscriptionCheck, String(now));
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { limits } from '@shared/plans';
import { meQueryKey } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { readStorage, storageKeys } from '@/lib/storage-keys';
import { verifySessionQueryOptions } from '../api/verify-session';
import { rememberVerified } from '../lib/subscription-cache';
import {
  initialSubscriptionState,
  nextSubscriptionState,
  readSavedState,
  readVerificationCache,
  saveState,
  type SubscriptionEvent,
  type SubscriptionState,
  writeVerificationCache,
} from '../lib/subscription-state';

/**
 * SPEC §4's client side of a subscription, while signed in: the user is re-synced every 300 s
 * (useSession); a checkout session id still stored (a payment not yet confirmed here) is verified
 * in the background at most once an hour, through TanStack Query (`staleTime`/`refetchInterval`,
 * no timers of its own); an answer younger than 2 hours (the verification cache) is shown at once
 * instead of asking. What comes back moves the state machine (lib/subscription-state.ts).
 */
export function useSubscriptionSync(): SubscriptionState {
  const { user, status } = useSession();
  const queryClient = useQueryClient();
  const sessionId = status === 'signedIn' ? readStorage(storageKeys.paymentSessionId) : null;
  // Only read when the query starts: an answer younger than 2 hours is shown without asking.
  const fresh = sessionId ? readVerificationCache(Date.now(), sessionId) : null;
  const verify = useQuery({
    ...verifySessionQueryOptions(sessionId),
    enabled: !!sessionId,
    ...(fresh ? { initialData: fresh.data, initialDataUpdatedAt: fresh.timestamp } : {}),
    staleTime: limits.subscriptionCheckMs,
    // The next check when the answer is an hour old (a cached one may be older already).
    refetchInterval: (query) =>
      Math.max(1000, (query.state.dataUpdatedAt || Date.now()) + limits.subscriptionCheckMs - Date.now()),
    retry: false,
    meta: { silentError: true },
  });

  const [state, setState] = useState<SubscriptionState>(() => initialSubscriptionState(user, readSavedState()));
  const apply = (event: SubscriptionEvent) =>
    setState((current) => {
      const next = nextSubscriptionState(current, event, readSavedState());
      if (next.save) saveState(next.state);
      return next.state;
    });

  useEffect(() => {
    if (user) apply({ type: 'user', user });
  }, [user]);

  const { data, dataUpdatedAt, isError, errorUpdatedAt } = verify;
  useEffect(() => {
    if (!data || !sessionId) return;
    writeVerificationCache(data, dataUpdatedAt, sessionId);
    apply({ type: 'verified', result: data });
    if (data.status === 'success') {
      // Confirmed: nothing is left to verify (the stored id goes), and the user is read again.
      rememberVerified(data, dataUpdatedAt);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    }
    // A new answer is what counts, not a new render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataUpdatedAt]);
  useEffect(() => {
    if (isError) apply({ type: 'failed' });
  }, [isError, errorUpdatedAt]);

  return state;
}

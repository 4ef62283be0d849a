import { useSubscriptionSync } from '../hooks/use-subscription-sync';

/** SPEC §4's background re-sync of the subscription, on every page while signed in; shows nothing. */
export function SubscriptionSync() {
  useSubscriptionSync();
  return null;
}

import type { VerifySessionResponse } from '@shared/schemas/billing';
import { storageKeys, writeStorage } from '@/lib/storage-keys';

/**
 * SPEC §3/§4's local subscription record. Caches only: the server decides premium on every
 * request, and these keys are erased at sign-out with the rest of the user's data.
 */
export function rememberVerified(result: VerifySessionResponse, now = Date.now()): void {
  if (result.status !== 'success') return;
  // The checkout this browser started is settled: nothing is left to verify.
  writeStorage(storageKeys.paymentSessionId, null);
  writeStorage(storageKeys.verificationCache, JSON.stringify({ data: result, timestamp: now }));
  writeStorage(storageKeys.lastSubscriptionCheck, String(now));
  writeStorage(storageKeys.subscriptionId, result.subscriptionId);
  writeStorage(storageKeys.customerId, result.customerId);
  writeStorage(
    storageKeys.subscriptionBackup,
    JSON.stringify({
      isActive: true,
      plan: result.plan,
      expiresAt: result.expiresAt,
      customerId: result.customerId,
      subscriptionId: result.subscriptionId,
    }),
  );
}

/** SPEC §4 at cancellation: the local premium data goes; the server's user replaces the cached one. */
export function forgetSubscriptionCache(): void {
  for (const key of [
    storageKeys.verificationCache,
    storageKeys.subscriptionBackup,
    storageKeys.subscriptionId,
    storageKeys.paymentSessionId,
  ]) {
    writeStorage(key, null);
  }
}

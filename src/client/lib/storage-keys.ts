/**
 * SPEC §3's local-storage keys, prefixed with the product name. They are caches that make the
 * first paint fast; the server is the only source of truth for identity, plans and quotas.
 */
export const storageKeys = {
  dailyRequests: 'serenamente_daily_requests',
  adminFlag: 'serenamente_admin',
  user: 'serenamente_user',
  premiumFlag: 'serenamente_premium',
  plan: 'serenamente_plan',
  subscriptionId: 'serenamente_subscription_id',
  customerId: 'serenamente_customer_id',
  subscriptionDate: 'serenamente_subscription_date',
  sessionId: 'serenamente_session_id',
  subscriptionBackup: 'serenamente_subscription_backup',
  paymentSessionId: 'serenamente_payment_session_id',
  verificationCache: 'serenamente_verification_cache',
  lastSubscriptionCheck: 'serenamente_last_subscription_check',
  theme: 'serenamente_theme',
  language: 'i18nextLng',
} as const;

/** Keys erased at logout (SPEC §4): every user and subscription cache, not the UI preferences. */
export const userDataKeys = [
  storageKeys.dailyRequests,
  storageKeys.adminFlag,
  storageKeys.user,
  storageKeys.premiumFlag,
  storageKeys.plan,
  storageKeys.subscriptionId,
  storageKeys.customerId,
  storageKeys.subscriptionDate,
  storageKeys.sessionId,
  storageKeys.subscriptionBackup,
  storageKeys.paymentSessionId,
  storageKeys.verificationCache,
  storageKeys.lastSubscriptionCheck,
] as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the caches are optional.
  }
}

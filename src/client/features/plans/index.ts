/** The plans feature: daily limits and entitlements as the server decides them. */
export { entitlementsQueryOptions, usageQueryOptions } from './api/usage';
export { type DailyLimit, showDailyLimitToast, useDailyLimit } from './hooks/use-daily-limit';

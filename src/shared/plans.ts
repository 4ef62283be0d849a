/**
 * SPEC §9's plans, prices, limits and timers: the one place for these numbers.
 * Server rules and client copy both read from here.
 */
export const planIds = ['free', 'trial', 'launch', 'premium_monthly', 'premium_yearly'] as const;
export type PlanId = (typeof planIds)[number];

export const prices = {
  currency: 'EUR',
  monthly: 4.99,
  yearly: 39.99,
  yearlyPerMonth: 3.33,
  yearlySavingPercent: 33,
  launchMonthly: 2.49,
  launchYearly: 19.99,
  launchDiscountCodesPerPlan: 10,
} as const;

export const limits = {
  freeAiRequestsPerDay: 3,
  trialChatMessagesPerDay: 5,
  trialDays: 7,
  launchTrialDays: 10,
  launchPlaces: 50,
  limitRecheckMs: 60_000,
  userResyncMs: 300_000,
  verificationCacheMs: 2 * 60 * 60 * 1000,
  subscriptionCheckMs: 60 * 60 * 1000,
  registerRedirectMs: 5_000,
  passwordMinRegister: 6,
  passwordMinReset: 8,
  passwordMax: 128,
  resetCodeTtlMs: 10 * 60 * 1000,
  resetCodeMaxAttempts: 5,
  recommendedPracticeMinutes: [10, 15] as const,
  defaultTimeZone: 'Europe/Rome',
} as const;

export const toastSettings = {
  limit: 1,
  durationMs: 5_000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  hotkey: ['F8'],
} as const;

export const languageChangeRefetchDelayMs = 50;

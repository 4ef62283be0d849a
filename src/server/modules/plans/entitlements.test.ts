import { describe, expect, it } from 'vitest';
import { limits } from '@shared/plans';
import { type EntitlementSubject, getEntitlements, premiumEndDate } from './entitlements';

const now = new Date('2026-06-15T12:00:00.000Z');
const before = new Date(now.getTime() + 60_000); // an end still ahead
const after = new Date(now.getTime() - 60_000); // an end already passed

const base: EntitlementSubject = {
  isAdmin: false,
  isPremium: false,
  subscriptionPlan: null,
  subscriptionStatus: 'inactive',
  subscriptionStart: null,
  subscriptionEnd: null,
  trialEndsAt: null,
  launchTrialEndsAt: null,
};

type Row = {
  name: string;
  user: Partial<EntitlementSubject>;
  plan: string;
  premium: boolean;
  dailyLimit: number | null;
  premiumUntil?: Date | null;
  trialEndsAt?: Date | null;
};

const plans = (end: Date, expired: boolean): Row[] => [
  { name: 'free', user: {}, plan: 'free', premium: false, dailyLimit: limits.freeAiRequestsPerDay },
  {
    name: 'standard trial',
    user: { trialEndsAt: end },
    plan: expired ? 'free' : 'trial',
    premium: false,
    dailyLimit: expired ? limits.freeAiRequestsPerDay : limits.trialChatMessagesPerDay,
    trialEndsAt: expired ? null : end,
  },
  {
    name: 'launch trial',
    user: { launchTrialEndsAt: end },
    plan: expired ? 'free' : 'launch',
    premium: !expired,
    dailyLimit: expired ? limits.freeAiRequestsPerDay : null,
    premiumUntil: expired ? null : end,
  },
  {
    name: 'premium monthly',
    user: { subscriptionPlan: 'monthly', subscriptionStatus: 'active', isPremium: true, subscriptionEnd: end },
    plan: expired ? 'free' : 'premium_monthly',
    premium: !expired,
    dailyLimit: expired ? limits.freeAiRequestsPerDay : null,
    premiumUntil: expired ? null : end,
  },
  {
    name: 'premium yearly',
    user: { subscriptionPlan: 'yearly', subscriptionStatus: 'active', isPremium: true, subscriptionEnd: end },
    plan: expired ? 'free' : 'premium_yearly',
    premium: !expired,
    dailyLimit: expired ? limits.freeAiRequestsPerDay : null,
    premiumUntil: expired ? null : end,
  },
  {
    name: 'premium yearly, cancelled (access until the end of the period)',
    user: { subscriptionPlan: 'yearly', subscriptionStatus: 'canceled', isPremium: false, subscriptionEnd: end },
    plan: expired ? 'free' : 'premium_yearly',
    premium: !expired,
    dailyLimit: expired ? limits.freeAiRequestsPerDay : null,
    premiumUntil: expired ? null : end,
  },
];

const table = [
  ...plans(before, false).map((r) => ({ ...r, when: 'before expiry' })),
  ...plans(after, true).map((r) => ({ ...r, when: 'after expiry' })),
];

describe('getEntitlements: SPEC §4’s access rule, each plan × before/after expiry × admin', () => {
  for (const row of table) {
    it(`${row.name}, ${row.when}: plan ${row.plan}, premium ${row.premium}`, () => {
      const e = getEntitlements({ user: { ...base, ...row.user }, now });
      expect(e).toEqual({
        plan: row.plan,
        premium: row.premium,
        isAdmin: false,
        premiumUntil: row.premiumUntil ? row.premiumUntil.toISOString() : null,
        trialEndsAt: row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
        dailyLimit: row.dailyLimit,
      });
    });

    it(`${row.name}, ${row.when}, as an administrator: always premium and unlimited`, () => {
      const e = getEntitlements({ user: { ...base, ...row.user, isAdmin: true }, now });
      expect(e.premium).toBe(true);
      expect(e.isAdmin).toBe(true);
      expect(e.dailyLimit).toBeNull();
      expect(e.plan).toBe(row.plan);
    });
  }

  it('an end that is exactly now has passed', () => {
    const e = getEntitlements({ user: { ...base, launchTrialEndsAt: now }, now });
    expect(e.premium).toBe(false);
  });

  it('without a stored end, a monthly subscription ends one month after its start', () => {
    const start = new Date('2026-05-20T10:00:00.000Z');
    const user = { ...base, subscriptionPlan: 'monthly' as const, subscriptionStatus: 'active' as const, isPremium: true, subscriptionStart: start };
    expect(premiumEndDate(user)?.toISOString()).toBe('2026-06-20T10:00:00.000Z');
    expect(getEntitlements({ user, now }).premium).toBe(true);
    expect(getEntitlements({ user, now: new Date('2026-06-20T10:00:00.000Z') }).premium).toBe(false);
  });

  it('without a stored end, a yearly subscription ends one year after its start', () => {
    const start = new Date('2025-07-01T00:00:00.000Z');
    const user = { ...base, subscriptionPlan: 'yearly' as const, subscriptionStatus: 'active' as const, isPremium: true, subscriptionStart: start };
    expect(premiumEndDate(user)?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(getEntitlements({ user, now }).plan).toBe('premium_yearly');
    expect(getEntitlements({ user, now: new Date('2026-07-02T00:00:00.000Z') }).plan).toBe('free');
  });

  it('a month after 31 January is the last day of February', () => {
    expect(
      premiumEndDate({ subscriptionPlan: 'monthly', subscriptionStart: new Date('2026-01-31T08:00:00.000Z'), subscriptionEnd: null })?.toISOString(),
    ).toBe('2026-02-28T08:00:00.000Z');
  });

  it('the stored end wins over start plus the period', () => {
    const user = {
      ...base,
      subscriptionPlan: 'yearly' as const,
      subscriptionStatus: 'active' as const,
      isPremium: true,
      subscriptionStart: new Date('2026-01-01T00:00:00.000Z'),
      subscriptionEnd: after,
    };
    expect(getEntitlements({ user, now }).premium).toBe(false);
  });

  it('with no expiry known, the premium flag decides', () => {
    expect(getEntitlements({ user: { ...base, isPremium: true }, now }).premium).toBe(true);
    expect(getEntitlements({ user: { ...base, isPremium: false, subscriptionStatus: 'active', subscriptionPlan: 'monthly' }, now }).premium).toBe(false);
  });

  it('an inactive subscription gives nothing even with dates ahead', () => {
    const user = { ...base, subscriptionPlan: 'monthly' as const, subscriptionStatus: 'inactive' as const, subscriptionEnd: before };
    expect(getEntitlements({ user, now }).premium).toBe(false);
  });

  it('a launch trial during the standard trial gives premium and reports both ends', () => {
    const trialEnd = new Date(now.getTime() + 3 * 86_400_000);
    const launchEnd = new Date(now.getTime() + 9 * 86_400_000);
    const e = getEntitlements({ user: { ...base, trialEndsAt: trialEnd, launchTrialEndsAt: launchEnd }, now });
    expect(e).toMatchObject({ plan: 'launch', premium: true, premiumUntil: launchEnd.toISOString(), trialEndsAt: trialEnd.toISOString(), dailyLimit: null });
  });
});

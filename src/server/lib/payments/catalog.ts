import { prices } from '@shared/plans';
import type { PlanName } from './types';

const cents = (eur: number) => Math.round(eur * 100);

/** SPEC §9's prices in cents (VAT included), from shared/plans.ts. */
export const planPriceCents: Record<PlanName, number> = {
  monthly: cents(prices.monthly),
  yearly: cents(prices.yearly),
};
/** The launch discount's first-period price. */
export const launchPriceCents: Record<PlanName, number> = {
  monthly: cents(prices.launchMonthly),
  yearly: cents(prices.launchYearly),
};
export const planInterval: Record<PlanName, 'month' | 'year'> = { monthly: 'month', yearly: 'year' };
export const currency = 'eur';

/** Stripe lookup keys of the two prices (`npm run stripe:setup` creates them). */
export const priceLookupKeys: Record<PlanName, string> = {
  monthly: 'serenamente_premium_monthly',
  yearly: 'serenamente_premium_yearly',
};
/** Stripe coupon ids of the launch discounts (first period only, 10 redemptions each). */
export const launchCouponIds: Record<PlanName, string> = {
  monthly: 'serenamente_launch_monthly',
  yearly: 'serenamente_launch_yearly',
};

/** `date` plus n calendar months (UTC), clamped to the month's last day, as Stripe bills. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const periodEndOf = (start: Date, plan: PlanName): Date =>
  addMonths(start, plan === 'yearly' ? 12 : 1);

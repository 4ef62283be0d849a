import type {
  Invoice,
  Subscription,
  SubscriptionStatusView,
  VerifySessionResponse,
} from '@shared/schemas/billing';
import { planPriceCents } from '../../lib/payments';
import { isLive } from './billing.sync';
import type { BillingCheckoutSessionRow, BillingInvoiceRow, BillingSubscriptionRow } from './billing.table';

const euros = (cents: number) => Math.round(cents) / 100;
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

function statusOf(row: BillingSubscriptionRow): SubscriptionStatusView {
  if (!isLive(row)) return row.status === 'incomplete' ? 'incomplete' : 'canceled';
  return row.status === 'past_due' ? 'past_due' : 'active';
}

/** Premium from this subscription now: live, and its paid period not over. */
export const givesPremium = (row: BillingSubscriptionRow, now: Date) =>
  isLive(row) && row.currentPeriodEnd > now;

/** A subscription as the management screen shows it. */
export function subscriptionView(row: BillingSubscriptionRow, now: Date): Subscription {
  const live = isLive(row);
  const renews = live && !row.cancelAtPeriodEnd;
  const nextPlan = row.pendingPlan ?? row.plan;
  const nextDate = row.status === 'past_due' && row.nextAttemptAt ? row.nextAttemptAt : row.currentPeriodEnd;
  return {
    plan: row.plan,
    status: statusOf(row),
    isActive: givesPremium(row, now),
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    cancelAtPeriodEnd: live && row.cancelAtPeriodEnd,
    canceledAt: isoOrNull(row.canceledAt),
    endedAt: isoOrNull(row.endedAt),
    nextPayment: renews
      ? { date: iso(nextDate), amount: euros(planPriceCents[nextPlan]), currency: 'EUR' }
      : null,
    pendingChange:
      renews && row.pendingPlan
        ? {
            plan: row.pendingPlan,
            effectiveAt: iso(row.currentPeriodEnd),
            amount: euros(planPriceCents[row.pendingPlan]),
          }
        : null,
    retry:
      row.status === 'past_due'
        ? { attempts: row.retryAttempts, nextAttemptAt: isoOrNull(row.nextAttemptAt) }
        : null,
    paymentMethod: row.paymentMethod ?? null,
    launchDiscount: row.launchDiscount,
    customerId: row.customerId,
    subscriptionId: row.id,
  };
}

/** SPEC §7's verification of a checkout session: 'success' once it is paid and gives premium. */
export function verification(
  session: BillingCheckoutSessionRow,
  sub: BillingSubscriptionRow | null,
  now: Date,
): VerifySessionResponse {
  const success = session.status === 'complete' && !!sub && givesPremium(sub, now);
  return {
    status: success ? 'success' : 'inactive',
    plan: sub?.plan ?? (success ? session.plan : null),
    expiresAt: sub ? iso(sub.currentPeriodEnd) : null,
    customerId: sub?.customerId ?? session.customerId,
    subscriptionId: sub?.id ?? session.subscriptionId,
  };
}

/** The VAT share of a VAT-inclusive amount, in cents. */
export function vatShareCents(amountCents: number, basisPoints: number): number {
  return amountCents - Math.round((amountCents * 10_000) / (10_000 + basisPoints));
}

export function invoiceView(row: BillingInvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedAt: iso(row.issuedAt),
    amount: euros(row.amountCents),
    vatAmount: euros(vatShareCents(row.amountCents, row.vatRateBasisPoints)),
    vatRatePercent: row.vatRateBasisPoints / 100,
    currency: 'EUR',
    status: row.status === 'void' ? 'void' : row.status === 'open' ? 'open' : 'paid',
    plan: row.plan,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    launchDiscount: row.launchDiscount,
    pdfUrl: `/api/billing/invoices/${encodeURIComponent(row.id)}/pdf`,
  };
}

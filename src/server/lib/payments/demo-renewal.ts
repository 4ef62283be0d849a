import { planPriceCents, periodEndOf } from './catalog';
import {
  attempted,
  buildInvoice,
  type DemoInvoice,
  demoPrices,
  type DemoSubscription,
  latestInvoiceRef,
} from './demo-objects';
import { fromUnix, toUnix } from './shapes';

const DAY_MS = 86_400_000;
/**
 * After a failed renewal the demo tries the card again 3 days later, then 4 days after that;
 * when the third attempt fails (day 7) the subscription is canceled and premium ends.
 */
export const retryDelaysDays = [3, 4] as const;
export const maxAttempts = retryDelaysDays.length + 1;

export interface Step {
  sub: DemoSubscription;
  /** Invoices created or changed by the step. */
  invoices: DemoInvoice[];
  /** Events to send, in order: [type, the object as it is after the step]. */
  events: [string, { id: string; object: string }][];
  /** When the clock next has work for this subscription (null: never again). */
  dueAt: Date | null;
}

const periodEnd = (sub: DemoSubscription) => fromUnix(sub.items.data[0]!.current_period_end);

function ended(sub: DemoSubscription, at: Date, invoices: DemoInvoice[]): Step {
  const next: DemoSubscription = {
    ...sub,
    status: 'canceled',
    ended_at: toUnix(at),
    canceled_at: sub.canceled_at ?? toUnix(at),
  };
  return { sub: next, invoices, events: [['customer.subscription.deleted', next]], dueAt: null };
}

/** One payment attempt on `invoice` with the subscription's card, and what follows from it. */
export function charge(sub: DemoSubscription, invoice: DemoInvoice, at: Date): Step {
  const paid = !sub.demo.failRenewals;
  const attempts = invoice.attempt_count + 1;
  const delay = retryDelaysDays[attempts - 1];
  const nextAttempt = paid || delay === undefined ? null : new Date(at.getTime() + delay * DAY_MS);
  const after = attempted(invoice, { paid, now: at, nextAttempt });
  if (paid) {
    const next: DemoSubscription = { ...sub, status: 'active', latest_invoice: latestInvoiceRef(after) };
    return {
      sub: next,
      invoices: [after],
      events: [
        ['invoice.paid', after],
        ['customer.subscription.updated', next],
      ],
      dueAt: periodEnd(next),
    };
  }
  if (!nextAttempt) {
    const gaveUp: DemoInvoice = { ...after, status: 'uncollectible' };
    const step = ended({ ...sub, latest_invoice: latestInvoiceRef(gaveUp) }, at, [gaveUp]);
    return { ...step, events: [['invoice.payment_failed', gaveUp], ...step.events] };
  }
  const next: DemoSubscription = { ...sub, status: 'past_due', latest_invoice: latestInvoiceRef(after) };
  return {
    sub: next,
    invoices: [after],
    events: [
      ['invoice.payment_failed', after],
      ['customer.subscription.updated', next],
    ],
    dueAt: nextAttempt,
  };
}

/**
 * What the clock does to a subscription whose time has come (`at`, when it fell due): at the
 * period's end it ends (cancelled) or renews into the next period at the full price, with the
 * plan scheduled for it; while past due, the next retry of the open invoice.
 */
export function advance(sub: DemoSubscription, openInvoice: DemoInvoice | null, at: Date): Step {
  const end = periodEnd(sub);
  if (sub.status === 'canceled' || sub.ended_at !== null)
    return { sub, invoices: [], events: [], dueAt: null };
  if (sub.cancel_at_period_end && end.getTime() <= at.getTime()) return ended(sub, end, []);
  if (sub.status === 'past_due' && openInvoice && openInvoice.status === 'open')
    return charge(sub, openInvoice, at);

  const plan =
    sub.demo.nextPlan ?? (sub.items.data[0]!.price.recurring?.interval === 'year' ? 'yearly' : 'monthly');
  const newEnd = periodEndOf(end, plan);
  const item = {
    ...sub.items.data[0]!,
    price: demoPrices[plan],
    current_period_start: toUnix(end),
    current_period_end: toUnix(newEnd),
  };
  const renewed: DemoSubscription = {
    ...sub,
    items: { data: [item] },
    metadata: { ...sub.metadata, plan },
    demo: { ...sub.demo, nextPlan: null },
  };
  const invoice = buildInvoice({
    sub: renewed,
    plan,
    amountCents: planPriceCents[plan],
    discountCents: 0,
    periodStart: end,
    periodEnd: newEnd,
    billingReason: 'subscription_cycle',
    now: end,
  });
  return charge(renewed, invoice, end);
}

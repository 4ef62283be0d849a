import { describe, expect, it } from 'vitest';
import { buildSubscription, type DemoSubscription } from './demo-objects';
import { advance, maxAttempts } from './demo-renewal';
import { fromUnix } from './shapes';

const start = new Date('2026-01-31T10:00:00.000Z');
const card = { id: 'pm_demo_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } };
const subscription = (failRenewals = false): DemoSubscription =>
  buildSubscription({ customerId: 'cus_demo_1', userId: 'u1', plan: 'monthly', launchDiscount: true, start, periodEnd: new Date('2026-02-28T10:00:00.000Z'), card, failRenewals, email: 'a@example.com' });
const periodOf = (sub: DemoSubscription) => [fromUnix(sub.items.data[0]!.current_period_start).toISOString(), fromUnix(sub.items.data[0]!.current_period_end).toISOString()];

describe('the demo provider’s clock', () => {
  it('renews a monthly subscription into the next calendar month at the full price', () => {
    const step = advance(subscription(), null, new Date('2026-02-28T10:00:00.000Z'));
    expect(periodOf(step.sub)).toEqual(['2026-02-28T10:00:00.000Z', '2026-03-28T10:00:00.000Z']);
    expect(step.invoices[0]).toMatchObject({ status: 'paid', amount_paid: 499, billing_reason: 'subscription_cycle', total_discount_amounts: [] });
    expect(step.events.map(([type]) => type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(step.dueAt?.toISOString()).toBe('2026-03-28T10:00:00.000Z');
  });

  it('ends a cancelled subscription at its period’s end, with no invoice', () => {
    const sub = { ...subscription(), cancel_at_period_end: true };
    const step = advance(sub, null, new Date('2026-02-28T10:00:00.000Z'));
    expect(step.sub).toMatchObject({ status: 'canceled', ended_at: Date.parse('2026-02-28T10:00:00.000Z') / 1000 });
    expect(step.invoices).toEqual([]);
    expect(step.events.map(([type]) => type)).toEqual(['customer.subscription.deleted']);
    expect(step.dueAt).toBeNull();
  });

  it(`a failing card is tried ${maxAttempts} times, then the subscription is canceled`, () => {
    let step = advance(subscription(true), null, new Date('2026-02-28T10:00:00.000Z'));
    expect(step.sub.status).toBe('past_due');
    const seen = [step.dueAt?.toISOString()];
    while (step.dueAt) {
      step = advance(step.sub, step.invoices[0]!, step.dueAt);
      seen.push(step.dueAt?.toISOString());
    }
    expect(seen).toEqual(['2026-03-03T10:00:00.000Z', '2026-03-07T10:00:00.000Z', undefined]);
    expect(step.sub.status).toBe('canceled');
    expect(step.invoices[0]).toMatchObject({ status: 'uncollectible', attempt_count: maxAttempts });
    expect(step.events.map(([type]) => type)).toEqual(['invoice.payment_failed', 'customer.subscription.deleted']);
  });
});

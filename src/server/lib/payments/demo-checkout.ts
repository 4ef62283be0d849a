import type { Tx } from '../../db/client';
import { launchPriceCents, periodEndOf, planPriceCents } from './catalog';
import { type CardOutcome, cardOutcome } from './demo-cards';
import type { DemoEngine, Emit } from './demo-engine';
import {
  attempted,
  buildInvoice,
  buildSubscription,
  type DemoCheckoutSession,
  type DemoInvoice,
  demoId,
  type DemoSubscription,
  latestInvoiceRef,
} from './demo-objects';
import { charge } from './demo-renewal';
import { fromUnix } from './shapes';
import {
  type DemoCard,
  type DemoCheckoutApi,
  type DemoCheckoutPage,
  type PlanName,
  ProviderDeclineError,
  ProviderSessionError,
} from './types';

type Approved = Extract<CardOutcome, { ok: true }>;

/** The first payment: a customer (if new), the subscription, its first invoice paid, the session complete. */
async function subscribe(
  engine: DemoEngine,
  tx: Tx,
  cs: DemoCheckoutSession,
  outcome: Approved,
  emit: Emit,
  now: Date,
) {
  const { store } = engine;
  const plan = cs.metadata.plan as PlanName;
  const launch = cs.metadata.launchDiscount === 'true';
  const customerId = (typeof cs.customer === 'string' ? cs.customer : null) ?? demoId('cus');
  if (!cs.customer) {
    const customer = {
      id: customerId,
      object: 'customer',
      email: cs.customer_email,
      metadata: { userId: cs.metadata.userId },
    };
    await store.put({ id: customerId, type: 'customer', data: customer, dueAt: null, tx });
  }
  const periodEnd = periodEndOf(now, plan);
  const created = buildSubscription({
    customerId,
    userId: cs.metadata.userId!,
    plan,
    launchDiscount: launch,
    start: now,
    periodEnd,
    card: outcome.card,
    failRenewals: outcome.failRenewals,
    email: cs.customer_email,
  });
  const amount = launch ? launchPriceCents[plan] : planPriceCents[plan];
  const first = buildInvoice({
    sub: created,
    plan,
    amountCents: amount,
    discountCents: planPriceCents[plan] - amount,
    periodStart: now,
    periodEnd,
    billingReason: 'subscription_create',
    now,
  });
  const invoice = attempted(first, { paid: true, now, nextAttempt: null });
  const sub: DemoSubscription = { ...created, latest_invoice: latestInvoiceRef(invoice) };
  const done: DemoCheckoutSession = {
    ...cs,
    status: 'complete',
    payment_status: 'paid',
    customer: customerId,
    subscription: sub.id,
  };
  await store.put({ id: invoice.id, type: 'invoice', data: invoice, dueAt: null, tx });
  await store.put({ id: sub.id, type: 'subscription', data: sub, dueAt: periodEnd, tx });
  await store.put({ id: cs.id, type: 'checkout.session', data: done, dueAt: null, tx });
  emit('customer.subscription.created', sub);
  emit('invoice.paid', invoice);
  emit('checkout.session.completed', done);
}

/** A new card for an existing subscription; a past-due one is charged again at once with it. */
async function replaceCard(
  engine: DemoEngine,
  tx: Tx,
  cs: DemoCheckoutSession,
  outcome: Approved,
  emit: Emit,
  now: Date,
) {
  const { store } = engine;
  const subId = typeof cs.subscription === 'string' ? cs.subscription : null;
  const row = subId ? await store.lock<DemoSubscription>({ id: subId, type: 'subscription', tx }) : null;
  if (!row) throw new ProviderSessionError('not_found');
  const sub: DemoSubscription = {
    ...row.data,
    default_payment_method: outcome.card,
    demo: { ...row.data.demo, failRenewals: outcome.failRenewals },
  };
  const done: DemoCheckoutSession = { ...cs, status: 'complete' };
  await store.put({ id: cs.id, type: 'checkout.session', data: done, dueAt: null, tx });
  emit('checkout.session.completed', done);
  const ref = sub.latest_invoice;
  const open =
    ref && typeof ref !== 'string' ? await store.get<DemoInvoice>({ id: ref.id, type: 'invoice', tx }) : null;
  if (sub.status === 'past_due' && open?.status === 'open')
    return engine.saveStep(tx, charge(sub, open, now), emit);
  await store.put({ id: sub.id, type: 'subscription', data: sub, dueAt: row.dueAt, tx });
  emit('customer.subscription.updated', sub);
}

/** The demo's own checkout page: the session it shows, and paying it with a test card. */
export function createDemoCheckoutApi(engine: DemoEngine, clock: () => Date): DemoCheckoutApi {
  const { store } = engine;

  /** An expired session is closed (and said so) before anything else; a paid one is refused. */
  async function ensureOpen(id: string): Promise<void> {
    const state = await engine.transact(async (tx, emit) => {
      const row = await store.lock<DemoCheckoutSession>({ id, type: 'checkout.session', tx });
      if (!row) return 'not_found' as const;
      if (row.data.status === 'complete') return 'complete' as const;
      const expired = row.data.status === 'expired' || fromUnix(row.data.expires_at) <= clock();
      if (expired && row.data.status === 'open') await engine.expire(tx, row.data, emit);
      return expired ? ('expired' as const) : null;
    });
    if (state) throw new ProviderSessionError(state);
  }

  return {
    async session(id: string): Promise<DemoCheckoutPage | null> {
      const cs = await store.get<DemoCheckoutSession>({ id, type: 'checkout.session' });
      if (!cs) return null;
      const plan = cs.metadata.plan as PlanName;
      const expired = cs.status === 'expired' || (cs.status === 'open' && fromUnix(cs.expires_at) <= clock());
      return {
        id: cs.id,
        mode: cs.mode === 'setup' ? 'setup' : 'subscription',
        status: cs.status === 'complete' ? 'complete' : expired ? 'expired' : 'open',
        userId: cs.metadata.userId ?? '',
        plan,
        amountCents: cs.amount_total,
        renewalAmountCents: planPriceCents[plan],
        launchDiscount: cs.metadata.launchDiscount === 'true',
        email: cs.customer_email,
        expiresAt: fromUnix(cs.expires_at),
        successUrl: cs.success_url,
        cancelUrl: cs.cancel_url,
      };
    },

    async pay(id: string, card: DemoCard): Promise<{ redirectUrl: string }> {
      await ensureOpen(id);
      const outcome = cardOutcome(card, clock());
      if (!outcome.ok) throw new ProviderDeclineError(outcome.code);
      return engine.transact(async (tx, emit) => {
        const row = await store.lock<DemoCheckoutSession>({ id, type: 'checkout.session', tx });
        if (!row || row.data.status !== 'open')
          throw new ProviderSessionError(row?.data.status === 'complete' ? 'complete' : 'expired');
        if (row.data.mode === 'setup') await replaceCard(engine, tx, row.data, outcome, emit, clock());
        else await subscribe(engine, tx, row.data, outcome, emit, clock());
        return { redirectUrl: row.data.success_url };
      });
    },
  };
}

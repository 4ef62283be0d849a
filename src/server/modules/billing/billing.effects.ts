import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type {
  PaymentProvider,
  ProviderCheckout,
  ProviderInvoice,
  ProviderSubscription,
} from '../../lib/payments';
import { createUsersService } from '../users/users.service';
import { createBillingRepository } from './billing.repository';
import { governing, subscriptionRow, userPlanFields } from './billing.sync';
import { createCheckoutRepository } from './checkout.repository';
import { createDiscountsRepository } from './discounts.repository';

/** The calendar year of `date` in Italy, where the invoices are issued. */
const romeYear = (date: Date) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' }).format(date));

/**
 * What an event's objects, in the provider's current state, change here: each runs inside the
 * transaction that records the event, so an effect happens once or not at all.
 */
export function createEventEffects({
  db,
  provider,
  config,
}: {
  db: Db;
  provider: PaymentProvider;
  config: Readonly<Config>;
}) {
  const repo = createBillingRepository(db);
  const checkouts = createCheckoutRepository(db);
  const discounts = createDiscountsRepository(db);
  const users = createUsersService({ db });

  async function applyCheckout(checkout: ProviderCheckout, tx: Tx, now: Date) {
    if (checkout.status === 'complete') {
      await checkouts.completeCheckout({
        id: checkout.id,
        customerId: checkout.customerId,
        subscriptionId: checkout.subscriptionId,
        at: now,
        tx,
      });
    } else if (checkout.status === 'expired') {
      const expired = await checkouts.expireCheckout({ id: checkout.id, tx });
      // An unpaid session gives its launch discount back, once.
      if (expired?.launchDiscount) await discounts.releaseDiscount({ plan: expired.plan, tx });
    }
  }

  async function applySubscription(sub: ProviderSubscription, tx: Tx, now: Date): Promise<string | null> {
    const existing = await repo.findSubscription({ id: sub.id, tx });
    const userId = existing?.userId ?? sub.userId;
    if (!userId || !(await users.findById({ id: userId, tx }))) return null;
    await repo.upsertSubscription({
      values: subscriptionRow({ sub, userId, provider: provider.kind, existing }),
      now,
      tx,
    });
    const current = governing(await repo.subscriptionsOfUser({ userId, tx }));
    if (current) await users.update({ id: userId, values: userPlanFields(current), tx });
    return userId;
  }

  async function applyInvoice(invoice: ProviderInvoice, tx: Tx, now: Date) {
    if (invoice.status !== 'paid' || (await repo.findInvoice({ id: invoice.id, tx }))) return;
    const sub = invoice.subscriptionId
      ? await repo.findSubscription({ id: invoice.subscriptionId, tx })
      : null;
    const user = sub ? await users.findById({ id: sub.userId, tx }) : null;
    if (!sub || !user) return;
    const issuedAt = invoice.paidAt ?? invoice.createdAt;
    const year = romeYear(issuedAt);
    const number =
      provider.kind === 'demo' || !invoice.number
        ? `${year}-${String(await repo.nextInvoiceNumber({ year, tx })).padStart(5, '0')}`
        : invoice.number;
    await repo.insertInvoice({
      values: {
        id: invoice.id,
        userId: user.id,
        provider: provider.kind,
        subscriptionId: sub.id,
        number,
        status: 'paid',
        amountCents: invoice.amountPaidCents,
        currency: invoice.currency.toUpperCase(),
        plan: invoice.plan ?? sub.plan,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        launchDiscount: invoice.discounted,
        vatRateBasisPoints: Math.round(config.billing.vatRatePercent * 100),
        buyer: { name: user.fullName || user.username, email: user.email },
        seller: { ...config.billing.seller },
        issuedAt,
      },
      now,
      tx,
    });
  }

  return { applyCheckout, applySubscription, applyInvoice };
}

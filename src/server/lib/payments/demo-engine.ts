import Stripe from 'stripe';
import type { Db, Tx } from '../../db/client';
import {
  buildEvent,
  type DemoCheckoutSession,
  type DemoInvoice,
  type DemoSubscription,
} from './demo-objects';
import { advance, type Step } from './demo-renewal';
import { createDemoStore, demoWebhookSecret } from './demo.store';
import type { DeliverEvent } from './types';

export type Emit = (type: string, object: { id: string; object: string }) => void;
type Outgoing = { id: string; payload: string };

/**
 * The demo provider's machinery: changes in one transaction with the events they cause stored
 * beside them (an outbox), then sent in order, each signed as Stripe signs, to `deliver`. A
 * delivery that fails stays in the outbox and goes with the next run of the clock's job.
 */
export function createDemoEngine({
  db,
  clock,
  deliver,
  onDeliveryError,
}: {
  db: Db;
  clock: () => Date;
  deliver: DeliverEvent;
  onDeliveryError?: ((err: unknown) => void) | undefined;
}) {
  const store = createDemoStore(db, clock);
  let secret: Promise<string> | null = null;
  const webhookSecret = () => (secret ??= demoWebhookSecret(db, clock()));

  async function send(list: Outgoing[]): Promise<void> {
    const key = await webhookSecret();
    for (const event of list) {
      try {
        await deliver(
          event.payload,
          Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: key }),
        );
        await store.markDelivered({ id: event.id });
      } catch (err) {
        // Kept in order: this one and the rest go with the next run.
        onDeliveryError?.(err);
        return;
      }
    }
  }

  async function transact<R>(run: (tx: Tx, emit: Emit) => Promise<R>): Promise<R> {
    const pending: (Outgoing & { type: string })[] = [];
    const result = await db.transaction(async (tx) => {
      const emit: Emit = (type, object) => {
        const event = buildEvent(type, object, clock());
        pending.push({ id: event.id, type, payload: JSON.stringify(event) });
      };
      const value = await run(tx, emit);
      await store.addEvents({ list: pending, tx });
      return value;
    });
    await send(pending);
    return result;
  }

  async function saveStep(tx: Tx, step: Step, emit: Emit) {
    for (const invoice of step.invoices)
      await store.put({ id: invoice.id, type: 'invoice', data: invoice, dueAt: null, tx });
    await store.put({ id: step.sub.id, type: 'subscription', data: step.sub, dueAt: step.dueAt, tx });
    for (const [type, object] of step.events) emit(type, object);
  }

  async function expire(tx: Tx, cs: DemoCheckoutSession, emit: Emit) {
    const expired: DemoCheckoutSession = { ...cs, status: 'expired' };
    await store.put({ id: cs.id, type: 'checkout.session', data: expired, dueAt: null, tx });
    emit('checkout.session.expired', expired);
  }

  /** One piece of due work (a session's expiry, a renewal or retry), locked and done once. */
  async function runOne(): Promise<boolean> {
    return transact(async (tx, emit) => {
      const due = await store.claimDue({ now: clock(), tx });
      if (!due) return false;
      if (due.type === 'checkout.session') {
        const cs = await store.get<DemoCheckoutSession>({ id: due.id, type: 'checkout.session', tx });
        if (cs?.status === 'open') await expire(tx, cs, emit);
        else await store.put({ id: due.id, type: due.type, data: cs ?? {}, dueAt: null, tx });
        return true;
      }
      const row = await store.lock<DemoSubscription>({ id: due.id, type: 'subscription', tx });
      if (!row) return true;
      const ref = row.data.latest_invoice;
      const open =
        ref && typeof ref !== 'string'
          ? await store.get<DemoInvoice>({ id: ref.id, type: 'invoice', tx })
          : null;
      await saveStep(tx, advance(row.data, open, row.dueAt ?? clock()), emit);
      return true;
    });
  }

  return { store, webhookSecret, send, transact, saveStep, expire, runOne };
}
export type DemoEngine = ReturnType<typeof createDemoEngine>;

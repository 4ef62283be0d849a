import Stripe from 'stripe';
import { fromUnix } from './shapes';
import { type ProviderEvent, ProviderSignatureError } from './types';

/**
 * Stripe's `t=…,v1=…` HMAC-SHA256 signature over the exact body, checked by the SDK (five
 * minutes' tolerance), then the event read: both adapters verify this way, each with its secret.
 */
export function verifySignedEvent(
  payload: string | Buffer,
  signature: string,
  secret: string,
): ProviderEvent {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch (err) {
    throw new ProviderSignatureError((err as Error).message);
  }
  const object = event.data.object as unknown as { id?: string; object?: string };
  return {
    id: event.id,
    type: event.type,
    objectId: object.id ?? '',
    objectType: object.object ?? '',
    created: fromUnix(event.created),
  };
}

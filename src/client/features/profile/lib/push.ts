/**
 * The browser's side of the daily reminder: Web Push with the server's VAPID public key. Every
 * step can be missing (no service worker in development, iOS outside the home screen, a refused
 * permission), so each answers a plain outcome and the page offers the in-app reminder instead.
 */
export type PushState = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushState(): PushState {
  if (
    typeof window === 'undefined' ||
    !('Notification' in window) ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** A base64url VAPID key as the bytes `pushManager.subscribe` takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export type SubscribeOutcome =
  | { ok: true; subscription: PushSubscriptionJSON }
  | { ok: false; reason: 'unsupported' | 'denied' | 'failed' };

/** Asks for permission (only on the person's click), then subscribes this browser. */
export async function subscribeToPush(vapidPublicKey: string): Promise<SubscribeOutcome> {
  if (pushState() === 'unsupported') return { ok: false, reason: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return { ok: false, reason: 'unsupported' };
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: vapidKeyBytes(vapidPublicKey),
      }));
    return { ok: true, subscription: subscription.toJSON() };
  } catch (err) {
    console.warn('Iscrizione ai promemoria non riuscita:', err instanceof Error ? err.message : err);
    return { ok: false, reason: 'failed' };
  }
}

/** Whether this browser already receives the reminder (it has a push subscription). */
export async function isSubscribed(): Promise<boolean> {
  if (pushState() !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return !!(await registration?.pushManager.getSubscription().catch(() => null));
}

/** Ends this browser's subscription; returns its endpoint so the server can forget it too. */
export async function unsubscribeFromPush(): Promise<string | null> {
  if (pushState() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}

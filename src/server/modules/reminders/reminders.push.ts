import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A new VAPID key pair (URL-safe base64), for an app started without one in its configuration. */
export const generateVapidKeys = () => webpush.generateVAPIDKeys();

/**
 * Sends one Web Push message: `web-push` encrypts the payload (RFC 8291) and signs the VAPID
 * header (RFC 8292); the request itself goes out with fetch, so any push service, or a local
 * stand-in in the tests, is reached the same way. 404 and 410 mean the browser dropped the
 * subscription.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidKeys,
  timeoutMs = 10_000,
): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: 4 * 3600, urgency: 'normal' },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}

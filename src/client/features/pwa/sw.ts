/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  apiCacheName,
  cacheStrategyFor,
  isCacheableApiRequest,
  isSessionChange,
  isStorableResponse,
} from './cache-rules';
import { reminderNotification } from './push';

// Precaches the app shell, serves navigations from the network with the shell as the offline
// fallback, and keeps public content seen for offline reading; nothing personal (cache-rules.ts).
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: the server's HTML (with its per-page meta tags) when online; the cached shell offline.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/sitemap\.xml$/, /\.[a-z0-9]{2,5}$/i] },
  ),
);

const storeOnlyPublic = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isStorableResponse(response) ? response : null,
};
const expiration = new ExpirationPlugin({
  maxEntries: 300,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  purgeOnQuotaError: true,
});

const staleWhileRevalidate = new StaleWhileRevalidate({
  cacheName: apiCacheName,
  plugins: [storeOnlyPublic, expiration],
});
const networkFirst = new NetworkFirst({
  cacheName: apiCacheName,
  networkTimeoutSeconds: 6,
  plugins: [storeOnlyPublic, expiration],
});

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isCacheableApiRequest(url, request.method),
  (options) =>
    (cacheStrategyFor(options.url) === 'stale-while-revalidate' ? staleWhileRevalidate : networkFirst).handle(
      options,
    ),
);

// A sign-in or sign-out: forget the content seen under the previous session.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && isSessionChange(url, event.request.method)) {
    event.waitUntil(caches.delete(apiCacheName));
  }
});

// The daily reminder (opted in on the profile): shown as the server wrote it; a tap opens the day.
self.addEventListener('push', (event) => {
  let payload: unknown = null;
  try {
    payload = event.data?.json();
  } catch {
    // not JSON: not a reminder
  }
  const reminder = reminderNotification(payload, self.location.origin);
  if (reminder) event.waitUntil(self.registration.showNotification(reminder.title, reminder.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/dashboard';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const same = open.find((client) => new URL(client.url).origin === self.location.origin);
      return same ? same.navigate(url).then((c) => c?.focus()) : self.clients.openWindow(url);
    }),
  );
});

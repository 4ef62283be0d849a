/**
 * The daily reminder a push brings (src/server/modules/reminders/reminders.sender.ts sends
 * `{ title, body, tag, url, unsubscribeUrl }`): the notification to show, or null for a push
 * that is not one. A tap opens the link only when it belongs to this site.
 */
export function reminderNotification(
  payload: unknown,
  origin: string,
): { title: string; options: NotificationOptions & { data: { url: string } } } | null {
  if (!payload || typeof payload !== 'object') return null;
  const { title, body, tag, url } = payload as Record<string, unknown>;
  if (typeof title !== 'string' || !title.trim()) return null;
  let target = `${origin}/dashboard`;
  if (typeof url === 'string') {
    try {
      if (new URL(url).origin === origin) target = url;
    } catch {
      // not a URL: the dashboard
    }
  }
  return {
    title,
    options: {
      body: typeof body === 'string' ? body : '',
      tag: typeof tag === 'string' ? tag : 'daily-reminder',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: target },
    },
  };
}

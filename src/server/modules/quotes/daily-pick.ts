import { limits } from '@shared/plans';
import { dayIn } from '../activity/activity.service';

/** A time zone the runtime knows, else the default (Europe/Rome). */
export function safeTimeZone(timeZone: string | undefined | null): string {
  if (!timeZone) return limits.defaultTimeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return limits.defaultTimeZone;
  }
}

/** FNV-1a: a small, stable string hash (the same on every instance and every release). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Which of `count` items belongs to a calendar day for a person: deterministic (same person,
 * same day, same list → same item, on any instance), different people start at different
 * places, and consecutive days walk the list with a stride coprime to its length, so nothing
 * repeats until every item has been shown once.
 */
export function dailyIndex({ seed, day, count }: { seed: string; day: string; count: number }): number {
  if (count <= 1) return 0;
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  let stride = Math.max(1, Math.round(count * 0.618));
  while (gcd(stride, count) !== 1) stride++;
  return (hash(seed) + ((dayNumber * stride) % count)) % count;
}

/** The calendar day (YYYY-MM-DD) of `at` in a time zone (invalid zones fall back to the default). */
export function calendarDay(timeZone: string | undefined | null, at: Date): string {
  return dayIn(safeTimeZone(timeZone), at);
}

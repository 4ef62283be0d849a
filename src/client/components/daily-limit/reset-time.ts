const dayMs = 24 * 60 * 60 * 1000;

const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
/** Calendar days from one local date to another (rounded: a daylight-saving day still counts as one). */
const daysBetween = (from: Date, to: Date) => Math.round((midnight(to) - midnight(from)) / dayMs);

/**
 * When today's allowance comes back, in the page language and the device's time zone:
 * `{ day: 'domani', time: '00:00' }` ('today' / 'tomorrow', or the date further away, e.g.
 * for a traveller whose allowance ends later). Null for a time that cannot be read.
 */
export function describeReset({
  resetsAt,
  lang,
  now = new Date(),
}: {
  resetsAt: string;
  lang: string;
  now?: Date;
}): { day: string; time: string } | null {
  const at = new Date(resetsAt);
  if (Number.isNaN(at.getTime())) return null;
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(at);
  const days = daysBetween(now, at);
  const day =
    days === 0 || days === 1
      ? new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(days, 'day')
      : new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long' }).format(at);
  return { day, time };
}

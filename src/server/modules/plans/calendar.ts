/**
 * Calendar days in a person's time zone, computed with Intl only (no library): the daily limits
 * start again at local midnight, whatever the server's own zone.
 */

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string) {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    // en-CA formats as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, f);
  }
  return f;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return dayFormatter(timeZone).format(at);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(timeZone: string, at: Date): number {
  let f = partFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The first instant of the next calendar day in a time zone (when a daily count starts again). */
export function nextDayStart(timeZone: string, at: Date): Date {
  const [y, m, d] = dayIn(timeZone, at).split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(y, m - 1, d + 1);
  // Two passes settle the offset across a daylight-saving change.
  let guess = wallMidnight - offsetAt(timeZone, new Date(wallMidnight));
  guess = wallMidnight - offsetAt(timeZone, new Date(guess));
  return new Date(guess);
}

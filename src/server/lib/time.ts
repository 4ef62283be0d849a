/**
 * Calendar days in a person's time zone: the daily limits start again at local midnight, the
 * activity log and the daily picks are keyed by the local day, whatever the server's own zone.
 * The one place that turns an instant into a local day (`@date-fns/tz` and `date-fns`); its
 * tests are modules/plans/calendar.test.ts.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, formatISO, startOfDay } from 'date-fns';

/** `at` on the wall clock of `timeZone`; an unknown zone throws a RangeError. */
function zoned(timeZone: string, at: Date): TZDate {
  const date = new TZDate(at, timeZone);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time zone: ${timeZone}`);
  return date;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return localDayOf(timeZone, at).day;
}

/**
 * The first instant of the next calendar day in a time zone (when a daily count starts again),
 * daylight-saving changes included: where a zone skips its midnight (clocks jump from 00:00 to
 * 01:00), the day starts at the first wall-clock time that exists.
 */
export function nextDayStart(timeZone: string, at: Date): Date {
  return new Date(localDayOf(timeZone, at).end);
}

function computeDayIn(timeZone: string, at: Date): string {
  return formatISO(zoned(timeZone, at), { representation: 'date' });
}

function computeNextDayStart(timeZone: string, at: Date): number {
  // Start of today, one day on, start of that day: the first startOfDay keeps addDays from
  // landing in an hour the next day skips (Nuuk's 23:00 in March), the second brings a day
  // whose midnight was skipped today (the Azores' 01:00 in March) back to the next day's start.
  return startOfDay(addDays(startOfDay(zoned(timeZone, at)), 1)).getTime();
}

/** A local day: its date and the instants it covers, [start, end). */
interface LocalDay {
  day: string;
  start: number;
  end: number;
}

/**
 * The local day last asked about in each time zone. Every AI request asks for it two or three
 * times (the daily limit, the activity log), and working it out through the zone's rules costs
 * more than the rest of the request's bookkeeping; an instant inside the remembered day gets the
 * same answers the rules give. A day is remembered only when its first and last instants are
 * confirmed to fall on it, so an unusual zone is simply worked out each time.
 */
const lastDays = new Map<string, LocalDay>();

function localDayOf(timeZone: string, at: Date): LocalDay {
  const t = at.getTime();
  const known = lastDays.get(timeZone);
  if (known && t >= known.start && t < known.end) return known;
  const day = computeDayIn(timeZone, at);
  const end = computeNextDayStart(timeZone, at);
  const found: LocalDay = { day, start: startOfDay(zoned(timeZone, at)).getTime(), end };
  const holds =
    found.start <= t &&
    t < end &&
    computeDayIn(timeZone, new Date(found.start)) === day &&
    computeDayIn(timeZone, new Date(end - 1)) === day &&
    computeNextDayStart(timeZone, new Date(found.start)) === end;
  if (holds) {
    // Time zones are a few hundred names; a bound all the same.
    if (lastDays.size >= 1000) lastDays.clear();
    lastDays.set(timeZone, found);
  }
  return found;
}

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
  return formatISO(zoned(timeZone, at), { representation: 'date' });
}

/**
 * The first instant of the next calendar day in a time zone (when a daily count starts again),
 * daylight-saving changes included: where a zone skips its midnight (clocks jump from 00:00 to
 * 01:00), the day starts at the first wall-clock time that exists.
 */
export function nextDayStart(timeZone: string, at: Date): Date {
  // Start of today, one day on, start of that day: the first startOfDay keeps addDays from
  // landing in an hour the next day skips (Nuuk's 23:00 in March), the second brings a day
  // whose midnight was skipped today (the Azores' 01:00 in March) back to the next day's start.
  return new Date(startOfDay(addDays(startOfDay(zoned(timeZone, at)), 1)).getTime());
}

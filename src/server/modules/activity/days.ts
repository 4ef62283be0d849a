/**
 * Arithmetic on calendar days (YYYY-MM-DD). A calendar day has no time zone and no daylight
 * saving: days are counted on the UTC calendar, where every day has 24 hours.
 */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function shiftDay(day: string, days: number): string {
  const d = toDate(day);
  d.setUTCDate(d.getUTCDate() + days);
  return toDay(d);
}

/** The Monday of the week a day belongs to (ISO weeks). */
export function mondayOf(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return shiftDay(day, -weekday);
}

/** The days from `from` to `to`, both included (at most a few weeks: the charts' axes). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 400; d = shiftDay(d, 1)) out.push(d);
  return out;
}

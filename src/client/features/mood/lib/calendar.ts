/** Calendar days as YYYY-MM-DD strings, computed in local time without time-zone drift. */
export const isoOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export interface MonthColumn {
  year: number;
  /** 0–11. */
  month: number;
  days: number;
}

/** The twelve months ending with the one `today` is in, oldest first. */
export function lastTwelveMonths(today: Date): MonthColumn[] {
  return Array.from({ length: 12 }, (_, i) => {
    const first = new Date(today.getFullYear(), today.getMonth() - 11 + i, 1);
    const days = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
    return { year: first.getFullYear(), month: first.getMonth(), days };
  });
}

export const dayKey = (m: MonthColumn, day: number) =>
  `${m.year}-${String(m.month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Each day's average mood from single entries (for people who only have a few). */
export function dailyAverages(entries: { day: string; mood: number }[]): Map<string, number> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const e of entries) {
    const s = sums.get(e.day) ?? { total: 0, n: 0 };
    sums.set(e.day, { total: s.total + e.mood, n: s.n + 1 });
  }
  return new Map([...sums].map(([day, s]) => [day, s.total / s.n]));
}

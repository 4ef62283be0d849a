import { describe, expect, it } from 'vitest';
import { dailyAverages, dayKey, lastTwelveMonths } from './calendar';

describe('the year-in-pixels calendar', () => {
  it('shows the twelve months ending with this one, each with its real number of days', () => {
    const months = lastTwelveMonths(new Date(2028, 1, 10));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2027, month: 2, days: 31 });
    // February of a leap year has 29 days; the current month is last.
    expect(months[11]).toEqual({ year: 2028, month: 1, days: 29 });
    expect(dayKey(months[11]!, 9)).toBe('2028-02-09');
  });

  it('colours a day by the average of its entries', () => {
    const averages = dailyAverages([
      { day: '2028-02-09', mood: 2 },
      { day: '2028-02-09', mood: 5 },
      { day: '2028-02-10', mood: 4 },
    ]);
    expect(averages.get('2028-02-09')).toBe(3.5);
    expect(averages.get('2028-02-10')).toBe(4);
    expect(averages.has('2028-02-11')).toBe(false);
  });
});

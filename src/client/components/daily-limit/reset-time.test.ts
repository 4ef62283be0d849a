import { describe, expect, it } from 'vitest';
import { describeReset } from './reset-time';

// Dates are built in the device's time zone, as the notice reads them.
const now = new Date(2026, 2, 10, 21, 15);
const local = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();

describe('when the daily allowance comes back, in the person’s words and local time', () => {
  it('says “domani alle 00:00” for the next midnight in Italian', () => {
    expect(describeReset({ resetsAt: local(11, 0), lang: 'it', now })).toEqual({
      day: 'domani',
      time: '00:00',
    });
  });

  it('says “today at 11:30 PM” in English when it comes back later the same day', () => {
    const reset = describeReset({ resetsAt: local(10, 23, 30), lang: 'en', now });
    // ICU versions differ on the space before PM (a plain or a narrow no-break space).
    expect({ ...reset, time: reset?.time.replace(/\s/gu, ' ') }).toEqual({ day: 'today', time: '11:30 PM' });
  });

  it('names the day when it is further away (a traveller’s longer wait)', () => {
    expect(describeReset({ resetsAt: local(12, 0), lang: 'it', now })).toEqual({
      day: 'giovedì 12 marzo',
      time: '00:00',
    });
    expect(describeReset({ resetsAt: local(12, 0), lang: 'en', now })?.day).toBe('Thursday, March 12');
  });

  it('gives nothing for a time it cannot read', () => {
    expect(describeReset({ resetsAt: 'not a date', lang: 'it', now })).toBeNull();
  });
});

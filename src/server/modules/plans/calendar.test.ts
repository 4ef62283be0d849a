import { describe, expect, it } from 'vitest';
import { dayIn, nextDayStart } from './calendar';

describe('calendar days in the person’s time zone', () => {
  it('the same instant is a different day in Rome and in New York', () => {
    const at = new Date('2026-03-10T23:30:00.000Z');
    expect(dayIn('Europe/Rome', at)).toBe('2026-03-11');
    expect(dayIn('America/New_York', at)).toBe('2026-03-10');
  });

  it('the next day starts at local midnight', () => {
    expect(nextDayStart('Europe/Rome', new Date('2026-01-15T10:00:00.000Z')).toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(nextDayStart('Asia/Tokyo', new Date('2026-01-15T10:00:00.000Z')).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(nextDayStart('UTC', new Date('2026-01-15T10:00:00.000Z')).toISOString()).toBe('2026-01-16T00:00:00.000Z');
  });

  it('across a daylight-saving change the next midnight is still local midnight', () => {
    // Rome moves to summer time on 29 March 2026: midnight of the 30th is 22:00 UTC on the 29th.
    expect(nextDayStart('Europe/Rome', new Date('2026-03-29T12:00:00.000Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // And back on 25 October 2026: midnight of the 26th is 23:00 UTC on the 25th.
    expect(nextDayStart('Europe/Rome', new Date('2026-10-25T12:00:00.000Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

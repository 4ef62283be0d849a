import { describe, expect, it } from 'vitest';
import { dayIn, nextDayStart } from './calendar';

const iso = (timeZone: string, at: string) => nextDayStart(timeZone, new Date(at)).toISOString();

describe('calendar days in the person’s time zone', () => {
  it('the same instant is a different day in Rome and in New York', () => {
    const at = new Date('2026-03-10T23:30:00.000Z');
    expect(dayIn('Europe/Rome', at)).toBe('2026-03-11');
    expect(dayIn('America/New_York', at)).toBe('2026-03-10');
  });

  it('the next day starts at local midnight', () => {
    expect(iso('Europe/Rome', '2026-01-15T10:00:00.000Z')).toBe('2026-01-15T23:00:00.000Z');
    expect(iso('Asia/Tokyo', '2026-01-15T10:00:00.000Z')).toBe('2026-01-15T15:00:00.000Z');
    expect(iso('UTC', '2026-01-15T10:00:00.000Z')).toBe('2026-01-16T00:00:00.000Z');
    expect(iso('Asia/Kolkata', '2026-01-15T10:00:00.000Z')).toBe('2026-01-15T18:30:00.000Z');
  });

  it('across a daylight-saving change the next midnight is still local midnight', () => {
    // Rome moves to summer time on 29 March 2026: midnight of the 30th is 22:00 UTC on the 29th.
    expect(iso('Europe/Rome', '2026-03-29T12:00:00.000Z')).toBe('2026-03-29T22:00:00.000Z');
    // And back on 25 October 2026: midnight of the 26th is 23:00 UTC on the 25th.
    expect(iso('Europe/Rome', '2026-10-25T12:00:00.000Z')).toBe('2026-10-25T23:00:00.000Z');
  });

  describe('Europe/Rome on the last Sunday of March (02:00 → 03:00) and of October (03:00 → 02:00)', () => {
    it('the Saturday before each change ends at the midnight of the old offset', () => {
      expect(iso('Europe/Rome', '2026-03-28T22:59:59.999Z')).toBe('2026-03-28T23:00:00.000Z');
      expect(iso('Europe/Rome', '2026-10-24T12:00:00.000Z')).toBe('2026-10-24T22:00:00.000Z');
    });

    it('the 23-hour Sunday in March: before and after the skipped hour it is the same day', () => {
      const before = new Date('2026-03-29T00:59:00.000Z'); // 01:59 CET
      const after = new Date('2026-03-29T01:00:00.000Z'); // 03:00 CEST
      expect(dayIn('Europe/Rome', before)).toBe('2026-03-29');
      expect(dayIn('Europe/Rome', after)).toBe('2026-03-29');
      expect(nextDayStart('Europe/Rome', before).toISOString()).toBe('2026-03-29T22:00:00.000Z');
      expect(nextDayStart('Europe/Rome', after).toISOString()).toBe('2026-03-29T22:00:00.000Z');
      expect(dayIn('Europe/Rome', new Date('2026-03-29T21:59:59.999Z'))).toBe('2026-03-29');
      expect(dayIn('Europe/Rome', new Date('2026-03-29T22:00:00.000Z'))).toBe('2026-03-30');
    });

    it('the 25-hour Sunday in October: both 02:30s belong to the same day', () => {
      const first = new Date('2026-10-25T00:30:00.000Z'); // 02:30 CEST
      const second = new Date('2026-10-25T01:30:00.000Z'); // 02:30 CET
      expect(dayIn('Europe/Rome', first)).toBe('2026-10-25');
      expect(dayIn('Europe/Rome', second)).toBe('2026-10-25');
      expect(nextDayStart('Europe/Rome', first).toISOString()).toBe('2026-10-25T23:00:00.000Z');
      expect(nextDayStart('Europe/Rome', second).toISOString()).toBe('2026-10-25T23:00:00.000Z');
      expect(dayIn('Europe/Rome', new Date('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25');
      expect(dayIn('Europe/Rome', new Date('2026-10-25T23:00:00.000Z'))).toBe('2026-10-26');
    });

    it('every quarter hour around both changes: the next day starts exactly where the local date changes', () => {
      for (const from of [Date.UTC(2026, 2, 27, 12), Date.UTC(2026, 9, 23, 12)]) {
        for (let t = from; t < from + 3 * 86_400_000; t += 900_000) {
          const at = new Date(t);
          const next = nextDayStart('Europe/Rome', at);
          expect(dayIn('Europe/Rome', new Date(next.getTime() - 1))).toBe(dayIn('Europe/Rome', at));
          expect(dayIn('Europe/Rome', next)).not.toBe(dayIn('Europe/Rome', at));
        }
      }
    });
  });

  it('where the clocks skip midnight, the day starts at the first wall-clock time that exists', () => {
    // Havana, 8 March 2026: 00:00 → 01:00 (UTC-5 → UTC-4); the 8th starts at 01:00 = 05:00 UTC.
    expect(iso('America/Havana', '2026-03-07T12:00:00.000Z')).toBe('2026-03-08T05:00:00.000Z');
    // Santiago, 6 September 2026: 00:00 → 01:00 (UTC-4 → UTC-3).
    expect(iso('America/Santiago', '2026-09-05T12:00:00.000Z')).toBe('2026-09-06T04:00:00.000Z');
    // The Azores skip their midnight on 29 March 2026; the 30th still starts at 00:00 (UTC+0).
    expect(iso('Atlantic/Azores', '2026-03-29T12:00:00.000Z')).toBe('2026-03-30T00:00:00.000Z');
    // Nuuk skips 23:00 → 00:00 on Saturday 28 March 2026; Friday still ends at midnight.
    expect(iso('America/Nuuk', '2026-03-28T01:00:00.000Z')).toBe('2026-03-28T02:00:00.000Z');
  });

  it('an unknown time zone is an error, not a silent wrong day', () => {
    expect(() => dayIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
    expect(() => nextDayStart('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
  });

  it('a day remembered for a zone gives the answers the zone’s rules give (each instant asked twice, in turn)', () => {
    // An independent reading of the local day: the platform's own calendar for the zone.
    const ruled = (zone: string, at: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
    const zones = ['Europe/Rome', 'America/Santiago', 'Atlantic/Azores', 'America/Nuuk', 'Asia/Kolkata'];
    const seen = new Map<string, string>();
    // Every 20 minutes across the March and October changes, then backwards: the second time
    // round each instant is answered from the remembered day where it falls inside it.
    const instants: Date[] = [];
    for (const from of ['2026-03-27T00:00:00.000Z', '2026-04-03T00:00:00.000Z', '2026-10-23T00:00:00.000Z']) {
      for (let i = 0; i < 4 * 72; i++) instants.push(new Date(Date.parse(from) + i * 20 * 60_000));
    }
    for (const at of [...instants, ...instants.reverse()]) {
      for (const zone of zones) {
        const day = dayIn(zone, at);
        const next = nextDayStart(zone, at);
        expect(day, `${zone} ${at.toISOString()}`).toBe(ruled(zone, at));
        expect(ruled(zone, new Date(next.getTime() - 1)), `${zone} ${at.toISOString()}`).toBe(day);
        expect(ruled(zone, next), `${zone} ${at.toISOString()}`).not.toBe(day);
        const answer = `${day} ${next.toISOString()}`;
        const key = `${zone} ${at.toISOString()}`;
        if (!seen.has(key)) seen.set(key, answer);
        expect(answer, key).toBe(seen.get(key));
      }
    }
  });
});

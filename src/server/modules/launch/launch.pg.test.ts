import { describe, expect, it } from 'vitest';
import { makeRegistration } from '../../../../tests/factories';
import { pgRace } from '../../../../tests/helpers/pg-race';
import { launchCampaignTable, launchCodesTable } from './launch.table';

/**
 * PostgreSQL only: the first 50 places are decided by the database, not by a process. Two real
 * server processes (`npx tsx src/server/index.ts`) share one scratch database; 300 registrations
 * fired at once, spread over both, must give exactly 50 codes with numbers 1..50 each once.
 */
describe('launch campaign under concurrency (PostgreSQL, two server processes)', () => {
  // Both instances start at once: migrations and seeds are serialised/idempotent across instances.
  const pg = pgRace({ servers: 2, serverPoolMax: 10 });

  it('300 concurrent registrations on two instances give exactly 50 codes, numbers 1..50 each once', async () => {
    const { database, servers } = pg;
    const total = 300;
    const responses = await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const { url } = servers[i % 2]!;
        const res = await fetch(`${url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url, 'x-serenamente-csrf': '1' },
          body: JSON.stringify(makeRegistration()),
        });
        return {
          status: res.status,
          body: (await res.json()) as { promoCode: string | null; participantNumber: number | null },
        };
      }),
    );
    expect(responses.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const winners = responses.filter((r) => r.body.promoCode !== null);
    expect(winners).toHaveLength(50);
    expect(winners.map((r) => r.body.participantNumber).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(new Set(winners.map((r) => r.body.promoCode)).size).toBe(50);
    expect(
      responses.filter((r) => r.body.promoCode === null).every((r) => r.body.participantNumber === null),
    ).toBe(true);

    const codes = await database.db.select().from(launchCodesTable);
    expect(codes).toHaveLength(50);
    expect(codes.map((c) => c.participantNumber).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    const [campaign] = await database.db.select().from(launchCampaignTable);
    expect(campaign).toMatchObject({ places: 50, taken: 50 });
  }, 120_000);
});

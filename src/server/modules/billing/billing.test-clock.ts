import { z } from 'zod';
import type { RoutesApp } from '../../lib/module-deps';
import type { BillingService } from './billing.service';

/** At most this far in one move: five years, more than any subscription's life in a test. */
const MAX_ADVANCE_MS = 5 * 366 * 24 * 60 * 60 * 1000;

/**
 * The billing module's clock, movable forward: the app's clock plus an offset. Like Stripe's test
 * clocks, it moves the payment provider's world (renewals, period ends, expiries) and what billing
 * records, not the rest of the app.
 */
export function createMovableClock(base: () => Date) {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}
export type MovableClock = ReturnType<typeof createMovableClock>;

const advanceSchema = z.object({
  /** How far to move billing's clock forward. */
  advanceMs: z.number().int().min(0).max(MAX_ADVANCE_MS),
  /** Then run the minute job at once (renewals, period ends, expiries), as each instance does. */
  runDue: z.boolean().default(true),
});

/**
 * POST /api/test/billing-clock — registered ONLY when SERENAMENTE_TEST_CLOCK=1 (the browser tests'
 * server; the configuration refuses it in production), so a normal start has no such route.
 */
export function testClockRoutes(app: RoutesApp, billing: BillingService, clock: MovableClock) {
  app.post(
    '/test/billing-clock',
    {
      schema: {
        hide: true,
        body: advanceSchema,
        response: { 200: z.object({ now: z.string(), handled: z.number().int() }) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      clock.advance(req.body.advanceMs);
      const handled = req.body.runDue ? await billing.runDue() : 0;
      return { now: clock.now().toISOString(), handled };
    },
  );
}

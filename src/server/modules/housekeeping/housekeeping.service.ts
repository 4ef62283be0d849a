import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createDevicesService } from '../auth/devices.service';
import { createThrottle } from '../auth/throttle.service';
import { createSessionsService } from '../sessions/sessions.service';
import { createSupportArchive } from '../support/support.service';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingResult {
  supportMessages: number;
  sessions: number;
  devices: number;
  throttles: number;
}

/**
 * Deletes what the privacy notice says is not kept: contact-form messages older than the
 * retention period (24 months by default), sessions past their absolute expiry (they can no
 * longer be used; the session plugin already refuses them), remembered sign-in devices whose
 * cookie has expired and throttle counters older than the longest window with no wait running.
 * Each module purges its own rows; plain deletes by time, so every instance may run it at once:
 * the result is the same.
 */
export async function purgeExpired(
  db: Db,
  {
    now,
    supportRetentionMonths,
    throttleWindowMs = DAY_MS,
  }: { now: Date; supportRetentionMonths: number; /** The longest throttle window in use. */ throttleWindowMs?: number },
): Promise<HousekeepingResult> {
  const supportMessages = await createSupportArchive({ db }).purgeOlderThan({ now, retentionMonths: supportRetentionMonths });
  const sessions = await createSessionsService({ db }).purgeExpired({ now });
  const devices = await createDevicesService({ db }).purgeExpired({ now });
  const throttles = await createThrottle({ db, clock: () => now }).purgeIdle({ now, windowMs: throttleWindowMs });
  return { supportMessages, sessions, devices, throttles };
}

const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

/** Runs `purgeExpired` at start and every six hours; returns the function that stops it. */
export function scheduleHousekeeping({
  db,
  supportRetentionMonths,
  throttleWindowMs,
  log,
  clock = () => new Date(),
  everyMs = SIX_HOURS_MS,
}: {
  db: Db;
  supportRetentionMonths: number;
  throttleWindowMs?: number;
  log: FastifyBaseLogger;
  clock?: () => Date;
  everyMs?: number;
}): () => void {
  const run = () => {
    purgeExpired(db, { now: clock(), supportRetentionMonths, throttleWindowMs }).then(
      (deleted) => {
        if (Object.values(deleted).some((n) => n > 0)) log.info({ deleted }, 'housekeeping');
      },
      (err: unknown) => log.error({ err }, 'housekeeping failed'),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

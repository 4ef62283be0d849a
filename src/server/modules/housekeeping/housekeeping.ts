import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deleteDevicesIssuedBefore } from '../auth/devices.repository';
import { DEVICE_TTL_DAYS } from '../auth/devices.service';
import { deleteIdleThrottles } from '../auth/throttle.repository';
import { sessionsTable } from '../sessions/sessions.table';
import { supportMessagesTable } from '../support/support.table';

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
 * cookie has expired and throttle counters older than the longest window with no wait running. Plain deletes by time, so every
 * instance may run it at once: the result is the same.
 */
export async function purgeExpired(
  db: Db,
  {
    now,
    supportRetentionMonths,
    throttleWindowMs = DAY_MS,
  }: { now: Date; supportRetentionMonths: number; /** The longest throttle window in use. */ throttleWindowMs?: number },
): Promise<HousekeepingResult> {
  const supportCutoff = new Date(now);
  supportCutoff.setUTCMonth(supportCutoff.getUTCMonth() - supportRetentionMonths);
  const support = await db
    .delete(supportMessagesTable)
    .where(lt(supportMessagesTable.createdAt, supportCutoff))
    .returning({ id: supportMessagesTable.id });
  const sessions = await db
    .delete(sessionsTable)
    .where(lt(sessionsTable.expiresAt, now))
    .returning({ tokenHash: sessionsTable.tokenHash });
  const devices = await deleteDevicesIssuedBefore(db, new Date(now.getTime() - DEVICE_TTL_DAYS * 86_400_000));
  const throttles = await deleteIdleThrottles(db, { windowStartedBefore: new Date(now.getTime() - throttleWindowMs), now });
  return { supportMessages: support.length, sessions: sessions.length, devices, throttles };
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

import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sessionsTable } from '../sessions/sessions.table';
import { supportMessagesTable } from '../support/support.table';

export interface HousekeepingResult {
  supportMessages: number;
  sessions: number;
}

/**
 * Deletes what the privacy notice says is not kept: contact-form messages older than the
 * retention period (24 months by default), and sessions past their absolute expiry (they can no
 * longer be used; the session plugin already refuses them). Plain deletes by time, so every
 * instance may run it at once: the result is the same.
 */
export async function purgeExpired(
  db: Db,
  { now, supportRetentionMonths }: { now: Date; supportRetentionMonths: number },
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
  return { supportMessages: support.length, sessions: sessions.length };
}

const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

/** Runs `purgeExpired` at start and every six hours; returns the function that stops it. */
export function scheduleHousekeeping({
  db,
  supportRetentionMonths,
  log,
  clock = () => new Date(),
  everyMs = SIX_HOURS_MS,
}: {
  db: Db;
  supportRetentionMonths: number;
  log: FastifyBaseLogger;
  clock?: () => Date;
  everyMs?: number;
}): () => void {
  const run = () => {
    purgeExpired(db, { now: clock(), supportRetentionMonths }).then(
      (deleted) => {
        if (deleted.supportMessages + deleted.sessions > 0) log.info({ deleted }, 'housekeeping');
      },
      (err: unknown) => log.error({ err }, 'housekeeping failed'),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Db, Tx } from '../../db/client';
import { dayIn } from '../../lib/time';
import { createActivityRepository } from './activity.repository';
import type { ActivityKind } from './activity.table';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (implemented in lib/time.ts). */
export { dayIn };

export interface ActivityInput {
  userId: string;
  kind: ActivityKind;
  ref?: string | null;
  minutes?: number;
  meta?: Record<string, string | number | boolean>;
  timeZone: string;
  at: Date;
}

/** The activity log: what people did, for statistics and streaks (references and numbers only). */
export function createActivityService({ db }: { db: Db }) {
  const repo = createActivityRepository(db);
  return {
    /**
     * Writes one fact to the activity log (references and numbers only, never user text), inside
     * the caller's transaction when it belongs to a larger change.
     */
    async record({ tx, ...input }: ActivityInput & { tx?: Tx }): Promise<void> {
      const entry = {
        userId: input.userId,
        kind: input.kind,
        ref: input.ref ?? null,
        minutes: Math.max(0, Math.round(input.minutes ?? 0)),
        meta: input.meta ?? null,
        day: dayIn(input.timeZone, input.at),
        occurredAt: input.at,
      };
      await repo.record({ entry, tx });
    },

    /** A person's activity between two calendar days (inclusive), oldest first. */
    list: ({ userId, from, to }: { userId: string; from: string; to: string }) => repo.listBetween({ userId, from, to }),

    /** The export's `activity` section. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['activity']> {
      const rows = await repo.listOfUser({ userId, tx });
      return rows.map((a) => ({
        kind: a.kind,
        ref: a.ref,
        minutes: a.minutes,
        meta: a.meta ?? null,
        day: a.day,
        occurredAt: a.occurredAt.toISOString(),
      }));
    },
  };
}

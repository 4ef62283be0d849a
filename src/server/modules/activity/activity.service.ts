import type { Lang } from '@shared/i18n';
import type { PrivacyExport } from '@shared/schemas/privacy';
import {
  type AchievementId,
  type AchievementList,
  achievementIds,
  type PracticeKind,
} from '@shared/schemas/progress';
import type { Db, Tx } from '../../db/client';
import { dayIn } from '../../lib/time';
import { achievementView, firstAchievementOf } from './achievements.catalog';
import { createAchievementsRepository } from './achievements.repository';
import { createActivityRepository } from './activity.repository';
import type { ActivityKind } from './activity.table';
import { practiceKindOf } from './practice-kinds';
import { countsOf, createDaysRepository, partOfHour } from './days.repository';
import { createStatsRepository, type SummaryQuery } from './stats.repository';

/** One formatter per time zone: making one costs far more than using it (every fact asks). */
const hourFormats = new Map<string, Intl.DateTimeFormat>();
const hourFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = hourFormats.get(timeZone);
  if (!format) {
    // An unknown zone throws here, as before, and is not kept.
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    // Time zones are a few hundred names; a bound all the same.
    if (hourFormats.size >= 1000) hourFormats.clear();
    hourFormats.set(timeZone, format);
  }
  return format;
};

/** The hour (0–23) of an instant on the wall clock of a time zone. */
const localHour = (timeZone: string, at: Date) => Number(hourFormat(timeZone).format(at));

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (implemented in lib/time.ts). */
export { dayIn, localHour, partOfHour, practiceKindOf };
export { achievementView };
export { daysBetween, mondayOf, shiftDay } from './days';
export { practiceKindFilter } from './practice-kinds';
export type { Summary } from './stats.repository';

export interface ActivityInput {
  userId: string;
  kind: ActivityKind;
  ref?: string | null;
  minutes?: number;
  meta?: Record<string, string | number | boolean>;
  timeZone: string;
  at: Date;
}

/**
 * The activity log: what people did, for statistics, streaks and achievements (references and
 * numbers only). Every fact is written through `record`, which also awards the achievements it
 * earns in the same transaction.
 */
export function createActivityService({ db }: { db: Db }) {
  const repo = createActivityRepository(db);
  const achievements = createAchievementsRepository(db);
  const stats = createStatsRepository(db);
  const days = createDaysRepository(db);
  return {
    /**
     * Writes one fact (references and numbers only, never user text), inside the caller's
     * transaction when it belongs to a larger change, and awards what it earns, once each: one
     * statement (achievements.repository.ts). Returns the achievements earned by it.
     */
    async record({ tx, ...input }: ActivityInput & { tx?: Tx }): Promise<{ earned: AchievementId[] }> {
      const ref = input.ref ?? null;
      const day = dayIn(input.timeZone, input.at);
      const hour = localHour(input.timeZone, input.at);
      const minutes = Math.max(0, Math.round(input.minutes ?? 0));
      const entry = {
        userId: input.userId,
        kind: input.kind,
        ref,
        minutes,
        meta: input.meta ?? null,
        day,
        occurredAt: input.at,
        hour,
      };
      const kind = practiceKindOf(input.kind, ref);
      const first = firstAchievementOf[kind] ?? null;
      const earned = await achievements.record({ entry, counts: countsOf(kind, minutes, hour), first, tx });
      return { earned };
    },

    /** Takes a fact back (a deleted mood entry); achievements already earned stay. */
    async forget(args: { userId: string; kind: ActivityKind; ref: string; tx?: Tx }): Promise<void> {
      const facts = await repo.forget(args);
      await days.remove({ userId: args.userId, facts, ...(args.tx ? { tx: args.tx } : {}) });
    },

    /** A person's activity between two calendar days (inclusive), oldest first. */
    list: ({ userId, from, to }: { userId: string; from: string; to: string }) =>
      repo.listBetween({ userId, from, to }),

    /** One page of the history, newest first. */
    history: (args: {
      userId: string;
      kind?: PracticeKind;
      from?: string;
      to?: string;
      limit: number;
      offset: number;
    }) => repo.history(args),

    activeOn: (args: { userId: string; day: string }) => repo.activeOn(args),

    /** Totals, streaks, preferred time and (for the dashboard) series: one statement. */
    summary: (query: SummaryQuery) => stats.summary(query),

    /** The whole catalogue, with when each was earned. */
    async achievements({ userId, lang }: { userId: string; lang: Lang }): Promise<AchievementList> {
      const rows = await achievements.listOfUser({ userId });
      const earned = new Map(rows.map((r) => [r.achievement, r.earnedAt]));
      const items = achievementIds.map((id) => achievementView(id, lang, earned.get(id) ?? null));
      return { items, earned: rows.length, total: achievementIds.length };
    },

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

    /** The export's `progress` section: the achievements earned. */
    async progressExportOf({ userId, tx }: { userId: string; tx?: Tx }) {
      const rows = await achievements.listOfUser({ userId, tx });
      return { achievements: rows.map((r) => ({ id: r.achievement, earnedAt: r.earnedAt.toISOString() })) };
    },
  };
}

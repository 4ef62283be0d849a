import { and, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { PracticeKind } from '@shared/schemas/progress';
import type { Db, Tx } from '../../db/client';
import { activityDaysTable as d, activityLogTable as t } from './activity.table';
import { practiceKindOf } from './practice-kinds';

type Counts = Omit<typeof d.$inferInsert, 'userId' | 'day' | 'lastAt'>;
const kindColumn: Record<PracticeKind, keyof Counts> = {
  chat: 'chat',
  ai_module: 'aiModule',
  exercise: 'exercise',
  meditation: 'meditation',
  reflection: 'reflection',
  reading: 'reading',
  mood: 'mood',
};
const counted: (keyof Counts)[] = [
  'facts',
  'sessions',
  'minutes',
  'timedSessions',
  'chat',
  'aiModule',
  'exercise',
  'meditation',
  'meditationMinutes',
  'reflection',
  'reading',
  'mood',
  'morning',
  'afternoon',
  'evening',
  'night',
];

export function partOfHour(hour: number): 'morning' | 'afternoon' | 'evening' | 'night' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 22) return 'evening';
  return 'night';
}

/** What one fact adds to its day's counts (shared/schemas/progress.ts defines sessions and minutes). */
export function countsOf(kind: PracticeKind, minutes: number, hour: number | null): Counts {
  const session = kind !== 'chat' && kind !== 'mood';
  const counts: Counts = { facts: 1, [kindColumn[kind]]: 1 };
  if (session) Object.assign(counts, { sessions: 1, minutes, timedSessions: minutes > 0 ? 1 : 0 });
  if (kind === 'meditation') counts.meditationMinutes = minutes;
  if (hour !== null) counts[partOfHour(hour)] = 1;
  return counts;
}

/** What the upsert returns: the day's counts the achievements are computed from (achievements.repository.ts). */
const dayCountColumns = {
  day: d.day,
  facts: d.facts,
  minutes: d.minutes,
  chat: d.chat,
  aiModule: d.aiModule,
  exercise: d.exercise,
  meditation: d.meditation,
  reflection: d.reflection,
  reading: d.reading,
  mood: d.mood,
};
export type DayCounts = Counts;
/** A value, or the placeholder it is filled into (a statement built once: db/prepared.ts). */
type SQLValue<T> = T | SQL;
type CountsIn = { [K in keyof Counts]: SQLValue<number> };

/** Every count a fact can add (0 where it adds nothing), in a fixed order: one statement text for all. */
export const countedColumns: readonly (keyof Counts)[] = counted;

/** The per-day counts beside the log (`activity_days`). */
export function createDaysRepository(db: Db) {
  return {
    /**
     * Adds a fact to its day: one upsert, safe from any instance. Not run here: it is a part of
     * the statement that records the fact (achievements.repository.ts), and returns the day's
     * counts as they are after it, concurrent additions to the same day included.
     */
    addStatement({ userId, day, at, counts }: { userId: SQLValue<string>; day: SQLValue<string>; at: SQLValue<Date>; counts: CountsIn }) {
      const set = Object.fromEntries(
        counted.map((k) => [k, sql`${d[k]} + excluded.${sql.identifier(d[k].name)}`]),
      );
      return db
        .insert(d)
        .values({ userId, day, lastAt: at, ...counts })
        .onConflictDoUpdate({
          target: [d.userId, d.day],
          set: { ...set, lastAt: sql`greatest(${d.lastAt}, excluded.last_at)` },
        })
        .returning(dayCountColumns);
    },

    /** Takes facts back out of their days (rows deleted from the log, as `delete … returning` gave them). */
    async remove({
      userId,
      facts,
      tx,
    }: {
      userId: string;
      facts: {
        kind: Parameters<typeof practiceKindOf>[0];
        ref: string | null;
        minutes: number;
        day: string;
        hour: number | null;
      }[];
      tx?: Tx;
    }) {
      const q = tx ?? db;
      for (const f of facts) {
        const counts = countsOf(practiceKindOf(f.kind, f.ref), f.minutes, f.hour);
        const set = Object.fromEntries(
          Object.entries(counts).map(([k, v]) => [k, sql`${d[k as keyof Counts]} - ${v}`]),
        );
        const last = sql`(select max(${t.occurredAt}) from ${t} where ${t.userId} = ${userId} and ${t.day} = ${f.day})`;
        await q
          .update(d)
          .set({ ...set, lastAt: sql`coalesce(${last}, ${d.lastAt})` })
          .where(and(eq(d.userId, userId), eq(d.day, f.day)));
      }
      await q.delete(d).where(and(eq(d.userId, userId), lte(d.facts, 0)));
    },
  };
}

import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '@shared/i18n';
import type { PracticeKind } from '@shared/schemas/progress';
import type { Db } from '../../db/client';
import { practiceKindFilter } from '../activity/activity.service';
import { activityLogTable as log } from '../activity/activity.table';
import {
  exercisesTable as exercise,
  meditationsTable as meditation,
  reflectionPromptsTable as prompt,
  reflectionsTable as reflection,
  resourcesTable as resource,
} from '../content/content.table';

export interface HistoryQuery {
  userId: string;
  lang: Lang;
  kind?: PracticeKind;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/**
 * The activity history: one page, newest first, with the count of every match and what each
 * item is called in the reader's language, in one statement. Each fact names its content by
 * slug; a slug is unique in its table, so each join adds at most one row. A fact whose content
 * is gone, or that names none (a chat message, a mood entry, an AI module), has no title.
 */
export function createHistoryRepository(db: Db) {
  return {
    async page({ userId, lang, kind, from, to, limit, offset }: HistoryQuery) {
      const where: SQL[] = [eq(log.userId, userId)];
      if (kind) where.push(practiceKindFilter(kind));
      if (from) where.push(gte(log.day, from));
      if (to) where.push(lte(log.day, to));
      const key = sql`${lang}::text`;
      return db
        .select({
          id: log.id,
          kind: log.kind,
          ref: log.ref,
          minutes: log.minutes,
          day: log.day,
          occurredAt: log.occurredAt,
          total: sql<number>`(count(*) over ())::int`,
          title: sql<string | null>`coalesce(
            ${exercise.text} -> ${key} ->> 'title',
            ${meditation.text} -> ${key} ->> 'title',
            ${resource.text} -> ${key} ->> 'title',
            ${reflection.text} -> ${key} ->> 'title',
            ${prompt.text} ->> ${key}
          )`,
        })
        .from(log)
        .leftJoin(exercise, and(eq(log.kind, 'exercise_completed'), eq(exercise.slug, log.ref)))
        .leftJoin(meditation, and(eq(log.kind, 'meditation_completed'), eq(meditation.slug, log.ref)))
        .leftJoin(
          resource,
          and(sql`${log.kind} in ('resource_read', 'program_day_completed')`, eq(resource.slug, log.ref)),
        )
        .leftJoin(reflection, and(eq(log.kind, 'reflection_saved'), eq(reflection.slug, log.ref)))
        .leftJoin(prompt, and(eq(log.kind, 'reflection_saved'), eq(prompt.slug, log.ref)))
        .where(and(...where))
        .orderBy(desc(log.occurredAt), desc(log.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

import type { Lang } from '@shared/i18n';
import type {
  ExerciseCategory,
  ExerciseDetail,
  ExerciseList,
  ExerciseProgress,
  ExerciseSummary,
} from '@shared/schemas/exercises';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Db, Tx } from '../../db/client';
import { searchWords } from '../../db/text-search';
import { hasPremiumAccess, requireOpenable, viewerOf } from '../../lib/practice-access';
import type { RequestUser } from '../../lib/request-user';
import { createActivityService } from '../activity/activity.service';
import { createExercisesRepository, type ExerciseRow, type ExercisesRepository, type ProgressFields } from './exercises.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toProgress(p: ProgressFields | null): ExerciseProgress {
  return {
    note: p?.note ?? '',
    noteUpdatedAt: iso(p?.noteUpdatedAt ?? null),
    completedCount: p?.completedCount ?? 0,
    lastCompletedAt: iso(p?.lastCompletedAt ?? null),
  };
}

function toSummary(
  row: ExerciseRow,
  lang: Lang,
  user: RequestUser | null,
  completedCount: number,
): ExerciseSummary {
  const text = row.text[lang];
  return {
    slug: row.slug,
    category: row.category as ExerciseCategory,
    title: text.title,
    summary: text.summary,
    durationMinutes: row.durationMinutes,
    premium: row.premium,
    locked: row.premium && !hasPremiumAccess(user),
    completedCount: user ? completedCount : null,
  };
}

/**
 * The exercise rules: everyone sees the whole catalogue with premium items marked; the full
 * content (steps) only goes to entitled users; notes and completions belong to signed-in users.
 */
export function createExercisesService({ db, clock }: { db: Db; clock: () => Date }) {
  const repository = createExercisesRepository(db);
  const activity = createActivityService({ db });
  /** The exercise a signed-in user may work on, or 404 / 403. */
  async function openable(slug: string, user: RequestUser | null): Promise<ExerciseRow> {
    return requireOpenable(await repository.findBySlug({ slug }), user, 'exercises.not_found');
  }

  return {
    async list(input: {
      lang: Lang;
      category?: ExerciseCategory;
      q?: string;
      user: RequestUser | null;
    }): Promise<ExerciseList> {
      const rows = await repository.list({
        category: input.category,
        words: searchWords(input.q),
        userId: input.user?.id ?? null,
      });
      return {
        viewer: viewerOf(input.user),
        items: rows.map((r) => toSummary(r.exercise, input.lang, input.user, r.completedCount)),
      };
    },

    async detail({
      slug,
      lang,
      user,
    }: {
      slug: string;
      lang: Lang;
      user: RequestUser | null;
    }): Promise<ExerciseDetail> {
      const row = await openable(slug, user);
      const progress = user ? await repository.findProgress({ userId: user.id, exerciseId: row.id }) : null;
      const text = row.text[lang];
      return {
        ...toSummary(row, lang, user, progress?.completedCount ?? 0),
        goal: text.goal,
        steps: text.steps,
        tip: text.tip ?? null,
        progress: user ? toProgress(progress) : null,
      };
    },

    async saveNote({
      slug,
      user,
      note,
    }: {
      slug: string;
      user: RequestUser;
      note: string;
    }): Promise<ExerciseProgress> {
      const row = await openable(slug, user);
      return toProgress(
        await repository.saveNote({ userId: user.id, exerciseId: row.id, note: note.trim(), at: clock() }),
      );
    },

    /** Counts one completion and writes it to the activity log, in one transaction. */
    async complete({ slug, user }: { slug: string; user: RequestUser }): Promise<ExerciseProgress> {
      const row = await openable(slug, user);
      const at = clock();
      const progress = await db.transaction(async (tx) => {
        const counted = await repository.countCompletion({ userId: user.id, exerciseId: row.id, at, tx });
        await activity.record({
          tx,
          userId: user.id,
          kind: 'exercise_completed',
          ref: row.slug,
          minutes: row.durationMinutes,
          meta: { category: row.category },
          timeZone: user.timeZone,
          at,
        });
        return counted;
      });
      return toProgress(progress);
    },

    /** The export's `exercises` section: notes and completions, by exercise slug. */
    exportOf: (args: { userId: string; tx?: Tx }) => exportOf(repository, args),
  };
}

async function exportOf(repository: ExercisesRepository, { userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['exercises']> {
  const rows = await repository.listOfUser({ userId, tx });
  return rows.map(({ progress: p, exerciseSlug }) => ({
    exerciseSlug,
    note: p.note,
    noteUpdatedAt: iso(p.noteUpdatedAt),
    completedCount: p.completedCount,
    lastCompletedAt: iso(p.lastCompletedAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  }));
}

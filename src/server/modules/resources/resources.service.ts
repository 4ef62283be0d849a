import type { Lang } from '@shared/i18n';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type {
  ProgramProgress,
  ResourceDetail,
  ResourceFeedback,
  ResourceListQuery,
  ResourceSummary,
} from '@shared/schemas/resources';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { createActivityService, dayIn } from '../activity/activity.service';
import { createResourcesRepository, type ResourceRow, type ResourcesRepository } from './resources.repository';

const notFound = () => new AppError('resources.not_found');
const premiumRequired = () => new AppError('plans.premium_required');
const iso = (d: Date) => d.toISOString();

function toSummary(row: ResourceRow, lang: Lang): ResourceSummary {
  const text = row.text[lang];
  return {
    slug: row.slug,
    group: row.group as ResourceSummary['group'],
    category: row.category as ResourceSummary['category'],
    type: row.type as ResourceSummary['type'],
    readingMinutes: row.readingMinutes,
    premium: row.premium,
    visual: row.visual === 'breathing-pacer' ? 'breathing-pacer' : null,
    title: text.title,
    summary: text.summary,
    tags: text.tags,
    dayCount: row.group === 'programs' ? (text.days?.length ?? 0) : null,
  };
}

const dayCountOf = (row: ResourceRow) => row.text.it.days?.length ?? 0;
const canRead = (row: ResourceRow, user: RequestUser | null) =>
  !row.premium || user?.entitlements.premium === true;

/**
 * The library's rules: everyone sees every card (premium ones marked); the full text of a
 * premium item only goes to people the server entitles; reading and program days go to the
 * activity log exactly once (per resource per day, per program day).
 */
export function createResourcesService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createResourcesRepository(db);
  const deps: LibraryDeps = { db, repo, clock, activity: createActivityService({ db }) };
  return { ...library(deps), ...programs(deps), exportOf: (args: { userId: string; tx?: Tx }) => exportOf(repo, args) };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;

interface LibraryDeps {
  db: Db;
  repo: ResourcesRepository;
  clock: () => Date;
  activity: ReturnType<typeof createActivityService>;
}

async function requireResource(repo: ResourcesRepository, slug: string) {
  const row = await repo.findBySlug({ slug });
  if (!row) throw notFound();
  return row;
}

function library({ db, repo, clock, activity }: LibraryDeps) {
  return {
    async list(query: ResourceListQuery, lang: Lang): Promise<ResourceSummary[]> {
      const rows = await repo.list(query);
      return rows.map((row) => toSummary(row, lang));
    },

    async detail({ slug, lang, user }: { slug: string; lang: Lang; user: RequestUser | null }): Promise<ResourceDetail> {
      const row = await requireResource(repo, slug);
      if (!canRead(row, user)) throw premiumRequired();
      if (user) {
        const at = clock();
        await db.transaction(async (tx) => {
          const first = await repo.markRead({ userId: user.id, resourceId: row.id, day: dayIn(user.timeZone, at), at, tx });
          if (!first) return;
          // Programs count their minutes day by day; a read counts the estimated reading time.
          const minutes = row.group === 'programs' ? 0 : row.readingMinutes;
          await activity.record({ tx, userId: user.id, kind: 'resource_read', ref: row.slug, minutes, timeZone: user.timeZone, at });
        });
      }
      const text = row.text[lang];
      return { ...toSummary(row, lang), lang, body: text.body, days: row.group === 'programs' ? (text.days ?? []) : null };
    },

    async feedback({ slug, user }: { slug: string; user: RequestUser }): Promise<ResourceFeedback | null> {
      const row = await requireResource(repo, slug);
      const found = await repo.findFeedback({ userId: user.id, resourceId: row.id });
      return found ? { ...found, updatedAt: iso(found.updatedAt) } : null;
    },

    async giveFeedback(input: { slug: string; user: RequestUser; helpful: boolean; comment: string | null }): Promise<ResourceFeedback> {
      const row = await requireResource(repo, input.slug);
      // Feedback is about something read: a premium item needs access to have been read.
      if (!canRead(row, input.user)) throw premiumRequired();
      const saved = await repo.upsertFeedback({
        userId: input.user.id,
        resourceId: row.id,
        helpful: input.helpful,
        comment: input.comment,
        at: clock(),
      });
      return { ...saved, updatedAt: iso(saved.updatedAt) };
    },
  };
}

function programs({ db, repo, clock, activity }: LibraryDeps) {
  async function requireReadableProgram(slug: string, user: RequestUser) {
    const row = await requireResource(repo, slug);
    if (row.group !== 'programs') throw new AppError('resources.not_a_program');
    if (!canRead(row, user)) throw premiumRequired();
    return row;
  }
  const completedDays = (user: RequestUser, row: ResourceRow) => repo.completedDays({ userId: user.id, resourceId: row.id });

  return {
    async progress({ slug, user }: { slug: string; user: RequestUser }): Promise<ProgramProgress> {
      const row = await requireReadableProgram(slug, user);
      return { slug: row.slug, totalDays: dayCountOf(row), completedDays: await completedDays(user, row) };
    },

    async allProgress(user: RequestUser): Promise<ProgramProgress[]> {
      const rows = await repo.progressForUser({ userId: user.id });
      return rows.map((r) => ({
        slug: r.slug,
        totalDays: r.text.it.days?.length ?? 0,
        completedDays: [...r.days].map(Number).sort((a, b) => a - b),
      }));
    },

    async setDay(input: { slug: string; day: number; done: boolean; user: RequestUser }): Promise<ProgramProgress> {
      const { user, day } = input;
      const row = await requireReadableProgram(input.slug, user);
      const totalDays = dayCountOf(row);
      if (day > totalDays) throw new AppError('resources.day_out_of_range');
      const at = clock();
      if (input.done) {
        await db.transaction(async (tx) => {
          if (!(await repo.markDayDone({ userId: user.id, resourceId: row.id, day, at, tx }))) return;
          const minutes = Math.max(1, Math.round(row.readingMinutes / Math.max(1, totalDays)));
          const entry = { userId: user.id, kind: 'program_day_completed' as const, ref: row.slug, minutes, meta: { day }, timeZone: user.timeZone, at };
          await activity.record({ ...entry, tx });
        });
      } else {
        await repo.markDayUndone({ userId: user.id, resourceId: row.id, day, at });
      }
      return { slug: row.slug, totalDays, completedDays: await completedDays(user, row) };
    },
  };
}

/** The export's `resources` section: feedback given, program days and reads, by resource slug. */
async function exportOf(repo: ResourcesRepository, { userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['resources']> {
  const feedback = await repo.feedbackOfUser({ userId, tx });
  const programDays = await repo.programDaysOfUser({ userId, tx });
  const reads = await repo.readsOfUser({ userId, tx });
  return {
    feedback: feedback.map(({ row, resourceSlug }) => ({
      resourceSlug,
      helpful: row.helpful,
      comment: row.comment,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    programDays: programDays.map(({ row, resourceSlug }) => ({
      resourceSlug,
      day: row.day,
      done: row.done,
      firstCompletedAt: iso(row.firstCompletedAt),
      updatedAt: iso(row.updatedAt),
    })),
    reads: reads.map(({ row, resourceSlug }) => ({ resourceSlug, day: row.day, readAt: iso(row.readAt) })),
  };
}

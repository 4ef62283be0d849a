import type { Lang } from '../../../shared/i18n';
import type {
  ProgramProgress,
  ResourceDetail,
  ResourceFeedback,
  ResourceListQuery,
  ResourceSummary,
} from '../../../shared/schemas/resources';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { dayIn, recordActivity } from '../activity/activity.service';
import { createResourcesRepository, type ResourceRow } from './resources.repository';

const notFound = () => new AppError('resources.not_found', 404);
const premiumRequired = () => new AppError('plans.premium_required', 403);

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

  async function requireResource(slug: string) {
    const row = await repo.findBySlug(slug);
    if (!row) throw notFound();
    return row;
  }

  async function requireReadableProgram(slug: string, user: RequestUser) {
    const row = await requireResource(slug);
    if (row.group !== 'programs') throw new AppError('resources.not_a_program', 400);
    if (!canRead(row, user)) throw premiumRequired();
    return row;
  }

  return {
    async list(query: ResourceListQuery, lang: Lang): Promise<ResourceSummary[]> {
      const rows = await repo.list(query);
      return rows.map((row) => toSummary(row, lang));
    },

    async detail({
      slug,
      lang,
      user,
    }: {
      slug: string;
      lang: Lang;
      user: RequestUser | null;
    }): Promise<ResourceDetail> {
      const row = await requireResource(slug);
      if (!canRead(row, user)) throw premiumRequired();
      if (user) {
        const at = clock();
        await repo.transaction(async (tx) => {
          const first = await repo.markRead(tx, {
            userId: user.id,
            resourceId: row.id,
            day: dayIn(user.timeZone, at),
            at,
          });
          if (!first) return;
          // Programs count their minutes day by day; a read counts the estimated reading time.
          const minutes = row.group === 'programs' ? 0 : row.readingMinutes;
          await recordActivity(tx, {
            userId: user.id,
            kind: 'resource_read',
            ref: row.slug,
            minutes,
            timeZone: user.timeZone,
            at,
          });
        });
      }
      const text = row.text[lang];
      return {
        ...toSummary(row, lang),
        lang,
        body: text.body,
        days: row.group === 'programs' ? (text.days ?? []) : null,
      };
    },

    async feedback({ slug, user }: { slug: string; user: RequestUser }): Promise<ResourceFeedback | null> {
      const row = await requireResource(slug);
      const found = await repo.findFeedback(user.id, row.id);
      return found ? { ...found, updatedAt: found.updatedAt.toISOString() } : null;
    },

    async giveFeedback(input: {
      slug: string;
      user: RequestUser;
      helpful: boolean;
      comment: string | null;
    }): Promise<ResourceFeedback> {
      const row = await requireResource(input.slug);
      // Feedback is about something read: a premium item needs access to have been read.
      if (!canRead(row, input.user)) throw premiumRequired();
      const saved = await repo.upsertFeedback({
        userId: input.user.id,
        resourceId: row.id,
        helpful: input.helpful,
        comment: input.comment,
        at: clock(),
      });
      return { ...saved, updatedAt: saved.updatedAt.toISOString() };
    },

    async progress({ slug, user }: { slug: string; user: RequestUser }): Promise<ProgramProgress> {
      const row = await requireReadableProgram(slug, user);
      return {
        slug: row.slug,
        totalDays: dayCountOf(row),
        completedDays: await repo.completedDays(user.id, row.id),
      };
    },

    async allProgress(user: RequestUser): Promise<ProgramProgress[]> {
      const rows = await repo.progressForUser(user.id);
      return rows.map((r) => ({
        slug: r.slug,
        totalDays: r.text.it.days?.length ?? 0,
        completedDays: [...r.days].map(Number).sort((a, b) => a - b),
      }));
    },

    async setDay(input: {
      slug: string;
      day: number;
      done: boolean;
      user: RequestUser;
    }): Promise<ProgramProgress> {
      const row = await requireReadableProgram(input.slug, input.user);
      const totalDays = dayCountOf(row);
      if (input.day > totalDays) throw new AppError('resources.day_out_of_range', 400);
      const at = clock();
      const { user } = input;
      if (input.done) {
        await repo.transaction(async (tx) => {
          const first = await repo.markDayDone(tx, {
            userId: user.id,
            resourceId: row.id,
            day: input.day,
            at,
          });
          if (!first) return;
          await recordActivity(tx, {
            userId: user.id,
            kind: 'program_day_completed',
            ref: row.slug,
            minutes: Math.max(1, Math.round(row.readingMinutes / Math.max(1, totalDays))),
            meta: { day: input.day },
            timeZone: user.timeZone,
            at,
          });
        });
      } else {
        await repo.markDayUndone({ userId: user.id, resourceId: row.id, day: input.day, at });
      }
      return { slug: row.slug, totalDays, completedDays: await repo.completedDays(user.id, row.id) };
    },
  };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;

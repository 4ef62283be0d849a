import type { Lang } from '@shared/i18n';
import {
  type MeditationCategory,
  type MeditationDetail,
  type MeditationList,
  type MeditationSessionInput,
  type MeditationSessionResult,
  type MeditationSummary,
  meditationMinimumSeconds,
} from '@shared/schemas/meditations';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Db, Tx } from '../../db/client';
import { hasPremiumAccess, requireOpenable, viewerOf } from '../../lib/practice-access';
import type { RequestUser } from '../../lib/request-user';
import { createActivityService } from '../activity/activity.service';
import { createMeditationsRepository, type MeditationRow } from './meditations.repository';

function toSummary(row: MeditationRow, lang: Lang, user: RequestUser | null): MeditationSummary {
  const text = row.text[lang];
  return {
    slug: row.slug,
    category: row.category as MeditationCategory,
    title: text.title,
    summary: text.summary,
    durationSeconds: row.durationSeconds,
    premium: row.premium,
    locked: row.premium && !hasPremiumAccess(user),
    stepCount: text.script.length,
  };
}

/**
 * Guided meditations: the list is open to everyone; scripts of premium meditations go only to
 * entitled users; a signed-in user's practised minutes come from the player's own measurement,
 * never more than the meditation lasts, and count from one minute on.
 */
export function createMeditationsService({ db, clock }: { db: Db; clock: () => Date }) {
  const repository = createMeditationsRepository(db);
  const activity = createActivityService({ db });

  async function openable(slug: string, user: RequestUser | null): Promise<MeditationRow> {
    return requireOpenable(await repository.findBySlug({ slug }), user, 'meditations.not_found');
  }

  return {
    async list({ lang, user }: { lang: Lang; user: RequestUser | null }): Promise<MeditationList> {
      const rows = await repository.list();
      return { viewer: viewerOf(user), items: rows.map((r) => toSummary(r, lang, user)) };
    },

    async detail({
      slug,
      lang,
      user,
    }: {
      slug: string;
      lang: Lang;
      user: RequestUser | null;
    }): Promise<MeditationDetail> {
      const row = await openable(slug, user);
      return {
        ...toSummary(row, lang, user),
        script: row.text[lang].script.map(({ at, text }) => ({ at, text })),
      };
    },

    async recordSession({
      slug,
      user,
      input,
    }: {
      slug: string;
      user: RequestUser;
      input: MeditationSessionInput;
    }): Promise<MeditationSessionResult> {
      const row = await openable(slug, user);
      const seconds = Math.min(input.seconds, row.durationSeconds);
      if (seconds < meditationMinimumSeconds) return { recorded: false, minutes: 0 };
      const minutes = Math.floor(seconds / 60);
      const at = clock();
      // One run and its minutes in the activity log, once per (user, run): a second send of the
      // same run stores nothing and logs nothing.
      const recorded = await db.transaction(async (tx) => {
        const values = { userId: user.id, meditationId: row.id, clientSessionId: input.sessionId, seconds, minutes, completed: input.completed, createdAt: at };
        if (!(await repository.insertSession({ values, tx }))) return false;
        await activity.record({
          tx,
          userId: user.id,
          kind: 'meditation_completed',
          ref: row.slug,
          minutes,
          meta: { seconds, completed: input.completed },
          timeZone: user.timeZone,
          at,
        });
        return true;
      });
      return { recorded, minutes: recorded ? minutes : 0 };
    },

    /** The export's `meditationSessions` section. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['meditationSessions']> {
      const rows = await repository.listOfUser({ userId, tx });
      return rows.map(({ session: s, meditationSlug }) => ({
        meditationSlug,
        seconds: s.seconds,
        minutes: s.minutes,
        completed: s.completed,
        createdAt: s.createdAt.toISOString(),
      }));
    },
  };
}

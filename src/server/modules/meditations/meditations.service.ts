import type { Lang } from '../../../shared/i18n';
import {
  type MeditationCategory,
  type MeditationDetail,
  type MeditationList,
  type MeditationSessionInput,
  type MeditationSessionResult,
  type MeditationSummary,
  meditationMinimumSeconds,
} from '../../../shared/schemas/meditations';
import type { RequestUser } from '../../lib/request-user';
import { hasPremiumAccess, requireOpenable, viewerOf } from '../exercises/practice-access';
import type { MeditationRow, MeditationsRepository } from './meditations.repository';

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
export function createMeditationsService({
  repository,
  clock,
}: {
  repository: MeditationsRepository;
  clock: () => Date;
}) {
  async function openable(slug: string, user: RequestUser | null): Promise<MeditationRow> {
    return requireOpenable(await repository.findBySlug(slug), user, 'meditations.not_found');
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
      const recorded = await repository.recordSession({
        userId: user.id,
        meditation: row,
        clientSessionId: input.sessionId,
        seconds,
        minutes,
        completed: input.completed,
        timeZone: user.timeZone,
        at: clock(),
      });
      return { recorded, minutes: recorded ? minutes : 0 };
    },
  };
}

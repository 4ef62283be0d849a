import type { Lang } from '@shared/i18n';
import type { MoodAverages, MoodInsights, MoodTrend } from '@shared/schemas/mood';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { dayIn, shiftDay } from '../activity/activity.service';
import type { MoodStatsRepository } from './mood.stats.repository';
import { factorLabel, insightText } from './mood.text';

/** Days with a factor, and without it, before the two are compared. */
export const insightMinDays = 10;

const round2 = (n: number) => Math.round(n * 100) / 100;

function premiumOnly(user: RequestUser) {
  if (!user.entitlements.premium) throw new AppError('plans.premium_required');
}

/** Trends, averages and insights over daily averages (premium). */
export function moodInsights({ repo, clock }: { repo: MoodStatsRepository; clock: () => Date }) {
  const rangeOf = (user: RequestUser, days: number) => {
    const to = dayIn(user.timeZone, clock());
    return { from: shiftDay(to, -(days - 1)), to };
  };

  /** Each factor's days with and without it, from one statement. */
  const factorStats = async (user: RequestUser, days: number, lang: Lang) => {
    const stats = await repo.factorDays({ userId: user.id, ...rangeOf(user, days) });
    const items = stats.factors.map((f) => {
      const withoutDays = stats.days - f.withDays;
      return {
        factor: f.key,
        label: factorLabel(f.label, lang),
        withAverage: round2(f.withSum / f.withDays),
        withoutAverage: withoutDays > 0 ? round2((stats.sum - f.withSum) / withoutDays) : null,
        withDays: f.withDays,
        withoutDays,
      };
    });
    return { daysWithEntries: stats.days, items };
  };

  return {
    async trends(user: RequestUser, days: number): Promise<MoodTrend> {
      premiumOnly(user);
      const range = rangeOf(user, days);
      const rows = await repo.daily({ userId: user.id, ...range });
      const points = rows.map((r) => ({ day: r.day, average: round2(r.average), entries: r.entries }));
      const average = points.length ? round2(rows.reduce((s, r) => s + r.average, 0) / rows.length) : null;
      return { days, ...range, points, average, entries: rows.reduce((s, r) => s + r.entries, 0) };
    },

    async averages(user: RequestUser, days: number, lang: Lang): Promise<MoodAverages> {
      premiumOnly(user);
      const rows = await repo.daily({ userId: user.id, ...rangeOf(user, days) });
      const byWeekday = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
        const of = rows.filter((r) => r.weekday === weekday);
        return {
          weekday,
          average: of.length ? round2(of.reduce((s, r) => s + r.average, 0) / of.length) : null,
          days: of.length,
        };
      });
      const { items } = await factorStats(user, days, lang);
      return {
        days,
        byWeekday,
        byFactor: items.map((f) => ({
          factor: f.factor,
          label: f.label,
          average: f.withAverage,
          days: f.withDays,
        })),
      };
    },

    /**
     * Honest statistics: a factor is compared only with enough days with it and without it,
     * the largest differences first; never a diagnosis.
     */
    async insights(user: RequestUser, days: number, lang: Lang): Promise<MoodInsights> {
      premiumOnly(user);
      const { daysWithEntries, items } = await factorStats(user, days, lang);
      const compared = items
        .filter(
          (f) => f.withDays >= insightMinDays && f.withoutDays >= insightMinDays && f.withoutAverage !== null,
        )
        .map((f) => ({ ...f, withoutAverage: f.withoutAverage! }))
        .sort(
          (a, b) => Math.abs(b.withAverage - b.withoutAverage) - Math.abs(a.withAverage - a.withoutAverage),
        )
        .slice(0, 5)
        .map((f) => ({ ...f, text: insightText.factor(f, lang) }));
      return {
        days,
        minDays: insightMinDays,
        daysWithEntries,
        items: compared,
        note: insightText.note(compared.length > 0, insightMinDays, lang),
      };
    },
  };
}

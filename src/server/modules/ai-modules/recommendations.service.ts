import type { Lang } from '@shared/i18n';
import type { RecommendationItem, RecommendationResponse } from '@shared/schemas/ai-modules';
import type { Db } from '../../db/client';
import { buildCrisisResponse, checkCrisis, isLikelyMinor } from '../../ai';
import type { RequestUser } from '../../lib/request-user';
import { createSafetyService } from '../safety/safety.service';
import { createRecommendationsRepository } from './recommendations.repository';

export const recommendationLimit = 5;
/** An item ranked below this share of the best one is not worth showing. */
const relevanceFloor = 0.25;

/** Words that point to a library category when the full-text search finds nothing. */
const CATEGORY_HINTS: [string, RegExp][] = [
  ['anxiety', /^(ansi|angosc|panic|agitat|agitaz|preoccup|nervos|paur|anxi|worr|panick|nervous|fear|scared)/],
  ['sleep', /^(sonn|dorm|insonn|nott|stanc|sleep|insomn|tired|night|awake)/],
  ['stress', /^(stress|lavor|esam|scadenz|pression|sovraccaric|burnout|overwhelm|work|exam|deadline|pressure)/],
  ['depression', /^(trist|depress|vuot|solitud|sol[oa]$|demotiv|sad|depress|empty|lonel|hopeless|unmotiv)/],
  ['mindfulness', /^(consapevol|present|medit|mindful|attenzion|focus|calm|rilass|relax)/],
];

function wordsOf(message: string): string[] {
  const folded = message.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4))].slice(0, 12);
}

type Row = Omit<RecommendationItem, 'reason'>;

/**
 * The resource recommendation search (SPEC §2 resources). It is not generative: it ranks the
 * library, so it uses no daily quota and is not an AI request in the activity log. It runs the
 * crisis check like every AI feature: a crisis message gets the crisis help instead of a list
 * (and, for a signed-in person, a safety event without the text).
 */
export function createRecommendationsService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createRecommendationsRepository(db);
  const safety = createSafetyService({ db, clock });

  return {
    async recommend({
      message,
      lang,
      user,
    }: {
      message: string;
      lang: Lang;
      user: RequestUser | null;
    }): Promise<RecommendationResponse> {
      const check = checkCrisis(message, lang);
      if (check.crisis && check.category) {
        if (user) await safety.recordEvent({ userId: user.id, category: check.category, feature: 'resource_search' });
        const { text, support } = buildCrisisResponse(check.category, lang, { youth: isLikelyMinor(message) });
        return { lang, items: [], crisis: support, crisisText: text };
      }

      const ranked = await repo.rank({ lang, message, limit: recommendationLimit });
      // Items that share only a stray word with the message (far below the best) are left out.
      const best = ranked[0]?.rank ?? 0;
      const items: RecommendationItem[] = ranked.filter((r) => r.rank >= best * relevanceFloor).map(({ rank: _rank, matchedTags, ...row }) => ({
        ...(row as Row),
        reason: matchedTags.length
          ? { kind: 'terms', terms: matchedTags.slice(0, 3) }
          : { kind: 'category', category: row.category },
      }));

      if (items.length < recommendationLimit) {
        const words = wordsOf(message);
        const seen = new Set(items.map((i) => i.slug));
        const add = (rows: Row[], reason: (row: Row) => RecommendationItem['reason']) => {
          for (const row of rows) {
            if (items.length >= recommendationLimit || seen.has(row.slug)) continue;
            seen.add(row.slug);
            items.push({ ...row, reason: reason(row) });
          }
        };
        if (items.length === 0) {
          // Nothing in the text matched: the tags, then the categories the words point to.
          add((await repo.byTags({ lang, words, limit: recommendationLimit })) as Row[], (row) => ({
            kind: 'category',
            category: row.category,
          }));
          const categories = CATEGORY_HINTS.filter(([, re]) => words.some((w) => re.test(w))).map(([c]) => c);
          add((await repo.byCategories({ lang, categories, limit: recommendationLimit })) as Row[], (row) => ({
            kind: 'category',
            category: row.category,
          }));
          if (items.length === 0) add((await repo.starters({ lang, limit: recommendationLimit })) as Row[], () => ({ kind: 'starter' }));
        }
      }
      return { lang, items, crisis: null, crisisText: null };
    },
  };
}

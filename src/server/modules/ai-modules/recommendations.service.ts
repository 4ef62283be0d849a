import type { Lang } from '@shared/i18n';
import type { RecommendationItem, RecommendationResponse } from '@shared/schemas/ai-modules';
import type { Db } from '../../db/client';
import { buildCrisisResponse, checkCrisis, isLikelyMinor } from '../../ai';
import type { RequestUser } from '../../lib/request-user';
import { createSafetyService } from '../safety/safety.service';
import { createRecommendationsRepository } from './recommendations.repository';
import { foldText, readTopics, type Topic } from './recommendations.topics';

export const recommendationLimit = 5;
/** Without a topic, a text match ranked below this share of the best one is not worth showing. */
const relevanceFloor = 0.25;

type Row = Omit<RecommendationItem, 'reason'>;
type LibraryRow = Row & { tags: string[] };
interface TextMatch {
  rank: number;
  head: boolean;
  matchedTags: string[];
}

/**
 * How well an item answers the topics: per topic 2 for each fitting tag (two at most, so one
 * topic's long tag list cannot drown the others) and 1 for a fitting category; the topic the
 * message names first counts half again. An item with no fitting tag scores 0: it is not one.
 */
function fitOf(item: LibraryRow, topics: Topic[]): { score: number; tags: string[] } {
  let score = 0;
  const tags: string[] = [];
  topics.forEach((topic, i) => {
    const fitting = item.tags.filter((tag) => topic.tags.includes(foldText(tag).trim()));
    const fit = 2 * Math.min(2, fitting.length) + (topic.categories.includes(item.category) ? 1 : 0);
    score += fitting.length ? fit * (i === 0 ? 3 : 2) : 0;
    for (const tag of fitting) if (!tags.includes(tag)) tags.push(tag);
  });
  return { score, tags };
}

/**
 * The items that answer the topics, best first; an item whose title, tags or summary also name
 * words of the message gets a little more, and the full-text rank breaks ties.
 */
function byTopics(
  library: LibraryRow[],
  topics: Topic[],
  matches: Map<string, TextMatch>,
): RecommendationItem[] {
  return library
    .map((item, position) => {
      const fit = fitOf(item, topics);
      const match = matches.get(item.slug);
      return { item, position, fit, match, score: fit.score && fit.score + (match?.head ? 2 : 0) };
    })
    .filter((c) => c.score > 0)
    .sort(
      (a, b) => b.score - a.score || (b.match?.rank ?? 0) - (a.match?.rank ?? 0) || a.position - b.position,
    )
    .map(({ item: { tags: _tags, ...row }, fit, match }) => ({
      ...row,
      // The words of the message the item names, else what about it fits the topic.
      reason: {
        kind: 'terms',
        terms: (match?.matchedTags.length ? match.matchedTags : fit.tags).slice(0, 3),
      },
    }));
}

/**
 * What people can open comes first: for someone without premium (visitors included) the free
 * items, then at most one premium item (marked `premium`), only where a free one is missing.
 */
function openableFirst(items: RecommendationItem[], canOpenPremium: boolean): RecommendationItem[] {
  if (canOpenPremium) return items.slice(0, recommendationLimit);
  const free = items.filter((i) => !i.premium).slice(0, recommendationLimit);
  const premium = items.find((i) => i.premium);
  return premium && free.length < recommendationLimit ? [...free, premium] : free;
}

/**
 * The resource recommendation search (SPEC §2 resources). It reads what the message is about
 * (loneliness, sleep, procrastination, panic…) and recommends the library items whose tags answer
 * it, the full-text rank breaking ties; a message with no topic it knows gets the items whose
 * title, tags or summary match, and only when nothing matches at all the quick tools, said to be a
 * starting point. Fewer items rather than unrelated ones. Not generative: no daily quota, no AI
 * request in the activity log. It runs the crisis check like every AI feature: a crisis message
 * gets the crisis help instead of a list (and, for a signed-in person, a safety event without
 * the text).
 */
export function createRecommendationsService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createRecommendationsRepository(db);
  const safety = createSafetyService({ db, clock });

  async function rankByText(lang: Lang, message: string): Promise<RecommendationItem[]> {
    const ranked = (await repo.rank({ lang, message, limit: 50 })).filter((r) => r.head);
    const best = ranked[0]?.rank ?? 0;
    return ranked
      .filter((r) => r.rank >= best * relevanceFloor)
      .map(({ rank: _rank, head: _head, matchedTags, ...row }) => ({
        ...(row as Row),
        reason: matchedTags.length
          ? { kind: 'terms', terms: matchedTags.slice(0, 3) }
          : { kind: 'category', category: row.category },
      }));
  }

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
        if (user)
          await safety.recordEvent({ userId: user.id, category: check.category, feature: 'resource_search' });
        const { text, support } = buildCrisisResponse(check.category, lang, {
          youth: isLikelyMinor(message),
        });
        return { lang, items: [], crisis: support, crisisText: text };
      }

      const canOpenPremium = user?.entitlements.premium === true;
      const topics = readTopics(message);
      let items: RecommendationItem[];
      if (topics.length) {
        const [library, ranked] = await Promise.all([
          repo.library({ lang }),
          repo.rank({ lang, message, limit: 50 }),
        ]);
        items = byTopics(library as LibraryRow[], topics, new Map(ranked.map((r) => [r.slug, r])));
      } else {
        items = await rankByText(lang, message);
        if (items.length === 0) {
          const starters = (await repo.starters({ lang })) as Row[];
          items = starters.map((row) => ({ ...row, reason: { kind: 'starter' } }));
        }
      }
      return { lang, items: openableFirst(items, canOpenPremium), crisis: null, crisisText: null };
    },
  };
}

import type { Lang } from '../../../shared/i18n';
import type {
  Reflection,
  ReflectionCategory,
  ReflectionCategoryInfo,
  ReflectionEntry,
  ReflectionEntryList,
  ReflectionPrompt,
} from '../../../shared/schemas/reflections';
import { reflectionCategories as categoryCatalogue } from '../../db/seed/content/reflections';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { searchWords } from '../exercises/text-search';
import { calendarDay, dailyIndex } from '../quotes/daily-pick';
import type {
  EntryWithPrompt,
  PromptRow,
  ReflectionRow,
  ReflectionsRepository,
} from './reflections.repository';

function toPrompt(row: PromptRow, lang: Lang): ReflectionPrompt {
  return {
    slug: row.slug,
    number: row.number,
    category: row.category as ReflectionCategory,
    text: row.text[lang],
  };
}

function toReflection(row: ReflectionRow, lang: Lang): Reflection {
  const text = row.text[lang];
  return {
    slug: row.slug,
    category: row.category as ReflectionCategory,
    title: text.title,
    body: text.body,
    question: text.question,
  };
}

function toEntry(entry: EntryWithPrompt, lang: Lang): ReflectionEntry {
  return {
    id: entry.id,
    body: entry.body,
    prompt: entry.prompt
      ? { slug: entry.prompt.slug, number: entry.prompt.number, text: entry.prompt.text[lang] }
      : null,
    reflection: entry.reflection
      ? {
          slug: entry.reflection.slug,
          title: entry.reflection.text[lang].title,
          question: entry.reflection.text[lang].question,
        }
      : null,
    category: (entry.category as ReflectionCategory | null) ?? null,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

/** Trimmed words of an entry; empty (or only spaces) is SPEC §5's 'Riflessione vuota'. */
function cleanBody(body: string): string {
  const trimmed = body.trim();
  if (!trimmed) throw new AppError('reflections.empty', 400);
  return trimmed;
}

/**
 * Reflections: reading and prompts are open to everyone; writing is for signed-in people, and
 * an entry is only ever read, changed or deleted by its author (anyone else gets a 404, the
 * same answer as for an entry that does not exist).
 */
export function createReflectionsService({
  repository,
  clock,
}: {
  repository: ReflectionsRepository;
  clock: () => Date;
}) {
  const notFound = () => new AppError('reflections.not_found', 404);

  return {
    categories(lang: Lang): ReflectionCategoryInfo[] {
      return categoryCatalogue.map((c) => ({
        id: c.id,
        label: c.label[lang],
        description: c.description[lang],
      }));
    },

    async prompts({ lang, category, q }: { lang: Lang; category?: ReflectionCategory; q?: string }) {
      const rows = await repository.listPrompts({ category, words: searchWords(q) });
      return rows.map((r) => toPrompt(r, lang));
    },

    async library({ lang, category, q }: { lang: Lang; category?: ReflectionCategory; q?: string }) {
      const rows = await repository.listReflections({ category, words: searchWords(q) });
      return rows.map((r) => toReflection(r, lang));
    },

    /** Today's reflection: one per calendar day and person (visitors share one per day). */
    async today({
      lang,
      category,
      user,
      timeZone,
    }: {
      lang: Lang;
      category?: ReflectionCategory;
      user: RequestUser | null;
      timeZone?: string;
    }): Promise<Reflection> {
      const total = await repository.countReflections({ category });
      if (total === 0) throw notFound();
      const day = calendarDay(user?.timeZone ?? timeZone, clock());
      const index = dailyIndex({
        seed: `reflection:${category ?? 'all'}:${user?.id ?? 'visitor'}`,
        day,
        count: total,
      });
      const row = await repository.reflectionAt({ category, index });
      if (!row) throw notFound();
      return toReflection(row, lang);
    },

    /** Another reflection, at random, never the one on screen when there is another. */
    async random({
      lang,
      category,
      exclude,
    }: {
      lang: Lang;
      category?: ReflectionCategory;
      exclude?: string;
    }) {
      const row =
        (await repository.randomReflection({ category, exclude })) ??
        (await repository.randomReflection({ category }));
      if (!row) throw notFound();
      return toReflection(row, lang);
    },

    async listEntries({
      user,
      lang,
      limit,
      offset,
    }: {
      user: RequestUser;
      lang: Lang;
      limit: number;
      offset: number;
    }) {
      const { items, total } = await repository.listEntries({ userId: user.id, limit, offset });
      return { items: items.map((e) => toEntry(e, lang)), total } satisfies ReflectionEntryList;
    },

    async create({
      user,
      lang,
      body,
      promptSlug,
      reflectionSlug,
    }: {
      user: RequestUser;
      lang: Lang;
      body: string;
      promptSlug?: string | null;
      reflectionSlug?: string | null;
    }): Promise<ReflectionEntry> {
      const words = cleanBody(body);
      if (promptSlug && reflectionSlug) {
        throw new AppError('validation.failed', 400, [
          { path: 'body.reflectionSlug', message: 'An entry answers a prompt or a reading, not both' },
        ]);
      }
      let prompt: PromptRow | null = null;
      let reflection: ReflectionRow | null = null;
      if (promptSlug) {
        prompt = (await repository.findPromptBySlug(promptSlug)) ?? null;
        if (!prompt) throw new AppError('reflections.prompt_not_found', 400);
      }
      if (reflectionSlug) {
        reflection = (await repository.findReflectionBySlug(reflectionSlug)) ?? null;
        if (!reflection) throw new AppError('reflections.reading_not_found', 400);
      }
      const entry = await repository.createEntry({
        userId: user.id,
        body: words,
        prompt,
        reflection,
        timeZone: user.timeZone,
        at: clock(),
      });
      return toEntry(entry, lang);
    },

    async get({ user, lang, id }: { user: RequestUser; lang: Lang; id: string }): Promise<ReflectionEntry> {
      const entry = await repository.findEntry(user.id, id);
      if (!entry) throw notFound();
      return toEntry(entry, lang);
    },

    async update({ user, lang, id, body }: { user: RequestUser; lang: Lang; id: string; body: string }) {
      const entry = await repository.updateEntry({ userId: user.id, id, body: cleanBody(body), at: clock() });
      if (!entry) throw notFound();
      return toEntry(entry, lang);
    },

    async remove({ user, id }: { user: RequestUser; id: string }): Promise<void> {
      if (!(await repository.deleteEntry({ userId: user.id, id }))) throw notFound();
    },
  };
}

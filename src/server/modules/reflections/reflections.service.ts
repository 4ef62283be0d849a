import type { Lang } from '@shared/i18n';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type {
  Reflection,
  ReflectionCategory,
  ReflectionCategoryInfo,
  ReflectionEntry,
  ReflectionEntryList,
  ReflectionPrompt,
} from '@shared/schemas/reflections';
import type { Db, Tx } from '../../db/client';
import { reflectionCategories as categoryCatalogue } from '../../db/seed/content/reflections';
import { searchWords } from '../../db/text-search';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { createActivityService } from '../activity/activity.service';
import { calendarDay, dailyIndex } from '../quotes/quotes.service';
import {
  createReflectionsRepository,
  type EntryWithPrompt,
  type PromptRow,
  type ReflectionRow,
  type ReflectionsRepository,
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
  if (!trimmed) throw new AppError('reflections.empty');
  return trimmed;
}

/**
 * Reflections: reading and prompts are open to everyone; writing is for signed-in people, and
 * an entry is only ever read, changed or deleted by its author (anyone else gets a 404, the
 * same answer as for an entry that does not exist).
 */
export function createReflectionsService({ db, clock }: { db: Db; clock: () => Date }) {
  const repository = createReflectionsRepository(db);
  return { ...readings({ repository, clock }), ...journal({ db, repository, clock }) };
}
export type ReflectionsService = ReturnType<typeof createReflectionsService>;

const notFound = () => new AppError('reflections.not_found');

function readings({ repository, clock }: { repository: ReflectionsRepository; clock: () => Date }) {
  return {
    categories(lang: Lang): ReflectionCategoryInfo[] {
      return categoryCatalogue.map((c) => ({ id: c.id, label: c.label[lang], description: c.description[lang] }));
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
      const index = dailyIndex({ seed: `reflection:${category ?? 'all'}:${user?.id ?? 'visitor'}`, day, count: total });
      const row = await repository.reflectionAt({ category, index });
      if (!row) throw notFound();
      return toReflection(row, lang);
    },

    /** Another reflection, at random, never the one on screen when there is another. */
    async random({ lang, category, exclude }: { lang: Lang; category?: ReflectionCategory; exclude?: string }) {
      const row =
        (await repository.randomReflection({ category, exclude })) ?? (await repository.randomReflection({ category }));
      if (!row) throw notFound();
      return toReflection(row, lang);
    },
  };
}

/** The prompt or reading an entry answers (never both), or 400 when it no longer exists. */
async function answered(repository: ReflectionsRepository, { promptSlug, reflectionSlug }: { promptSlug?: string | null; reflectionSlug?: string | null }) {
  if (promptSlug && reflectionSlug) {
    throw new AppError('validation.failed', {
      details: [{ path: 'body.reflectionSlug', message: 'An entry answers a prompt or a reading, not both' }],
    });
  }
  const prompt = promptSlug ? ((await repository.findPromptBySlug({ slug: promptSlug })) ?? null) : null;
  if (promptSlug && !prompt) throw new AppError('reflections.prompt_not_found');
  const reflection = reflectionSlug ? ((await repository.findReflectionBySlug({ slug: reflectionSlug })) ?? null) : null;
  if (reflectionSlug && !reflection) throw new AppError('reflections.reading_not_found');
  return { prompt, reflection };
}

function journal({ db, repository, clock }: { db: Db; repository: ReflectionsRepository; clock: () => Date }) {
  const activity = createActivityService({ db });
  const own = async (user: RequestUser, id: string) => {
    const entry = await repository.findEntry({ userId: user.id, id });
    if (!entry) throw notFound();
    return entry;
  };
  return {
    async listEntries({ user, lang, limit, offset }: { user: RequestUser; lang: Lang; limit: number; offset: number }) {
      const { items, total } = await repository.listEntries({ userId: user.id, limit, offset });
      return { items: items.map((e) => toEntry(e, lang)), total } satisfies ReflectionEntryList;
    },

    /** Saves a new entry and logs the fact (not the words) in the activity log, in one transaction. */
    async create(input: { user: RequestUser; lang: Lang; body: string; promptSlug?: string | null; reflectionSlug?: string | null }): Promise<ReflectionEntry> {
      const { user } = input;
      const words = cleanBody(input.body);
      const { prompt, reflection } = await answered(repository, input);
      const at = clock();
      const id = await db.transaction(async (tx) => {
        const category = prompt?.category ?? reflection?.category ?? null;
        const values = { userId: user.id, body: words, promptId: prompt?.id ?? null, reflectionId: reflection?.id ?? null, category, createdAt: at, updatedAt: at };
        const created = await repository.insertEntry({ values, tx });
        const ref = prompt?.slug ?? reflection?.slug ?? null;
        await activity.record({ tx, userId: user.id, kind: 'reflection_saved', ref, timeZone: user.timeZone, at });
        return created;
      });
      const entry = await repository.findEntry({ userId: user.id, id });
      // Gone right after its insert: the account was deleted meanwhile (answered 401 by the session plugin).
      if (!entry) throw new Error('reflection entry gone after its insert');
      return toEntry(entry, input.lang);
    },

    async get({ user, lang, id }: { user: RequestUser; lang: Lang; id: string }): Promise<ReflectionEntry> {
      return toEntry(await own(user, id), lang);
    },

    async update({ user, lang, id, body }: { user: RequestUser; lang: Lang; id: string; body: string }) {
      if (!(await repository.updateEntry({ userId: user.id, id, body: cleanBody(body), at: clock() }))) throw notFound();
      return toEntry(await own(user, id), lang);
    },

    async remove({ user, id }: { user: RequestUser; id: string }): Promise<void> {
      if (!(await repository.deleteEntry({ userId: user.id, id }))) throw notFound();
    },

    /** The export's `reflections` section: every entry, with the slugs of what it answers. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['reflections']> {
      const rows = await repository.listOfUser({ userId, tx });
      return rows.map((r) => ({
        id: r.id,
        body: r.body,
        category: r.category,
        promptSlug: r.promptSlug,
        readingSlug: r.reflectionSlug,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      }));
    },
  };
}

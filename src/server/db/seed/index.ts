import type { Db } from '../client';
import {
  exercisesTable,
  meditationsTable,
  quotesTable,
  reflectionPromptsTable,
  reflectionsTable,
  resourcesTable,
} from '../schema';
import { exercises } from './content/exercises';
import { meditations } from './content/meditations';
import { quotes } from './content/quotes';
import { reflectionPrompts, reflections } from './content/reflections';
import { resources } from './content/resources';

/**
 * Inserts the built-in content that is not there yet. Idempotent: rows are matched by slug
 * and an existing row is never overwritten, so administrators' edits survive restarts.
 * One transaction, so two instances starting together cannot leave half a catalogue.
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(exercisesTable)
      .values(
        exercises.map((e, position) => ({
          slug: e.slug,
          category: e.category,
          durationMinutes: e.durationMinutes,
          premium: e.premium,
          position,
          text: e.text,
        })),
      )
      .onConflictDoNothing({ target: exercisesTable.slug });
    await tx
      .insert(meditationsTable)
      .values(
        meditations.map((m, position) => ({
          slug: m.slug,
          category: m.category,
          durationSeconds: m.durationSeconds,
          premium: m.premium,
          position,
          text: m.text,
        })),
      )
      .onConflictDoNothing({ target: meditationsTable.slug });
    await tx
      .insert(reflectionPromptsTable)
      .values(
        reflectionPrompts.map((p, position) => ({
          slug: p.slug,
          number: p.number,
          category: p.category,
          position,
          text: p.text,
        })),
      )
      .onConflictDoNothing({ target: reflectionPromptsTable.slug });
    await tx
      .insert(reflectionsTable)
      .values(
        reflections.map((r, position) => ({ slug: r.slug, category: r.category, position, text: r.text })),
      )
      .onConflictDoNothing({ target: reflectionsTable.slug });
    await tx
      .insert(quotesTable)
      .values(
        quotes.map((q, position) => ({
          slug: q.slug,
          author: q.author,
          source: q.source ?? null,
          categories: q.categories,
          moods: q.moods,
          position,
          text: q.text,
        })),
      )
      .onConflictDoNothing({ target: quotesTable.slug });
    await tx
      .insert(resourcesTable)
      .values(
        resources.map((r, position) => ({
          slug: r.slug,
          group: r.group,
          category: r.category,
          type: r.type,
          readingMinutes: r.readingMinutes,
          premium: r.premium,
          visual: r.visual ?? null,
          position,
          text: r.text,
        })),
      )
      .onConflictDoNothing({ target: resourcesTable.slug });
  });
}

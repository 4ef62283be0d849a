import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  exercisesTable,
  meditationsTable,
  quotesTable,
  reflectionPromptsTable,
  reflectionsTable,
  resourcesTable,
  serviceSecretsTable,
} from '../schema';
import { exercises } from './content/exercises';
import { meditations } from './content/meditations';
import { quotes } from './content/quotes';
import { reflectionPrompts, reflections } from './content/reflections';
import { resources } from './content/resources';

/** The service secret that holds the fingerprint of the built-in content last seeded. */
const SEEDED = 'content-seed';

/** A fingerprint of the built-in content: it changes when any item is added or rewritten. */
function contentFingerprint(): string {
  const hash = createHash('sha256');
  for (const part of [exercises, meditations, reflectionPrompts, reflections, quotes, resources]) {
    hash.update(JSON.stringify(part));
  }
  return hash.digest('hex');
}

/**
 * Inserts the built-in content that is not there yet. Idempotent: rows are matched by slug
 * and an existing row is never overwritten, so administrators' edits survive restarts.
 * One transaction, so two instances starting together cannot leave half a catalogue.
 *
 * A database that already holds this very content (its fingerprint, written with the rows) is
 * left alone: the statements carry the whole bilingual catalogue, and on the embedded database
 * the memory they take is never given back (~45 MB at a first start from the prepared data
 * directory, which is seeded at build time, measured).
 */
export async function seedContent(db: Db): Promise<void> {
  const fingerprint = contentFingerprint();
  const [seeded] = await db
    .select({ value: serviceSecretsTable.value })
    .from(serviceSecretsTable)
    .where(eq(serviceSecretsTable.name, SEEDED));
  if (seeded?.value === fingerprint) return;
  await db.transaction(async (tx) => {
    await insertMissing(tx);
    await tx
      .insert(serviceSecretsTable)
      .values({ name: SEEDED, value: fingerprint })
      .onConflictDoUpdate({ target: serviceSecretsTable.name, set: { value: fingerprint } });
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every built-in item whose slug is not there yet. */
async function insertMissing(tx: Tx): Promise<void> {
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
}

import {
  type ContentDetail,
  type ContentItem,
  contentItemSchemas,
  type ContentKind,
  type ContentList,
  type ContentListQuery,
} from '@shared/schemas/admin-content';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type AuditService, createAuditService } from '../admin/audit.service';
import { contentKindDefs, type EditorialRow, type KindDef } from './admin-content.kinds';
import { type AdminContentRepository, createAdminContentRepository } from './admin-content.repository';

export interface Actor {
  id: string;
  name: string;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function detailOf<K extends ContentKind>(kind: K, row: EditorialRow): ContentDetail<K> {
  const def = contentKindDefs[kind] as KindDef<K>;
  return {
    kind,
    published: row.published,
    editedAt: iso(row.editedAt),
    updatedAt: row.updatedAt.toISOString(),
    item: def.toItem(row),
  };
}

/** Whether a row matches every word of a search, in its slug, titles (both languages) or extras. */
function matches(def: KindDef<ContentKind>, row: EditorialRow, words: string[]): boolean {
  const title = def.title(row);
  const haystack = fold([row.slug, title.it, title.en, ...(def.words?.(row) ?? [])].join(' '));
  return words.every((w) => haystack.includes(w));
}

/** Every item of a kind, filtered by state and by words. */
async function listOf(
  repository: AdminContentRepository,
  kind: ContentKind,
  query: ContentListQuery,
): Promise<ContentList> {
  const def = contentKindDefs[kind] as KindDef<ContentKind>;
  const words = fold(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const status = query.status ?? 'all';
  const rows = (await repository.list({ table: def.table })).filter(
    (row) => (status === 'all' || row.published === (status === 'published')) && matches(def, row, words),
  );
  return {
    kind,
    items: rows.map((row) => ({
      slug: row.slug,
      title: def.title(row),
      category: def.category(row),
      premium: def.premium(row),
      published: row.published,
      editedAt: iso(row.editedAt),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** A stored item passes the editor's rules (both languages complete), or 400 `admin_content.incomplete`. */
function assertPublishable(kind: ContentKind, row: EditorialRow) {
  const check = contentItemSchemas[kind].safeParse(contentKindDefs[kind].toItem(row));
  if (!check.success) {
    throw new AppError('admin_content.incomplete', {
      details: check.error.issues.map((i) => ({ path: ['item', ...i.path].join('.'), message: i.message })),
    });
  }
}

interface Change {
  action: string;
  kind: ContentKind;
  slug: string;
  before?: unknown;
  after?: unknown;
}

/** Writes a change's audit entry in the change's own transaction. */
const changeLog = (audit: AuditService) => (tx: Tx, actor: Actor, c: Change) =>
  audit.record(
    {
      actor,
      action: c.action,
      targetType: contentKindDefs[c.kind].targetType,
      targetId: c.slug,
      before: c.before,
      after: c.after,
    },
    tx,
  );

/**
 * Content administration: every kind is listed, read, created (unpublished), edited, published
 * and unpublished the same way. Each change sets `edited_at` and writes its audit entry (the item
 * before and after) in the same transaction. The public modules read the tables directly and
 * show published items only, so a change shows at once on every instance.
 */
export function createAdminContentService({ db, clock }: { db: Db; clock: () => Date }) {
  const repository = createAdminContentRepository(db);
  const log = changeLog(createAuditService({ db, clock }));
  async function locked(kind: ContentKind, slug: string, tx: Tx) {
    const row = await repository.find({ table: contentKindDefs[kind].table, slug, tx });
    if (!row) throw new AppError('admin_content.not_found');
    return row;
  }
  const write = (kind: ContentKind, slug: string, values: Record<string, unknown>, tx: Tx) =>
    repository.update({ table: contentKindDefs[kind].table, slug, values, at: clock(), tx });

  return {
    list: (kind: ContentKind, query: ContentListQuery) => listOf(repository, kind, query),

    async detail<K extends ContentKind>(kind: K, slug: string): Promise<ContentDetail<K>> {
      const row = await repository.find({ table: contentKindDefs[kind].table, slug });
      if (!row) throw new AppError('admin_content.not_found');
      return detailOf(kind, row);
    },

    /** A new item, unpublished until someone publishes it. */
    async create<K extends ContentKind>(
      kind: K,
      item: ContentItem<K>,
      actor: Actor,
    ): Promise<ContentDetail<K>> {
      const def = contentKindDefs[kind] as KindDef<K>;
      return db.transaction(async (tx) => {
        const values = def.values(item);
        const row = await repository.insert({ table: def.table, slug: item.slug, values, at: clock(), tx });
        if (!row) throw new AppError('admin_content.slug_taken');
        const detail = detailOf(kind, row);
        await log(tx, actor, { action: 'content.create', kind, slug: item.slug, after: detail.item });
        return detail;
      });
    },

    /** Replaces an item's fields (never its slug); published items stay published. */
    async update<K extends ContentKind>(
      kind: K,
      slug: string,
      item: ContentItem<K>,
      actor: Actor,
    ): Promise<ContentDetail<K>> {
      if (item.slug !== slug) throw new AppError('admin_content.slug_fixed');
      const def = contentKindDefs[kind] as KindDef<K>;
      return db.transaction(async (tx) => {
        const before = detailOf(kind, await locked(kind, slug, tx));
        const after = detailOf(kind, await write(kind, slug, def.values(item), tx));
        await log(tx, actor, {
          action: 'content.update',
          kind,
          slug,
          before: before.item,
          after: after.item,
        });
        return after;
      });
    },

    /**
     * Shows or hides an item on the public pages. Publishing checks the stored item against the
     * editor's rules first: both languages complete, or 400 `admin_content.incomplete`.
     */
    async setPublished<K extends ContentKind>(
      kind: K,
      slug: string,
      published: boolean,
      actor: Actor,
    ): Promise<ContentDetail<K>> {
      return db.transaction(async (tx) => {
        const row = await locked(kind, slug, tx);
        if (published) assertPublishable(kind, row);
        const updated = await write(kind, slug, { published }, tx);
        const action = published ? 'content.publish' : 'content.unpublish';
        await log(tx, actor, {
          action,
          kind,
          slug,
          before: { published: row.published },
          after: { published },
        });
        return detailOf(kind, updated);
      });
    },
  };
}
export type AdminContentService = ReturnType<typeof createAdminContentService>;

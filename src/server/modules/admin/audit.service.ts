import { and, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import type { AuditListQuery, AuditListResponse } from '@shared/schemas/admin';
import type { Db } from '../../db/client';
import { auditLogTable } from './admin.table';

type Clock = () => Date;

export interface AuditEntry {
  actor: { id: string; name: string };
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** A `list` filter: every field optional; `before` is an opaque cursor from the last page. */
export type AuditFilter = AuditListQuery;

const PAGE = 50;

/**
 * The append-only audit log of administrative actions. `record` takes the caller's transaction,
 * so an action and its entry commit together or not at all. Entries are never changed.
 */
export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async record(entry: AuditEntry, tx?: Db): Promise<void> {
      await (tx ?? db).insert(auditLogTable).values({
        actorId: entry.actor.id,
        actorName: entry.actor.name,
        action: entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        createdAt: clock(),
      });
    },

    /** Newest first, 50 a page, filtered by actor (id or name), action (prefix match) and dates. */
    async list(filter: AuditFilter): Promise<AuditListResponse> {
      const where: (SQL | undefined)[] = [];
      if (filter.actor) {
        const byName = eq(auditLogTable.actorName, filter.actor);
        where.push(isUuid(filter.actor) ? or(eq(auditLogTable.actorId, filter.actor), byName) : byName);
      }
      if (filter.action) where.push(eq(auditLogTable.action, filter.action));
      if (filter.from) where.push(gte(auditLogTable.createdAt, new Date(filter.from)));
      if (filter.to) where.push(lte(auditLogTable.createdAt, new Date(filter.to)));
      if (filter.cursor) where.push(lt(auditLogTable.createdAt, new Date(filter.cursor)));
      const rows = await db
        .select()
        .from(auditLogTable)
        .where(and(...where))
        .orderBy(desc(auditLogTable.createdAt), desc(auditLogTable.id))
        .limit(PAGE + 1);
      const page = rows.slice(0, PAGE);
      const last = page.at(-1);
      return {
        entries: page.map((r) => ({
          id: r.id,
          actorId: r.actorId,
          actorName: r.actorName,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          before: r.before ?? null,
          after: r.after ?? null,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
        })),
        nextCursor: rows.length > PAGE && last ? last.createdAt.toISOString() : null,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

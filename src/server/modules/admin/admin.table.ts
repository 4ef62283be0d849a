import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { usersTable } from '../users/users.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The TOTP second factor of administrators and editors. `secret` is encrypted at rest
 * (AES-256-GCM, admin/second-factor.crypto.ts); `enabled_at` is null until the first code
 * confirms the enrolment. `last_step` is the RFC 6238 time step of the last accepted code: a code
 * is accepted only for a later step, so each code works once.
 */
export const adminSecondFactorsTable = pgTable('admin_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: at('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes of the second factor: only their SHA-256 is stored. */
export const adminRecoveryCodesTable = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Append-only record of every administrative action: who, what, when, on what, and the
 * before/after of a changed setting. The app only ever inserts and reads it; a trigger in the
 * migration refuses UPDATE and DELETE. `actor_name` keeps the name when the account is gone.
 * Entries never hold what people wrote (chats, reflections, moods, messages).
 */
export const auditLogTable = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => usersTable.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
export type AuditLogRow = typeof auditLogTable.$inferSelect;

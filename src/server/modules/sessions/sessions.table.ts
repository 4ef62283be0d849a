import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../users/users.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Signed-in sessions. The browser holds an opaque random token in an HttpOnly cookie; only its
 * SHA-256 is stored here, so a leaked table does not let anyone sign in. A session ends after
 * SESSION_IDLE_TTL_HOURS without use (`last_seen_at`) or at `expires_at` (absolute), whichever
 * comes first.
 */
export const sessionsTable = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** When this session passed the administrators' second factor (TOTP or a recovery code). */
    secondFactorAt: at('second_factor_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type SessionRow = typeof sessionsTable.$inferSelect;

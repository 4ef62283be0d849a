import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { usersTable } from '../users/users.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Throttle counters for sign-in failures, registrations and password recovery, keyed by what
 * they limit (`login:account:<id>`, `login:ip:<ip>`, `register:ip:<ip>`…). Kept in the database,
 * not in the process, so the limits hold across every instance; each hit is one upsert.
 */
export const authThrottlesTable = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
  lockedUntil: at('locked_until'),
});
export type AuthThrottleRow = typeof authThrottlesTable.$inferSelect;

/**
 * Password-recovery codes: only an Argon2id hash of the code is stored; single use
 * (`used_at`), valid until `expires_at`, at most a fixed number of attempts.
 */
export const passwordResetsTable = pgTable(
  'password_resets',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);
export type PasswordResetRow = typeof passwordResetsTable.$inferSelect;

/** Keys the service generates for itself (service-secrets.service.ts). */
export const serviceSecretsTable = pgTable('service_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

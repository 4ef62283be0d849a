import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { usersTable } from '../users/users.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Browsers a person has signed in from (the device cookie). The browser keeps a random token in
 * an HttpOnly cookie; only its SHA-256 is stored. A sign-in attempt from a device known for that
 * account skips the account-wide and per-IP sign-in delays (auth/login-throttle.ts), so nobody
 * can keep the owner out of their own browser. `password_stamp` (a SHA-256 of the password hash
 * when the device was remembered) ends every device at a password change, wherever it happens:
 * a browser that knew the old password is no longer known.
 */
export const trustedDevicesTable = pgTable(
  'trusted_devices',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    passwordStamp: text('password_stamp').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId, t.lastUsedAt)],
);
export type TrustedDeviceRow = typeof trustedDevicesTable.$inferSelect;

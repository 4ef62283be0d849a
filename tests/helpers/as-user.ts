import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Entitlements } from '../../src/shared/schemas/entitlements';
import { buildApp, type AppDeps } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import type { RequestUser } from '../../src/server/lib/request-user';
import { usersTable } from '../../src/server/modules/users/users.table';
import { makeTestConfig, type TestApp } from './app';
import { createTestDatabase } from './db';

/** The header a test sends to act as a user it created with `signIn()`. */
export const testUserHeader = 'x-test-user';

export const freeEntitlements: Entitlements = {
  plan: 'free',
  premium: false,
  isAdmin: false,
  premiumUntil: null,
  trialEndsAt: null,
  dailyLimit: 3,
};

export const premiumEntitlements: Entitlements = {
  plan: 'premium_monthly',
  premium: true,
  isAdmin: false,
  premiumUntil: '2099-01-01T00:00:00.000Z',
  trialEndsAt: null,
  dailyLimit: null,
};

export interface SignedInTestUser {
  id: string;
  username: string;
  /** Pass to `app.inject({ headers })`; merge with `sameOrigin` for state-changing requests. */
  headers: Record<string, string>;
}

export interface TestAppWithUsers extends TestApp {
  /** Creates a user row and returns the headers that make requests run as that user. */
  signIn(options?: {
    premium?: boolean;
    isAdmin?: boolean;
    timeZone?: string;
    entitlements?: Partial<Entitlements>;
  }): Promise<SignedInTestUser>;
}

/**
 * The real app on a fresh test database, plus a test-only hook: a request carrying
 * `x-test-user: <id>` of a user made by `signIn()` runs with `req.user` set (with the
 * entitlements given there). It stands in for the accounts module's session cookie, so modules
 * can test signed-in rules on their own; it runs as a late `preHandler`, after any session
 * plugin, and only when the header is present.
 */
export async function createTestAppWithUsers(
  options: { env?: Record<string, string>; database?: Database } & Partial<
    Omit<AppDeps, 'config' | 'database'>
  > = {},
): Promise<TestAppWithUsers> {
  const { env, database: given, ...deps } = options;
  const config = makeTestConfig(env);
  const database = given ?? (await createTestDatabase());
  const app = await buildApp({ config, database, ...deps });
  const users = new Map<string, RequestUser>();

  app.addHook('preHandler', async (req) => {
    const header = req.headers[testUserHeader];
    if (typeof header !== 'string') return;
    const user = users.get(header);
    if (!user) return;
    const [row] = await database.db
      .select({ id: usersTable.id, username: usersTable.username })
      .from(usersTable)
      .where(eq(usersTable.id, header))
      .limit(1);
    req.user = row ? { ...user, username: row.username } : null;
  });
  await app.ready();

  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!given) await database.close();
    },
    async signIn({ premium = false, isAdmin = false, timeZone = 'Europe/Rome', entitlements } = {}) {
      const suffix = randomBytes(5).toString('hex');
      const username = `tester_${suffix}`;
      const [row] = await database.db
        .insert(usersTable)
        .values({
          username,
          email: `${username}@example.test`,
          passwordHash: 'not-a-real-hash',
          role: isAdmin ? 'admin' : 'member',
          timeZone,
        })
        .returning({ id: usersTable.id });
      const id = row!.id;
      const base = premium || isAdmin ? premiumEntitlements : freeEntitlements;
      users.set(id, {
        id,
        username,
        isAdmin,
        timeZone,
        entitlements: { ...base, premium: premium || isAdmin, isAdmin, ...entitlements },
      });
      return { id, username, headers: { [testUserHeader]: id } };
    },
  };
}

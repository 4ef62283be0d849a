import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createTestDatabase } from './db';

/** A valid test configuration; pass environment-style overrides (`{ RATE_LIMIT_MAX: '5' }`). */
export function makeTestConfig(overrides: Record<string, string> = {}): Readonly<Config> {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...overrides }, '0.0.0-test');
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Readonly<Config>;
  close: () => Promise<void>;
}

/** The real app on a fresh, migrated test database, ready for `app.inject()`. */
export async function createTestApp(
  options: { env?: Record<string, string>; database?: Database } & Partial<Omit<AppDeps, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const { env, database: given, ...deps } = options;
  const config = makeTestConfig(env);
  const database = given ?? (await createTestDatabase());
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!given) await database.close();
    },
  };
}

/** Headers of a same-origin state-changing request from the web app. */
export const sameOrigin = { 'x-serenamente-csrf': '1', origin: 'http://localhost:3000' } as const;

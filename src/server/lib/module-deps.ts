import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/client';

/** What app.ts hands every module's routes: the database, the configuration and the clock. */
export interface ModuleDeps {
  db: Db;
  config: Readonly<Config>;
  /** The current time; injected so rules that depend on the day or an expiry are testable. */
  clock: () => Date;
}

/** The Fastify instance a module's routes are declared on, with the zod type provider. */
export type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

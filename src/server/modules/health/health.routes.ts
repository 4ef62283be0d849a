import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Health, healthSchema } from '@shared/schemas/health';
import type { Database } from '../../db/client';

/**
 * GET /api/health: the app's version and whether the database answers. The database probe is
 * shared by concurrent callers and reused for one second, so a balancer polling hard (or a
 * load test) does not turn into a database load.
 */
export function healthRoutes({ database, version }: { database: Database; version: string }) {
  let last: { at: number; reachable: boolean } | null = null;
  let inFlight: Promise<boolean> | null = null;

  /** The last answer while it is fresh: most calls need no promise at all. */
  const fresh = (): boolean | undefined => (last && Date.now() - last.at < 1000 ? last.reachable : undefined);

  const probe = (): Promise<boolean> => {
    inFlight ??= database
      .ping()
      .then(
        () => true,
        () => false,
      )
      .then((reachable) => {
        last = { at: Date.now(), reachable };
        inFlight = null;
        return reachable;
      });
    return inFlight;
  };

  const body = (reachable: boolean): string =>
    JSON.stringify(
      healthSchema.parse({
        status: reachable ? 'ok' : 'degraded',
        version,
        database: { kind: database.kind, reachable },
      }),
    );
  const bodies = { ok: body(true), degraded: body(false) };

  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/health',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['system'],
          summary: 'App version and database reachability',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      (_req, reply) => {
        // The two possible answers are serialised once (this route is polled hard); Fastify
        // sends a string with a JSON content type as it is.
        const send = (reachable: boolean): void => {
          void reply
            .code(reachable ? 200 : 503)
            .type('application/json; charset=utf-8')
            .send((reachable ? bodies.ok : bodies.degraded) as unknown as Health);
        };
        const reachable = fresh();
        if (reachable === undefined) return probe().then(send);
        send(reachable);
      },
    );
  };
  return plugin;
}

import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { AppError } from './lib/app-error';
import { loadThemeScript } from './lib/html';
import { accessLogServerFactory, nextRequestId } from './lib/access-log';
import { clientErrorHandler } from './lib/client-error';
import { AppLogController, createLogger, requestLoggerFactory } from './lib/logger';
import './lib/request-user';
import { validatorCompiler } from './lib/validator';
import { healthRoutes } from './modules/health/health.routes';
import { accountsRoutes } from './modules/auth/accounts.routes';
import { aiRoutes } from './modules/chat/ai.routes';
import { sessionPlugin } from './plugins/session';
import { exercisesRoutes } from './modules/exercises/exercises.routes';
import { meditationsRoutes } from './modules/meditations/meditations.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { reflectionsRoutes } from './modules/reflections/reflections.routes';
import { resourcesRoutes } from './modules/resources/resources.routes';
import { shareRoutes } from './modules/sitemap/share.routes';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { supportRoutes } from './modules/support/support.routes';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { openapiPlugin } from './plugins/openapi';
import { apiSecurityHeaders, securityHeadersFor, securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';

export interface AppDeps {
  config: Readonly<Config>;
  database: Database;
  /** The current time; injected so rules that depend on the day or an expiry are testable. */
  clock?: () => Date;
  /** Where the built client lives (index.html and assets). */
  clientDir?: string;
  /** The app's logger; by default pino to stdout at the configured level. */
  logger?: Logger;
}

const defaultClientDir = fileURLToPath(new URL('../client', import.meta.url));

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes a function because Fastify reads a
 * bare number as "trust nobody"; hop `i` counts from the socket peer (0) leftwards through
 * X-Forwarded-For, so the client address is the first entry the proxies did not vouch for.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/** Builds the whole app without listening: the entry point listens, tests call `.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  const logger = deps.logger ?? createLogger(config.logLevel);
  const clientDir = deps.clientDir ?? defaultClientDir;
  const themeScript = loadThemeScript(clientDir);
  const headersFor = securityHeadersFor(config.isProduction, [themeScript.hash]);
  // The web plugin's not-found answer, once it is registered (below).
  let notFound: ((req: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined;
  const app = Fastify({
    // Fastify gets no logger of its own: with one, it attaches and removes log listeners on every
    // response (decisions/007). The request line is written by the HTTP server instead
    // (lib/access-log.ts) and `req.log` is a lazy logger with the request's id (lib/logger.ts).
    serverFactory: accessLogServerFactory(logger),
    genReqId: nextRequestId,
    logController: new AppLogController(),
    childLoggerFactory: requestLoggerFactory(logger),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // While the app shuts down, a request already on its way over an open connection is answered
    // like any other (with `Connection: close`), instead of Fastify's fixed 503 in a shape of its
    // own: a save sent during a deploy is kept, and every answer keeps the app's error shape.
    return503OnClosing: false,
    // A request the HTTP parser cannot read (malformed, headers too large, a body that never
    // arrives) is answered in the app's error shape too (lib/client-error.ts).
    clientErrorHandler: clientErrorHandler(apiSecurityHeaders(config.isProduction)),
    // A path Fastify cannot decode (`/%`) or whose parameter is over its length limit is turned
    // away before routing and before any hook, in a shape of Fastify's own. No route can match
    // it: it gets the app's not-found answer (the page, or the JSON error under /api) with the
    // security headers every answer carries.
    frameworkErrors: (_error, req, reply) => {
      reply.headers(headersFor(req.url));
      return notFound ? notFound(req, reply) : sendError(req, reply, 404, 'route.not_found');
    },
  });

  // The app's logger is `app.log` all the same, for the app's code and Fastify's own notices.
  app.log = logger as unknown as FastifyBaseLogger;

  // The accounts module's session plugin sets the signed-in user; signed out until then.
  app.decorateRequest('user', null);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    publicUrl: config.publicUrl,
    scriptHashes: [themeScript.hash],
  });
  await app.register(openapiPlugin, { version: config.version, isProduction: config.isProduction });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowMs,
        errorResponseBuilder: () => new AppError('request.rate_limited', 429),
      });
      // The probe needs no session: it sits beside the scope whose requests resolve one.
      await api.register(healthRoutes({ database, version: config.version }));
      await api.register(async (scope) => {
        await scope.register(sessionPlugin, { db: database.db, config, clock });
        await scope.register(accountsRoutes({ db: database.db, config, clock }));
        await scope.register(exercisesRoutes({ database, clock }));
        await scope.register(meditationsRoutes({ database, clock }));
        await scope.register(reflectionsRoutes({ database, clock }));
        await scope.register(quotesRoutes({ database, clock }));
        await scope.register(resourcesRoutes({ database, clock }));
        await scope.register(supportRoutes({ database, config, clock }));
        await scope.register(shareRoutes({ publicUrl: config.publicUrl }));
        await scope.register(aiRoutes({ database, config, clock }));
        await scope.register(privacyRoutes({ database, config, clock }));
      });
    },
    { prefix: '/api' },
  );

  await app.register(sitemapRoutes({ publicUrl: config.publicUrl }));
  await app.register(webPlugin, {
    clientDir,
    publicUrl: config.publicUrl,
    themeScript,
    exposeNotFound: (answer) => (notFound = answer),
  });

  return app;
}

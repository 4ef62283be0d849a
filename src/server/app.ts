import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { AppError } from './lib/app-error';
import { loadThemeScript } from './lib/html';
import { clientErrorHandler } from './lib/client-error';
import { createLogger, logRequests } from './lib/logger';
import './lib/request-user';
import { validatorCompiler } from './lib/validator';
import { createMailer } from './lib/mail';
import type { ModuleDeps } from './lib/module-deps';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes';
import { aiModulesRoutes } from './modules/ai-modules/ai-modules.routes';
import { recommendationsRoutes } from './modules/ai-modules/recommendations.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { type AiServices, createAiGateway } from './modules/chat/ai-gateway.service';
import { chatRoutes } from './modules/chat/chat.routes';
import { exercisesRoutes } from './modules/exercises/exercises.routes';
import { healthRoutes } from './modules/health/health.routes';
import { launchRoutes } from './modules/launch/launch.routes';
import { meditationsRoutes } from './modules/meditations/meditations.routes';
import { moodRoutes } from './modules/mood/mood.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { progressRoutes } from './modules/progress/progress.routes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { reflectionsRoutes } from './modules/reflections/reflections.routes';
import { remindersRoutes } from './modules/reminders/reminders.routes';
import { resourcesRoutes } from './modules/resources/resources.routes';
import { safetyRoutes } from './modules/safety/safety.routes';
import { shareRoutes } from './modules/sitemap/share.routes';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes';
import { supportRoutes } from './modules/support/support.routes';
import { sessionPlugin } from './plugins/session';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersFor, securityPlugin } from './plugins/security';
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
  /** The AI services behind the gateway; by default built from the configuration (tests replace them). */
  aiServices?: AiServices;
}

/**
 * Every module's routes, each registered by its own module. One mailer serves the modules that
 * send mail, and one AI gateway the AI features, so every AI request takes the same path:
 * crisis check → quota → provider → activity log.
 */
async function registerModuleRoutes(scope: FastifyInstance, deps: ModuleDeps, aiServices?: AiServices) {
  const { config } = deps;
  const mailer = createMailer({ db: deps.db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: scope.log });
  const gateway = createAiGateway({ ...deps, log: scope.log, ...(aiServices ? { services: aiServices } : {}) });
  await scope.register(authRoutes({ ...deps, mailer }));
  await scope.register(plansRoutes(deps));
  await scope.register(launchRoutes(deps));
  await scope.register(exercisesRoutes(deps));
  await scope.register(meditationsRoutes(deps));
  await scope.register(reflectionsRoutes(deps));
  await scope.register(quotesRoutes(deps));
  await scope.register(resourcesRoutes(deps));
  await scope.register(supportRoutes({ ...deps, mailer }));
  await scope.register(shareRoutes({ publicUrl: config.publicUrl }));
  await scope.register(chatRoutes({ ...deps, gateway }));
  await scope.register(aiModulesRoutes({ ...deps, gateway }));
  await scope.register(recommendationsRoutes(deps));
  await scope.register(safetyRoutes(deps));
  await scope.register(privacyRoutes({ ...deps, mailer }));
  await scope.register(moodRoutes(deps));
  await scope.register(remindersRoutes(deps));
  await scope.register(progressRoutes({ ...deps, mailer }));
  await scope.register(billingRoutes(deps));
  await scope.register(adminRoutes({ ...deps, mailer }));
  await scope.register(adminContentRoutes({ ...deps, mailer }));
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
  const allowStripe = Boolean(config.stripe.secretKey && config.stripe.publishableKey);
  const headersFor = securityHeadersFor(config.isProduction, [themeScript.hash], allowStripe);
  // The web plugin's not-found answer, once it is registered (below).
  let notFound: ((req: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // Fastify's own request lines are off: lib/logger.ts writes one line per request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // An idle connection is kept longer than a load balancer's usual 60 s (Fastify's default,
    // pinned here): closing one a balancer is about to reuse fails that request with a 502. The
    // headers timeout stays above it, as the balancers' guides advise, and a whole request keeps
    // Node's 5 min limit, which Fastify would otherwise switch off.
    keepAliveTimeout: 72_000,
    http: { headersTimeout: 73_000 },
    requestTimeout: 300_000,
    // While the app shuts down, a request already on its way over an open connection is answered
    // like any other (with `Connection: close`), instead of Fastify's fixed 503 in a shape of its
    // own: a save sent during a deploy is kept, and every answer keeps the app's error shape.
    return503OnClosing: false,
    // A request the HTTP parser cannot read (malformed, headers too large, a body that never
    // arrives) is answered in the app's error shape too, with the JSON security headers
    // (lib/client-error.ts).
    clientErrorHandler: clientErrorHandler(headersFor('/api/')),
    // A path Fastify cannot decode (`/%`) or whose parameter is over its length limit is turned
    // away before routing and before any hook, in a shape of Fastify's own. No route can match
    // it: it gets the app's not-found answer (the page, or the JSON error under /api) with the
    // security headers every answer carries.
    frameworkErrors: (_error, req, reply) => {
      reply.headers(headersFor(req.url));
      // No hook has run: the cookies (the language) are read here.
      req.cookies = app.parseCookie(req.headers.cookie ?? '');
      return notFound ? notFound(req, reply) : sendError(req, reply, 'route.not_found');
    },
  });

  // The accounts module's session plugin sets the signed-in user; signed out until then.
  app.decorateRequest('user', null);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  logRequests(app, { healthPath: '/api/health' });

  await app.register(fastifyCookie);
  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    publicUrl: config.publicUrl,
    scriptHashes: [themeScript.hash],
    allowStripe,
  });
  await app.register(openapiPlugin, { version: config.version, isProduction: config.isProduction });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowMs,
        errorResponseBuilder: () => new AppError('request.rate_limited'),
      });
      // The probe needs no session: it sits beside the scope whose requests resolve one.
      await api.register(healthRoutes({ database, version: config.version }));
      await api.register(async (scope) => {
        await scope.register(sessionPlugin, { db: database.db, config, clock });
        await registerModuleRoutes(scope, { db: database.db, config, clock }, deps.aiServices);
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingPlansResponseSchema,
  checkoutErrorSchema,
  createCheckoutSessionResponseSchema,
  createCheckoutSessionSchema,
  verifySessionQuerySchema,
  verifySessionResponseSchema,
} from '@shared/schemas/billing';
import { AppError } from '../../lib/app-error';
import type { ModuleDeps, RoutesApp } from '../../lib/module-deps';
import { accountRoutes } from './billing.account.routes';
import { type BillingService, createBillingService, ensureBillingSeed } from './billing.service';
import { createMovableClock, testClockRoutes } from './billing.test-clock';

const noStore = { 'cache-control': 'no-store' };
const JOB_EVERY_MS = 60_000;

/**
 * SPEC §7's answer to a failed checkout carries the message at the top (`{ message }`), beside
 * the app's usual `error` object, whatever failed (validation, sign-in, the provider).
 */
function withTopLevelMessage(
  _req: FastifyRequest,
  reply: { statusCode: number },
  payload: unknown,
  done: (err: null, payload: unknown) => void,
) {
  const body = payload as { error?: { message?: unknown } } | null;
  if (
    reply.statusCode >= 400 &&
    body &&
    typeof body === 'object' &&
    typeof body.error?.message === 'string'
  ) {
    return done(null, { message: body.error.message, ...body });
  }
  done(null, payload);
}

function checkoutRoutes(app: RoutesApp, billing: BillingService) {
  app.get(
    '/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The premium plans, their prices and the launch discounts left',
        response: { 200: billingPlansResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.headers(noStore);
      return billing.plans();
    },
  );

  app.post(
    '/create-checkout-session',
    {
      schema: {
        tags: ['billing'],
        summary: 'Open a checkout for the signed-in person (SPEC §7): Stripe’s page, or the demo’s own',
        body: createCheckoutSessionSchema,
        response: {
          200: createCheckoutSessionResponseSchema,
          '4xx': checkoutErrorSchema,
          '5xx': checkoutErrorSchema,
        },
      },
      preSerialization: withTopLevelMessage,
    },
    async (req) => {
      try {
        return await billing.createCheckout({
          callerId: req.user?.id ?? null,
          userId: req.body.userId,
          priceId: req.body.priceId,
          language: req.body.language,
          launchDiscount: req.body.launchDiscount ?? false,
          uiMode: req.body.uiMode ?? 'hosted',
        });
      } catch (err) {
        if (err instanceof AppError) throw err;
        // SPEC §8's fallback for anything unexpected; the cause goes to the log only.
        req.log.error({ err }, 'billing: checkout failed');
        throw new AppError('billing.payment_processing_error');
      }
    },
  );

  app.get(
    '/stripe/verify-session',
    {
      schema: {
        tags: ['billing'],
        summary: 'Whether the caller’s own checkout session is paid and gives premium (SPEC §7)',
        querystring: verifySessionQuerySchema,
        response: { 200: verifySessionResponseSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return billing.verifySession({ userId: req.user?.id ?? null, sessionId: req.query.session_id });
    },
  );
}

/**
 * The provider's events, at ONE route: the raw body (the signature is over its exact bytes),
 * verified before anything else; a bad signature is a 400 and changes nothing. Called by other
 * sites on purpose, so no cross-site check.
 */
async function webhookRoute(app: FastifyInstance, billing: BillingService) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/stripe/webhook',
      {
        config: { csrf: false },
        schema: {
          tags: ['billing'],
          summary: 'Payment provider events (Stripe’s signature scheme)',
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body)
          ? req.body
          : Buffer.from(typeof req.body === 'string' ? req.body : '');
        return billing.handleEvent(raw, req.headers['stripe-signature'] ?? '');
      },
    );
  });
}

/**
 * The clock's work (the demo's renewals, retries and session expiries) once a minute; each item
 * is locked while one instance does it, so running on every instance is safe. Tests run it
 * themselves, on their own clock.
 */
function scheduleJob(app: FastifyInstance, billing: BillingService, enabled: boolean) {
  if (!enabled) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    billing
      .runDue()
      .catch((err: unknown) => app.log.error({ err }, 'billing: the renewal job failed'))
      .finally(() => (running = false));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, JOB_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Premium payments: checkout, verification, the webhook, management, invoices, the demo checkout. */
export function billingRoutes({ db, config, clock }: ModuleDeps) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    await ensureBillingSeed(db);
    // Browser tests only (SERENAMENTE_TEST_CLOCK=1): billing's clock can be moved forward.
    const testClock = config.billing.testClock ? createMovableClock(clock) : null;
    const billing = createBillingService({ db, config, clock: testClock?.now ?? clock, log: app.log });
    checkoutRoutes(app, billing);
    accountRoutes(app, billing);
    if (testClock) testClockRoutes(app, billing, testClock);
    await webhookRoute(app, billing);
    scheduleJob(app, billing, config.env !== 'test');
  };
  return plugin;
}

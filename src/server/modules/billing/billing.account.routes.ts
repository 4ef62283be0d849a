import { z } from 'zod';
import { userIdParamsSchema } from '@shared/schemas/auth';
import {
  cancelSubscriptionResponseSchema,
  changePlanSchema,
  demoCardSchema,
  demoCheckoutSessionSchema,
  demoPayResponseSchema,
  demoSessionParamsSchema,
  invoiceIdParamsSchema,
  invoicesResponseSchema,
  paymentMethodUpdateResponseSchema,
  subscriptionViewSchema,
} from '@shared/schemas/billing';
import { AppError } from '../../lib/app-error';
import type { RoutesApp } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import type { BillingService } from './billing.service';

const noStore = { 'cache-control': 'no-store' };
const tags = ['billing'];

/** The person's own subscription: SPEC §7's cancel, and what the management screen needs. */
function subscriptionRoutes(app: RoutesApp, billing: BillingService) {
  app.post(
    '/auth/user/:id/cancel-subscription',
    {
      schema: {
        tags,
        summary: 'Cancel at the end of the paid period (SPEC §7): premium stays until then',
        params: userIdParamsSchema,
        response: { 200: cancelSubscriptionResponseSchema },
      },
    },
    async (req) => {
      const me = requireUser(req);
      if (req.params.id !== me.id) throw new AppError('auth.forbidden');
      return billing.cancel({ userId: me.id });
    },
  );

  app.get(
    '/billing/subscription',
    {
      schema: {
        tags,
        summary: 'The signed-in person’s subscription: plan, status, next payment, pending change',
        response: { 200: subscriptionViewSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return billing.view(requireUser(req).id);
    },
  );

  app.post(
    '/billing/subscription/change-plan',
    {
      schema: {
        tags,
        summary:
          'Change plan from the next renewal on (no proration); the current plan takes back a pending change',
        body: changePlanSchema,
        response: { 200: subscriptionViewSchema },
      },
    },
    async (req) => billing.changePlan({ userId: requireUser(req).id, plan: req.body.plan }),
  );

  app.post(
    '/billing/subscription/resume',
    {
      schema: {
        tags,
        summary: 'Undo a cancellation before the paid period ends',
        response: { 200: subscriptionViewSchema },
      },
    },
    async (req) => billing.resume({ userId: requireUser(req).id }),
  );

  app.post(
    '/billing/payment-method',
    {
      schema: {
        tags,
        summary: 'Where to change the card: Stripe’s billing portal, or the demo’s card form',
        response: { 200: paymentMethodUpdateResponseSchema },
      },
    },
    async (req) => billing.paymentMethodUrl({ userId: requireUser(req).id, language: requestLang(req) }),
  );
}

function invoiceRoutes(app: RoutesApp, billing: BillingService) {
  app.get(
    '/billing/invoices',
    {
      schema: {
        tags,
        summary: 'The signed-in person’s paid invoices, newest first',
        response: { 200: invoicesResponseSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return billing.invoices({ userId: requireUser(req).id });
    },
  );

  app.get(
    '/billing/invoices/:id/pdf',
    {
      schema: {
        tags,
        summary: 'An invoice as a PDF (the app’s own), or a redirect to Stripe’s PDF',
        params: invoiceIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 302: z.null().describe('To Stripe’s PDF') },
      },
    },
    async (req, reply) => {
      const result = await billing.invoicePdf({
        userId: requireUser(req).id,
        id: req.params.id,
        lang: requestLang(req),
      });
      reply.headers(noStore);
      if ('redirect' in result) return reply.redirect(result.redirect, 302);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${result.filename}"`)
        .send(result.pdf);
    },
  );
}

/** The demo provider's checkout page (/checkout?session_id=…): the session, and paying it. */
function demoRoutes(app: RoutesApp, billing: BillingService) {
  app.get(
    '/billing/demo/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Demo provider: a checkout session of the signed-in person, for the card form',
        params: demoSessionParamsSchema,
        response: { 200: demoCheckoutSessionSchema },
      },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return billing.demoSession({ userId: req.user?.id ?? null, id: req.params.id });
    },
  );

  app.post(
    '/billing/demo/sessions/:id/pay',
    {
      schema: {
        tags,
        summary: 'Demo provider: pay with a test card (4242 4242 4242 4242 succeeds; see docs/payments.md)',
        params: demoSessionParamsSchema,
        body: demoCardSchema,
        response: { 200: demoPayResponseSchema },
      },
    },
    async (req) => billing.demoPay({ userId: req.user?.id ?? null, id: req.params.id, card: req.body }),
  );
}

export function accountRoutes(app: RoutesApp, billing: BillingService) {
  subscriptionRoutes(app, billing);
  invoiceRoutes(app, billing);
  demoRoutes(app, billing);
}

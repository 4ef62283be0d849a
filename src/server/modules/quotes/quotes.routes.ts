import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dailyQuoteQuerySchema,
  dailyQuoteSchema,
  quotePreferencesSchema,
} from '@shared/schemas/quotes';
import type { ModuleDeps } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { createQuotesService } from './quotes.service';

const tags = ['quotes'];

/** /api/quotes: the daily quote and the signed-in user's quote preferences. */
export function quotesRoutes({ db, clock }: ModuleDeps) {
  const service = createQuotesService({ db, clock });

  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/quotes/daily',
      {
        schema: {
          tags,
          summary:
            "Today's quote: one per calendar day per user (stored preferences); visitors pass categories, mood and timeZone",
          querystring: dailyQuoteQuerySchema,
          response: { 200: dailyQuoteSchema },
        },
      },
      (req) => service.daily({ lang: requestLang(req), user: req.user, query: req.query }),
    );

    app.get(
      '/quotes/preferences',
      {
        schema: {
          tags,
          summary: "The signed-in user's daily-quote categories and mood",
          response: { 200: quotePreferencesSchema },
        },
      },
      (req) => service.preferencesOf(requireUser(req).id),
    );

    app.put(
      '/quotes/preferences',
      {
        schema: {
          tags,
          summary: "Saves the signed-in user's daily-quote categories (none = all) and mood (null = any)",
          body: quotePreferencesSchema,
          response: { 200: quotePreferencesSchema },
        },
      },
      (req) => service.savePreferences(requireUser(req), req.body),
    );
  };
  return plugin;
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsSchema,
  reminderSettingsUpdateSchema,
  reminderUnsubscribeQuerySchema,
  reminderUnsubscribeResponseSchema,
} from '@shared/schemas/profile';
import type { ModuleDeps } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { createRemindersService } from './reminders.service';

const tags = ['reminders'];
const turnedOff = {
  it: 'Promemoria giornaliero disattivato. Puoi riattivarlo dal tuo profilo.',
  en: 'Daily reminder turned off. You can turn it on again from your profile.',
};

/** /api/reminders: the daily reminder's settings, this device's subscription, the one-tap off link. */
export function remindersRoutes({ db, config, clock }: ModuleDeps) {
  const service = createRemindersService({ db, config, clock });
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/reminders',
      {
        schema: {
          tags,
          summary: 'The daily reminder: on or off, local time, quiet hours, devices, VAPID key',
          response: { 200: reminderSettingsSchema },
        },
      },
      async (req) => service.settings(requireUser(req)),
    );

    app.put(
      '/reminders',
      {
        schema: {
          tags,
          summary: 'Turns the daily reminder on or off and sets its time and quiet hours',
          body: reminderSettingsUpdateSchema,
          response: { 200: reminderSettingsSchema },
        },
      },
      async (req) => service.save(requireUser(req), req.body),
    );

    app.post(
      '/reminders/subscriptions',
      {
        schema: {
          tags,
          summary: 'This device receives the reminder (its PushSubscription)',
          body: pushSubscriptionSchema,
          response: { 200: reminderSettingsSchema },
        },
      },
      async (req) => service.subscribe(requireUser(req), req.body),
    );

    app.delete(
      '/reminders/subscriptions',
      {
        schema: {
          tags,
          summary: 'This device stops receiving the reminder',
          body: pushUnsubscribeSchema,
          response: { 200: reminderSettingsSchema },
        },
      },
      async (req) => service.unsubscribe(requireUser(req), req.body.endpoint),
    );

    // The one-tap link of each reminder: signed, so it needs no session.
    app.get(
      '/reminders/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Turns the daily reminder off from the signed link it carries',
          querystring: reminderUnsubscribeQuerySchema,
          response: { 200: reminderUnsubscribeResponseSchema },
        },
      },
      async (req) => {
        await service.unsubscribeWithToken(req.query.token);
        return { success: true as const, message: turnedOff[requestLang(req)] };
      },
    );
  };
  return plugin;
}

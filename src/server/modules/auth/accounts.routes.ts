import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMailer } from '../../lib/mail';
import { launchRoutes } from '../launch/launch.routes';
import { plansRoutes } from '../plans/plans.routes';
import { authRoutes } from './auth.routes';

/** Every accounts API (auth, plans, launch), registered with one line inside the /api scope. */
export function accountsRoutes({ db, config, clock = () => new Date() }: { db: Db; config: Readonly<Config>; clock?: () => Date }) {
  const plugin: FastifyPluginAsync = async (api) => {
    const mailer = createMailer({ db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, log: api.log });
    await api.register(authRoutes({ db, config, clock, mailer }));
    await api.register(plansRoutes({ db, clock }));
    await api.register(launchRoutes({ db, clock }));
  };
  return plugin;
}

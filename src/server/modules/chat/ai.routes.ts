import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { aiModulesRoutes } from '../ai-modules/ai-modules.routes';
import { recommendationsRoutes } from '../ai-modules/recommendations.routes';
import { safetyRoutes } from '../safety/safety.routes';
import { type AiServices, createAiGateway } from './ai-gateway';
import { chatRoutes } from './chat.routes';

/**
 * Every AI API (chat, consent, AI modules, reflection perspective, resource recommendations,
 * safety), registered with one line inside the /api scope. They share one gateway, so every AI
 * request takes the same path: crisis check → quota → provider → activity log.
 */
export function aiRoutes({
  database,
  config,
  clock = () => new Date(),
  services,
}: {
  database: Database;
  config: Readonly<Config>;
  clock?: () => Date;
  /** Tests may replace the AI services (e.g. with one that fails); the app builds them from the config. */
  services?: AiServices;
}) {
  const plugin: FastifyPluginAsync = async (api) => {
    const gateway = createAiGateway({
      db: database.db,
      config,
      clock,
      log: api.log,
      ...(services ? { services } : {}),
    });
    await api.register(chatRoutes({ database, config, clock, gateway }));
    await api.register(aiModulesRoutes({ database, clock, gateway }));
    await api.register(recommendationsRoutes({ database, clock }));
    await api.register(safetyRoutes({ database, clock }));
  };
  return plugin;
}

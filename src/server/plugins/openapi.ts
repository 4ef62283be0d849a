import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI 3 document is generated from the zod schemas every route declares, so each API
 * is documented by construction: GET /api/openapi.json, with a browsable UI at /api/docs.
 */
async function openapi(app: FastifyInstance, opts: { version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Serenamente API',
        description:
          'The API of Serenamente. Errors share one shape: `{ "error": { "code", "message", "details?" } }`. ' +
          'State-changing requests must send the header `x-serenamente-csrf: 1` from the same origin.',
        version: opts.version,
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { deepLinking: false },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });

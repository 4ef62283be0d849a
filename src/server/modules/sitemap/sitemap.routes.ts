import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildSitemapXml } from './sitemap';

/**
 * GET /sitemap.xml: every public page in both languages, for search engines; GET /robots.txt
 * points crawlers at it with the absolute address they expect.
 */
export function sitemapRoutes({ publicUrl }: { publicUrl: string }) {
  const xml = buildSitemapXml(publicUrl);
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /admin-dashboard',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/sitemap.xml',
      {
        schema: {
          tags: ['system'],
          summary: 'Sitemap of the public pages (Italian and English)',
          response: { 200: z.string() },
        },
      },
      async (_req, reply) =>
        reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(xml),
    );
    app.get(
      '/robots.txt',
      { schema: { hide: true } },
      async (_req, reply) =>
        reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
    );
  };
  return plugin;
}

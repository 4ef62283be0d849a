import type { FastifyReply } from 'fastify';

/**
 * How long an API answer may be kept, and by whom. Every answer to a signed-in request is
 * private by default (plugins/session.ts); content that is the same for everyone who may see it
 * says so, so that the service worker can keep it for offline reading
 * (client/features/pwa/cache-rules.ts).
 */

/** Belongs to one person: never kept by a browser's cache, a proxy or the service worker. */
export function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store');
}

/** The same for everyone who may see it: may be kept, and is checked again before reuse. */
export function sharedAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache');
}

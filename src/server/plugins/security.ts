import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { csrfHeader } from '../../shared/http';
import { sendError } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on routes called by other sites on purpose (e.g. payment webhooks). */
    csrf?: boolean;
  }
}

const hostOf = (origin: string): string | null => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers the app really works under, and protection of every state-changing API
 * request against cross-site use: a cross-site Sec-Fetch-Site or a foreign Origin is refused,
 * and the request must carry the app's custom header (which a cross-site form cannot send
 * and a cross-site script cannot send without a CORS preflight this server never grants).
 */
/** Builds the Content-Security-Policy once: the app needs no inline script, no frame, no plugin. */
export function contentSecurityPolicy(isProduction: boolean, scriptHashes: string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'data:', 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (isProduction) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * The security headers of every answer, computed once at start (helmet's set, without its
 * per-request work): the policy has no nonce, so nothing in it changes between requests.
 */
export function securityHeaders(isProduction: boolean, scriptHashes: string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(isProduction, scriptHashes),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * JSON answers are not documents: a browser never renders them, so they need only what stops
 * them being sniffed into something else or framed (OWASP REST Security: CSP `default-src 'none';
 * frame-ancestors 'none'` and nosniff), plus HSTS in production. The page set's other headers
 * (Referrer-Policy, X-Frame-Options, CORP…) govern documents, and each header is work on every
 * answer. Cross-origin reads of JSON are blocked by the browser (ORB) given nosniff and the JSON
 * content type.
 */
export function apiSecurityHeaders(isProduction: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The security headers of an answer to `url`: the short set for JSON, the page set otherwise. */
export function securityHeadersFor(
  isProduction: boolean,
  scriptHashes: string[] = [],
): (url: string) => Record<string, string> {
  const pageHeaders = securityHeaders(isProduction, scriptHashes);
  const apiHeaders = apiSecurityHeaders(isProduction);
  // The docs UI under /api/docs is a page and sets its own policy for its assets.
  return (url) => (url.startsWith('/api/') && !url.startsWith('/api/docs') ? apiHeaders : pageHeaders);
}

async function security(
  app: FastifyInstance,
  opts: { isProduction: boolean; publicUrl: string; scriptHashes?: string[] },
) {
  const headersFor = securityHeadersFor(opts.isProduction, opts.scriptHashes);
  const publicOrigin = new URL(opts.publicUrl).origin;

  // One callback-style hook: it runs on every request, and each hook and promise is measurable.
  app.addHook('onRequest', (req, reply, done) => {
    const isApi = req.url.startsWith('/api/');
    reply.headers(headersFor(req.url));
    if (!isApi || !unsafeMethods.has(req.method) || req.routeOptions.config?.csrf === false) return done();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const sameHostOrigin = origin !== undefined && hostOf(origin) === req.headers.host;
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    const foreignOrigin = origin !== undefined && origin !== publicOrigin && !sameHostOrigin;
    if (crossSite || foreignOrigin || req.headers[csrfHeader.name] !== csrfHeader.value) {
      // The answer is sent here: the request goes no further.
      sendError(req, reply, 403, 'request.forbidden_origin');
      return;
    }
    done();
  });
}

export const securityPlugin = fp(security, { name: 'security' });

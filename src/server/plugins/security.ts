import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { csrfHeader } from '@shared/http';
import { sendError } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on routes called by other sites on purpose (e.g. payment webhooks). */
    csrf?: boolean;
  }
}

const hsts = (isProduction: boolean) =>
  isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const);

/**
 * What Stripe's embedded checkout loads (Stripe.js, its frames, its API), allowed on pages only
 * when a publishable key is configured: without Stripe the policy names no third party.
 */
const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
  img: ['https://*.stripe.com'],
};

/**
 * Pages: helmet's defaults, with a CSP that allows no inline script but the theme script (by its
 * hash), no frame and no plugin; a referrer that keeps only the origin across sites; no framing
 * at all; HSTS and upgrade-insecure-requests in production only.
 */
export function pageSecurityPolicy(
  isProduction: boolean,
  scriptHashes: string[] = [],
  allowStripe = false,
): HelmetOptions {
  const stripe = allowStripe ? STRIPE_SOURCES : { script: [], frame: [], connect: [], img: [] };
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...stripe.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        ...(allowStripe ? { frameSrc: ["'self'", ...stripe.frame] } : {}),
        mediaSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: hsts(isProduction),
  };
}

/**
 * JSON answers are not documents: they need only what stops them being sniffed into something
 * else or framed (OWASP REST Security: CSP `default-src 'none'; frame-ancestors 'none'` and
 * nosniff), plus HSTS in production. Every other helmet header governs documents.
 */
export function apiSecurityPolicy(isProduction: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: hsts(isProduction),
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/** JSON answers are those under /api/, except the docs UI, which is a page with a policy of its own. */
export const isApiPath = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The headers helmet sets under `policy`, collected once at start. @fastify/helmet builds helmet
 * anew for every request, which doubled the CPU time of a request here (decisions/009); nothing
 * in these policies changes between requests (no nonce).
 */
function headersOf(policy: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader() {},
  };
  helmet(policy)({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The security headers of an answer to `url`: the API set for JSON, the page set otherwise. */
export function securityHeadersFor(
  isProduction: boolean,
  scriptHashes: string[] = [],
  allowStripe = false,
): (url: string) => Record<string, string> {
  const page = headersOf(pageSecurityPolicy(isProduction, scriptHashes, allowStripe));
  const api = headersOf(apiSecurityPolicy(isProduction));
  return (url) => (isApiPath(url) ? api : page);
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
 * Helmet's security headers on every answer (the API set on JSON, the page set otherwise; the
 * docs UI sets its own CSP over them, plugins/openapi.ts), and protection of every state-changing
 * API request against cross-site use: a cross-site Sec-Fetch-Site or a foreign Origin is refused,
 * and the request must carry the app's custom header (which a cross-site form cannot send and a
 * cross-site script cannot send without a CORS preflight this server never grants).
 */
async function security(
  app: FastifyInstance,
  opts: { isProduction: boolean; publicUrl: string; scriptHashes?: string[]; allowStripe?: boolean },
) {
  const headersFor = securityHeadersFor(opts.isProduction, opts.scriptHashes, opts.allowStripe);
  const publicOrigin = new URL(opts.publicUrl).origin;
  const crossSite = (req: FastifyRequest): boolean => {
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const sameHostOrigin = origin !== undefined && hostOf(origin) === req.headers.host;
    return (
      (site !== undefined && site !== 'same-origin' && site !== 'none') ||
      (origin !== undefined && origin !== publicOrigin && !sameHostOrigin) ||
      req.headers[csrfHeader.name] !== csrfHeader.value
    );
  };
  // One callback-style hook for both: it runs on every request.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headersFor(req.url));
    if (
      !unsafeMethods.has(req.method) ||
      !req.url.startsWith('/api/') ||
      req.routeOptions.config?.csrf === false
    ) {
      return done();
    }
    // The answer is sent here: the request goes no further.
    if (crossSite(req)) return void sendError(req, reply, 'request.forbidden_origin');
    done();
  });
}

export const securityPlugin = fp(security, { name: 'security' });

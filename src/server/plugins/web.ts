import { existsSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLang } from '@shared/i18n';
import { type PageData, pagesWithData } from '@shared/page-data';
import { allPagePaths } from '@shared/routes';
import {
  type Audience,
  createHtmlRenderer,
  fillPageData,
  holdsPageData,
  loadCatalogPreloads,
  loadHtmlTemplate,
  loadManifest,
  loadPrerenderedPages,
} from '../lib/html';
import { requestLang } from '../lib/request-lang';
import { sendError } from './error-handler';

export interface WebOptions {
  clientDir: string;
  publicUrl: string;
  /** The theme script inlined into the HTML (its hash is in the CSP). */
  themeScript: { code: string };
  /** Receives the not-found answer, for requests Fastify turns away before routing (app.ts). */
  exposeNotFound?: (answer: (req: FastifyRequest, reply: FastifyReply) => FastifyReply) => void;
}

/** The session cookie and its readable hint, in development and production form. */
const sessionCookies = ['sid', 'signed_in', '__Host-sid', '__Host-signed_in'];

type Encoding = 'br' | 'gzip' | 'identity';
const encodingOf = (header: string | undefined): Encoding =>
  header?.includes('br') ? 'br' : header?.includes('gzip') ? 'gzip' : 'identity';

/** Someone who may be signed in gets the member's shell of a page (or the bare page when the build has none): never a visitor's view. */
const audienceOf = (req: FastifyRequest): Audience =>
  sessionCookies.some((name) => req.cookies[name] !== undefined) ? 'member' : 'visitor';

const compress = (html: string, encoding: Exclude<Encoding, 'identity'>, quality: number): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } })
    : gzipSync(html, { level: quality });

/**
 * A page rendered with a stand-in (shared/page-data.ts) gets the real answer of its API request,
 * asked of this app with the page request's cookies and address: the same person's answer under
 * the same rules (session, limits). Null when it cannot be had.
 */
async function answerInto(
  app: FastifyInstance,
  req: FastifyRequest,
  shell: string,
  data: PageData<unknown>,
  api: string,
): Promise<string | null> {
  const headers: Record<string, string> = {};
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  if (req.headers['accept-language']) headers['accept-language'] = req.headers['accept-language'];
  const res = await app.inject({ method: 'GET', url: api, headers, remoteAddress: req.ip });
  return res.statusCode === 200 ? fillPageData(shell, data, api, res.json()) : null;
}

/**
 * Serves the web app: SPEC §2's page paths answer the HTML with their meta tags (200), the
 * built assets are static files (pre-compressed, immutable when hashed), and any other page
 * path answers the app's not-found page with 404. Unknown /api paths answer JSON 404.
 */
export async function webPlugin(app: FastifyInstance, opts: WebOptions): Promise<void> {
  const render = createHtmlRenderer({
    template: loadHtmlTemplate(opts.clientDir, opts.themeScript),
    publicUrl: opts.publicUrl,
    preloads: loadCatalogPreloads(opts.clientDir),
    prerendered: loadPrerenderedPages(opts.clientDir),
    manifest: loadManifest(opts.clientDir),
  });

  // Each page's HTML is a handful of variants (path × language): compress each once.
  const compressed = new Map<string, Buffer>();
  const encode = (variant: string, html: string, encoding: Exclude<Encoding, 'identity'>): Buffer => {
    const key = `${encoding}|${variant}`;
    let body = compressed.get(key);
    if (!body) {
      body = compress(html, encoding, 9);
      compressed.set(key, body);
    }
    return body;
  };

  /**
   * `data`: the page with its own answer written in (shared/page-data.ts), sent to this request
   * alone; null when that answer could not be had (the bare page goes out).
   */
  const sendPage = (
    req: FastifyRequest,
    reply: FastifyReply,
    path: string,
    notFound: boolean,
    data?: { html: string } | null,
  ) => {
    const explicitLang = isLang((req.query as Record<string, unknown> | undefined)?.lang);
    const lang = requestLang(req);
    const audience = audienceOf(req);
    const html = data?.html ?? render(path, lang, notFound, explicitLang, audience, data !== null);
    reply
      .code(notFound ? 404 : 200)
      .header('cache-control', data ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Accept-Language, Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    const encoding = encodingOf(req.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(html);
    // A page with its own answer is compressed for this answer alone, quickly.
    if (data) return reply.header('content-encoding', encoding).send(compress(html, encoding, 5));
    const variant = `${notFound ? '404' : path}|${lang}|${explicitLang}|${audience}|${data === null ? 'bare' : 'shell'}`;
    return reply.header('content-encoding', encoding).send(encode(variant, html, encoding));
  };

  const sendPageWithData = async (req: FastifyRequest, reply: FastifyReply, path: string) => {
    const lang = requestLang(req);
    const explicitLang = isLang((req.query as Record<string, unknown> | undefined)?.lang);
    const shell = render(path, lang, false, explicitLang, audienceOf(req));
    const data = pagesWithData[path];
    if (!data || !holdsPageData(shell)) return sendPage(req, reply, path, false);
    const html = await answerInto(app, req, shell, data, data.api(lang));
    return sendPage(req, reply, path, false, html === null ? null : { html });
  };

  for (const path of allPagePaths) {
    app.get(path, { schema: { hide: true } }, (req, reply) => sendPageWithData(req, reply, path));
  }

  if (existsSync(opts.clientDir)) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const notFound = (req: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = req.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(req, reply, 'route.not_found');
    }
    const wantsHtml = (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]{2,5}$/i.test(path);
    if (wantsHtml) return sendPage(req, reply, path, true);
    return sendError(req, reply, 'route.not_found');
  };
  app.setNotFoundHandler(notFound);
  opts.exposeNotFound?.(notFound);
}

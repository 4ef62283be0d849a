import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The docs UI's own policy (its pages are Swagger UI's, not the app's): only this origin, no
 * frame, nothing sent elsewhere (the spec validator badge, which would send the document's
 * address to an outside service, stays off). Swagger UI sets inline styles as it renders, so
 * styles may be inline, as on the app's own pages.
 */
function docsContentSecurityPolicy(isProduction: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const docsPrefix = '/api/docs';

/**
 * Swagger UI's own colours fall under WCAG AA's 4.5:1 in many places (method badges, version
 * stamps, links, buttons, muted text): the same hues, darkened until each reaches it. Also a
 * 24 px target for the copy button, and examples that wrap on a phone instead of scrolling.
 */
const docsThemeCss = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f69b0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #187a4c; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9c5a00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b42318; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; }
.swagger-ui .info .title small { background: #5c6370; }
.swagger-ui .info .title small.version-stamp { background: #3f6e0a; }
.swagger-ui .info a, .swagger-ui .info .url { color: #1f5f9e; }
.swagger-ui .btn.authorize { color: #187a4c; border-color: #187a4c; }
.swagger-ui .btn.authorize svg { color: #187a4c; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #595959; }
.swagger-ui .btn.cancel { color: #b42318; border-color: #b42318; }
.swagger-ui .btn.execute { background: #1f69b0; border-color: #1f69b0; }
.swagger-ui .download-contents { background: #5c6370; }
.swagger-ui .response-col_status .response-undocumented, .swagger-ui .response-col_links .response-undocumented { color: #595959; }
.swagger-ui button[aria-label="Copy path to clipboard"] { min-width: 24px; min-height: 24px; }
.swagger-ui pre.microlight { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/**
 * The OpenAPI 3 document is generated from the zod schemas every route declares, so each API
 * is documented by construction: GET /api/openapi.json, with a browsable UI at /api/docs.
 */
async function openapi(app: FastifyInstance, opts: { version: string; isProduction: boolean }) {
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
    routePrefix: docsPrefix,
    staticCSP: docsContentSecurityPolicy(opts.isProduction),
    // The base layout: Swagger UI's top bar (a logo and a box to load any other document) has
    // nothing to offer here.
    uiConfig: {
      deepLinking: false,
      validatorUrl: null,
      layout: 'BaseLayout',
      // Examples in plain text: the highlighter's colours are under 4.5:1 on its dark background.
      syntaxHighlight: false,
      // "Try it out" sends what the app asks of every state-changing request (plugins/security.ts).
      // Serialised into the page as it is written here, so it names the header literally.
      requestInterceptor: (req) => {
        (req.headers as Record<string, string>)['x-serenamente-csrf'] = '1';
        return req;
      },
      // Two of Swagger UI's controls have no accessible name: the request body's text box and the
      // close button of the Authorize dialog. Named as they appear; and a long example, which
      // scrolls, can be reached with the keyboard.
      onComplete: () => {
        const name = () => {
          for (const example of document.querySelectorAll('pre.microlight:not([tabindex])')) {
            example.setAttribute('tabindex', '0');
          }
          for (const box of document.querySelectorAll('textarea.body-param__text:not([aria-label])')) {
            box.setAttribute('aria-label', 'Request body');
          }
          for (const button of document.querySelectorAll('button.close-modal:not([aria-label])')) {
            button.setAttribute('aria-label', 'Close');
          }
        };
        name();
        new MutationObserver(name).observe(document.body, { childList: true, subtree: true });
      },
    },
    theme: { title: 'Serenamente API', css: [{ filename: 'theme.css', content: docsThemeCss }] },
    uiHooks: {
      // Swagger UI finds its document relative to the page's address, query string included:
      // /api/docs?lang=en would load the page itself as the document. The page has no query of
      // its own, so it is sent to its plain address.
      onRequest: (req, reply, done) => {
        const query = req.url.indexOf('?');
        const path = query === -1 ? req.url : req.url.slice(0, query);
        if (query !== -1 && (path === docsPrefix || path === `${docsPrefix}/`)) {
          void reply.redirect(path);
          return;
        }
        done();
      },
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });

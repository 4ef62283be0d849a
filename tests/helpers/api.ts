import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sameOrigin } from './app';

/**
 * Who a request comes from: nobody (a visitor), a session cookie (`sid=…`, as `registerViaApi`
 * and `loginViaApi` return it), or anything with `headers` (a user from `signIn()` in
 * as-user.ts, or plain headers such as `{ headers: { 'accept-language': 'en' } }`).
 */
export type Caller = string | { headers: Record<string, string> } | undefined;

export interface RequestOptions {
  /** Added to (and overriding) the caller's headers. */
  headers?: Record<string, string>;
  /** The client's address, for the per-IP limits. */
  remoteAddress?: string;
  /**
   * Send the web app's same-origin headers (`sameOrigin`) with a state-changing request; true by
   * default, false to test the refusal.
   */
  sameOrigin?: boolean;
}

type Body = object | string;

export interface Api {
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, body?: Body, options?: RequestOptions): Promise<LightMyRequestResponse>;
}

/**
 * `app.inject()` as a caller: `await api(t.app, user).post('/api/x', { a: 1 })`. Writes (POST,
 * PUT, PATCH, DELETE) carry the same-origin headers of the web app unless told otherwise.
 */
export function api(app: FastifyInstance, caller?: Caller): Api {
  const callerHeaders: Record<string, string> =
    caller === undefined ? {} : typeof caller === 'string' ? { cookie: caller } : caller.headers;

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body: Body | undefined,
    options: RequestOptions = {},
  ) => {
    const write = method !== 'GET' && options.sameOrigin !== false;
    return app.inject({
      method,
      url,
      headers: { ...(write ? sameOrigin : {}), ...callerHeaders, ...options.headers },
      ...(body === undefined ? {} : { payload: body }),
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    });
  };

  return {
    get: (url, options) => send('GET', url, undefined, options),
    post: (url, body, options) => send('POST', url, body, options),
    put: (url, body, options) => send('PUT', url, body, options),
    patch: (url, body, options) => send('PATCH', url, body, options),
    delete: (url, body, options) => send('DELETE', url, body, options),
  };
}

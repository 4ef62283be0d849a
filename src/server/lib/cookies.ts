import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The few cookies the server reads and writes (session, its hint, the language), without a
 * plugin's hooks on every request: a request's cookies are parsed once, when first asked for,
 * and most requests (assets, health probes, visitors) never ask.
 */
const jars = new WeakMap<FastifyRequest, Record<string, string | undefined>>();

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  let jar = jars.get(req);
  if (!jar) {
    const header = req.headers.cookie;
    jar = header ? parseCookie(header) : {};
    jars.set(req, jar);
  }
  return jar[name];
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  /** Seconds; none for a cookie that ends with the browser session. */
  maxAge?: number;
}

/** Sets a cookie on the answer; a second value for the same name replaces the first. */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions & { expires?: Date },
): void {
  const line = stringifySetCookie({ name, value, ...options });
  const current = reply.getHeader('set-cookie');
  const others = (current === undefined ? [] : Array.isArray(current) ? current : [String(current)]).filter(
    (cookie) => !cookie.startsWith(`${name}=`),
  );
  // Fastify adds to a Set-Cookie header already set rather than replacing it: the list is
  // written anew, so each cookie is answered once, with its last value.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', others.length > 0 ? [...others, line] : line);
}

/** Tells the browser to forget a cookie (same name, path and attributes, expired). */
export function clearCookie(reply: FastifyReply, name: string, options: Omit<CookieOptions, 'maxAge'>): void {
  setCookie(reply, name, '', { ...options, maxAge: 0, expires: new Date(0) });
}

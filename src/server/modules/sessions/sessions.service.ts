import { createHash, randomBytes } from 'node:crypto';
import { clearCookie, readCookie, setCookie } from '../../lib/cookies';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { DbOrTx } from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import type { SessionRow } from './sessions.table';
import { deleteSession, findSessionWithUser, insertSession, touchSession } from './sessions.repository';

/** last_seen_at is written at most this often, so a busy session costs one read per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** `__Host-sid` with Secure in production (bound to the exact origin), `sid` elsewhere. */
export function sessionCookieName(config: Pick<Config, 'isProduction'>): string {
  return config.isProduction ? '__Host-sid' : 'sid';
}

export interface SessionSettings {
  idleMs: number;
  absoluteMs: number;
}

export function sessionSettings(config: Pick<Config, 'session'>): SessionSettings {
  return {
    idleMs: config.session.idleTtlHours * 3_600_000,
    absoluteMs: config.session.absoluteTtlDays * 86_400_000,
  };
}

/** A new session: a 32-byte random token for the cookie; only its SHA-256 is stored. */
export async function createSession(
  db: DbOrTx,
  { userId, now, settings }: { userId: string; now: Date; settings: SessionSettings },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + settings.absoluteMs);
  await insertSession(db, { tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export type ResolvedSession = { session: SessionRow; user: UserRow };

/**
 * The live session of a token: null when unknown, idle too long or past its absolute end
 * (an ended session's row is deleted). Refreshes last_seen_at at most once a minute.
 */
export async function resolveSession(
  db: DbOrTx,
  { token, now, settings }: { token: string; now: Date; settings: SessionSettings },
): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const found = await findSessionWithUser(db, tokenHash);
  if (!found) return null;
  const { session } = found;
  const idleEnd = session.lastSeenAt.getTime() + settings.idleMs;
  if (session.expiresAt.getTime() <= now.getTime() || idleEnd <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, tokenHash, now);
    session.lastSeenAt = now;
  }
  return found;
}

/**
 * A readable companion of the session cookie holding only "1": it lets the web app skip
 * GET /api/auth/me (and its 401) when nobody is signed in. It proves nothing: the server only
 * ever trusts the HttpOnly session cookie.
 */
export function sessionHintCookieName(config: Pick<Config, 'isProduction'>): string {
  return config.isProduction ? '__Host-signed_in' : 'signed_in';
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'isProduction' | 'session'>,
  token: string,
): void {
  const options = {
    sameSite: 'lax' as const,
    secure: config.isProduction,
    path: '/',
    maxAge: Math.floor(sessionSettings(config).absoluteMs / 1000),
  };
  setCookie(reply, sessionCookieName(config), token, { ...options, httpOnly: true });
  setCookie(reply, sessionHintCookieName(config), '1', { ...options, httpOnly: false });
}

/** Clears the session cookie and its hint. */
export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'isProduction'>): void {
  const options = { sameSite: 'lax' as const, secure: config.isProduction, path: '/' };
  clearCookie(reply, sessionCookieName(config), { ...options, httpOnly: true });
  clearCookie(reply, sessionHintCookieName(config), { ...options, httpOnly: false });
}

export function sessionToken(req: FastifyRequest, config: Pick<Config, 'isProduction'>): string | null {
  const value = readCookie(req, sessionCookieName(config));
  // A real token is 43 base64url characters; anything else is not worth a query.
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

const resolved = new WeakMap<FastifyRequest, ResolvedSession>();

/** The session and full user row behind `req.user` (accounts module only). */
export function sessionOf(req: FastifyRequest): ResolvedSession | null {
  return resolved.get(req) ?? null;
}

export function rememberSession(req: FastifyRequest, value: ResolvedSession | null): void {
  if (value) resolved.set(req, value);
  else resolved.delete(req);
}

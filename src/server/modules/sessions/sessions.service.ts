import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../users/users.table';
import type { SessionRow } from './sessions.table';
import { createSessionsRepository } from './sessions.repository';

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

export type ResolvedSession = { session: SessionRow; user: UserRow };

/** Sessions: issued at sign-in, resolved on each request, ended at logout or a password change. */
export function createSessionsService({ db }: { db: Db }) {
  const repo = createSessionsRepository(db);
  return {
    /** A new session: a 32-byte random token for the cookie; only its SHA-256 is stored. */
    async create({ userId, now, settings }: { userId: string; now: Date; settings: SessionSettings }) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + settings.absoluteMs);
      await repo.insert({ values: { tokenHash: hashToken(token), userId, createdAt: now, expiresAt } });
      return { token, expiresAt };
    },

    /**
     * The live session of a token: null when unknown, idle too long or past its absolute end
     * (an ended session's row is deleted). Refreshes last_seen_at at most once a minute.
     */
    async resolve({ token, now, settings }: { token: string; now: Date; settings: SessionSettings }): Promise<ResolvedSession | null> {
      const tokenHash = hashToken(token);
      const found = await repo.findWithUser({ tokenHash });
      if (!found) return null;
      const { session } = found;
      const idleEnd = session.lastSeenAt.getTime() + settings.idleMs;
      const ended = session.expiresAt.getTime() <= now.getTime() || idleEnd <= now.getTime();
      // A disabled account has no session (its sessions are also deleted when it is disabled).
      if (ended || found.user.disabledAt) {
        await repo.delete({ tokenHash });
        return null;
      }
      if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await repo.touch({ tokenHash, at: now });
        session.lastSeenAt = now;
      }
      return found;
    },

    /** Ends the session of this token (logout, or a new sign-in from the same browser). */
    async end({ token }: { token: string }): Promise<void> {
      await repo.delete({ tokenHash: hashToken(token) });
    },

    /** Records that this session passed the administrators' second factor. */
    async markSecondFactor({ token, now }: { token: string; now: Date }): Promise<void> {
      await repo.markSecondFactor({ tokenHash: hashToken(token), at: now });
    },

    /** Ends every other session of a person (after a password change); this one stays. */
    async endOthersOf({ userId, keepTokenHash, tx }: { userId: string; keepTokenHash: string; tx?: Tx }): Promise<void> {
      await repo.deleteOthersOfUser({ userId, keep: keepTokenHash, tx });
    },

    /** Ends every session of a person, inside the caller's transaction when given. */
    async endAllOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<void> {
      await repo.deleteOfUser({ userId, tx });
    },

    /** Deletes sessions past their absolute end (housekeeping); returns how many went. */
    purgeExpired: ({ now }: { now: Date }) => repo.deleteExpired({ now }),

    /** The person's sessions for the export: when each began, was last used and ends. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }) {
      const rows = await repo.listOfUser({ userId, tx });
      return rows.map((r) => ({
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
      }));
    },
  };
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
  reply.setCookie(sessionCookieName(config), token, { ...options, httpOnly: true });
  reply.setCookie(sessionHintCookieName(config), '1', { ...options, httpOnly: false });
}

/** Clears the session cookie and its hint. */
export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'isProduction'>): void {
  const options = { sameSite: 'lax' as const, secure: config.isProduction, path: '/' };
  reply.clearCookie(sessionCookieName(config), { ...options, httpOnly: true });
  reply.clearCookie(sessionHintCookieName(config), { ...options, httpOnly: false });
}

export function sessionToken(req: FastifyRequest, config: Pick<Config, 'isProduction'>): string | null {
  const value = req.cookies[sessionCookieName(config)];
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

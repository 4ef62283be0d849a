import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { hashToken } from '../sessions/sessions.service';
import { createUsersService } from '../users/users.service';
import { createDevicesRepository } from './devices.repository';

/** How long a browser stays known after its last sign-in (the cookie's lifetime). */
export const DEVICE_TTL_DAYS = 180;
const DEVICE_TTL_MS = DEVICE_TTL_DAYS * 86_400_000;
/** Devices remembered per person; the least recently used go first. */
const DEVICES_KEPT = 20;

/** Ties a device to the password it was remembered under: any password change ends it. */
const passwordStamp = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url');

/** `__Host-did` with Secure in production (bound to the exact origin), `did` elsewhere. */
export function deviceCookieName(config: Pick<Config, 'isProduction'>): string {
  return config.isProduction ? '__Host-did' : 'did';
}

/** The device token the browser sent, if it has the shape of one. */
export function deviceToken(req: FastifyRequest, config: Pick<Config, 'isProduction'>): string | null {
  const value = req.cookies[deviceCookieName(config)];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * Browsers a person signed in from (the device cookie): a sign-in from one known for the account
 * skips the account-wide and per-IP waits (login-throttle.service.ts).
 */
export function createDevicesService({ db }: { db: Db }) {
  const repo = createDevicesRepository(db);
  const users = createUsersService({ db });
  return {
    /**
     * The id of the device behind `token` when it is known for `user` (null for a name without an
     * account, another person's device, one remembered before the password last changed or an
     * expired one).
     */
    async known({
      token,
      user,
      now,
    }: {
      token: string | null;
      user: { id: string; passwordHash: string } | null;
      now: Date;
    }): Promise<string | null> {
      if (!token) return null;
      return repo.use({
        tokenHash: hashToken(token),
        userId: user?.id ?? null,
        passwordStamp: passwordStamp(user?.passwordHash ?? ''),
        issuedAfter: new Date(now.getTime() - DEVICE_TTL_MS),
        now,
      });
    },

    /**
     * Remembers this browser for `userId` after a sign-in or registration, under a new token (the
     * one it sent before is forgotten, whoever it was for), and sets the HttpOnly cookie. Signing
     * out keeps it: it says which browser this is, not who is signed in.
     */
    async remember({
      reply,
      config,
      userId,
      previousToken,
      now,
    }: {
      reply: FastifyReply;
      config: Pick<Config, 'isProduction'>;
      userId: string;
      previousToken: string | null;
      now: Date;
    }): Promise<void> {
      const user = await users.findById({ id: userId });
      if (!user) return;
      const token = randomBytes(32).toString('base64url');
      if (previousToken) await repo.delete({ tokenHash: hashToken(previousToken) });
      await repo.insert({ values: { userId, tokenHash: hashToken(token), passwordStamp: passwordStamp(user.passwordHash), now } });
      await repo.prune({ userId, keep: DEVICES_KEPT });
      setDeviceCookie({ reply, config, token });
    },

    /** Deletes devices whose cookie has expired (housekeeping); returns how many went. */
    purgeExpired: ({ now }: { now: Date }) => repo.deleteIssuedBefore({ before: new Date(now.getTime() - DEVICE_TTL_MS) }),

    /** The person's remembered browsers for the export: when each was first and last used. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }) {
      const rows = await repo.listOfUser({ userId, tx });
      return rows.map((d) => ({ createdAt: d.createdAt.toISOString(), lastUsedAt: d.lastUsedAt.toISOString() }));
    },
  };
}

/** The HttpOnly device cookie, for DEVICE_TTL_DAYS. */
export function setDeviceCookie({
  reply,
  config,
  token,
}: {
  reply: FastifyReply;
  config: Pick<Config, 'isProduction'>;
  token: string;
}): void {
  reply.setCookie(deviceCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    maxAge: DEVICE_TTL_MS / 1000,
  });
}

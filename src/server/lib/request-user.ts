import type { FastifyRequest } from 'fastify';
import type { Entitlements } from '@shared/schemas/entitlements';
import { AppError } from './app-error';

/**
 * The signed-in person of a request, as the accounts module's session plugin resolves it from
 * the session cookie (null when signed out). Other modules read `req.user` and never look at
 * cookies, tokens or plans themselves.
 */
export interface RequestUser {
  id: string;
  username: string;
  isAdmin: boolean;
  /** IANA time zone of the person's calendar day (daily limits, streaks); default Europe/Rome. */
  timeZone: string;
  entitlements: Entitlements;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

/** The signed-in user, or a 401 `auth.unauthenticated`. */
export function requireUser(req: FastifyRequest): RequestUser {
  if (!req.user) throw new AppError('auth.unauthenticated');
  return req.user;
}

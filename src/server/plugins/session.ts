import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { privateAnswer } from '../lib/cache-policy';
import { toRequestUser } from '../modules/plans/plans.service';
import {
  clearSessionCookie,
  createSessionsService,
  rememberSession,
  sessionSettings,
  sessionToken,
} from '../modules/sessions/sessions.service';
import { createUsersService } from '../modules/users/users.service';
import { sendError } from './error-handler';

export interface SessionPluginOptions {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
}

/**
 * Resolves the session cookie into `req.user` (see lib/request-user.ts) for the API routes of
 * the scope it is registered in (app.ts: every API module, not the health probe or the pages):
 * one indexed query per request that carries a cookie, nothing for those that do not. An
 * unknown or ended session clears the cookie. The entitlements are computed here, once, with
 * the injected clock, so every module reads the same answer. Answers to a request with a session
 * are private (never stored) unless their route says they are the same for everyone. A
 * signed-in request whose account is deleted while it runs is answered as one without a session.
 */
async function session(app: FastifyInstance, { db, config, clock }: SessionPluginOptions) {
  const settings = sessionSettings(config);
  const sessions = createSessionsService({ db });
  const users = createUsersService({ db });
  // Callback style: most requests carry no session and should not pay for a promise.
  app.addHook('onRequest', (req, reply, done) => {
    const token = sessionToken(req, config);
    if (!token) return done();
    // What a signed-in request is answered is that person's (moods, reflections, chats) unless
    // the route says its content is the same for everyone (lib/cache-policy.ts).
    privateAnswer(reply);
    const now = clock();
    sessions.resolve({ token, now, settings }).then((found) => {
      rememberSession(req, found);
      if (!found) clearSessionCookie(reply, config);
      else req.user = toRequestUser(found.user, now);
      done();
    }, done);
  });

  // The account of a signed-in request can be deleted while the request runs (by the person, in
  // another tab): its rows cascade away, and a write then fails on the foreign key to `users`, or
  // finds gone the row it has just written. Whatever failed, if the account is gone the session
  // went with it: the answer is the one a request without a session gets, 401
  // `auth.no_valid_session` with the cookies cleared. Any other error goes on to the app's handler.
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    const user = req.user;
    if (!user || !unexpected(err)) throw err;
    let gone: boolean;
    try {
      gone = !(await users.exists({ id: user.id }));
    } catch {
      throw err;
    }
    if (!gone) throw err;
    req.log.info({ code: databaseCode(err) }, 'account deleted during the request');
    clearSessionCookie(reply, config);
    return sendError(req, reply, 'auth.no_valid_session');
  });
}

/** An error that may come from the account vanishing: a 500, or a 404 of the person's own rows. */
function unexpected(err: FastifyError): boolean {
  if (err.validation) return false;
  // A row written a moment ago and already gone with its account reads as "not found".
  if (err instanceof AppError) return err.statusCode === 404;
  return !err.statusCode || err.statusCode >= 500;
}

/** The SQLSTATE under Drizzle's wrapper (23503 for a foreign key), for the log line. */
function databaseCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const sessionPlugin = fp(session, { name: 'session' });

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { privateAnswer } from '../lib/cache-policy';
import {
  clearSessionCookie,
  rememberSession,
  resolveSession,
  sessionSettings,
  sessionToken,
} from '../modules/sessions/sessions.service';
import { toRequestUser } from '../modules/users/users.service';

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
 * are private (never stored) unless their route says they are the same for everyone.
 */
async function session(app: FastifyInstance, { db, config, clock }: SessionPluginOptions) {
  const settings = sessionSettings(config);
  // Callback style: most requests carry no session and should not pay for a promise.
  app.addHook('onRequest', (req, reply, done) => {
    const token = sessionToken(req, config);
    if (!token) return done();
    // What a signed-in request is answered is that person's (moods, reflections, chats) unless
    // the route says its content is the same for everyone (lib/cache-policy.ts).
    privateAnswer(reply);
    const now = clock();
    resolveSession(db, { token, now, settings }).then((found) => {
      rememberSession(req, found);
      if (!found) clearSessionCookie(reply, config);
      else req.user = toRequestUser(found.user, now);
      done();
    }, done);
  });
}

export const sessionPlugin = fp(session, { name: 'session' });

import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '@shared/plans';
import {
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  successSchema,
  userIdParamsSchema,
} from '@shared/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import type { RoutesApp } from '../../lib/module-deps';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { toPublicUser } from '../plans/plans.service';
import {
  clearSessionCookie,
  createSessionsService,
  sessionOf,
  sessionSettings,
  sessionToken,
  setSessionCookie,
} from '../sessions/sessions.service';
import { createUsersService } from '../users/users.service';
import { createAuthService } from './auth.service';
import { createDevicesService, deviceToken, setDeviceCookie } from './devices.service';
import { createRecoveryService } from './recovery.service';

const noStore = { 'cache-control': 'no-store' };
type App = RoutesApp;

export interface AuthRoutesDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  mailer: Mailer;
}

/** SPEC §7's auth calls, plus password recovery. State-changing calls are CSRF-checked globally. */
export function authRoutes(deps: AuthRoutesDeps) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const browser = browserSessions(deps);
    registrationRoutes(app, deps, browser);
    sessionRoutes(app, deps, browser);
    recoveryRoutes(app, deps);
  };
  return plugin;
}

/** How a browser is signed in and out: the session and device cookies, and their rows. */
function browserSessions({ db, config, clock }: AuthRoutesDeps) {
  const settings = sessionSettings(config);
  const sessions = createSessionsService({ db });
  const devices = createDevicesService({ db });
  const endPrevious = async (req: FastifyRequest) => {
    const previous = sessionToken(req, config);
    if (previous) await sessions.end({ token: previous });
  };
  return {
    sessions,
    /** A fresh session for `userId`; the request's previous session, if any, ends (rotation). */
    async signIn(req: FastifyRequest, reply: FastifyReply, userId: string) {
      await endPrevious(req);
      const { token } = await sessions.create({ userId, now: clock(), settings });
      setSessionCookie(reply, config, token);
      // This browser becomes known for the account: its sign-ins skip the account-wide waits.
      await devices.remember({ reply, config, userId, previousToken: deviceToken(req, config), now: clock() });
      reply.headers(noStore);
    },
    /**
     * For a registration that created nothing (the email has an account): the same cookies as
     * `signIn`, the previous session ended the same way, but a random token that matches no
     * session, so the next GET /api/auth/me answers 401 as for a session that has ended.
     */
    async signInNowhere(req: FastifyRequest, reply: FastifyReply) {
      await endPrevious(req);
      setSessionCookie(reply, config, randomBytes(32).toString('base64url'));
      setDeviceCookie({ reply, config, token: randomBytes(32).toString('base64url') });
      reply.headers(noStore);
    },
  };
}
type BrowserSessions = ReturnType<typeof browserSessions>;

function registrationRoutes(app: App, deps: AuthRoutesDeps, browser: BrowserSessions) {
  const auth = createAuthService({ ...deps, log: app.log });
  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Create an account (7-day trial; a launch code while places remain) and sign in. An email that has an account gets the same answer, creates nothing and its owner is mailed',
        body: registerSchema,
        response: { 200: registerResponseSchema },
      },
    },
    async (req, reply) => {
      const { created, user, launch } = await auth.register({ input: req.body, ip: req.ip, lang: requestLang(req) });
      if (created) await browser.signIn(req, reply, user.id);
      else await browser.signInNowhere(req, reply);
      return {
        success: true as const,
        user: toPublicUser(user, deps.clock()),
        promoCode: launch?.code ?? null,
        participantNumber: launch?.participantNumber ?? null,
      };
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], summary: 'Sign in with username or email', body: loginSchema, response: { 200: sessionResponseSchema } } },
    async (req, reply) => {
      const input = { input: req.body, ip: req.ip, lang: requestLang(req), deviceToken: deviceToken(req, deps.config) };
      const user = await auth.login(input);
      await browser.signIn(req, reply, user.id);
      return { success: true as const, user: toPublicUser(user, deps.clock()) };
    },
  );
}

function sessionRoutes(app: App, { db, config, clock }: AuthRoutesDeps, browser: BrowserSessions) {
  const users = createUsersService({ db });
  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in person (restores a session on load)', response: { 200: sessionResponseSchema } } },
    async (req, reply) => {
      const session = sessionOf(req);
      if (!req.user || !session) {
        // A stale hint cookie would make the web app ask again on every load.
        clearSessionCookie(reply, config);
        throw new AppError('auth.no_valid_session');
      }
      reply.headers(noStore);
      return { success: true as const, user: toPublicUser(session.user, clock()) };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out: the session ends and its cookie is cleared', response: { 200: successSchema } } },
    async (req, reply) => {
      const token = sessionToken(req, config);
      if (token) await browser.sessions.end({ token });
      clearSessionCookie(reply, config);
      reply.headers(noStore);
      return { success: true as const };
    },
  );

  app.get(
    '/auth/user/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'A user, for that user or an administrator only',
        params: userIdParamsSchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (req, reply) => {
      const me = requireUser(req);
      // Anyone else learns nothing: the same 403 whether the id exists or not.
      if (req.params.id !== me.id && !me.isAdmin) throw new AppError('auth.forbidden');
      const row = req.params.id === me.id ? (sessionOf(req)?.user ?? null) : await users.findById({ id: req.params.id });
      if (!row) throw new AppError('auth.user_not_found');
      reply.headers(noStore);
      return { success: true as const, user: toPublicUser(row, clock()) };
    },
  );
}

function recoveryRoutes(app: App, deps: AuthRoutesDeps) {
  const recovery = createRecoveryService({ ...deps, log: app.log });
  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a security code to choose a new password (the same answer for every address; the code is never in it)',
        body: forgotPasswordSchema,
        response: { 200: forgotPasswordResponseSchema },
      },
    },
    async (req, reply) => {
      await recovery.forgotPassword({ email: req.body.email, ip: req.ip });
      reply.headers(noStore);
      return { success: true as const, validMinutes: limits.resetCodeTtlMs / 60_000 };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the security code; every session of the person ends',
        body: resetPasswordSchema,
        response: { 200: successSchema },
      },
    },
    async (req, reply) => {
      await recovery.resetPassword({ email: req.body.email, code: req.body.code, password: req.body.password, ip: req.ip });
      // The device that reset the password is signed out too, like every other.
      clearSessionCookie(reply, deps.config);
      return { success: true as const };
    },
  );
}

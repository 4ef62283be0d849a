import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '../../../shared/plans';
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
} from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { requestLang } from '../../lib/request-lang';
import { requireUser } from '../../lib/request-user';
import { deleteSession } from '../sessions/sessions.repository';
import {
  clearSessionCookie,
  createSession,
  hashToken,
  sessionOf,
  sessionSettings,
  sessionToken,
  setSessionCookie,
} from '../sessions/sessions.service';
import { findUserById } from '../users/users.repository';
import { toPublicUser } from '../users/users.service';
import { createAuthService } from './auth.service';

const noStore = { 'cache-control': 'no-store' };

/** SPEC §7's auth calls, plus password recovery. State-changing calls are CSRF-checked globally. */
export function authRoutes({ db, config, clock, mailer }: { db: Db; config: Readonly<Config>; clock: () => Date; mailer: Mailer }) {
  const settings = sessionSettings(config);
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const auth = createAuthService({ db, config, clock, mailer, log: app.log });

    /** A fresh session for `userId`; the request's previous session, if any, ends (rotation). */
    const signIn = async (req: FastifyRequest, reply: FastifyReply, userId: string) => {
      const previous = sessionToken(req, config);
      if (previous) await deleteSession(db, hashToken(previous));
      const { token } = await createSession(db, { userId, now: clock(), settings });
      setSessionCookie(reply, config, token);
      reply.headers(noStore);
    };

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account (7-day trial; a launch code while places remain) and sign in',
          body: registerSchema,
          response: { 200: registerResponseSchema },
        },
      },
      async (req, reply) => {
        const { user, launch } = await auth.register({ input: req.body, ip: req.ip, lang: requestLang(req) });
        await signIn(req, reply, user.id);
        return {
          success: true as const,
          user: toPublicUser(user, clock()),
          promoCode: launch?.code ?? null,
          participantNumber: launch?.participantNumber ?? null,
        };
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with username or email',
          body: loginSchema,
          response: { 200: sessionResponseSchema },
        },
      },
      async (req, reply) => {
        const user = await auth.login({ input: req.body, ip: req.ip, lang: requestLang(req) });
        await signIn(req, reply, user.id);
        return { success: true as const, user: toPublicUser(user, clock()) };
      },
    );

    app.get(
      '/auth/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in person (restores a session on load)',
          response: { 200: sessionResponseSchema },
        },
      },
      async (req, reply) => {
        const session = sessionOf(req);
        if (!req.user || !session) {
          // A stale hint cookie would make the web app ask again on every load.
          clearSessionCookie(reply, config);
          throw new AppError('auth.no_valid_session', 401);
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
        if (token) await deleteSession(db, hashToken(token));
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
        if (req.params.id !== me.id && !me.isAdmin) throw new AppError('auth.forbidden', 403);
        const row = req.params.id === me.id ? (sessionOf(req)?.user ?? null) : await findUserById(db, req.params.id);
        if (!row) throw new AppError('auth.user_not_found', 404);
        reply.headers(noStore);
        return { success: true as const, user: toPublicUser(row, clock()) };
      },
    );

    app.post(
      '/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a security code to choose a new password (same answer whether the email exists or not)',
          body: forgotPasswordSchema,
          response: { 200: forgotPasswordResponseSchema },
        },
      },
      async (req, reply) => {
        const { demoCode } = await auth.forgotPassword({ email: req.body.email, ip: req.ip });
        reply.headers(noStore);
        return {
          success: true as const,
          delivery: demoCode ? ('demo' as const) : ('email' as const),
          ...(demoCode ? { demoCode } : {}),
          validMinutes: limits.resetCodeTtlMs / 60_000,
        };
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
        await auth.resetPassword({ email: req.body.email, code: req.body.code, password: req.body.password, ip: req.ip });
        // The device that reset the password is signed out too, like every other.
        clearSessionCookie(reply, config);
        return { success: true as const };
      },
    );
  };
  return plugin;
}

import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isLang, type Lang } from '../../../shared/i18n';
import { limits } from '../../../shared/plans';
import { isValidTimeZone, type LoginRequest, type RegisterRequest } from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailMessage, Mailer } from '../../lib/mail';
import { passwordChangedMail, passwordResetCodeMail, registrationAttemptMail } from '../../lib/mail/templates';
import { hashSecret, verifyDummy, verifySecret } from '../../lib/password';
import { assignLaunchCode } from '../launch/launch.service';
import type { LaunchCodeRow } from '../launch/launch.table';
import { deleteUserSessions } from '../sessions/sessions.repository';
import {
  findUserByEmail,
  findUserByLogin,
  insertUser,
  updateUser,
  uniqueViolation,
  usernameTaken,
} from '../users/users.repository';
import type { UserRow } from '../users/users.table';
import { closeOpenResets, consumeReset, insertReset, latestOpenReset, takeResetAttempt } from './recovery.repository';
import { createThrottle, minutesUntil } from './throttle.service';

const DAY_MS = 86_400_000;
/** The terms' "last updated" date (SPEC §1), recorded with each acceptance. */
export const TERMS_VERSION = '2025-03-25';
const RESET_CODE_DIGITS = 6;

const langOf = (value: string): Lang => (isLang(value) ? value : 'it');
const timeZoneOr = (tz: string | undefined, fallback: string) => (tz && isValidTimeZone(tz) ? tz : fallback);

export interface AuthServiceDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Registration, sign-in and password recovery: the rules. Sessions and cookies are the routes'
 * business. Answers never tell whether an account exists (same status, same body, a dummy
 * Argon2 verification for unknown accounts), and every throttle is counted in the database.
 */
export function createAuthService({ db, config, clock, mailer, log }: AuthServiceDeps) {
  const throttle = createThrottle({ db, clock });
  const loginLockMs = config.loginThrottle.lockoutMinutes * 60_000;
  const registerWindowMs = config.registerThrottle.windowMinutes * 60_000;
  const recoveryWindowMs = config.recoveryThrottle.windowMinutes * 60_000;
  const demoDelivery = mailer.kind === 'outbox' && !config.isProduction;

  /** Mail leaves after the answer: its success or delay never shows in the answer or its timing. */
  const deliver = (message: MailMessage) => {
    void mailer.send(message).catch((err: unknown) => {
      // Kind and error code only: a transport's message may quote the address.
      const code = (err as { code?: unknown } | null)?.code;
      log.error({ kind: message.kind, code: typeof code === 'string' ? code : 'unknown' }, 'mail not sent');
    });
  };

  const throttled = (code: 'auth.registration_throttled' | 'auth.recovery_throttled', retryAt: Date) =>
    new AppError(code, 429, undefined, { minutes: minutesUntil(retryAt, clock()) });

  return {
    async register({ input, ip, lang }: { input: RegisterRequest; ip: string; lang: Lang }) {
      const gate = await throttle.hit(`register:ip:${ip}`, { max: config.registerThrottle.maxPerIp, windowMs: registerWindowMs });
      if (!gate.allowed) throw throttled('auth.registration_throttled', gate.retryAt);

      if (await usernameTaken(db, input.username)) throw new AppError('auth.username_exists', 409);
      const owner = await findUserByEmail(db, input.email);
      if (owner) {
        deliver(registrationAttemptMail({ to: owner.email, lang: langOf(owner.language), publicUrl: config.publicUrl }));
        throw new AppError('auth.registration_failed', 400);
      }

      const passwordHash = await hashSecret(input.password);
      const now = clock();
      try {
        return await db.transaction(async (tx) => {
          const user = await insertUser(tx, {
            username: input.username,
            email: input.email,
            fullName: input.fullName,
            passwordHash,
            language: lang,
            timeZone: timeZoneOr(input.timeZone, limits.defaultTimeZone),
            termsAcceptedAt: now,
            termsVersion: TERMS_VERSION,
            ageConfirmedAt: now,
            healthDataConsentAt: now,
            trialStartedAt: now,
            trialEndsAt: new Date(now.getTime() + limits.trialDays * DAY_MS),
            lastLoginAt: now,
            createdAt: now,
          });
          const launch: LaunchCodeRow | null = input.skipLaunchCode ? null : await assignLaunchCode(tx, { userId: user.id, now });
          return { user, launch };
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'users_username_lower_idx') throw new AppError('auth.username_exists', 409);
        if (constraint === 'users_email_lower_idx') throw new AppError('auth.registration_failed', 400);
        throw err;
      }
    },

    async login({ input, ip, lang }: { input: LoginRequest; ip: string; lang: Lang }): Promise<UserRow> {
      const user = await findUserByLogin(db, input.username);
      // Unknown accounts are throttled by what was typed, known ones by id: the same from outside.
      const accountKey = `login:account:${user ? user.id : input.username.toLowerCase()}`;
      const ipKey = `login:ip:${ip}`;
      const lockedUntil = await throttle.lockedUntil([accountKey, ipKey]);
      if (lockedUntil) {
        throw new AppError('auth.too_many_attempts', 429, undefined, { minutes: minutesUntil(lockedUntil, clock()) });
      }

      const ok = user ? await verifySecret(user.passwordHash, input.password) : await verifyDummy(input.password);
      if (!user || !ok) {
        const lock = { windowMs: loginLockMs, lockMs: loginLockMs };
        await throttle.fail(accountKey, { ...lock, max: config.loginThrottle.maxFailuresPerAccount });
        await throttle.fail(ipKey, { ...lock, max: config.loginThrottle.maxFailuresPerIp });
        throw new AppError('auth.invalid_credentials', 401);
      }

      await throttle.reset(accountKey);
      const updated = await updateUser(db, user.id, {
        lastLoginAt: clock(),
        language: lang,
        timeZone: timeZoneOr(input.timeZone, user.timeZone),
      });
      return updated ?? user;
    },

    /**
     * Issues a recovery code when the address has an account. The answer is the same either way;
     * in demo delivery it carries a code in both cases (for an unknown address it never works).
     */
    async forgotPassword({ email, ip }: { email: string; ip: string }): Promise<{ demoCode?: string }> {
      const max = config.recoveryThrottle;
      const byIp = await throttle.hit(`recover:ip:${ip}`, { max: max.maxPerIp, windowMs: recoveryWindowMs });
      const byEmail = await throttle.hit(`recover:email:${email}`, { max: max.maxPerEmail, windowMs: recoveryWindowMs });
      if (!byIp.allowed || !byEmail.allowed) {
        const retryAt = [byIp, byEmail].filter((g) => !g.allowed).map((g) => g.retryAt).sort((a, b) => b.getTime() - a.getTime())[0]!;
        throw throttled('auth.recovery_throttled', retryAt);
      }

      const code = String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
      const codeHash = await hashSecret(code);
      const user = await findUserByEmail(db, email);
      const now = clock();
      if (user) {
        const open = await latestOpenReset(db, { userId: user.id, now });
        // After too many wrong attempts the account's recovery waits until that code expires.
        const locked = open && open.attempts >= limits.resetCodeMaxAttempts;
        if (!locked) {
          await db.transaction(async (tx) => {
            await closeOpenResets(tx, { userId: user.id, now });
            await insertReset(tx, { userId: user.id, codeHash, createdAt: now, expiresAt: new Date(now.getTime() + limits.resetCodeTtlMs) });
          });
          deliver(passwordResetCodeMail({ to: user.email, lang: langOf(user.language), code, minutes: limits.resetCodeTtlMs / 60_000 }));
        }
      }
      return demoDelivery ? { demoCode: code } : {};
    },

    /** Code + new password: single use, 10 minutes, 5 attempts. Ends every session of the person. */
    async resetPassword({ email, code, password, ip }: { email: string; code: string; password: string; ip: string }) {
      const gate = await throttle.hit(`recover:ip:${ip}`, { max: config.recoveryThrottle.maxPerIp, windowMs: recoveryWindowMs });
      if (!gate.allowed) throw throttled('auth.recovery_throttled', gate.retryAt);

      const invalid = () => new AppError('auth.reset_code_invalid', 400);
      const now = clock();
      const user = await findUserByEmail(db, email);
      const open = user ? await latestOpenReset(db, { userId: user.id, now }) : null;
      if (!user || !open) {
        await verifyDummy(code);
        throw invalid();
      }
      const tooMany = () =>
        new AppError('auth.reset_too_many_attempts', 429, undefined, { minutes: minutesUntil(open.expiresAt, clock()) });
      const attempts = await takeResetAttempt(db, { id: open.id, max: limits.resetCodeMaxAttempts });
      if (attempts === null) throw tooMany();
      if (!(await verifySecret(open.codeHash, code))) {
        throw attempts >= limits.resetCodeMaxAttempts ? tooMany() : invalid();
      }

      const passwordHash = await hashSecret(password);
      const done = await db.transaction(async (tx) => {
        if (!(await consumeReset(tx, { id: open.id, now }))) return false;
        await updateUser(tx, user.id, { passwordHash });
        await deleteUserSessions(tx, user.id);
        return true;
      });
      if (!done) throw invalid();
      await throttle.reset(`login:account:${user.id}`);
      deliver(passwordChangedMail({ to: user.email, lang: langOf(user.language), publicUrl: config.publicUrl }));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

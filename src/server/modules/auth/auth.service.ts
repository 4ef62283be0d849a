import { randomInt, randomUUID } from 'node:crypto';
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
import { isAdminAddress } from '../users/admin-bootstrap';
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
import { knownDevice } from './devices.service';
import { createLoginThrottle, loginAccount, throttleAddress } from './login-throttle';
import { createThrottle, minutesUntil } from './throttle.service';

const DAY_MS = 86_400_000;
/** The terms' "last updated" date (SPEC §1), recorded with each acceptance. */
export const TERMS_VERSION = '2025-03-25';
const RESET_CODE_DIGITS = 6;

const langOf = (value: string): Lang => (isLang(value) ? value : 'it');
const timeZoneOr = (tz: string | undefined, fallback: string) => (tz && isValidTimeZone(tz) ? tz : fallback);

/**
 * What a registration answers with: the account it created, or (`created: false`, the address
 * already has an account) the user it would have been, never stored, so the answer looks the same.
 */
export type Registration =
  | { created: true; user: UserRow; launch: LaunchCodeRow | null }
  | { created: false; user: UserRow; launch: null };

type NewUser = Pick<
  UserRow,
  | 'username'
  | 'email'
  | 'fullName'
  | 'passwordHash'
  | 'language'
  | 'timeZone'
  | 'termsAcceptedAt'
  | 'termsVersion'
  | 'ageConfirmedAt'
  | 'healthDataConsentAt'
  | 'trialStartedAt'
  | 'trialEndsAt'
  | 'lastLoginAt'
  | 'createdAt'
>;

/** The row `values` would have become, with the table's defaults; it is only ever answered. */
function wouldBeUser(values: NewUser): UserRow {
  return {
    ...values,
    id: randomUUID(),
    isAdmin: false,
    isPremium: false,
    subscriptionPlan: null,
    subscriptionStatus: 'inactive',
    subscriptionStart: null,
    subscriptionEnd: null,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    launchTrialEndsAt: null,
    firstName: null,
    lastName: null,
    phone: null,
    dateOfBirth: null,
    city: null,
    biography: null,
    wellnessGoals: [],
    interests: [],
    updatedAt: values.createdAt,
  };
}

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
  const loginThrottle = createLoginThrottle({ db, config, clock });
  const registerWindowMs = config.registerThrottle.windowMinutes * 60_000;
  const recoveryWindowMs = config.recoveryThrottle.windowMinutes * 60_000;

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

  /**
   * Wrong reset attempts per address, counted alike for every address (with an account or not,
   * an administrator's too): a code's own attempts only decide whether it may still be tried,
   * while what a wrong attempt answers (400, or 429 with the minutes) is this counter's, so an
   * address with an account looks like any other. Issuing a code clears the counter, so its
   * window starts no sooner than that code and ends no sooner than the code expires.
   */
  const wrongAttemptsKey = (email: string) => `reset:email:${email}`;
  const countWrongAttempt = (email: string) =>
    throttle.hit(wrongAttemptsKey(email), { max: limits.resetCodeMaxAttempts - 1, windowMs: limits.resetCodeTtlMs });
  /** False while wrong attempts keep the address locked; otherwise true, with the counter cleared. */
  const clearWrongAttempts = async (email: string) => {
    // `hit` is how the counter is read: one more hit on a locked key leaves its window (and the
    // minutes it answers) as they were; on an open key the count is cleared right after.
    const probe = await throttle.hit(wrongAttemptsKey(email), { max: limits.resetCodeMaxAttempts, windowMs: limits.resetCodeTtlMs });
    if (!probe.allowed) return false;
    await throttle.reset(wrongAttemptsKey(email));
    return true;
  };

  return {
    /**
     * A new account with its trial (and a launch code while places remain). A username that exists
     * answers 409: usernames are public handles. An email that has an account answers like a new
     * one, with a user that is never stored, no launch place, and a mail to its owner; the password
     * is hashed all the same, so the time taken matches too. Administrators' addresses
     * (`@admin.invalid`) are treated as taken.
     */
    async register({ input, ip, lang }: { input: RegisterRequest; ip: string; lang: Lang }): Promise<Registration> {
      const gate = await throttle.hit(`register:ip:${throttleAddress(ip)}`, { max: config.registerThrottle.maxPerIp, windowMs: registerWindowMs });
      if (!gate.allowed) throw throttled('auth.registration_throttled', gate.retryAt);

      if (await usernameTaken(db, input.username)) throw new AppError('auth.username_exists', 409);
      const owner = await findUserByEmail(db, input.email);
      const passwordHash = await hashSecret(input.password);
      const now = clock();
      const values: NewUser = {
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
      };
      const notCreated = (existing: UserRow | null): Registration => {
        if (existing) deliver(registrationAttemptMail({ to: existing.email, lang: langOf(existing.language), publicUrl: config.publicUrl }));
        return { created: false, user: wouldBeUser(values), launch: null };
      };
      if (owner || isAdminAddress(input.email)) return notCreated(owner);

      try {
        return await db.transaction(async (tx) => {
          const user = await insertUser(tx, values);
          const launch: LaunchCodeRow | null = input.skipLaunchCode ? null : await assignLaunchCode(tx, { userId: user.id, now });
          return { created: true as const, user, launch };
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'users_username_lower_idx') throw new AppError('auth.username_exists', 409);
        // Registered by someone else a moment ago: the same answer as for an address found above.
        if (constraint === 'users_email_lower_idx') return notCreated(await findUserByEmail(db, input.email));
        throw err;
      }
    },

    /**
     * `deviceToken`: the browser's device cookie. From a browser known for this account the
     * attempt skips the account-wide and per-IP waits (auth/login-throttle.ts).
     */
    async login({
      input,
      ip,
      lang,
      deviceToken,
    }: {
      input: LoginRequest;
      ip: string;
      lang: Lang;
      deviceToken: string | null;
    }): Promise<UserRow> {
      const user = await findUserByLogin(db, input.username);
      const userId = user?.id ?? null;
      const deviceId = await knownDevice(db, { token: deviceToken, user, now: clock() });
      // Unknown accounts are counted by what was typed, known ones by id: the same from outside.
      const gate = await loginThrottle.begin({ account: loginAccount({ userId, typed: input.username }), ip, deviceId });
      // A waiting key is answered before any password is checked, even the right one.
      if (!gate.allowed) {
        throw new AppError('auth.too_many_attempts', 429, undefined, { minutes: minutesUntil(gate.retryAt, clock()) });
      }

      const ok = user ? await verifySecret(user.passwordHash, input.password) : await verifyDummy(input.password);
      // The failure is already counted: `begin` counts every attempt before the check.
      if (!user || !ok) throw new AppError('auth.invalid_credentials', 401);

      await loginThrottle.succeeded(gate.attempt);
      const updated = await updateUser(db, user.id, {
        lastLoginAt: clock(),
        language: lang,
        timeZone: timeZoneOr(input.timeZone, user.timeZone),
      });
      return updated ?? user;
    },

    /**
     * Mails a recovery code when the address has an account that is not an administrator's (an
     * administrator's password is ADMIN_PASSWORD, set again at start). The answer is the same for
     * every address and never carries the code: it leaves by mail only.
     */
    async forgotPassword({ email, ip }: { email: string; ip: string }): Promise<void> {
      const max = config.recoveryThrottle;
      const byIp = await throttle.hit(`recover:ip:${throttleAddress(ip)}`, { max: max.maxPerIp, windowMs: recoveryWindowMs });
      const byEmail = await throttle.hit(`recover:email:${email}`, { max: max.maxPerEmail, windowMs: recoveryWindowMs });
      if (!byIp.allowed || !byEmail.allowed) {
        const retryAt = [byIp, byEmail].filter((g) => !g.allowed).map((g) => g.retryAt).sort((a, b) => b.getTime() - a.getTime())[0]!;
        throw throttled('auth.recovery_throttled', retryAt);
      }

      const code = String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
      const codeHash = await hashSecret(code);
      const user = await findUserByEmail(db, email);
      const now = clock();
      // After too many wrong attempts, nothing new is issued until the lock ends (for every address).
      if (!(await clearWrongAttempts(email))) return;
      if (!user || user.isAdmin) return;
      await db.transaction(async (tx) => {
        await closeOpenResets(tx, { userId: user.id, now });
        await insertReset(tx, { userId: user.id, codeHash, createdAt: now, expiresAt: new Date(now.getTime() + limits.resetCodeTtlMs) });
      });
      deliver(passwordResetCodeMail({ to: user.email, lang: langOf(user.language), code, minutes: limits.resetCodeTtlMs / 60_000 }));
    },

    /**
     * Code + new password: single use, 10 minutes, 5 attempts. Ends every session of the person.
     * An administrator's address never has a code, so it answers like any address without one;
     * every wrong attempt, on any address, costs one Argon2 verification and answers from the
     * same counter (`countWrongAttempt`).
     */
    async resetPassword({ email, code, password, ip }: { email: string; code: string; password: string; ip: string }) {
      const gate = await throttle.hit(`recover:ip:${throttleAddress(ip)}`, { max: config.recoveryThrottle.maxPerIp, windowMs: recoveryWindowMs });
      if (!gate.allowed) throw throttled('auth.recovery_throttled', gate.retryAt);

      const invalid = () => new AppError('auth.reset_code_invalid', 400);
      const now = clock();
      const user = await findUserByEmail(db, email);
      const open = user && !user.isAdmin ? await latestOpenReset(db, { userId: user.id, now }) : null;
      if (user && open) {
        const attempts = await takeResetAttempt(db, { id: open.id, max: limits.resetCodeMaxAttempts });
        if (attempts !== null && (await verifySecret(open.codeHash, code))) {
          const passwordHash = await hashSecret(password);
          const done = await db.transaction(async (tx) => {
            if (!(await consumeReset(tx, { id: open.id, now }))) return false;
            await updateUser(tx, user.id, { passwordHash });
            await deleteUserSessions(tx, user.id);
            return true;
          });
          if (!done) throw invalid();
          // The owner proved who they are: their own waits (a shared IP's pair included) end too.
          await loginThrottle.forgetAccount(user.id);
          await throttle.reset(wrongAttemptsKey(email));
          deliver(passwordChangedMail({ to: user.email, lang: langOf(user.language), publicUrl: config.publicUrl }));
          return;
        }
        // A code with no attempts left is not checked, but one verification's time is spent all the same.
        if (attempts === null) await verifyDummy(code);
      } else {
        await verifyDummy(code);
      }
      const wrong = await countWrongAttempt(email);
      if (!wrong.allowed) {
        throw new AppError('auth.reset_too_many_attempts', 429, undefined, { minutes: minutesUntil(wrong.retryAt, clock()) });
      }
      throw invalid();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

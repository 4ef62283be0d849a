import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isLang, type Lang } from '@shared/i18n';
import { limits } from '@shared/plans';
import { isValidTimeZone, type LoginRequest, type RegisterRequest } from '@shared/schemas/auth';
import type { Config } from '../../config';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { sendLater } from '../../lib/mail/send-later';
import { registrationAttemptMail } from '../../lib/mail/templates';
import { hashSecret, verifyDummy, verifySecret } from '../../lib/password';
import { createLaunchService, type LaunchCodeRow } from '../launch/launch.service';
import { createUsersService } from '../users/users.service';
import type { UserRow } from '../users/users.table';
import { isAdminAddress } from './admin.service';
import { createDevicesService } from './devices.service';
import { createLoginThrottle, loginAccount, throttleAddress } from './login-throttle.service';
import { createRecoveryRepository } from './recovery.repository';
import { createThrottle, minutesUntil } from './throttle.service';

const DAY_MS = 86_400_000;
/** The terms' "last updated" date (SPEC §1), recorded with each acceptance. */
export const TERMS_VERSION = '2025-03-25';

export const langOf = (value: string): Lang => (isLang(value) ? value : 'it');
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
    role: 'member',
    isAdmin: false,
    disabledAt: null,
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

/** The row a registration stores, with its consents, trial and language as of `now`. */
function newUserOf({ input, passwordHash, lang, now }: { input: RegisterRequest; passwordHash: string; lang: Lang; now: Date }): NewUser {
  return {
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
}

export interface AuthServiceDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * Registration and sign-in: the rules. Sessions and cookies are the routes' business. Answers
 * never tell whether an account exists (same status, same body, a dummy Argon2 verification for
 * unknown accounts), and every throttle is counted in the database.
 */
export function createAuthService({ db, config, clock, mailer, log }: AuthServiceDeps) {
  return {
    register: registration({ db, config, clock, mailer, log }),
    login: signIn({ db, config, clock }),
  };
}

/** What signing in keeps about a person, for the export's `security` section (sessions aside). */
export function createAuthArchive({ db }: { db: Db }) {
  const devices = createDevicesService({ db });
  const recovery = createRecoveryRepository(db);
  return {
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<Omit<PrivacyExport['security'], 'sessions'>> {
      const remembered = await devices.exportOf({ userId, tx });
      const resets = await recovery.listOfUser({ userId, tx });
      return {
        devices: remembered,
        passwordResets: resets.map((r) => ({
          createdAt: r.createdAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
          attempts: r.attempts,
          usedAt: r.usedAt ? r.usedAt.toISOString() : null,
        })),
      };
    },
  };
}

/**
 * A new account with its trial (and a launch code while places remain). A username that exists
 * answers 409: usernames are public handles. An email that has an account answers like a new
 * one, with a user that is never stored, no launch place, and a mail to its owner; the password
 * is hashed all the same, so the time taken matches too. Administrators' addresses
 * (`@admin.invalid`) are treated as taken.
 */
function registration({ db, config, clock, mailer, log }: AuthServiceDeps) {
  const throttle = createThrottle({ db, clock });
  const users = createUsersService({ db });
  const launch = createLaunchService({ db, clock });
  const windowMs = config.registerThrottle.windowMinutes * 60_000;

  return async ({ input, ip, lang }: { input: RegisterRequest; ip: string; lang: Lang }): Promise<Registration> => {
    const gate = await throttle.hit(`register:ip:${throttleAddress(ip)}`, { max: config.registerThrottle.maxPerIp, windowMs });
    if (!gate.allowed) throw new AppError('auth.registration_throttled', { params: { minutes: minutesUntil(gate.retryAt, clock()) } });

    if (await users.usernameTaken({ username: input.username })) throw new AppError('auth.username_exists');
    const owner = await users.findByEmail({ email: input.email });
    const passwordHash = await hashSecret(input.password);
    const now = clock();
    const values = newUserOf({ input, passwordHash, lang, now });
    const notCreated = (existing: UserRow | null): Registration => {
      if (existing) {
        sendLater(mailer, log, registrationAttemptMail({ to: existing.email, lang: langOf(existing.language), publicUrl: config.publicUrl }));
      }
      return { created: false, user: wouldBeUser(values), launch: null };
    };
    if (owner || isAdminAddress(input.email)) return notCreated(owner);

    try {
      return await db.transaction(async (tx) => {
        const user = await users.insert({ values, tx });
        const code = input.skipLaunchCode ? null : await launch.assign({ userId: user.id, now, tx });
        return { created: true as const, user, launch: code };
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'users_username_lower_idx') throw new AppError('auth.username_exists');
      // Registered by someone else a moment ago: the same answer as for an address found above.
      if (constraint === 'users_email_lower_idx') return notCreated(await users.findByEmail({ email: input.email }));
      throw err;
    }
  };
}

/**
 * A sign-in. `deviceToken`: the browser's device cookie; from a browser known for this account
 * the attempt skips the account-wide and per-IP waits (login-throttle.service.ts).
 */
function signIn({ db, config, clock }: Pick<AuthServiceDeps, 'db' | 'config' | 'clock'>) {
  const loginThrottle = createLoginThrottle({ db, config, clock });
  const users = createUsersService({ db });
  const devices = createDevicesService({ db });

  return async ({
    input,
    ip,
    lang,
    deviceToken,
  }: {
    input: LoginRequest;
    ip: string;
    lang: Lang;
    deviceToken: string | null;
  }): Promise<UserRow> => {
    const user = await users.findByLogin({ identifier: input.username });
    const userId = user?.id ?? null;
    const deviceId = await devices.known({ token: deviceToken, user, now: clock() });
    // Unknown accounts are counted by what was typed, known ones by id: the same from outside.
    const gate = await loginThrottle.begin({ account: loginAccount({ userId, typed: input.username }), ip, deviceId });
    // A waiting key is answered before any password is checked, even the right one.
    if (!gate.allowed) throw new AppError('auth.too_many_attempts', { params: { minutes: minutesUntil(gate.retryAt, clock()) } });

    const ok = user ? await verifySecret(user.passwordHash, input.password) : await verifyDummy(input.password);
    // The failure is already counted: `begin` counts every attempt before the check.
    if (!user || !ok) throw new AppError('auth.invalid_credentials');

    await loginThrottle.succeeded(gate.attempt);
    // Only someone who knows the password learns that an administrator disabled the account.
    if (user.disabledAt) throw new AppError('admin.account_disabled');
    const values = { lastLoginAt: clock(), language: lang, timeZone: timeZoneOr(input.timeZone, user.timeZone) };
    return (await users.update({ id: user.id, values })) ?? user;
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { isLang, type Lang } from '@shared/i18n';
import {
  type Goals,
  type GoalsUpdate,
  type Profile,
  type ProfileUpdate,
  wellnessGoalIds,
} from '@shared/schemas/profile';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { sendLater } from '../../lib/mail/send-later';
import { passwordChangedMail } from '../../lib/mail/templates';
import { hashSecret, verifySecret } from '../../lib/password';
import type { RequestUser } from '../../lib/request-user';
import { createDevicesService } from '../auth/devices.service';
import { createLoginThrottle } from '../auth/login-throttle.service';
import { minutesUntil } from '../auth/throttle.service';
import { createSessionsService, sessionSettings } from '../sessions/sessions.service';
import {
  createProfileStore,
  createUsersService,
  emailCodeTtlMs,
  goalsOf,
  profileOf,
  type ProfileRow,
} from '../users/users.service';
import { emailChangeCodeMail } from './progress.mail';

const goalLabels: Record<(typeof wellnessGoalIds)[number], Record<Lang, string>> = {
  reduce_stress: { it: 'Ridurre lo stress', en: 'Reduce stress' },
  manage_anxiety: { it: 'Gestire l’ansia', en: 'Manage anxiety' },
  sleep_better: { it: 'Dormire meglio', en: 'Sleep better' },
  build_habit: { it: 'Creare un’abitudine quotidiana', en: 'Build a daily habit' },
  improve_mood: { it: 'Migliorare l’umore', en: 'Improve my mood' },
  self_esteem: { it: 'Rafforzare l’autostima', en: 'Build self-esteem' },
  focus: { it: 'Concentrarmi meglio', en: 'Focus better' },
  relationships: { it: 'Migliorare le relazioni', en: 'Improve relationships' },
};

/** Who is asking, for the sign-in throttle that counts wrong current passwords. */
export interface Asker {
  ip: string;
  deviceToken: string | null;
}

export interface ProfileDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const saved = <T>(row: T | null | false): T => {
  if (!row) throw new AppError('profile.save_failed');
  return row;
};
const langOf = (row: ProfileRow): Lang => (isLang(row.language) ? row.language : 'it');

/** Checks a password typed, counted on the sign-in throttle; 403 when wrong, 429 while waiting. */
function passwordChecker({ db, config, clock }: ProfileDeps) {
  const devices = createDevicesService({ db });
  const loginThrottle = createLoginThrottle({ db, config, clock });
  return async (row: ProfileRow, password: string, asker: Asker) => {
    const deviceId = await devices.known({ token: asker.deviceToken, user: row, now: clock() });
    const gate = await loginThrottle.begin({ account: row.id, ip: asker.ip, deviceId });
    if (!gate.allowed)
      throw new AppError('profile.too_many_attempts', {
        params: { minutes: minutesUntil(gate.retryAt, clock()) },
      });
    if (!(await verifySecret(row.passwordHash, password))) throw new AppError('profile.wrong_password');
    await loginThrottle.succeeded(gate.attempt);
  };
}

/**
 * The profile: SPEC §3's fields, goals, a new password (the current one first; every other
 * session ends) and a new address (confirmed by a code mailed to it). Each password typed here
 * counts on the sign-in throttle's keys, as a sign-in from that browser would.
 */
export function createProfileService(deps: ProfileDeps) {
  const { db, clock, log } = deps;
  const store = createProfileStore({ db });

  const rowOf = async (user: RequestUser): Promise<ProfileRow> => {
    const row = await store.find({ id: user.id, now: clock() });
    if (!row) throw new AppError('auth.unauthenticated');
    return row;
  };
  return {
    ...credentials(deps, { store, rowOf }),
    get: async (user: RequestUser): Promise<Profile> => profileOf(await rowOf(user)),

    async update(user: RequestUser, input: ProfileUpdate): Promise<Profile> {
      const row = await store.saveProfile({ id: user.id, input, now: clock() }).catch((err: unknown) => {
        log.error({ err }, 'profile not saved');
        return null;
      });
      return profileOf(saved(row));
    },

    goals: async (user: RequestUser, lang: Lang): Promise<Goals> => ({
      ...goalsOf(await rowOf(user)),
      suggestions: suggestions(lang),
    }),

    async saveGoals(user: RequestUser, input: GoalsUpdate, lang: Lang): Promise<Goals> {
      return {
        ...goalsOf(saved(await store.saveGoals({ id: user.id, input, now: clock() }))),
        suggestions: suggestions(lang),
      };
    },
  };
}

interface Store {
  store: ReturnType<typeof createProfileStore>;
  rowOf: (user: RequestUser) => Promise<ProfileRow>;
}

/** A new password and a new address. */
function credentials(deps: ProfileDeps, { store, rowOf }: Store) {
  const { db, config, clock, mailer, log } = deps;
  const users = createUsersService({ db });
  const sessions = createSessionsService({ db });
  const checkPassword = passwordChecker(deps);
  return {
    /** Returns the new session's token: every session ends, and this browser gets a new one. */
    async changePassword(
      user: RequestUser,
      input: { currentPassword: string; newPassword: string },
      asker: Asker,
    ): Promise<{ token: string }> {
      const row = await rowOf(user);
      await checkPassword(row, input.currentPassword, asker);
      const passwordHash = await hashSecret(input.newPassword);
      await db.transaction(async (tx) => {
        saved(await store.setPasswordHash({ id: row.id, passwordHash, tx }));
        await sessions.endAllOf({ userId: row.id, tx });
      });
      const { token } = await sessions.create({
        userId: row.id,
        now: clock(),
        settings: sessionSettings(config),
      });
      sendLater(
        mailer,
        log,
        passwordChangedMail({ to: row.email, lang: langOf(row), publicUrl: config.publicUrl }),
      );
      return { token };
    },

    /**
     * Mails a code to the new address. An address another account uses answers the same and
     * gets no code (its owner is not told anything), so the form tells no one who has an account.
     */
    async requestEmailChange(user: RequestUser, input: { newEmail: string; password: string }, asker: Asker) {
      const row = await rowOf(user);
      await checkPassword(row, input.password, asker);
      const taken = await users.findByEmail({ email: input.newEmail });
      const code = await store.startEmailChange({ id: row.id, email: input.newEmail, now: clock() });
      const minutes = emailCodeTtlMs / 60_000;
      // A code is stored either way, so the profile shows the same pending address.
      if (!taken)
        sendLater(mailer, log, emailChangeCodeMail({ to: input.newEmail, lang: langOf(row), code, minutes }));
      return { success: true as const, pendingEmail: input.newEmail, validMinutes: minutes };
    },

    async confirmEmail(user: RequestUser, code: string): Promise<Profile> {
      const result = await store.confirmEmailChange({ id: user.id, code, now: clock() });
      if (result === 'invalid') throw new AppError('profile.email_code_invalid');
      if (result === 'taken') throw new AppError('profile.email_unavailable');
      return profileOf(result);
    },
  };
}

function suggestions(lang: Lang) {
  return wellnessGoalIds.map((id) => ({ id, label: goalLabels[id][lang] }));
}

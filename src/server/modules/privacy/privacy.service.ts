import type { FastifyBaseLogger } from 'fastify';
import { isLang } from '@shared/i18n';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { sendLater } from '../../lib/mail/send-later';
import { verifySecret } from '../../lib/password';
import { createActivityService } from '../activity/activity.service';
import { createAiModulesArchive } from '../ai-modules/ai-modules.service';
import { createAuthArchive } from '../auth/auth.service';
import { createDevicesService } from '../auth/devices.service';
import { createLoginThrottle } from '../auth/login-throttle.service';
import { createThrottle, minutesUntil } from '../auth/throttle.service';
import { createBillingExport, createBillingService } from '../billing/billing.service';
import { createChatArchive } from '../chat/chat.service';
import { createExercisesService } from '../exercises/exercises.service';
import { createLaunchService } from '../launch/launch.service';
import { createMeditationsService } from '../meditations/meditations.service';
import { createMoodService } from '../mood/mood.service';
import { planExportOf } from '../plans/plans.service';
import { createQuotaService } from '../plans/quota.service';
import { createQuotesService } from '../quotes/quotes.service';
import { createReflectionsService } from '../reflections/reflections.service';
import { createRemindersService } from '../reminders/reminders.service';
import { createResourcesService } from '../resources/resources.service';
import { createSafetyService } from '../safety/safety.service';
import { createSessionsService } from '../sessions/sessions.service';
import { createSupportArchive } from '../support/support.service';
import { accountExportOf, createProfileStore, createUsersService, registrationConsentsOf } from '../users/users.service';
import type { UserRow } from '../users/users.table';
import { accountDeletedMail } from './privacy.mail';

export interface PrivacyServiceDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * "Your data": the export (GDPR Art. 15 and 20) and the deletion of the account (Art. 17).
 * Deleting asks for the password again; each try counts on the same sign-in throttle keys as a
 * sign-in (auth/login-throttle.service.ts), so this form is no way around it.
 */
export function createPrivacyService(deps: PrivacyServiceDeps) {
  const erase = eraser(deps);
  return { exportData: exporter(deps), deleteAccount: deletion(deps, erase), eraseAccount: erase };
}

/**
 * The export: each module writes its own section from its own tables, all inside one snapshot
 * (on PostgreSQL a read-only repeatable-read transaction), so the sections agree with each other
 * even while the person keeps using the app in another tab. One query per table: times in ISO,
 * content by slug, no secret of any kind.
 */
function exporter({ db, config, clock }: PrivacyServiceDeps) {
  const users = createUsersService({ db });
  const modules = {
    chat: createChatArchive({ db }),
    launch: createLaunchService({ db, clock }),
    quota: createQuotaService({ db, clock }),
    activity: createActivityService({ db }),
    reflections: createReflectionsService({ db, clock }),
    exercises: createExercisesService({ db, clock }),
    meditations: createMeditationsService({ db, clock }),
    aiModules: createAiModulesArchive({ db }),
    safety: createSafetyService({ db, clock }),
    quotes: createQuotesService({ db, clock }),
    resources: createResourcesService({ db, clock }),
    support: createSupportArchive({ db }),
    sessions: createSessionsService({ db }),
    auth: createAuthArchive({ db }),
    mood: createMoodService({ db, clock }),
    reminders: createRemindersService({ db, config, clock }),
    profile: createProfileStore({ db }),
    billing: createBillingExport({ db }),
  };

  const sections = async (userId: string, tx: Tx) => {
    const of = { userId, tx };
    const { chat, launch, quota, activity, reflections, exercises, meditations } = modules;
    return {
      externalAi: await chat.consentExportOf(of),
      launch: await launch.exportOf(of),
      dailyUsage: await quota.exportOf(of),
      activity: await activity.exportOf(of),
      reflections: await reflections.exportOf(of),
      exercises: await exercises.exportOf(of),
      meditationSessions: await meditations.exportOf(of),
      conversations: await chat.exportOf(of),
      aiModuleResults: await modules.aiModules.exportOf(of),
      safety: await modules.safety.exportOf(of),
      quotePreferences: await modules.quotes.exportOf(of),
      resources: await modules.resources.exportOf(of),
      supportMessages: await modules.support.exportOf(of),
      security: { sessions: await modules.sessions.exportOf(of), ...(await modules.auth.exportOf(of)) },
      mood: await modules.mood.exportOf(of),
      progress: await activity.progressExportOf(of),
      profile: await modules.profile.exportOf(of),
      reminders: await modules.reminders.exportOf(of),
      billing: await modules.billing.exportOf(of),
    };
  };

  return async (userId: string): Promise<PrivacyExport> => {
    const data = await db.transaction(
      async (tx) => {
        const user = await users.findById({ id: userId, tx });
        return user ? { user, ...(await sections(userId, tx)) } : null;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (!data) throw new AppError('auth.unauthenticated');
    const { user, externalAi, ...rest } = data;
    const now = clock();
    return {
      format: 'serenamente-data-export',
      version: 1,
      exportedAt: now.toISOString(),
      account: accountExportOf(user),
      consents: { ...registrationConsentsOf(user), externalAi },
      plan: planExportOf(user, now),
      ...rest,
    };
  };
}

/**
 * Deletes the account in one transaction. Every per-person row goes with it through the foreign
 * keys (`on delete cascade`); the contact-form messages, the launch code and discounts and the
 * paid invoices (tax records) keep their row without the link (`on delete set null`), so the
 * campaign's 50 places stay counted.
 * `ip` and `deviceToken` (the device cookie) choose the sign-in throttle keys the try counts on.
 */
function deletion({ db, config, clock }: PrivacyServiceDeps, erase: ReturnType<typeof eraser>) {
  const users = createUsersService({ db });
  const devices = createDevicesService({ db });
  const loginThrottle = createLoginThrottle({ db, config, clock });

  return async ({ userId, password, ip, deviceToken }: { userId: string; password: string; ip: string; deviceToken: string | null }) => {
    const user = await users.findById({ id: userId });
    if (!user) throw new AppError('auth.unauthenticated');
    // The administrator comes from ADMIN_USERNAME and would be created again at the next start.
    if (user.isAdmin) throw new AppError('privacy.admin_cannot_delete');

    const deviceId = await devices.known({ token: deviceToken, user, now: clock() });
    const gate = await loginThrottle.begin({ account: user.id, ip, deviceId });
    if (!gate.allowed) throw new AppError('privacy.too_many_attempts', { params: { minutes: minutesUntil(gate.retryAt, clock()) } });
    // A wrong password is already counted: `begin` counts every try before the check.
    if (!(await verifySecret(user.passwordHash, password))) throw new AppError('privacy.wrong_password');
    await loginThrottle.succeeded(gate.attempt);
    await erase(user);
  };
}

/**
 * The deletion itself, for a person who asked (above, with their password) or an administrator
 * acting on a request received by mail: renewals stop, the account goes, the person is mailed.
 */
function eraser({ db, config, clock, mailer, log }: PrivacyServiceDeps) {
  const users = createUsersService({ db });
  const billing = createBillingService({ db, config, clock, log });
  const throttle = createThrottle({ db, clock });
  const loginThrottle = createLoginThrottle({ db, config, clock });
  /** `within` runs in the deletion's transaction (the administrator's audit entry). */
  return async (user: Pick<UserRow, 'id' | 'email' | 'language'>, within?: (tx: Tx) => Promise<void>) => {
    // First the provider: once the subscription rows are gone nothing would stop a renewal. If the
    // provider cannot be reached, the account stays and the person can try again.
    await billing.stopRenewals({ userId: user.id });
    const deleted = await db.transaction(async (tx) => {
      const gone = await users.delete({ id: user.id, tx });
      if (gone && within) await within(tx);
      return gone;
    });
    if (!deleted) throw new AppError('auth.unauthenticated');

    // Counters keyed by the account or its address go too; they would only expire otherwise.
    await Promise.all([
      loginThrottle.forgetAccount(user.id),
      throttle.reset(`recover:email:${user.email.toLowerCase()}`),
      throttle.reset(`reset:email:${user.email.toLowerCase()}`),
    ]).catch(() => undefined);
    const lang = isLang(user.language) ? user.language : 'it';
    sendLater(mailer, log, accountDeletedMail({ to: user.email, lang, publicUrl: config.publicUrl }));
  };
}

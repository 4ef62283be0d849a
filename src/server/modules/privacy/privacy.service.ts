import type { FastifyBaseLogger } from 'fastify';
import { isLang } from '../../../shared/i18n';
import type { PrivacyExport } from '../../../shared/schemas/privacy';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { verifySecret } from '../../lib/password';
import { knownDevice } from '../auth/devices.service';
import { createLoginThrottle } from '../auth/login-throttle';
import { createThrottle, minutesUntil } from '../auth/throttle.service';
import { getEntitlements } from '../plans/entitlements';
import { findUserById } from '../users/users.repository';
import { accountDeletedMail } from './privacy.mail';
import { deleteAccount, type PersonData, readPersonData } from './privacy.repository';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The stored rows as the documented export: times in ISO, content by slug, no secret of any kind. */
export function toExport(data: PersonData, now: Date): PrivacyExport {
  const { user } = data;
  const messagesByConversation = new Map<string, PersonData['messages']>();
  for (const m of data.messages) {
    const list = messagesByConversation.get(m.conversationId);
    if (list) list.push(m);
    else messagesByConversation.set(m.conversationId, [m]);
  }
  return {
    format: 'serenamente-data-export',
    version: 1,
    exportedAt: iso(now),
    account: {
      id: user.id,
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      language: user.language,
      timeZone: user.timeZone,
      isAdmin: user.isAdmin,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      dateOfBirth: user.dateOfBirth,
      city: user.city,
      biography: user.biography,
      wellnessGoals: user.wellnessGoals,
      interests: user.interests,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      lastLoginAt: isoOrNull(user.lastLoginAt),
    },
    consents: {
      termsAcceptedAt: isoOrNull(user.termsAcceptedAt),
      termsVersion: user.termsVersion,
      ageConfirmedAt: isoOrNull(user.ageConfirmedAt),
      healthDataConsentAt: isoOrNull(user.healthDataConsentAt),
      externalAi: data.aiPreferences
        ? {
            consent: data.aiPreferences.externalConsent,
            consentedAt: isoOrNull(data.aiPreferences.consentedAt),
            revokedAt: isoOrNull(data.aiPreferences.revokedAt),
            updatedAt: iso(data.aiPreferences.updatedAt),
          }
        : null,
    },
    plan: {
      current: getEntitlements({ user, now }),
      isPremium: user.isPremium,
      subscription: {
        plan: user.subscriptionPlan ?? null,
        status: user.subscriptionStatus,
        start: isoOrNull(user.subscriptionStart),
        end: isoOrNull(user.subscriptionEnd),
      },
      trialStartedAt: isoOrNull(user.trialStartedAt),
      trialEndsAt: isoOrNull(user.trialEndsAt),
      launchTrialEndsAt: isoOrNull(user.launchTrialEndsAt),
    },
    launch: {
      code: data.launchCode
        ? {
            code: data.launchCode.code,
            participantNumber: data.launchCode.participantNumber,
            state: data.launchCode.state,
            assignedAt: iso(data.launchCode.assignedAt),
            activatedAt: isoOrNull(data.launchCode.activatedAt),
            expiresAt: iso(data.launchCode.expiresAt),
          }
        : null,
      discountsUsed: data.discounts.map((d) => ({
        code: d.code,
        plan: d.plan,
        priceCents: d.priceCents,
        currency: d.currency,
        usedAt: isoOrNull(d.usedAt),
      })),
    },
    dailyUsage: data.dailyUsage.map((u) => ({ day: u.day, count: u.count })),
    activity: data.activity.map((a) => ({
      kind: a.kind,
      ref: a.ref,
      minutes: a.minutes,
      meta: a.meta ?? null,
      day: a.day,
      occurredAt: iso(a.occurredAt),
    })),
    reflections: data.reflections.map((r) => ({
      id: r.id,
      body: r.body,
      category: r.category,
      promptSlug: r.promptSlug,
      readingSlug: r.readingSlug,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    exercises: data.exercises.map(({ progress: p, exerciseSlug }) => ({
      exerciseSlug,
      note: p.note,
      noteUpdatedAt: isoOrNull(p.noteUpdatedAt),
      completedCount: p.completedCount,
      lastCompletedAt: isoOrNull(p.lastCompletedAt),
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
    })),
    meditationSessions: data.meditations.map(({ session: s, meditationSlug }) => ({
      meditationSlug,
      seconds: s.seconds,
      minutes: s.minutes,
      completed: s.completed,
      createdAt: iso(s.createdAt),
    })),
    conversations: data.conversations.map((c) => ({
      id: c.id,
      feature: c.feature,
      lang: c.lang,
      title: c.title,
      engineState: c.state ?? null,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      messages: (messagesByConversation.get(c.id) ?? []).map((m) => ({
        role: m.role,
        content: m.content,
        meta: m.meta ?? null,
        createdAt: iso(m.createdAt),
      })),
    })),
    aiModuleResults: data.aiModuleResults.map((r) => ({
      id: r.id,
      module: r.module,
      lang: r.lang,
      title: r.title,
      content: r.content,
      createdAt: iso(r.createdAt),
    })),
    safety: {
      plan: data.safetyPlan?.plan ?? null,
      planUpdatedAt: data.safetyPlan ? iso(data.safetyPlan.updatedAt) : null,
      events: data.safetyEvents.map((e) => ({
        category: e.category,
        feature: e.feature,
        occurredAt: iso(e.occurredAt),
      })),
    },
    quotePreferences: data.quotePreferences
      ? {
          categories: data.quotePreferences.categories,
          mood: data.quotePreferences.mood,
          updatedAt: iso(data.quotePreferences.updatedAt),
        }
      : null,
    resources: {
      feedback: data.feedback.map(({ row, resourceSlug }) => ({
        resourceSlug,
        helpful: row.helpful,
        comment: row.comment,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      })),
      programDays: data.programDays.map(({ row, resourceSlug }) => ({
        resourceSlug,
        day: row.day,
        done: row.done,
        firstCompletedAt: iso(row.firstCompletedAt),
        updatedAt: iso(row.updatedAt),
      })),
      reads: data.reads.map(({ row, resourceSlug }) => ({
        resourceSlug,
        day: row.day,
        readAt: iso(row.readAt),
      })),
    },
    supportMessages: data.supportMessages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      topic: m.topic,
      message: m.message,
      lang: m.lang,
      delivery: m.delivery,
      createdAt: iso(m.createdAt),
      deliveredAt: isoOrNull(m.deliveredAt),
    })),
    security: {
      sessions: data.sessions.map((s) => ({
        createdAt: iso(s.createdAt),
        lastSeenAt: iso(s.lastSeenAt),
        expiresAt: iso(s.expiresAt),
      })),
      devices: data.devices.map((d) => ({ createdAt: iso(d.createdAt), lastUsedAt: iso(d.lastUsedAt) })),
      passwordResets: data.passwordResets.map((r) => ({
        createdAt: iso(r.createdAt),
        expiresAt: iso(r.expiresAt),
        attempts: r.attempts,
        usedAt: isoOrNull(r.usedAt),
      })),
    },
  };
}

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
 * sign-in (auth/login-throttle.ts), so this form is no way around it.
 */
export function createPrivacyService({ db, config, clock, mailer, log }: PrivacyServiceDeps) {
  const throttle = createThrottle({ db, clock });
  const loginThrottle = createLoginThrottle({ db, config, clock });

  return {
    async exportData(userId: string): Promise<PrivacyExport> {
      const data = await readPersonData(db, userId);
      if (!data) throw new AppError('auth.unauthenticated', 401);
      return toExport(data, clock());
    },

    /** `ip` and `deviceToken` (the device cookie) choose the sign-in throttle keys the try counts on. */
    async deleteAccount({
      userId,
      password,
      ip,
      deviceToken,
    }: {
      userId: string;
      password: string;
      ip: string;
      deviceToken: string | null;
    }): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('auth.unauthenticated', 401);
      // The administrator comes from ADMIN_USERNAME and would be created again at the next start.
      if (user.isAdmin) throw new AppError('privacy.admin_cannot_delete', 403);

      const deviceId = await knownDevice(db, { token: deviceToken, user, now: clock() });
      const gate = await loginThrottle.begin({ account: user.id, ip, deviceId });
      if (!gate.allowed) {
        throw new AppError('privacy.too_many_attempts', 429, undefined, {
          minutes: minutesUntil(gate.retryAt, clock()),
        });
      }
      // A wrong password is already counted: `begin` counts every try before the check.
      if (!(await verifySecret(user.passwordHash, password))) throw new AppError('privacy.wrong_password', 403);
      await loginThrottle.succeeded(gate.attempt);

      if (!(await deleteAccount(db, user.id))) throw new AppError('auth.unauthenticated', 401);

      // Counters keyed by the account or its address go too; they would only expire otherwise.
      await Promise.all([
        loginThrottle.forgetAccount(user.id),
        throttle.reset(`recover:email:${user.email.toLowerCase()}`),
        throttle.reset(`reset:email:${user.email.toLowerCase()}`),
      ]).catch(() => undefined);
      // Mail leaves after the answer: its success or delay never shows in the answer.
      const message = accountDeletedMail({
        to: user.email,
        lang: isLang(user.language) ? user.language : 'it',
        publicUrl: config.publicUrl,
      });
      void mailer.send(message).catch((err: unknown) => {
        const code = (err as { code?: unknown } | null)?.code;
        log.error({ kind: message.kind, code: typeof code === 'string' ? code : 'unknown' }, 'mail not sent');
      });
    },
  };
}
export type PrivacyService = ReturnType<typeof createPrivacyService>;

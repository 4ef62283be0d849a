import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminUserDetail, AdminUserList, AdminUserSummary, StaffRoleName } from '@shared/schemas/admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { getEntitlements } from '../plans/plans.service';
import { createPrivacyService } from '../privacy/privacy.service';
import { sessionsTable } from '../sessions/sessions.table';
import { type UserRow, usersTable } from '../users/users.table';
import type { StaffMember } from './admin-guard.service';
import { createAuditService } from './audit.service';
import { dataExportMail } from './admin.mail';
import { createAdminUsersRepository, USER_PAGE_SIZE } from './users.repository';

export interface AdminUsersDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(user: UserRow, now: Date): AdminUserSummary {
  const e = getEntitlements({ user, now });
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    plan: e.plan,
    premiumUntil: e.premiumUntil,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: iso(user.lastLoginAt),
    disabledAt: iso(user.disabledAt),
  };
}

/** The plan fields an action changes, for the audit entry's before/after. */
const planFields = (u: UserRow) => ({
  subscriptionStatus: u.subscriptionStatus,
  subscriptionPlan: u.subscriptionPlan,
  subscriptionEnd: iso(u.subscriptionEnd),
  isPremium: u.isPremium,
});

/** Accounts as the admin pages read them: a page of a search, or one with its counts. */
function accountReads(db: Db, clock: () => Date) {
  const repo = createAdminUsersRepository(db);
  const load = async (id: string) => {
    const [user] = await db.select().from(usersTable).where(eq(usersTable.id, id));
    if (!user) throw new AppError('admin.user_not_found');
    return user;
  };
  const detail = async (id: string): Promise<AdminUserDetail> => {
    const user = await load(id);
    const counts = await repo.counts(id);
    if (!counts) throw new AppError('admin.user_not_found');
    const { sessions, ...activity } = counts;
    return {
      ...summaryOf(user, clock()),
      trialEndsAt: iso(user.trialEndsAt),
      launchTrialEndsAt: iso(user.launchTrialEndsAt),
      subscriptionPlan: user.subscriptionPlan ?? null,
      subscriptionStatus: user.subscriptionStatus,
      subscriptionEnd: iso(user.subscriptionEnd),
      sessions,
      counts: activity,
    };
  };
  const list = async ({ q, page }: { q?: string | undefined; page: number }): Promise<AdminUserList> => {
    const found = await repo.search({ q: q || undefined, page });
    const now = clock();
    return {
      users: found.users.map((u) => summaryOf(u, now)),
      total: found.total,
      page,
      pageSize: USER_PAGE_SIZE,
    };
  };
  return { load, detail, list };
}

/**
 * What administrators do to accounts: each change and its audit entry in one transaction. The
 * administrator's own account and other administrators are out of reach of these actions.
 */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const { db, clock } = deps;
  const audit = createAuditService({ db, clock });
  const { load, detail, list } = accountReads(db, clock);
  /** The account an action may change: not the actor's own, not another administrator's. */
  const target = async (staff: StaffMember, id: string) => {
    if (id === staff.id) throw new AppError('admin.cannot_change_self');
    const user = await load(id);
    if (user.role === 'admin') throw new AppError('admin.cannot_change_admin');
    return user;
  };
  const actor = (s: StaffMember) => ({ id: s.id, name: s.name });

  return {
    list,
    detail,

    /**
     * Premium for `days` more days: from the end of the current premium period, or from now.
     * Shown as a monthly premium plan; no payment is involved.
     */
    async grantPremium(staff: StaffMember, id: string, { days, reason }: { days: number; reason: string }) {
      const user = await target(staff, id);
      const now = clock();
      const current = getEntitlements({ user, now }).premiumUntil;
      const from = current && new Date(current) > now ? new Date(current) : now;
      const end = new Date(from.getTime() + days * DAY_MS);
      await db.transaction(async (tx) => {
        const values = {
          isPremium: true,
          subscriptionStatus:
            user.subscriptionStatus === 'inactive' ? ('active' as const) : user.subscriptionStatus,
          subscriptionPlan: user.subscriptionPlan ?? ('monthly' as const),
          subscriptionStart: user.subscriptionStart ?? now,
          subscriptionEnd: end,
        };
        const [after] = await tx.update(usersTable).set(values).where(eq(usersTable.id, id)).returning();
        const entry = { action: 'user.premium_granted', targetType: 'user', targetId: id, reason };
        await audit.record(
          { actor: actor(staff), ...entry, before: planFields(user), after: { ...planFields(after!), days } },
          tx,
        );
      });
      return detail(id);
    },

    async endSessions(staff: StaffMember, id: string, { reason }: { reason: string }) {
      await target(staff, id);
      await db.transaction(async (tx) => {
        await tx.delete(sessionsTable).where(eq(sessionsTable.userId, id));
        await audit.record(
          { actor: actor(staff), action: 'user.sessions_ended', targetType: 'user', targetId: id, reason },
          tx,
        );
      });
      return detail(id);
    },

    /** A disabled account cannot sign in, and its sessions end at once. */
    async setDisabled(
      staff: StaffMember,
      id: string,
      { disabled, reason }: { disabled: boolean; reason: string },
    ) {
      const user = await target(staff, id);
      await db.transaction(async (tx) => {
        const disabledAt = disabled ? (user.disabledAt ?? clock()) : null;
        await tx.update(usersTable).set({ disabledAt }).where(eq(usersTable.id, id));
        if (disabled) await tx.delete(sessionsTable).where(eq(sessionsTable.userId, id));
        const action = disabled ? 'user.disabled' : 'user.enabled';
        const change = {
          before: { disabledAt: iso(user.disabledAt) },
          after: { disabledAt: iso(disabledAt) },
        };
        await audit.record(
          { actor: actor(staff), action, targetType: 'user', targetId: id, reason, ...change },
          tx,
        );
      });
      return detail(id);
    },

    ...roleActions(deps, { load, detail, target, actor, audit }),
    ...gdprActions(deps, { load, detail, target, actor, audit }),
  };
}

interface ActionTools {
  load: (id: string) => Promise<UserRow>;
  detail: (id: string) => Promise<AdminUserDetail>;
  target: (staff: StaffMember, id: string) => Promise<UserRow>;
  actor: (s: StaffMember) => { id: string; name: string };
  audit: ReturnType<typeof createAuditService>;
}

/** Requests received by mail under the GDPR: the export (Art. 15/20) and the deletion (Art. 17). */
function gdprActions(deps: AdminUsersDeps, { load, detail, target, actor, audit }: ActionTools) {
  const { db } = deps;
  const privacy = createPrivacyService(deps);
  return {
    /** GDPR Art. 15/20 on a request received by mail: the export goes to the account's own address. */
    async sendExport(staff: StaffMember, id: string, { reason }: { reason: string }) {
      const user = await load(id);
      const data = await privacy.exportData(id);
      await db.transaction(async (tx) => {
        await audit.record(
          { actor: actor(staff), action: 'user.export_sent', targetType: 'user', targetId: id, reason },
          tx,
        );
      });
      await deps.mailer.send(
        dataExportMail({ to: user.email, language: user.language, data, publicUrl: deps.config.publicUrl }),
      );
      return detail(id);
    },

    /** GDPR Art. 17 on a request received by mail: the username typed again confirms it. */
    async erase(
      staff: StaffMember,
      id: string,
      { reason, confirmUsername }: { reason: string; confirmUsername: string },
    ) {
      const user = await target(staff, id);
      if (confirmUsername.toLowerCase() !== user.username.toLowerCase())
        throw new AppError('admin.confirm_mismatch');
      await privacy.eraseAccount(user, async (tx) => {
        const before = { username: user.username, role: user.role };
        await audit.record(
          { actor: actor(staff), action: 'user.deleted', targetType: 'user', targetId: id, reason, before },
          tx,
        );
      });
    },
  };
}

/** Content editors: given and taken back by administrators. */
function roleActions({ db }: AdminUsersDeps, { detail, target, actor, audit }: ActionTools) {
  return {
    /** Makes an account a content editor, or a member again (administrators come from the environment). */
    async setRole(staff: StaffMember, id: string, { role, reason }: { role: StaffRoleName; reason: string }) {
      const user = await target(staff, id);
      if (role === 'admin') throw new AppError('admin.cannot_change_admin');
      await db.transaction(async (tx) => {
        await tx.update(usersTable).set({ role }).where(eq(usersTable.id, id));
        // A new role starts from a new sign-in (and its second factor).
        await tx.delete(sessionsTable).where(eq(sessionsTable.userId, id));
        const change = { before: { role: user.role }, after: { role } };
        await audit.record(
          {
            actor: actor(staff),
            action: 'user.role_changed',
            targetType: 'user',
            targetId: id,
            reason,
            ...change,
          },
          tx,
        );
      });
      return detail(id);
    },
  };
}

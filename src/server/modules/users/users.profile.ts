import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { isLang } from '@shared/i18n';
import type { Goals, GoalsUpdate, Profile, ProfileUpdate } from '@shared/schemas/profile';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { hashSecret, verifySecret } from '../../lib/password';
import { emailChangesTable as ec, userGoalsTable as g, type UserGoalsRow } from './profile.table';
import { type UserRow, usersTable as u } from './users.table';

/** A mailed code for a new address: 10 minutes, 5 tries (as a password-recovery code). */
export const emailCodeTtlMs = 10 * 60_000;
const emailCodeMaxAttempts = 5;

export type ProfileRow = UserRow & { goals: UserGoalsRow | null; pendingEmail: string | null };

export function profileOf(row: ProfileRow): Profile {
  return {
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    city: row.city,
    biography: row.biography,
    interests: row.interests,
    preferences: { language: isLang(row.language) ? row.language : 'it', timeZone: row.timeZone },
    pendingEmail: row.pendingEmail,
    memberSince: row.createdAt.toISOString(),
  };
}

export function goalsOf(row: ProfileRow): Omit<Goals, 'suggestions'> {
  return {
    wellnessGoals: row.wellnessGoals,
    weeklyGoal: row.goals?.weeklyGoal ?? null,
    preferredPracticeTime: row.goals?.preferredPracticeTime ?? null,
  };
}

/** Labels a person typed, once each regardless of case, in the order given. */
function distinctLabels(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = v.toLocaleLowerCase('it');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** SPEC §3's profile fields, the goals and the change of address. */
export function createProfileStore({ db }: { db: Db }) {
  /** The person's row with goals and any pending address: one statement. */
  const find = async (id: string, now: Date): Promise<ProfileRow | null> => {
    const rows = await db
      .select({ user: u, goals: g, pendingEmail: ec.newEmail })
      .from(u)
      .leftJoin(g, eq(g.userId, u.id))
      .leftJoin(ec, and(eq(ec.userId, u.id), gt(ec.expiresAt, now)))
      .where(eq(u.id, id));
    const row = rows[0];
    return row ? { ...row.user, goals: row.goals, pendingEmail: row.pendingEmail } : null;
  };

  return {
    find: ({ id, now }: { id: string; now: Date }) => find(id, now),
    ...fieldsStore(db, find),
    ...emailChangeStore(db, find),
    /** The export's part of these tables: the goals and a pending address (never its code). */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }) {
      const goals = await (tx ?? db).select().from(g).where(eq(g.userId, userId));
      const change = await (tx ?? db).select().from(ec).where(eq(ec.userId, userId));
      return {
        weeklyGoal: goals[0]?.weeklyGoal ?? null,
        preferredPracticeTime: goals[0]?.preferredPracticeTime ?? null,
        pendingEmail: change[0]
          ? {
              newEmail: change[0].newEmail,
              createdAt: change[0].createdAt.toISOString(),
              expiresAt: change[0].expiresAt.toISOString(),
            }
          : null,
      };
    },
  };
}

type Find = (id: string, now: Date) => Promise<ProfileRow | null>;

/** The profile's fields, goals and password. */
function fieldsStore(db: Db, find: Find) {
  return {
    async saveProfile({
      id,
      input,
      now,
    }: {
      id: string;
      input: ProfileUpdate;
      now: Date;
    }): Promise<ProfileRow | null> {
      const { preferences, interests, ...fields } = input;
      const values = {
        ...fields,
        interests: distinctLabels(interests),
        language: preferences.language,
        timeZone: preferences.timeZone,
        updatedAt: now,
      };
      const rows = await db.update(u).set(values).where(eq(u.id, id)).returning({ id: u.id });
      return rows[0] ? find(id, now) : null;
    },

    async saveGoals({
      id,
      input,
      now,
    }: {
      id: string;
      input: GoalsUpdate;
      now: Date;
    }): Promise<ProfileRow | null> {
      const goals = {
        weeklyGoal: input.weeklyGoal ?? null,
        preferredPracticeTime: input.preferredPracticeTime ?? null,
        updatedAt: now,
      };
      const saved = await db.transaction(async (tx) => {
        const rows = await tx
          .update(u)
          .set({ wellnessGoals: distinctLabels(input.wellnessGoals), updatedAt: now })
          .where(eq(u.id, id))
          .returning({ id: u.id });
        if (!rows[0]) return false;
        await tx
          .insert(g)
          .values({ userId: id, ...goals })
          .onConflictDoUpdate({ target: g.userId, set: goals });
        return true;
      });
      return saved ? find(id, now) : null;
    },

    async setPasswordHash({
      id,
      passwordHash,
      tx,
    }: {
      id: string;
      passwordHash: string;
      tx?: Tx;
    }): Promise<boolean> {
      const rows = await (tx ?? db)
        .update(u)
        .set({ passwordHash })
        .where(eq(u.id, id))
        .returning({ id: u.id });
      return rows.length > 0;
    },
  };
}

/** A change of address, confirmed by a mailed code. */
function emailChangeStore(db: Db, find: Find) {
  return {
    /** Stores a new code for `email` (replacing any earlier one) and returns it, to be mailed. */
    async startEmailChange({ id, email, now }: { id: string; email: string; now: Date }): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const values = {
        newEmail: email,
        codeHash: await hashSecret(code),
        expiresAt: new Date(now.getTime() + emailCodeTtlMs),
        attempts: 0,
        createdAt: now,
      };
      await db
        .insert(ec)
        .values({ userId: id, ...values })
        .onConflictDoUpdate({ target: ec.userId, set: values });
      return code;
    },

    /**
     * Checks a code: each try is counted in one conditional update (at most 5, before the
     * expiry); a right one moves the pending address into `email`. 'taken' when another account
     * has that address.
     */
    async confirmEmailChange({
      id,
      code,
      now,
    }: {
      id: string;
      code: string;
      now: Date;
    }): Promise<ProfileRow | 'invalid' | 'taken'> {
      const counted = await db
        .update(ec)
        .set({ attempts: sql`${ec.attempts} + 1` })
        .where(and(eq(ec.userId, id), gt(ec.expiresAt, now), lt(ec.attempts, emailCodeMaxAttempts)))
        .returning();
      const pending = counted[0];
      if (!pending || !(await verifySecret(pending.codeHash, code))) return 'invalid';
      try {
        const moved = await db.transaction(async (tx) => {
          const gone = await tx
            .delete(ec)
            .where(and(eq(ec.userId, id), eq(ec.codeHash, pending.codeHash)))
            .returning({ id: ec.userId });
          if (!gone[0]) return false;
          await tx.update(u).set({ email: pending.newEmail, updatedAt: now }).where(eq(u.id, id));
          return true;
        });
        return moved ? ((await find(id, now)) ?? 'invalid') : 'invalid';
      } catch (err) {
        if (uniqueViolation(err)) return 'taken';
        throw err;
      }
    },
  };
}

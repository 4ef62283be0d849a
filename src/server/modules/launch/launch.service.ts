import { randomBytes } from 'node:crypto';
import { limits, prices } from '@shared/plans';
import { type LaunchCode, launchCodeActivationDays, type LaunchStatus } from '@shared/schemas/launch';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { Db, Tx } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { createUsersService } from '../users/users.service';
import type { UserRow } from '../users/users.table';
import { createLaunchRepository } from './launch.repository';
import type { LaunchCodeRow } from './launch.table';

export type { LaunchCodeRow };

const DAY_MS = 86_400_000;
// Crockford-style alphabet: no 0/O, 1/I/L confusion when typed from a screen.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomChars(n: number): string {
  const bytes = randomBytes(n);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

/** A launch code such as `SERENA-7KQ4-M2XP` (about 40 bits of randomness). */
export const newLaunchCode = () => `SERENA-${randomChars(4)}-${randomChars(4)}`;

/**
 * The lifecycle of a code: requested → assigned → ready → activated → expired. A request is
 * served at once, in one transaction (a place is taken and the code generated), so stored rows
 * start at `ready`; `expired` is computed from `expires_at` (the activation deadline while ready,
 * the end of the 10 days of premium once activated), so no background job is needed.
 */
export function effectiveState(row: LaunchCodeRow, now: Date): LaunchCode['state'] {
  if ((row.state === 'ready' || row.state === 'activated') && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.state;
}

export function toLaunchCode(row: LaunchCodeRow, now: Date): LaunchCode {
  return {
    code: row.code,
    participantNumber: row.participantNumber,
    places: limits.launchPlaces,
    state: effectiveState(row, now),
    assignedAt: row.assignedAt.toISOString(),
    activatedAt: row.activatedAt ? row.activatedAt.toISOString() : null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

const toCents = (eur: number) => Math.round(eur * 100);
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The campaign row and SPEC §9's launch discounts, created once whatever the number of instances. */
export async function ensureLaunchSeed(db: Db): Promise<void> {
  const discounts = (['yearly', 'monthly'] as const).flatMap((plan) =>
    Array.from({ length: prices.launchDiscountCodesPerPlan }, (_, i) => ({
      code: `LANCIO-${plan === 'yearly' ? 'Y' : 'M'}-${randomChars(6)}`,
      plan,
      slot: i + 1,
      priceCents: toCents(plan === 'yearly' ? prices.launchYearly : prices.launchMonthly),
      currency: prices.currency,
    })),
  );
  await createLaunchRepository(db).seed({ places: limits.launchPlaces, discounts });
}

export function createLaunchService({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createLaunchRepository(db);
  const users = createUsersService({ db });

  /**
   * Gives `userId` the next campaign place and its code, inside the caller's transaction (the
   * registration's, so a rolled-back registration gives its place back). Null when the campaign
   * is completed.
   */
  async function assign({ userId, now, tx }: { userId: string; now: Date; tx: Tx }): Promise<LaunchCodeRow | null> {
    const participantNumber = await repo.takePlace({ tx });
    if (participantNumber === null) return null;
    const expiresAt = new Date(now.getTime() + launchCodeActivationDays * DAY_MS);
    return repo.insertCode({ values: { code: newLaunchCode(), participantNumber, userId, state: 'ready', assignedAt: now, expiresAt }, tx });
  }

  return {
    assign,

    async status(userId: string | null): Promise<LaunchStatus> {
      const now = clock();
      const [campaign, mine] = await Promise.all([repo.readCampaign(), userId ? repo.findCodeOfUser({ userId }) : null]);
      const places = campaign?.places ?? limits.launchPlaces;
      const taken = campaign?.taken ?? 0;
      const remaining = Math.max(0, places - taken);
      return {
        campaign: { state: remaining > 0 ? 'active' : 'completed', places, taken, remaining },
        myCode: mine ? toLaunchCode(mine, now) : null,
        canRequest: !!userId && !mine && remaining > 0,
      };
    },

    /** SPEC §2 "request a code": one per person; asking again returns the same code. */
    async request(userId: string): Promise<LaunchCode> {
      const now = clock();
      const existing = await repo.findCodeOfUser({ userId });
      if (existing) return toLaunchCode(existing, now);
      try {
        const row = await db.transaction((tx) => assign({ userId, now, tx }));
        if (!row) throw new AppError('launch.campaign_completed');
        return toLaunchCode(row, now);
      } catch (err) {
        // Two requests at once from the same person: the second meets the unique user_id.
        if (uniqueViolation(err)) {
          const again = await repo.findCodeOfUser({ userId });
          if (again) return toLaunchCode(again, now);
        }
        throw err;
      }
    },

    /** Activates the person's own code: 10 days of full premium (the launch plan). */
    async activate(userId: string, code: string): Promise<{ code: LaunchCode; user: UserRow }> {
      const now = clock();
      const premiumEndsAt = new Date(now.getTime() + limits.launchTrialDays * DAY_MS);
      const result = await db.transaction(async (tx) => {
        const row = await repo.activateCode({ code, userId, now, premiumEndsAt, tx });
        if (!row) return null;
        const user = await users.update({ id: userId, values: { launchTrialEndsAt: premiumEndsAt }, tx });
        return user ? { row, user } : null;
      });
      if (!result) throw new AppError('launch.code_invalid');
      return { code: toLaunchCode(result.row, now), user: result.user };
    },

    /** The export's `launch` section: the person's code and the launch discounts they used. */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['launch']> {
      const code = await repo.findCodeOfUser({ userId, tx });
      const discounts = await repo.discountsUsedBy({ userId, tx });
      return {
        code: code
          ? {
              code: code.code,
              participantNumber: code.participantNumber,
              state: code.state,
              assignedAt: code.assignedAt.toISOString(),
              activatedAt: isoOrNull(code.activatedAt),
              expiresAt: code.expiresAt.toISOString(),
            }
          : null,
        discountsUsed: discounts.map((d) => ({
          code: d.code,
          plan: d.plan,
          priceCents: d.priceCents,
          currency: d.currency,
          usedAt: isoOrNull(d.usedAt),
        })),
      };
    },
  };
}

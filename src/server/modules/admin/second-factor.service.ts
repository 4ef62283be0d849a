import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { RecoveryCodes, SecondFactorEnrolment, SecondFactorStatus } from '@shared/schemas/admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createServiceSecrets } from '../auth/service-secrets.service';
import { createThrottle, minutesUntil } from '../auth/throttle.service';
import type { SessionRow } from '../sessions/sessions.table';
import type { UserRow } from '../users/users.table';
import { createAuditService } from './audit.service';
import { createSecondFactorRepository } from './second-factor.repository';
import { open, seal, secondFactorKey } from './second-factor.crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes allowed per account in a window, before the next attempt waits for the window's end. */
export const SECOND_FACTOR_MAX_ATTEMPTS = 5;
export const SECOND_FACTOR_WINDOW_MS = 15 * 60_000;
const ISSUER = 'Serenamente';
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
const normalizeRecovery = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** The encryption key of the secrets, loaded once (SECOND_FACTOR_KEY, else one kept in the database). */
function keyLoader({ db, config }: Pick<SecondFactorDeps, 'db' | 'config'>) {
  let key: Promise<Buffer> | null = null;
  return () =>
    (key ??= (async () => {
      const material =
        config.admin.secondFactorKey ??
        (await createServiceSecrets({ db }).getOrCreate('second_factor_key', () =>
          generateSecret({ length: 32 }),
        ));
      return secondFactorKey(material);
    })());
}

/** Ten new recovery codes replace the old ones; only their SHA-256 is stored. */
async function issueRecoveryCodes(
  repo: ReturnType<typeof createSecondFactorRepository>,
  userId: string,
  tx: Db,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await repo.replaceRecoveryCodes({ userId, hashes: codes.map((c) => sha256(normalizeRecovery(c))), tx });
  return codes;
}

export interface SecondFactorDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
}

type Staff = Pick<UserRow, 'id' | 'username' | 'role'>;

function toolsOf({ db, config, clock }: SecondFactorDeps) {
  const repo = createSecondFactorRepository(db);
  const audit = createAuditService({ db, clock });
  const throttle = createThrottle({ db, clock });
  const keyOf = keyLoader({ db, config });
  const secretOf = async (userId: string) => {
    const row = await repo.find(userId);
    if (!row) return null;
    return { row, secret: open(await keyOf(), row.secret) };
  };
  /** The time step (RFC 6238) the code belongs to, within a step either way of now; null if none. */
  const totpStep = async (secret: string, token: string): Promise<number | null> => {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(clock().getTime() / 1000),
      epochTolerance: 30,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  };
  /** Counts an attempt; over the limit, answers 429 with the minutes to wait. */
  const gate = async (userId: string): Promise<void> => {
    const hit = await throttle.hit(throttleKey(userId), {
      max: SECOND_FACTOR_MAX_ATTEMPTS,
      windowMs: SECOND_FACTOR_WINDOW_MS,
    });
    if (!hit.allowed)
      throw new AppError('admin.too_many_attempts', {
        params: { minutes: minutesUntil(hit.retryAt, clock()) },
      });
  };
  const actor = (u: Staff) => ({ id: u.id, name: u.username });

  const issueCodes = (user: Staff, tx: Db) => issueRecoveryCodes(repo, user.id, tx);

  return { repo, audit, throttle, keyOf, secretOf, totpStep, gate, actor, issueCodes };
}
type Tools = ReturnType<typeof toolsOf>;

/**
 * The staff's second factor (TOTP, RFC 6238, 30-second steps, one step of tolerance either way)
 * with ten one-time recovery codes, stored as SHA-256. A session passes it once; wrong codes are
 * throttled per account. Each app code works once: a code is accepted only for a time step later
 * than the last accepted one (a replayed code is a wrong code).
 */
export function createSecondFactorService(deps: SecondFactorDeps) {
  const tools = toolsOf(deps);
  return { ...enrolmentOf(deps, tools), verify: verifierOf(deps, tools) };
}

/** Status, enrolment and its confirmation, and new recovery codes. */
function enrolmentOf(
  { db, clock }: SecondFactorDeps,
  { repo, audit, throttle, keyOf, secretOf, totpStep, gate, actor, issueCodes }: Tools,
) {
  return {
    async status({ user, session }: { user: UserRow; session: SessionRow }): Promise<SecondFactorStatus> {
      const row = await repo.find(user.id);
      return {
        role: user.role,
        enrolled: !!row?.enabledAt,
        verified: !!session.secondFactorAt,
        recoveryCodesLeft: row?.enabledAt ? await repo.recoveryCodesLeft(user.id) : 0,
      };
    },

    /** A new secret to scan: on first sign-in, or from a verified session (a new phone). */
    async startEnrolment({
      user,
      session,
    }: {
      user: Staff;
      session: SessionRow;
    }): Promise<SecondFactorEnrolment> {
      const existing = await repo.find(user.id);
      if (existing?.enabledAt && !session.secondFactorAt)
        throw new AppError('admin.second_factor_already_enrolled');
      const secret = generateSecret();
      await repo.savePending({ userId: user.id, secret: seal(await keyOf(), secret), now: clock() });
      const otpauthUrl = generateURI({ issuer: ISSUER, label: user.username, secret });
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret, otpauthUrl, qrSvg };
    },

    /** The first code from the app confirms the enrolment: recovery codes are issued, once. */
    async confirm({
      user,
      session,
      code,
    }: {
      user: Staff;
      session: SessionRow;
      code: string;
    }): Promise<RecoveryCodes> {
      await gate(user.id);
      const found = await secretOf(user.id);
      if (!found || (found.row.enabledAt && !session.secondFactorAt))
        throw new AppError('admin.second_factor_not_enrolled');
      const step = found.secret ? await totpStep(found.secret, code) : null;
      if (step === null) throw new AppError('admin.second_factor_invalid');
      const result = await db.transaction(async (tx) => {
        const now = clock();
        if (!(await repo.acceptStep({ userId: user.id, step, enable: now, tx })))
          throw new AppError('admin.second_factor_invalid');
        const recoveryCodes = await issueCodes(user, tx);
        await repo.markSession({ tokenHash: session.tokenHash, now, tx });
        await audit.record(
          { actor: actor(user), action: 'second_factor.enrolled', targetType: 'user', targetId: user.id },
          tx,
        );
        return { recoveryCodes };
      });
      await throttle.reset(throttleKey(user.id));
      return result;
    },

    /** New recovery codes (the old ones stop working); from a verified session only. */
    async regenerateCodes({ user }: { user: Staff }): Promise<RecoveryCodes> {
      return db.transaction(async (tx) => {
        const recoveryCodes = await issueCodes(user, tx);
        await audit.record(
          {
            actor: actor(user),
            action: 'second_factor.recovery_codes_renewed',
            targetType: 'user',
            targetId: user.id,
          },
          tx,
        );
        return { recoveryCodes };
      });
    },
  };
}

/** A code from the app, or a recovery code (spent), lets this session into the admin pages. */
function verifierOf(
  { db, clock }: SecondFactorDeps,
  { repo, audit, throttle, secretOf, totpStep, gate, actor }: Tools,
) {
  return async ({
    user,
    session,
    code,
  }: {
    user: Staff;
    session: SessionRow;
    code: string;
  }): Promise<void> => {
    await gate(user.id);
    const found = await secretOf(user.id);
    if (!found?.row.enabledAt) throw new AppError('admin.second_factor_not_enrolled');
    const totp = /^\d{6}$/.test(code);
    const step = totp && found.secret ? await totpStep(found.secret, code) : null;
    if (totp && step === null) throw new AppError('admin.second_factor_invalid');
    await db.transaction(async (tx) => {
      const now = clock();
      if (step !== null) {
        // Spent in the same statement that accepts it: a replay (or a racing twin) is refused.
        if (!(await repo.acceptStep({ userId: user.id, step, tx })))
          throw new AppError('admin.second_factor_invalid');
      } else {
        const used = await repo.useRecoveryCode({
          userId: user.id,
          codeHash: sha256(normalizeRecovery(code)),
          now,
          tx,
        });
        if (!used) throw new AppError('admin.second_factor_invalid');
        await audit.record(
          {
            actor: actor(user),
            action: 'second_factor.recovery_code_used',
            targetType: 'user',
            targetId: user.id,
          },
          tx,
        );
      }
      await repo.markSession({ tokenHash: session.tokenHash, now, tx });
      const after = { method: totp ? 'totp' : 'recovery_code' };
      await audit.record(
        {
          actor: actor(user),
          action: 'auth.staff_signed_in',
          targetType: 'user',
          targetId: user.id,
          after,
        },
        tx,
      );
    });
    await throttle.reset(throttleKey(user.id));
  };
}

const throttleKey = (userId: string) => `second_factor:${userId}`;

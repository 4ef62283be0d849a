import { randomInt } from 'node:crypto';
import { limits } from '@shared/plans';
import { AppError } from '../../lib/app-error';
import { sendLater } from '../../lib/mail/send-later';
import { passwordChangedMail, passwordResetCodeMail } from '../../lib/mail/templates';
import { hashSecret, verifyDummy, verifySecret } from '../../lib/password';
import { createSessionsService } from '../sessions/sessions.service';
import { createUsersService } from '../users/users.service';
import { type AuthServiceDeps, langOf } from './auth.service';
import { createLoginThrottle, throttleAddress } from './login-throttle.service';
import { createRecoveryRepository } from './recovery.repository';
import { createThrottle, minutesUntil } from './throttle.service';

const RESET_CODE_DIGITS = 6;
const codeTtlMinutes = limits.resetCodeTtlMs / 60_000;

/**
 * Password recovery: a code by mail, then a new password with it. The answers are the same for
 * every address (with an account, without one, or an administrator's), and the code is never in
 * an answer: it leaves by mail only.
 */
export function createRecoveryService({ db, config, clock, mailer, log }: AuthServiceDeps) {
  const throttle = createThrottle({ db, clock });
  const loginThrottle = createLoginThrottle({ db, config, clock });
  const users = createUsersService({ db });
  const sessions = createSessionsService({ db });
  const repo = createRecoveryRepository(db);
  const windowMs = config.recoveryThrottle.windowMinutes * 60_000;
  const throttled = (retryAt: Date) => new AppError('auth.recovery_throttled', { params: { minutes: minutesUntil(retryAt, clock()) } });

  /**
   * Wrong reset attempts per address, counted alike for every address (with an account or not,
   * an administrator's too): a code's own attempts only decide whether it may still be tried,
   * while what a wrong attempt answers (400, or 429 with the minutes) is this counter's, so an
   * address with an account looks like any other. Issuing a code clears the counter, so its
   * window starts no sooner than that code and ends no sooner than the code expires.
   */
  const wrongAttemptsKey = (email: string) => `reset:email:${email}`;
  const wrongAttempts = { max: limits.resetCodeMaxAttempts, windowMs: limits.resetCodeTtlMs };
  /** False while wrong attempts keep the address locked; otherwise true, with the counter cleared. */
  const clearWrongAttempts = async (email: string) => {
    // `hit` is how the counter is read: one more hit on a locked key leaves its window (and the
    // minutes it answers) as they were; on an open key the count is cleared right after.
    const probe = await throttle.hit(wrongAttemptsKey(email), wrongAttempts);
    if (!probe.allowed) return false;
    await throttle.reset(wrongAttemptsKey(email));
    return true;
  };

  /** A right code: the new password, every session ended, the owner's waits forgotten. False if used meanwhile. */
  const complete = async ({ user, resetId, password, email }: { user: { id: string; email: string; language: string }; resetId: string; password: string; email: string }) => {
    const passwordHash = await hashSecret(password);
    const now = clock();
    const done = await db.transaction(async (tx) => {
      if (!(await repo.consume({ id: resetId, now, tx }))) return false;
      await users.update({ id: user.id, values: { passwordHash }, tx });
      await sessions.endAllOf({ userId: user.id, tx });
      return true;
    });
    if (!done) return false;
    // The owner proved who they are: their own waits (a shared IP's pair included) end too.
    await loginThrottle.forgetAccount(user.id);
    await throttle.reset(wrongAttemptsKey(email));
    sendLater(mailer, log, passwordChangedMail({ to: user.email, lang: langOf(user.language), publicUrl: config.publicUrl }));
    return true;
  };

  return {
    /**
     * Mails a recovery code when the address has an account that is not an administrator's (an
     * administrator's password is ADMIN_PASSWORD, set again at start).
     */
    async forgotPassword({ email, ip }: { email: string; ip: string }): Promise<void> {
      const max = config.recoveryThrottle;
      const byIp = await throttle.hit(`recover:ip:${throttleAddress(ip)}`, { max: max.maxPerIp, windowMs });
      const byEmail = await throttle.hit(`recover:email:${email}`, { max: max.maxPerEmail, windowMs });
      if (!byIp.allowed || !byEmail.allowed) {
        throw throttled([byIp, byEmail].filter((g) => !g.allowed).map((g) => g.retryAt).sort((a, b) => b.getTime() - a.getTime())[0]!);
      }

      const code = String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
      const codeHash = await hashSecret(code);
      const user = await users.findByEmail({ email });
      const now = clock();
      // After too many wrong attempts, nothing new is issued until the lock ends (for every address).
      if (!(await clearWrongAttempts(email))) return;
      if (!user || user.isAdmin) return;
      await db.transaction(async (tx) => {
        await repo.closeOpen({ userId: user.id, now, tx });
        await repo.insert({ values: { userId: user.id, codeHash, createdAt: now, expiresAt: new Date(now.getTime() + limits.resetCodeTtlMs) }, tx });
      });
      sendLater(mailer, log, passwordResetCodeMail({ to: user.email, lang: langOf(user.language), code, minutes: codeTtlMinutes }));
    },

    /**
     * Code + new password: single use, 10 minutes, 5 attempts. Ends every session of the person.
     * An administrator's address never has a code, so it answers like any address without one;
     * every wrong attempt, on any address, costs one Argon2 verification and answers from the
     * same counter (`wrongAttemptsKey`).
     */
    async resetPassword({ email, code, password, ip }: { email: string; code: string; password: string; ip: string }) {
      const gate = await throttle.hit(`recover:ip:${throttleAddress(ip)}`, { max: config.recoveryThrottle.maxPerIp, windowMs });
      if (!gate.allowed) throw throttled(gate.retryAt);

      const user = await users.findByEmail({ email });
      const open = user && !user.isAdmin ? await repo.latestOpen({ userId: user.id, now: clock() }) : null;
      if (user && open) {
        const attempts = await repo.takeAttempt({ id: open.id, max: limits.resetCodeMaxAttempts });
        if (attempts !== null && (await verifySecret(open.codeHash, code))) {
          if (await complete({ user, resetId: open.id, password, email })) return;
          throw new AppError('auth.reset_code_invalid');
        }
        // A code with no attempts left is not checked, but one verification's time is spent all the same.
        if (attempts === null) await verifyDummy(code);
      } else {
        await verifyDummy(code);
      }
      const wrong = await throttle.hit(wrongAttemptsKey(email), { ...wrongAttempts, max: limits.resetCodeMaxAttempts - 1 });
      if (!wrong.allowed) throw new AppError('auth.reset_too_many_attempts', { params: { minutes: minutesUntil(wrong.retryAt, clock()) } });
      throw new AppError('auth.reset_code_invalid');
    },
  };
}

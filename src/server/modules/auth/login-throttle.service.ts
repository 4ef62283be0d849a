import { isIP } from 'node:net';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createThrottleRepository } from './throttle.repository';

/** A browser known for the account never waits longer than this, whoever else is guessing. */
export const DEVICE_MAX_DELAY_MINUTES = 1;

/**
 * The address a throttle counts: IPv4 as it is, IPv6 by its /64, which one subscriber holds
 * whole and could otherwise walk through one address at a time.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (isIP(address) !== 6) return ip;
  const groups = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const [head = '', tail] = address.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** What a sign-in is counted against: who it is for, where it comes from, and the browser if known. */
export interface LoginScope {
  /** A user id, or `name:<what was typed>` for a name without an account. */
  account: string;
  ip: string;
  /** A device known for this very account (devices.service.ts), else null. */
  deviceId: string | null;
}

/** The account part of the keys: unknown names are counted by what was typed, like real ones. */
export const loginAccount = ({ userId, typed }: { userId: string | null; typed: string }) =>
  userId ?? `name:${typed.toLowerCase()}`;

interface KeyRule {
  key: string;
  freeFailures: number;
  maxDelayMinutes: number;
  /** A success forgets the key's failures; otherwise it only gives back its own count. */
  clearOnSuccess: boolean;
}

/** An attempt counted on its keys, with the wait each claim set, until the outcome is known. */
export interface LoginAttempt {
  claims: { rule: KeyRule; lockedUntil: Date | null }[];
}

export type LoginGate = { allowed: true; attempt: LoginAttempt } | { allowed: false; retryAt: Date };

class KeyWaiting extends Error {}

/** The keys an attempt counts on: its device alone when known for the account, else pair, account and IP. */
function rulesFor({ account, ip, deviceId }: LoginScope, limits: Config['loginThrottle']): KeyRule[] {
  const free = limits.freeFailuresPerPair;
  if (deviceId) {
    const maxDelayMinutes = Math.min(DEVICE_MAX_DELAY_MINUTES, limits.maxDelayMinutes);
    return [
      {
        key: `login:device:${account}:${deviceId}`,
        freeFailures: free,
        maxDelayMinutes,
        clearOnSuccess: true,
      },
    ];
  }
  const address = throttleAddress(ip);
  const maxDelayMinutes = limits.maxDelayMinutes;
  return [
    { key: `login:pair:${account}:${address}`, freeFailures: free, maxDelayMinutes, clearOnSuccess: true },
    {
      key: `login:account:${account}`,
      freeFailures: limits.freeFailuresPerAccount,
      maxDelayMinutes,
      clearOnSuccess: false,
    },
    {
      key: `login:ip:${address}`,
      freeFailures: limits.freeFailuresPerIp,
      maxDelayMinutes,
      clearOnSuccess: false,
    },
  ];
}

/**
 * The sign-in throttle (OWASP's answer to online guessing, without locking the owner out):
 * - without a known device, an attempt counts against the (account, IP) pair, the account and
 *   the IP; past each key's free failures, the next attempt on it waits 1, 2, 4 … minutes up to
 *   LOGIN_MAX_DELAY_MINUTES, refused before any password is checked;
 * - with the device cookie of that account, it counts only against that device, which waits
 *   at most DEVICE_MAX_DELAY_MINUTES: guessing from elsewhere cannot keep the owner out.
 * A success forgets the pair and device keys; the account and IP keys keep their count (only
 * the success's own attempt is given back), so the owner's sign-in never resets a guesser.
 * Counters live in `auth_throttles`, one upsert each, so every instance sees the same counts.
 */
export function createLoginThrottle({
  db,
  config,
  clock,
}: {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
}) {
  const limits = config.loginThrottle;
  const windowMs = limits.windowMinutes * 60_000;
  const repo = createThrottleRepository(db);

  return {
    /**
     * Counts an attempt before the password is checked. Refused (with when to retry) while any
     * of its keys waits; then nothing is counted and no password may be verified.
     */
    async begin(scope: LoginScope): Promise<LoginGate> {
      // One order for every request (by code unit, the same on every instance), so two
      // transactions never wait on each other's rows.
      const rules = rulesFor(scope, limits).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const keys = rules.map((r) => r.key);
      const now = clock();
      const waiting = await repo.activeLock({ keys, now });
      if (waiting) return { allowed: false, retryAt: waiting };
      try {
        const claims = await db.transaction(async (tx) => {
          const out: LoginAttempt['claims'] = [];
          for (const rule of rules) {
            const { key, freeFailures, maxDelayMinutes } = rule;
            const row = await repo.claim({ key, now, windowMs, freeFailures, maxDelayMinutes, tx });
            if (!row) throw new KeyWaiting();
            out.push({ rule, lockedUntil: row.lockedUntil });
          }
          return out;
        });
        return { allowed: true, attempt: { claims } };
      } catch (err) {
        if (!(err instanceof KeyWaiting)) throw err;
        // Another request set a wait in between: this one waits too, and counted nothing.
        const retryAt = await repo.activeLock({ keys, now: clock() });
        return { allowed: false, retryAt: retryAt ?? new Date(now.getTime() + 60_000) };
      }
    },

    /** The password was right: the pair and device keys start over; the others give back this attempt. */
    async succeeded(attempt: LoginAttempt): Promise<void> {
      for (const { rule, lockedUntil } of attempt.claims) {
        if (rule.clearOnSuccess) await repo.clear({ key: rule.key });
        else await repo.release({ key: rule.key, lockedUntil });
      }
    },

    /**
     * Forgets every sign-in count about one account (its own key, its pairs and its devices),
     * e.g. once the owner has proved who they are by mail or the account is gone.
     */
    async forgetAccount(userId: string): Promise<void> {
      await repo.clear({ key: `login:account:${userId}` });
      await repo.clearWithPrefix({ prefix: `login:pair:${userId}:` });
      await repo.clearWithPrefix({ prefix: `login:device:${userId}:` });
    },
  };
}

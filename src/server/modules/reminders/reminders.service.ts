import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type {
  PushSubscriptionInput,
  ReminderSettings,
  ReminderSettingsUpdate,
  RemindersExport,
} from '@shared/schemas/profile';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { createRemindersRepository } from './reminders.repository';
import { generateVapidKeys, type VapidKeys } from './reminders.push';
import { createReminderSender } from './reminders.sender';

export interface RemindersDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
}

/**
 * The VAPID keys (from the configuration, else generated once and kept in the database) and the
 * one-tap link's signature, keyed by a key derived from the private one, never the key itself.
 */
function vapidOf(repo: ReturnType<typeof createRemindersRepository>, config: Readonly<Config>) {
  let vapid: Promise<VapidKeys> | null = null;
  const keys = (): Promise<VapidKeys> => {
    const { vapidPublicKey, vapidPrivateKey, vapidSubject: subject } = config.reminders;
    if (vapidPublicKey && vapidPrivateKey)
      return Promise.resolve({ publicKey: vapidPublicKey, privateKey: vapidPrivateKey, subject });
    vapid ??= repo
      .keys({ generate: generateVapidKeys })
      .then((k) => ({ publicKey: k.publicKey, privateKey: k.privateKey, subject }));
    return vapid;
  };
  const mac = async (userId: string) => {
    const secret = Buffer.from(
      hkdfSync('sha256', (await keys()).privateKey, 'serenamente', 'reminders-unsubscribe', 32),
    );
    return createHmac('sha256', secret).update(`reminders:off:${userId}`).digest('base64url');
  };

  return { keys, mac };
}

/**
 * The opt-in daily reminder: settings, the devices that receive it, the VAPID keys (from the
 * configuration, else generated once and kept in the database) and the signed one-tap link that
 * turns it off without signing in.
 */
export function createRemindersService({ db, config, clock }: RemindersDeps) {
  const repo = createRemindersRepository(db);
  const { keys, mac } = vapidOf(repo, config);

  const settingsOf = async (user: RequestUser): Promise<ReminderSettings> => {
    const [row, devices, k] = await Promise.all([
      repo.settings({ userId: user.id }),
      repo.countDevices({ userId: user.id }),
      keys(),
    ]);
    return {
      enabled: row?.enabled ?? false,
      time: row?.time ?? '20:00',
      quietHours: row?.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
      timeZone: user.timeZone,
      devices,
      vapidPublicKey: k.publicKey,
    };
  };

  const unsubscribeToken = async (userId: string) => `${userId}.${await mac(userId)}`;

  return {
    settings: settingsOf,

    async save(user: RequestUser, input: ReminderSettingsUpdate): Promise<ReminderSettings> {
      const quiet = input.quietHours ?? null;
      await repo.saveSettings({
        values: {
          userId: user.id,
          enabled: input.enabled,
          time: input.time,
          quietStart: quiet?.start ?? null,
          quietEnd: quiet?.end ?? null,
          updatedAt: clock(),
        },
      });
      return settingsOf(user);
    },

    async subscribe(user: RequestUser, input: PushSubscriptionInput): Promise<ReminderSettings> {
      // A key that is not a P-256 point would only fail at the first send.
      if (
        Buffer.from(input.keys.p256dh, 'base64url').length !== 65 ||
        Buffer.from(input.keys.auth, 'base64url').length < 16
      ) {
        throw new AppError('reminders.subscription_invalid');
      }
      await repo.addSubscription({
        values: {
          userId: user.id,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          createdAt: clock(),
        },
      });
      return settingsOf(user);
    },

    async unsubscribe(user: RequestUser, endpoint: string): Promise<ReminderSettings> {
      await repo.removeSubscription({ userId: user.id, endpoint });
      return settingsOf(user);
    },

    /** Whether the daily reminder is on (the dashboard's reminder card). */
    async enabled(userId: string): Promise<boolean> {
      return (await repo.settings({ userId }))?.enabled ?? false;
    },

    unsubscribeToken,

    /** The one-tap link's action: turns the reminder off for the person the token names. */
    async unsubscribeWithToken(token: string): Promise<void> {
      const [userId = '', given = ''] = token.split('.');
      const expected = Buffer.from(await mac(userId));
      const actual = Buffer.from(given);
      if (
        !/^[0-9a-f-]{36}$/.test(userId) ||
        expected.length !== actual.length ||
        !timingSafeEqual(expected, actual)
      ) {
        throw new AppError('reminders.unsubscribe_invalid');
      }
      await repo.disable({ userId, at: clock() });
    },

    /** Sends what is due now; each person at most once per local day, whatever the instances. */
    sendDue: createReminderSender({ db, config, clock, repo, keys, unsubscribeToken }),

    exportOf: (args: { userId: string; tx?: Tx }) => exportOf(repo, args),
  };
}

/** The export's `reminders` section: settings, devices (times only, never an endpoint or key), days sent. */
async function exportOf(
  repo: ReturnType<typeof createRemindersRepository>,
  { userId, tx }: { userId: string; tx?: Tx },
): Promise<RemindersExport> {
  const of = { userId, ...(tx ? { tx } : {}) };
  const row = await repo.settings(of);
  const devices = await repo.subscriptionsOf(of);
  const sent = await repo.deliveriesOf(of);
  return {
    settings: row
      ? {
          enabled: row.enabled,
          time: row.time,
          quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
    devices: devices.map((d) => ({
      createdAt: d.createdAt.toISOString(),
      lastSentAt: d.lastSentAt ? d.lastSentAt.toISOString() : null,
    })),
    sent: sent
      .filter((d) => d.status === 'sent')
      .map((d) => ({ day: d.day, sentAt: d.claimedAt.toISOString() })),
  };
}

/** Day claims are kept this long (the export's "sent" list), then deleted by the scheduler. */
const deliveriesKeptDays = 90;

/**
 * The reminder loop, started by the entry point like housekeeping: a pass every minute (the
 * injected clock decides what is due), and once a day the old day claims go. Passes never
 * overlap on one instance; across instances the claims keep each reminder single.
 */
export function scheduleReminders({
  db,
  config,
  clock = () => new Date(),
  log,
  everyMs = 60_000,
}: Omit<RemindersDeps, 'clock'> & {
  clock?: () => Date;
  log: { info(o: object, m: string): void; error(o: object, m: string): void };
  everyMs?: number;
}): () => void {
  const service = createRemindersService({ db, config, clock });
  const repo = createRemindersRepository(db);
  let running = false;
  let lastPurge = 0;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const report = await service.sendDue();
      if (report.due > 0) log.info({ reminders: report }, 'reminders');
      const now = clock();
      if (now.getTime() - lastPurge > 86_400_000) {
        lastPurge = now.getTime();
        await repo.purgeDeliveries({
          before: new Date(now.getTime() - deliveriesKeptDays * 86_400_000).toISOString().slice(0, 10),
        });
      }
    } catch (err) {
      log.error({ err }, 'reminders failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

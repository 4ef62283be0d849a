import { createHash } from 'node:crypto';
import type { Lang } from '@shared/i18n';
import type { PrivacyExport } from '@shared/schemas/privacy';
import type { SupportMessageReceipt } from '@shared/schemas/support';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { supportMail } from './support.mail';
import { createSupportRepository } from './support.repository';

export interface SupportLimits {
  /** Messages one IP may send per window. */
  maxPerWindow: number;
  windowMinutes: number;
  /** How long a request waits for the mail transport before answering anyway (the message is stored). */
  mailTimeoutMs: number;
}

export const defaultSupportLimits: SupportLimits = {
  maxPerWindow: 5,
  windowMinutes: 60,
  mailTimeoutMs: 5_000,
};

/** The throttle needs to recognise an IP, not to know it: only a hash is stored. */
export const hashIp = (ip: string) => createHash('sha256').update(`serenamente-support:${ip}`).digest('hex');

/**
 * The contact form: a message is stored first (never lost when mail is down), then sent to the
 * support inbox through the app's mailer. One IP may send `maxPerWindow` messages per window.
 * The message text is never logged.
 */
export function createSupportService({
  db,
  clock,
  mailer,
  inbox,
  publicUrl,
  limits = defaultSupportLimits,
  log,
}: {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  inbox: string;
  publicUrl: string;
  limits?: SupportLimits;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const repo = createSupportRepository(db);

  async function deliver(id: string, mail: Parameters<Mailer['send']>[0]) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), limits.mailTimeoutMs);
    });
    const sending = mailer.send(mail).then(
      async () => {
        await repo.setDelivery({ id, delivery: 'sent', at: clock() });
        return 'sent' as const;
      },
      async (err: unknown) => {
        log?.warn({ id, err: err instanceof Error ? err.name : 'error' }, 'support mail failed');
        await repo.setDelivery({ id, delivery: 'failed', at: null }).catch(() => undefined);
        return 'failed' as const;
      },
    );
    // A slow mail server must not hold the person's request: the row stays 'pending'.
    const outcome = await Promise.race([sending, timeout]);
    clearTimeout(timer);
    return outcome;
  }

  return {
    async submit(input: {
      name: string;
      email: string;
      topic: string;
      message: string;
      lang: Lang;
      ip: string;
      userId: string | null;
    }): Promise<SupportMessageReceipt> {
      const at = clock();
      const windowMs = limits.windowMinutes * 60_000;
      const stored = await repo.insertWithinLimit({
        input: {
          userId: input.userId,
          name: input.name,
          email: input.email,
          topic: input.topic,
          message: input.message,
          lang: input.lang,
          ipHash: hashIp(input.ip),
          at,
        },
        limit: { max: limits.maxPerWindow, since: new Date(at.getTime() - windowMs) },
      });
      if (!stored.ok) {
        const minutes = Math.max(1, Math.ceil((stored.oldest.getTime() + windowMs - at.getTime()) / 60_000));
        throw new AppError('support.too_many_messages', { params: { minutes } });
      }
      await deliver(
        stored.row.id,
        supportMail({ to: inbox, id: stored.row.id, publicUrl, receivedAt: at, ...input }),
      );
      return { id: stored.row.id, receivedAt: stored.row.createdAt.toISOString() };
    },

    list: () => repo.list(),
    findById: (id: string) => repo.findById({ id }),
  };
}

/**
 * The messages kept: deleted past the retention period the privacy notice gives, and part of a
 * person's export.
 */
export function createSupportArchive({ db }: { db: Db }) {
  const repo = createSupportRepository(db);
  return {
    /** Deletes messages older than `retentionMonths` (housekeeping); returns how many went. */
    async purgeOlderThan({ now, retentionMonths }: { now: Date; retentionMonths: number }): Promise<number> {
      const before = new Date(now);
      before.setUTCMonth(before.getUTCMonth() - retentionMonths);
      return repo.deleteReceivedBefore({ before });
    },

    /**
     * The export's `supportMessages` section: each message with the answer mailed to its sender
     * and when it was given, never who gave it (`answered_by` is the staff's, see exported-tables.ts).
     */
    async exportOf({ userId, tx }: { userId: string; tx?: Tx }): Promise<PrivacyExport['supportMessages']> {
      const rows = await repo.listOfUser({ userId, tx });
      return rows.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        topic: m.topic,
        message: m.message,
        lang: m.lang,
        delivery: m.delivery,
        createdAt: m.createdAt.toISOString(),
        deliveredAt: m.deliveredAt ? m.deliveredAt.toISOString() : null,
        answer: m.answer,
        answeredAt: m.answeredAt ? m.answeredAt.toISOString() : null,
      }));
    },
  };
}

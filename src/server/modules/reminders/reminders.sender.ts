import { isLang, type Lang } from '@shared/i18n';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createActivityService } from '../activity/activity.service';
import { type DueReminder, type RemindersRepository } from './reminders.repository';
import { sendPush, type VapidKeys } from './reminders.push';

const batch = 200;

const words: Record<Lang, { title: string; body: string }> = {
  it: { title: 'Serenamente', body: 'Un momento per te: oggi bastano 10 minuti. Ti aspettiamo.' },
  en: { title: 'Serenamente', body: 'A moment for you: 10 minutes today is enough. We are here.' },
};

interface SenderDeps {
  db: Db;
  config: Readonly<Config>;
  clock: () => Date;
  repo: RemindersRepository;
  keys: () => Promise<VapidKeys>;
  unsubscribeToken: (userId: string) => Promise<string>;
}

export interface SendReport {
  due: number;
  sent: number;
  skipped: number;
  failed: number;
}

/**
 * One pass of the daily reminder. Each person due is claimed for their local day by one insert
 * (`reminder_deliveries`' primary key), so with any number of instances running this pass at the
 * same time, exactly one sends. A person who already did something today gets nothing.
 */
export function createReminderSender({ db, config, clock, repo, keys, unsubscribeToken }: SenderDeps) {
  const activity = createActivityService({ db });

  const deliver = async (due: DueReminder, vapid: VapidKeys): Promise<'sent' | 'skipped' | 'failed'> => {
    if (await activity.activeOn({ userId: due.userId, day: due.day })) return 'skipped';
    const lang: Lang = isLang(due.language) ? due.language : 'it';
    const token = await unsubscribeToken(due.userId);
    const payload = JSON.stringify({
      ...words[lang],
      tag: 'daily-reminder',
      url: `${config.publicUrl}/dashboard`,
      unsubscribeUrl: `${config.publicUrl}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    let sent = 0;
    for (const target of await repo.subscriptionsOf({ userId: due.userId })) {
      const outcome = await sendPush(target, payload, vapid);
      if (outcome === 'sent') {
        sent += 1;
        await repo.markSent({ id: target.id, at: clock() });
      } else await repo.markFailed({ id: target.id, gone: outcome === 'gone' });
    }
    await repo.settle({ userId: due.userId, day: due.day, status: sent > 0 ? 'sent' : 'failed', sent });
    return sent > 0 ? 'sent' : 'failed';
  };

  return async (): Promise<SendReport> => {
    const now = clock();
    const dueNow = await repo.due({ now, limit: batch });
    const report: SendReport = { due: dueNow.length, sent: 0, skipped: 0, failed: 0 };
    if (!dueNow.length) return report;
    const vapid = await keys();
    for (const due of dueNow) {
      if (!(await repo.claim({ userId: due.userId, day: due.day, at: now }))) continue;
      const outcome = await deliver(due, vapid);
      if (outcome === 'skipped')
        await repo.settle({ userId: due.userId, day: due.day, status: 'skipped', sent: 0 });
      report[outcome] += 1;
    }
    return report;
  };
}

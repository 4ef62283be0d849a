import { isLang, type Lang } from '@shared/i18n';
import type { SupportInbox, SupportInboxItem, SupportInboxMessage } from '@shared/schemas/admin-content';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mail';
import { createAuditService } from '../admin/audit.service';
import type { Actor } from './admin-content.service';
import { supportAnswerMail } from './support-inbox.mail';
import { createSupportInboxRepository } from './support-inbox.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const langOf = (lang: string): Lang => (isLang(lang) ? lang : 'it');

type Repository = ReturnType<typeof createSupportInboxRepository>;
type ItemRow = Awaited<ReturnType<Repository['list']>>[number];
type MessageRow = NonNullable<Awaited<ReturnType<Repository['find']>>>;
const toItem = (row: ItemRow): SupportInboxItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  topic: row.topic,
  lang: langOf(row.lang),
  receivedAt: row.createdAt.toISOString(),
  handledAt: iso(row.handledAt),
  answeredAt: iso(row.answeredAt),
});

const toMessage = (row: MessageRow): SupportInboxMessage => ({
  ...toItem(row),
  message: row.message,
  answer: row.answer,
  answeredBy: row.answeredBy,
});

/**
 * The support inbox: administrators read contact-form messages, answer them by mail (in the
 * sender's language, through the app's mailer) and mark them handled. Every action is audited
 * by message id alone: no message or answer text ever reaches the audit log. Answers live in
 * the message's row, so the retention purge (housekeeping) deletes them with it.
 */
export function createSupportInboxService({
  db,
  clock,
  mailer,
  publicUrl,
}: {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  publicUrl: string;
}) {
  const repository = createSupportInboxRepository(db);
  const audit = createAuditService({ db, clock });
  /** An entry about one message: its id and states, never its text. */
  const log = (
    actor: Actor,
    action: string,
    id: string,
    states: { before?: unknown; after?: unknown } = {},
    tx?: Tx,
  ) => audit.record({ actor, action, targetType: 'support_message', targetId: id, ...states }, tx);
  async function found(id: string) {
    const row = await repository.find({ id });
    if (!row) throw new AppError('admin_support.not_found');
    return row;
  }

  return {
    async list(status: 'all' | 'waiting' | 'handled'): Promise<SupportInbox> {
      const [rows, waiting] = await Promise.all([repository.list({ status }), repository.countWaiting()]);
      return { items: rows.map(toItem), waiting };
    },

    /** One message, whole; the reading is audited. */
    async read(id: string, actor: Actor): Promise<SupportInboxMessage> {
      const row = await found(id);
      await log(actor, 'support.read', id);
      return toMessage(row);
    },

    /**
     * Mails the answer, then stores it and marks the message handled. A mail that cannot be sent
     * stores nothing (503 `admin_support.mail_failed`), so the inbox never shows an answer its
     * sender did not get.
     */
    async answer(id: string, answer: string, actor: Actor): Promise<SupportInboxMessage> {
      const row = await found(id);
      const lang = langOf(row.lang);
      const mail = supportAnswerMail({
        to: row.email,
        name: row.name,
        lang,
        receivedAt: row.createdAt,
        answer,
        publicUrl,
      });
      await mailer.send(mail).catch(() => {
        throw new AppError('admin_support.mail_failed');
      });
      await db.transaction(async (tx) => {
        if (!(await repository.saveAnswer({ id, answer, by: actor.id, at: clock(), tx }))) {
          throw new AppError('admin_support.not_found');
        }
        const before = { answered: row.answeredAt !== null, handled: row.handledAt !== null };
        await log(actor, 'support.answer', id, { before, after: { answered: true, handled: true } }, tx);
      });
      return toMessage(await found(id));
    },

    async setHandled(id: string, handled: boolean, actor: Actor): Promise<SupportInboxItem> {
      await db.transaction(async (tx) => {
        const before = await repository.setHandled({ id, handled, at: clock(), tx });
        if (!before) throw new AppError('admin_support.not_found');
        const action = handled ? 'support.handled' : 'support.unhandled';
        await log(actor, action, id, { before: { handled: before.wasHandled }, after: { handled } }, tx);
      });
      return toItem(await found(id));
    },
  };
}

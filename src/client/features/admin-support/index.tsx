import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportInboxStatuses } from '@shared/schemas/admin-content';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useInbox } from './api';
import { MessageView } from './message-view';

type Status = (typeof supportInboxStatuses)[number];

/**
 * The support inbox: contact-form messages, waiting ones first; a message opens with its answer
 * form (the answer is mailed to the sender in their language) and can be marked handled.
 */
export function SupportInboxPanel() {
  const { t } = useTranslation('adminContent');
  const ids = useId();
  const lang = currentLang();
  const [status, setStatus] = useState<Status>('all');
  const [open, setOpen] = useState<string | null>(null);
  const inbox = useInbox(status);

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={`${ids}-title`} className="text-2xl">
          {t('support.title')}
        </h2>
        <p className="text-muted-foreground">{t('support.intro')}</p>
      </div>
      {open ? (
        <MessageView id={open} onBack={() => setOpen(null)} />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${ids}-status`} className="font-medium">
                {t('support.filter')}
              </label>
              <select
                id={`${ids}-status`}
                value={status}
                onChange={(e) => setStatus(e.target.value as Status)}
                className="border-border bg-background rounded-2xl border px-4 py-2.5"
              >
                {supportInboxStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`support.statuses.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            {inbox.data && (
              <p role="status" className="text-muted-foreground pb-3 text-sm">
                {t('support.waitingCount', { count: inbox.data.waiting })}
              </p>
            )}
          </div>
          {inbox.isPending && <p role="status">{t('list.loading')}</p>}
          {inbox.isError && <p role="alert">{t('list.failed')}</p>}
          {inbox.data?.items.length === 0 && <p>{t('support.empty')}</p>}
          <ul className="flex flex-col gap-2">
            {inbox.data?.items.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => setOpen(m.id)}
                  className={cn(
                    'border-border bg-surface hover:bg-surface-muted flex w-full flex-col gap-1 rounded-2xl border p-4 text-left',
                    !m.handledAt && 'border-primary/50',
                  )}
                >
                  <span className="font-semibold [overflow-wrap:anywhere]">
                    {m.name} · {t(`support:topics.${m.topic}`, { defaultValue: m.topic })}
                  </span>
                  <span className="text-muted-foreground flex flex-wrap gap-x-3 text-sm">
                    <span>{formatDate(m.receivedAt, lang)}</span>
                    <span>{m.handledAt ? t('support.handled') : t('support.waiting')}</span>
                    {m.answeredAt && <span>{t('support.answeredShort')}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

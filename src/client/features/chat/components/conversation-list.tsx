import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationSummary } from '@shared/schemas/chat';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useConversations, useDeleteConversation } from '../api/conversations';

function ConversationItem({
  conversation: c,
  current,
  locale,
  dateFormat,
  onOpen,
  onDelete,
}: {
  conversation: ConversationSummary;
  current: boolean;
  locale: string;
  dateFormat: Intl.DateTimeFormat;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('chatMore');
  const title =
    c.title ??
    t('conversations.untitled', {
      date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }).format(new Date(c.createdAt)),
    });
  return (
    <li className={cn('group flex items-center gap-1 rounded-2xl', current && 'bg-primary-soft')}>
      <button
        type="button"
        onClick={onOpen}
        aria-current={current ? 'true' : undefined}
        className="hover:bg-surface-muted flex min-h-11 min-w-0 flex-1 cursor-pointer flex-col rounded-2xl px-3 py-2 text-left"
      >
        <span className="truncate text-sm font-medium">{title}</span>
        <span className="text-muted-foreground text-xs">{dateFormat.format(new Date(c.updatedAt))}</span>
      </button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('conversations.delete', { title })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * The person's conversations: open one, start a new one, delete one (after a confirmation).
 * Loaded when first shown (chat-workspace.tsx): beside the chat on a wide screen, behind the
 * Conversations button on a phone.
 */
export function ConversationList({
  activeId,
  onOpen,
  onNew,
  onDeleted,
}: {
  activeId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('chatMore');
  const locale = i18n.resolvedLanguage ?? 'it';
  const list = useConversations(true);
  const remove = useDeleteConversation();
  const [confirming, setConfirming] = useState<ConversationSummary | null>(null);
  const dateFormat = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

  return (
    <nav aria-labelledby="conversations-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="conversations-title" className="font-sans text-base font-semibold">
          {t('conversations.title')}
        </h2>
      </div>
      <Button type="button" variant="secondary" onClick={onNew} className="justify-start">
        <MessageSquarePlus aria-hidden="true" />
        {t('chat:conversations.new')}
      </Button>
      {list.isError ? (
        <p className="text-muted-foreground text-sm">{t('conversations.loadError')}</p>
      ) : list.data && list.data.items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('conversations.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {list.data?.items.map((c) => (
            <ConversationItem
              key={c.id}
              conversation={c}
              current={c.id === activeId}
              locale={locale}
              dateFormat={dateFormat}
              onOpen={() => onOpen(c.id)}
              onDelete={() => setConfirming(c)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!confirming}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('conversations.deleteTitle')}
        description={t('conversations.deleteText')}
        confirmLabel={t('conversations.confirm')}
        cancelLabel={t('conversations.cancel')}
        pending={remove.isPending}
        onConfirm={() => {
          if (!confirming) return;
          const id = confirming.id;
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(null);
              onDeleted(id);
              toast({ title: t('conversations.deleted'), variant: 'success' });
            },
          });
        }}
      />
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { ReplyText } from '@/components/ai/reply-text';
import { TypingIndicator } from '@/components/ai/typing-indicator';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { ChatSession } from '../hooks/use-chat-session';
import { isMisunderstoodReply, MessageBubble } from './message-bubble';
import { type PickedBy, QuickReplies } from './quick-replies';
import { ThoughtRecordBar } from './thought-record-bar';

/** The message being answered and its reply as it streams, stops or fails (with a retry). */
function PendingExchange({
  chat,
  text,
  onOpenPlan,
}: {
  chat: ChatSession;
  text: string;
  onOpenPlan: () => void;
}) {
  const { t } = useTranslation('chatMore');
  const { status, limitReached, errorCode } = chat.reply;
  return (
    <>
      <MessageBubble
        message={{
          id: 'pending',
          role: 'user',
          content: text,
          createdAt: '',
          event: null,
          suggestions: [],
          distortions: [],
          crisis: null,
        }}
        onOpenPlan={onOpenPlan}
      />
      <li className="flex justify-start" aria-hidden={status === 'streaming' ? true : undefined}>
        <div
          className={cn(
            'border-border bg-surface flex max-w-[92%] flex-col gap-2 rounded-3xl rounded-bl-lg border px-4 py-3 sm:max-w-[80%]',
            status === 'error' && 'border-danger/40',
          )}
        >
          {chat.reply.text && <ReplyText text={chat.reply.text} />}
          {chat.busy && <TypingIndicator />}
          {status === 'stopped' && <p className="text-muted-foreground text-sm">{t('stopped')}</p>}
          {status === 'error' && !limitReached && (
            <div role="alert" className="flex flex-col items-start gap-2">
              <p>{t(`errors:${errorCode}`)}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => void chat.send(text)}>
                {t('chat:retry')}
              </Button>
            </div>
          )}
        </div>
      </li>
    </>
  );
}

export type OnQuickReply = (label: string, by: PickedBy) => void;

/**
 * The conversation's messages, the reply on its way, the latest reply's quick replies and where
 * the thought record stands. Its code loads with the first message shown (chat-thread.tsx): an
 * empty conversation, the first screen of /chat, does without it.
 */
export function MessageList({
  chat,
  onOpenPlan,
  onQuickReply,
}: {
  chat: ChatSession;
  onOpenPlan: () => void;
  onQuickReply: OnQuickReply;
}) {
  const { t } = useTranslation('chatMore');
  const { activeId, messages, pending } = chat;
  const last = messages.at(-1);
  // Only the latest reply's, and gone as soon as the person sends anything.
  const quickReplies = pending === null && last?.role === 'assistant' ? last.quickReplies : undefined;
  return (
    <>
      <ol aria-label={t('conversations.current')} className="flex flex-col gap-4">
        {messages.map((m) => (
          <MessageBubble
            key={m.id}
            message={m}
            onOpenPlan={onOpenPlan}
            onMisunderstood={
              m === last && m.crisis && !isMisunderstoodReply(m) && activeId
                ? () => chat.sayMisunderstood(activeId)
                : undefined
            }
            misunderstoodPending={chat.misunderstoodPending}
          />
        ))}
        {pending !== null && <PendingExchange chat={chat} text={pending} onOpenPlan={onOpenPlan} />}
      </ol>
      {quickReplies?.length ? (
        <QuickReplies labels={quickReplies} disabled={chat.busy || chat.limitReached} onPick={onQuickReply} />
      ) : null}
      {chat.thoughtRecord && !chat.busy && <ThoughtRecordBar progress={chat.thoughtRecord} />}
    </>
  );
}

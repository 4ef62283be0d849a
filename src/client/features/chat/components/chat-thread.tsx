import { useTranslation } from 'react-i18next';
import { ReplyText } from '@/components/ai/reply-text';
import { TypingIndicator } from '@/components/ai/typing-indicator';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import type { ChatSession } from '../hooks/use-chat-session';
import { isMisunderstoodReply, MessageBubble } from './message-bubble';
import { type PickedBy, QuickReplies } from './quick-replies';

const starters = ['anxious', 'thoughtRecord', 'sleep', 'day'] as const;

/** The first-message starters; at the daily limit they wait, like the composer, for the allowance to return. */
function EmptyConversation({ onSend, blocked }: { onSend: (message: string) => void; blocked: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <section aria-labelledby="chat-empty-title" className="flex flex-col gap-3">
      <h2 id="chat-empty-title" className="text-2xl">
        {t('empty.title')}
      </h2>
      <p className="text-muted-foreground">{t('empty.text')}</p>
      <ul className="flex flex-wrap gap-2">
        {starters.map((k) => (
          <li key={k}>
            <Button
              type="button"
              variant="secondary"
              className="h-auto min-h-11 py-2 whitespace-normal"
              disabled={blocked}
              onClick={() => onSend(t(`empty.starters.${k}`))}
            >
              {t(`empty.starters.${k}`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
  const { t } = useTranslation('chat');
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
                {t('retry')}
              </Button>
            </div>
          )}
        </div>
      </li>
    </>
  );
}

type OnQuickReply = (label: string, by: PickedBy) => void;

function MessageList({
  chat,
  onOpenPlan,
  onQuickReply,
}: {
  chat: ChatSession;
  onOpenPlan: () => void;
  onQuickReply: OnQuickReply;
}) {
  const { t } = useTranslation('chat');
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
    </>
  );
}

/** The open conversation: loading, failed to load, empty (with ways to start) or its messages. */
export function ChatThread({
  chat,
  onOpenPlan,
  onQuickReply,
}: {
  chat: ChatSession;
  onOpenPlan: () => void;
  /** A quick reply was chosen: it is sent like a typed message. */
  onQuickReply: OnQuickReply;
}) {
  const { t } = useTranslation('chat');
  if (chat.activeId && chat.conversation.isPending) return <Spinner />;
  if (chat.activeId && chat.conversation.isError) {
    return (
      <div role="alert" className="bg-danger-soft flex flex-col items-start gap-3 rounded-3xl p-5">
        <p>{t('loadError')}</p>
        <Button type="button" variant="outline" onClick={() => chat.open(null)}>
          {t('conversations.new')}
        </Button>
      </div>
    );
  }
  if (chat.empty) return <EmptyConversation onSend={(m) => void chat.send(m)} blocked={chat.limitReached} />;
  return <MessageList chat={chat} onOpenPlan={onOpenPlan} onQuickReply={onQuickReply} />;
}

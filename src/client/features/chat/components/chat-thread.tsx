import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { whenFirstPageSettled } from '@/app/idle';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ChatSession } from '../hooks/use-chat-session';
import { lazyPart } from '@/lib/lazy-part';
import type { OnQuickReply } from './message-list';

/**
 * The messages (bubbles, crisis help, suggestions, quick replies: most of the chat's code) load
 * with the first conversation shown, fetched ahead once the page has settled, when a
 * conversation is opened or when the person starts to write.
 */
const messageList = lazyPart(() => import('./message-list').then((m) => m.MessageList), ['chatMore']);
export const preloadMessageList = messageList.preload;

const starters = ['anxious', 'thoughtRecord', 'sleep', 'day'] as const;

/** The first-message starters; at the daily limit they wait, like the composer, for the allowance to return. */
function EmptyConversation({ onSend, blocked }: { onSend: (message: string) => void; blocked: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <section
      aria-labelledby="chat-empty-title"
      className="flex flex-col gap-3"
      onPointerDown={preloadMessageList}
      onFocus={preloadMessageList}
    >
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
  const { activeId } = chat;
  useEffect(() => {
    whenFirstPageSettled(preloadMessageList);
  }, []);
  // An opened conversation's messages and the code that shows them load side by side.
  useEffect(() => {
    if (activeId) preloadMessageList();
  }, [activeId]);
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
  return (
    <Suspense fallback={<Spinner />}>
      <messageList.Part chat={chat} onOpenPlan={onOpenPlan} onQuickReply={onQuickReply} />
    </Suspense>
  );
}

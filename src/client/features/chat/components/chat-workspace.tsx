import { Suspense, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { type ChatPanel, useChatSession } from '../hooks/use-chat-session';
import { useWideScreen } from '../hooks/use-wide-screen';
import { AiDisclaimer } from './ai-disclaimer';
import { ChatThread, preloadMessageList } from './chat-thread';
import { ChatToolbar } from './chat-toolbar';
import { Composer } from './composer';
import { lazyPart } from '@/lib/lazy-part';

// The first screen is the thread and the composer. The conversation list (with deletion and its
// confirmation) loads when first shown: at once beside the chat on a wide screen, when its panel
// opens on a phone; the settings (who answers, the consent to the external model) likewise.
const conversationList = lazyPart(
  () => import('./conversation-list').then((m) => m.ConversationList),
  ['chatMore'],
);
const chatSettings = lazyPart(() => import('./chat-settings').then((m) => m.ChatSettings), ['chatMore']);

/** A pointer on, or the focus in, a panel's button: its code starts loading before the press. */
const preparePanel = (panel: Exclude<ChatPanel, 'none'>) =>
  panel === 'list' ? conversationList.preload() : chatSettings.preload();

/**
 * The signed-in chat: conversations, the streamed reply, crisis help, the thought record, the
 * daily limit, settings and the SOS button (its panel belongs to the page: `onOpenSos`).
 */
export function ChatWorkspace({ onOpenSos }: { onOpenSos: (tab: 'help' | 'plan') => void }) {
  const chat = useChatSession();
  const { activeId, open } = chat;
  const composerField = useRef<HTMLTextAreaElement>(null);
  // On a phone the side column is hidden: its list is not even asked for until the panel opens.
  const wide = useWideScreen();
  const list = (
    <Suspense fallback={<Spinner className="py-4" />}>
      <conversationList.Part
        activeId={activeId}
        onOpen={open}
        onNew={() => open(null)}
        onDeleted={(id) => id === activeId && open(null)}
      />
    </Suspense>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      <aside className="hidden lg:sticky lg:top-20 lg:block">{wide && list}</aside>

      <div className="flex min-w-0 flex-col gap-4">
        <ChatToolbar
          panel={chat.panel}
          onToggle={chat.togglePanel}
          onPrepare={preparePanel}
          onNew={() => open(null)}
          onSos={() => onOpenSos('help')}
        />
        {chat.panel === 'list' && (
          <div
            id="chat-conversations-panel"
            className="border-border bg-surface rounded-3xl border p-4 lg:hidden"
          >
            {list}
          </div>
        )}
        {chat.panel === 'settings' && (
          <div id="chat-settings-panel">
            {/* The same place holder as the settings' own while they load. */}
            <Suspense fallback={<Spinner className="py-4" />}>
              <chatSettings.Part />
            </Suspense>
          </div>
        )}

        {chat.empty ? <AiDisclaimer /> : <AiDisclaimer compact />}
        <ChatThread
          chat={chat}
          onOpenPlan={() => onOpenSos('plan')}
          onQuickReply={(label, by) => {
            void chat.send(label);
            // The chosen button vanishes; from the keyboard, focus goes on where the person writes.
            // A tap leaves it, so a phone's keyboard does not open unasked.
            if (by === 'keyboard') composerField.current?.focus();
          }}
        />

        <div ref={chat.endRef} className="scroll-mb-40" />

        <Composer
          onWrite={preloadMessageList}
          busy={chat.busy}
          onSend={(m) => void chat.send(m)}
          onStop={chat.stop}
          remaining={chat.remaining}
          limit={chat.limitReached ? { resetsAt: chat.resetsAt } : null}
          restore={chat.restore}
          fieldRef={composerField}
        />
        <div aria-live="polite" className="sr-only">
          {chat.announcement}
        </div>
      </div>
    </div>
  );
}

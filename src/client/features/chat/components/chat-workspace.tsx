import { useRef } from 'react';
import { useChatSession } from '../hooks/use-chat-session';
import { AiDisclaimer } from './ai-disclaimer';
import { ChatSettings } from './chat-settings';
import { ChatThread } from './chat-thread';
import { ChatToolbar } from './chat-toolbar';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { ThoughtRecordBar } from './thought-record-bar';

/**
 * The signed-in chat: conversations, the streamed reply, crisis help, the thought record, the
 * daily limit, settings and the SOS button (its panel belongs to the page: `onOpenSos`).
 */
export function ChatWorkspace({ onOpenSos }: { onOpenSos: (tab: 'help' | 'plan') => void }) {
  const chat = useChatSession();
  const { activeId, open } = chat;
  const composerField = useRef<HTMLTextAreaElement>(null);
  const list = (
    <ConversationList
      activeId={activeId}
      onOpen={open}
      onNew={() => open(null)}
      onDeleted={(id) => id === activeId && open(null)}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      <aside className="hidden lg:sticky lg:top-20 lg:block">{list}</aside>

      <div className="flex min-w-0 flex-col gap-4">
        <ChatToolbar
          panel={chat.panel}
          onToggle={chat.togglePanel}
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
            <ChatSettings />
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

        {chat.thoughtRecord && !chat.busy && <ThoughtRecordBar progress={chat.thoughtRecord} />}
        <div ref={chat.endRef} className="scroll-mb-40" />

        <Composer
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

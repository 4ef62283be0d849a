import { History, MessageSquarePlus, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SosButton } from '@/components/safety/sos-button';
import { Button } from '@/components/ui/button';
import type { ChatPanel } from '../hooks/use-chat-session';

/** The bar that stays on top of the chat: conversations, a new one, settings and SOS. */
export function ChatToolbar({
  panel,
  onToggle,
  onPrepare,
  onNew,
  onSos,
}: {
  panel: ChatPanel;
  onToggle: (panel: Exclude<ChatPanel, 'none'>) => void;
  /** A panel is about to be opened (a pointer on its button, or the focus): its code may load. */
  onPrepare?: (panel: Exclude<ChatPanel, 'none'>) => void;
  onNew: () => void;
  onSos: () => void;
}) {
  const { t } = useTranslation('chat');
  const prepare = (next: Exclude<ChatPanel, 'none'>) => () => onPrepare?.(next);
  return (
    <div className="bg-background/95 sticky top-16 z-30 -mx-1 flex items-center gap-2 px-1 py-2 backdrop-blur lg:top-14">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="px-3 lg:hidden"
        aria-expanded={panel === 'list'}
        aria-controls="chat-conversations-panel"
        onPointerEnter={prepare('list')}
        onPointerDown={prepare('list')}
        onFocus={prepare('list')}
        onClick={() => onToggle('list')}
      >
        <History aria-hidden="true" />
        {t('conversations.toggle')}
      </Button>
      <Button type="button" variant="outline" size="sm" className="px-3" onClick={onNew}>
        <MessageSquarePlus aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('conversations.new')}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="px-3"
        aria-expanded={panel === 'settings'}
        aria-controls="chat-settings-panel"
        onPointerEnter={prepare('settings')}
        onPointerDown={prepare('settings')}
        onFocus={prepare('settings')}
        onClick={() => onToggle('settings')}
      >
        <Settings2 aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('settings.toggle')}</span>
      </Button>
      <SosButton className="ml-auto px-3" onClick={onSos} />
    </div>
  );
}

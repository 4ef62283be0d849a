import { useQueryClient } from '@tanstack/react-query';
import { History, MessageSquarePlus, Settings2 } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChatMessage, ConversationDetail, StreamDone } from '@shared/schemas/chat';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDailyLimit } from '@/features/plans';
import { SosButton, type SosState } from '@/features/safety/components/sos-button';
import { currentLang } from '@/lib/i18n';
import { onChatReset } from '@/lib/language';
import { cn } from '@/lib/utils';
import { conversationKey, conversationsKey, useConversation, useMisunderstood } from '../api/conversations';
import { useAiStream } from '../hooks/use-ai-stream';
import { AiDisclaimer } from './ai-disclaimer';
import { ChatSettings } from './chat-settings';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { LimitNotice } from './limit-notice';
import { ReplyText } from './reply-text';
import { isMisunderstoodReply, MessageBubble } from './message-bubble';
import { ThoughtRecordBar } from './thought-record-bar';
import { TypingIndicator } from './typing-indicator';

const starters = ['anxious', 'thoughtRecord', 'sleep', 'day'] as const;

/** The person's own words for a message the crisis check stopped: shown in this session only. */
function localCrisisEvent(text: string, done: StreamDone): ChatMessage {
  return {
    id: `local-${done.message!.id}`,
    role: 'event',
    content: text,
    createdAt: done.message!.createdAt,
    event: 'crisis',
    suggestions: [],
    distortions: [],
    crisis: null,
  };
}

const nearBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 240;

/**
 * The signed-in chat: conversations (listed, reopened from `?c=`, deleted), the streamed reply
 * with a typing indicator, crisis help inside the conversation, the thought record's progress,
 * the daily limit, consent settings and the SOS button, always in reach.
 */
export function ChatWorkspace({ sos }: { sos: SosState }) {
  const { t } = useTranslation('chat');
  const lang = currentLang();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const activeId = params.get('c');
  const conversation = useConversation(activeId);
  const stream = useAiStream({ failureCode: 'ai.processing_failed' });
  const misunderstood = useMisunderstood();
  const daily = useDailyLimit();
  const [pending, setPending] = useState<string | null>(null);
  const [panel, setPanel] = useState<'none' | 'list' | 'settings'>('none');
  const [announcement, setAnnouncement] = useState('');
  const [scrollTo, setScrollTo] = useState<string | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  // Follow the conversation as it grows, unless the person scrolls up to read; sending a
  // message or opening a conversation follows again.
  const follow = useRef(true);

  const open = useCallback(
    (id: string | null) => {
      stream.reset();
      setPending(null);
      setPanel('none');
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id) next.set('c', id);
          else next.delete('c');
          return next;
        },
        { replace: !id },
      );
    },
    [setParams, stream],
  );

  // SPEC §2: the chat resets when the language changes — a new conversation in the new language.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => onChatReset(() => openRef.current(null)), []);

  const send = async (message: string) => {
    const conversationId = activeId;
    follow.current = true;
    setPending(message);
    setAnnouncement('');
    const done = await stream.run('/api/chat/messages', { conversationId: conversationId ?? undefined, message, lang });
    if (!done?.conversation || !done.message) return;
    const id = done.conversation.id;
    queryClient.setQueryData<ConversationDetail>(conversationKey(id), (old) => ({
      conversation: done.conversation!,
      messages: [...(old?.messages ?? []), done.userMessage ?? localCrisisEvent(message, done), done.message!],
      thoughtRecord: done.thoughtRecord ?? null,
    }));
    void queryClient.invalidateQueries({ queryKey: conversationsKey });
    setPending(null);
    stream.reset();
    setAnnouncement(t('announce', { text: done.text }));
    // A crisis reply is read from its first words, not from the bottom of its help.
    if (done.crisis) {
      follow.current = false;
      setScrollTo(done.message.id);
    }
    if (!conversationId) setParams({ c: id }, { replace: true });
  };

  // Refused at the daily limit: nothing was sent or kept, so the words go back to the composer.
  const [restore, setRestore] = useState<{ text: string } | null>(null);
  const refused = stream.state.limitReached;
  useEffect(() => {
    if (!refused || pending === null) return;
    setRestore({ text: pending });
    setPending(null);
  }, [refused, pending]);

  const messages = activeId ? (conversation.data?.messages ?? []) : [];
  const thoughtRecord = activeId ? conversation.data?.thoughtRecord : null;
  const status = stream.state.status;
  const busy = status === 'waiting' || status === 'streaming';
  const limitReached = stream.state.limitReached || daily.limitReached;
  const empty = messages.length === 0 && pending === null;
  const last = messages.at(-1);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < lastY - 4) follow.current = false;
      else if (nearBottom()) follow.current = true;
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    follow.current = true;
  }, [activeId]);
  useLayoutEffect(() => {
    if (follow.current && !empty) endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, stream.state.text, status, empty]);
  useEffect(() => {
    if (!scrollTo) return;
    document.getElementById(`message-${scrollTo}`)?.scrollIntoView({ block: 'start' });
    setScrollTo(null);
  }, [scrollTo, messages.length]);

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      <aside className="hidden lg:sticky lg:top-6 lg:block">
        <ConversationList activeId={activeId} onOpen={open} onNew={() => open(null)} onDeleted={(id) => id === activeId && open(null)} />
      </aside>

      <div className="flex min-w-0 flex-col gap-4">
        <div className="bg-background/95 sticky top-16 z-30 -mx-1 flex items-center gap-2 px-1 py-2 backdrop-blur lg:top-0 lg:pr-36">
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="px-3 lg:hidden"
            aria-expanded={panel === 'list'}
            aria-controls="chat-conversations-panel"
            onClick={() => setPanel(panel === 'list' ? 'none' : 'list')}
          >
            <History aria-hidden="true" />
            {t('conversations.toggle')}
          </Button>
          <Button type="button" variant="outline" size="sm" className="px-3" onClick={() => open(null)}>
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
            onClick={() => setPanel(panel === 'settings' ? 'none' : 'settings')}
          >
            <Settings2 aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('settings.toggle')}</span>
          </Button>
          <SosButton className="ml-auto px-3" onClick={() => sos.show('help')} />
        </div>

        {panel === 'list' && (
          <div id="chat-conversations-panel" className="border-border bg-surface rounded-3xl border p-4 lg:hidden">
            <ConversationList activeId={activeId} onOpen={open} onNew={() => open(null)} onDeleted={(id) => id === activeId && open(null)} />
          </div>
        )}
        {panel === 'settings' && (
          <div id="chat-settings-panel">
            <ChatSettings />
          </div>
        )}

        {empty ? <AiDisclaimer /> : <AiDisclaimer compact />}

        {activeId && conversation.isPending ? (
          <Spinner />
        ) : activeId && conversation.isError ? (
          <div role="alert" className="bg-danger-soft flex flex-col items-start gap-3 rounded-3xl p-5">
            <p>{t('loadError')}</p>
            <Button type="button" variant="outline" onClick={() => open(null)}>
              {t('conversations.new')}
            </Button>
          </div>
        ) : empty ? (
          <section aria-labelledby="chat-empty-title" className="flex flex-col gap-3">
            <h2 id="chat-empty-title" className="text-2xl">
              {t('empty.title')}
            </h2>
            <p className="text-muted-foreground">{t('empty.text')}</p>
            <ul className="flex flex-wrap gap-2">
              {starters.map((k) => (
                <li key={k}>
                  <Button type="button" variant="secondary" className="h-auto min-h-11 py-2 whitespace-normal" onClick={() => void send(t(`empty.starters.${k}`))}>
                    {t(`empty.starters.${k}`)}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <ol aria-label={t('conversations.current')} className="flex flex-col gap-4">
            {messages.map((m) => (
              <MessageBubble
                key={m.id}
                message={m}
                onOpenPlan={() => sos.show('plan')}
                onMisunderstood={
                  m === last && m.crisis && !isMisunderstoodReply(m) && activeId
                    ? () => {
                        follow.current = true;
                        misunderstood.mutate(activeId, {
                          onSuccess: (r) => setAnnouncement(t('announce', { text: r.content })),
                        });
                      }
                    : undefined
                }
                misunderstoodPending={misunderstood.isPending}
              />
            ))}
            {pending !== null && (
              <>
                <MessageBubble
                  message={{
                    id: 'pending',
                    role: 'user',
                    content: pending,
                    createdAt: '',
                    event: null,
                    suggestions: [],
                    distortions: [],
                    crisis: null,
                  }}
                  onOpenPlan={() => sos.show('plan')}
                />
                <li className="flex justify-start" aria-hidden={status === 'streaming' ? true : undefined}>
                  <div
                    className={cn(
                      'border-border bg-surface flex max-w-[92%] flex-col gap-2 rounded-3xl rounded-bl-lg border px-4 py-3 sm:max-w-[80%]',
                      status === 'error' && 'border-danger/40',
                    )}
                  >
                    {stream.state.text && <ReplyText text={stream.state.text} />}
                    {busy && <TypingIndicator />}
                    {status === 'stopped' && <p className="text-muted-foreground text-sm">{t('stopped')}</p>}
                    {status === 'error' && !stream.state.limitReached && (
                      <div role="alert" className="flex flex-col items-start gap-2">
                        <p>{t(`errors:${stream.state.errorCode}`)}</p>
                        <Button type="button" variant="outline" size="sm" onClick={() => void send(pending)}>
                          {t('retry')}
                        </Button>
                      </div>
                    )}
                  </div>
                </li>
              </>
            )}
          </ol>
        )}

        {thoughtRecord && !busy && <ThoughtRecordBar progress={thoughtRecord} />}
        {limitReached && <LimitNotice title={t('limit.title')} text={t('limit.text')} upgrade={t('limit.upgrade')} />}
        <div ref={endRef} className="scroll-mb-40" />

        <Composer
          busy={busy}
          onSend={(m) => void send(m)}
          onStop={stream.stop}
          remaining={daily.remaining}
          restore={restore}
        />
        <div aria-live="polite" className="sr-only">
          {announcement}
        </div>
      </div>
    </div>
  );
}

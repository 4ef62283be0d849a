import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import type { ChatMessage, ConversationDetail, StreamDone } from '@shared/schemas/chat';
import { useAiStream } from '@/lib/ai/use-ai-stream';
import { currentLang, i18n } from '@/lib/i18n';
import { onChatReset } from '@/lib/language';
import { conversationKey, conversationsKey, useConversation, useMisunderstood } from '../api/conversations';
import { useFollowScroll } from './use-follow-scroll';

export type ChatPanel = 'none' | 'list' | 'settings';

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

/** What the screen reader hears of a finished reply: its text, then its quick replies ("A, B o C"). */
function announcementOf(t: TFunction<'chat'>, lang: string, done: StreamDone): string {
  const offered = done.quickReplies ?? [];
  if (!offered.length) return t('chatMore:announce', { text: done.text });
  const options = new Intl.ListFormat(lang, { type: 'disjunction' }).format(offered);
  return t('chatMore:announceQuickReplies', { text: done.text, options });
}

/** The open conversation (`?c=`), chosen from the address and changed with `open(id)`. */
function useOpenConversation(onOpen: () => void) {
  const [params, setParams] = useSearchParams();
  const activeId = params.get('c');
  const open = useCallback(
    (id: string | null) => {
      onOpen();
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
    [setParams, onOpen],
  );
  // SPEC §2: the chat resets when the language changes — a new conversation in the new language.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => onChatReset(() => openRef.current(null)), []);
  const adopt = useCallback((id: string) => setParams({ c: id }, { replace: true }), [setParams]);
  return { activeId, open, adopt };
}

/** Puts the sent message and its reply into the conversation's cache, and refreshes the list. */
function keepExchange(queryClient: QueryClient, message: string, done: StreamDone) {
  queryClient.setQueryData<ConversationDetail>(conversationKey(done.conversation!.id), (old) => ({
    conversation: done.conversation!,
    messages: [...(old?.messages ?? []), done.userMessage ?? localCrisisEvent(message, done), done.message!],
    thoughtRecord: done.thoughtRecord ?? null,
  }));
  void queryClient.invalidateQueries({ queryKey: conversationsKey });
}

/** Refused at the daily limit: nothing was sent or kept, so the words go back to the composer. */
function useRestoreOnRefusal({
  refused,
  pending,
  setPending,
}: {
  refused: boolean;
  pending: string | null;
  setPending: (text: null) => void;
}) {
  const [restore, setRestore] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!refused || pending === null) return;
    setRestore({ text: pending });
    setPending(null);
  }, [refused, pending, setPending]);
  return restore;
}

/**
 * What the live region says. Its words are in `chatMore`, with the messages': here by the time a
 * reply is on screen, and waited for should they not be.
 */
function useAnnouncement() {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback(
    (words: () => string) => void i18n.loadNamespaces('chatMore').then(() => setAnnouncement(words())),
    [],
  );
  const clear = useCallback(() => setAnnouncement(''), []);
  return { announcement, announce, clear };
}

/**
 * The signed-in chat's state: the open conversation, the message being answered and its
 * streamed reply, the daily limit, the panels, what the screen reader hears and where the page
 * scrolls.
 */
export function useChatSession() {
  const { t } = useTranslation('chat');
  const lang = currentLang();
  const queryClient = useQueryClient();
  const stream = useAiStream({ failureCode: 'ai.processing_failed' });
  const misunderstood = useMisunderstood();
  const daily = stream.allowance;
  const [pending, setPending] = useState<string | null>(null);
  const [panel, setPanel] = useState<ChatPanel>('none');
  const { announcement, announce, clear: clearAnnouncement } = useAnnouncement();
  const { reset } = stream;
  const { activeId, open, adopt } = useOpenConversation(
    useCallback(() => {
      reset();
      setPending(null);
      setPanel('none');
    }, [reset]),
  );
  const conversation = useConversation(activeId);

  const restore = useRestoreOnRefusal({ refused: stream.state.limitReached, pending, setPending });

  const messages = activeId ? (conversation.data?.messages ?? []) : [];
  const status = stream.state.status;
  const empty = messages.length === 0 && pending === null;
  const scroll = useFollowScroll({
    conversationId: activeId,
    messageCount: messages.length,
    replyText: stream.state.text,
    status,
    empty,
  });

  const send = async (message: string) => {
    // At the limit nothing is sent: the notice already says when the allowance comes back.
    if (daily.limitReached) return;
    const conversationId = activeId;
    scroll.follow();
    setPending(message);
    clearAnnouncement();
    const done = await stream.run('/api/chat/messages', {
      conversationId: conversationId ?? undefined,
      message,
      lang,
    });
    if (!done?.conversation || !done.message) return;
    const id = done.conversation.id;
    keepExchange(queryClient, message, done);
    setPending(null);
    stream.reset();
    // One polite announcement: the reply, then the quick replies it offers, if any.
    announce(() => announcementOf(t, lang, done));
    // A crisis reply is read from its first words, not from the bottom of its help.
    if (done.crisis) scroll.showFrom(done.message.id);
    if (!conversationId) adopt(id);
  };

  const sayMisunderstood = (conversationId: string) => {
    scroll.follow();
    misunderstood.mutate(conversationId, {
      onSuccess: (r) => announce(() => t('chatMore:announce', { text: r.content })),
    });
  };

  return {
    activeId,
    conversation,
    messages,
    thoughtRecord: activeId ? conversation.data?.thoughtRecord : null,
    pending,
    reply: stream.state,
    busy: status === 'waiting' || status === 'streaming',
    limitReached: daily.limitReached,
    /** When the used allowance comes back (ISO), while the limit holds. */
    resetsAt: daily.resetsAt,
    remaining: daily.remaining,
    empty,
    panel,
    togglePanel: (next: Exclude<ChatPanel, 'none'>) => setPanel(panel === next ? 'none' : next),
    open,
    send,
    stop: stream.stop,
    restore,
    sayMisunderstood,
    misunderstoodPending: misunderstood.isPending,
    announcement,
    endRef: scroll.endRef,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;

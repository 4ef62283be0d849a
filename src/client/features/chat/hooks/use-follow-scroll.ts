import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const nearBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 240;

/**
 * Keeps the end of the conversation in view as it grows, unless the person scrolls up to read.
 * `follow()` (sending, opening a conversation) follows again; `showFrom(id)` stops following and
 * puts that message's first words in view.
 */
export function useFollowScroll({
  conversationId,
  messageCount,
  replyText,
  status,
  empty,
}: {
  conversationId: string | null;
  messageCount: number;
  replyText: string;
  status: string;
  empty: boolean;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [scrollTo, setScrollTo] = useState<string | null>(null);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < lastY - 4) following.current = false;
      else if (nearBottom()) following.current = true;
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    following.current = true;
  }, [conversationId]);
  useLayoutEffect(() => {
    if (following.current && !empty) endRef.current?.scrollIntoView({ block: 'end' });
  }, [messageCount, replyText, status, empty]);
  useEffect(() => {
    if (!scrollTo) return;
    document.getElementById(`message-${scrollTo}`)?.scrollIntoView({ block: 'start' });
    setScrollTo(null);
  }, [scrollTo, messageCount]);

  const follow = useCallback(() => {
    following.current = true;
  }, []);
  const showFrom = useCallback((id: string) => {
    following.current = false;
    setScrollTo(id);
  }, []);
  return { endRef, follow, showFrom };
}

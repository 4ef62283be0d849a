import { fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import { i18n } from '@/lib/i18n';
import type { ChatSession } from '../hooks/use-chat-session';
import { ChatThread } from './chat-thread';

const message = (
  id: string,
  role: ChatMessage['role'],
  content: string,
  quickReplies?: string[],
): ChatMessage => ({
  id,
  role,
  content,
  createdAt: '2026-03-10T09:00:00.000Z',
  event: null,
  suggestions: [],
  distortions: [],
  crisis: null,
  ...(quickReplies ? { quickReplies } : {}),
});

const labels = ['Il lavoro', 'Una persona', 'Non lo so ancora'];
const exchange = [message('u1', 'user', 'boh'), message('a1', 'assistant', 'Cosa ti pesa di più?', labels)];

/** Just what the thread reads of the chat's state. */
function chatWith(over: Partial<ChatSession>): ChatSession {
  return {
    activeId: 'c1',
    conversation: { isPending: false, isError: false },
    messages: exchange,
    pending: null,
    reply: { status: 'idle', text: '', done: null, errorCode: null, limitReached: false },
    busy: false,
    limitReached: false,
    empty: false,
    misunderstoodPending: false,
    sayMisunderstood: () => {},
    send: async () => {},
    open: () => {},
    ...over,
  } as unknown as ChatSession;
}

async function renderThread(lang: 'it' | 'en', over: Partial<ChatSession> = {}) {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['chat', 'chatMore', 'errors']);
  const onQuickReply = vi.fn();
  const view = render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ChatThread chat={chatWith(over)} onOpenPlan={() => {}} onQuickReply={onQuickReply} />
      </Suspense>
    </MemoryRouter>,
  );
  return { onQuickReply, ...view };
}

describe('quick replies in the chat thread', () => {
  it('under the last reply: a named group of real buttons that send their label', async () => {
    const { onQuickReply } = await renderThread('it');
    const group = await screen.findByRole('group', { name: 'Risposte rapide' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(labels);
    for (const b of buttons) expect(b).toBeEnabled();
    expect(buttons[0]!.tagName).toBe('BUTTON');
    expect(buttons[0]).toHaveAttribute('type', 'button');

    // Enter or Space on a button is a click without a pointer position.
    fireEvent.click(buttons[1]!, { detail: 0 });
    expect(onQuickReply).toHaveBeenLastCalledWith('Una persona', 'keyboard');
    fireEvent.click(buttons[2]!, { detail: 1 });
    expect(onQuickReply).toHaveBeenLastCalledWith('Non lo so ancora', 'pointer');
  });

  it('are named in English too', async () => {
    await renderThread('en', {
      messages: [message('u1', 'user', 'idk'), message('a1', 'assistant', 'What weighs most?', ['Work'])],
    });
    const group = await screen.findByRole('group', { name: 'Quick replies' });
    expect(within(group).getByRole('button', { name: 'Work' })).toBeInTheDocument();
  });

  it('vanish once the person sends anything (the message waiting for its reply)', async () => {
    await renderThread('it', { pending: 'Il lavoro', busy: true });
    await screen.findByText('Il lavoro');
    expect(screen.queryByRole('group', { name: 'Risposte rapide' })).toBeNull();
  });

  it('an earlier reply keeps none of its own once another message follows it', async () => {
    await renderThread('it', { messages: [...exchange, message('u2', 'user', 'Il lavoro')] });
    await screen.findByText('Cosa ti pesa di più?');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Una persona' })).toBeNull();
  });

  it('wait, disabled, while the daily limit holds', async () => {
    const { onQuickReply } = await renderThread('it', { limitReached: true });
    const group = await screen.findByRole('group', { name: 'Risposte rapide' });
    const buttons = within(group).getAllByRole('button');
    for (const b of buttons) expect(b).toBeDisabled();
    fireEvent.click(buttons[0]!);
    expect(onQuickReply).not.toHaveBeenCalled();
  });

  it('a reply without quick replies shows no group', async () => {
    await renderThread('it', {
      messages: [message('u1', 'user', 'Ciao'), message('a1', 'assistant', 'Ciao, come stai?')],
    });
    await screen.findByText('Ciao, come stai?');
    expect(screen.queryByRole('group')).toBeNull();
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { Composer } from './composer';

const resetsAt = new Date(2030, 0, 2, 0, 0).toISOString();

async function renderComposer(lang: 'it' | 'en', limit: { resetsAt: string | null } | null) {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces('chat');
  const onSend = vi.fn();
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <Composer busy={false} onSend={onSend} onStop={() => {}} remaining={limit ? 0 : 2} limit={limit} />
      </Suspense>
    </MemoryRouter>,
  );
  return { onSend };
}

describe('the chat composer and the daily limit', () => {
  it('at the limit: one calm notice with the local reset time and Premium, and nothing can be sent', async () => {
    const { onSend } = await renderComposer('it', { resetsAt });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Per oggi hai usato tutte le richieste');
    // Local midnight of 2 January 2030, a Wednesday, told in the device's time zone.
    expect(notice).toHaveTextContent('Tornano disponibili mercoledì 2 gennaio alle 00:00.');
    expect(screen.getByRole('link', { name: 'Scopri Premium' })).toHaveAttribute('href', '/subscription');

    const field = screen.getByRole('textbox', { name: 'Il tuo messaggio' });
    const send = screen.getByRole('button', { name: 'Invia' });
    expect(field).toHaveAttribute('aria-disabled', 'true');
    expect(field).toHaveAttribute('readonly');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    // Both controls are described by the notice, so a screen reader says why they wait.
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(notice.id);
    expect(send).toHaveAttribute('aria-describedby', notice.id);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Per oggi hai usato tutte le richieste'),
    );

    fireEvent.change(field, { target: { value: 'ciao' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.click(send);
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('says the same in English', async () => {
    await renderComposer('en', { resetsAt });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent("You have used all of today's requests");
    expect(notice).toHaveTextContent(/They come back Wednesday, January 2 at 12:00\sAM\./);
    expect(screen.getByRole('link', { name: 'Discover Premium' })).toHaveAttribute('href', '/subscription');
  });

  it('below the limit: no notice, what is left, and Enter sends', async () => {
    const { onSend } = await renderComposer('it', null);
    const field = await screen.findByRole('textbox', { name: 'Il tuo messaggio' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(field).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Oggi ti restano 2 richieste.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Oggi sono in ansia' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Oggi sono in ansia'));
  });

  it("checks with the chat route's rule at a send: blank words are not sent and the field says why", async () => {
    const { onSend } = await renderComposer('it', null);
    const field = await screen.findByRole('textbox', { name: 'Il tuo messaggio' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Messaggio mancante')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();
    // Once words are there the error goes, and the message is sent without its outer spaces.
    fireEvent.change(field, { target: { value: '  Ho dormito poco  ' } });
    await waitFor(() => expect(screen.queryByText('Messaggio mancante')).toBeNull());
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Ho dormito poco'));
    expect(field).toHaveValue('');
  });
});

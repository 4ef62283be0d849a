import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ModuleForm } from './module-form';

async function renderForm(limit: { resetsAt: string | null } | null) {
  await i18n.changeLanguage('it');
  await i18n.loadNamespaces(['aiModules', 'chat']);
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <ModuleForm module="custom" onSubmit={onSubmit} limit={limit} />
      </Suspense>
    </MemoryRouter>,
  );
  return { onSubmit };
}

describe('an AI module’s form and the daily limit', () => {
  it('at the limit the questions stay open, the notice says until when, and Genera waits', async () => {
    const { onSubmit } = await renderForm({ resetsAt: new Date(2030, 0, 2, 0, 0).toISOString() });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Tornano disponibili mercoledì 2 gennaio alle 00:00.');
    const generate = screen.getByRole('button', { name: 'Genera' });
    expect(generate).toHaveAttribute('aria-disabled', 'true');
    expect(generate).toHaveAccessibleDescription(
      expect.stringContaining('Per oggi hai usato tutte le richieste'),
    );

    const question = screen.getByLabelText(/La tua domanda/);
    fireEvent.change(question, { target: { value: 'Come posso smettere di rimandare?' } });
    fireEvent.click(generate);
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(onSubmit).not.toHaveBeenCalled();
    // No "invalid prompt" error either: nothing was checked or sent.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('below the limit there is no notice and Genera sends the question', async () => {
    const { onSubmit } = await renderForm(null);
    const generate = await screen.findByRole('button', { name: 'Genera' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(generate).not.toHaveAttribute('aria-disabled');
    fireEvent.change(screen.getByLabelText(/La tua domanda/), {
      target: { value: 'Come posso smettere di rimandare?' },
    });
    fireEvent.click(generate);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ module: 'custom', prompt: 'Come posso smettere di rimandare?' }),
      ),
    );
  });
});

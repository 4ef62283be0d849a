import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoodOptions } from '@shared/schemas/mood';
import { i18n } from '@/lib/i18n';
import type { SelfCheckForm } from './api/self-checks';
import { MoodForm } from './components/mood-form';
import { MoodView } from './components/mood-view';
import { SelfCheckRun } from './components/self-check-run';

const options: MoodOptions = {
  moods: [
    { value: 1, name: 'anxious', label: 'In ansia' },
    { value: 2, name: 'sad', label: 'Triste' },
    { value: 3, name: 'neutral', label: 'Neutrale' },
    { value: 4, name: 'calm', label: 'In pace' },
    { value: 5, name: 'happy', label: 'Felice' },
  ],
  emotions: [
    { id: 'gratitude', label: 'Gratitudine' },
    { id: 'worry', label: 'Preoccupazione' },
  ],
  factors: [
    { id: 'sleep', label: 'Sonno', custom: false },
    { id: 'work', label: 'Lavoro', custom: false },
  ],
  access: { premium: true, canLog: true, tryUsed: false },
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sentBody = (call = 0) =>
  JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as Record<string, unknown>;

function show(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('it');
  await i18n.loadNamespaces(['mood', 'errors', 'safety']);
});
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const entry = {
  id: '6f1c1f3e-8a4b-4c55-9c1e-1d2f3a4b5c6d',
  mood: 4,
  moodName: 'calm',
  emotions: [],
  factors: [],
  note: '',
  at: '2026-03-10T09:00:00.000Z',
  day: '2026-03-10',
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
};

describe('logging a mood', () => {
  it('takes one tap on a mood and one on Save', async () => {
    fetchMock.mockResolvedValue(json({ entry, access: options.access }, 201));
    const onDone = vi.fn();
    show(<MoodForm options={options} onDone={onDone} />);
    const group = await screen.findByRole('group', { name: 'Come ti senti adesso?' });
    fireEvent.click(within(group).getByRole('radio', { name: 'In pace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/mood/entries');
    const { at, ...rest } = sentBody();
    expect(rest).toEqual({ mood: 4, emotions: [], factors: [], note: '' });
    // The moment it was felt, by this device's clock.
    expect(Math.abs(Date.parse(String(at)) - Date.now())).toBeLessThan(60_000);
  });

  it('asks for a mood before sending anything', async () => {
    show(<MoodForm options={options} onDone={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Scegli come ti senti.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a missing mood is said on the group, takes the focus there, and goes once a mood is chosen', async () => {
    fetchMock.mockResolvedValue(json({ entry, access: options.access }, 201));
    show(<MoodForm options={options} onDone={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Salva' }));
    const message = await screen.findByText('Scegli come ti senti.');
    const group = screen.getByRole('group', { name: 'Come ti senti adesso?' });
    expect(group).toHaveAttribute('aria-describedby', message.id);
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'In ansia' })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    // Checked again as the choice changes: the message goes without another press of Save.
    fireEvent.click(within(group).getByRole('radio', { name: 'Felice' }));
    await waitFor(() => expect(screen.queryByText('Scegli come ti senti.')).not.toBeInTheDocument());
    expect(group).not.toHaveAttribute('aria-describedby');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ mood: 5 });
  });

  it('a note the server refuses shows the refusal in words, on the note', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          error: {
            code: 'validation.failed',
            message: 'Invalid',
            details: [{ path: 'body.note', message: 'validation.text_invalid' }],
          },
        },
        400,
      ),
    );
    show(<MoodForm options={options} onDone={vi.fn()} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Neutrale' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi emozioni, fattori o una nota' }));
    const note = await screen.findByLabelText('Nota (facoltativa)');
    fireEvent.change(note, { target: { value: 'Una nota' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription('Il testo contiene caratteri non validi. Rimuovili e riprova.');
    // Not a refusal of the whole entry: nothing else is announced.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds emotions, a factor of one’s own and a note behind the details toggle', async () => {
    fetchMock.mockResolvedValue(json({ entry, access: options.access }, 201));
    show(<MoodForm options={options} onDone={vi.fn()} />);
    const toggle = await screen.findByRole('button', { name: 'Aggiungi emozioni, fattori o una nota' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('radio', { name: 'Triste' }));
    // The details' code loads when they are first opened (or once the page has settled).
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Preoccupazione' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lavoro' }));
    const own = screen.getByLabelText('Aggiungi un fattore tuo');
    fireEvent.change(own, { target: { value: 'Il traffico' } });
    fireEvent.keyDown(own, { key: 'Enter' });
    // Checked with the API's rule for a label, which loads at the first factor added.
    expect(await screen.findByRole('checkbox', { name: 'Il traffico' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Nota (facoltativa)'), { target: { value: 'Riunione lunga' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({
      mood: 2,
      emotions: ['worry'],
      factors: ['work', 'Il traffico'],
      note: 'Riunione lunga',
    });
  });

  it('a device whose clock runs ahead still logs, at the server’s time', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json({ error: { code: 'mood.invalid_time', message: 'La data non è valida' } }, 400),
      )
      .mockResolvedValueOnce(json({ entry, access: options.access }, 201));
    const onDone = vi.fn();
    show(<MoodForm options={options} onDone={onDone} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Neutrale' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(1)).toEqual({ mood: 3, emotions: [], factors: [], note: '' });
  });

  it('after the free try, the refusal says why and leads to Premium', async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: 'mood.premium_required', message: 'Hai già provato…' } }, 403),
    );
    show(
      <MoodForm
        options={{ ...options, access: { premium: false, canLog: true, tryUsed: false } }}
        onDone={vi.fn()}
      />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Felice' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Passa a Premium' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });
});

describe('a logged mood', () => {
  it('is deleted only after the confirmation, and Cancel keeps it', async () => {
    let items = [entry];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/mood/options')) return json(options);
      if (init?.method === 'DELETE' && url.includes(entry.id)) {
        items = [];
        return new Response(null, { status: 204 });
      }
      if (url.startsWith('/api/mood/entries')) return json({ items, total: items.length });
      return json({ error: { code: 'route.not_found', message: 'Not found' } }, 404);
    });
    show(<MoodView />);
    const remove = async () => fireEvent.click(await screen.findByRole('button', { name: /^Elimina: / }));
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

    await remove();
    let dialog = await screen.findByRole('alertdialog', { name: 'Eliminare questa registrazione?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes()).toHaveLength(0);

    await remove();
    dialog = await screen.findByRole('alertdialog', { name: 'Eliminare questa registrazione?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Elimina: / })).toBeNull());
  });
});

describe('the sections', () => {
  it('are tabs: one in the Tab order, arrow keys, Home and End move and open', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/mood/options'))
        return json({ ...options, access: { premium: false, canLog: true, tryUsed: false } });
      if (url.startsWith('/api/mood/entries')) return json({ items: [], total: 0 });
      return json({ error: { code: 'route.not_found', message: 'Not found' } }, 404);
    });
    show(<MoodView />);
    const list = await screen.findByRole('tablist', { name: "Sezioni dell'umore" });
    const tab = (name: string) => within(list).getByRole('tab', { name });
    expect(within(list).getAllByRole('tab')).toHaveLength(4);
    expect(tab('Registra')).toHaveAttribute('aria-selected', 'true');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.tabIndex),
    ).toEqual([0, -1, -1, -1]);
    const panel = await screen.findByRole('tabpanel', { name: 'Registra' });
    expect(tab('Registra')).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('group', { name: 'Come ti senti adesso?' })).toBeVisible();

    fireEvent.keyDown(tab('Registra'), { key: 'ArrowRight' });
    expect(tab('Andamento')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Andamento')).toHaveFocus();
    expect(tab('Registra')).toHaveAttribute('tabindex', '-1');
    // Only the open tab's panel has content (the trends load when first opened).
    expect(await screen.findByRole('heading', { name: /Premium/ })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Come ti senti adesso?' })).not.toBeInTheDocument();

    fireEvent.keyDown(tab('Andamento'), { key: 'End' });
    expect(tab('Questionari')).toHaveFocus();
    fireEvent.keyDown(tab('Questionari'), { key: 'ArrowRight' });
    expect(tab('Registra')).toHaveFocus();
    fireEvent.keyDown(tab('Registra'), { key: 'ArrowLeft' });
    expect(tab('Questionari')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Questionari'), { key: 'Home' });
    expect(tab('Registra')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(tab('Calendario'));
    expect(tab('Calendario')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Calendario' })).toBeVisible();
  });
});

describe('a self-check', () => {
  const form: SelfCheckForm = {
    kind: 'gad7',
    title: 'GAD-7',
    question: 'Nelle ultime 2 settimane, con che frequenza ti ha dato fastidio…',
    items: Array.from({ length: 7 }, (_, i) => ({ number: i + 1, text: `Domanda numero ${i + 1}` })),
    options: [
      { value: 0, label: 'Mai' },
      { value: 1, label: 'Alcuni giorni' },
      { value: 2, label: 'Più della metà dei giorni' },
      { value: 3, label: 'Quasi ogni giorno' },
    ],
    disclaimer: 'Un’autovalutazione, non una diagnosi.',
  };

  it('asks one question at a time, needs an answer to go on, and sends all of them at the end', async () => {
    fetchMock.mockResolvedValue(
      json({
        result: {
          id: entry.id,
          kind: 'gad7',
          score: 7,
          maxScore: 21,
          severity: 'mild',
          severityLabel: 'Lieve',
          explanation: '…',
          at: entry.at,
          day: entry.day,
        },
        disclaimer: form.disclaimer,
        crisis: null,
      }),
    );
    const onResult = vi.fn();
    show(<SelfCheckRun form={form} onResult={onResult} onCancel={vi.fn()} />);
    expect(await screen.findByText('Domanda 1 di 7')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(screen.getByText('Scegli una risposta per continuare.')).toBeVisible();
    for (let i = 0; i < 7; i++) {
      const group = screen.getByRole('group', { name: `Domanda numero ${i + 1}` });
      fireEvent.click(within(group).getByRole('radio', { name: i === 6 ? 'Mai' : 'Alcuni giorni' }));
      fireEvent.click(screen.getByRole('button', { name: i === 6 ? 'Vedi il risultato' : 'Avanti' }));
    }
    await waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(sentBody()).toEqual({ kind: 'gad7', answers: [1, 1, 1, 1, 1, 1, 0] });
  });
});

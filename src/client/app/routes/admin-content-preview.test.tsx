import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@shared/i18n';
import type { ContentKind } from '@shared/schemas/admin-content';
import { i18n } from '@/lib/i18n';
import { emptyValues, toItem } from '@/features/admin-content/form-model';
import { PreviewTabs } from '@/features/admin-content/preview';
import { exercise } from '@/features/admin-content/preview.fixtures';
import AdminContentPreview from './admin-content-preview';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  // Drawn from the form's values alone: the preview never asks the server for anything.
  expect(fetchMock).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});

/** The editor's preview tabs with the public components, on the `lang` tab, the page in `page`. */
async function show(kind: ContentKind, item: unknown, lang: Lang = 'it', page: Lang = 'it') {
  await i18n.changeLanguage(page);
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <PreviewTabs kind={kind} item={item} Preview={AdminContentPreview} />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The first drawing loads the public components' catalogues: wait for the region, then its content.
  await screen.findByRole('region', { name: page === 'it' ? 'Anteprima' : 'Preview' }, { timeout: 5000 });
  if (lang === 'en') fireEvent.mouseDown(screen.getByRole('tab', { name: 'English' }));
  await vi.waitFor(() => expect(document.querySelector('[data-needs-app]')).toBeNull(), { timeout: 5000 });
  return view;
}

describe('the content editor’s preview draws the public pages’ components from the form values', () => {
  it('a quote as the daily quote card shows it, a " / " breaking the line', async () => {
    await show('quotes', {
      slug: 'seneca-tempo',
      author: 'Seneca',
      source: 'Lettere a Lucilio',
      categories: ['calma'],
      moods: ['calm'],
      text: { it: 'Non è che abbiamo poco tempo, / è che ne perdiamo molto.', en: 'x' },
    });
    expect(await screen.findByRole('heading', { name: 'La citazione del giorno' })).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toHaveTextContent(
      '“Non è che abbiamo poco tempo, è che ne perdiamo molto.”',
    );
    expect(screen.getByText('Seneca')).toBeInTheDocument();
    expect(screen.getByText(', Lettere a Lucilio')).toBeInTheDocument();
  });

  it('an exercise as its card (no link yet) and its goal, steps and tip, in the chosen language', async () => {
    await show('exercises', exercise);
    const title = await screen.findByRole('heading', { level: 3, name: 'Respiro quadrato' });
    const card = title.closest('li')!;
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText('Respirazione')).toBeInTheDocument();
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A cosa serve' })).toBeInTheDocument();
    const steps = screen.getByRole('heading', { name: 'Passo dopo passo' }).nextElementSibling!;
    expect(
      within(steps as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Inspira contando fino a quattro.', '2Trattieni per quattro.']);
    expect(screen.getByText('Se ti gira la testa, accorcia i tempi.').closest('aside')).toHaveAccessibleName(
      'Un consiglio',
    );
  });

  it('the English tab shows the English text, and no tip when it has none', async () => {
    await show('exercises', exercise, 'en', 'en');
    expect(await screen.findByRole('heading', { level: 3, name: 'Box breathing' })).toBeInTheDocument();
    expect(screen.getByText('Hold for four.')).toBeInTheDocument();
    expect(screen.queryByText('Respiro quadrato')).toBeNull();
    expect(screen.getByRole('heading', { name: 'What it helps with' })).toBeInTheDocument();
    expect(document.querySelector('aside')).toBeNull();
  });

  it('a meditation as its card (minutes and guided steps) and its script with the times', async () => {
    await show('meditations', {
      slug: 'respiro-lento',
      category: 'breath',
      durationSeconds: 300,
      premium: false,
      text: {
        it: {
          title: 'Respiro lento',
          summary: 'Cinque minuti per tornare al respiro.',
          script: [
            { at: 0, text: 'Siediti comodo.' },
            { at: 65, text: 'Ascolta il respiro.' },
          ],
        },
        en: { title: 'Slow breath', summary: 'x', script: [] },
      },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Respiro lento' })).toBeInTheDocument();
    expect(screen.getByText('5 minuti')).toBeInTheDocument();
    expect(screen.getByText('2 passaggi guidati')).toBeInTheDocument();
    expect(screen.getByText('Ascolta il respiro.').closest('li')).toHaveTextContent('1:05');
  });

  it('a library program as its card (its days) and its text with headings and days', async () => {
    await show('resources', {
      slug: 'sette-giorni-di-calma',
      group: 'programs',
      category: 'programs',
      type: 'program',
      readingMinutes: 10,
      premium: false,
      visual: null,
      text: {
        it: {
          title: 'Sette giorni di calma',
          summary: 'Un piccolo passo al giorno.',
          tags: ['calma', 'abitudini'],
          body: 'Un invito gentile.\n\n## Come funziona\n\n- Un giorno alla volta',
          days: [
            { title: 'Il respiro', body: 'Oggi osserva il respiro.' },
            { title: 'Il corpo', body: 'Oggi ascolta il corpo.' },
          ],
        },
        en: { title: 'x', summary: 'x', tags: [], body: 'x' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Sette giorni di calma' }),
    ).toBeInTheDocument();
    expect(screen.getByText('#abitudini')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Come funziona' })).toBeInTheDocument();
    expect(screen.getByText('Un giorno alla volta')).toBeInTheDocument();
    expect(screen.getByText('Il corpo')).toBeInTheDocument();
    expect(screen.getByText('Giorno 2')).toBeInTheDocument();
  });

  it('a reflection reading as today’s reflection', async () => {
    await show('reflections', {
      slug: 'gentilezza',
      category: 'gratitude',
      text: {
        it: { title: 'Gentilezza', body: 'Un gesto piccolo conta.', question: 'Chi ti ha aiutato oggi?' },
        en: { title: 'x', body: 'x', question: 'x' },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Gentilezza' })).toBeInTheDocument();
    expect(screen.getByText('Una domanda per te')).toBeInTheDocument();
    expect(screen.getByText('Chi ti ha aiutato oggi?')).toBeInTheDocument();
  });

  it('a reflection prompt as the prompt list shows it, with its number', async () => {
    await show('reflection-prompts', {
      slug: 'domanda-3',
      number: 3,
      category: 'gratitude',
      text: { it: 'Per cosa sei grato oggi?', en: 'x' },
    });
    expect(await screen.findByText('Per cosa sei grato oggi?')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it.each(['exercises', 'meditations', 'resources', 'reflections', 'reflection-prompts', 'quotes'] as const)(
    'a new %s, still empty, draws without breaking',
    async (kind) => {
      await show(kind, toItem(kind, emptyValues(kind)));
      expect(document.querySelector('[lang="it"]')?.childElementCount).toBeGreaterThan(0);
      expect(document.body.textContent).not.toMatch(/NaN|undefined/);
    },
  );
});

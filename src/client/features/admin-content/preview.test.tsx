import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { contentKinds } from '@shared/schemas/admin-content';
import { i18n } from '@/lib/i18n';
import { emptyValues, toItem } from './form-model';
import { type ItemPreview, previewOf, PreviewTabs } from './preview';
import { exercise } from './preview.fixtures';

const label = (c: string) => `label:${c}`;

describe('the preview values: the form item as the public components take it', () => {
  it('an exercise: its card and its steps, in the language asked', () => {
    expect(previewOf('exercises', exercise, 'it', label)).toEqual({
      kind: 'exercises',
      card: {
        slug: 'respiro-quadrato',
        category: 'breathing',
        title: 'Respiro quadrato',
        summary: 'Quattro tempi uguali per ritrovare calma.',
        durationMinutes: 5,
        premium: true,
        locked: false,
        completedCount: null,
      },
      body: {
        goal: 'Rallentare il respiro quando la tensione sale.',
        steps: ['Inspira contando fino a quattro.', 'Trattieni per quattro.'],
        tip: 'Se ti gira la testa, accorcia i tempi.',
      },
    });
    const en = previewOf('exercises', exercise, 'en', label) as Extract<ItemPreview, { kind: 'exercises' }>;
    expect(en.card.title).toBe('Box breathing');
    expect(en.body).toEqual({
      goal: 'Slow the breath down when tension rises.',
      steps: ['Breathe in for a count of four.', 'Hold for four.'],
      tip: null,
    });
  });

  it('a meditation script shows the steps with a time, each time once, and counts them on the card', () => {
    const preview = previewOf(
      'meditations',
      {
        slug: 'respiro-lento',
        category: 'breath',
        durationSeconds: 300,
        premium: false,
        text: {
          it: {
            title: 'Respiro lento',
            summary: 'Cinque minuti.',
            script: [
              { at: 0, text: 'Siediti comodo.' },
              { at: Number.NaN, text: 'Un passo senza tempo.' },
              { at: 0, text: 'Lo stesso istante.' },
              { at: 65, text: 'Ascolta il respiro.' },
            ],
          },
          en: { title: 'x', summary: 'x', script: [] },
        },
      },
      'it',
      label,
    );
    expect(preview).toMatchObject({
      card: { durationSeconds: 300, stepCount: 2 },
      script: [
        { at: 0, text: 'Siediti comodo.' },
        { at: 65, text: 'Ascolta il respiro.' },
      ],
    });
  });

  it('a program: its days on the card and in the text; a quote without source; a prompt and a reading with their category', () => {
    const program = previewOf(
      'resources',
      {
        slug: 'sette-giorni',
        group: 'programs',
        category: 'programs',
        type: 'program',
        readingMinutes: 10,
        premium: false,
        visual: null,
        text: {
          it: {
            title: 'Sette giorni di calma',
            summary: 'Un passo al giorno.',
            tags: ['calma'],
            body: 'Un invito gentile.',
            days: [{ title: 'Il respiro', body: 'Oggi osserva il respiro.' }],
          },
          en: { title: 'x', summary: 'x', tags: [], body: 'x' },
        },
      },
      'it',
      label,
    );
    expect(program).toMatchObject({
      card: { dayCount: 1, tags: ['calma'], visual: null },
      body: { body: 'Un invito gentile.', days: [{ title: 'Il respiro', body: 'Oggi osserva il respiro.' }] },
    });
    const en = previewOf('resources', { ...program, text: { en: { body: 'x' } } }, 'en', label);
    expect(en).toMatchObject({ card: { dayCount: null }, body: { days: null } });

    expect(
      previewOf('quotes', { author: 'Seneca', source: '', text: { it: 'Testo.', en: 'Text.' } }, 'en', label),
    ).toEqual({ kind: 'quotes', quote: { text: 'Text.', author: 'Seneca', source: null } });
    expect(
      previewOf(
        'reflection-prompts',
        { slug: 'p', number: null, category: 'gratitude', text: { it: 'Per cosa sei grato?', en: 'x' } },
        'it',
        label,
      ),
    ).toEqual({
      kind: 'reflection-prompts',
      prompt: { slug: 'p', number: null, category: 'gratitude', text: 'Per cosa sei grato?' },
      categoryLabel: 'label:gratitude',
    });
    expect(
      previewOf(
        'reflections',
        { slug: 'r', category: 'resilience', text: { it: { title: 'T', body: 'B', question: 'Q?' } } },
        'it',
        label,
      ),
    ).toMatchObject({
      reflection: { title: 'T', body: 'B', question: 'Q?' },
      categoryLabel: 'label:resilience',
    });
  });

  it.each(contentKinds)('a new %s, still empty, gives numbers and text, never NaN or undefined', (kind) => {
    for (const lang of ['it', 'en'] as const) {
      const preview = previewOf(kind, toItem(kind, emptyValues(kind)), lang, label);
      const walk = (v: unknown): void => {
        expect(v === undefined || (typeof v === 'number' && !Number.isFinite(v))).toBe(false);
        if (v && typeof v === 'object') Object.values(v).forEach(walk);
      };
      walk(preview);
    }
  });
});

describe('the preview tabs', () => {
  it('draw the item with the component handed in, in Italian first and in English on its tab', async () => {
    await i18n.changeLanguage('it');
    await i18n.loadNamespaces(['adminContent']);
    const Drawn = ({ preview }: { preview: ItemPreview }) => (
      <p>{preview.kind === 'exercises' ? preview.card.title : preview.kind}</p>
    );
    render(
      <Suspense fallback={null}>
        <PreviewTabs kind="exercises" item={exercise} Preview={Drawn} />
      </Suspense>,
    );
    const region = await screen.findByRole('region', { name: 'Anteprima' });
    expect(region).toHaveTextContent('Respiro quadrato');
    expect(screen.getByText('Respiro quadrato').closest('[lang]')).toHaveAttribute('lang', 'it');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'English' }));
    expect(await screen.findByText('Box breathing')).toBeInTheDocument();
    expect(screen.getByText('Box breathing').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Respiro quadrato')).toBeNull();
  });
});

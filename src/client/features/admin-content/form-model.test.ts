import { describe, expect, it } from 'vitest';
import {
  contentItemSchemas,
  type ExerciseItem,
  type MeditationItem,
  type ResourceItem,
} from '@shared/schemas/admin-content';
import { emptyValues, resolverFor, toFormValues, toItem } from './form-model';

const exercise: ExerciseItem = {
  slug: 'respiro-quadrato',
  category: 'breathing',
  durationMinutes: 3,
  premium: false,
  text: {
    it: {
      title: 'Respiro quadrato',
      summary: 'Quattro tempi.',
      goal: 'Calmarsi.',
      steps: ['Inspira.', 'Trattieni.'],
      tip: 'Piano.',
    },
    en: {
      title: 'Box breathing',
      summary: 'Four counts.',
      goal: 'Calming down.',
      steps: ['Breathe in.', 'Hold.'],
      tip: 'Slowly.',
    },
  },
};
const meditation: MeditationItem = {
  slug: 'corpo-calmo',
  category: 'body_scan',
  durationSeconds: 300,
  premium: true,
  text: {
    it: {
      title: 'Corpo calmo',
      summary: 'Ascolta il corpo.',
      script: [
        { at: 0, text: 'Siediti.' },
        { at: 60, text: 'Respira | piano.' },
      ],
    },
    en: {
      title: 'Calm body',
      summary: 'Listen to the body.',
      script: [
        { at: 0, text: 'Sit down.' },
        { at: 60, text: 'Breathe.' },
      ],
    },
  },
};
const program: ResourceItem = {
  slug: 'sette-giorni',
  group: 'programs',
  category: 'programs',
  type: 'program',
  readingMinutes: 5,
  premium: false,
  visual: null,
  text: {
    it: {
      title: 'Sette giorni',
      summary: 'Un programma.',
      tags: ['sonno', 'calma'],
      body: '## Inizio\n\nTesto.',
      days: [{ title: 'Uno', body: 'Primo.\n\n- a\n- b' }],
    },
    en: {
      title: 'Seven days',
      summary: 'A program.',
      tags: ['sleep'],
      body: 'Text.',
      days: [{ title: 'One', body: 'First.' }],
    },
  },
};

const resolve = (kind: Parameters<typeof resolverFor>[0], values: ReturnType<typeof emptyValues>) =>
  resolverFor(kind)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the content editor form', () => {
  it('turns stored items into form text and back unchanged', () => {
    const cases = [
      ['exercises', exercise],
      ['meditations', meditation],
      ['resources', program],
    ] as const;
    for (const [kind, item] of cases) {
      const back = toItem(kind, toFormValues(kind, item as never));
      expect(contentItemSchemas[kind].parse(back), kind).toMatchObject({
        slug: item.slug,
        text: { it: { title: item.text.it.title } },
      });
      expect(back, kind).toMatchObject({ text: item.text });
    }
    const noTip = toFormValues('exercises', exercise);
    noTip.it.tip = '  ';
    expect((toItem('exercises', noTip) as ExerciseItem).text.it).not.toHaveProperty('tip');
  });

  it('puts an incomplete language on its own field, in the form of the shared schema', async () => {
    const values = toFormValues('meditations', meditation);
    values.en.title = '';
    values.it.script = '10 | Inspira\n5 | Espira';
    const { errors } = await resolve('meditations', values);
    expect(errors).toMatchObject({
      en: { title: { message: 'required' } },
      it: { script: { message: 'step_order' } },
    });
    expect(errors).not.toHaveProperty('it.title');
  });

  it('starts a new quote empty and refuses it until both languages are written', async () => {
    const values = emptyValues('quotes');
    values.slug = 'nuova-citazione';
    Object.assign(values.shared, { author: 'Anonimo', categories: ['calm'], moods: ['calm'] });
    values.it.whole = 'Una frase.';
    expect((await resolve('quotes', values)).errors).toMatchObject({
      en: { whole: { message: 'required' } },
    });
    values.en.whole = 'A sentence.';
    expect((await resolve('quotes', values)).errors).toEqual({});
  });
});

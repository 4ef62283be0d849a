import type { Lang } from '@shared/i18n';
import type { AiModuleInput } from '@shared/schemas/ai-modules';
import { type AiFeature, WRITING_DRAFT_LEAD } from '../../ai';

/**
 * Turns a module's guided answers into the one message the AI core reads, in the person's
 * language and in plain sentences (the built-in engine reads tension areas, minutes, place,
 * sleep habits and relationships from ordinary words; an external model reads them the same
 * way). Everything the person wrote is part of it, so the crisis check sees all of it.
 */

const FEATURE: Record<AiModuleInput['module'], AiFeature> = {
  relationships: 'relationships',
  writing: 'writing',
  muscle_relaxation: 'muscle_relaxation',
  sleep: 'sleep',
  custom: 'custom',
};

const PEOPLE: Record<Lang, Record<string, string>> = {
  it: {
    partner: 'Riguarda il mio partner.',
    family: 'Riguarda la mia famiglia.',
    friend: 'Riguarda un amico o un\u2019amica.',
    colleague: 'Riguarda un collega al lavoro.',
    other: 'Riguarda un\u2019altra persona importante per me.',
  },
  en: {
    partner: 'It’s about my partner.',
    family: 'It’s about my family.',
    friend: 'It’s about a friend.',
    colleague: 'It’s about a colleague at work.',
    other: 'It’s about someone else who matters to me.',
  },
};

const AREAS: Record<Lang, Record<string, string>> = {
  it: {
    shoulders: 'spalle',
    neck: 'collo',
    jaw: 'mascella',
    face: 'viso',
    back: 'schiena',
    hands: 'mani',
    stomach: 'pancia',
    legs: 'gambe',
  },
  en: {
    shoulders: 'shoulders',
    neck: 'neck',
    jaw: 'jaw',
    face: 'face',
    back: 'back',
    hands: 'hands',
    stomach: 'stomach',
    legs: 'legs',
  },
};

const PLACES: Record<Lang, Record<string, string>> = {
  it: { bed: 'Lo faccio a letto, prima di dormire.', desk: 'Lo faccio alla scrivania, al lavoro.', elsewhere: '' },
  en: { bed: 'I’ll do it in bed, before sleep.', desk: 'I’ll do it at my desk, at work.', elsewhere: '' },
};

const HABITS: Record<Lang, Record<string, string>> = {
  it: {
    racing: 'la sera ho tanti pensieri e preoccupazioni',
    screens: 'uso il telefono a letto',
    caffeine: 'bevo caffè nel pomeriggio',
    alcohol: 'a volte bevo alcol la sera',
    waking: 'mi sveglio di notte più volte',
    early: 'mi sveglio troppo presto',
    irregular: 'ho orari irregolari',
    naps: 'faccio pisolini di giorno',
  },
  en: {
    racing: 'my thoughts race and I worry in the evening',
    screens: 'I use my phone in bed',
    caffeine: 'I drink coffee in the afternoon',
    alcohol: 'I sometimes drink alcohol in the evening',
    waking: 'I wake up at night several times',
    early: 'I wake up too early',
    irregular: 'I keep irregular hours',
    naps: 'I take naps during the day',
  },
};

const join = (parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join('\n\n');

export function composeModuleMessage(input: AiModuleInput, lang: Lang): { feature: AiFeature; message: string } {
  const feature = FEATURE[input.module];
  switch (input.module) {
    case 'relationships':
      return {
        feature,
        message: join([
          PEOPLE[lang][input.person],
          input.situation,
          input.wish && (lang === 'it' ? `Vorrei: ${input.wish}` : `What I’d like: ${input.wish}`),
        ]),
      };
    case 'writing':
      // The lead line tells the engine where the draft begins (it builds the prompt on a short one).
      return { feature, message: join([input.topic, input.draft && `${WRITING_DRAFT_LEAD[lang]}\n${input.draft}`]) };
    case 'muscle_relaxation': {
      const areas = input.areas.map((a) => AREAS[lang][a]).join(', ');
      const lead =
        lang === 'it'
          ? `Sento tensione in: ${areas}. Ho ${input.minutes} minuti.`
          : `I feel tension in my ${areas}. I have ${input.minutes} minutes.`;
      return { feature, message: join([lead, PLACES[lang][input.place], input.notes]) };
    }
    case 'sleep': {
      const habits = input.habits.map((h) => HABITS[lang][h]);
      const list = habits.length
        ? lang === 'it'
          ? `Alcune abitudini: ${habits.join('; ')}.`
          : `Some habits: ${habits.join('; ')}.`
        : undefined;
      return { feature, message: join([input.issue, list]) };
    }
    case 'custom':
      return { feature, message: input.prompt };
  }
}

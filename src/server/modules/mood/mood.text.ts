import type { Lang } from '@shared/i18n';
import { builtinFactorIds, type emotionIds, type MoodName } from '@shared/schemas/mood';

type Labels<K extends string> = Record<K, Record<Lang, string>>;

export const moodLabels: Labels<MoodName> = {
  anxious: { it: 'Ansioso', en: 'Anxious' },
  sad: { it: 'Triste', en: 'Sad' },
  neutral: { it: 'Neutrale', en: 'Neutral' },
  calm: { it: 'Calmo', en: 'Calm' },
  happy: { it: 'Felice', en: 'Happy' },
};

export const emotionLabels: Labels<(typeof emotionIds)[number]> = {
  joy: { it: 'Gioia', en: 'Joy' },
  gratitude: { it: 'Gratitudine', en: 'Gratitude' },
  serenity: { it: 'Serenità', en: 'Serenity' },
  hope: { it: 'Speranza', en: 'Hope' },
  pride: { it: 'Orgoglio', en: 'Pride' },
  love: { it: 'Affetto', en: 'Love' },
  energy: { it: 'Energia', en: 'Energy' },
  relief: { it: 'Sollievo', en: 'Relief' },
  sadness: { it: 'Tristezza', en: 'Sadness' },
  anxiety: { it: 'Ansia', en: 'Anxiety' },
  worry: { it: 'Preoccupazione', en: 'Worry' },
  anger: { it: 'Rabbia', en: 'Anger' },
  fear: { it: 'Paura', en: 'Fear' },
  frustration: { it: 'Frustrazione', en: 'Frustration' },
  loneliness: { it: 'Solitudine', en: 'Loneliness' },
  tiredness: { it: 'Stanchezza', en: 'Tiredness' },
  stress: { it: 'Stress', en: 'Stress' },
  shame: { it: 'Vergogna', en: 'Shame' },
  guilt: { it: 'Senso di colpa', en: 'Guilt' },
  boredom: { it: 'Noia', en: 'Boredom' },
  overwhelm: { it: 'Sopraffazione', en: 'Overwhelm' },
};

export const factorLabels: Labels<(typeof builtinFactorIds)[number]> = {
  sleep: { it: 'Sonno', en: 'Sleep' },
  exercise: { it: 'Attività fisica', en: 'Exercise' },
  work: { it: 'Lavoro', en: 'Work' },
  study: { it: 'Studio', en: 'Study' },
  social: { it: 'Vita sociale', en: 'Social life' },
  family: { it: 'Famiglia', en: 'Family' },
  relationship: { it: 'Relazione', en: 'Relationship' },
  weather: { it: 'Meteo', en: 'Weather' },
  caffeine: { it: 'Caffeina', en: 'Caffeine' },
  alcohol: { it: 'Alcol', en: 'Alcohol' },
  food: { it: 'Alimentazione', en: 'Food' },
  health: { it: 'Salute', en: 'Health' },
  screen_time: { it: 'Tempo davanti agli schermi', en: 'Screen time' },
  nature: { it: 'Natura', en: 'Nature' },
  meditation: { it: 'Meditazione', en: 'Meditation' },
  money: { it: 'Soldi', en: 'Money' },
};

const builtin = new Set<string>(builtinFactorIds);

/** A built-in factor's id is stored as its id (any case typed); a person's own label as typed. */
export function normalizeFactor(value: string): string {
  const lower = value.toLowerCase();
  return builtin.has(lower) ? lower : value;
}

export function factorLabel(value: string, lang: Lang): string {
  const lower = value.toLowerCase();
  return builtin.has(lower) ? factorLabels[lower as keyof typeof factorLabels][lang] : value;
}

export const emotionLabel = (id: string, lang: Lang) =>
  emotionLabels[id as keyof typeof emotionLabels]?.[lang] ?? id;

/** One decimal, with the language's decimal separator (3,9 / 3.9). */
export const formatAverage = (value: number, lang: Lang) =>
  value.toLocaleString(lang === 'it' ? 'it-IT' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

export const insightText = {
  factor: (
    a: { label: string; withAverage: number; withoutAverage: number; withDays: number; withoutDays: number },
    lang: Lang,
  ) =>
    lang === 'it'
      ? `Nei giorni con «${a.label}» il tuo umore medio è ${formatAverage(a.withAverage, lang)}, contro ${formatAverage(a.withoutAverage, lang)} negli altri giorni (su ${a.withDays} giorni con e ${a.withoutDays} senza).`
      : `On days with “${a.label}” your mood averages ${formatAverage(a.withAverage, lang)} vs ${formatAverage(a.withoutAverage, lang)} on other days (from ${a.withDays} days with and ${a.withoutDays} without).`,
  note: (enough: boolean, minDays: number, lang: Lang) => {
    const honest =
      lang === 'it'
        ? 'Sono medie dei tuoi dati, non una diagnosi: mostrano cosa va insieme, non cosa lo causa.'
        : 'These are averages of your own entries, not a diagnosis: they show what goes together, not what causes what.';
    if (enough) return honest;
    return lang === 'it'
      ? `Servono almeno ${minDays} giorni con un fattore e ${minDays} senza per confrontarli. ${honest}`
      : `At least ${minDays} days with a factor and ${minDays} without it are needed to compare them. ${honest}`;
  },
};

export const csvColumns: Record<Lang, string[]> = {
  it: ['Data', 'Ora', 'Umore (1-5)', 'Stato d’animo', 'Emozioni', 'Fattori', 'Nota'],
  en: ['Date', 'Time', 'Mood (1-5)', 'Mood name', 'Emotions', 'Factors', 'Note'],
};

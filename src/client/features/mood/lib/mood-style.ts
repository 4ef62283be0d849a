import { Annoyed, Frown, Laugh, type LucideIcon, Meh, Smile } from 'lucide-react';
// Types only: the shared schema module brings zod, which a visitor's page never needs.
import type { MoodName } from '@shared/schemas/mood';

/**
 * Each mood's face and colour, from unsettled (warm clay) to happy (the app's deep green),
 * chosen to read in both themes. Colour never carries the meaning alone: a label or a number
 * is always beside it.
 */
export const moodStyle: Record<MoodName, { icon: LucideIcon; swatch: string; soft: string }> = {
  anxious: {
    icon: Annoyed,
    swatch: 'bg-[#c47a63] dark:bg-[#d08f78]',
    soft: 'bg-[#f4e0d8] dark:bg-[#3e2b25]',
  },
  sad: { icon: Frown, swatch: 'bg-[#8193bd] dark:bg-[#98a9d4]', soft: 'bg-[#e2e7f3] dark:bg-[#262d40]' },
  neutral: { icon: Meh, swatch: 'bg-[#c2b392] dark:bg-[#a8997a]', soft: 'bg-[#efe9dc] dark:bg-[#35302a]' },
  calm: { icon: Smile, swatch: 'bg-[#7fb8aa] dark:bg-[#6fae9f]', soft: 'bg-[#dceee9] dark:bg-[#1f3733]' },
  happy: { icon: Laugh, swatch: 'bg-[#2f6d64] dark:bg-[#a0dccf]', soft: 'bg-[#cfe6df] dark:bg-[#23443f]' },
};

/** An average (1–5) as the nearest mood's colour. */
/** The five moods from 1 to 5, as `moodNames` in the shared schema has them. */
export const moodOrder: readonly MoodName[] = ['anxious', 'sad', 'neutral', 'calm', 'happy'];

/** The mood nearest to an average (1–5). */
export const nearestMood = (average: number): MoodName =>
  moodOrder[Math.min(4, Math.max(0, Math.round(average) - 1))]!;

export const swatchOf = (average: number): string => moodStyle[nearestMood(average)].swatch;

/** "3,8" / "3.8": one decimal in the page language. */
export const formatAverage = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

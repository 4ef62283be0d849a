import type { Lang } from '@shared/i18n';
import type { Achievement, AchievementId, PracticeKind } from '@shared/schemas/progress';

type Group = Achievement['group'];
interface Entry {
  group: Group;
  text: Record<Lang, { title: string; description: string }>;
}

/** The achievements and their words, in the order the profile shows them. */
export const achievementCatalog: Record<AchievementId, Entry> = {
  first_chat: {
    group: 'first_steps',
    text: {
      it: { title: 'Prima conversazione', description: 'Hai scritto il tuo primo messaggio nella chat.' },
      en: { title: 'First conversation', description: 'You wrote your first message in the chat.' },
    },
  },
  first_exercise: {
    group: 'first_steps',
    text: {
      it: { title: 'Primo esercizio', description: 'Hai completato il tuo primo esercizio.' },
      en: { title: 'First exercise', description: 'You completed your first exercise.' },
    },
  },
  first_meditation: {
    group: 'first_steps',
    text: {
      it: { title: 'Prima meditazione', description: 'Hai ascoltato la tua prima meditazione guidata.' },
      en: { title: 'First meditation', description: 'You listened to your first guided meditation.' },
    },
  },
  first_reflection: {
    group: 'first_steps',
    text: {
      it: { title: 'Prima riflessione', description: 'Hai salvato la tua prima riflessione.' },
      en: { title: 'First reflection', description: 'You saved your first reflection.' },
    },
  },
  first_mood: {
    group: 'first_steps',
    text: {
      it: {
        title: 'Primo check-in dell’umore',
        description: 'Hai registrato il tuo umore per la prima volta.',
      },
      en: { title: 'First mood check-in', description: 'You logged your mood for the first time.' },
    },
  },
  streak_3: {
    group: 'streak',
    text: {
      it: { title: '3 giorni di fila', description: 'Ti sei preso cura di te per 3 giorni consecutivi.' },
      en: { title: '3 days in a row', description: 'You took care of yourself 3 days in a row.' },
    },
  },
  streak_7: {
    group: 'streak',
    text: {
      it: {
        title: 'Una settimana di fila',
        description: 'Ti sei preso cura di te per 7 giorni consecutivi.',
      },
      en: { title: 'A week in a row', description: 'You took care of yourself 7 days in a row.' },
    },
  },
  streak_30: {
    group: 'streak',
    text: {
      it: { title: '30 giorni di fila', description: 'Ti sei preso cura di te per 30 giorni consecutivi.' },
      en: { title: '30 days in a row', description: 'You took care of yourself 30 days in a row.' },
    },
  },
  minutes_60: {
    group: 'minutes',
    text: {
      it: {
        title: 'Un’ora di pratica',
        description: 'Hai dedicato 60 minuti a esercizi, meditazioni e letture.',
      },
      en: {
        title: 'An hour of practice',
        description: 'You spent 60 minutes on exercises, meditations and reading.',
      },
    },
  },
  minutes_300: {
    group: 'minutes',
    text: {
      it: {
        title: '300 minuti di pratica',
        description: 'Hai dedicato 300 minuti a esercizi, meditazioni e letture.',
      },
      en: {
        title: '300 minutes of practice',
        description: 'You spent 300 minutes on exercises, meditations and reading.',
      },
    },
  },
  minutes_1000: {
    group: 'minutes',
    text: {
      it: {
        title: '1.000 minuti di pratica',
        description: 'Hai dedicato 1.000 minuti a esercizi, meditazioni e letture.',
      },
      en: {
        title: '1,000 minutes of practice',
        description: 'You spent 1,000 minutes on exercises, meditations and reading.',
      },
    },
  },
  variety_week: {
    group: 'variety',
    text: {
      it: { title: 'Varietà', description: 'Hai provato 4 tipi di pratica diversi in 7 giorni.' },
      en: { title: 'Variety', description: 'You tried 4 different kinds of practice within 7 days.' },
    },
  },
};

/** The first-time achievement a kind of fact earns, if any. */
export const firstAchievementOf: Partial<Record<PracticeKind, AchievementId>> = {
  chat: 'first_chat',
  exercise: 'first_exercise',
  meditation: 'first_meditation',
  reflection: 'first_reflection',
  mood: 'first_mood',
};

export function achievementView(id: AchievementId, lang: Lang, earnedAt: Date | null): Achievement {
  const entry = achievementCatalog[id];
  return { id, group: entry.group, ...entry.text[lang], earnedAt: earnedAt ? earnedAt.toISOString() : null };
}

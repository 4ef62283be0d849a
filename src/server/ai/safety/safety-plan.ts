/**
 * Personal safety plan, following the Stanley-Brown Safety Planning
 * Intervention: warning signs, internal coping strategies, people and places
 * that distract, people to ask for help, professionals and services, making
 * the environment safe, plus the reason for living. Bilingual labels and
 * helper hints for the UI, an empty plan, and the zod schema that validates
 * what the client sends (defined once in src/shared/schemas/safety.ts, where
 * the page's form uses it too).
 */
import { safetyPlanSchema } from '@shared/schemas/safety';
import type { Lang } from '../types';

export type SafetyPlanSectionId =
  | 'warning_signs'
  | 'coping_strategies'
  | 'social_distractions'
  | 'help_contacts'
  | 'professionals'
  | 'safe_environment'
  | 'reasons_for_living';

export interface SafetyPlanEntry {
  text: string;
  /** Optional phone number (people, professionals). */
  phone?: string;
}

export interface SafetyPlan {
  version: 1;
  sections: Record<SafetyPlanSectionId, SafetyPlanEntry[]>;
  updatedAt: string | null;
}

export interface SafetyPlanSectionInfo {
  id: SafetyPlanSectionId;
  step: number;
  withPhone: boolean;
  text: Record<Lang, { label: string; hint: string; examples: string[] }>;
}

export const SAFETY_PLAN_SECTIONS: SafetyPlanSectionInfo[] = [
  {
    id: 'warning_signs',
    step: 1,
    withPhone: false,
    text: {
      it: {
        label: 'I miei segnali di allarme',
        hint: 'Pensieri, immagini, emozioni, situazioni o comportamenti che ti dicono che una crisi potrebbe avvicinarsi.',
        examples: [
          'Non riesco a dormire per più notti di fila',
          'Mi isolo e non rispondo ai messaggi',
          'Penso «non ce la faccio più»',
        ],
      },
      en: {
        label: 'My warning signs',
        hint: 'Thoughts, images, moods, situations or behaviours that tell you a crisis may be coming.',
        examples: [
          'I can\u2019t sleep for several nights in a row',
          'I withdraw and stop answering messages',
          'I think "I can\u2019t take it anymore"',
        ],
      },
    },
  },
  {
    id: 'coping_strategies',
    step: 2,
    withPhone: false,
    text: {
      it: {
        label: 'Cose che posso fare per conto mio',
        hint: 'Attività che ti aiutano a distogliere la mente dai pensieri, senza dover contattare nessuno.',
        examples: [
          'Fare una doccia calda',
          'Camminare per dieci minuti',
          'Ascoltare la mia playlist preferita',
          'Esercizio di respirazione 4-6',
        ],
      },
      en: {
        label: 'Things I can do on my own',
        hint: 'Activities that take your mind off the thoughts, without needing to contact anyone.',
        examples: [
          'Take a hot shower',
          'Walk for ten minutes',
          'Listen to my favourite playlist',
          '4-6 breathing exercise',
        ],
      },
    },
  },
  {
    id: 'social_distractions',
    step: 3,
    withPhone: true,
    text: {
      it: {
        label: 'Persone e luoghi che mi aiutano a distrarmi',
        hint: 'Persone con cui passare del tempo e luoghi dove stare in mezzo agli altri, anche senza parlare del problema.',
        examples: ['Il bar sotto casa', 'La biblioteca', 'Chiamare mia cugina per chiacchierare'],
      },
      en: {
        label: 'People and places that help me take my mind off things',
        hint: 'People to spend time with and places to be around others, even without talking about the problem.',
        examples: ['The caf\u00e9 near home', 'The library', 'Calling my cousin for a chat'],
      },
    },
  },
  {
    id: 'help_contacts',
    step: 4,
    withPhone: true,
    text: {
      it: {
        label: 'Persone a cui posso chiedere aiuto',
        hint: 'Familiari o amici di cui ti fidi e a cui puoi dire che stai male. Aggiungi il loro numero.',
        examples: ['Mia sorella', 'Il mio migliore amico', 'Una collega di cui mi fido'],
      },
      en: {
        label: 'People I can ask for help',
        hint: 'Family or friends you trust and can tell that you\u2019re struggling. Add their number.',
        examples: ['My sister', 'My best friend', 'A colleague I trust'],
      },
    },
  },
  {
    id: 'professionals',
    step: 5,
    withPhone: true,
    text: {
      it: {
        label: 'Professionisti e servizi da contattare',
        hint: 'Il tuo medico, il tuo terapeuta, il Centro di salute mentale di zona, le linee d\u2019ascolto. In emergenza: 112.',
        examples: [
          'Medico di base',
          'Psicologa che mi segue',
          'Telefono Amico 02 2327 2327',
          'Emergenza 112',
        ],
      },
      en: {
        label: 'Professionals and services to contact',
        hint: 'Your doctor, your therapist, your local mental health service, helplines. In an emergency: 112.',
        examples: ['My GP', 'My therapist', 'Telefono Amico 02 2327 2327', 'Emergency 112'],
      },
    },
  },
  {
    id: 'safe_environment',
    step: 6,
    withPhone: false,
    text: {
      it: {
        label: 'Rendere il mio ambiente più sicuro',
        hint: 'Come ridurre l\u2019accesso a ciò che potresti usare per farti del male, per esempio affidando i farmaci a una persona di fiducia.',
        examples: ['Lasciare i farmaci in custodia a mia madre', 'Non tenere in casa scorte di medicine'],
      },
      en: {
        label: 'Making my environment safer',
        hint: 'How to reduce access to things you could use to hurt yourself, for example asking someone you trust to keep your medicines.',
        examples: ['Ask my mum to keep my medication', 'Not keeping a stock of pills at home'],
      },
    },
  },
  {
    id: 'reasons_for_living',
    step: 7,
    withPhone: false,
    text: {
      it: {
        label: 'Ciò che per me conta di più',
        hint: 'Le persone, i progetti o le cose per cui vale la pena andare avanti, anche nei giorni più difficili.',
        examples: ['I miei figli', 'Il mio cane', 'Il viaggio che voglio fare'],
      },
      en: {
        label: 'What matters most to me',
        hint: 'The people, plans or things worth carrying on for, even on the hardest days.',
        examples: ['My children', 'My dog', 'The trip I want to take'],
      },
    },
  },
];

export function emptySafetyPlan(): SafetyPlan {
  const sections = {} as Record<SafetyPlanSectionId, SafetyPlanEntry[]>;
  for (const s of SAFETY_PLAN_SECTIONS) sections[s.id] = [];
  return { version: 1, sections, updatedAt: null };
}

export { safetyPlanSchema };

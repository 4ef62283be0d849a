import type { Lang } from './i18n';
import { type PageId, pageForPath } from './routes';
import { otherPagesText, type PageText, type SpecSeoPage } from './seo-pages';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
}

/**
 * SPEC §2: title, description, keywords, canonical and social tags per path for /, /chat,
 * /exercises, /meditations and /subscription in Italian and English, with a generic default.
 * The server writes them into the HTML it sends; the client keeps the title in step.
 */
const specSeo: Record<SpecSeoPage, Record<Lang, PageMeta>> = {
  home: {
    it: {
      title: 'Serenamente · Supporto per stress e ansia, ogni giorno',
      description:
        'Un compagno gentile basato sulla terapia cognitivo-comportamentale: chat con un assistente IA, esercizi, meditazioni guidate, riflessioni e monitoraggio dell’umore.',
      keywords: 'ansia, stress, benessere mentale, CBT, meditazione, mindfulness, esercizi di respirazione',
    },
    en: {
      title: 'Serenamente · Everyday support for stress and anxiety',
      description:
        'A gentle companion based on cognitive behavioural therapy: AI chat, exercises, guided meditations, daily reflections and mood tracking.',
      keywords: 'anxiety, stress, mental wellbeing, CBT, meditation, mindfulness, breathing exercises',
    },
  },
  chat: {
    it: {
      title: 'Chat di supporto CBT · Serenamente',
      description:
        'Parla con un assistente IA ispirato alla CBT: ti ascolta, ti aiuta a osservare i pensieri e a trovare un piccolo passo concreto. Non sostituisce un professionista.',
      keywords: 'chat ansia, supporto emotivo, CBT, pensieri automatici, diario dei pensieri',
    },
    en: {
      title: 'CBT support chat · Serenamente',
      description:
        'Talk with a CBT-inspired AI companion that listens, helps you look at your thoughts and find one small concrete step. It does not replace a professional.',
      keywords: 'anxiety chat, emotional support, CBT, automatic thoughts, thought record',
    },
  },
  exercises: {
    it: {
      title: 'Esercizi per ansia e stress · Serenamente',
      description:
        'Esercizi brevi e pratici: respirazione, radicamento, ristrutturazione dei pensieri, rilassamento muscolare, sonno e auto-compassione.',
      keywords: 'esercizi ansia, respirazione, grounding, rilassamento, CBT',
    },
    en: {
      title: 'Exercises for anxiety and stress · Serenamente',
      description:
        'Short, practical exercises: breathing, grounding, reframing thoughts, muscle relaxation, sleep and self-compassion.',
      keywords: 'anxiety exercises, breathing, grounding, relaxation, CBT',
    },
  },
  meditation: {
    it: {
      title: 'Meditazioni guidate · Serenamente',
      description:
        'Meditazioni guidate con voce e timer: respiro, body scan, gentilezza amorevole, sonno e un SOS per i momenti di ansia.',
      keywords: 'meditazione guidata, mindfulness, body scan, sonno, ansia',
    },
    en: {
      title: 'Guided meditations · Serenamente',
      description:
        'Guided meditations with voice and timer: breath, body scan, loving-kindness, sleep and an SOS for anxious moments.',
      keywords: 'guided meditation, mindfulness, body scan, sleep, anxiety',
    },
  },
  subscription: {
    it: {
      title: 'Premium · Serenamente',
      description:
        'Chat senza limiti, tutti gli esercizi e le meditazioni, il monitoraggio dell’umore. 4,99 € al mese o 39,99 € all’anno.',
      keywords: 'abbonamento, premium, benessere, prezzi',
    },
    en: {
      title: 'Premium · Serenamente',
      description:
        'Unlimited chat, every exercise and meditation, mood tracking. €4.99 a month or €39.99 a year.',
      keywords: 'subscription, premium, wellbeing, pricing',
    },
  },
};

export const defaultSeo: Record<Lang, PageMeta> = {
  it: {
    title: 'Serenamente · Benessere mentale per stress e ansia',
    description:
      'Strumenti gentili e basati sulla CBT per gestire stress e ansia: chat, esercizi, meditazioni, riflessioni e umore.',
    keywords: 'benessere mentale, ansia, stress, CBT, meditazione',
  },
  en: {
    title: 'Serenamente · Mental wellbeing for stress and anxiety',
    description:
      'Gentle, CBT-based tools to manage stress and anxiety: chat, exercises, meditations, reflections and mood.',
    keywords: 'mental wellbeing, anxiety, stress, CBT, meditation',
  },
};

const isSpecPage = (page: PageId): page is SpecSeoPage => Object.hasOwn(specSeo, page);

/** Another page's tags from its text (shared/seo-pages.ts), with the site's name in the title. */
const metaOf = (text: PageText, lang: Lang): PageMeta => ({
  title: `${text[0]} · Serenamente`,
  description: text[1],
  keywords: text[2] ?? defaultSeo[lang].keywords,
});

/**
 * The tags of a path: its page's own (aliases and a trailing slash included, through the route
 * table), or the generic ones for a path that is no page.
 */
export function seoFor(path: string, lang: Lang): PageMeta & { specific: boolean } {
  const page = pageForPath(path);
  if (!page) return { ...defaultSeo[lang], specific: false };
  const meta = isSpecPage(page) ? specSeo[page][lang] : metaOf(otherPagesText[page][lang], lang);
  return { ...meta, specific: true };
}

import { type ComponentType, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Lang, languages } from '@shared/i18n';
import type { ContentKind } from '@shared/schemas/admin-content';
import type { ExerciseCategory, ExerciseDetail, ExerciseSummary } from '@shared/schemas/exercises';
import type { MeditationCategory, MeditationDetail, MeditationSummary } from '@shared/schemas/meditations';
import type { DailyQuote } from '@shared/schemas/quotes';
import type { Reflection, ReflectionCategory, ReflectionPrompt } from '@shared/schemas/reflections';
import type { ResourceDetail, ResourceSummary } from '@shared/schemas/resources';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/**
 * One item in one language as the public pages' components take it: the card and the body of
 * each kind, as plain values (nothing to fetch).
 */
export type ItemPreview =
  | { kind: 'quotes'; quote: Pick<DailyQuote['quote'], 'text' | 'author' | 'source'> }
  | { kind: 'reflection-prompts'; prompt: ReflectionPrompt; categoryLabel: string }
  | { kind: 'reflections'; reflection: Reflection; categoryLabel: string }
  | { kind: 'exercises'; card: ExerciseSummary; body: Pick<ExerciseDetail, 'goal' | 'steps' | 'tip'> }
  | { kind: 'meditations'; card: MeditationSummary; script: MeditationDetail['script'] }
  | {
      kind: 'resources';
      card: ResourceSummary;
      body: Pick<ResourceDetail, 'visual' | 'body' | 'days'>;
    };

/**
 * Draws an `ItemPreview` with the public pages' own components. They belong to their features,
 * which this feature never imports: the admin page composes them and hands the result in.
 */
export type ContentPreviewComponent = ComponentType<{ preview: ItemPreview }>;

type Loose = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** An empty or unfinished number field (NaN in the form's item) reads as 0 until it is typed. */
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const list = <T,>(v: unknown) => (Array.isArray(v) ? (v as T[]) : []);

/** Meditation steps the script can show: each with a time, in the order typed, each time once. */
function scriptOf(v: unknown): MeditationDetail['script'] {
  const seen = new Set<number>();
  return list<{ at: unknown; text: unknown }>(v).flatMap((s) => {
    if (typeof s.at !== 'number' || !Number.isFinite(s.at) || seen.has(s.at)) return [];
    seen.add(s.at);
    return [{ at: s.at, text: str(s.text) }];
  });
}

/** What every kind's preview reads from the form's item in one language. */
interface Parts {
  item: Loose;
  text: Loose;
  slug: string;
  category: string;
  premium: boolean;
}

function meditationPreview({ item, text, slug, category, premium }: Parts): ItemPreview {
  const script = scriptOf(text.script);
  return {
    kind: 'meditations',
    card: {
      slug,
      category: category as MeditationCategory,
      title: str(text.title),
      summary: str(text.summary),
      durationSeconds: num(item.durationSeconds),
      premium,
      locked: false,
      stepCount: script.length,
    },
    script,
  };
}

function resourcePreview({ item, text, slug, category, premium }: Parts): ItemPreview {
  const days = list<{ title: string; body: string }>(text.days);
  const visual = item.visual === 'breathing-pacer' ? item.visual : null;
  return {
    kind: 'resources',
    card: {
      slug,
      group: item.group as ResourceSummary['group'],
      category: category as ResourceSummary['category'],
      type: item.type as ResourceSummary['type'],
      readingMinutes: num(item.readingMinutes),
      premium,
      visual,
      title: str(text.title),
      summary: str(text.summary),
      tags: list<string>(text.tags),
      dayCount: days.length || null,
    },
    body: { visual, body: str(text.body), days: days.length ? days : null },
  };
}

/**
 * The form's current item (from `toItem`: possibly unfinished while someone types) in `lang`,
 * as plain values for the public components. `label` names a reflection category.
 */
export function previewOf(
  kind: ContentKind,
  value: unknown,
  lang: Lang,
  label: (category: string) => string,
): ItemPreview {
  const item = (value && typeof value === 'object' ? value : {}) as Loose;
  const slug = str(item.slug);
  const whole = (item.text as Partial<Record<Lang, unknown>> | undefined)?.[lang];
  const text = (whole && typeof whole === 'object' ? whole : {}) as Loose;
  const premium = item.premium === true;
  const category = str(item.category);
  switch (kind) {
    case 'quotes':
      return {
        kind,
        quote: { text: str(whole), author: str(item.author), source: str(item.source) || null },
      };
    case 'reflection-prompts': {
      const number = typeof item.number === 'number' && Number.isFinite(item.number) ? item.number : null;
      const prompt = { slug, number, category: category as ReflectionCategory, text: str(whole) };
      return { kind, prompt, categoryLabel: label(category) };
    }
    case 'reflections': {
      const reflection = {
        slug,
        category: category as ReflectionCategory,
        title: str(text.title),
        body: str(text.body),
        question: str(text.question),
      };
      return { kind, reflection, categoryLabel: label(category) };
    }
    case 'exercises':
      return {
        kind,
        card: {
          slug,
          category: category as ExerciseCategory,
          title: str(text.title),
          summary: str(text.summary),
          durationMinutes: num(item.durationMinutes),
          premium,
          locked: false,
          completedCount: null,
        },
        body: { goal: str(text.goal), steps: list<string>(text.steps), tip: str(text.tip) || null },
      };
    case 'meditations':
      return meditationPreview({ item, text, slug, category, premium });
    case 'resources':
      return resourcePreview({ item, text, slug, category, premium });
  }
}

/**
 * The preview of the item being edited, in either language, drawn by `Preview` from the form's
 * current values. The words around the text (labels, buttons) follow the page's language.
 */
export function PreviewTabs({
  kind,
  item,
  Preview,
}: {
  kind: ContentKind;
  item: unknown;
  Preview: ContentPreviewComponent;
}) {
  const { t } = useTranslation('adminContent');
  const ids = useId();
  const label = (category: string) => t(`reflectionCategories.${category}`);
  return (
    <section aria-labelledby={`${ids}-preview`} className="flex flex-col gap-3">
      <h3 id={`${ids}-preview`} className="text-xl">
        {t('preview.title')}
      </h3>
      <Tabs defaultValue="it">
        <TabsList aria-label={t('preview.language')}>
          {languages.map((lang) => (
            <TabsTrigger key={lang} value={lang}>
              {t(`languages.${lang}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {languages.map((lang) => (
          <TabsContent key={lang} value={lang} className="mt-4">
            <div lang={lang} className="flex flex-col gap-6">
              {/* The public components and their catalogues load on first use: only this part waits. */}
              <Suspense fallback={<Spinner />}>
                <Preview preview={previewOf(kind, item, lang, label)} />
              </Suspense>
            </div>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

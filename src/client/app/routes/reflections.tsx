import type { QueryClient } from '@tanstack/react-query';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ReflectionCategory, reflectionCategories } from '@shared/constants/practice';
import type { Reflection } from '@shared/schemas/reflections';
import { PageIntro } from '@/components/page-intro';
import { NearViewport } from '@/components/near-viewport';
import { FilterChips } from '@/components/practice/filter-chips';
import { SearchField } from '@/components/practice/search-field';
import { myReflectionsQuery } from '@/features/reflections/api/entries';
import {
  categoriesQuery,
  promptsQuery,
  readingsQuery,
  useAnotherReflection,
  usePrompts,
  useReadings,
  useReflectionCategories,
  useTodayReflection,
} from '@/features/reflections/api/reading';
import { MyReflections } from '@/features/reflections/components/my-reflections';
import { PromptList } from '@/features/reflections/components/prompt-list';
import { ReadingList } from '@/features/reflections/components/reading-list';
import { ReflectionWriter } from '@/features/reflections/components/reflection-writer';
import { TodayReflection } from '@/features/reflections/components/today-reflection';
import type { WritingSource } from '@/features/reflections/components/writing-source';
import { currentLang } from '@/lib/i18n';

// 'Genera una prospettiva' streams an AI reply (its stream reader, the daily allowance, the crisis
// help): it loads when its place comes near the screen, not with the page.
const ReflectionPerspective = lazy(() =>
  import('@/features/chat/components/reflection-perspective').then((m) => ({
    default: m.ReflectionPerspective,
  })),
);
const perspectiveHeight = 'min-h-44';

function PerspectiveNearby({ textareaRef }: { textareaRef: RefObject<HTMLTextAreaElement | null> }) {
  return (
    <NearViewport placeholderClassName={perspectiveHeight}>
      <Suspense fallback={<div aria-hidden="true" className={perspectiveHeight} />}>
        <ReflectionPerspective textareaRef={textareaRef} />
      </Suspense>
    </NearViewport>
  );
}

/** Search and the category chips: they choose today's reflection, the prompts and the readings. */
function ReflectionFilters({
  q,
  onQ,
  category,
  onCategory,
  labelOf,
}: {
  q: string;
  onQ: (q: string) => void;
  category: ReflectionCategory | undefined;
  onCategory: (category: ReflectionCategory | undefined) => void;
  labelOf: (id: ReflectionCategory) => string;
}) {
  const { t } = useTranslation('reflections');
  const options = [
    { value: 'all' as const, label: t('filters.all') },
    ...reflectionCategories.map((c) => ({ value: c, label: labelOf(c) })),
  ];
  return (
    <div className="bg-surface-muted/60 flex flex-col gap-4 rounded-3xl p-4 sm:p-5">
      <SearchField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        clearLabel={t('search.clear')}
        value={q}
        onChange={onQ}
      />
      <FilterChips
        legend={t('filters.legend')}
        options={options}
        value={category ?? 'all'}
        onChange={(value) => onCategory(value === 'all' ? undefined : value)}
      />
    </div>
  );
}

/**
 * What the first screen lists (the day's reflection comes with the page; a member's own
 * reflections too), asked before the app renders over the page sent rendered (app/router.tsx).
 */
export function firstData(client: QueryClient, member: boolean): Promise<unknown> {
  const lang = currentLang();
  return Promise.all([
    client.prefetchQuery(categoriesQuery(lang)),
    client.prefetchQuery(promptsQuery(lang, {})),
    client.prefetchQuery(readingsQuery(lang, {})),
    member ? client.prefetchInfiniteQuery(myReflectionsQuery(lang)) : null,
  ]);
}

/**
 * /reflections: today's reflection (another on request), category filter and search, the
 * prompts, a writing area, and the signed-in user's saved reflections. Reading is open to
 * everyone; writing needs an account.
 */
export default function ReflectionsPage() {
  const lang = currentLang();
  const [category, setCategory] = useState<ReflectionCategory | undefined>();
  const [q, setQ] = useState('');
  const [source, setSource] = useState<WritingSource>(null);
  const [shown, setShown] = useState<{ key: string; reflection: Reflection } | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const writerRef = useRef<HTMLDivElement>(null);

  const categories = useReflectionCategories(lang);
  const today = useTodayReflection(lang, category);
  const another = useAnotherReflection(lang);
  const prompts = usePrompts(lang, { category, q });
  const readings = useReadings(lang, { category, q });
  const { t } = useTranslation('reflections');
  // The catalogue's labels until the API's arrive (the page sent rendered shows them at once).
  const labelOf = (id: ReflectionCategory) =>
    categories.data?.items.find((c) => c.id === id)?.label ?? t(`filters.categories.${id}`);
  const viewKey = `${lang}:${category ?? 'all'}`;
  const reflection = shown?.key === viewKey ? shown.reflection : today.data?.reflection;
  const signedIn = today.data?.viewer.signedIn ?? false;

  const chooseSource = (next: WritingSource) => {
    setSource(next);
    writerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The textarea exists only for signed-in people; visitors land on the invitation.
    requestAnimationFrame(() => (textareaRef.current ?? writerRef.current)?.focus({ preventScroll: true }));
  };

  return (
    <>
      <PageIntro page="reflections" />
      <div className="flex flex-col gap-10">
        <TodayReflection
          reflection={reflection}
          categoryLabel={category ? labelOf(category) : undefined}
          isLoading={today.isPending}
          isError={today.isError}
          onRetry={() => void today.refetch()}
          anotherPending={another.isPending}
          onAnother={() =>
            another.mutate(
              { category, exclude: reflection?.slug },
              { onSuccess: (r) => setShown({ key: viewKey, reflection: r.reflection }) },
            )
          }
          onWrite={(r) => chooseSource({ kind: 'reading', slug: r.slug, text: r.question, title: r.title })}
        />

        <ReflectionFilters q={q} onQ={setQ} category={category} onCategory={setCategory} labelOf={labelOf} />

        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
          <div
            ref={writerRef}
            tabIndex={-1}
            className="flex scroll-mt-24 flex-col gap-10 outline-none lg:sticky lg:top-20"
          >
            <ReflectionWriter
              source={source}
              onClearSource={() => setSource(null)}
              signedIn={signedIn}
              textareaRef={textareaRef}
            />
            {signedIn && <PerspectiveNearby textareaRef={textareaRef} />}
          </div>
          <PromptList
            prompts={prompts.data?.items}
            expanded={!!category || !!q.trim()}
            isLoading={prompts.isPending}
            isError={prompts.isError}
            onRetry={() => void prompts.refetch()}
            categoryLabel={labelOf}
            onChoose={(p) => chooseSource({ kind: 'prompt', slug: p.slug, text: p.text, number: p.number })}
          />
        </div>

        <ReadingList
          readings={readings.data?.items}
          isLoading={readings.isPending}
          categoryLabel={labelOf}
          onWrite={(r) => chooseSource({ kind: 'reading', slug: r.slug, text: r.question, title: r.title })}
        />

        {signedIn && <MyReflections />}
      </div>
    </>
  );
}

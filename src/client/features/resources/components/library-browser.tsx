import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import {
  type ProgramProgress,
  type ResourceCategory,
  resourceCategories,
  type ResourceGroup,
  resourceGroups,
  type ResourceSummary,
  type ResourceType,
  resourceTypes,
} from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/utils';
import { ResourceCard } from './resource-card';

const isGroup = (v: string | null): v is ResourceGroup => resourceGroups.includes(v as ResourceGroup);
const isCategory = (v: string | null): v is ResourceCategory =>
  resourceCategories.includes(v as ResourceCategory);
const isType = (v: string | null): v is ResourceType => resourceTypes.includes(v as ResourceType);

function Chips<T extends string>({
  label,
  options,
  value,
  allLabel,
  labelOf,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T | null;
  allLabel: string;
  labelOf: (v: T) => string;
  onChange: (v: T | null) => void;
}) {
  const chip = (active: boolean) =>
    cn(
      'min-h-9 shrink-0 cursor-pointer rounded-full border px-3.5 py-1 text-sm font-medium whitespace-nowrap transition-colors',
      active
        ? 'border-primary bg-primary text-primary-foreground'
        : 'border-border bg-surface text-foreground hover:bg-surface-muted',
    );
  return (
    <div
      role="group"
      aria-label={label}
      className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-baseline"
    >
      <span aria-hidden="true" className="text-muted-foreground w-24 shrink-0 text-sm font-semibold">
        {label}
      </span>
      <div className="-mx-5 flex [scrollbar-width:none] gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        <button
          type="button"
          aria-pressed={value === null}
          className={chip(value === null)}
          onClick={() => onChange(null)}
        >
          {allLabel}
        </button>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            className={chip(value === option)}
            onClick={() => onChange(value === option ? null : option)}
          >
            {labelOf(option)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The tab, category and type, kept in the URL (`?tab=&category=&type=`) so back and forward work. */
function useLibraryFilters() {
  const [params, setParams] = useSearchParams();
  const tab: ResourceGroup = isGroup(params.get('tab'))
    ? (params.get('tab') as ResourceGroup)
    : 'quick_tools';
  const category = isCategory(params.get('category')) ? (params.get('category') as ResourceCategory) : null;
  const type = isType(params.get('type')) ? (params.get('type') as ResourceType) : null;

  const update = (next: {
    tab?: ResourceGroup;
    category?: ResourceCategory | null;
    type?: ResourceType | null;
  }) => {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        const set = (key: string, value: string | null | undefined) => {
          if (value === undefined) return;
          if (value === null) p.delete(key);
          else p.set(key, value);
        };
        set('tab', next.tab);
        set('category', next.category);
        set('type', next.type);
        return p;
      },
      { replace: true },
    );
  };

  return { tab, category, type, update };
}

function ResultList({
  shown,
  progress,
  detailHref,
  onReset,
}: {
  shown: ResourceSummary[];
  progress: Map<string, ProgramProgress>;
  detailHref: (slug: string) => string;
  onReset: () => void;
}) {
  const { t } = useTranslation('resources');
  if (shown.length === 0) {
    return (
      <div className="border-border flex flex-col items-start gap-3 rounded-3xl border border-dashed p-6">
        <p>{t('list.empty')}</p>
        <Button variant="outline" size="sm" onClick={onReset}>
          {t('list.resetFilters')}
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((item) => (
        <li key={item.slug}>
          <ResourceCard item={item} to={detailHref(item.slug)} progress={progress.get(item.slug)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2's three tabs (quick tools, complete guides, thematic programs) with category and type
 * chips. The state lives in the URL (`?tab=&category=&type=`), so back and forward work.
 */
export function LibraryBrowser({
  items,
  progress,
  detailHref,
}: {
  items: ResourceSummary[];
  progress: Map<string, ProgramProgress>;
  detailHref: (slug: string) => string;
}) {
  const { t } = useTranslation('resources');
  const { tab, category, type, update } = useLibraryFilters();

  const inTab = useMemo(() => items.filter((i) => i.group === tab), [items, tab]);
  // Only the chips that lead somewhere in this tab.
  const categories = resourceCategories.filter((c) => inTab.some((i) => i.category === c));
  const types = resourceTypes.filter((ty) =>
    inTab.some((i) => i.type === ty && (!category || i.category === category)),
  );
  const shown = inTab.filter((i) => (!category || i.category === category) && (!type || i.type === type));

  return (
    <Tabs value={tab} onValueChange={(v) => update({ tab: v as ResourceGroup, category: null, type: null })}>
      <TabsList aria-label={t('tabs.label')}>
        {resourceGroups.map((group) => (
          <TabsTrigger key={group} value={group}>
            {t(`tabs.${group}`)}
            <span
              className="bg-background/70 hidden rounded-full px-2 text-xs tabular-nums sm:inline"
              aria-hidden="true"
            >
              {items.filter((i) => i.group === group).length}
            </span>
          </TabsTrigger>
        ))}
      </TabsList>
      {resourceGroups.map((group) => (
        <TabsContent key={group} value={group} className="flex flex-col gap-6">
          <p className="text-muted-foreground max-w-2xl">{t(`tabs.${group}Intro`)}</p>
          <div className="flex flex-col gap-3">
            <Chips
              label={t('filters.category')}
              options={categories}
              value={category}
              allLabel={t('filters.all')}
              labelOf={(c) => t(`categories.${c}`)}
              onChange={(c) => update({ category: c, type: null })}
            />
            <Chips
              label={t('filters.type')}
              options={types}
              value={type}
              allLabel={t('filters.all')}
              labelOf={(ty) => t(`types.${ty}`)}
              onChange={(ty) => update({ type: ty })}
            />
          </div>
          <p className="text-muted-foreground text-sm" role="status">
            {t('list.count', { count: shown.length })}
          </p>
          <ResultList
            shown={shown}
            progress={progress}
            detailHref={detailHref}
            onReset={() => update({ category: null, type: null })}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

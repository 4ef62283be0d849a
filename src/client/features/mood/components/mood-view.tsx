import { CalendarDays, ClipboardList, LineChart, PenLine } from 'lucide-react';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { currentLang } from '@/lib/i18n';
import { useMoodOptions } from '../api/mood';
import { LoadError } from './later';
import { LogPanel } from './log-panel';

// The first tab is the log; the others (charts, the year in pixels, the questionnaires) load when
// first opened, or with the page when the address names them.
const TrendsPanel = lazy(() => import('./trends-panel').then((m) => ({ default: m.TrendsPanel })));
const MoodCalendar = lazy(() => import('./mood-calendar').then((m) => ({ default: m.MoodCalendar })));
const SelfChecks = lazy(() => import('./self-checks').then((m) => ({ default: m.SelfChecks })));

const tabs = [
  { id: 'log', icon: PenLine },
  { id: 'trends', icon: LineChart },
  { id: 'calendar', icon: CalendarDays },
  { id: 'checks', icon: ClipboardList },
] as const;
type TabId = (typeof tabs)[number]['id'];
const isTab = (v: string | null): v is TabId => tabs.some((t) => t.id === v);

/** The tab a key moves to from tab `at` (arrows wrap around, Home and End), or undefined. */
function tabAfterKey(key: string, at: number): TabId | undefined {
  const last = tabs.length - 1;
  const to: Record<string, number> = {
    ArrowRight: at === last ? 0 : at + 1,
    ArrowLeft: at === 0 ? last : at - 1,
    Home: 0,
    End: last,
  };
  return key in to ? tabs[to[key]!]!.id : undefined;
}

const tabClass = [
  'text-muted-foreground hover:text-foreground inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-xl py-2 text-center text-sm leading-tight font-medium transition-colors sm:flex-none sm:whitespace-nowrap',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-soft',
  'flex-col gap-1 px-1 sm:flex-row sm:gap-2 sm:px-4',
].join(' ');

/**
 * The sections' tab bar (the ARIA tabs pattern, in the app's pill style): one tab in the Tab
 * order, arrow keys, Home and End move between tabs and open them. Written here rather than with
 * Radix Tabs, whose code and primitives (8.7 KB gzipped) would load with the page's first screen.
 */
function MoodTabList({
  label,
  base,
  value,
  onChange,
}: {
  label: string;
  base: string;
  value: TabId;
  onChange: (tab: TabId) => void;
}) {
  const { t } = useTranslation('mood');
  const refs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const next = tabAfterKey(e.key, at);
    if (!next) return;
    e.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className="bg-surface-muted grid w-full grid-cols-4 gap-1 rounded-2xl p-1 sm:inline-flex sm:w-auto"
    >
      {tabs.map(({ id, icon: Icon }, at) => {
        const selected = id === value;
        return (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${id}`}
            aria-selected={selected}
            aria-controls={`${base}-panel-${id}`}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            onClick={() => onChange(id)}
            onKeyDown={(e) => onKeyDown(e, at)}
            className={tabClass}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {t(`tabs.${id}`)}
          </button>
        );
      })}
    </div>
  );
}

/** /mood for someone signed in: log, trends, the year in pixels and the self-checks, one tab each (kept in `?tab=`). */
export function MoodView() {
  const { t } = useTranslation('mood');
  const base = useId();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabId = isTab(raw) ? raw : 'log';
  const options = useMoodOptions(currentLang());

  const onTab = (next: TabId) => {
    const p = new URLSearchParams(params);
    if (next === 'log') p.delete('tab');
    else p.set('tab', next);
    setParams(p, { replace: true });
  };

  const loading = (
    <div role="status" className="mt-6 flex flex-col gap-4">
      <span className="sr-only">{t('loading')}</span>
      <div
        aria-hidden="true"
        className="border-border bg-surface/70 h-[26rem] animate-pulse rounded-3xl border sm:h-[23.6rem]"
      />
    </div>
  );
  const later = (panel: ReactNode) => <Suspense fallback={loading}>{panel}</Suspense>;

  if (options.isError) {
    return (
      <LoadError message={t('loadError')} retryLabel={t('retry')} onRetry={() => void options.refetch()} />
    );
  }
  const panel = (id: TabId): ReactNode => {
    if (!options.data) return null;
    if (id === 'log') return <LogPanel options={options.data} />;
    if (id === 'trends') return later(<TrendsPanel options={options.data} />);
    if (id === 'calendar') return later(<MoodCalendar options={options.data} />);
    return later(<SelfChecks />);
  };
  return (
    <div>
      <MoodTabList label={t('tabs.label')} base={base} value={tab} onChange={onTab} />
      {!options.data
        ? loading
        : // Every tab's panel is in the page (so each tab names its own); only the open one has content.
          tabs.map(({ id }) => (
            <div
              key={id}
              role="tabpanel"
              id={`${base}-panel-${id}`}
              aria-labelledby={`${base}-tab-${id}`}
              hidden={id !== tab}
              tabIndex={0}
              data-state={id === tab ? 'active' : 'inactive'}
              className="mt-6 rounded-2xl focus-visible:outline-offset-4"
            >
              {id === tab && panel(id)}
            </div>
          ))}
    </div>
  );
}

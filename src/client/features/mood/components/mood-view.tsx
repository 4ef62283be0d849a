import { CalendarDays, ClipboardList, LineChart, PenLine } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { LoadError } from '@/components/practice/load-error';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { currentLang } from '@/lib/i18n';
import { useMoodOptions } from '../api/mood';
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

/** /mood for someone signed in: log, trends, the year in pixels and the self-checks, one tab each (kept in `?tab=`). */
export function MoodView() {
  const { t } = useTranslation('mood');
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: TabId = isTab(raw) ? raw : 'log';
  const options = useMoodOptions(currentLang());

  const onTab = (next: string) => {
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
  return (
    <Tabs value={tab} onValueChange={onTab}>
      <TabsList aria-label={t('tabs.label')} className="grid grid-cols-4 sm:inline-flex">
        {tabs.map(({ id, icon: Icon }) => (
          <TabsTrigger key={id} value={id} className="flex-col gap-1 px-1 sm:flex-row sm:gap-2 sm:px-4">
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {t(`tabs.${id}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {!options.data ? (
        loading
      ) : (
        <>
          <TabsContent value="log">
            <LogPanel options={options.data} />
          </TabsContent>
          <TabsContent value="trends">{later(<TrendsPanel options={options.data} />)}</TabsContent>
          <TabsContent value="calendar">{later(<MoodCalendar options={options.data} />)}</TabsContent>
          <TabsContent value="checks">{later(<SelfChecks />)}</TabsContent>
        </>
      )}
    </Tabs>
  );
}

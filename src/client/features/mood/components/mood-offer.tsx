import { CalendarDays, ClipboardList, Download, LineChart, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { moodOrder, moodStyle } from '../lib/mood-style';

const offers = [
  { key: 'log', icon: Timer },
  { key: 'calendar', icon: CalendarDays },
  { key: 'trends', icon: LineChart },
  { key: 'checks', icon: ClipboardList },
  { key: 'csv', icon: Download },
] as const;

/** What mood tracking offers, for someone who has not signed in yet: a document, no controls. */
export function MoodOffer() {
  const { t } = useTranslation('moodOffer');
  return (
    <section aria-labelledby="mood-offer-title" className="mb-8 flex flex-col gap-6">
      <div className="bg-surface shadow-soft border-border flex flex-col gap-4 rounded-3xl border p-5 sm:p-6">
        <h2 id="mood-offer-title" className="text-2xl">
          {t('title')}
        </h2>
        <div aria-hidden="true" className="grid grid-cols-5 gap-2">
          {moodOrder.map((name) => {
            const { icon: Icon, soft } = moodStyle[name];
            return (
              <span
                key={name}
                className={cn(
                  'flex min-h-20 flex-col items-center justify-center gap-1 rounded-2xl px-1',
                  soft,
                )}
              >
                <Icon className="size-7" strokeWidth={1.75} />
                <span className="text-xs font-semibold">{t(`moods.${name}`)}</span>
              </span>
            );
          })}
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {offers.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-3">
              <span className="bg-primary-soft text-primary flex size-10 shrink-0 items-center justify-center rounded-2xl">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-sans text-base font-semibold">{t(`${key}.title`)}</h3>
                <p className="text-muted-foreground text-sm">{t(`${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

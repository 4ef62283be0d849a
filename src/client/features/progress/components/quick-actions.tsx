import { Flower2, type LucideIcon, MessageCircleHeart, NotebookPen, Smile, Wind } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { cn } from '@/lib/utils';

/** A short, free practice of each kind: one tap from the dashboard to doing it. */
export const quickPractice = { breathing: 'box-breathing', meditation: 'five-minute-breath' } as const;

const actions: { key: string; icon: LucideIcon; to: string }[] = [
  { key: 'chat', icon: MessageCircleHeart, to: pathOf('chat') },
  { key: 'breathe', icon: Wind, to: `${pathOf('exercises')}?e=${quickPractice.breathing}` },
  { key: 'meditate', icon: Flower2, to: `${pathOf('meditation')}?m=${quickPractice.meditation}` },
  { key: 'reflect', icon: NotebookPen, to: pathOf('reflections') },
  { key: 'mood', icon: Smile, to: pathOf('mood') },
];

/** Five ways to start now: talk, breathe, meditate, write, log the mood. */
export function QuickActions({ className }: { className?: string }) {
  const { t } = useTranslation('progress');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('flex flex-col gap-4', className)}>
      <h2 id={titleId} className="text-2xl">
        {t('quick.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {actions.map(({ key, icon: Icon, to }, i) => (
          <li key={key} className={cn(i === actions.length - 1 && 'col-span-2 sm:col-span-1')}>
            <Link
              to={to}
              className="border-border bg-surface shadow-soft hover:border-primary/50 hover:bg-primary-soft/40 flex h-full min-h-28 flex-col gap-2 rounded-3xl border p-4 transition-colors"
            >
              <span className="bg-primary-soft text-primary flex size-10 items-center justify-center rounded-2xl">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="leading-snug font-semibold">{t(`quick.${key}.label`)}</span>
              <span className="text-muted-foreground text-sm leading-snug">{t(`quick.${key}.hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

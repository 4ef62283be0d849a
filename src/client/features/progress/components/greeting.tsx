import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@shared/schemas/progress';
import { GreetingPlaceholder } from './greeting-placeholder';

/**
 * The page's heading for someone signed in: today's date, a greeting for the time of day (with
 * the first name when the profile has one), and one calm line. Until the server answers, bars
 * of the same height hold its place.
 */
export function Greeting({ greeting }: { greeting: Dashboard['greeting'] | undefined }) {
  const { t } = useTranslation('progress');
  if (!greeting) return <GreetingPlaceholder label={t('greeting.loading')} />;
  const part = greeting.partOfDay;
  return (
    <header className="flex flex-col gap-2">
      <p className="text-primary text-sm leading-5 font-semibold tracking-wide uppercase">
        {greeting.dateLabel}
      </p>
      <h1 className="text-3xl sm:text-4xl">
        {greeting.firstName
          ? t(`greeting.${part}`, { name: greeting.firstName })
          : t(`greeting.${part}Plain`)}
      </h1>
      <p className="text-muted-foreground max-w-2xl text-lg">{t(`greeting.${part}Text`)}</p>
    </header>
  );
}

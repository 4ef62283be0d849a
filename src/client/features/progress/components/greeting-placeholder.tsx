import { useTranslation } from 'react-i18next';

const parts = ['morning', 'afternoon', 'evening', 'night'] as const;

/**
 * The greeting's place while the day's numbers load: bars of the finished heading's height for
 * the date and the heading, and the calm line itself. The line depends only on the part of the
 * day, which `first-paint.js` names on <html> before the first paint (`data-daypart`, the
 * server's hours): all four are in the page and the stylesheet shows the one that matches, so a
 * page sent rendered paints the words at once and the finished greeting puts the same words in
 * the same place. Until the catalogue is here (a page the app renders on its own), a bar of two
 * lines on a phone, one from 640 px, holds the place.
 */
export function GreetingPlaceholder({ label }: { label: string }) {
  const { t, ready } = useTranslation('progress', { useSuspense: false });
  return (
    <header className="flex flex-col gap-2" aria-busy="true">
      <div aria-hidden="true" className="bg-surface-muted h-5 w-40 animate-pulse rounded-full" />
      <h1 className="text-3xl sm:text-4xl">
        <span className="sr-only">{label}</span>
        <span
          aria-hidden="true"
          className="bg-surface-muted block h-9 w-64 max-w-full animate-pulse rounded-full sm:h-10"
        />
      </h1>
      {ready ? (
        <p aria-hidden="true" className="text-muted-foreground max-w-2xl text-lg">
          {parts.map((part) => (
            <span key={part} data-daypart-line={part}>
              {t(`greeting.${part}Text`)}
            </span>
          ))}
        </p>
      ) : (
        <div aria-hidden="true" className="flex h-14 flex-col justify-around sm:h-7">
          <div className="bg-surface-muted h-5 w-full max-w-md animate-pulse rounded-full" />
          <div className="bg-surface-muted h-5 w-2/3 animate-pulse rounded-full sm:hidden" />
        </div>
      )}
    </header>
  );
}

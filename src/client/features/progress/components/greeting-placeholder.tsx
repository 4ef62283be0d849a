/**
 * The greeting's place while the day's numbers load: bars of the finished heading's height (the
 * date, one line of heading, and the line under it: two lines on a phone, one from 640 px).
 */
export function GreetingPlaceholder({ label }: { label: string }) {
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
      <div aria-hidden="true" className="flex h-14 flex-col justify-around sm:h-7">
        <div className="bg-surface-muted h-5 w-full max-w-md animate-pulse rounded-full" />
        <div className="bg-surface-muted h-5 w-2/3 animate-pulse rounded-full sm:hidden" />
      </div>
    </header>
  );
}

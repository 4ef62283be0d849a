/**
 * The mood page's place while its module loads: the tab bar and the logging card at their
 * finished heights. Light on purpose: the page module shows it before the view arrives.
 */
export function MoodPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      <div
        aria-hidden="true"
        className="bg-surface-muted h-[3.875rem] rounded-2xl sm:h-[3.25rem] sm:w-[33.75rem]"
      />
      <div
        aria-hidden="true"
        className="border-border bg-surface/70 h-[26rem] animate-pulse rounded-3xl border sm:h-[23.6rem]"
      />
    </div>
  );
}

/**
 * The profile's place while its module loads: the tab bar and the overview at their finished
 * heights. Light on purpose: the page module shows it before the view arrives.
 */
export function ProfilePlaceholder({ label }: { label: string }) {
  return (
    <div role="status" className="mb-12 flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="bg-surface-muted h-[5rem] rounded-2xl sm:h-[3.25rem] sm:w-[34rem]" />
      <div
        aria-hidden="true"
        className="border-border bg-surface/70 h-[49rem] animate-pulse rounded-3xl border sm:h-[30.7rem]"
      />
    </div>
  );
}

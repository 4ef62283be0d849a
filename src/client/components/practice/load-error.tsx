import { CloudOff, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A load failure in plain words, with a way to try again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'bg-danger-soft text-foreground flex flex-col items-start gap-3 rounded-2xl p-5',
        className,
      )}
    >
      <p className="flex items-center gap-2 font-medium">
        <CloudOff aria-hidden="true" className="text-danger size-5 shrink-0" />
        {message}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}

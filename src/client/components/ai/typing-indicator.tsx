import { useTranslation } from 'react-i18next';

/** "Serenamente is writing…": three soft dots (still, when less motion is asked for). */
export function TypingIndicator({ label }: { label?: string }) {
  const { t } = useTranslation('chat');
  return (
    <div role="status" className="text-muted-foreground flex items-center gap-3 text-sm">
      <span aria-hidden="true" className="flex gap-1">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="bg-primary/70 size-2 rounded-full motion-safe:animate-bounce"
            style={{ animationDelay: `${i * 150}ms` }}
          />
        ))}
      </span>
      {label ?? t('typing')}
    </div>
  );
}

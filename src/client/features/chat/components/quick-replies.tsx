import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** How a label was chosen: a keyboard press leaves focus on a button that is about to vanish. */
export type PickedBy = 'keyboard' | 'pointer';

/**
 * The short answers the latest reply offers (when the person wrote only "boh" or "non so"): real
 * buttons, each sending its label as the person's message. They are not a live region: the
 * finished reply's announcement already names them, once.
 */
export function QuickReplies({
  labels,
  disabled,
  onPick,
}: {
  labels: readonly string[];
  /** While a reply streams or the daily limit holds. */
  disabled: boolean;
  onPick: (label: string, by: PickedBy) => void;
}) {
  const { t } = useTranslation('chatMore');
  return (
    <div
      role="group"
      aria-label={t('quickReplies.label')}
      className="flex max-w-[92%] flex-wrap gap-2 sm:max-w-[80%]"
    >
      {labels.map((label, i) => (
        <Button
          // Labels are unique in practice; the index keeps keys unique if two ever match.
          key={`${i}-${label}`}
          type="button"
          variant="secondary"
          className="h-auto min-h-11 max-w-full px-4 py-2 text-left break-words whitespace-normal"
          disabled={disabled}
          // A click from Enter or Space has no pointer position (detail 0).
          onClick={(e) => onPick(label, e.detail === 0 ? 'keyboard' : 'pointer')}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

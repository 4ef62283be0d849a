import { Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DistortionView } from '@shared/schemas/chat';

/** The thinking traps the reply noticed, each with what it means and a more balanced thought. */
export function DistortionNotes({ distortions }: { distortions: DistortionView[] }) {
  const { t } = useTranslation('chatMore');
  if (distortions.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {distortions.map((d) => (
        <li key={d.id}>
          <details className="bg-accent-soft/70 rounded-2xl px-4 py-2 text-sm">
            <summary className="flex min-h-9 cursor-pointer items-center gap-2">
              <Lightbulb aria-hidden="true" className="text-accent size-4 shrink-0" />
              <span>
                {t('distortions.label')}: <strong>{d.name}</strong>
              </span>
            </summary>
            <div className="flex flex-col gap-1 pt-1 pb-2 pl-6">
              <p>{d.description}</p>
              <p>{t('distortions.balanced', { text: d.balancedExample })}</p>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

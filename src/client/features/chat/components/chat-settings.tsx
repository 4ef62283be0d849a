import { ServerCog } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useAiPreferences, useSetExternalConsent } from '../api/preferences';

/**
 * Who answers: the built-in engine, or — only with the person's separate, revocable consent —
 * the external model the server is configured with. Said plainly either way.
 */
export function ChatSettings() {
  const { t, i18n } = useTranslation('chatMore');
  const id = useId();
  const prefs = useAiPreferences(true);
  const setConsent = useSetExternalConsent();

  if (prefs.isPending) return <Spinner className="py-4" />;
  if (!prefs.data) return null;
  const { externalAvailable, externalConsent, consentedAt } = prefs.data;

  return (
    <section aria-labelledby={`${id}-title`} className="border-border bg-surface flex flex-col gap-3 rounded-3xl border p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-sans text-base font-semibold">
        <ServerCog aria-hidden="true" className="text-primary size-5" />
        {t('settings.title')}
      </h2>
      <p>
        {!externalAvailable
          ? t('settings.builtinOnly')
          : externalConsent
            ? t('settings.externalOn')
            : t('settings.externalOff')}
      </p>
      {externalAvailable && (
        <div className="flex flex-col gap-2">
          <label className="flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              checked={externalConsent}
              disabled={setConsent.isPending}
              onChange={(e) => setConsent.mutate(e.target.checked)}
              aria-describedby={`${id}-hint`}
              className="accent-primary mt-1 size-5 shrink-0"
            />
            <span className="font-medium">{t('settings.consentLabel')}</span>
          </label>
          <p id={`${id}-hint`} className="text-muted-foreground text-sm">
            {t('settings.consentHint')}
          </p>
          {externalConsent && consentedAt && (
            <p className="text-muted-foreground text-sm">
              {t('settings.consentedAt', {
                date: new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeStyle: 'short' }).format(
                  new Date(consentedAt),
                ),
              })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

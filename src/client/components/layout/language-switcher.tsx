import { useTranslation } from 'react-i18next';
import { type Lang, languages } from '@shared/i18n';
import { changeLanguage } from '@/lib/language';
import { cn } from '@/lib/utils';

/** SPEC §1: a two-button language switcher fixed at the top right. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage as Lang;
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="fixed top-3 right-3 z-50 flex rounded-full border border-border bg-surface/95 p-1 shadow-soft backdrop-blur"
    >
      {languages.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={active === lng}
          aria-label={t(`language.${lng}`)}
          onClick={() => void changeLanguage(lng)}
          className={cn(
            'min-w-11 rounded-full px-3 py-1.5 text-sm font-semibold uppercase transition-colors cursor-pointer',
            active === lng ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {lng}
        </button>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { type Lang, languages } from '@shared/i18n';
import { changeLanguage } from '@/lib/language';
import { cn } from '@/lib/utils';

/**
 * SPEC §1: a two-button language switcher fixed at the top right. It never covers the page:
 * on a phone it sits in the header's reserved right-hand space; on a wide screen it stays in a
 * band of its own at the top of the content column, which the page scrolls under like under a
 * header (the band overlaps only the main region's top padding, so nothing moves at the top).
 * Placed first in the content column, it comes right after the side navigation in tab order.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage as Lang;
  return (
    <div className="lg:bg-background/90 lg:sticky lg:top-0 lg:z-40 lg:-mb-14 lg:flex lg:h-14 lg:items-start lg:justify-end lg:pt-2 lg:pr-3 lg:backdrop-blur">
      <div
        role="group"
        aria-label={t('language.label')}
        className="border-border bg-surface/95 shadow-soft fixed top-3 right-3 z-50 flex rounded-full border p-1 backdrop-blur lg:static"
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
              'min-w-11 cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold uppercase transition-colors',
              active === lng
                ? 'bg-primary text-primary-foreground'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {lng}
          </button>
        ))}
      </div>
    </div>
  );
}

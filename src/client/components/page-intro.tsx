import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageId } from '@shared/routes';

/** A page's heading and short description, from the `pages` namespace. */
export function PageIntro({ page, children }: { page: PageId; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <header className="mb-8 flex flex-col gap-3">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t(`${page}.eyebrow`)}</p>
      <h1 className="text-3xl sm:text-4xl">{t(`${page}.title`)}</h1>
      <p className="max-w-2xl text-lg text-muted-foreground">{t(`${page}.description`)}</p>
      {children}
    </header>
  );
}

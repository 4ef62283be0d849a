import { Link } from '@/lib/router';
import { useTranslation } from 'react-i18next';
import { pathOf } from '@shared/routes';

/** SPEC §1's disclaimer on every page, with the legal and help links. */
export function Footer() {
  const { t } = useTranslation();
  const links = [
    { to: pathOf('terms'), label: t('footer.terms') },
    { to: pathOf('support'), label: t('footer.support') },
    { to: pathOf('appGuide'), label: t('footer.guide') },
    { to: pathOf('sitemap'), label: t('footer.sitemap') },
  ];
  return (
    <footer className="mt-16 border-t border-border px-5 py-10 text-sm text-muted-foreground sm:px-8">
      <div className="mx-auto flex max-w-5xl flex-col gap-5">
        <p className="max-w-3xl rounded-2xl bg-surface-muted p-4 leading-relaxed">
          <strong className="text-foreground">{t('footer.disclaimerTitle')}</strong> {t('footer.disclaimer')}
        </p>
        <nav aria-label={t('footer.navLabel')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="underline-offset-4 hover:text-foreground hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

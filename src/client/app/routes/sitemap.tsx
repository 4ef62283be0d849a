import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pageIds, pathOf } from '@shared/routes';
import { PageIntro } from '@/components/page-intro';

const hidden = new Set(['sitemap', 'admin', 'test', 'paymentSuccessSimple', 'paymentSuccessFast', 'paymentComplete', 'checkout']);

export default function SitemapPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageIntro page="sitemap" />
      <ul className="grid gap-3 sm:grid-cols-2">
        {pageIds
          .filter((id) => !hidden.has(id))
          .map((id) => (
            <li key={id}>
              <Link
                to={pathOf(id)}
                className="block rounded-2xl border border-border bg-surface p-4 transition-colors hover:bg-surface-muted"
              >
                <span className="font-semibold">{t(`${id}.title`)}</span>
                <span className="mt-1 line-clamp-2 block text-sm text-muted-foreground">{t(`${id}.description`)}</span>
              </Link>
            </li>
          ))}
      </ul>
    </>
  );
}

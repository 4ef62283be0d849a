import { ArrowLeft, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { AccessBadge } from '@/components/practice/access-badge';
import { DetailState, detailStatus } from '@/components/practice/detail-state';
import { buttonVariants } from '@/components/ui/button';
import { currentLang } from '@/lib/i18n';
import { useMeditation, useMeditations } from '../api/meditations';
import { MeditationPlayer } from './meditation-player';

/** One meditation (`?m=<slug>`): its player, or the way to Premium when it is locked. */
export function MeditationView({ slug, backHref }: { slug: string; backHref: string }) {
  const { t } = useTranslation('meditation');
  const lang = currentLang();
  const list = useMeditations(lang);
  const summary = list.data?.items.find((m) => m.slug === slug);
  const detail = useMeditation(lang, slug, !summary?.locked);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [slug]);

  const status = detailStatus({
    locked: summary?.locked,
    error: detail.error,
    failed: detail.isError || list.isError,
    ready: !!(detail.data && list.data),
  });
  const item = detail.data ?? summary;

  return (
    <article aria-labelledby="meditation-title" className="flex flex-col gap-6">
      <Link
        to={backHref}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <ArrowLeft aria-hidden="true" />
        {t('player.back')}
      </Link>
      <header className="flex flex-col gap-3">
        {item && (
          <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold tracking-wide uppercase">{t(`categories.${item.category}`)}</span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {t('list.minutes', { count: Math.round(item.durationSeconds / 60) })}
            </span>
            <AccessBadge
              premium={item.premium}
              locked={status === 'locked'}
              labels={{ free: t('badge.free'), premium: t('badge.premium'), locked: t('badge.locked') }}
            />
          </div>
        )}
        <h1
          id="meditation-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl outline-none sm:text-4xl"
        >
          {item?.title ?? '\u00a0'}
        </h1>
        {item && <p className="text-muted-foreground max-w-2xl text-lg">{item.summary}</p>}
      </header>

      <DetailState
        status={status}
        signedIn={list.data?.viewer.signedIn ?? false}
        texts={{
          lockedTitle: t('locked.title'),
          lockedText: t('locked.text'),
          upgrade: t('locked.upgrade'),
          signIn: t('locked.signIn'),
          notFound: t('player.notFound'),
          loadFailed: t('errors:meditations.load_failed'),
          retry: t('retry'),
        }}
        onRetry={() => {
          void list.refetch();
          void detail.refetch();
        }}
      >
        {detail.data && list.data && (
          <MeditationPlayer
            key={`${slug}-${lang}`}
            meditation={detail.data}
            signedIn={list.data.viewer.signedIn}
          />
        )}
      </DetailState>
    </article>
  );
}

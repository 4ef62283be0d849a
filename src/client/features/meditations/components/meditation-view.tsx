import { ArrowLeft, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AccessBadge } from '@/features/exercises/components/practice-ui/access-badge';
import { LoadError } from '@/features/exercises/components/practice-ui/load-error';
import { LockedPanel } from '@/features/exercises/components/practice-ui/locked-panel';
import { ApiError } from '@/lib/api-client';
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

  const premiumRequired =
    summary?.locked || (detail.error instanceof ApiError && detail.error.code === 'plans.premium_required');
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
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
              locked={!!premiumRequired}
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

      {premiumRequired ? (
        <LockedPanel
          title={t('locked.title')}
          text={t('locked.text')}
          upgradeLabel={t('locked.upgrade')}
          signInLabel={t('locked.signIn')}
          signedIn={list.data?.viewer.signedIn ?? false}
        />
      ) : notFound ? (
        <p className="border-border text-muted-foreground rounded-2xl border border-dashed p-6">
          {t('player.notFound')}
        </p>
      ) : detail.isError || list.isError ? (
        <LoadError
          message={t('errors:meditations.load_failed')}
          retryLabel={t('retry')}
          onRetry={() => {
            void list.refetch();
            void detail.refetch();
          }}
        />
      ) : detail.data && list.data ? (
        <MeditationPlayer
          key={`${slug}-${lang}`}
          meditation={detail.data}
          signedIn={list.data.viewer.signedIn}
        />
      ) : (
        <Spinner />
      )}
    </article>
  );
}

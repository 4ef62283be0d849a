import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { AccessBadge } from '@/components/practice/access-badge';
import { DetailState, detailStatus } from '@/components/practice/detail-state';
import { buttonVariants } from '@/components/ui/button';
import { currentLang } from '@/lib/i18n';
import { useExercise } from '../api/get-exercise';
import { exercisesQueryOptions } from '../api/get-exercises';
import { ExerciseBody } from './exercise-body';

/** One exercise: goal, timer, steps, the user's notes and "mark as completed". */
export function ExerciseDetailView({ slug, backHref }: { slug: string; backHref: string }) {
  const { t } = useTranslation('exercises');
  const lang = currentLang();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The whole list (usually cached) says who is asking and what the item is, also when it is locked.
  const list = useQuery(exercisesQueryOptions(lang));
  const summary = list.data?.items.find((e) => e.slug === slug);
  const exercise = useExercise(lang, slug, !!list.data && !summary?.locked);

  useEffect(() => {
    headingRef.current?.focus();
  }, [slug]);

  const status = detailStatus({
    locked: summary?.locked,
    error: exercise.error,
    failed: exercise.isError || list.isError,
    ready: !!exercise.data,
  });
  const title = exercise.data?.title ?? summary?.title;

  return (
    <article className="flex flex-col gap-8" aria-labelledby="exercise-title">
      <Link
        to={backHref}
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'self-start' })}
      >
        <ArrowLeft aria-hidden="true" />
        {t('detail.back')}
      </Link>

      <header className="flex flex-col gap-3">
        {exercise.data && (
          <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold tracking-wide uppercase">
              {t(`categories.${exercise.data.category}`)}
            </span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {t('detail.duration', { count: exercise.data.durationMinutes })}
            </span>
            <AccessBadge
              premium={exercise.data.premium}
              locked={false}
              labels={{ free: t('badge.free'), premium: t('badge.premium'), locked: t('badge.locked') }}
            />
          </div>
        )}
        <h1 id="exercise-title" ref={headingRef} tabIndex={-1} className="text-3xl outline-none sm:text-4xl">
          {title ?? '\u00a0'}
        </h1>
        {summary && !exercise.data && (
          <p className="text-muted-foreground max-w-2xl text-lg">{summary.summary}</p>
        )}
      </header>

      <DetailState
        status={status}
        signedIn={list.data?.viewer.signedIn ?? false}
        texts={{
          lockedTitle: t('locked.title'),
          lockedText: t('locked.text'),
          upgrade: t('locked.upgrade'),
          signIn: t('locked.signIn'),
          notFound: t('detail.notFound'),
          loadFailed: t('errors:exercises.load_failed'),
          retry: t('retry'),
        }}
        onRetry={() => {
          void list.refetch();
          void exercise.refetch();
        }}
      >
        {exercise.data && <ExerciseBody exercise={exercise.data} />}
      </DetailState>
    </article>
  );
}

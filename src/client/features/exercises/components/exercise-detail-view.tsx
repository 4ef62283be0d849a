import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Clock, Target } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExerciseDetail } from '@shared/schemas/exercises';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { exercisesQueryOptions } from '../api/get-exercises';
import { useExercise } from '../api/get-exercise';
import { useCompleteExercise } from '../api/update-progress';
import { ExerciseNotes } from './exercise-notes';
import { MindfulnessTimer } from './mindfulness-timer';
import { AccessBadge } from './practice-ui/access-badge';
import { formatDate } from './practice-ui/format';
import { LoadError } from './practice-ui/load-error';
import { LockedPanel } from './practice-ui/locked-panel';
import { SignInInvite } from './practice-ui/sign-in-invite';

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

  const premiumRequired =
    !!summary?.locked ||
    (exercise.error instanceof ApiError && exercise.error.code === 'plans.premium_required');
  const notFound = exercise.error instanceof ApiError && exercise.error.status === 404;
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
          {t('detail.notFound')}
        </p>
      ) : exercise.isError || list.isError ? (
        <LoadError
          message={t('errors:exercises.load_failed')}
          retryLabel={t('retry')}
          onRetry={() => {
            void list.refetch();
            void exercise.refetch();
          }}
        />
      ) : exercise.data ? (
        <ExerciseBody exercise={exercise.data} />
      ) : (
        <Spinner />
      )}
    </article>
  );
}

function ExerciseBody({ exercise }: { exercise: ExerciseDetail }) {
  const { t } = useTranslation('exercises');
  const lang = currentLang();
  const complete = useCompleteExercise(lang, exercise.slug);
  const progress = exercise.progress;

  return (
    // On phones: goal and steps, then the timer, then notes; on wide screens the timer sits beside them.
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="flex flex-col gap-8 lg:col-start-1 lg:row-start-1">
        <section
          aria-labelledby="goal-title"
          className="bg-primary-soft/70 flex gap-4 rounded-3xl p-5 sm:p-6"
        >
          <Target aria-hidden="true" className="text-primary mt-1 size-6 shrink-0" />
          <div>
            <h2 id="goal-title" className="text-xl">
              {t('detail.goal')}
            </h2>
            <p className="mt-1 text-lg">{exercise.goal}</p>
          </div>
        </section>

        <section aria-labelledby="steps-title" className="flex flex-col gap-4">
          <h2 id="steps-title" className="text-2xl">
            {t('detail.steps')}
          </h2>
          <ol className="flex flex-col gap-3">
            {exercise.steps.map((step, i) => (
              <li key={i} className="border-border bg-surface flex gap-4 rounded-2xl border p-4">
                <span
                  aria-hidden="true"
                  className="bg-primary text-primary-foreground flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
          {exercise.tip && (
            <aside aria-label={t('detail.tip')} className="bg-lavender-soft rounded-2xl p-5">
              <p className="font-semibold">{t('detail.tip')}</p>
              <p className="text-muted-foreground mt-1">{exercise.tip}</p>
            </aside>
          )}
        </section>
      </div>

      <div className="flex flex-col gap-6 lg:sticky lg:top-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <MindfulnessTimer durationMinutes={exercise.durationMinutes} />
        {progress && (
          <section
            aria-labelledby="complete-title"
            className="border-border bg-surface shadow-soft flex flex-col gap-3 rounded-3xl border p-6"
          >
            <h2 id="complete-title" className="text-xl">
              {t('complete.title')}
            </h2>
            <Button type="button" disabled={complete.isPending} onClick={() => complete.mutate()}>
              <CircleCheck aria-hidden="true" />
              {progress.completedCount > 0 ? t('complete.again') : t('complete.button')}
            </Button>
            <div role="status" className="text-muted-foreground flex flex-col gap-1 text-sm">
              {complete.isSuccess && <p className="text-primary font-medium">{t('complete.done')}</p>}
              {progress.completedCount > 0 && (
                <p>{t('complete.count', { count: progress.completedCount })}</p>
              )}
              {progress.lastCompletedAt && (
                <p>{t('complete.last', { date: formatDate(progress.lastCompletedAt, lang, true) })}</p>
              )}
            </div>
          </section>
        )}
      </div>
      <section aria-labelledby="notes-title" className="flex flex-col gap-3 lg:col-start-1 lg:row-start-2">
        <h2 id="notes-title" className="text-2xl">
          {t('notes.title')}
        </h2>
        {progress ? (
          <ExerciseNotes lang={lang} slug={exercise.slug} progress={progress} />
        ) : (
          <SignInInvite
            text={t('signIn.text')}
            signInLabel={t('signIn.signIn')}
            registerLabel={t('signIn.register')}
          />
        )}
      </section>
    </div>
  );
}

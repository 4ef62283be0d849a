import { CircleCheck, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExerciseDetail } from '@shared/schemas/exercises';
import { SignInInvite } from '@/components/sign-in-invite';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { useCompleteExercise } from '../api/update-progress';
import { ExerciseNotes } from './exercise-notes';
import { MindfulnessTimer } from './mindfulness-timer';

/** The goal, the numbered steps and the closing tip (also the content editor's preview). */
export function GoalAndSteps({ exercise }: { exercise: Pick<ExerciseDetail, 'goal' | 'steps' | 'tip'> }) {
  const { t } = useTranslation('exercises');
  return (
    <div className="flex flex-col gap-8 lg:col-start-1 lg:row-start-1">
      <section aria-labelledby="goal-title" className="bg-primary-soft/70 flex gap-4 rounded-3xl p-5 sm:p-6">
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
  );
}

/** "Mark as completed", with how often and when it was last done. */
function CompleteCard({
  exercise,
  progress,
}: {
  exercise: ExerciseDetail;
  progress: NonNullable<ExerciseDetail['progress']>;
}) {
  const { t } = useTranslation('exercises');
  const lang = currentLang();
  const complete = useCompleteExercise(lang, exercise.slug);
  return (
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
        {progress.completedCount > 0 && <p>{t('complete.count', { count: progress.completedCount })}</p>}
        {progress.lastCompletedAt && (
          <p>{t('complete.last', { date: formatDate(progress.lastCompletedAt, lang, true) })}</p>
        )}
      </div>
    </section>
  );
}

/** The exercise itself: goal and steps, the timer, "completed" and the person's notes. */
export function ExerciseBody({ exercise }: { exercise: ExerciseDetail }) {
  const { t } = useTranslation('exercises');
  const lang = currentLang();
  const progress = exercise.progress;

  return (
    // On phones: goal and steps, then the timer, then notes; on wide screens the timer sits beside them.
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <GoalAndSteps exercise={exercise} />
      <div className="flex flex-col gap-6 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <MindfulnessTimer durationMinutes={exercise.durationMinutes} />
        {progress && <CompleteCard exercise={exercise} progress={progress} />}
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

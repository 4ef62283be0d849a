import { zodResolver } from '@hookform/resolvers/zod';
import { Heart, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import {
  feedbackCommentMax,
  type ResourceFeedbackInput,
  resourceFeedbackInputSchema,
} from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useFeedback, useGiveFeedback } from '../api/feedback';

type FormValues = { helpful: boolean | undefined; comment: string };

function SignedOutFeedback({ ids }: { ids: string }) {
  const { t } = useTranslation('resources');
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="border-border bg-surface-muted rounded-3xl border p-6"
    >
      <h2 id={`${ids}-title`} className="text-xl">
        {t('feedback.title')}
      </h2>
      <p className="text-muted-foreground mt-2">
        {t('feedback.signIn')}{' '}
        <Link to={pathOf('login')} className="text-primary font-medium underline underline-offset-4">
          {t('detail.signIn')}
        </Link>
      </p>
    </section>
  );
}

/** "Yes" or "no", as two large toggles. */
function HelpfulChoice({
  ids,
  value,
  onChange,
  onBlur,
  error,
}: {
  ids: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  onBlur: () => void;
  error: boolean;
}) {
  const { t } = useTranslation('resources');
  return (
    <fieldset aria-describedby={error ? `${ids}-helpful-error` : undefined}>
      <legend className="text-muted-foreground mb-3">{t('feedback.question')}</legend>
      <div className="flex flex-wrap gap-3">
        {([true, false] as const).map((choice) => {
          const Icon = choice ? ThumbsUp : ThumbsDown;
          const checked = value === choice;
          return (
            <label
              key={String(choice)}
              className={cn(
                'has-[:focus-visible]:outline-ring inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-5 font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2',
                checked
                  ? 'border-primary bg-primary-soft text-foreground ring-primary ring-2'
                  : 'border-border bg-surface hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                name={`${ids}-helpful`}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(choice)}
                onBlur={onBlur}
              />
              <Icon aria-hidden="true" className="size-4" />
              {choice ? t('feedback.yes') : t('feedback.no')}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${ids}-helpful-error`} className="text-danger mt-2 text-sm">
          {t('feedback.chooseFirst')}
        </p>
      )}
    </fieldset>
  );
}

function Thanks({ onEdit }: { onEdit: () => void }) {
  const { t } = useTranslation('resources');
  return (
    <div role="status" className="mt-4 flex flex-col items-start gap-3">
      <p className="inline-flex items-center gap-2 text-lg">
        <Heart aria-hidden="true" className="text-primary size-5" />
        {t('feedback.thanks')}
      </p>
      <Button variant="link" className="h-auto px-0" onClick={onEdit}>
        {t('feedback.edit')}
      </Button>
    </div>
  );
}

/** "Was this helpful?" with an optional comment: one answer per person, which they can change. */
export function FeedbackForm({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const { t } = useTranslation('resources');
  const ids = useId();
  const existing = useFeedback(slug, signedIn);
  const give = useGiveFeedback(slug);
  const [thanked, setThanked] = useState(false);
  const saved = existing.data?.feedback ?? null;

  const form = useForm<FormValues, unknown, ResourceFeedbackInput>({
    resolver: zodResolver(resourceFeedbackInputSchema) as never,
    defaultValues: { helpful: undefined, comment: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (saved) reset({ helpful: saved.helpful, comment: saved.comment ?? '' });
  }, [saved, reset]);

  const comment = form.watch('comment') ?? '';
  const helpfulError = form.formState.errors.helpful;

  if (!signedIn) return <SignedOutFeedback ids={ids} />;

  const onSubmit = form.handleSubmit((values) => {
    give.mutate(values, { onSuccess: () => setThanked(true) });
  });

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="border-border bg-surface shadow-soft rounded-3xl border p-6"
    >
      <h2 id={`${ids}-title`} className="text-xl">
        {t('feedback.title')}
      </h2>
      {thanked ? (
        <Thanks onEdit={() => setThanked(false)} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-5">
          <Controller
            control={form.control}
            name="helpful"
            render={({ field }) => (
              <HelpfulChoice
                ids={ids}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={!!helpfulError}
              />
            )}
          />
          <div className="flex flex-col gap-2">
            <label htmlFor={`${ids}-comment`} className="font-medium">
              {t('feedback.commentLabel')}
            </label>
            <textarea
              id={`${ids}-comment`}
              rows={3}
              maxLength={feedbackCommentMax}
              aria-describedby={`${ids}-comment-hint`}
              className="border-border bg-background focus-visible:border-primary w-full rounded-2xl border px-4 py-3 text-base"
              {...form.register('comment')}
            />
            <p
              id={`${ids}-comment-hint`}
              className="text-muted-foreground flex justify-between gap-4 text-sm"
            >
              <span>{t('feedback.commentHint')}</span>
              <span className="tabular-nums" aria-hidden="true">
                {comment.length}/{feedbackCommentMax}
              </span>
            </p>
          </div>
          <div>
            <Button type="submit" disabled={give.isPending}>
              {saved ? t('feedback.update') : t('feedback.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type SupportAnswerInput,
  supportAnswerInputSchema,
  supportAnswerMax,
} from '@shared/schemas/admin-content';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { currentLang } from '@/lib/i18n';
import { useAnswer, useInboxMessage, useMarkHandled } from './api';

const boxClass =
  'w-full rounded-2xl border border-border bg-background px-4 py-3 text-base focus-visible:border-primary aria-[invalid=true]:border-danger';

function AnswerForm({ id, senderLang }: { id: string; senderLang: string }) {
  const { t } = useTranslation('adminContent');
  const ids = useId();
  const answer = useAnswer(id);
  const form = useForm<SupportAnswerInput>({
    resolver: zodResolver(supportAnswerInputSchema),
    defaultValues: { answer: '' },
  });
  const error = form.formState.errors.answer;
  const onSubmit = form.handleSubmit((v) => answer.mutate(v.answer, { onSuccess: () => form.reset() }));
  const failed =
    answer.error instanceof ApiError && answer.error.serverMessage
      ? answer.error.serverMessage
      : t('form.failed');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <label htmlFor={`${ids}-answer`} className="font-medium">
        {t('support.answerLabel', { lang: t(`languages.${senderLang}`) })}
      </label>
      <textarea
        id={`${ids}-answer`}
        rows={6}
        maxLength={supportAnswerMax}
        className={boxClass}
        aria-invalid={!!error}
        aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ''}`}
        {...form.register('answer')}
      />
      <p id={`${ids}-hint`} className="text-muted-foreground text-sm">
        {t('support.answerHint')}
      </p>
      {error && (
        <p id={`${ids}-error`} className="text-danger text-sm">
          {t(`form.errors.${error.message}`, {
            defaultValue: t('form.errors.invalid'),
            line: supportAnswerMax,
          })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={answer.isPending}>
          {t('support.send')}
        </Button>
        <p role="status" className="text-sm empty:hidden">
          {answer.isSuccess ? t('support.sent') : answer.isError ? failed : ''}
        </p>
      </div>
    </form>
  );
}

/** One message: who wrote, when, about what, the text; its answer or the answer form. */
export function MessageView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('adminContent');
  const lang = currentLang();
  const message = useInboxMessage(id);
  const mark = useMarkHandled(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [message.data?.id]);

  if (message.isPending) return <p role="status">{t('list.loading')}</p>;
  if (!message.data)
    return (
      <p role="alert">
        {message.error instanceof ApiError && message.error.serverMessage
          ? message.error.serverMessage
          : t('list.failed')}
      </p>
    );
  const m = message.data;
  return (
    <article aria-labelledby={`msg-${m.id}`} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id={`msg-${m.id}`}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl [overflow-wrap:anywhere] outline-none"
        >
          {t('support.from', { name: m.name })}
        </h3>
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          {t('actions.back')}
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('support.email')}</dt>
        <dd className="[overflow-wrap:anywhere]">{m.email}</dd>
        <dt className="text-muted-foreground">{t('support.topic')}</dt>
        <dd>{t(`support:topics.${m.topic}`, { defaultValue: m.topic })}</dd>
        <dt className="text-muted-foreground">{t('support.received')}</dt>
        <dd>{formatDate(m.receivedAt, lang)}</dd>
        <dt className="text-muted-foreground">{t('support.language')}</dt>
        <dd>{t(`languages.${m.lang}`)}</dd>
      </dl>
      <blockquote
        lang={m.lang}
        className="bg-surface-muted rounded-2xl p-4 [overflow-wrap:anywhere] whitespace-pre-wrap"
      >
        {m.message}
      </blockquote>
      {m.answer && (
        <section
          aria-label={t('support.answerTitle')}
          className="bg-primary-soft/60 flex flex-col gap-2 rounded-2xl p-4"
        >
          <p className="text-sm font-semibold">
            {t('support.answered', {
              date: formatDate(m.answeredAt ?? m.receivedAt, lang),
              name: m.answeredBy ?? '—',
            })}
          </p>
          <p lang={m.lang} className="[overflow-wrap:anywhere] whitespace-pre-wrap">
            {m.answer}
          </p>
        </section>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm">{m.handledAt ? t('support.handled') : t('support.waiting')}</span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={mark.isPending}
          onClick={() => mark.mutate(!m.handledAt)}
        >
          {m.handledAt ? t('support.markWaiting') : t('support.markHandled')}
        </Button>
      </div>
      <AnswerForm id={m.id} senderLang={m.lang} />
    </article>
  );
}

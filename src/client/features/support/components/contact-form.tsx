import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf } from '@shared/routes';
import {
  supportLimits,
  type SupportMessageInput,
  supportMessageInputSchema,
  supportTopics,
} from '@shared/schemas/support';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSendSupportMessage } from '../api/send-support-message';

const fieldClass =
  'w-full rounded-2xl border border-border bg-background px-4 py-3 text-base focus-visible:border-primary aria-[invalid=true]:border-danger';

/** The contact form: one zod schema with the server; a calm confirmation once it is sent. */
export function ContactForm() {
  const { t } = useTranslation('support');
  const ids = useId();
  const send = useSendSupportMessage();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const form = useForm<SupportMessageInput>({
    resolver: zodResolver(supportMessageInputSchema),
    defaultValues: {
      name: '',
      email: '',
      topic: undefined as unknown as SupportMessageInput['topic'],
      message: '',
    },
  });
  const { errors } = form.formState;
  const message = form.watch('message') ?? '';
  const serverError =
    send.error instanceof ApiError ? send.error : send.error ? { code: 'network.error', params: {} } : null;

  const onSubmit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        setSent({ name: values.name.trim(), email: values.email.trim() });
        form.reset();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'validation.failed') {
          for (const d of err.details) {
            const field = d.path.replace(/^body\./, '') as FieldPath<SupportMessageInput>;
            form.setError(field, { message: d.message });
          }
        }
      },
    });
  });

  if (sent) {
    return (
      <div
        role="status"
        className="border-primary/40 bg-primary-soft/60 flex flex-col items-start gap-4 rounded-3xl border p-6"
      >
        <CheckCircle2 aria-hidden="true" className="text-primary size-8" />
        <h3 className="text-2xl">{t('form.sentTitle', { name: sent.name })}</h3>
        <p>{t('form.sentText', { email: sent.email })}</p>
        <p className="text-muted-foreground text-sm">{t('form.sentUrgent')}</p>
        <Button variant="outline" onClick={() => setSent(null)}>
          {t('form.another')}
        </Button>
      </div>
    );
  }

  const error = (name: keyof SupportMessageInput) => {
    const e = errors[name];
    if (!e) return null;
    return (
      <p id={`${ids}-${name}-error`} className="text-danger text-sm">
        {t(`form.errors.${e.message}`, { defaultValue: t('form.errors.invalid'), ...supportLimits })}
      </p>
    );
  };
  const describedBy = (name: keyof SupportMessageInput, hint?: string) =>
    [errors[name] ? `${ids}-${name}-error` : null, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <label htmlFor={`${ids}-name`} className="font-medium">
            {t('form.name')}
          </label>
          <input
            id={`${ids}-name`}
            autoComplete="name"
            maxLength={supportLimits.nameMax}
            aria-invalid={!!errors.name}
            aria-describedby={describedBy('name')}
            className={fieldClass}
            {...form.register('name')}
          />
          {error('name')}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${ids}-email`} className="font-medium">
            {t('form.email')}
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={supportLimits.emailMax}
            aria-invalid={!!errors.email}
            aria-describedby={describedBy('email')}
            className={fieldClass}
            {...form.register('email')}
          />
          {error('email')}
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${ids}-topic`} className="font-medium">
          {t('form.topic')}
        </label>
        <select
          id={`${ids}-topic`}
          aria-invalid={!!errors.topic}
          aria-describedby={describedBy('topic')}
          className={cn(fieldClass, 'cursor-pointer')}
          defaultValue=""
          {...form.register('topic')}
        >
          <option value="" disabled>
            {t('form.topicPlaceholder')}
          </option>
          {supportTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topics.${topic}`)}
            </option>
          ))}
        </select>
        {error('topic')}
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${ids}-message`} className="font-medium">
          {t('form.message')}
        </label>
        <textarea
          id={`${ids}-message`}
          rows={6}
          maxLength={supportLimits.messageMax}
          aria-invalid={!!errors.message}
          aria-describedby={describedBy('message', `${ids}-message-hint`)}
          className={fieldClass}
          {...form.register('message')}
        />
        <p id={`${ids}-message-hint`} className="text-muted-foreground flex justify-between gap-4 text-sm">
          <span>{t('form.messageHint')}</span>
          <span className="tabular-nums" aria-hidden="true">
            {message.length}/{supportLimits.messageMax}
          </span>
        </p>
        {error('message')}
      </div>
      <p className="text-muted-foreground text-sm">
        {t('form.privacy')}{' '}
        <Link to={pathOf('terms')} className="text-primary underline underline-offset-4">
          {t('form.privacyLink')}
        </Link>
      </p>
      {serverError && serverError.code !== 'validation.failed' && (
        <p role="alert" className="bg-danger-soft rounded-2xl p-4 text-sm">
          {t(`errors:${serverError.code}`, {
            defaultValue: t('errors:internal.error'),
            ...serverError.params,
          })}
        </p>
      )}
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.send')}
        </Button>
      </div>
    </form>
  );
}

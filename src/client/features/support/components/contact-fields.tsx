import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { supportLimits, type SupportMessageInput, supportTopics } from '@shared/schemas/support';
import { cn } from '@/lib/utils';

const fieldClass =
  'w-full rounded-2xl border border-border bg-background px-4 py-3 text-base focus-visible:border-primary aria-[invalid=true]:border-danger';

type Props = { form: UseFormReturn<SupportMessageInput>; ids: string };

/** Each field's error line and what its control is described by. */
function useFieldMessages({ form, ids }: Props) {
  const { t } = useTranslation('support');
  const { errors } = form.formState;
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
  return { errors, error, describedBy };
}

/** Name and email, side by side on wide screens. */
export function IdentityFields({ form, ids }: Props) {
  const { t } = useTranslation('support');
  const { errors, error, describedBy } = useFieldMessages({ form, ids });
  return (
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
  );
}

/** The topic and the message, with its length. */
export function TopicAndMessageFields({ form, ids }: Props) {
  const { t } = useTranslation('support');
  const { errors, error, describedBy } = useFieldMessages({ form, ids });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  return (
    <>
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
    </>
  );
}

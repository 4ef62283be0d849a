import { zodResolver } from '@hookform/resolvers/zod';
import { SendHorizontal, Square } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@shared/schemas/zod';
import { chatMessageMaxLength, userMessageTextSchema } from '@shared/schemas/chat';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/form/form-fields';

const composerSchema = z.object({ message: userMessageTextSchema });
type ComposerValues = z.input<typeof composerSchema>;

/**
 * Where the person writes. Enter sends, Shift+Enter adds a line; while a reply streams, the
 * button stops it. It stays at the bottom of the screen (and above the on-screen keyboard).
 */
export function Composer({
  busy,
  onSend,
  onStop,
  remaining,
  restore,
}: {
  busy: boolean;
  onSend: (message: string) => void;
  onStop: () => void;
  remaining: number | null;
  /** Words to put back in the field (a message the server refused). */
  restore?: { text: string } | null;
}) {
  const { t } = useTranslation('chat');
  const id = useId();
  const form = useForm<ComposerValues>({ resolver: zodResolver(composerSchema), defaultValues: { message: '' } });
  const error = form.formState.errors.message?.message;
  const { ref, ...field } = form.register('message');
  const { setValue } = form;
  useEffect(() => {
    if (restore) setValue('message', restore.text);
  }, [restore, setValue]);

  const submit = form.handleSubmit(({ message }) => {
    if (busy) return;
    onSend(message.trim());
    form.reset({ message: '' });
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="border-border bg-background/95 sticky bottom-0 z-20 -mx-1 flex flex-col gap-2 border-t px-1 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur"
      noValidate
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-input`}
          ref={ref}
          {...field}
          rows={2}
          maxLength={chatMessageMaxLength}
          placeholder={t('composer.placeholder')}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          onFocus={(e) => {
            // On phones the keyboard takes half the screen: keep the field in view.
            const el = e.currentTarget;
            setTimeout(() => el.scrollIntoView({ block: 'nearest' }), 300);
          }}
          className="border-border bg-surface text-foreground placeholder:text-muted-foreground/80 focus-visible:border-primary aria-[invalid=true]:border-danger max-h-48 min-h-12 flex-1 resize-y rounded-2xl border px-4 py-3 text-base"
        />
        {busy ? (
          <Button type="button" variant="outline" size="icon" onClick={onStop} aria-label={t('composer.stop')}>
            <Square aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label={t('composer.send')}>
            <SendHorizontal aria-hidden="true" />
          </Button>
        )}
      </div>
      <FieldError id={`${id}-error`} code={error} />
      <p id={`${id}-hint`} className="text-muted-foreground flex flex-wrap justify-between gap-x-4 text-xs">
        <span className="hidden sm:inline">{t('composer.hint')}</span>
        {remaining !== null && <span>{t('composer.remaining', { count: remaining })}</span>}
      </p>
    </form>
  );
}

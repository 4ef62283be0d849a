import { zodResolver } from '@hookform/resolvers/zod';
import { PenLine, X } from 'lucide-react';
import { type Ref, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type ReflectionEntryForm,
  reflectionBodyMaxLength,
  reflectionEntryFormSchema,
} from '@shared/schemas/reflections';
import { Button } from '@/components/ui/button';
import { SignInInvite } from '@/components/sign-in-invite';
import { ApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { useSaveReflection } from '../api/entries';
import type { WritingSource } from './writing-source';

/** What the text answers: the chosen prompt or question (with a way to drop it), or free writing. */
function SourceNote({
  id,
  source,
  onClearSource,
}: {
  id: string;
  source: WritingSource;
  onClearSource: () => void;
}) {
  const { t } = useTranslation('reflections');
  return (
    <div id={`${id}-source`} className="bg-lavender-soft flex flex-col gap-2 rounded-2xl p-4">
      {source ? (
        <>
          <p className="text-muted-foreground text-sm font-semibold">{t('writer.answering')}</p>
          <p className="font-serif text-lg">
            {source.kind === 'prompt' && source.number ? `${source.number}. ` : ''}
            {source.text}
          </p>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto self-start px-0"
            onClick={onClearSource}
          >
            <X aria-hidden="true" />
            {t('writer.clearPrompt')}
          </Button>
        </>
      ) : (
        <p className="font-serif text-lg">{t('writer.freeWriting')}</p>
      )}
    </div>
  );
}

function WriterForm({
  id,
  source,
  onClearSource,
  textareaRef,
}: {
  id: string;
  source: WritingSource;
  onClearSource: () => void;
  textareaRef: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('reflections');
  const lang = currentLang();
  const save = useSaveReflection(lang);
  const [saved, setSaved] = useState(false);
  const form = useForm<ReflectionEntryForm>({
    resolver: zodResolver(reflectionEntryFormSchema),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const fieldError = form.formState.errors.body?.message;
  const serverError = save.error instanceof ApiError && save.error.code ? save.error.code : null;
  const errorCode = fieldError ?? serverError;
  const { ref: registerRef, ...field } = form.register('body', { onChange: () => setSaved(false) });
  const onSubmit = form.handleSubmit((values) => {
    const promptSlug = source?.kind === 'prompt' ? source.slug : null;
    const reflectionSlug = source?.kind === 'reading' ? source.slug : null;
    save.mutate(
      { body: values.body, promptSlug, reflectionSlug },
      {
        onSuccess: () => {
          form.reset({ body: '' });
          setSaved(true);
          onClearSource();
        },
      },
    );
  });

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={onSubmit}>
      <label htmlFor={id} className="font-semibold">
        {t('writer.label')}
      </label>
      <textarea
        id={id}
        rows={8}
        aria-invalid={errorCode ? true : undefined}
        aria-describedby={`${id}-source ${id}-error ${id}-private`}
        className="border-border bg-background text-foreground focus-visible:border-primary aria-invalid:border-danger w-full resize-y rounded-2xl border p-4 font-serif text-lg leading-relaxed"
        {...field}
        ref={(el) => {
          registerRef(el);
          if (typeof textareaRef === 'function') textareaRef(el);
          else if (textareaRef) textareaRef.current = el;
        }}
      />
      <p id={`${id}-error`} role="alert" className="text-danger min-h-6 text-sm font-medium">
        {errorCode ? t(`errors:${errorCode}`) : ''}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">
          {t('writer.characters', { count: body.length, max: reflectionBodyMaxLength.toLocaleString(lang) })}
        </p>
        <Button type="submit" disabled={save.isPending}>
          {t('writer.save')}
        </Button>
      </div>
      <p role="status" className="text-primary min-h-6 font-medium">
        {saved ? t('writer.saved') : ''}
      </p>
      <p id={`${id}-private`} className="text-muted-foreground text-sm">
        {t('writer.private')}
      </p>
    </form>
  );
}

/** The writing area: the chosen prompt or question, the text, save. Visitors get an invitation. */
export function ReflectionWriter({
  source,
  onClearSource,
  signedIn,
  textareaRef,
}: {
  source: WritingSource;
  onClearSource: () => void;
  signedIn: boolean;
  textareaRef: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation('reflections');
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-border bg-surface shadow-soft flex flex-col gap-4 rounded-3xl border p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-2xl">
          <PenLine aria-hidden="true" className="text-primary size-5" />
          {t('writer.title')}
        </h2>
        <p className="text-muted-foreground">{t('writer.intro')}</p>
      </div>

      <SourceNote id={id} source={source} onClearSource={onClearSource} />

      {signedIn ? (
        <WriterForm id={id} source={source} onClearSource={onClearSource} textareaRef={textareaRef} />
      ) : (
        <SignInInvite
          text={t('writer.signIn')}
          signInLabel={t('writer.signInLink')}
          registerLabel={t('writer.register')}
        />
      )}
    </section>
  );
}

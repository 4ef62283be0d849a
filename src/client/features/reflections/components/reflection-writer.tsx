import { PenLine, X } from 'lucide-react';
import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reflectionBodyMaxLength } from '@shared/constants/practice';
import { lazyZodCheck } from '@/app/lazy-resolver';
import { Button } from '@/components/ui/button';
import { SignInInvite } from '@/components/sign-in-invite';
import { ApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { useSaveReflection } from '../api/entries';
import type { WritingSource } from './writing-source';

/**
 * The API's rule for an entry (shared/schemas/reflections), loaded at the first save. One field
 * needs no form library: the writer is on the first screen of /reflections, and react-hook-form
 * would add 13 KB gzipped to it.
 */
const checkEntry = lazyZodCheck(() =>
  import('@shared/schemas/reflections').then((m) => m.reflectionEntryFormSchema),
);

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

/** The entry's text and its check: at a save, then at each change while an error shows. */
function useEntryText(onEdit: () => void) {
  const fieldRef = useRef<HTMLTextAreaElement | null>(null);
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const onChange = (value: string) => {
    setBody(value);
    onEdit();
    if (fieldError) void checkEntry({ body: value }).then((checked) => setFieldError(checked.errors?.body));
  };
  const check = async () => {
    const checked = await checkEntry({ body });
    setFieldError(checked.errors?.body);
    if (checked.errors) fieldRef.current?.focus();
    return checked;
  };
  return { fieldRef, body, setBody, fieldError, onChange, check };
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
  const { fieldRef, body, setBody, fieldError, onChange, check } = useEntryText(() => setSaved(false));
  const serverError = save.error instanceof ApiError && save.error.code ? save.error.code : null;
  const errorCode = fieldError ?? serverError;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = await check();
    if (!checked.values) return;
    const promptSlug = source?.kind === 'prompt' ? source.slug : null;
    const reflectionSlug = source?.kind === 'reading' ? source.slug : null;
    save.mutate(
      { body: checked.values.body, promptSlug, reflectionSlug },
      {
        onSuccess: () => {
          setBody('');
          setSaved(true);
          onClearSource();
        },
      },
    );
  };

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={(e) => void onSubmit(e)}>
      <label htmlFor={id} className="font-semibold">
        {t('writer.label')}
      </label>
      <textarea
        id={id}
        rows={8}
        aria-invalid={errorCode ? true : undefined}
        aria-describedby={`${id}-source ${id}-error ${id}-private`}
        className="border-border bg-background text-foreground focus-visible:border-primary aria-invalid:border-danger w-full resize-y rounded-2xl border p-4 font-serif text-lg leading-relaxed"
        name="body"
        value={body}
        onChange={(e) => onChange(e.target.value)}
        ref={(el) => {
          fieldRef.current = el;
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

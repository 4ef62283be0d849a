import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languages } from '@shared/i18n';
import type { ContentDetail, ContentKind } from '@shared/schemas/admin-content';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSaveContent, useSetPublished } from './api';
import { fieldClass, LangInput, SharedInput } from './fields';
import {
  emptyValues,
  type FormValues,
  formPathOf,
  kindForms,
  resolverFor,
  toFormValues,
  toItem,
} from './form-model';
import { type ContentPreviewComponent, PreviewTabs } from './preview';

/** The server's answer to a refused change, in the reader's language. */
function useErrorText() {
  const { t } = useTranslation('adminContent');
  return (err: unknown) =>
    err instanceof ApiError && err.serverMessage ? err.serverMessage : t('form.failed');
}

function PublishControls({ kind, detail }: { kind: ContentKind; detail: ContentDetail }) {
  const { t } = useTranslation('adminContent');
  const publish = useSetPublished(kind, detail.item.slug);
  const errorText = useErrorText();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span
        className={
          detail.published
            ? 'bg-primary-soft rounded-full px-3 py-1 text-sm'
            : 'bg-surface-muted rounded-full px-3 py-1 text-sm'
        }
      >
        {detail.published ? t('status.published') : t('status.unpublished')}
      </span>
      <Button
        type="button"
        variant={detail.published ? 'outline' : 'secondary'}
        size="sm"
        disabled={publish.isPending}
        onClick={() => publish.mutate(!detail.published)}
      >
        {detail.published ? t('actions.unpublish') : t('actions.publish')}
      </Button>
      <p role="status" className="text-danger text-sm empty:hidden">
        {publish.error ? errorText(publish.error) : ''}
      </p>
    </div>
  );
}

/** The identifier and the fields both languages share. */
function SharedFields({
  kind,
  form,
  ids,
  fixedSlug,
}: {
  kind: ContentKind;
  form: UseFormReturn<FormValues>;
  ids: string;
  fixedSlug: boolean;
}) {
  const { t } = useTranslation('adminContent');
  return (
    <fieldset className="border-border grid gap-4 rounded-3xl border p-4 sm:grid-cols-2 sm:p-6">
      <legend className="px-2 font-semibold">{t('editor.shared')}</legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-slug`} className="font-medium">
          {t('fields.slug')}
        </label>
        <input
          id={`${ids}-slug`}
          className={fieldClass}
          readOnly={fixedSlug}
          aria-invalid={!!form.formState.errors.slug}
          aria-describedby={`${ids}-slug-hint`}
          {...form.register('slug')}
        />
        <p id={`${ids}-slug-hint`} className="text-muted-foreground text-sm">
          {form.formState.errors.slug
            ? t('form.errors.slug')
            : fixedSlug
              ? t('hints.slugFixed')
              : t('hints.slug')}
        </p>
      </div>
      {kindForms[kind].shared.map((field) => (
        <SharedInput key={field.name} form={form} field={field} ids={ids} />
      ))}
    </fieldset>
  );
}

/** A refused save's field errors, put on the fields they name. */
function placeServerErrors(kind: ContentKind, form: UseFormReturn<FormValues>, err: unknown) {
  if (!(err instanceof ApiError)) return;
  for (const d of err.details) {
    const path = d.path.replace(/^(body|item)\./, '').split('.');
    form.setError(formPathOf(kind, path) as never, { message: d.message });
  }
}

/**
 * The editor of one item (or a new one): the fields both languages share, then Italian and
 * English side by side, checked by the same schema as the server; a preview in either language,
 * drawn by `preview` (the public pages' components, which the admin page hands in).
 */
export function ContentEditor({
  kind,
  detail,
  onSaved,
  onClose,
  preview,
}: {
  kind: ContentKind;
  detail: ContentDetail | null;
  onSaved: (slug: string) => void;
  onClose: () => void;
  preview?: ContentPreviewComponent;
}) {
  const { t } = useTranslation('adminContent');
  const ids = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveContent(kind, detail?.item.slug ?? null);
  const errorText = useErrorText();
  const [saved, setSaved] = useState(false);
  const form = useForm<FormValues>({
    resolver: resolverFor(kind),
    defaultValues: detail ? toFormValues(kind, detail.item) : emptyValues(kind),
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const shape = kindForms[kind];
  useEffect(() => headingRef.current?.focus(), []);

  const onSubmit = form.handleSubmit((v) => {
    setSaved(false);
    save.mutate(toItem(kind, v), {
      onSuccess: (result) => {
        setSaved(true);
        form.reset(toFormValues(kind, result.item));
        onSaved(result.item.slug);
      },
      onError: (err) => placeServerErrors(kind, form, err),
    });
  });

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className="text-2xl outline-none">
          {detail
            ? t('editor.editTitle', { slug: detail.item.slug })
            : t('editor.newTitle', { kind: t(`kinds.${kind}`) })}
        </h2>
        <Button type="button" variant="ghost" size="sm" onClick={onClose}>
          {t('actions.back')}
        </Button>
      </div>
      {detail && <PublishControls kind={kind} detail={detail} />}
      {!detail && <p className="text-muted-foreground">{t('editor.newNote')}</p>}

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <SharedFields kind={kind} form={form} ids={ids} fixedSlug={!!detail} />

        <div className="grid gap-6 lg:grid-cols-2">
          {languages.map((lang) => (
            <fieldset
              key={lang}
              className="border-border flex min-w-0 flex-col gap-4 rounded-3xl border p-4 sm:p-6"
            >
              <legend className="px-2 font-semibold">{t(`languages.${lang}`)}</legend>
              {shape.lang.map((field) => (
                <LangInput key={field.name} form={form} field={field} lang={lang} ids={ids} />
              ))}
            </fieldset>
          ))}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {detail ? t('actions.save') : t('actions.create')}
          </Button>
          <p role="status" className="text-sm empty:hidden">
            {saved ? t('editor.saved') : save.error ? errorText(save.error) : ''}
          </p>
        </div>
      </form>

      {preview && <PreviewTabs kind={kind} item={toItem(kind, values)} Preview={preview} />}
    </section>
  );
}

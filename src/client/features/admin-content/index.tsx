import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContentKind, contentKinds } from '@shared/schemas/admin-content';
import { Button } from '@/components/ui/button';
import { currentLang } from '@/lib/i18n';
import { useContentDetail, useContentList } from './api';
import { ContentEditor } from './editor';
import { fieldClass } from './fields';
import type { ContentPreviewComponent } from './preview';

export type { ContentPreviewComponent, ItemPreview } from './preview';

const statuses = ['all', 'published', 'unpublished'] as const;

/** The list of one kind, with its search and state filter; choosing an item opens the editor. */
function ContentListView({ kind, onOpen }: { kind: ContentKind; onOpen: (slug: string) => void }) {
  const { t } = useTranslation('adminContent');
  const ids = useId();
  const lang = currentLang();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<(typeof statuses)[number]>('all');
  const list = useContentList(kind, { q, status });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-q`} className="font-medium">
            {t('list.search')}
          </label>
          <input
            id={`${ids}-q`}
            type="search"
            className={fieldClass}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${ids}-status`} className="font-medium">
            {t('list.status')}
          </label>
          <select
            id={`${ids}-status`}
            className={fieldClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as (typeof statuses)[number])}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`list.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending && <p role="status">{t('list.loading')}</p>}
      {list.isError && <p role="alert">{t('list.failed')}</p>}
      {list.data && (
        <>
          <p role="status" className="text-muted-foreground text-sm">
            {t('list.count', { count: list.data.items.length })}
          </p>
          <ul className="flex flex-col gap-2">
            {list.data.items.map((item) => (
              <li key={item.slug}>
                <button
                  type="button"
                  onClick={() => onOpen(item.slug)}
                  className="border-border bg-surface hover:bg-surface-muted focus-visible:ring-primary flex w-full flex-col gap-1 rounded-2xl border p-4 text-left"
                >
                  <span className="font-semibold [overflow-wrap:anywhere]">{item.title[lang]}</span>
                  <span className="text-muted-foreground flex flex-wrap gap-x-3 text-sm">
                    <span>{item.slug}</span>
                    <span>{item.published ? t('status.published') : t('status.unpublished')}</span>
                    {item.premium && <span>{t('fields.premium')}</span>}
                    {item.editedAt && <span>{t('list.edited')}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function OpenEditor({
  kind,
  slug,
  onClose,
  onSaved,
  preview,
}: {
  kind: ContentKind;
  slug: string | null;
  onClose: () => void;
  onSaved: (slug: string) => void;
  preview?: ContentPreviewComponent;
}) {
  const { t } = useTranslation('adminContent');
  const detail = useContentDetail(kind, slug);
  if (slug && detail.isPending) return <p role="status">{t('list.loading')}</p>;
  if (slug && !detail.data) return <p role="alert">{t('list.failed')}</p>;
  return (
    <ContentEditor
      key={`${kind}:${slug ?? 'new'}`}
      kind={kind}
      detail={detail.data ?? null}
      onClose={onClose}
      onSaved={onSaved}
      preview={preview}
    />
  );
}

/**
 * Content administration: exercises, meditations, reflection prompts and readings, daily quotes
 * and the library, each in both languages. New items start unpublished; publishing needs both
 * languages complete; the public pages show a change at once. `preview` draws the editor's
 * preview with the public pages' components (the admin page composes it).
 */
export function ContentAdminPanel({ preview }: { preview?: ContentPreviewComponent } = {}) {
  const { t } = useTranslation('adminContent');
  const ids = useId();
  const [kind, setKind] = useState<ContentKind>('quotes');
  const [open, setOpen] = useState<{ slug: string | null } | null>(null);

  return (
    <section aria-labelledby={`${ids}-title`} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={`${ids}-title`} className="text-2xl">
          {t('title')}
        </h2>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      {open ? (
        <OpenEditor
          kind={kind}
          slug={open.slug}
          onClose={() => setOpen(null)}
          onSaved={(slug) => setOpen({ slug })}
          preview={preview}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <label htmlFor={`${ids}-kind`} className="font-medium">
                {t('kindPicker')}
              </label>
              <select
                id={`${ids}-kind`}
                className={fieldClass}
                value={kind}
                onChange={(e) => setKind(e.target.value as ContentKind)}
              >
                {contentKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`kinds.${k}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="button" onClick={() => setOpen({ slug: null })}>
              <Plus aria-hidden="true" />
              {t('actions.new')}
            </Button>
          </div>
          <ContentListView kind={kind} onOpen={(slug) => setOpen({ slug })} />
        </>
      )}
    </section>
  );
}

import type { FieldErrors, Resolver } from 'react-hook-form';
import { languages, type Lang } from '@shared/i18n';
import { quoteCategories, quoteMoods } from '@shared/quotes';
import { type ContentItem, contentItemSchemas, type ContentKind } from '@shared/schemas/admin-content';
import { exerciseCategories } from '@shared/schemas/exercises';
import { meditationCategories } from '@shared/schemas/meditations';
import { reflectionCategories } from '@shared/schemas/reflections';
import { resourceCategories, resourceGroups, resourceTypes } from '@shared/schemas/resources';

/**
 * The editor's form, the same for every kind: fields shared by both languages, and each
 * language's texts side by side. Lists are edited as text, one entry a line (meditation steps
 * as `seconds | text`; program days as blocks of a title line and its text, between `---` lines),
 * and turned into the item the shared zod schema checks, exactly as the server does.
 */
export type SharedKind = 'number' | 'select' | 'multi' | 'switch' | 'text' | 'optionalText';
export type LangKind = 'text' | 'textarea' | 'lines' | 'script' | 'days';
export interface SharedField {
  name: string;
  kind: SharedKind;
  options?: readonly string[];
  /** The locale namespace and key prefix that names each option (`exercises:categories`). */
  labels?: string;
}
export interface LangField {
  /** `whole` is the whole text of kinds whose text is one string (quotes, prompts). */
  name: string;
  kind: LangKind;
  optional?: boolean;
}
export interface KindForm {
  shared: SharedField[];
  lang: LangField[];
}

export type LangValues = Record<string, string>;
export interface FormValues {
  slug: string;
  shared: Record<string, string | number | boolean | string[]>;
  it: LangValues;
  en: LangValues;
}

const premium: SharedField = { name: 'premium', kind: 'switch' };
export const kindForms: Record<ContentKind, KindForm> = {
  exercises: {
    shared: [
      { name: 'category', kind: 'select', options: exerciseCategories, labels: 'exercises:categories' },
      { name: 'durationMinutes', kind: 'number' },
      premium,
    ],
    lang: [
      { name: 'title', kind: 'text' },
      { name: 'summary', kind: 'textarea' },
      { name: 'goal', kind: 'textarea' },
      { name: 'steps', kind: 'lines' },
      { name: 'tip', kind: 'textarea', optional: true },
    ],
  },
  meditations: {
    shared: [
      { name: 'category', kind: 'select', options: meditationCategories, labels: 'meditation:categories' },
      { name: 'durationSeconds', kind: 'number' },
      premium,
    ],
    lang: [
      { name: 'title', kind: 'text' },
      { name: 'summary', kind: 'textarea' },
      { name: 'script', kind: 'script' },
    ],
  },
  'reflection-prompts': {
    shared: [
      {
        name: 'category',
        kind: 'select',
        options: reflectionCategories,
        labels: 'adminContent:reflectionCategories',
      },
      { name: 'number', kind: 'number' },
    ],
    lang: [{ name: 'whole', kind: 'textarea' }],
  },
  reflections: {
    shared: [
      {
        name: 'category',
        kind: 'select',
        options: reflectionCategories,
        labels: 'adminContent:reflectionCategories',
      },
    ],
    lang: [
      { name: 'title', kind: 'text' },
      { name: 'body', kind: 'textarea' },
      { name: 'question', kind: 'textarea' },
    ],
  },
  quotes: {
    shared: [
      { name: 'author', kind: 'text' },
      { name: 'source', kind: 'optionalText' },
      { name: 'categories', kind: 'multi', options: quoteCategories, labels: 'quotes:categories' },
      { name: 'moods', kind: 'multi', options: quoteMoods, labels: 'quotes:moods' },
    ],
    lang: [{ name: 'whole', kind: 'textarea' }],
  },
  resources: {
    shared: [
      { name: 'group', kind: 'select', options: resourceGroups, labels: 'adminContent:groups' },
      { name: 'category', kind: 'select', options: resourceCategories, labels: 'resources:categories' },
      { name: 'type', kind: 'select', options: resourceTypes, labels: 'resources:types' },
      { name: 'readingMinutes', kind: 'number' },
      { name: 'visual', kind: 'select', options: ['', 'breathing-pacer'], labels: 'adminContent:visuals' },
      premium,
    ],
    lang: [
      { name: 'title', kind: 'text' },
      { name: 'summary', kind: 'textarea' },
      { name: 'tags', kind: 'lines' },
      { name: 'body', kind: 'textarea' },
      { name: 'days', kind: 'days', optional: true },
    ],
  },
};

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const daySeparator = '\n---\n';

function langToForm(field: LangField, value: unknown): string {
  if (value === undefined || value === null) return '';
  switch (field.kind) {
    case 'lines':
      return (value as string[]).join('\n');
    case 'script':
      return (value as { at: number; text: string }[]).map((s) => `${s.at} | ${s.text}`).join('\n');
    case 'days':
      return (value as { title: string; body: string }[])
        .map((d) => `${d.title}\n${d.body}`)
        .join(daySeparator);
    default:
      return String(value);
  }
}

function langToItem(field: LangField, value: string): unknown {
  switch (field.kind) {
    case 'lines':
      return lines(value);
    case 'script':
      return lines(value).map((line) => {
        const [at = '', ...rest] = line.split('|');
        return { at: at.trim() === '' ? Number.NaN : Number(at), text: rest.join('|').trim() };
      });
    case 'days':
      return value.trim()
        ? value.split(/\n-{3,}\n/).map((block) => {
            const [title = '', ...body] = block.trim().split('\n');
            return { title: title.trim(), body: body.join('\n').trim() };
          })
        : undefined;
    default:
      return field.optional && !value.trim() ? undefined : value;
  }
}

export function emptyValues(kind: ContentKind): FormValues {
  const form = kindForms[kind];
  const shared = Object.fromEntries(
    form.shared.map((f) => [
      f.name,
      f.kind === 'switch'
        ? false
        : f.kind === 'multi'
          ? []
          : f.kind === 'number'
            ? ''
            : f.kind === 'select'
              ? (f.options?.[0] ?? '')
              : '',
    ]),
  );
  const lang = () => Object.fromEntries(form.lang.map((f) => [f.name, '']));
  return { slug: '', shared, it: lang(), en: lang() };
}

export function toFormValues(kind: ContentKind, item: ContentItem): FormValues {
  const form = kindForms[kind];
  const record = item as unknown as Record<string, unknown> & { text: Record<Lang, unknown> };
  const shared = Object.fromEntries(
    form.shared.map((f) => {
      const v = record[f.name];
      return [f.name, v === null || v === undefined ? '' : (v as string | number | boolean | string[])];
    }),
  );
  const lang = (l: Lang) =>
    Object.fromEntries(
      form.lang.map((f) => [
        f.name,
        langToForm(
          f,
          f.name === 'whole' ? record.text[l] : (record.text[l] as Record<string, unknown>)[f.name],
        ),
      ]),
    );
  return { slug: item.slug, shared, it: lang('it'), en: lang('en') };
}

export function toItem(kind: ContentKind, values: FormValues): unknown {
  const form = kindForms[kind];
  const shared = Object.fromEntries(
    form.shared.map((f) => {
      const v = values.shared[f.name];
      if (f.kind === 'number')
        return [f.name, v === '' || v === undefined ? (f.name === 'number' ? null : Number.NaN) : Number(v)];
      if (f.kind === 'optionalText' || (f.kind === 'select' && f.options?.includes('')))
        return [f.name, v ? v : null];
      return [f.name, v];
    }),
  );
  const lang = (l: Lang) => {
    const [whole] = form.lang;
    if (whole?.name === 'whole') return values[l].whole ?? '';
    return Object.fromEntries(
      form.lang
        .map((f) => [f.name, langToItem(f, values[l][f.name] ?? '')])
        .filter(([, v]) => v !== undefined),
    );
  };
  return { slug: values.slug.trim(), ...shared, text: { it: lang('it'), en: lang('en') } };
}

/** Where an issue of the item belongs on the form (`text.en.steps.2` → `en.steps`). */
export function formPathOf(kind: ContentKind, path: readonly PropertyKey[]): string {
  const [head, lang, field] = path.map(String);
  if (head === 'text' && (languages as readonly string[]).includes(lang ?? '')) {
    return kindForms[kind].lang[0]?.name === 'whole' ? `${lang}.whole` : `${lang}.${field ?? ''}`;
  }
  if (head === 'slug') return 'slug';
  return `shared.${head ?? ''}`;
}

/** react-hook-form's resolver: the item the form makes, checked by the kind's shared schema. */
export function resolverFor(kind: ContentKind): Resolver<FormValues> {
  return async (values) => {
    const result = contentItemSchemas[kind].safeParse(toItem(kind, values));
    if (result.success) return { values, errors: {} };
    const errors: Record<
      string,
      Record<string, { type: string; message: string }> | { type: string; message: string }
    > = {};
    for (const issue of result.error.issues) {
      const path = formPathOf(kind, issue.path);
      const [group, ...rest] = path.split('.');
      const name = rest.join('.');
      const entry = { type: issue.code, message: issue.message };
      if (!name) errors[group!] ??= entry;
      else {
        const bucket = (errors[group!] ??= {}) as Record<string, { type: string; message: string }>;
        bucket[name] ??= entry;
      }
    }
    return { values: {}, errors: errors as FieldErrors<FormValues> };
  };
}

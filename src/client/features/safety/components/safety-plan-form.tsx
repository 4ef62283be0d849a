import { Phone, Plus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SafetyPlanSectionView,
  type SafetyPlanValue,
  safetyPlanEntrySchema,
} from '@shared/schemas/safety';
import { inputClass } from '@/components/form/form-fields';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { currentLang } from '@/lib/i18n';
import { useSafetyGuide, useSafetyPlan, useSaveSafetyPlan } from '../api/safety';

type Entry = SafetyPlanValue['sections']['warning_signs'][number];

/** A step's entries, each with its number to call (when it has one) and a way to remove it. */
function EntryList({ entries, onChange }: { entries: Entry[]; onChange: (next: Entry[]) => void }) {
  const { t } = useTranslation('safety');
  return (
    <ul className="flex flex-col gap-2">
      {entries.map((entry, index) => (
        <li
          key={`${entry.text}-${index}`}
          className="bg-surface-muted flex items-center gap-2 rounded-xl py-1 pr-1 pl-3"
        >
          <span className="flex-1">{entry.text}</span>
          {entry.phone && (
            <a
              href={`tel:${entry.phone.replace(/[^\d+]/g, '')}`}
              aria-label={t('plan.call', { text: entry.text })}
              className="text-primary inline-flex min-h-11 items-center gap-1 px-2 text-sm font-medium tabular-nums"
            >
              <Phone aria-hidden="true" className="size-4" />
              {entry.phone}
            </a>
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('plan.remove', { text: entry.text })}
            onClick={() => onChange(entries.filter((_, i) => i !== index))}
          >
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** A step's number, name, what it is for and examples. */
function SectionIntro({ section, titleId }: { section: SafetyPlanSectionView; titleId: string }) {
  const { t } = useTranslation('safety');
  return (
    <div className="flex flex-col gap-1">
      <p className="text-primary text-xs font-semibold tracking-wide uppercase">
        {t('plan.step', { step: section.step })}
      </p>
      <h3 id={titleId} className="font-sans text-lg font-semibold">
        {section.label}
      </h3>
      <p className="text-muted-foreground text-sm">{section.hint}</p>
      <p className="text-muted-foreground text-sm italic">
        {t('plan.examples', { examples: section.examples.join(' · ') })}
      </p>
    </div>
  );
}

/** One step of the plan: what it is for, its entries, and a row to add one. */
function PlanSection({
  section,
  entries,
  onChange,
}: {
  section: SafetyPlanSectionView;
  entries: Entry[];
  onChange: (next: Entry[]) => void;
}) {
  const { t } = useTranslation('safety');
  const id = useId();
  const [text, setText] = useState('');
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState(false);

  const add = (e: FormEvent) => {
    e.preventDefault();
    const candidate = { text, ...(phone.trim() ? { phone } : {}) };
    const parsed = safetyPlanEntrySchema.safeParse(candidate);
    if (!parsed.success) {
      setPhoneError(!!phone.trim());
      return;
    }
    onChange([...entries, parsed.data]);
    setText('');
    setPhone('');
    setPhoneError(false);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border-border flex flex-col gap-3 border-t pt-5 first:border-t-0 first:pt-0"
    >
      <SectionIntro section={section} titleId={`${id}-title`} />
      {entries.length > 0 && <EntryList entries={entries} onChange={onChange} />}
      <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('plan.entryLabel', { section: section.label })}
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={300}
            className={inputClass}
          />
        </label>
        {section.withPhone && (
          <label className="flex flex-col gap-1 text-sm font-medium sm:w-44">
            {t('plan.phoneLabel')}
            <input
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              inputMode="tel"
              autoComplete="off"
              maxLength={30}
              aria-invalid={phoneError}
              aria-describedby={phoneError ? `${id}-phone-error` : undefined}
              className={inputClass}
            />
          </label>
        )}
        <Button type="submit" variant="secondary" disabled={!text.trim()}>
          <Plus aria-hidden="true" />
          {t('plan.add')}
        </Button>
      </form>
      {phoneError && (
        <p id={`${id}-phone-error`} className="text-danger text-sm font-medium">
          {t('plan.phoneInvalid')}
        </p>
      )}
    </section>
  );
}

/**
 * The personal safety plan (Stanley-Brown): fill in, save, find again. The server keeps it for
 * the signed-in person; the sections' words come from the AI core through /api/safety/guide.
 */
export function SafetyPlanForm() {
  const { t, i18n } = useTranslation('safety');
  const lang = currentLang();
  const guide = useSafetyGuide(lang);
  const stored = useSafetyPlan(true);
  const save = useSaveSafetyPlan();
  const [draft, setDraft] = useState<SafetyPlanValue | null>(null);
  const plan = draft ?? stored.data?.plan ?? null;

  if (guide.isPending || stored.isPending) return <Spinner className="py-8" />;
  if (guide.isError || stored.isError || !plan || !guide.data) {
    return (
      <div role="alert" className="bg-danger-soft flex flex-col items-start gap-3 rounded-2xl p-4">
        <p>{t('plan.loadError')}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void Promise.all([guide.refetch(), stored.refetch()])}
        >
          {t('plan.retry')}
        </Button>
      </div>
    );
  }

  const savedAt = plan.updatedAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(plan.updatedAt),
      )
    : null;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-foreground">{t('plan.intro')}</p>
      {guide.data.sections.map((section) => (
        <PlanSection
          key={section.id}
          section={section}
          entries={plan.sections[section.id]}
          onChange={(next) => setDraft({ ...plan, sections: { ...plan.sections, [section.id]: next } })}
        />
      ))}
      <div className="bg-background border-border sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t px-1 py-3">
        <Button
          type="button"
          disabled={save.isPending || !draft}
          onClick={() => save.mutate(plan, { onSuccess: () => setDraft(null) })}
        >
          {save.isPending ? t('plan.saving') : t('plan.save')}
        </Button>
        <p role="status" className="text-muted-foreground text-sm">
          {draft
            ? t('plan.unsaved')
            : save.isSuccess
              ? t('plan.saved')
              : savedAt
                ? t('plan.savedAt', { date: savedAt })
                : ''}
        </p>
      </div>
    </div>
  );
}

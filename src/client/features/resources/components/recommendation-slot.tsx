import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import {
  type RecommendationItem,
  type RecommendationResponse,
  recommendationQuerySchema,
} from '@shared/schemas/ai-modules';
import { pathOf } from '@shared/routes';
import type { ResourceType } from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FieldError, inputClass } from '@/components/form/form-fields';
import { CrisisHelp } from '@/components/safety/crisis-help';
import { ApiError } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { lengthKey } from './resource-length';
import { TypeIcon } from './type-icon';

function Reason({ item }: { item: RecommendationItem }) {
  const { t } = useTranslation(['aiModules', 'resources']);
  const r = item.reason;
  if (r.kind === 'terms') return <>{t('recommend.reason.terms', { terms: r.terms.join(', ') })}</>;
  if (r.kind === 'category')
    return <>{t('recommend.reason.category', { category: t(`resources:categories.${r.category}`) })}</>;
  return <>{t('recommend.reason.starter')}</>;
}

/** The search's answer: the resources with their reasons, none, or the crisis help. */
function Results({ fetching, data }: { fetching: boolean; data: RecommendationResponse | undefined }) {
  const { t } = useTranslation(['aiModules', 'resources']);
  if (fetching) return <Spinner className="py-6" label={t('recommend.searching')} />;
  if (!data) return null;
  if (data.crisis) {
    return (
      <div className="border-danger/40 bg-surface flex flex-col gap-4 rounded-2xl border p-4">
        <p className="whitespace-pre-line">{data.crisisText}</p>
        <CrisisHelp support={data.crisis} />
      </div>
    );
  }
  if (data.items.length === 0) return <p>{t('recommend.none')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-sans text-lg font-semibold">{t('recommend.results')}</h3>
      <ol className="flex flex-col gap-2">
        {data.items.map((item) => (
          <li key={item.slug}>
            <Link
              to={`${pathOf('resources')}?r=${encodeURIComponent(item.slug)}`}
              className="border-border bg-surface hover:border-primary/60 flex items-start gap-3 rounded-2xl border p-4"
            >
              <span className="bg-primary-soft text-primary grid size-9 shrink-0 place-items-center rounded-full">
                <TypeIcon type={item.type as ResourceType} className="size-4" />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-semibold">
                  {item.title}
                  {item.premium && (
                    <span className="bg-accent-soft ml-2 rounded-full px-2 py-0.5 text-xs font-semibold">
                      {t('resources:card.premium')}
                    </span>
                  )}
                </span>
                <span className="text-muted-foreground text-sm">
                  <Reason item={item} /> ·{' '}
                  {t(`resources:${lengthKey({ type: item.type as ResourceType })}`, {
                    count: item.readingMinutes,
                  })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The recommendation search of the library (SPEC §2 resources): describe how you feel, get up to
 * five resources ranked by full-text search, each with a short reason. An empty message gets
 * 'Messaggio mancante'; a message that sounds like a crisis gets the crisis help instead.
 */
export function RecommendationSlot() {
  const { t } = useTranslation(['aiModules', 'resources']);
  const id = useId();
  const lang = currentLang();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const query = useQuery<RecommendationResponse>({
    queryKey: [`/api/resources/recommendations?lang=${lang}&message=${encodeURIComponent(asked ?? '')}`],
    enabled: asked !== null,
  });
  const serverError = query.error instanceof ApiError ? (query.error.code ?? undefined) : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = recommendationQuerySchema.shape.message.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setAsked(parsed.data);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="bg-primary-soft/50 mb-10 flex flex-col gap-4 rounded-3xl p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-2xl">
          {t('recommend.title')}
        </h2>
        <p className="text-muted-foreground">{t('recommend.text')}</p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <label htmlFor={`${id}-input`} className="font-medium">
          {t('recommend.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-input`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={1000}
            placeholder={t('recommend.placeholder')}
            aria-invalid={!!(error ?? serverError)}
            aria-describedby={`${id}-error ${id}-note`}
            className={inputClass}
          />
          <Button type="submit" className="shrink-0">
            <Search aria-hidden="true" />
            {t('recommend.submit')}
          </Button>
        </div>
        <FieldError id={`${id}-error`} code={error ?? serverError} />
        <p id={`${id}-note`} className="text-muted-foreground text-xs">
          {t('recommend.note')}
        </p>
      </form>

      <div aria-live="polite">
        <Results fetching={query.isFetching} data={query.data} />
      </div>
    </section>
  );
}

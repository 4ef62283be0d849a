import { ArrowLeft, Clock, Lock } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import type { ResourceCategory, ResourceDetail, ResourceSummary } from '@shared/schemas/resources';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useResource } from '../api/get-resources';
import { BreathingPacer } from './breathing-pacer';
import { FeedbackForm } from './feedback-form';
import { LightMarkdown } from './light-markdown';
import { LockedPreview } from './locked-preview';
import { ProgramDays } from './program-days';
import { lengthCount, lengthKey } from './resource-length';
import { TypeIcon } from './type-icon';

/**
 * Whether a category says more than the type beside it: "guides" and "programs" only name a
 * format again ("Programma · Programmi"), so the header shows the type alone for them.
 */
const namesTopic = (category: ResourceCategory) => category !== 'guides' && category !== 'programs';

function ResourceHeader({
  item,
  headingRef,
}: {
  item: ResourceSummary;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation('resources');
  return (
    <header className="flex flex-col gap-4">
      <p className="text-primary flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold tracking-wide uppercase">
        <span className="inline-flex items-center gap-2">
          <TypeIcon type={item.type} className="size-4" />
          {t(`types.${item.type}`)}
        </span>
        {namesTopic(item.category) && (
          <>
            <span aria-hidden="true">·</span>
            <span>{t(`categories.${item.category}`)}</span>
          </>
        )}
      </p>
      <h1 id="resource-title" ref={headingRef} tabIndex={-1} className="text-3xl outline-none sm:text-4xl">
        {item.title}
      </h1>
      <div className="text-muted-foreground flex flex-wrap items-center gap-x-5 gap-y-2">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {t(lengthKey(item), { count: lengthCount(item) })}
        </span>
        {item.premium && (
          <span className="bg-accent-soft text-foreground inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-sm font-semibold">
            <Lock aria-hidden="true" className="size-3.5" />
            {t('card.premium')}
          </span>
        )}
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('detail.tags')}>
        {item.tags.map((tag) => (
          <li key={tag} className="bg-surface-muted text-muted-foreground rounded-full px-3 py-1 text-sm">
            #{tag}
          </li>
        ))}
      </ul>
    </header>
  );
}

/**
 * The readable item: the breathing guide of visual items, the text, and a program's days (also
 * the content editor's preview, with `signedIn` false: nothing is fetched).
 */
export function ResourceText({
  slug,
  item,
  signedIn,
}: {
  slug: string;
  item: Pick<ResourceDetail, 'visual' | 'body' | 'days'>;
  signedIn: boolean;
}) {
  return (
    <>
      {item.visual === 'breathing-pacer' && <BreathingPacer />}
      <div className="max-w-3xl text-lg">
        <LightMarkdown source={item.body} />
      </div>
      {item.days && <ProgramDays slug={slug} days={item.days} signedIn={signedIn} />}
    </>
  );
}

/** The text (with its pacer, days and feedback), the locked preview, a retry, or a spinner. */
function ResourceBody({
  slug,
  signedIn,
  summary,
  locked,
  failed,
  query,
}: {
  slug: string;
  signedIn: boolean;
  summary: string;
  locked: boolean;
  failed: boolean;
  query: ReturnType<typeof useResource>;
}) {
  const { t } = useTranslation('resources');
  if (locked) return <LockedPreview summary={summary} signedIn={signedIn} />;
  if (query.data) {
    return (
      <>
        <ResourceText slug={slug} item={query.data} signedIn={signedIn} />
        <FeedbackForm slug={slug} signedIn={signedIn} />
      </>
    );
  }
  if (!failed) return <Spinner />;
  return (
    <div role="alert" className="bg-danger-soft flex flex-col items-start gap-3 rounded-3xl p-6">
      <p>{t('errors:resources.load_failed')}</p>
      <Button variant="outline" onClick={() => void query.refetch()}>
        {t('list.retry')}
      </Button>
    </div>
  );
}

/**
 * One resource, opened with `?r=<slug>`: its text rendered as React elements, the breathing
 * guide for visual items, a program's days with progress, and the feedback form. Premium items
 * the server refuses (403) show their summary and an upgrade prompt instead.
 */
export function ResourceDetailView({
  slug,
  summary,
  backTo,
  signedIn,
  state,
  onRetry,
}: {
  slug: string;
  summary: ResourceSummary | undefined;
  backTo: string;
  signedIn: boolean;
  /** What the page knows before asking for the full text. */
  state: 'loading' | 'error' | 'missing' | 'locked' | 'readable';
  onRetry: () => void;
}) {
  const { t } = useTranslation('resources');
  const query = useResource(slug, state === 'readable');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const locked =
    state === 'locked' || (query.error instanceof ApiError && query.error.code === 'plans.premium_required');
  const missing = state === 'missing' || (query.error instanceof ApiError && query.error.status === 404);
  const failed = state === 'error' || (query.isError && !locked && !missing);
  const item = query.data ?? summary;

  // Opening an item is a navigation inside the page: move focus to its title.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: false });
  }, [slug, item?.title]);

  const back = (
    <Link
      to={backTo}
      className="text-primary inline-flex w-fit items-center gap-2 rounded-full py-1 font-medium underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );

  if (missing || (failed && !item)) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl outline-none">
          {missing ? t('detail.notFoundTitle') : t('list.errorTitle')}
        </h1>
        <p className="text-muted-foreground">
          {missing ? t('detail.notFoundText') : t('errors:resources.load_failed')}
        </p>
        {!missing && (
          <div>
            <Button variant="outline" onClick={() => (state === 'error' ? onRetry() : void query.refetch())}>
              {t('list.retry')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  if (!item) return <Spinner />;

  return (
    <article className="flex flex-col gap-8" aria-labelledby="resource-title">
      {back}
      <ResourceHeader item={item} headingRef={headingRef} />

      <ResourceBody
        slug={slug}
        signedIn={signedIn}
        summary={item.summary}
        locked={locked}
        failed={failed}
        query={query}
      />
    </article>
  );
}

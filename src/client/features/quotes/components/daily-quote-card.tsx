import { Quote, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QuoteMood, quoteCategories, quoteMoods } from '@shared/quotes';
import type { DailyQuote, QuotePreferences } from '@shared/schemas/quotes';
import { Button } from '@/components/ui/button';
import { CheckChips, FilterChips } from '@/components/practice/filter-chips';
import { LoadError } from '@/components/practice/load-error';
import { currentLang } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { readVisitorPreferences, useDailyQuote, useSaveQuotePreferences } from '../api/daily-quote';

/** Today's quote, its loading shimmer, or a retry. */
function QuoteBody({ quote }: { quote: ReturnType<typeof useDailyQuote> }) {
  const { t } = useTranslation('quotes');
  if (quote.isPending) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className="bg-surface-muted h-6 w-11/12 animate-pulse rounded-full" />
        <div className="bg-surface-muted h-6 w-3/4 animate-pulse rounded-full" />
        <div className="bg-surface-muted h-4 w-1/3 animate-pulse rounded-full" />
      </div>
    );
  }
  if (quote.isError) {
    return (
      <LoadError
        message={t('errors:quotes.load_failed')}
        retryLabel={t('retry')}
        onRetry={() => void quote.refetch()}
      />
    );
  }
  return <QuoteFigure quote={quote.data.quote} busy={quote.isFetching} widened={!quote.data.matched} />;
}

/** One quote, its author and source (` / ` in the text breaks the line). */
export function QuoteFigure({
  quote,
  busy = false,
  widened = false,
}: {
  quote: Pick<DailyQuote['quote'], 'text' | 'author' | 'source'>;
  busy?: boolean;
  /** No quote matched every preference: say the choice was widened. */
  widened?: boolean;
}) {
  const { t } = useTranslation('quotes');
  return (
    <figure className="flex flex-col gap-3" aria-busy={busy}>
      <blockquote className="font-serif text-2xl leading-snug text-balance whitespace-pre-line sm:text-3xl">
        <p>“{quote.text.replaceAll(' / ', '\n')}”</p>
      </blockquote>
      <figcaption className="text-muted-foreground">
        — <span className="text-foreground font-semibold">{quote.author}</span>
        {quote.source && <cite className="not-italic">, {quote.source}</cite>}
      </figcaption>
      {widened && <p className="text-muted-foreground text-sm">{t('widened')}</p>}
    </figure>
  );
}

/** The card around the quote: its title, an optional control beside it, the quote mark behind. */
export function QuoteCardFrame({
  className,
  action,
  children,
}: {
  className?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('quotes');
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'border-border bg-surface shadow-soft relative overflow-hidden rounded-3xl border p-6 sm:p-8',
        className,
      )}
    >
      <Quote aria-hidden="true" className="text-primary-soft/80 absolute -right-3 -bottom-5 size-32" />
      <div className="relative flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id={`${id}-title`}
            className="text-primary flex items-center gap-2 font-sans text-sm font-semibold tracking-wide uppercase"
          >
            {t('title')}
          </h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/**
 * The daily quote (landing page and dashboard): one per day per person, chosen by the server;
 * customisable by themes and mood. Signed-in people's choices are stored on the server,
 * visitors' in this browser.
 */
function DailyQuoteCard({ className }: { className?: string }) {
  const { t } = useTranslation('quotes');
  const id = useId();
  const lang = currentLang();
  const [visitorPrefs, setVisitorPrefs] = useState(readVisitorPreferences);
  const quote = useDailyQuote(lang, visitorPrefs);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const signedIn = quote.data?.signedIn ?? false;

  return (
    <QuoteCardFrame
      className={className}
      action={
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {t('customise')}
        </Button>
      }
    >
      <QuoteBody quote={quote} />

      <p role="status" className="text-primary text-sm font-medium empty:hidden">
        {notice}
      </p>

      {open && (
        <div id={`${id}-panel`}>
          <PreferencesForm
            initial={quote.data?.preferences ?? visitorPrefs}
            signedIn={signedIn}
            onClose={() => setOpen(false)}
            onSaved={(prefs) => {
              if (!signedIn) setVisitorPrefs(prefs);
              setNotice(`${t('saved')}${signedIn ? '' : ` ${t('savedHere')}`}`);
              setOpen(false);
            }}
          />
        </div>
      )}
    </QuoteCardFrame>
  );
}

function PreferencesForm({
  initial,
  signedIn,
  onClose,
  onSaved,
}: {
  initial: QuotePreferences;
  signedIn: boolean;
  onClose: () => void;
  onSaved: (prefs: QuotePreferences) => void;
}) {
  const { t } = useTranslation('quotes');
  const [categories, setCategories] = useState(initial.categories);
  const [mood, setMood] = useState<QuoteMood | 'any'>(initial.mood ?? 'any');
  const save = useSaveQuotePreferences({ signedIn });

  return (
    <form
      className="bg-surface-muted/70 flex flex-col gap-5 rounded-2xl p-5"
      aria-label={t('customiseTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        const prefs = { categories, mood: mood === 'any' ? null : mood };
        save.mutate(prefs, { onSuccess: (saved) => onSaved(saved) });
      }}
    >
      <div>
        <h3 className="text-xl">{t('customiseTitle')}</h3>
        <p className="text-muted-foreground mt-1 text-sm">{t('customiseIntro')}</p>
      </div>
      <FilterChips
        legend={t('moodLegend')}
        hideLegend={false}
        options={[
          { value: 'any' as const, label: t('moods.any') },
          ...quoteMoods.map((m) => ({ value: m, label: t(`moods.${m}`) })),
        ]}
        value={mood}
        onChange={setMood}
      />
      <div className="flex flex-col gap-1">
        <CheckChips
          legend={t('categoriesLegend')}
          options={quoteCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          values={categories}
          onChange={setCategories}
        />
        {categories.length === 0 && <p className="text-muted-foreground text-sm">{t('categoriesHint')}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

export default DailyQuoteCard;

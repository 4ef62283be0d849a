import {
  Check,
  Flower2,
  HeartHandshake,
  LibraryBig,
  LockKeyhole,
  MessageCircleHeart,
  NotebookPen,
  Smile,
  Sprout,
  Bot,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { pathOf } from '@shared/routes';
import { buttonVariants } from '@/components/ui/button';
import { dashboardFirstData } from '@/features/progress/api/dashboard';
import { memberWelcomeHeight } from '@/features/progress/lib/sizes';
import { NearViewport } from '@/components/near-viewport';
import { lazyPart } from '@/lib/lazy-part';
import { useSession } from '@/lib/session/use-session';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

// The landing's words are the `home` catalogue, which only this page reads: they load with the page
// (app/router.tsx), not with the `pages` catalogue every page needs (which keeps its title).
const features = [
  { key: 'chat', icon: MessageCircleHeart },
  { key: 'exercises', icon: Sprout },
  { key: 'meditation', icon: Flower2 },
  { key: 'reflections', icon: NotebookPen },
  { key: 'mood', icon: Smile },
  { key: 'library', icon: LibraryBig },
] as const;

const safety = [
  { key: 'crisis', icon: HeartHandshake },
  { key: 'ai', icon: Bot },
  { key: 'privacy', icon: LockKeyhole },
] as const;

// Its own chunk, loaded after the landing page renders: it adds nothing to the landing's initial JavaScript.
const DailyQuoteCard = lazy(() => import('@/features/quotes/components/daily-quote-card'));

// Only for someone signed in (and the member's shell rendered at build time): visitors never fetch it.
const MemberWelcome = lazyPart(
  () => import('@/features/progress/components/member-welcome').then((m) => m.default),
  ['progress'],
);
const welcomePlaceholder = <div aria-hidden="true" data-needs-app="" className={memberWelcomeHeight} />;

/** The member's shell shows the welcome: the app renders over it once the welcome's code is here. */
export const memberParts = MemberWelcome.ready;
/** The welcome's numbers, asked before the first render (app/router.tsx). */
export const firstData = dashboardFirstData;

/**
 * Where the landing's "start" buttons lead: registration for a visitor, the person's own day
 * for someone signed in (who already has an account and a plan).
 */
function useStartLink(): { to: string; label: string } {
  const { t } = useTranslation(['home', 'pages']);
  const { status } = useSession();
  return status === 'signedOut'
    ? { to: pathOf('register'), label: t('ctaStart') }
    : { to: pathOf('dashboard'), label: t('pages:dashboard.open') };
}

/** A signed-in visit starts with the dashboard's greeting and quick actions; a visitor's with the hero. */
function Opening() {
  const { status } = useSession();
  if (status === 'signedOut') return <Hero />;
  // While the session is on its way too (a member's shell): the greeting's calm line and the
  // quick actions paint from the HTML, and the day's numbers are asked for at once.
  return (
    <Suspense fallback={welcomePlaceholder}>
      <MemberWelcome.Part />
    </Suspense>
  );
}

const quotePlaceholderHeight = 'min-h-64';
const quotePlaceholder = (
  <div
    aria-hidden="true"
    data-needs-app=""
    className={`border-border bg-surface rounded-3xl border ${quotePlaceholderHeight}`}
  />
);

const plans = ['free', 'monthly', 'yearly'] as const;
const faqs = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

function Hero() {
  const { t } = useTranslation('home');
  const start = useStartLink();
  return (
    <section className="from-primary-soft via-surface to-accent-soft relative overflow-hidden rounded-[2rem] bg-gradient-to-br px-6 py-12 sm:px-12 sm:py-16">
      <div
        aria-hidden="true"
        className="bg-primary/10 absolute -top-16 -right-16 size-64 rounded-full blur-2xl"
      />
      <div className="relative flex max-w-2xl flex-col gap-5">
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">Serenamente</p>
        <h1 className="text-4xl leading-tight sm:text-5xl">{t('heroTitle')}</h1>
        <p className="text-muted-foreground text-lg sm:text-xl">{t('heroText')}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <Link to={start.to} className={buttonVariants({ size: 'lg' })}>
            {start.label}
          </Link>
          <Link to={pathOf('chat')} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {t('ctaChat')}
          </Link>
        </div>
        <p className="text-muted-foreground text-sm">{t('trialNote')}</p>
      </div>
    </section>
  );
}

function Features() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="features-title" className="flex flex-col gap-8">
      <h2 id="features-title" className="text-3xl">
        {t('featuresTitle')}
      </h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, icon: Icon }) => (
          <li key={key} className="border-border bg-surface shadow-soft rounded-3xl border p-6">
            <span className="bg-primary-soft text-primary mb-4 flex size-11 items-center justify-center rounded-2xl">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="text-xl">{t(`features.${key}.title`)}</h3>
            <p className="text-muted-foreground mt-2">{t(`features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Safety() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="safety-title" className="flex flex-col gap-8">
      <h2 id="safety-title" className="text-3xl">
        {t('safetyTitle')}
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {safety.map(({ key, icon: Icon }) => (
          <li key={key} className="flex flex-col gap-3">
            <Icon aria-hidden="true" className="text-primary size-7" />
            <h3 className="text-xl">{t(`safety.${key}.title`)}</h3>
            <p className="text-muted-foreground">{t(`safety.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Plans() {
  const { t } = useTranslation('home');
  const start = useStartLink();
  return (
    <section aria-labelledby="plans-title" className="flex flex-col gap-8">
      <h2 id="plans-title" className="text-3xl">
        {t('plansTitle')}
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {plans.map((plan) => {
          const highlighted = plan === 'yearly';
          const items = t(`plans.${plan}.features`, { returnObjects: true }) as string[];
          return (
            <li
              key={plan}
              className={cn(
                'bg-surface shadow-soft relative flex flex-col gap-4 rounded-3xl border p-6',
                highlighted ? 'border-primary ring-primary/30 ring-2' : 'border-border',
              )}
            >
              {highlighted && (
                <span className="bg-accent-soft text-accent absolute -top-3 left-6 rounded-full px-3 py-1 text-sm font-semibold">
                  {t('plans.yearly.badge')}
                </span>
              )}
              <h3 className="text-xl">{t(`plans.${plan}.name`)}</h3>
              <p>
                <span className="font-serif text-4xl font-semibold">{t(`plans.${plan}.price`)}</span>{' '}
                <span className="text-muted-foreground">{t(`plans.${plan}.period`)}</span>
              </p>
              {plan === 'yearly' && (
                <p className="text-muted-foreground -mt-3 text-sm">{t('plans.yearly.note')}</p>
              )}
              <ul className="flex flex-col gap-2">
                {items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden="true" className="text-primary mt-1 size-4 shrink-0" />
                    {item}
                  </li>
                ))}
              </ul>
              <Link
                to={plan === 'free' ? start.to : pathOf('subscription')}
                className={cn('mt-auto', buttonVariants({ variant: highlighted ? 'primary' : 'outline' }))}
              >
                {plan === 'free' ? start.label : t('choosePlan')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Faq() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-6">
      <h2 id="faq-title" className="text-3xl">
        {t('faqTitle')}
      </h2>
      <div className="flex flex-col gap-3">
        {faqs.map((q) => (
          <details key={q} className="group border-border bg-surface rounded-2xl border p-5">
            <summary className="cursor-pointer list-none font-semibold marker:hidden">
              {t(`faq.${q}.q`)}
            </summary>
            <p className="text-muted-foreground mt-3">{t(`faq.${q}.a`)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function Closing() {
  const { t } = useTranslation('home');
  const start = useStartLink();
  const { status } = useSession();
  return (
    <section className="flex flex-col items-center gap-4 text-center">
      <h2 className="text-3xl">{t('finalTitle')}</h2>
      <p className="text-muted-foreground max-w-xl text-lg">{t('finalText')}</p>
      <Link to={start.to} className={buttonVariants({ size: 'lg' })}>
        {start.label}
      </Link>
      {status === 'signedOut' && (
        <Link to={pathOf('login')} className={buttonVariants({ variant: 'link' })}>
          {t('signIn')}
        </Link>
      )}
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-20">
      <Opening />
      <Features />

      {/*
        The quote depends on this browser's saved mood and themes: it renders once the page is the
        app's. Sent rendered, its place asks for the app as it comes into view (lib/start-on-intent.ts);
        in the app, its code loads as its place nears the screen (a member's page starts with the
        welcome: the quote is well below the first screen).
      */}
      {hydrated ? (
        <NearViewport placeholderClassName={quotePlaceholderHeight}>
          <Suspense fallback={quotePlaceholder}>
            <DailyQuoteCard />
          </Suspense>
        </NearViewport>
      ) : (
        quotePlaceholder
      )}

      <section className="bg-lavender-soft rounded-3xl px-6 py-10 sm:px-10">
        <h2 className="text-2xl sm:text-3xl">{t('practiceTitle')}</h2>
        <p className="text-muted-foreground mt-3 max-w-2xl text-lg">{t('practiceText')}</p>
      </section>

      <Safety />
      <Plans />

      <section className="border-accent/30 bg-accent-soft flex flex-col items-start gap-4 rounded-3xl border px-6 py-10 sm:px-10">
        <h2 className="text-2xl sm:text-3xl">{t('launchTitle')}</h2>
        <p className="max-w-2xl text-lg">{t('launchText')}</p>
        <Link to={pathOf('launch')} className={buttonVariants({ variant: 'outline' })}>
          {t('launchCta')}
        </Link>
      </section>

      <Faq />
      <Closing />
    </div>
  );
}

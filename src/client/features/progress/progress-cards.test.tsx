import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@shared/schemas/progress';
import { i18n } from '@/lib/i18n';
import { ActivityCard } from './components/activity-card';
import { GoalCard } from './components/goal-card';
import { Greeting } from './components/greeting';
import { PlanCard } from './components/plan-card';
import { TodayPractice } from './components/today-practice';

const at = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000 + 60_000).toISOString();
const plan = (over: Partial<Dashboard['plan']>): Dashboard['plan'] => ({
  plan: 'free',
  premium: false,
  trialEndsAt: null,
  premiumUntil: null,
  renews: false,
  dailyLimit: 3,
  ...over,
});
const show = (ui: React.ReactNode) =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>{ui}</Suspense>
    </MemoryRouter>,
  );

beforeAll(async () => {
  await i18n.changeLanguage('it');
  await i18n.loadNamespaces(['progress']);
});

describe('the dashboard cards', () => {
  it('greets by the time of day, with the first name when the profile has one', async () => {
    show(
      <Greeting
        greeting={{
          firstName: 'Chiara',
          username: 'chiara_r',
          partOfDay: 'evening',
          timeZone: 'Europe/Rome',
          dateLabel: 'giovedì 26 novembre',
        }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Buonasera, Chiara' })).toBeVisible();
    expect(screen.getByText('giovedì 26 novembre')).toBeVisible();
  });

  it('greets without a name rather than with a username', async () => {
    show(
      <Greeting
        greeting={{
          firstName: null,
          username: 'chiara_r',
          partOfDay: 'morning',
          timeZone: 'Europe/Rome',
          dateLabel: 'giovedì 26 novembre',
        }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Buongiorno' })).toBeVisible();
  });

  it('a trial shows its countdown and leads to Premium; a free plan says its daily allowance', async () => {
    const { unmount } = show(
      <PlanCard plan={plan({ plan: 'trial', trialEndsAt: at(3, 5), dailyLimit: 5 })} />,
    );
    const card = await screen.findByRole('group', { name: 'Prova gratuita' });
    expect(within(card).getByTestId('plan-countdown')).toHaveTextContent('3 giorni e 5 ore');
    expect(within(card).getByRole('link', { name: 'Scopri Premium' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    unmount();
    show(<PlanCard plan={plan({})} />);
    expect(await screen.findByText("3 richieste all'IA al giorno ed esercizi selezionati.")).toBeVisible();
  });

  it('Premium shows its renewal date and the way to manage it', async () => {
    show(
      <PlanCard
        plan={plan({
          plan: 'premium_yearly',
          premium: true,
          premiumUntil: '2027-03-10T09:00:00.000Z',
          renews: true,
          dailyLimit: null,
        })}
      />,
    );
    const card = await screen.findByRole('group', { name: 'Premium annuale' });
    expect(within(card).getByText(/^Si rinnova il 10 mar 2027/)).toBeVisible();
    expect(within(card).getByRole('link', { name: "Gestisci l'abbonamento" })).toHaveAttribute(
      'href',
      '/manage-subscription',
    );
  });

  it("today's practice counts the minutes left to the recommended 10", async () => {
    show(
      <TodayPractice
        today={{
          day: '2026-03-10',
          minutes: 4,
          sessions: 1,
          recommended: { min: 10, max: 15 },
          status: 'some',
        }}
      />,
    );
    expect(await screen.findByText('Ben iniziato: mancano 6 minuti ai 10 consigliati.')).toBeVisible();
  });

  it('the weekly goal is a progress bar with its numbers, or an invitation to choose one', async () => {
    const { unmount } = show(
      <GoalCard
        goal={{ weeklyGoal: { unit: 'minutes', target: 60 }, done: 45, progress: 75, reached: false }}
      />,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Obiettivo settimanale' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(bar).toHaveAttribute('aria-valuetext', '45 di 60 minuti');
    unmount();
    show(<GoalCard goal={null} />);
    expect(await screen.findByRole('link', { name: 'Scegli un obiettivo' })).toHaveAttribute(
      'href',
      '/profile?tab=goals',
    );
  });

  it('with no activity the chart is an invitation, never empty bars; with activity a table reads the numbers', async () => {
    // Named by the server in the page language.
    const days = [
      ['2026-03-04', 'mer', 'mercoledì 4 marzo'],
      ['2026-03-05', 'gio', 'giovedì 5 marzo'],
      ['2026-03-06', 'ven', 'venerdì 6 marzo'],
      ['2026-03-07', 'sab', 'sabato 7 marzo'],
      ['2026-03-08', 'dom', 'domenica 8 marzo'],
      ['2026-03-09', 'lun', 'lunedì 9 marzo'],
      ['2026-03-10', 'mar', 'martedì 10 marzo'],
    ] as const;
    const series = (minutes: number[]): Dashboard['series'] => ({
      days: days.map(([day, label, full], i) => ({
        day,
        minutes: minutes[i]!,
        sessions: minutes[i] ? 1 : 0,
        active: !!minutes[i],
        label,
        full,
      })),
      weeks: [],
    });
    const { unmount } = show(<ActivityCard series={series([0, 0, 0, 0, 0, 0, 0])} />);
    expect(await screen.findByText(/Qui vedrai i tuoi minuti di pratica/)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    show(<ActivityCard series={series([0, 5, 0, 12, 0, 0, 4])} />);
    const table = await screen.findByRole('table', { name: 'Minuti di pratica negli ultimi 7 giorni' });
    expect(within(table).getByRole('row', { name: /giovedì 5 marzo 5/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(8);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Goals, Profile } from '@shared/schemas/profile';
import { i18n } from '@/lib/i18n';
import { GoalsForm } from './components/goals-form';
import { PersonalForm } from './components/personal-form';

const profile: Profile = {
  username: 'giulia',
  email: 'giulia@example.com',
  firstName: 'Giulia',
  lastName: null,
  phone: null,
  dateOfBirth: null,
  city: null,
  biography: null,
  interests: ['yoga'],
  preferences: { language: 'it', timeZone: 'Europe/Rome' },
  pendingEmail: null,
  memberSince: '2026-03-01T09:00:00.000Z',
};
const goals: Goals = {
  wellnessGoals: ['sleep_better'],
  weeklyGoal: null,
  preferredPracticeTime: null,
  suggestions: [
    { id: 'reduce_stress', label: 'Reduce stress' },
    { id: 'sleep_better', label: 'Sleep better' },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;

async function show(ui: ReactNode) {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['profile', 'errors', 'auth']);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the profile’s personal data', () => {
  it('checks a field with the shared schema before sending anything', async () => {
    await show(<PersonalForm profile={profile} />);
    const phone = await screen.findByLabelText('Phone');
    fireEvent.change(phone, { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends every field, empty ones as cleared, and says it is saved', async () => {
    fetchMock.mockResolvedValue(json({ ...profile, city: 'Bologna' }));
    await show(<PersonalForm profile={profile} />);
    fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'Bologna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved.')).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile');
    expect(sentBody()).toEqual({
      firstName: 'Giulia',
      lastName: null,
      phone: null,
      dateOfBirth: null,
      city: 'Bologna',
      biography: null,
      interests: ['yoga'],
      preferences: { language: 'it', timeZone: 'Europe/Rome' },
    });
  });

  it('a failed save says SPEC’s words', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          error: { code: 'profile.save_failed', message: 'Unable to save profile. Please try again later.' },
        },
        500,
      ),
    );
    await show(<PersonalForm profile={profile} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to save profile. Please try again later.',
    );
  });
});

describe('the profile’s goals', () => {
  it('a weekly goal of practice days, a goal of one’s own and the preferred time are saved together', async () => {
    fetchMock.mockResolvedValue(json(goals));
    await show(<GoalsForm goals={goals} />);
    const weekly = await screen.findByRole('group', { name: 'Weekly goal' });
    fireEvent.click(within(weekly).getByRole('radio', { name: 'Days' }));
    const target = screen.getByLabelText('Practice days a week');
    expect(target).toHaveValue(5);
    fireEvent.change(target, { target: { value: '9' } });
    expect(target).toHaveValue(7);
    const own = screen.getByLabelText('A goal of your own');
    fireEvent.change(own, { target: { value: 'Walk more' } });
    fireEvent.keyDown(own, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Remove Walk more' })).toBeVisible();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Preferred time to practise' })).getByRole('radio', {
        name: 'Evening',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save goals' }));
    expect(await screen.findByText('Goals saved.')).toBeVisible();
    expect(sentBody()).toEqual({
      wellnessGoals: ['sleep_better', 'Walk more'],
      weeklyGoal: { unit: 'days', target: 7 },
      preferredPracticeTime: 'evening',
    });
  });
});

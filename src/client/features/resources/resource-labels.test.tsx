import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import type { ResourceSummary } from '@shared/schemas/resources';
import { i18n } from '@/lib/i18n';
import { ResourceCard } from './components/resource-card';

const item = (over: Partial<ResourceSummary>): ResourceSummary => ({
  slug: 'guided-breathing-circle',
  group: 'quick_tools',
  category: 'anxiety',
  type: 'video',
  readingMinutes: 3,
  premium: false,
  visual: 'breathing-pacer',
  title: 'Respiro guidato: segui il cerchio',
  summary: 'Un cerchio che si allarga e si stringe.',
  tags: ['respiro'],
  dayCount: null,
  ...over,
});

async function show(lang: 'it' | 'en', ui: ReactNode) {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['resources']);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Suspense fallback={null}>{ui}</Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a library card says how its minutes are spent', () => {
  it.each([
    ['it', 'video', 3, '3 minuti di video'],
    ['en', 'video', 3, '3 min video'],
    ['it', 'article', 1, '1 minuto di lettura'],
    ['en', 'guide', 8, '8 min read'],
    ['it', 'meditation', 3, '3 minuti di meditazione'],
    ['en', 'technique', 2, '2 min practice'],
    ['it', 'exercise', 4, '4 minuti di pratica'],
    ['it', 'workshop', 10, '10 minuti di laboratorio'],
    ['en', 'course', 12, '12 min course'],
  ] as const)('%s %s → %s', async (lang, type, minutes, label) => {
    await show(lang, <ResourceCard item={item({ type, readingMinutes: minutes })} to="?r=x" />);
    expect(await screen.findByText(label)).toBeInTheDocument();
    if (type !== 'article' && type !== 'guide') expect(screen.queryByText(/lettura|read\b/)).toBeNull();
  });

  it('gives a program its days, not minutes', async () => {
    await show(
      'it',
      <ResourceCard item={item({ type: 'program', category: 'programs', dayCount: 7 })} to="?r=x" />,
    );
    expect(await screen.findByText('7 giorni')).toBeInTheDocument();
    expect(screen.queryByText(/minut/)).toBeNull();
  });
});

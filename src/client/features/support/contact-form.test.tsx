import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ContactForm } from './components/contact-form';

const fetchMock = vi.fn<typeof fetch>();

async function show(lang: 'it' | 'en') {
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['support', 'errors']);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Suspense fallback={null}>
          <ContactForm />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('the contact form', () => {
  it('flags every empty field on the first submit and focuses the first one', async () => {
    await show('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email to reply to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Topic')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

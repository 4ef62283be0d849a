import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionSync } from '@/features/auth/components/session-sync';
import { i18n } from '@/lib/i18n';
import { bindLanguageEffects } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';

/** `client`: the build-time renderer's own (client/prerender.tsx); the app makes its own. */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useEffect(() => bindLanguageEffects(queryClient), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}

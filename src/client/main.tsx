import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { PageSpinner } from './components/ui/spinner';
import { registerServiceWorker } from './features/pwa/register-sw';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      {/* While an on-demand language loads (English on a first visit). */}
      <Suspense fallback={<PageSpinner />}>
        <AppRouter />
      </Suspense>
    </AppProvider>
  </StrictMode>,
);

registerServiceWorker();

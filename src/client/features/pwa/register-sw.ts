import { captureInstallPrompt } from './install-prompt';

/**
 * Registers the service worker after load, so it never competes with the first paint (built apps
 * only), and catches the install prompt, which can fire before a page offers "Install".
 */
export function registerServiceWorker(): void {
  if (typeof window === 'undefined') return;
  captureInstallPrompt();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
      console.warn('Service worker non registrato:', err);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

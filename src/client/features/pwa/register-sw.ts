import { captureInstallPrompt } from './install-prompt';

/**
 * Registers the service worker once the page has loaded, so it never competes with the first
 * paint; only in built apps (the dev server has no /sw.js). Called by the entry module, before
 * the app starts: on a page sent rendered the worker then fetches the app in the background,
 * off the page's main thread, ready for the first touch. Also starts listening for the browser's
 * install prompt, which can fire before any page that offers "Install" is opened.
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

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export type InstallState = { prompt: BeforeInstallPromptEvent | null; installed: boolean };

let state: InstallState = { prompt: null, installed: false };
const listeners = new Set<() => void>();
const set = (next: Partial<InstallState>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};
let capturing = false;

/** Keeps the browser's install prompt for later, when the person presses "Install". */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ prompt: null, installed: true }));
}

/** True when the app already runs installed (standalone window). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Shows the browser's install dialog; resolves with whether the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = state.prompt;
  if (!event) return false;
  await event.prompt();
  const choice = await event.userChoice;
  // A prompt can be used once; the browser fires a new event if it may ask again.
  set({ prompt: null, installed: choice.outcome === 'accepted' || state.installed });
  return choice.outcome === 'accepted';
}

/** Follows the install state (use-install-prompt.ts gives it to components). */
export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getInstallState = (): InstallState => state;

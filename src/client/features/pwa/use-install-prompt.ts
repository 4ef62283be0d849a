import { useSyncExternalStore } from 'react';
import { getInstallState, type InstallState, subscribeInstallState } from './install-prompt';

/** The browser's install prompt, for a component (kept apart so the prompt's store needs no React). */
export function useInstallPrompt(): InstallState & { canInstall: boolean } {
  const current = useSyncExternalStore(subscribeInstallState, getInstallState, getInstallState);
  return { ...current, canInstall: current.prompt !== null };
}

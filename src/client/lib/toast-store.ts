import { useSyncExternalStore } from 'react';
import { toastSettings } from '@shared/plans';
import { i18n, loadErrorMessages } from './i18n';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'error' | 'success';
  action?: { label: string; href: string };
  open: boolean;
}

type Listener = () => void;
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();
const emit = () => listeners.forEach((l) => l());

/**
 * A tiny toast store with SPEC §9's constants: one toast at a time (a new one replaces the
 * old), closed toasts removed after the long removal delay, auto-dismiss handled by Radix.
 */
export function toast(input: Omit<ToastItem, 'id' | 'open'>): number {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, toastSettings.limit);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  if (!removeTimers.has(id)) {
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        toasts = toasts.filter((t) => t.id !== id);
        emit();
      }, toastSettings.removeDelayMs),
    );
  }
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
}

/** Shows an API or network error in the user's language (`errors.<code>`, else the server's words). */
export function toastError(error: unknown): void {
  // The error messages load on the first failure: the toast waits for them (once).
  const show = () => showError(error);
  if (i18n.hasLoadedNamespace('errors')) show();
  else void loadErrorMessages().then(show, show);
}

function showError(error: unknown): void {
  const code = (error as { code?: string | null }).code;
  const serverMessage = (error as { serverMessage?: string | null }).serverMessage;
  const params = (error as { params?: Record<string, unknown> }).params ?? {};
  const fallback = serverMessage ?? i18n.t('errors:internal.error');
  const title = code ? i18n.t(`errors:${code}`, { defaultValue: fallback, ...params }) : fallback;
  toast({ title, variant: 'error' });
}

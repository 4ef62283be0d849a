import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '@shared/i18n';
import { languageChangeRefetchDelayMs } from '@shared/plans';
import { i18n } from './i18n';
import { toast } from './toast-store';

const chatResetListeners = new Set<() => void>();

/** SPEC §2: the chat resets when the language changes. The chat feature subscribes here. */
export function onChatReset(listener: () => void): () => void {
  chatResetListeners.add(listener);
  return () => chatResetListeners.delete(listener);
}

/**
 * Wires SPEC §2's reactions to a language change, once, at start: the document's `lang`
 * follows, every cached query is invalidated and refetched after 50 ms, and the chat resets.
 */
export function bindLanguageEffects(queryClient: QueryClient): () => void {
  const onChanged = (lng: string) => {
    document.documentElement.lang = lng;
    setTimeout(() => {
      void queryClient.invalidateQueries({ refetchType: 'all' });
    }, languageChangeRefetchDelayMs);
    chatResetListeners.forEach((l) => l());
  };
  document.documentElement.lang = i18n.resolvedLanguage ?? 'it';
  i18n.on('languageChanged', onChanged);
  return () => i18n.off('languageChanged', onChanged);
}

/** Switches the language; a failure shows SPEC's toast 'Errore nel cambio lingua'. */
export async function changeLanguage(lng: Lang): Promise<void> {
  try {
    await i18n.changeLanguage(lng);
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      // An explicit choice replaces the ?lang= the page was opened with.
      url.searchParams.delete('lang');
      window.history.replaceState(window.history.state, '', url);
    }
  } catch (err) {
    console.warn('Errore nel cambio lingua', err);
    toast({ title: i18n.t('errors:language.change_failed'), variant: 'error' });
  }
}

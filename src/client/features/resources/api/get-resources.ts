import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from '@shared/i18n';
import type { ResourceDetail, ResourceList } from '@shared/schemas/resources';
import { apiGet } from '@/lib/api-client';

/** The language travels in the URL, so a cached answer (TanStack or the service worker) never mixes languages. */
export function useLibraryLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'it';
}

export const resourcesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: [`/api/resources?lang=${lang}`],
    queryFn: ({ signal }) => apiGet<ResourceList>(`/api/resources?lang=${lang}`, { signal }),
  });

/** The whole library (about 30 items): tabs and chips filter it on the page, instantly and offline. */
export function useResources() {
  return useQuery(resourcesQueryOptions(useLibraryLang()));
}

export const resourceQueryOptions = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: [`/api/resources/${slug}?lang=${lang}`],
    queryFn: ({ signal }) => apiGet<ResourceDetail>(`/api/resources/${slug}?lang=${lang}`, { signal }),
  });

/** `enabled: false` while the page cannot yet tell whether the item is readable (no 403s to show). */
export function useResource(slug: string, enabled = true) {
  return useQuery({ ...resourceQueryOptions(slug, useLibraryLang()), enabled });
}

import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk, NetworkError } from './api-client';
import { toastError } from './toast-store';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * SPEC §7: the default query GETs the first element of the query key with cookies; a 401
 * either throws or, where the query allows it, yields null.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    let res: Response;
    try {
      res = await fetch(String(queryKey[0]), { credentials: 'include', signal });
    } catch (err) {
      throw new NetworkError(err);
    }
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** SPEC §9: data never stale, no refetch on window focus, no retry — for queries and mutations. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => console.warn('Errore nella richiesta:', error.message),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        console.warn('Errore nella modifica:', error.message);
        if (mutation.options.meta?.silentError !== true) toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { silentError?: boolean };
  }
}

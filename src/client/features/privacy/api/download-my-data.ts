import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '@shared/schemas/privacy';
import { NetworkError, throwIfResNotOk } from '@/lib/api-client';

/** The name the server gave the file (Content-Disposition), else one with today's date. */
export function fileNameOf(disposition: string | null, today = new Date()): string {
  const name = disposition ? /filename="([^"/\\]+)"/.exec(disposition)?.[1] : undefined;
  return name ?? exportFileName(today.toISOString().slice(0, 10));
}

/**
 * Fetches the export (GET /api/privacy/export) and hands it to the browser as a download. The
 * file goes straight to the person's device: it is never kept by the app or its caches.
 */
export async function downloadMyData(): Promise<{ fileName: string }> {
  let res: Response;
  try {
    res = await fetch('/api/privacy/export', { credentials: 'include', cache: 'no-store' });
  } catch (err) {
    throw new NetworkError(err);
  }
  await throwIfResNotOk(res);
  const blob = await res.blob();
  const fileName = fileNameOf(res.headers.get('content-disposition'));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { fileName };
}

/** A failure shows the usual error toast (a signed-out answer reads "Accedi per continuare."). */
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

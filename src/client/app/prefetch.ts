import { type PageId, pageForPath } from '@shared/routes';
import { whenFirstPageSettled } from './idle';
import { pages } from './router';

/** The page people most often open next from each page (the daily round: day, talk, practice). */
const likelyNext: Partial<Record<PageId, PageId>> = {
  home: 'dashboard',
  dashboard: 'chat',
  chat: 'dashboard',
  exercises: 'dashboard',
  meditation: 'dashboard',
  reflections: 'dashboard',
  mood: 'dashboard',
};

/**
 * Once the first page has settled (idle.ts), fetches the module of the page likely to come next,
 * so that navigation does not wait for it. Nothing on a connection that asks to save data.
 */
export function prefetchLikelyNext(pathname: string): void {
  const next = likelyNext[pageForPath(pathname) ?? 'home'];
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!next || saveData) return;
  whenFirstPageSettled(() => void pages[next]().catch(() => {}));
}

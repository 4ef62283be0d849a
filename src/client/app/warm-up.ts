import type { Lang } from '@shared/i18n';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What the first render would otherwise do inside one of its steps, done once beforehand, each
 * in a task of its own, while the page's code and answers are on their way (boot.tsx): the class
 * merger's table (tailwind-merge builds it at its first call) and the page language's first date
 * format (the browser loads a language's calendar data then). A step of a render cannot be cut:
 * one that ran these would hold the main thread for tens of milliseconds on a slow phone.
 */
export async function warmUp(lang: Lang): Promise<void> {
  await nextTask();
  cn('p-1', 'p-2');
  await nextTask();
  formatDate(new Date().toISOString(), lang);
}

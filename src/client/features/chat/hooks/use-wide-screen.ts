import { useMediaQuery } from '@/lib/use-media-query';

/** Whether the screen is wide enough for the side column (Tailwind's `lg`, where the conversation list sits beside the chat). */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 64rem)');
}

import { useMediaQuery } from './use-media-query';

/** True when the person asked their system for less motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

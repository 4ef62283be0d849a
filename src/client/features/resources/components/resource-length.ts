import type { ResourceType } from '@shared/schemas/resources';

/** How a resource's minutes are spent, so its length reads right: a video is watched, not read. */
const durationKinds = {
  article: 'read',
  guide: 'read',
  program: 'read',
  video: 'video',
  meditation: 'meditation',
  exercise: 'practice',
  technique: 'practice',
  workshop: 'workshop',
  course: 'course',
} as const satisfies Record<ResourceType, string>;

/**
 * The `resources` catalogue key of a resource's length: its days for a program, else its
 * minutes in the words of its kind ("3 minuti di video", "5 min read").
 */
export function lengthKey(item: { type: ResourceType; dayCount?: number | null }): string {
  return item.dayCount ? 'card.programLength' : `card.duration_${durationKinds[item.type]}`;
}

/** The count that goes with `lengthKey`. */
export function lengthCount(item: { readingMinutes: number; dayCount?: number | null }): number {
  return item.dayCount ? item.dayCount : item.readingMinutes;
}

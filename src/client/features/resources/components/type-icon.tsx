import {
  BookOpen,
  CalendarDays,
  CirclePlay,
  Dumbbell,
  FileText,
  Flower2,
  GraduationCap,
  Lightbulb,
  type LucideIcon,
  Users,
} from 'lucide-react';
import type { ResourceType } from '@shared/schemas/resources';

const icons: Record<ResourceType, LucideIcon> = {
  article: FileText,
  exercise: Dumbbell,
  meditation: Flower2,
  video: CirclePlay,
  course: GraduationCap,
  program: CalendarDays,
  workshop: Users,
  technique: Lightbulb,
  guide: BookOpen,
};

/** The icon of a resource type; decorative (the type is always written beside it). */
export function TypeIcon({ type, className }: { type: ResourceType; className?: string }) {
  const Icon = icons[type];
  return <Icon aria-hidden="true" className={className} />;
}

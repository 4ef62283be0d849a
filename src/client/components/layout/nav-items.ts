import {
  CircleHelp,
  Flower2,
  Gem,
  House,
  LibraryBig,
  type LucideIcon,
  MessageCircleHeart,
  NotebookPen,
  ShieldCheck,
  Smartphone,
  Smile,
  Sparkles,
  Sprout,
  UserRound,
} from 'lucide-react';
import { navItems, type PageId, pathOf } from '@shared/routes';

const icons: Record<(typeof navItems)[number], LucideIcon> = {
  home: House,
  chat: MessageCircleHeart,
  exercises: Sprout,
  meditation: Flower2,
  reflections: NotebookPen,
  mood: Smile,
  resources: LibraryBig,
  aiModules: Sparkles,
  subscription: Gem,
  qrcode: Smartphone,
  appGuide: CircleHelp,
  profile: UserRound,
  admin: ShieldCheck,
};

export interface NavEntry {
  id: PageId;
  path: string;
  icon: LucideIcon;
}

/** SPEC §2's navigation; Administration only for administrators. */
export function navEntries({ isAdmin }: { isAdmin: boolean }): NavEntry[] {
  return navItems
    .filter((id) => id !== 'admin' || isAdmin)
    .map((id) => ({ id, path: pathOf(id), icon: icons[id] }));
}

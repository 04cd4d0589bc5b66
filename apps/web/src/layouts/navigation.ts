import { educatorRoles, type UserRole } from '@sparked/contracts';
import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  label: string;
  to: LinkProps['to'];
  /** Who may open it; everyone signed in when absent. */
  roles?: readonly UserRole[];
}

/** The gamified student area (spec §2). */
export const studentNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Events', to: '/event-arena' },
  { label: 'Academy', to: '/academy' },
  { label: 'Game arena', to: '/game-arena' },
  { label: 'Store', to: '/store' },
  { label: 'AI tools', to: '/ai-tools' },
  { label: 'Educator area', to: '/educator/dashboard', roles: educatorRoles },
];

/** The student home layout's side navigation. */
export const studentHomeNav: readonly NavItem[] = [
  { label: 'Home', to: '/dashboard' },
  { label: 'My journey', to: '/student-journey' },
  { label: 'Profile', to: '/profile' },
];

/** The educator area (badge 'Educator'); admin-only tools appear for admins only (spec §6). */
export const educatorNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/educator/dashboard' },
  { label: 'Modules', to: '/educator/modules' },
  { label: 'Classes', to: '/educator/classes' },
  { label: 'Help-desk tickets', to: '/jira' },
  { label: 'Users', to: '/educator/users', roles: ['admin'] },
  { label: 'User tags', to: '/educator/user-tags', roles: ['admin'] },
  { label: 'Referral codes', to: '/referral-code/generate', roles: ['admin'] },
  { label: 'Student area', to: '/' },
];

/** Only what the signed-in role may open is shown. */
export function visibleNavItems(items: readonly NavItem[], role: UserRole | undefined): NavItem[] {
  return items.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}

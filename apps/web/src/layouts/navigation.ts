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
  { label: 'Journey', to: '/student-journey' },
  { label: 'Academy', to: '/academy' },
  { label: 'Leagues', to: '/leagues' },
  { label: 'Events', to: '/event-arena' },
  { label: 'Games', to: '/game-arena' },
  { label: 'Store', to: '/store' },
  { label: 'AI tools', to: '/ai-tools' },
  { label: 'Profile', to: '/profile' },
  { label: 'Educator area', to: '/educator/dashboard', roles: educatorRoles },
];

/** The student home layout's side navigation. */
export const studentHomeNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/' },
  { label: 'Journey', to: '/student-journey' },
  { label: 'Profile', to: '/profile' },
];

/** The educator area (badge 'Educator'); admin-only tools appear for admins only (spec §6). */
export const educatorNav: readonly NavItem[] = [
  { label: 'Dashboard', to: '/educator/dashboard' },
  { label: 'Modules', to: '/educator/modules' },
  { label: 'Classes', to: '/educator/classes' },
  { label: 'Code box', to: '/ai-tools/code-box' },
  { label: 'Users', to: '/educator/users', roles: ['admin'] },
  { label: 'User tags', to: '/educator/user-tags', roles: ['admin'] },
  { label: 'Audit log', to: '/educator/audit', roles: ['admin'] },
  { label: 'Learning records', to: '/educator/learning-records', roles: ['admin'] },
  { label: 'LMS connections', to: '/educator/lti', roles: ['admin'] },
  { label: 'Store', to: '/educator/store', roles: ['admin'] },
  { label: 'Reward rules', to: '/educator/rewards', roles: ['admin'] },
  { label: 'Referral codes', to: '/referral-code/generate', roles: ['admin'] },
  { label: 'Orders', to: '/educator/orders', roles: ['admin'] },
  { label: 'Competitions', to: '/educator/competitions', roles: ['admin'] },
  { label: 'Events', to: '/educator/events', roles: ['admin'] },
  { label: 'Student area settings', to: '/educator/student-area', roles: ['admin'] },
  { label: 'Help-desk tickets', to: '/jira', roles: ['admin'] },
  { label: 'Student area', to: '/' },
];

/** Only what the signed-in role may open is shown. */
export function visibleNavItems(items: readonly NavItem[], role: UserRole | undefined): NavItem[] {
  return items.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}

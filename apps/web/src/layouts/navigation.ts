import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { educatorRoles, type UserRole } from '@sparked/contracts';
import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  /** Translated when shown (decision 0045). */
  label: MessageDescriptor;
  to: LinkProps['to'];
  /** Who may open it; everyone signed in when absent. */
  roles?: readonly UserRole[];
}

/** The gamified student area (spec §2). */
export const studentNav: readonly NavItem[] = [
  { label: msg`Dashboard`, to: '/' },
  { label: msg`Journey`, to: '/student-journey' },
  { label: msg`Academy`, to: '/academy' },
  { label: msg`Leagues`, to: '/leagues' },
  { label: msg`Events`, to: '/event-arena' },
  { label: msg`Games`, to: '/game-arena' },
  { label: msg`Store`, to: '/store' },
  { label: msg`AI tools`, to: '/ai-tools' },
  { label: msg`Profile`, to: '/profile' },
  { label: msg`Educator area`, to: '/educator/dashboard', roles: educatorRoles },
];

/** The student home layout's side navigation. */
export const studentHomeNav: readonly NavItem[] = [
  { label: msg`Dashboard`, to: '/' },
  { label: msg`Journey`, to: '/student-journey' },
  { label: msg`Profile`, to: '/profile' },
];

/** The educator area (badge 'Educator'); admin-only tools appear for admins only (spec §6). */
export const educatorNav: readonly NavItem[] = [
  { label: msg`Dashboard`, to: '/educator/dashboard' },
  { label: msg`Modules`, to: '/educator/modules' },
  { label: msg`Classes`, to: '/educator/classes' },
  { label: msg`Code box`, to: '/ai-tools/code-box' },
  { label: msg`Users`, to: '/educator/users', roles: ['admin'] },
  { label: msg`User tags`, to: '/educator/user-tags', roles: ['admin'] },
  { label: msg`Audit log`, to: '/educator/audit', roles: ['admin'] },
  { label: msg`Learning records`, to: '/educator/learning-records', roles: ['admin'] },
  { label: msg`LMS connections`, to: '/educator/lti', roles: ['admin'] },
  { label: msg`Store`, to: '/educator/store', roles: ['admin'] },
  { label: msg`Reward rules`, to: '/educator/rewards', roles: ['admin'] },
  { label: msg`Referral codes`, to: '/referral-code/generate', roles: ['admin'] },
  { label: msg`Orders`, to: '/educator/orders', roles: ['admin'] },
  { label: msg`Competitions`, to: '/educator/competitions', roles: ['admin'] },
  { label: msg`Events`, to: '/educator/events', roles: ['admin'] },
  { label: msg`Student area settings`, to: '/educator/student-area', roles: ['admin'] },
  { label: msg`Help-desk tickets`, to: '/jira', roles: ['admin'] },
  { label: msg`Student area`, to: '/' },
];

/** Only what the signed-in role may open is shown. */
export function visibleNavItems(items: readonly NavItem[], role: UserRole | undefined): NavItem[] {
  return items.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}

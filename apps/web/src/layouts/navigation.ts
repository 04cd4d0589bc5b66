import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { educatorRoles, type UserRole } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';
import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  /** Read when shown, so it is in the active language. */
  readonly label: string;
  to: LinkProps['to'];
  /** Who may open it; everyone signed in when absent. */
  roles?: readonly UserRole[];
}

/** A menu entry whose label is translated each time it is read. */
function item(label: MessageDescriptor, to: LinkProps['to'], roles?: readonly UserRole[]): NavItem {
  return {
    get label() {
      return i18n._(label);
    },
    to,
    ...(roles ? { roles } : {}),
  };
}

/** The gamified student area (spec §2). */
export const studentNav: readonly NavItem[] = [
  item(msg`Dashboard`, '/'),
  item(msg`Journey`, '/student-journey'),
  item(msg`Academy`, '/academy'),
  item(msg`Leagues`, '/leagues'),
  item(msg`Events`, '/event-arena'),
  item(msg`Games`, '/game-arena'),
  item(msg`Store`, '/store'),
  item(msg`AI tools`, '/ai-tools'),
  item(msg`Profile`, '/profile'),
  item(msg`Educator area`, '/educator/dashboard', educatorRoles),
];

/** The student home layout's side navigation. */
export const studentHomeNav: readonly NavItem[] = [
  item(msg`Dashboard`, '/'),
  item(msg`Journey`, '/student-journey'),
  item(msg`Profile`, '/profile'),
];

/** The educator area (badge 'Educator'); admin-only tools appear for admins only (spec §6). */
export const educatorNav: readonly NavItem[] = [
  item(msg`Dashboard`, '/educator/dashboard'),
  item(msg`Modules`, '/educator/modules'),
  item(msg`Classes`, '/educator/classes'),
  item(msg`Code box`, '/ai-tools/code-box'),
  item(msg`Users`, '/educator/users', ['admin']),
  item(msg`User tags`, '/educator/user-tags', ['admin']),
  item(msg`Audit log`, '/educator/audit', ['admin']),
  item(msg`Learning records`, '/educator/learning-records', ['admin']),
  item(msg`LMS connections`, '/educator/lti', ['admin']),
  item(msg`Store`, '/educator/store', ['admin']),
  item(msg`Reward rules`, '/educator/rewards', ['admin']),
  item(msg`Referral codes`, '/referral-code/generate', ['admin']),
  item(msg`Orders`, '/educator/orders', ['admin']),
  item(msg`Competitions`, '/educator/competitions', ['admin']),
  item(msg`Events`, '/educator/events', ['admin']),
  item(msg`Student area settings`, '/educator/student-area', ['admin']),
  item(msg`Help-desk tickets`, '/jira', ['admin']),
  item(msg`Student area`, '/'),
];

/** Only what the signed-in role may open is shown. */
export function visibleNavItems(items: readonly NavItem[], role: UserRole | undefined): NavItem[] {
  return items.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}

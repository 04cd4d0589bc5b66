import { educatorRoles, type UserRole } from '@sparked/contracts';
import { i18n } from '@sparked/i18n';
import { describe, expect, it } from 'vitest';
import { pageTable } from '../app/route-table';
import { educatorNav, studentHomeNav, studentNav, visibleNavItems } from './navigation';

const labels = (items: ReturnType<typeof visibleNavItems>) =>
  items.map((item) => i18n._(item.label));

describe('navigation', () => {
  const everyone: readonly UserRole[] = ['student', 'facilitator', 'admin'];
  // The educator area's layout admits educators only, so its navigation is never shown to others.
  const menus = [
    { items: studentNav, area: everyone },
    { items: studentHomeNav, area: everyone },
    { items: educatorNav, area: educatorRoles },
  ];

  it.each(
    menus.flatMap(({ items, area }) =>
      items.map((item) => [i18n._(item.label), item, area] as const),
    ),
  )('%s links a page that everyone it is shown to may open', (_label, item, area) => {
    const row = pageTable.find((candidate) => candidate.path === item.to);
    expect(row).toBeDefined();
    const allowed: readonly UserRole[] =
      (row?.guard && 'roles' in row.guard && row.guard.roles) || everyone;
    for (const role of item.roles ?? area) expect(allowed).toContain(role);
  });

  it('hides the educator area from students and while the role is unknown', () => {
    expect(labels(visibleNavItems(studentNav, 'student'))).not.toContain('Educator area');
    expect(labels(visibleNavItems(studentNav, undefined))).not.toContain('Educator area');
    expect(labels(visibleNavItems(studentNav, 'facilitator'))).toContain('Educator area');
  });
});

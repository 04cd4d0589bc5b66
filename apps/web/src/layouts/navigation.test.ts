import { describe, expect, it } from 'vitest';
import { educatorNav, studentNav, visibleNavItems } from './navigation';

const labels = (items: ReturnType<typeof visibleNavItems>) => items.map((item) => item.label);

describe('visibleNavItems', () => {
  it('hides the educator area from students', () => {
    expect(labels(visibleNavItems(studentNav, 'student'))).not.toContain('Educator area');
    expect(labels(visibleNavItems(studentNav, 'facilitator'))).toContain('Educator area');
  });

  it('shows admin tools to admins only', () => {
    const facilitator = labels(visibleNavItems(educatorNav, 'facilitator'));
    const admin = labels(visibleNavItems(educatorNav, 'admin'));
    expect(facilitator).not.toEqual(expect.arrayContaining(['Users']));
    expect(facilitator).not.toContain('Referral codes');
    expect(admin).toEqual(expect.arrayContaining(['Users', 'User tags', 'Referral codes']));
  });

  it('shows no role-restricted item while the role is unknown', () => {
    expect(labels(visibleNavItems(studentNav, undefined))).not.toContain('Educator area');
  });
});

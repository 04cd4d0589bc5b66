import { type AuditSnapshot, auditActions } from '@sparked/contracts';
import { describe, expect, it } from 'vitest';
import { describeForAccountHolder } from './account-holder-words';

describe('describeForAccountHolder', () => {
  it('tells a student what an admin did to their wallets in words', () => {
    expect(
      describeForAccountHolder(
        'wallet.grant',
        { wallet: 'ENERGY', balance: 0 },
        { wallet: 'ENERGY', balance: 5 },
      ),
    ).toBe('An admin added 5 energy; you now have 5.');
    expect(
      describeForAccountHolder(
        'wallet.grant',
        { wallet: 'DIAMONDS', balance: 30 },
        { wallet: 'DIAMONDS', balance: 20 },
      ),
    ).toBe('An admin took away 10 diamonds; you now have 20.');
  });

  it('names no field or wallet code', () => {
    const told = describeForAccountHolder(
      'wallet.grant',
      { wallet: 'ACHIEVEMENT_POINTS', balance: 1 },
      { wallet: 'ACHIEVEMENT_POINTS', balance: 6 },
    );
    expect(told).not.toMatch(/ACHIEVEMENT_POINTS|wallet:|balance:|→/);
  });

  it('tells each change an admin can make to an account in a sentence', () => {
    const told: [Parameters<typeof describeForAccountHolder>, string][] = [
      [
        ['user.create', null, { email: 'amaya@example.org', role: 'student', tags: 'none' }],
        'An admin made your Sparked account.',
      ],
      [
        ['user.deactivate', { status: 'active' }, { status: 'deactivated' }],
        'An admin turned your account off, so you cannot sign in with it for now.',
      ],
      [
        ['user.reactivate', { status: 'deactivated' }, { status: 'active' }],
        'An admin turned your account back on, so you can sign in again.',
      ],
      [
        ['user.password-reset', null, { sentTo: 'amaya@example.org' }],
        'An admin sent you an email with a link to choose a new password.',
      ],
      [
        ['user.role', { role: 'student' }, { role: 'educator' }],
        'An admin made your account an educator account.',
      ],
      [
        ['user.tag.add', { tags: 'Pilot' }, { tags: 'Pilot, Year 7' }],
        'An admin added you to the group “Year 7”. Groups can change which modules you can open.',
      ],
      [
        ['user.tag.remove', { tags: 'Pilot, Year 7' }, { tags: 'Year 7' }],
        'An admin took you out of the group “Pilot”. Groups can change which modules you can open.',
      ],
      [
        ['user.tag.add', null, { added: 'Pilot, Year 7, Science club' }],
        'An admin added you to the groups “Pilot”, “Year 7” and “Science club”. Groups can change which modules you can open.',
      ],
    ];
    for (const [change, sentence] of told)
      expect(describeForAccountHolder(...change)).toBe(sentence);
  });

  it('never shows a field name, wallet code or before-and-after list for any action', () => {
    const snapshots: AuditSnapshot[] = [
      { status: 'active', tags: 'Pilot', role: 'student', email: 'a@example.org' },
      { wallet: 'ENERGY', balance: 3, name: 'Pilot', colour: 'accent' },
    ];
    for (const action of auditActions)
      for (const before of [null, ...snapshots])
        for (const after of [null, ...snapshots])
          expect(describeForAccountHolder(action, before, after)).not.toMatch(
            /[a-z]+: |ENERGY|→|nothing|none|undefined|null/,
          );
  });
});

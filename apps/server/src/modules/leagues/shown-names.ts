import { nicknameOf } from '../classes';

/**
 * What a viewer may see of another student's name (privacy by default for minors):
 * teachers of the class and admins see full names; classmates see nicknames unless the teacher
 * turned first names on; on the school board students only ever see nicknames.
 */
export type NameRule = 'full' | 'first' | 'nickname';

export function shownName(
  rule: NameRule,
  person: { userId: string; firstName: string; lastName: string },
): string {
  if (rule === 'full') return `${person.firstName} ${person.lastName}`;
  return rule === 'first' ? person.firstName : nicknameOf(person.userId);
}

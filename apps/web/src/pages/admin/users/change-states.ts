import type { BulkUserAction, UserRole, UserStatus } from '@sparked/contracts';
import { userRoleLabels, userStatusLabels } from '@sparked/features/admin';

/**
 * One side of a change, in the reader's language: the answer says it in English for integrators
 * (a role's or a status's name, the tags' names or "none").
 */
export function shownState(action: BulkUserAction, state: string, none: string): string {
  if (action.kind === 'setRole') return userRoleLabels[state as UserRole] ?? state;
  if (action.kind === 'deactivate' || action.kind === 'reactivate')
    return userStatusLabels[state as UserStatus] ?? state;
  return state === 'none' ? none : state;
}

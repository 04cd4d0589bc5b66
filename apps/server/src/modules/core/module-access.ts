import type { ModuleAuthorRole } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import type { ServerMessage } from '../../i18n/catalogues';
import { findAuthorship } from './module-access-repository';

/** What a call needs: read (any author, viewers too), edit (owners and editors), own. */
export type ModuleAccess = 'read' | 'edit' | 'own';

const allowed: Record<ModuleAccess, readonly ModuleAuthorRole[]> = {
  read: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  own: ['owner'],
};
/** Why an author's role is too small; a reader is never refused, as every author reads. */
const refusal: Record<Exclude<ModuleAccess, 'read'>, ServerMessage> = {
  edit: /*i18n*/ {
    id: 'core.viewers-cannot-change-a-module',
    message:
      'Viewers can look at this module but not change it. Ask an owner to make you an editor.',
  },
  own: /*i18n*/ {
    id: 'core.only-an-owner-can-do-that',
    message: 'Only an owner of this module can do that.',
  },
};

export const notAnAuthor = () =>
  notFound(
    /*i18n*/ {
      id: 'core.you-are-not-an-author-of',
      message: 'You are not an author of this module.',
    },
  );

/**
 * The caller's role on a module, checked against what the call needs. Non-authors get 404, so
 * nothing about a module leaks to someone who does not author it; authors with too small a role
 * get 403 with a sentence that says why.
 */
export async function authorizeModule(
  db: Database,
  userId: string,
  moduleId: string,
  need: ModuleAccess,
): Promise<ModuleAuthorRole> {
  const authorship = await findAuthorship(db, moduleId, userId);
  if (!authorship) throw notAnAuthor();
  if (need !== 'read' && !allowed[need].includes(authorship.role)) throw forbidden(refusal[need]);
  return authorship.role;
}

import type {
  ListedModuleAuthor,
  ModuleAuthorRole,
  moduleAuthorListQuerySchema,
} from '@sparked/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { authorizeModule, notAnAuthor } from '../core/module-access';
import { userRepository } from '../core/users-repository';
import { moduleRecords } from '../modules';
import { moduleAuthorRepository as repository } from './repository';

type AuthorRow = NonNullable<Awaited<ReturnType<typeof repository.authorship>>>;

const present = ({ email, firstName, lastName, ...author }: AuthorRow): ListedModuleAuthor => ({
  ...author,
  user: { sso_user_id: author.user_id, email, name: `${firstName} ${lastName}` },
});

const lastOwner = () =>
  new AppError(
    409,
    'conflict',
    /*i18n*/ {
      id: 'module-authors.a-module-needs-at-least-one',
      message: 'A module needs at least one owner. Make someone else an owner first.',
    },
  );
const noAuthor = () =>
  notFound(
    /*i18n*/ {
      id: 'module-authors.that-person-is-not-an-author',
      message: 'That person is not an author of this module.',
    },
  );

/** Who authors a module (spec §7): any author lists, owners manage; a module keeps an owner. */
export function createModuleAuthorService(deps: { db: Database }) {
  const { db } = deps;

  /** Runs an owner's change to a module's authors under the module's lock, then checks owners. */
  function manage<T>(callerId: string, moduleId: string, work: (tx: Database) => Promise<T>) {
    return db.transaction(async (tx) => {
      await authorizeModule(tx, callerId, moduleId, 'own');
      if (!(await moduleRecords.lock(tx, moduleId))) throw notAnAuthor();
      const result = await work(tx);
      if ((await repository.owners(tx, moduleId)) === 0) throw lastOwner();
      return result;
    });
  }

  return {
    /** The signed-in user's own authorship: what the module-author route guard reads. */
    async current(userId: string, moduleId: string) {
      const author = await repository.authorship(db, moduleId, userId);
      if (!author) throw notAnAuthor();
      const { user_id, module_id, role, email } = author;
      return { user_id, module_id, role, user: { sso_user_id: user_id, email } };
    },

    async list(
      callerId: string,
      moduleId: string,
      query: z.output<typeof moduleAuthorListQuerySchema>,
    ) {
      await authorizeModule(db, callerId, moduleId, 'read');
      const { rows, total } = await repository.list(db, moduleId, {
        limit: query.limit,
        offset: query.offset,
        userIds: query.sso_user_ids,
        search: query.search,
      });
      return { authors: rows.map(present), ...(query.count ? { total } : {}) };
    },

    async add(
      callerId: string,
      input: { module_id: string; email: string; role: ModuleAuthorRole },
    ) {
      return manage(callerId, input.module_id, async (tx) => {
        const user = await userRepository.findUserByEmail(tx, input.email);
        if (!user)
          throw notFound(
            /*i18n*/ {
              id: 'module-authors.there-is-no-sparked-account-with',
              message: 'There is no Sparked account with that email.',
            },
          );
        if (user.role === 'student')
          throw new AppError(
            409,
            'conflict',
            /*i18n*/ {
              id: 'module-authors.only-educators-can-author-modules',
              message: 'Only educators can author modules.',
            },
          );
        if (!(await repository.add(tx, input.module_id, user.id, input.role)))
          throw new AppError(
            409,
            'conflict',
            /*i18n*/ {
              id: 'module-authors.that-person-is-already-an-author',
              message: 'That person is already an author of this module.',
            },
          );
        const added = await repository.authorship(tx, input.module_id, user.id);
        if (!added) throw noAuthor();
        return present(added);
      });
    },

    async changeRole(callerId: string, moduleId: string, userId: string, role: ModuleAuthorRole) {
      return manage(callerId, moduleId, async (tx) => {
        if (!(await repository.setRole(tx, moduleId, userId, role))) throw noAuthor();
        const changed = await repository.authorship(tx, moduleId, userId);
        if (!changed) throw noAuthor();
        return present(changed);
      });
    },

    async remove(callerId: string, moduleId: string, userIds: string[]) {
      return manage(callerId, moduleId, async (tx) => {
        const removed = await repository.remove(tx, moduleId, userIds);
        if (removed.length === 0) throw noAuthor();
        return { removed };
      });
    },
  };
}
export type ModuleAuthorService = ReturnType<typeof createModuleAuthorService>;

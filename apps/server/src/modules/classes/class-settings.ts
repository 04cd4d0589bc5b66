import type { ClassDetails, classListQuerySchema } from '@sparked/contracts';
import type { z } from 'zod';
import { conflict, notFound } from '../../http/errors';
import { findAuthorship } from '../core/module-access-repository';
import { withPriceColumns } from '../core/price';
import { type Caller, type ClassDeps, change, present, summary, teach } from './class-access';
import { classRepository as repository } from './repository';

/** A teacher's own classes: list, create, read, edit, archive, and the modules assigned. */
export function createClassSettings({ db, now }: ClassDeps) {
  return {
    /** Refuses (404) a caller who does not teach the class; for other modules' teacher calls. */
    async assertTeaches(caller: Caller, classId: string) {
      await teach(db, caller, classId);
    },

    async list(caller: Caller, query: z.output<typeof classListQuerySchema>) {
      const { rows, total } = await repository.list(db, {
        ...query,
        teacherId: caller.user_role === 'admin' ? undefined : caller.id,
      });
      return { classes: rows.map(summary), total };
    },

    async create(caller: Caller, details: ClassDetails) {
      const row = await repository.insert(db, caller.id, details);
      return present(db, row.id);
    },

    async read(caller: Caller, classId: string) {
      await teach(db, caller, classId);
      return present(db, classId);
    },

    update: (caller: Caller, classId: string, details: Partial<ClassDetails>) =>
      change(db, caller, classId, (tx) =>
        repository.update(tx, classId, withPriceColumns(details)),
      ),

    archive: (caller: Caller, classId: string) =>
      change(db, caller, classId, async (tx) => {
        await repository.revokeCodes(tx, classId);
        await repository.update(tx, classId, { archivedAt: now() });
      }),

    restore: (caller: Caller, classId: string) =>
      change(db, caller, classId, (tx) => repository.update(tx, classId, { archivedAt: null })),

    /** Only published modules, and only ones the caller authors unless they are an admin. */
    setModules: (
      caller: Caller,
      classId: string,
      assigned: readonly { moduleId: string; dueAt: string | null }[],
    ) =>
      change(db, caller, classId, async (tx) => {
        const ids = [...new Set(assigned.map((entry) => entry.moduleId))];
        if (ids.length !== assigned.length)
          throw conflict(
            /*i18n*/ { id: 'classes.assign-each-module-once', message: 'Assign each module once.' },
          );
        const found = new Map((await repository.assignable(tx, ids)).map((row) => [row.id, row]));
        for (const id of ids) {
          const module = found.get(id);
          const authored =
            caller.user_role === 'admin' || (await findAuthorship(tx, id, caller.id)) !== undefined;
          if (!module || !authored)
            throw notFound(
              /*i18n*/ {
                id: 'classes.there-is-no-such-module-among',
                message: 'There is no such module among the ones you author.',
              },
            );
          if (module.status !== 'published' || module.version === null)
            throw conflict(
              /*i18n*/ {
                id: 'classes.publish-a-module-before-assigning-it',
                message: 'Publish a module before assigning it to a class.',
              },
            );
        }
        await repository.setModules(
          tx,
          classId,
          assigned.map((entry) => ({
            moduleId: entry.moduleId,
            dueAt: entry.dueAt ? new Date(entry.dueAt) : null,
          })),
        );
      }),
  };
}

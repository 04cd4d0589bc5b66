import type { OutlineMoveRequest } from '@sparked/contracts';
import {
  type Author,
  edit,
  type ModuleDeps,
  noItem,
  parentKind,
  place,
  requireParent,
} from './authoring';
import { type OutlineKind, moduleRepository as repository } from './repository';

/** The draft's outline: sections and units added, items renamed, deleted and moved. */
export function createModuleOutline({ db }: ModuleDeps) {
  return {
    async createSection(
      user: Author,
      moduleId: string,
      input: { title: string; position?: number },
    ) {
      const { module, result: id } = await edit(db, user, moduleId, async (tx) => {
        const id = await repository.insertSection(tx, moduleId, input.title);
        await place(tx, 'section', id, undefined, moduleId, input.position);
        return id;
      });
      return { id, module };
    },

    async createUnit(
      user: Author,
      moduleId: string,
      input: { sectionId: string; title: string; position?: number },
    ) {
      const { module, result: id } = await edit(db, user, moduleId, async (tx) => {
        await requireParent(tx, 'section', moduleId, input.sectionId);
        const id = await repository.insertUnit(tx, moduleId, input.sectionId, input.title);
        await place(tx, 'unit', id, undefined, input.sectionId, input.position);
        return id;
      });
      return { id, module };
    },

    async rename(user: Author, moduleId: string, kind: OutlineKind, id: string, title: string) {
      const { module } = await edit(db, user, moduleId, async (tx) => {
        if (!(await repository.rename(tx, kind, moduleId, id, title))) throw noItem(kind);
      });
      return module;
    },

    /** Deletes an item with everything under it and closes the gap it leaves. */
    async remove(user: Author, moduleId: string, kind: OutlineKind, id: string) {
      const { module } = await edit(db, user, moduleId, async (tx) => {
        const parentId = await repository.parentOf(tx, kind, moduleId, id);
        if (parentId === undefined || !(await repository.remove(tx, kind, moduleId, id)))
          throw noItem(kind);
        await repository.arrange(tx, kind, parentId, await repository.childIds(tx, kind, parentId));
      });
      return module;
    },

    async move(user: Author, moduleId: string, request: OutlineMoveRequest) {
      const { module } = await edit(db, user, moduleId, async (tx) => {
        const from = await repository.parentOf(tx, request.kind, moduleId, request.id);
        if (from === undefined) throw noItem(request.kind);
        const target = request.kind === 'section' ? moduleId : request.parentId;
        const targetKind = parentKind[request.kind];
        if (targetKind) await requireParent(tx, targetKind, moduleId, target);
        await place(tx, request.kind, request.id, from, target, request.position);
      });
      return module;
    },
  };
}

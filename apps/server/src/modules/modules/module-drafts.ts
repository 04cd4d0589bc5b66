import type { ModuleDetails, moduleListQuerySchema } from '@sparked/contracts';
import type { z } from 'zod';
import { notAnAuthor } from '../core/module-access';
import {
  type Author,
  authorize,
  edit,
  type ModuleDeps,
  place,
  present,
  summary,
} from './authoring';
import { moduleRepository as repository } from './repository';

/** An author's modules as drafts: listed, created, read, edited and copied. */
export function createModuleDrafts({ db }: ModuleDeps) {
  return {
    async list(user: Author, query: z.output<typeof moduleListQuerySchema>) {
      const { rows, total } = await repository.listAuthored(db, user.id, query);
      return { modules: rows.map(({ module, role }) => summary(module, role)), total };
    },

    async create(user: Author, details: ModuleDetails) {
      return db.transaction(async (tx) => {
        const row = await repository.insert(tx, details);
        await repository.addAuthor(tx, row.id, user.id, 'owner');
        return present(tx, row, 'owner');
      });
    },

    async read(user: Author, moduleId: string) {
      const role = await authorize(db, user, moduleId, 'read');
      const row = await repository.find(db, moduleId);
      if (!row) throw notAnAuthor();
      return present(db, row, role);
    },

    async update(user: Author, moduleId: string, details: Partial<ModuleDetails>) {
      const { module } = await edit(db, user, moduleId, (tx) =>
        repository.update(tx, moduleId, details),
      );
      return module;
    },

    /** A new draft with the same details and outline; the copier owns it, alone. */
    async duplicate(user: Author, moduleId: string) {
      await authorize(db, user, moduleId, 'read');
      return db.transaction(async (tx) => {
        const source = await repository.find(tx, moduleId);
        if (!source) throw notAnAuthor();
        const copy = await repository.insert(tx, {
          title: `${source.title} (copy)`.slice(0, 200),
          description: source.description,
          subject: source.subject,
          level: source.level,
          language: source.language,
          estimatedMinutes: source.estimatedMinutes,
          licence: source.licence,
          coverImage: source.coverImage,
          // A copy is a new draft: it enters the academy only when its owner lists it.
          listedInAcademy: false,
          price: null,
        });
        await repository.addAuthor(tx, copy.id, user.id, 'owner');
        const { sections, units } = await repository.outline(tx, moduleId);
        const activities = await repository.activitiesWithContent(tx, moduleId);
        for (const section of sections) {
          const sectionId = await repository.insertSection(tx, copy.id, section.title);
          await place(tx, 'section', sectionId, undefined, copy.id, undefined);
          for (const unit of units.filter((item) => item.sectionId === section.id)) {
            const unitId = await repository.insertUnit(tx, copy.id, sectionId, unit.title);
            await place(tx, 'unit', unitId, undefined, sectionId, undefined);
            for (const activity of activities.filter((item) => item.unitId === unit.id)) {
              const { type, title, content } = activity;
              const id = await repository.insertActivity(tx, {
                moduleId: copy.id,
                unitId,
                type,
                title,
                content,
              });
              await place(tx, 'activity', id, undefined, unitId, undefined);
            }
          }
        }
        return present(tx, copy, 'owner');
      });
    },
  };
}

import type { ModuleSnapshot } from '../../db/authoring-schema';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { type Author, archived, change, type ModuleDeps } from './authoring';
import { type ModuleRow, moduleRepository as repository } from './repository';

/** A module's life: versions published and withdrawn, archived and restored. */
export function createModulePublishing({ db }: ModuleDeps) {
  return {
    async archive(user: Author, moduleId: string) {
      const { module } = await change(db, user, moduleId, 'own', (tx) =>
        repository.setStatus(tx, moduleId, { status: 'archived' }),
      );
      return module;
    },

    async restore(user: Author, moduleId: string) {
      const { module } = await change(db, user, moduleId, 'own', async (tx, row) => {
        if (row.status !== 'archived')
          throw new AppError(
            409,
            'conflict',
            /*i18n*/ {
              id: 'modules.only-an-archived-module-can-be',
              message: 'Only an archived module can be restored.',
            },
          );
        await repository.setStatus(tx, moduleId, { status: 'draft' });
      });
      return module;
    },

    /**
     * The draft as it is becomes the next version; learners see only versions. A draft unchanged
     * since the last version publishes that version again: under the module's lock, parallel
     * publishes of one draft make one version.
     */
    async publish(user: Author, moduleId: string) {
      const { module } = await change(db, user, moduleId, 'edit', async (tx, row) => {
        if (row.status === 'archived') throw archived();
        if (row.publishedVersion !== null && row.publishedRevision === row.draftRevision) {
          await repository.setStatus(tx, moduleId, { status: 'published' });
          return;
        }
        const version = (row.publishedVersion ?? 0) + 1;
        const published = await snapshot(tx, row);
        refuseUnfinished(published);
        await repository.insertVersion(tx, {
          moduleId,
          version,
          snapshot: published,
          publishedBy: user.id,
        });
        await repository.setStatus(tx, moduleId, {
          status: 'published',
          publishedVersion: version,
          publishedRevision: row.draftRevision,
        });
      });
      return module;
    },

    async unpublish(user: Author, moduleId: string) {
      const { module } = await change(db, user, moduleId, 'edit', async (tx, row) => {
        if (row.status !== 'published')
          throw new AppError(
            409,
            'conflict',
            /*i18n*/ {
              id: 'modules.this-module-is-not-published',
              message: 'This module is not published.',
            },
          );
        await repository.setStatus(tx, moduleId, { status: 'draft' });
      });
      return module;
    },
  };
}

/** Learners get only finished questions: a form that still holds unfinished ones waits. */
function refuseUnfinished(published: ModuleSnapshot) {
  for (const section of published.sections)
    for (const unit of section.units)
      for (const { title, content } of unit.activities) {
        const first = content.type === 'form' ? content.unfinished?.[0] : undefined;
        if (first)
          throw new AppError(
            409,
            'conflict',
            /*i18n*/ {
              id: 'modules.a-question-is-unfinished',
              message:
                'Question {number} of “{title}” is unfinished: finish or delete it, then publish.',
              values: { number: first.at + 1, title },
            },
          );
      }
}

async function snapshot(tx: Database, row: ModuleRow): Promise<ModuleSnapshot> {
  const { sections, units } = await repository.outline(tx, row.id);
  const activities = await repository.activitiesWithContent(tx, row.id);
  return {
    title: row.title,
    description: row.description,
    sections: sections.map((section) => ({
      ...section,
      units: units
        .filter((unit) => unit.sectionId === section.id)
        .map((unit) => ({
          id: unit.id,
          title: unit.title,
          activities: activities
            .filter((activity) => activity.unitId === unit.id)
            .map(({ id, type, title, content }) => ({ id, type, title, content })),
        })),
    })),
  };
}

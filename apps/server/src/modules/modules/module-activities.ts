import { type ActivityContent, type ActivityType, emptyContent } from '@sparked/contracts';
import { withSafeLinks } from '../../files/rich-text-links';
import { AppError } from '../../http/errors';
import {
  type Author,
  authorize,
  edit,
  type ModuleDeps,
  noItem,
  place,
  requireParent,
} from './authoring';
import { moduleRepository as repository } from './repository';

/** A draft's activities: added, read, and saved as their authors edit them. */
export function createModuleActivities({ db, hosts }: ModuleDeps) {
  return {
    async createActivity(
      user: Author,
      moduleId: string,
      input: {
        unitId: string;
        type: ActivityType;
        title: string;
        position?: number;
        content?: ActivityContent;
      },
    ) {
      checkContent(input.type, input.content);
      const { module, result: id } = await edit(db, user, moduleId, async (tx) => {
        await requireParent(tx, 'unit', moduleId, input.unitId);
        if (input.content) await hosts.check(tx, input.content);
        const id = await repository.insertActivity(tx, {
          moduleId,
          unitId: input.unitId,
          type: input.type,
          title: input.title,
          content: input.content ? withSafeLinks(input.content) : emptyContent(input.type),
        });
        await place(tx, 'activity', id, undefined, input.unitId, input.position);
        return id;
      });
      return { id, module };
    },

    async activity(user: Author, moduleId: string, activityId: string) {
      await authorize(db, user, moduleId, 'read');
      const row = await repository.findActivity(db, moduleId, activityId);
      if (!row) throw noItem('activity');
      return presentActivity(row);
    },

    /** Autosave: refused with 409 when someone else saved since `baseUpdatedAt`. */
    async updateActivity(
      user: Author,
      moduleId: string,
      activityId: string,
      input: { title?: string; content?: ActivityContent; baseUpdatedAt: string },
    ) {
      const { result } = await edit(db, user, moduleId, async (tx) => {
        const row = await repository.findActivity(tx, moduleId, activityId);
        if (!row) throw noItem('activity');
        checkContent(row.type, input.content);
        if (input.content) await hosts.check(tx, input.content);
        if (Date.parse(input.baseUpdatedAt) !== row.updatedAt.getTime())
          throw new AppError(
            409,
            'conflict',
            /*i18n*/ {
              id: 'modules.someone-else-saved-this-activity-since',
              message:
                'Someone else saved this activity since you opened it. Reload to see their changes.',
            },
          );
        const updated = await repository.updateActivity(tx, activityId, {
          title: input.title,
          content: input.content && withSafeLinks(input.content),
        });
        if (!updated) throw noItem('activity');
        return presentActivity(updated);
      });
      return result;
    },
  };
}

function checkContent(type: ActivityType, content: ActivityContent | undefined) {
  if (content && content.type !== type)
    throw new AppError(
      400,
      'validation_failed',
      /*i18n*/ {
        id: 'modules.invalid-request-body-content-type-must',
        message: 'Invalid request body. content.type must be "{type}", the activity\'s type.',
        values: { type },
      },
      [{ path: 'content.type', message: `Must be "${type}".` }],
    );
}

function presentActivity(row: {
  id: string;
  moduleId: string;
  unitId: string;
  type: ActivityType;
  title: string;
  content: ActivityContent;
  updatedAt: Date;
}) {
  const { id, moduleId, unitId, type, title, content, updatedAt } = row;
  return { id, moduleId, unitId, type, title, content, updatedAt: updatedAt.toISOString() };
}

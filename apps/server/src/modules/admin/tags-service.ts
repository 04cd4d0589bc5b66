import type { UserTagFields } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { type AuditActor, recordAudit } from '../core/audit-log';
import { tagsRepository } from './tags-repository';
import type { UsersService } from './users-service';

const nameTaken = (name: string) =>
  new AppError(
    409,
    'conflict',
    /*i18n*/ {
      id: 'admin.there-is-already-a-tag-called',
      message: 'There is already a tag called “{name}”.',
      values: { name },
    },
  );

export function createTagsService(deps: { db: Database; users: UsersService }) {
  const { db, users } = deps;

  async function found(tagId: string) {
    const tag = await tagsRepository.find(db, tagId);
    if (!tag)
      throw notFound(
        /*i18n*/ { id: 'admin.there-is-no-such-tag', message: 'There is no such tag.' },
      );
    return tag;
  }

  return {
    list: () => tagsRepository.list(db),

    async create(actor: AuditActor, fields: UserTagFields) {
      const created = await db.transaction(async (tx) => {
        const row = await tagsRepository.insert(tx, fields);
        if (!row) throw nameTaken(fields.name);
        await recordAudit(tx, actor, [
          { action: 'tag.create', target: `tag:${row.id}`, before: null, after: { ...fields } },
        ]);
        return row;
      });
      return found(created.id);
    },

    async update(actor: AuditActor, tagId: string, changes: Partial<UserTagFields>) {
      await db.transaction(async (tx) => {
        const tag = await tagsRepository.lock(tx, tagId);
        if (!tag)
          throw notFound(
            /*i18n*/ { id: 'admin.there-is-no-such-tag', message: 'There is no such tag.' },
          );
        if (changes.name && (await tagsRepository.nameTaken(tx, changes.name, tagId)))
          throw nameTaken(changes.name);
        await tagsRepository.update(tx, tagId, changes);
        await recordAudit(tx, actor, [
          {
            action: 'tag.update',
            target: `tag:${tagId}`,
            before: { name: tag.name, colour: tag.colour },
            after: { name: changes.name ?? tag.name, colour: changes.colour ?? tag.colour },
          },
        ]);
      });
      return found(tagId);
    },

    /** Deletes the tag and takes it from everyone; the log keeps how many carried it. */
    async remove(actor: AuditActor, tagId: string) {
      await db.transaction(async (tx) => {
        const tag = await tagsRepository.find(tx, tagId);
        if (!tag)
          throw notFound(
            /*i18n*/ { id: 'admin.there-is-no-such-tag', message: 'There is no such tag.' },
          );
        await tagsRepository.remove(tx, tagId);
        await recordAudit(tx, actor, [
          {
            action: 'tag.delete',
            target: `tag:${tagId}`,
            before: { name: tag.name, colour: tag.colour, users: tag.users },
            after: null,
          },
        ]);
      });
    },

    /** Gives the tag to users, or takes it from them; answers how many changed. */
    async setCarriers(actor: AuditActor, tagId: string, userIds: string[], carry: boolean) {
      const result = await users.change(
        actor,
        { userIds },
        { kind: carry ? 'addTag' : 'removeTag', tagId },
        null,
        false,
      );
      return { changed: result.changed };
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;

import type { StoreCategoryFields, StoreItemFields } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import { type AuditActor, saveAudited } from '../core/audit-log';
import { storeRepository as repository, toStoreItem } from './repository';

/** The store as admins keep it: every item, categories, items created and changed, audited. */
export function createStoreAdmin({ db }: { db: Database }) {
  async function checkCategory(categoryId: string) {
    if (!(await repository.categoryExists(db, categoryId)))
      throw new AppError(
        400,
        'validation_failed',
        /*i18n*/ {
          id: 'store.categoryid-is-not-a-store-category',
          message: 'categoryId is not a store category.',
        },
      );
  }

  /** Creates an item (no id) or changes one, with its audit row in the same transaction. */
  async function saveItem(actor: AuditActor, id: string | null, item: StoreItemFields) {
    try {
      const row = await saveAudited(db, actor, {
        id,
        find: repository.item,
        write: (tx, existing) =>
          existing ? repository.updateItem(tx, existing, item) : repository.insertItem(tx, item),
        actions: { create: 'store.item.create', update: 'store.item.update' },
        kind: 'store-item',
        missing: /*i18n*/ {
          id: 'store.no-such-item',
          message: 'There is no store item with that id.',
        },
      });
      const owned = id ? await repository.ownedBy(db, actor.id, [row.id]) : new Map();
      return toStoreItem(row, owned.get(row.id) ?? 0);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(
          409,
          'conflict',
          /*i18n*/ {
            id: 'store.another-item-sells-this-avatar-part',
            message: 'Another item sells this avatar part already.',
          },
        );
      throw error;
    }
  }

  return {
    /** Every item, inactive ones too, with what `userId` (the admin asking) owns. */
    async allItems(userId: string) {
      const [items, owned] = await Promise.all([
        repository.items(db, { activeOnly: false }),
        repository.ownedBy(db, userId),
      ]);
      return items.map((item) => toStoreItem(item, owned.get(item.id) ?? 0));
    },

    categories: () => repository.categories(db),

    /** Creates a category (no id) or changes one; a slug in use is a 409. */
    async saveCategory(actor: AuditActor, id: string | null, fields: StoreCategoryFields) {
      try {
        return await saveAudited(db, actor, {
          id,
          find: repository.category,
          write: (tx, existing) =>
            existing
              ? repository.updateCategory(tx, existing, fields)
              : repository.insertCategory(tx, fields),
          actions: { create: 'store.category.create', update: 'store.category.update' },
          kind: 'store-category',
          missing: /*i18n*/ {
            id: 'store.no-such-category',
            message: 'There is no store category with that id.',
          },
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(
            409,
            'conflict',
            /*i18n*/ {
              id: 'store.another-category-has-the-slug',
              message: 'Another category has the slug “{slug}”.',
              values: { slug: fields.slug },
            },
          );
        throw error;
      }
    },

    /** A new item: nobody owns it yet. */
    async createItem(actor: AuditActor, item: StoreItemFields) {
      await checkCategory(item.categoryId);
      return saveItem(actor, null, item);
    },

    /** Changes an item; what the admin asking owns of it comes back with it. */
    async updateItem(actor: AuditActor, id: string, item: StoreItemFields) {
      await checkCategory(item.categoryId);
      return saveItem(actor, id, item);
    },
  };
}

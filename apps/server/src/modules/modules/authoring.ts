import type { AccessTokenClaims, ModuleAuthorRole, ModuleWithOutline } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { authorizeModule, type ModuleAccess, notAnAuthor } from '../core/module-access';
import { priceOf } from '../core/price';
import type { EmbeddableHosts } from './embeddable-hosts';
import { type ModuleRow, type OutlineKind, moduleRepository as repository } from './repository';

/** Only the caller's id matters: authorship, not the account role, decides what they may do. */
export type Author = Pick<AccessTokenClaims, 'id'>;

export const noItem = (kind: OutlineKind) =>
  notFound(
    /*i18n*/ {
      id: 'modules.there-is-no-such-in-this',
      message:
        'There is no such {kind, select, section {section} unit {unit} activity {activity} other {{kind}}} in this module.',
      values: { kind },
    },
  );
export const archived = () =>
  new AppError(
    409,
    'conflict',
    /*i18n*/ {
      id: 'modules.this-module-is-archived-restore-it',
      message: 'This module is archived. Restore it before changing it.',
    },
  );

/** The kind an item moves under: units go in sections, activities in units, sections in the module. */
export const parentKind: Record<OutlineKind, OutlineKind | null> = {
  section: null,
  unit: 'section',
  activity: 'unit',
};

/** What the authoring use cases share: the database and the embedded hosts' check. */
export type ModuleDeps = { db: Database; hosts: EmbeddableHosts };

const iso = (date: Date) => date.toISOString();

export const authorize = (tx: Database, user: Author, moduleId: string, need: ModuleAccess) =>
  authorizeModule(tx, user.id, moduleId, need);

export async function present(
  tx: Database,
  row: ModuleRow,
  role: ModuleAuthorRole,
): Promise<ModuleWithOutline> {
  const { sections, units, activities } = await repository.outline(tx, row.id);
  return {
    ...summary(row, role),
    sections: sections.map((section) => ({
      ...section,
      units: units
        .filter((unit) => unit.sectionId === section.id)
        .map(({ id, title }) => ({
          id,
          title,
          activities: activities
            .filter((activity) => activity.unitId === id)
            .map(({ unitId: _, ...activity }) => activity),
        })),
    })),
  };
}

export function summary(row: ModuleRow, role: ModuleAuthorRole) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subject: row.subject,
    level: row.level,
    language: row.language,
    estimatedMinutes: row.estimatedMinutes,
    licence: row.licence,
    coverImage: row.coverImage,
    listedInAcademy: row.listedInAcademy,
    price: priceOf(row),
    status: row.status,
    role,
    publishedVersion: row.publishedVersion,
    unpublishedChanges: row.publishedRevision !== row.draftRevision,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * Runs a change of one module in a transaction that holds the module's lock, then answers the
 * module as it now is.
 */
export async function change<T = void>(
  db: Database,
  user: Author,
  moduleId: string,
  need: ModuleAccess,
  work: (tx: Database, row: ModuleRow) => Promise<T>,
): Promise<{ module: ModuleWithOutline; result: T }> {
  return db.transaction(async (tx) => {
    const role = await authorize(tx, user, moduleId, need);
    const locked = await repository.lock(tx, moduleId);
    if (!locked) throw notAnAuthor();
    const result = await work(tx, locked);
    const row = await repository.find(tx, moduleId);
    if (!row) throw notAnAuthor();
    return { module: await present(tx, row, role), result };
  });
}

/** An edit of the draft: refused on archived modules, counted as a draft revision. */
export const edit = <T>(
  db: Database,
  user: Author,
  moduleId: string,
  work: (tx: Database, row: ModuleRow) => Promise<T>,
) =>
  change(db, user, moduleId, 'edit', async (tx, row) => {
    if (row.status === 'archived') throw archived();
    const result = await work(tx, row);
    await repository.update(tx, moduleId);
    return result;
  });

/** Puts `id` at `position` under `parentId` (clamped to the end), renumbering both parents. */
export async function place(
  tx: Database,
  kind: OutlineKind,
  id: string,
  from: string | undefined,
  parentId: string,
  position: number | undefined,
) {
  if (from !== undefined && from !== parentId) {
    const left = (await repository.childIds(tx, kind, from)).filter((other) => other !== id);
    await repository.arrange(tx, kind, from, left);
  }
  const siblings = (await repository.childIds(tx, kind, parentId)).filter((other) => other !== id);
  siblings.splice(Math.min(position ?? siblings.length, siblings.length), 0, id);
  await repository.arrange(tx, kind, parentId, siblings);
}

export async function requireParent(tx: Database, kind: OutlineKind, moduleId: string, id: string) {
  if ((await repository.parentOf(tx, kind, moduleId, id)) === undefined) throw noItem(kind);
}

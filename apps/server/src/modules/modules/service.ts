import {
  type AccessTokenClaims,
  type ActivityContent,
  type ActivityType,
  emptyContent,
  type ModuleAuthorRole,
  type ModuleDetails,
  type ModuleWithOutline,
  type moduleListQuerySchema,
  type OutlineMoveRequest,
} from '@sparked/contracts';
import type { z } from 'zod';
import type { ModuleSnapshot } from '../../db/authoring-schema';
import type { Database } from '../../db/database';
import { withSafeLinks } from '../../files/rich-text-links';
import { AppError, notFound } from '../../http/errors';
import { authorizeModule, type ModuleAccess, notAnAuthor } from '../core/module-access';
import { priceOf } from '../core/price';
import type { EmbeddableHosts } from './embeddable-hosts';
import { type ModuleRow, type OutlineKind, moduleRepository as repository } from './repository';

/** Only the caller's id matters: authorship, not the account role, decides what they may do. */
type Author = Pick<AccessTokenClaims, 'id'>;

const noItem = (kind: OutlineKind) => notFound(`There is no such ${kind} in this module.`);
const archived = () =>
  new AppError(409, 'conflict', 'This module is archived. Restore it before changing it.');

/** The kind an item moves under: units go in sections, activities in units, sections in the module. */
const parentKind: Record<OutlineKind, OutlineKind | null> = {
  section: null,
  unit: 'section',
  activity: 'unit',
};

const iso = (date: Date) => date.toISOString();

export function createModuleService(deps: { db: Database; hosts: EmbeddableHosts }) {
  const { db, hosts } = deps;

  const authorize = (tx: Database, user: Author, moduleId: string, need: ModuleAccess) =>
    authorizeModule(tx, user.id, moduleId, need);

  async function present(
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

  function summary(row: ModuleRow, role: ModuleAuthorRole) {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      subject: row.subject,
      level: row.level,
      language: row.language,
      estimatedMinutes: row.estimatedMinutes,
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
  async function change<T = void>(
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
  const edit = <T>(
    user: Author,
    moduleId: string,
    work: (tx: Database, row: ModuleRow) => Promise<T>,
  ) =>
    change(user, moduleId, 'edit', async (tx, row) => {
      if (row.status === 'archived') throw archived();
      const result = await work(tx, row);
      await repository.update(tx, moduleId);
      return result;
    });

  /** Puts `id` at `position` under `parentId` (clamped to the end), renumbering both parents. */
  async function place(
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
    const siblings = (await repository.childIds(tx, kind, parentId)).filter(
      (other) => other !== id,
    );
    siblings.splice(Math.min(position ?? siblings.length, siblings.length), 0, id);
    await repository.arrange(tx, kind, parentId, siblings);
  }

  async function requireParent(tx: Database, kind: OutlineKind, moduleId: string, id: string) {
    if ((await repository.parentOf(tx, kind, moduleId, id)) === undefined) throw noItem(kind);
  }

  function checkContent(type: ActivityType, content: ActivityContent | undefined) {
    if (content && content.type !== type)
      throw new AppError(
        400,
        'validation_failed',
        `Invalid request body. content.type must be "${type}", the activity's type.`,
        [{ path: 'content.type', message: `Must be "${type}".` }],
      );
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
              `Question ${first.at + 1} of “${title}” is unfinished: finish or delete it, then publish.`,
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
      const { module } = await edit(user, moduleId, (tx) =>
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

    async archive(user: Author, moduleId: string) {
      const { module } = await change(user, moduleId, 'own', (tx) =>
        repository.setStatus(tx, moduleId, { status: 'archived' }),
      );
      return module;
    },

    async restore(user: Author, moduleId: string) {
      const { module } = await change(user, moduleId, 'own', async (tx, row) => {
        if (row.status !== 'archived')
          throw new AppError(409, 'conflict', 'Only an archived module can be restored.');
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
      const { module } = await change(user, moduleId, 'edit', async (tx, row) => {
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
      const { module } = await change(user, moduleId, 'edit', async (tx, row) => {
        if (row.status !== 'published')
          throw new AppError(409, 'conflict', 'This module is not published.');
        await repository.setStatus(tx, moduleId, { status: 'draft' });
      });
      return module;
    },

    async createSection(
      user: Author,
      moduleId: string,
      input: { title: string; position?: number },
    ) {
      const { module, result: id } = await edit(user, moduleId, async (tx) => {
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
      const { module, result: id } = await edit(user, moduleId, async (tx) => {
        await requireParent(tx, 'section', moduleId, input.sectionId);
        const id = await repository.insertUnit(tx, moduleId, input.sectionId, input.title);
        await place(tx, 'unit', id, undefined, input.sectionId, input.position);
        return id;
      });
      return { id, module };
    },

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
      const { module, result: id } = await edit(user, moduleId, async (tx) => {
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

    async rename(user: Author, moduleId: string, kind: OutlineKind, id: string, title: string) {
      const { module } = await edit(user, moduleId, async (tx) => {
        if (!(await repository.rename(tx, kind, moduleId, id, title))) throw noItem(kind);
      });
      return module;
    },

    /** Deletes an item with everything under it and closes the gap it leaves. */
    async remove(user: Author, moduleId: string, kind: OutlineKind, id: string) {
      const { module } = await edit(user, moduleId, async (tx) => {
        const parentId = await repository.parentOf(tx, kind, moduleId, id);
        if (parentId === undefined || !(await repository.remove(tx, kind, moduleId, id)))
          throw noItem(kind);
        await repository.arrange(tx, kind, parentId, await repository.childIds(tx, kind, parentId));
      });
      return module;
    },

    async move(user: Author, moduleId: string, request: OutlineMoveRequest) {
      const { module } = await edit(user, moduleId, async (tx) => {
        const from = await repository.parentOf(tx, request.kind, moduleId, request.id);
        if (from === undefined) throw noItem(request.kind);
        const target = request.kind === 'section' ? moduleId : request.parentId;
        const targetKind = parentKind[request.kind];
        if (targetKind) await requireParent(tx, targetKind, moduleId, target);
        await place(tx, request.kind, request.id, from, target, request.position);
      });
      return module;
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
      const { result } = await edit(user, moduleId, async (tx) => {
        const row = await repository.findActivity(tx, moduleId, activityId);
        if (!row) throw noItem('activity');
        checkContent(row.type, input.content);
        if (input.content) await hosts.check(tx, input.content);
        if (Date.parse(input.baseUpdatedAt) !== row.updatedAt.getTime())
          throw new AppError(
            409,
            'conflict',
            'Someone else saved this activity since you opened it. Reload to see their changes.',
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

export type ModuleService = ReturnType<typeof createModuleService>;

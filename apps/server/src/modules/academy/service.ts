import type {
  AcademyModule,
  AcademyModulePage,
  AccessTokenClaims,
  academyQuerySchema,
} from '@sparked/contracts';
import type { z } from 'zod';
import type { ModuleSnapshot } from '../../db/authoring-schema';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/errors';
import { classRecords } from '../classes';
import { priceOf } from '../core/price';
import { hasPaidFor } from '../core/purchases-repository';
import type { ModuleRow } from '../modules';
import { academyRepository as repository } from './repository';

const notListed = () =>
  notFound(
    /*i18n*/ {
      id: 'academy.there-is-no-such-module-in',
      message: 'There is no such module in the academy.',
    },
  );

const activityCount = (snapshot: ModuleSnapshot) =>
  snapshot.sections.reduce(
    (sum, section) =>
      sum + section.units.reduce((units, unit) => units + unit.activities.length, 0),
    0,
  );

function entry(
  module: ModuleRow,
  snapshot: ModuleSnapshot,
  authors: string[],
  paymentsEnabled: boolean,
): AcademyModule {
  return {
    id: module.id,
    // Learners see the published version's words, not the draft's.
    title: snapshot.title,
    description: snapshot.description,
    subject: module.subject,
    level: module.level,
    language: module.language,
    estimatedMinutes: module.estimatedMinutes,
    licence: module.licence,
    coverImage: module.coverImage,
    authors,
    activities: activityCount(snapshot),
    price: priceOf(module),
    purchasable: priceOf(module) === null || paymentsEnabled,
  };
}

/**
 * The academy. Self-enrolment joins the module's academy class, an open class made on
 * first use, so the player, progress and rewards are the ones classes use.
 */
export function createAcademyService(deps: { db: Database; paymentsEnabled: boolean }) {
  const { db, paymentsEnabled } = deps;

  /** Makes the student an active member of the module's academy class; answers the class. */
  async function admit(tx: Database, userId: string, moduleId: string) {
    const row = await repository.find(tx, moduleId);
    const owner = await repository.owner(tx, moduleId);
    if (!row || !owner) throw notListed();
    const classId = await repository.ensureAcademyClass(tx, moduleId, row.snapshot.title, owner);
    const assigned = await classRecords.modules(tx, classId);
    if (assigned.length === 0)
      await classRecords.setModules(tx, classId, [{ moduleId, dueAt: null }]);
    await classRecords.addMember(tx, { classId, userId, status: 'active', via: 'open' });
    return { classId, moduleId };
  }

  return {
    /** Inside a payment's transaction: the buyer may now take the module. */
    admit,

    /** Inside a refund's transaction: the module closes for the buyer; their record stays. */
    async dismiss(tx: Database, userId: string, moduleId: string) {
      const academyClass = await repository.academyClass(tx, moduleId);
      if (academyClass) await classRecords.removeMember(tx, academyClass.id, userId);
    },

    async catalogue(query: z.output<typeof academyQuerySchema>) {
      const [{ rows, total }, subjects] = await Promise.all([
        repository.catalogue(db, query),
        repository.subjects(db),
      ]);
      const authors = await repository.authors(
        db,
        rows.map((row) => row.module.id),
      );
      return {
        modules: rows.map((row) =>
          entry(row.module, row.snapshot, authors.get(row.module.id) ?? [], paymentsEnabled),
        ),
        total,
        subjects,
      };
    },

    async module(caller: AccessTokenClaims | null, moduleId: string): Promise<AcademyModulePage> {
      const row = await repository.find(db, moduleId);
      if (!row) throw notListed();
      const authors = await repository.authors(db, [moduleId]);
      const academyClass = caller ? await repository.academyClass(db, moduleId) : undefined;
      const member =
        caller && academyClass
          ? await classRecords.membership(db, academyClass.id, caller.id)
          : undefined;
      return {
        ...entry(row.module, row.snapshot, authors.get(moduleId) ?? [], paymentsEnabled),
        sections: row.snapshot.sections.map((section) => ({
          title: section.title,
          units: section.units.map((unit) => ({
            title: unit.title,
            activities: unit.activities.map(({ title, type }) => ({ title, type })),
          })),
        })),
        enrolment: member && academyClass ? { classId: academyClass.id } : null,
      };
    },

    /** Free modules open at once; paid ones once the student has a paid order. */
    async enrol(caller: AccessTokenClaims, moduleId: string) {
      return db.transaction(async (tx) => {
        const row = await repository.find(tx, moduleId);
        if (!row) throw notListed();
        if (priceOf(row.module) && !(await hasPaidFor(tx, caller.id, { moduleId })))
          throw new AppError(
            409,
            'conflict',
            /*i18n*/ {
              id: 'academy.buy-this-module-before-starting-it',
              message: 'Buy this module before starting it.',
            },
          );
        return admit(tx, caller.id, moduleId);
      });
    },
  };
}
export type AcademyService = ReturnType<typeof createAcademyService>;

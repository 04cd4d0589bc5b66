import type { LtiPlatform, LtiPlatformRequest, LtiPlatformStatus } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, notFound } from '../../http/errors';
import { type AuditActor, changeOf, recordAudit } from '../core/audit-log';
import { type LtiPlatformRow, ltiRepository as repository } from './repository';

const missing = () =>
  notFound(
    /*i18n*/ {
      id: 'lti.no-lms-is-registered-with-that',
      message: 'No LMS is registered with that id.',
    },
  );
const taken = () =>
  conflict(
    /*i18n*/ {
      id: 'lti.that-lms-is-already-registered-with',
      message: 'That LMS is already registered with this client id. Change the one registered.',
    },
  );

export const presentPlatform = (row: LtiPlatformRow): LtiPlatform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  deploymentIds: row.deploymentIds,
  authLoginUrl: row.authLoginUrl,
  authTokenUrl: row.authTokenUrl,
  keysetUrl: row.keysetUrl,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the log keeps of a registration: its fields, without the clock's. */
const audited = ({ createdAt: _, updatedAt: __, createdBy: ___, ...row }: LtiPlatformRow) => row;

/** Registering LMSs (admins only, by the endpoint table): each change with its audit entry. */
export function createPlatformRegistry(deps: { db: Database }) {
  const { db } = deps;

  /** A (issuer, client id) registered twice is a 409, however the race between two admins ends. */
  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  return {
    list: async () => (await repository.platforms(db)).map(presentPlatform),

    async find(id: string) {
      const row = await repository.platform(db, id);
      if (!row) throw missing();
      return presentPlatform(row);
    },

    /**
     * In the caller's transaction: the idempotent POST's, which also keeps its answer. A platform
     * that registered itself (dynamic registration) comes in `pending`, with what it gave.
     */
    create: (
      tx: Database,
      actor: AuditActor,
      input: Omit<LtiPlatformRequest, 'deploymentIds'> & { deploymentIds: string[] },
      status: LtiPlatformStatus = 'active',
    ) =>
      unique(async () => {
        const row = await repository.insertPlatform(tx, {
          ...input,
          status,
          createdBy: actor.id,
        });
        await recordAudit(tx, actor, [
          {
            action: 'lti.platform.create',
            target: `lti-platform:${row.id}`,
            ...changeOf(null, audited(row)),
          },
        ]);
        return presentPlatform(row);
      }),

    update: (actor: AuditActor, id: string, input: LtiPlatformRequest) =>
      unique(() =>
        db.transaction(async (tx) => {
          const before = await repository.platform(tx, id);
          if (!before) throw missing();
          const row = await repository.updatePlatform(tx, id, input);
          if (!row) throw missing();
          await recordAudit(tx, actor, [
            {
              action: 'lti.platform.update',
              target: `lti-platform:${id}`,
              ...changeOf(audited(before), audited(row)),
            },
          ]);
          return presentPlatform(row);
        }),
      ),

    /** A pending platform's launches work from now on; it needs a deployment id to launch from. */
    approve: (actor: AuditActor, id: string) =>
      db.transaction(async (tx) => {
        const before = await repository.platform(tx, id);
        if (!before) throw missing();
        if (before.status === 'active') return presentPlatform(before);
        if (before.deploymentIds.length === 0)
          throw conflict(
            /*i18n*/ {
              id: 'lti.the-lms-gave-no-deployment-id',
              message:
                'The LMS gave no deployment id. Add the one it shows for Sparked, then approve.',
            },
          );
        const row = await repository.setPlatformStatus(tx, id, 'active');
        if (!row) throw missing();
        await recordAudit(tx, actor, [
          {
            action: 'lti.platform.approve',
            target: `lti-platform:${id}`,
            ...changeOf({ status: before.status }, { status: row.status }),
          },
        ]);
        return presentPlatform(row);
      }),

    remove: (actor: AuditActor, id: string) =>
      db.transaction(async (tx) => {
        const row = await repository.deletePlatform(tx, id);
        if (!row) throw missing();
        await recordAudit(tx, actor, [
          {
            action: 'lti.platform.delete',
            target: `lti-platform:${id}`,
            before: changeOf(null, audited(row)).after,
            after: null,
          },
        ]);
      }),
  };
}

export type PlatformRegistry = ReturnType<typeof createPlatformRegistry>;

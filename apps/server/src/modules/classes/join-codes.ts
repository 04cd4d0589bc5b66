import { AppError, conflict } from '../../http/errors';
import { type Caller, type ClassDeps, change, freshCode } from './class-access';
import { classRepository as repository } from './repository';

/** A join code lives at most a year. */
const maxCodeLifetimeMs = 365 * 24 * 60 * 60 * 1000;

/** The class's one active join code: a teacher makes a new one (revoking the old) or revokes it. */
export function createJoinCodes({ db, now }: ClassDeps) {
  return {
    async createJoinCode(
      caller: Caller,
      classId: string,
      request: { expiresAt: string; maxUses: number | null },
    ) {
      const expiresAt = new Date(request.expiresAt);
      const at = now().getTime();
      if (expiresAt.getTime() <= at + 60_000)
        throw new AppError(
          400,
          'validation_failed',
          /*i18n*/ {
            id: 'classes.choose-an-expiry-at-least-a',
            message: 'Choose an expiry at least a minute from now.',
          },
          [{ path: 'expiresAt', message: 'Must be in the future.' }],
        );
      if (expiresAt.getTime() > at + maxCodeLifetimeMs)
        throw new AppError(
          400,
          'validation_failed',
          /*i18n*/ {
            id: 'classes.a-join-code-can-last-at',
            message: 'A join code can last at most a year.',
          },
          [{ path: 'expiresAt', message: 'At most a year from now.' }],
        );
      const created = await change(db, caller, classId, async (tx, row) => {
        if (row.archivedAt)
          throw conflict(
            /*i18n*/ {
              id: 'classes.this-class-is-archived-restore-it',
              message: 'This class is archived. Restore it to take new students.',
            },
          );
        await repository.revokeCodes(tx, classId);
        await freshCode((code) =>
          repository.insertCode(tx, {
            code,
            classId,
            expiresAt,
            maxUses: request.maxUses,
            createdBy: caller.id,
          }),
        );
      });
      if (!created.joinCode) throw new Error('the new code was not stored');
      return created.joinCode;
    },

    revokeJoinCode: (caller: Caller, classId: string) =>
      change(db, caller, classId, (tx) => repository.revokeCodes(tx, classId)),
  };
}

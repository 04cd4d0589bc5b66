import { notFound } from '../../http/errors';
import { type AuditActor, recordAudit } from '../core/audit-log';
import { type ClassDeps, freshCode } from './class-access';
import { classRepository as repository } from './repository';

/** An admin's referral codes for a class: generated and revoked with an audit entry. */
export function createReferrals({ db }: ClassDeps) {
  return {
    async generateReferral(actor: AuditActor, classId: string) {
      const row = await db.transaction(async (tx) => {
        const found = await repository.find(tx, classId);
        if (!found)
          throw notFound(
            /*i18n*/ { id: 'classes.there-is-no-such-class', message: 'There is no such class.' },
          );
        const code = await freshCode((candidate) =>
          repository.insertReferral(tx, { code: candidate, classId, createdBy: actor.id }),
        );
        await recordAudit(tx, actor, [
          {
            action: 'referral.generate',
            target: `class:${classId}`,
            before: null,
            after: { code, class: found.name },
          },
        ]);
        return repository.findReferral(tx, code);
      });
      if (!row) throw new Error('the referral code was not stored');
      return presentReferral(row);
    },

    async referrals(classId: string) {
      if (!(await repository.find(db, classId)))
        throw notFound(
          /*i18n*/ { id: 'classes.there-is-no-such-class', message: 'There is no such class.' },
        );
      return (await repository.referrals(db, classId)).map(presentReferral);
    },

    async revokeReferral(actor: AuditActor, code: string) {
      const row = await db.transaction(async (tx) => {
        const revoked = await repository.revokeReferral(tx, code);
        if (!revoked)
          throw notFound(
            /*i18n*/ {
              id: 'classes.there-is-no-such-referral-code',
              message: 'There is no such referral code.',
            },
          );
        await recordAudit(tx, actor, [
          {
            action: 'referral.revoke',
            target: `class:${revoked.classId}`,
            before: { code, revoked: false },
            after: { code, revoked: true },
          },
        ]);
        return revoked;
      });
      return presentReferral(row);
    },
  };
}

function presentReferral(row: {
  code: string;
  classId: string;
  uses: number;
  revokedAt: Date | null;
  createdAt: Date;
}) {
  return {
    code: row.code,
    classId: row.classId,
    uses: row.uses,
    revoked: row.revokedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

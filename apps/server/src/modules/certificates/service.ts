import type { Certificate } from '@sparked/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { readerLocale } from '../../i18n/reader-locale';
import { type AuditActor, recordAudit } from '../core/audit-log';
import type { SigningKeys } from '../core/signing-keys';
import { userRepository } from '../core/users-repository';
import { type Issuer, readCredential } from './credential';
import { createCredentialIssuing } from './issuing';
import { createOpenBadgePublishing } from './publishing';
import { type CertificateRow, certificateRepository as repository } from './repository';

const unknownCertificate = () =>
  notFound(
    /*i18n*/ {
      id: 'certificates.there-is-no-certificate-with-that',
      message: 'There is no certificate with that id.',
    },
  );

/** First name and last initial: enough for a certificate, little for a stranger (minors). */
const displayName = (first: string, last: string) =>
  last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;

/** Certificates: issued once per learner and module, signed, verifiable, revocable. */
export function createCertificateService(deps: {
  db: Database;
  keys: SigningKeys;
  issuer: Issuer;
  now?: () => Date;
  /** How many certificates one status list takes before a new list is begun. */
  statusListCapacity?: number;
}) {
  const { db, issuer } = deps;
  const now = deps.now ?? (() => new Date());
  const pageUrl = (id: string) => `${issuer.url}/certificates/${id}`;
  const issuing = createCredentialIssuing(deps);
  const publishing = createOpenBadgePublishing(deps);

  function present(row: CertificateRow): Certificate {
    return {
      id: row.id,
      learner: row.learnerName,
      module: { id: row.moduleId, title: row.moduleTitle, version: row.moduleVersion },
      issuer: { name: issuer.name, url: issuer.url },
      issuedAt: row.issuedAt.toISOString(),
      status: row.revokedAt ? 'revoked' : 'valid',
      revokedReason: row.revokedReason,
      url: pageUrl(row.id),
      credential: row.credential,
    };
  }

  async function find(id: string) {
    const row = await repository.find(db, id);
    if (!row) throw unknownCertificate();
    return row;
  }

  return {
    /**
     * Inside the completing transaction: the learner's certificate for the module, unless they
     * hold one already (the unique key makes concurrent completions issue one). Answers the new
     * certificate's id, or null when none was issued.
     */
    async issue(
      tx: Database,
      award: {
        userId: string;
        classId: string;
        moduleId: string;
        version: number;
        title: string;
        description: string;
      },
    ): Promise<string | null> {
      const learner = await userRepository.findUser(tx, award.userId);
      if (!learner) return null;
      const row = await repository.insert(tx, {
        userId: award.userId,
        classId: award.classId,
        moduleId: award.moduleId,
        moduleVersion: award.version,
        learnerName: displayName(learner.firstName, learner.lastName),
        moduleTitle: award.title,
        issuedAt: now(),
      });
      if (!row) return null;
      const credential = await issuing.credentialOf(tx, row, {
        email: learner.email,
        description: award.description,
      });
      await repository.setCredential(tx, row.id, credential);
      return row.id;
    },

    reissueWithoutStatus: () => issuing.reissueWithoutStatus(db),
    issuerProfile: publishing.issuerProfile,
    achievement: publishing.achievement,
    publicKey: publishing.publicKey,
    statusList: publishing.statusList,

    get: async (id: string) => present(await find(id)),

    /** In the learner's language (their account's), else the asker's browser's, else English. */
    async pdf(id: string, acceptLanguage?: string) {
      const row = await find(id);
      const locale = readerLocale(await userRepository.localeOf(db, row.userId), acceptLanguage);
      // pdf-lib and fontkit take a third of a second to load: loaded by the first PDF asked for.
      const { renderCertificatePdf } = await import('./pdf');
      return renderCertificatePdf(
        {
          learner: row.learnerName,
          moduleTitle: row.moduleTitle,
          issuedAt: row.issuedAt,
          issuer: issuer.name,
          id: row.id,
          url: pageUrl(row.id),
        },
        locale,
      );
    },

    mine: async (userId: string) => (await repository.ofUser(db, userId)).map(present),

    async verify(token: string) {
      const read = await readCredential(token, {
        issuer,
        resolveKey: publishing.resolveKey,
        now: now(),
      });
      if ('problem' in read)
        return { result: 'invalid' as const, reason: read.problem, certificate: null };
      const row = await repository.find(db, read.id);
      if (!row || (row.credential !== token && row.previousCredential !== token))
        return {
          result: 'unknown' as const,
          reason: 'Sparked has no record of issuing this credential.',
          certificate: null,
        };
      const { credential: _credential, ...certificate } = present(row);
      return row.revokedAt
        ? { result: 'revoked' as const, reason: row.revokedReason, certificate }
        : { result: 'valid' as const, reason: null, certificate };
    },

    /** Revokes a certificate; the learner it was issued to sees it in their admin activity. */
    async revoke(actor: AuditActor, id: string, reason: string) {
      const row = await db.transaction(async (tx) => {
        const revoked = await repository.revoke(tx, id, reason, now());
        if (!revoked) throw unknownCertificate();
        await recordAudit(tx, actor, [
          {
            action: 'certificate.revoke',
            subjectId: revoked.userId,
            target: `certificate:${id}`,
            before: { revoked: false },
            after: { revoked: true },
            reason,
          },
        ]);
        return revoked;
      });
      return present(row);
    },
  };
}
export type CertificateService = ReturnType<typeof createCertificateService>;

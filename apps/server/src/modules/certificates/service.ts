import { randomInt } from 'node:crypto';
import type { Certificate } from '@sparked/contracts';
import { type CryptoKey, importJWK } from 'jose';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { type AuditActor, recordAudit } from '../core/audit-log';
import { userRepository } from '../core/users-repository';
import { publicSigningKey, type SigningKeys, signingAlgorithm } from '../sso';
import {
  type AchievementFacts,
  completionNarrative,
  credentialContexts,
  hashedEmail,
  type IdentityObject,
  type Issuer,
  issuerProfile,
  openBadgeCredential,
  openBadgeUrls,
  readCredential,
  signCredential,
  unverifiedPayload,
} from './credential';
import { renderCertificatePdf } from './pdf';
import { type CertificateRow, certificateRepository as repository } from './repository';
import { statusListCredential, statusListLength } from './status-list';

const unknownCertificate = () => notFound('There is no certificate with that id.');

/** Random guesses at a free index before asking the database for one. */
const randomTries = 8;

/** What a credential issued earlier states that a re-issue keeps: the same facts, today's form. */
function earlierStatements(credential: string) {
  const payload = unverifiedPayload(credential) as
    | {
        credentialSubject?: {
          identifier?: IdentityObject[];
          achievement?: { name?: string; description?: string; criteria?: { narrative?: string } };
        };
      }
    | undefined;
  const subject = payload?.credentialSubject;
  return {
    identifier: subject?.identifier?.[0],
    description: subject?.achievement?.description,
    narrative: subject?.achievement?.criteria?.narrative,
  };
}

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
  const { db, keys, issuer } = deps;
  const now = deps.now ?? (() => new Date());
  const capacity = Math.min(deps.statusListCapacity ?? statusListLength, statusListLength);
  const pageUrl = (id: string) => `${issuer.url}/certificates/${id}`;

  /**
   * A status list index for the certificate, at random so an index says nothing about when or
   * to whom it was issued, never handed out twice (the entries' primary key; a taken guess is
   * retried); a new list is begun when the newest is full. The same entry when it has one.
   */
  async function statusEntry(tx: Database, certificateId: string) {
    const held = await repository.entryOf(tx, certificateId);
    if (held) return { listId: held.listId, index: held.statusIndex };
    for (;;) {
      const list = await repository.openList(tx, capacity);
      for (let tries = 0; tries <= randomTries; tries++) {
        const index =
          tries < randomTries
            ? randomInt(list.capacity)
            : await repository.freeIndex(tx, list.id, list.capacity);
        if (index === undefined) break;
        if (await repository.claim(tx, list.id, index, certificateId))
          return { listId: list.id, index };
        const raced = await repository.entryOf(tx, certificateId);
        if (raced) return { listId: raced.listId, index: raced.statusIndex };
      }
    }
  }

  async function signedCredential(
    tx: Database,
    row: CertificateRow,
    facts: { identifier: IdentityObject; achievement: AchievementFacts },
  ) {
    const credential = openBadgeCredential(
      {
        id: row.id,
        issuedAt: row.issuedAt,
        subjectId: await repository.subjectOf(tx, row.userId),
        status: await statusEntry(tx, row.id),
        ...facts,
      },
      issuer,
    );
    return signCredential(credential, keys, issuer.url);
  }

  /** A key of the platform's, also one another instance has just begun signing with. */
  async function resolveKey(keyId: string): Promise<CryptoKey | undefined> {
    const known = keys.publicKeys.get(keyId);
    if (known) return known;
    const jwk = await publicSigningKey(db, keyId);
    return jwk ? ((await importJWK(jwk, signingAlgorithm)) as CryptoKey) : undefined;
  }

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
      const credential = await signedCredential(tx, row, {
        identifier: hashedEmail(learner.email),
        achievement: {
          moduleId: award.moduleId,
          name: award.title,
          description: award.description,
          narrative: completionNarrative,
        },
      });
      await repository.setCredential(tx, row.id, credential);
      return row.id;
    },

    /**
     * Re-issues, in today's form, every certificate issued before credentials carried a status
     * entry (decision 0026): same id, date, learner and achievement, a status index, signed with
     * the current key. The credential it replaces is kept and still recognised by `verify`.
     * Answers how many were re-issued; safe to run on several instances at once.
     */
    async reissueWithoutStatus(): Promise<number> {
      const rows = await repository.withoutStatus(db);
      for (const row of rows) {
        await db.transaction(async (tx) => {
          const earlier = earlierStatements(row.credential);
          const learner = earlier.identifier
            ? undefined
            : await userRepository.findUser(tx, row.userId);
          const identifier = earlier.identifier ?? (learner ? hashedEmail(learner.email) : null);
          if (!identifier) return;
          const credential = await signedCredential(tx, row, {
            identifier,
            achievement: {
              moduleId: row.moduleId,
              name: row.moduleTitle,
              description: earlier.description ?? row.moduleTitle,
              narrative: earlier.narrative ?? completionNarrative,
            },
          });
          await repository.reissue(tx, row.id, row.credential, credential);
        });
      }
      return rows.length;
    },

    /** The issuer's Open Badges profile, as a JSON-LD document. */
    issuerProfile: () => ({ '@context': credentialContexts, ...issuerProfile(issuer) }),

    /** An achievement as the newest credential awarding it states it; only ones awarded. */
    async achievement(moduleId: string) {
      const credential = await repository.latestCredentialOfModule(db, moduleId);
      const payload = credential ? unverifiedPayload(credential) : undefined;
      const achievement = (payload?.credentialSubject as { achievement?: { id?: string } })
        ?.achievement;
      if (!achievement || achievement.id !== openBadgeUrls(issuer.url).achievement(moduleId))
        throw notFound('No certificate awards that achievement.');
      return { '@context': credentialContexts, ...achievement } as {
        '@context': string[];
        id: string;
        type: string[];
        name: string;
        description: string;
        criteria: { narrative: string };
      };
    },

    /** A signing key's public JWK, its `kid` the URL a credential's header names it by. */
    async publicKey(keyId: string) {
      const jwk = await publicSigningKey(db, keyId);
      if (!jwk) throw notFound('There is no signing key with that id.');
      return { ...jwk, kid: openBadgeUrls(issuer.url).key(keyId) };
    },

    /**
     * A revocation status list as a VC-JWT signed like the certificates: bit set for each
     * certificate revoked (or gone), read fresh from the database on every call.
     */
    async statusList(listId: number) {
      const list = await repository.list(db, listId);
      if (!list) throw notFound('There is no status list with that id.');
      const { indexes, latestRevocation } = await repository.revokedIn(db, listId);
      const changedAt =
        latestRevocation && latestRevocation > list.createdAt ? latestRevocation : list.createdAt;
      const credential = statusListCredential({ id: list.id, changedAt, revoked: indexes }, issuer);
      return signCredential(credential, keys, issuer.url);
    },

    get: async (id: string) => present(await find(id)),

    async pdf(id: string) {
      const row = await find(id);
      return renderCertificatePdf({
        learner: row.learnerName,
        moduleTitle: row.moduleTitle,
        issuedAt: row.issuedAt,
        issuer: issuer.name,
        id: row.id,
        url: pageUrl(row.id),
      });
    },

    mine: async (userId: string) => (await repository.ofUser(db, userId)).map(present),

    async verify(token: string) {
      const read = await readCredential(token, { issuer, resolveKey, now: now() });
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

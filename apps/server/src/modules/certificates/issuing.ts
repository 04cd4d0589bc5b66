import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import type { SigningKeys } from '../core/signing-keys';
import { userRepository } from '../core/users-repository';
import {
  type AchievementFacts,
  completionNarrative,
  hashedEmail,
  type IdentityObject,
  type Issuer,
  openBadgeCredential,
  signCredential,
  unverifiedPayload,
} from './credential';
import { type CertificateRow, certificateRepository as repository } from './repository';
import { statusListLength } from './status-list';

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

/** Signing a certificate's credential: its subject id, its status entry, its VC-JWT. */
export function createCredentialIssuing(deps: {
  keys: SigningKeys;
  issuer: Issuer;
  /** How many certificates one status list takes before a new list is begun. */
  statusListCapacity?: number;
}) {
  const { keys, issuer } = deps;
  const capacity = Math.min(deps.statusListCapacity ?? statusListLength, statusListLength);

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

  return {
    /** The credential of a certificate just issued, inside the transaction issuing it. */
    async credentialOf(
      tx: Database,
      row: CertificateRow,
      award: { email: string; description: string },
    ) {
      return signedCredential(tx, row, {
        identifier: hashedEmail(award.email),
        achievement: {
          moduleId: row.moduleId,
          name: row.moduleTitle,
          description: award.description,
          narrative: completionNarrative,
        },
      });
    },

    /**
     * Re-issues, in today's form, every certificate issued before credentials carried a status
     * entry (decision 0027): same id, date, learner and achievement, a status index, signed with
     * the current key. The credential it replaces is kept and still recognised by `verify`.
     * Answers how many were re-issued; safe to run on several instances at once.
     */
    async reissueWithoutStatus(db: Database): Promise<number> {
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
  };
}

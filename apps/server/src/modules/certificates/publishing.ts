import { type CryptoKey, importJWK } from 'jose';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { publicSigningKey, type SigningKeys, signingAlgorithm } from '../core/signing-keys';
import {
  credentialContexts,
  type Issuer,
  issuerProfile,
  openBadgeUrls,
  signCredential,
  unverifiedPayload,
} from './credential';
import { certificateRepository as repository } from './repository';
import { statusListCredential } from './status-list';

/** What an outside verifier of an Open Badges credential dereferences (decision 0027). */
export function createOpenBadgePublishing(deps: {
  db: Database;
  keys: SigningKeys;
  issuer: Issuer;
}) {
  const { db, keys, issuer } = deps;
  const urls = openBadgeUrls(issuer.url);
  return {
    /** A key of the platform's, also one another instance has just begun signing with. */
    async resolveKey(keyId: string): Promise<CryptoKey | undefined> {
      const known = keys.publicKeys.get(keyId);
      if (known) return known;
      const jwk = await publicSigningKey(db, keyId);
      return jwk ? ((await importJWK(jwk, signingAlgorithm)) as CryptoKey) : undefined;
    },

    /** The issuer's Open Badges profile, as a JSON-LD document. */
    issuerProfile: () => ({ '@context': credentialContexts, ...issuerProfile(issuer) }),

    /** An achievement as the newest credential awarding it states it; only ones awarded. */
    async achievement(moduleId: string) {
      const credential = await repository.latestCredentialOfModule(db, moduleId);
      const payload = credential ? unverifiedPayload(credential) : undefined;
      const achievement = (payload?.credentialSubject as { achievement?: { id?: string } })
        ?.achievement;
      if (!achievement || achievement.id !== urls.achievement(moduleId))
        throw notFound(
          /*i18n*/ {
            id: 'certificates.no-certificate-awards-that-achievement',
            message: 'No certificate awards that achievement.',
          },
        );
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
      if (!jwk)
        throw notFound(
          /*i18n*/ {
            id: 'certificates.there-is-no-signing-key-with',
            message: 'There is no signing key with that id.',
          },
        );
      return { ...jwk, kid: urls.key(keyId) };
    },

    /**
     * A revocation status list as a VC-JWT signed like the certificates: bit set for each
     * certificate revoked (or gone), read fresh from the database on every call.
     */
    async statusList(listId: number) {
      const list = await repository.list(db, listId);
      if (!list)
        throw notFound(
          /*i18n*/ {
            id: 'certificates.there-is-no-status-list-with',
            message: 'There is no status list with that id.',
          },
        );
      const { indexes, latestRevocation } = await repository.revokedIn(db, listId);
      const changedAt =
        latestRevocation && latestRevocation > list.createdAt ? latestRevocation : list.createdAt;
      const credential = statusListCredential({ id: list.id, changedAt, revoked: indexes }, issuer);
      return signCredential(credential, keys, issuer.url);
    },
  };
}

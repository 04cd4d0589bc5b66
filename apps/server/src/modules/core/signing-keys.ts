import { randomUUID } from 'node:crypto';
import type { JwksResponse } from '@sparked/contracts';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../../db/database';
import { signingKeyRepository } from './signing-keys-repository';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKeys: Map<string, CryptoKey>;
  jwks: JwksResponse;
}

export const signingAlgorithm = 'EdDSA';

async function insertKey(db: Database) {
  const { privateKey, publicKey } = await generateKeyPair(signingAlgorithm, {
    crv: 'Ed25519',
    extractable: true,
  });
  await signingKeyRepository.insert(db, {
    kid: randomUUID(),
    publicJwk: await exportJWK(publicKey),
    privateJwk: await exportJWK(privateKey),
  });
}

/**
 * Retires the signing key and makes a new one. Retired keys stay in the JWKS, so tokens and
 * certificates they signed keep verifying; instances sign with the new key once restarted.
 */
export async function rotateSigningKey(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await signingKeyRepository.retire(tx, new Date());
    await insertKey(tx);
  });
}

/**
 * Loads the Ed25519 signing keys, creating one when none is in use. When several instances start
 * together each may insert one; all then sign with the oldest key in use, so they agree.
 */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  let rows = await signingKeyRepository.all(db);
  if (!rows.some((row) => !row.retiredAt)) {
    await insertKey(db);
    rows = await signingKeyRepository.all(db);
  }
  const current = rows.find((row) => !row.retiredAt);
  if (!current) throw new Error('No signing key could be created.');
  const publicKeys = new Map<string, CryptoKey>();
  const jwks: JwksResponse['keys'] = [];
  for (const row of rows) {
    const publicJwk = row.publicJwk as JWK & { kty: string };
    const jwk = { ...publicJwk, kid: row.kid, alg: signingAlgorithm, use: 'sig' as const };
    jwks.push(jwk);
    publicKeys.set(row.kid, (await importJWK(jwk, signingAlgorithm)) as CryptoKey);
  }
  return {
    kid: current.kid,
    privateKey: (await importJWK(current.privateJwk as JWK, signingAlgorithm)) as CryptoKey,
    publicKeys,
    jwks: { keys: jwks },
  };
}

/**
 * One signing key's public JWK, current or retired, read from the database so every instance
 * publishes a key another instance has just started signing with; undefined for an unknown kid.
 */
export async function publicSigningKey(
  db: Database,
  kid: string,
): Promise<
  { kty: string; crv: string; x: string; kid: string; alg: string; use: 'sig' } | undefined
> {
  const row = await signingKeyRepository.find(db, kid);
  if (!row) return undefined;
  // An Ed25519 public key (OKP): exactly these members, so nothing private is ever published.
  const { kty, crv, x } = row.publicJwk as { kty: string; crv: string; x: string };
  return { kty, crv, x, kid: row.kid, alg: signingAlgorithm, use: 'sig' };
}

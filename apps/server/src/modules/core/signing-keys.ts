import { randomUUID } from 'node:crypto';
import type { JwksResponse } from '@sparked/contracts';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../../db/database';
import { signingKeyRepository } from './signing-keys-repository';

/** A key pair of one algorithm: the key in use, and every public key it or its forebears had. */
export interface KeySet {
  kid: string;
  privateKey: CryptoKey;
  publicKeys: Map<string, CryptoKey>;
  jwks: JwksResponse;
}

/** Ed25519 (access tokens, certificates), plus the RSA key LMSs verify (`rsa`, LTI 1.3). */
export interface SigningKeys extends KeySet {
  rsa: KeySet;
}

export const signingAlgorithm = 'EdDSA';
/** The one algorithm every LMS supports (1EdTech Security Framework §6.1). */
export const rsaSigningAlgorithm = 'RS256';
type Algorithm = typeof signingAlgorithm | typeof rsaSigningAlgorithm;

async function insertKey(db: Database, alg: Algorithm) {
  const { privateKey, publicKey } =
    alg === signingAlgorithm
      ? await generateKeyPair(alg, { crv: 'Ed25519', extractable: true })
      : await generateKeyPair(alg, { modulusLength: 2048, extractable: true });
  await signingKeyRepository.insert(db, {
    kid: randomUUID(),
    alg,
    publicJwk: await exportJWK(publicKey),
    privateJwk: await exportJWK(privateKey),
  });
}

/**
 * Retires the signing keys and makes new ones. Retired keys stay in the JWKS, so tokens,
 * certificates and LTI messages they signed keep verifying; instances sign with the new keys
 * once restarted.
 */
export async function rotateSigningKey(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await signingKeyRepository.retire(tx, new Date());
    await insertKey(tx, signingAlgorithm);
    await insertKey(tx, rsaSigningAlgorithm);
  });
}

/** Only the public members of a key, so nothing private is ever published. */
function publicMembers(jwk: JWK): JWK & { kty: string } {
  const { kty = '', crv, x, y, n, e } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, crv, x, y, n, e }).filter(([, value]) => value !== undefined),
  ) as unknown as JWK & { kty: string };
}

type KeyRow = Awaited<ReturnType<typeof signingKeyRepository.all>>[number];

async function keySetOf(rows: KeyRow[], alg: Algorithm): Promise<KeySet> {
  const current = rows.find((row) => !row.retiredAt);
  if (!current) throw new Error(`No ${alg} signing key could be created.`);
  const publicKeys = new Map<string, CryptoKey>();
  const jwks: JwksResponse['keys'] = [];
  for (const row of rows) {
    const jwk = { ...publicMembers(row.publicJwk as JWK), kid: row.kid, alg, use: 'sig' as const };
    jwks.push(jwk);
    publicKeys.set(row.kid, (await importJWK(jwk, alg)) as CryptoKey);
  }
  return {
    kid: current.kid,
    privateKey: (await importJWK(current.privateJwk as JWK, alg)) as CryptoKey,
    publicKeys,
    jwks: { keys: jwks },
  };
}

/**
 * Loads the signing keys of each algorithm, creating one when none is in use. When several
 * instances start together each may insert one; all then sign with the oldest key in use, so
 * they agree.
 */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  let rows = await signingKeyRepository.all(db);
  const inUse = (alg: Algorithm) => rows.some((row) => row.alg === alg && !row.retiredAt);
  const missing = ([signingAlgorithm, rsaSigningAlgorithm] as const).filter((alg) => !inUse(alg));
  if (missing.length > 0) {
    for (const alg of missing) await insertKey(db, alg);
    rows = await signingKeyRepository.all(db);
  }
  const of = (alg: Algorithm) => rows.filter((row) => row.alg === alg);
  return {
    ...(await keySetOf(of(signingAlgorithm), signingAlgorithm)),
    rsa: await keySetOf(of(rsaSigningAlgorithm), rsaSigningAlgorithm),
  };
}

/**
 * One Ed25519 signing key's public JWK, current or retired, read from the database so every
 * instance publishes a key another instance has just started signing with; undefined for an
 * unknown kid or a key of another algorithm.
 */
export async function publicSigningKey(
  db: Database,
  kid: string,
): Promise<
  { kty: string; crv: string; x: string; kid: string; alg: string; use: 'sig' } | undefined
> {
  const row = await signingKeyRepository.find(db, kid);
  if (!row || row.alg !== signingAlgorithm) return undefined;
  // An Ed25519 public key (OKP): exactly these members, so nothing private is ever published.
  const { kty, crv, x } = row.publicJwk as { kty: string; crv: string; x: string };
  return { kty, crv, x, kid: row.kid, alg: signingAlgorithm, use: 'sig' };
}

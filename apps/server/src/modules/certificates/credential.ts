import { createHash, randomBytes } from 'node:crypto';
import { endpoints, mountedPath } from '@sparked/contracts';
import {
  type CompactJWSHeaderParameters,
  CompactSign,
  type CryptoKey,
  compactVerify,
  decodeProtectedHeader,
} from 'jose';
import { type KeySet, signingAlgorithm } from '../core/signing-keys';

export const credentialContexts = [
  'https://www.w3.org/ns/credentials/v2',
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
];

export interface Issuer {
  /** The platform's public address: the base of every link a credential holds. */
  url: string;
  name: string;
}

/**
 * Where Sparked publishes what a verifier dereferences (decision 0027), from the endpoint table,
 * so a link in a credential and the route that answers it cannot drift apart.
 */
export function openBadgeUrls(publicUrl: string) {
  const at = (endpoint: { api: 'sparked'; path: string }, param?: [string, string | number]) => {
    const path = mountedPath(endpoint);
    return `${publicUrl}${param ? path.replace(`{${param[0]}}`, String(param[1])) : path}`;
  };
  return {
    issuer: at(endpoints.openBadgeIssuer),
    achievement: (moduleId: string) => at(endpoints.openBadgeAchievement, ['moduleId', moduleId]),
    key: (kid: string) => at(endpoints.openBadgeKey, ['keyId', kid]),
    keyPrefix: at(endpoints.openBadgeKey).replace('{keyId}', ''),
    statusList: (listId: number) => at(endpoints.openBadgeStatusList, ['listId', listId]),
  };
}

export interface IdentityObject {
  type: 'IdentityObject';
  identityType: 'emailAddress';
  hashed: true;
  identityHash: string;
  salt: string;
}

/** The learner's email as a salted hash, as Open Badges allows, so it is never exposed. */
export function hashedEmail(email: string): IdentityObject {
  const salt = randomBytes(8).toString('hex');
  const identityHash = createHash('sha256')
    .update(email.toLowerCase() + salt)
    .digest('hex');
  return {
    type: 'IdentityObject',
    identityType: 'emailAddress',
    hashed: true,
    identityHash: `sha256$${identityHash}`,
    salt,
  };
}

export interface AchievementFacts {
  moduleId: string;
  name: string;
  description: string;
  narrative: string;
}

export const completionNarrative = 'Completed every activity of the module in Sparked.';

/** What a certificate's credential states. */
export interface CredentialFacts {
  id: string;
  issuedAt: Date;
  /** The learner's credential subject id (a uuid that reveals nothing), the same in each of theirs. */
  subjectId: string;
  identifier: IdentityObject;
  achievement: AchievementFacts;
  status: { listId: number; index: number };
}

/**
 * A date as a VC `validFrom` that a JWT's NumericDate (whole seconds) states exactly: OB 3.0 has
 * a verifier check that `nbf` equals `validFrom`, which milliseconds would break.
 */
export const wholeSeconds = (date: Date) =>
  new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export function achievementOf(achievement: AchievementFacts, publicUrl: string) {
  return {
    id: openBadgeUrls(publicUrl).achievement(achievement.moduleId),
    type: ['Achievement'],
    name: achievement.name,
    description: achievement.description || achievement.name,
    criteria: { narrative: achievement.narrative },
  };
}

export function issuerProfile(issuer: Issuer) {
  return {
    id: openBadgeUrls(issuer.url).issuer,
    type: ['Profile'],
    name: issuer.name,
    url: issuer.url,
  };
}

/**
 * The Open Badges 3.0 credential (a W3C Verifiable Credential 2.0, type OpenBadgeCredential) of a
 * certificate. The learner is named by a random id and a salted hash of their email, so the
 * credential can be shared without exposing a minor's address; its revocation is a bit of a
 * public status list.
 */
export function openBadgeCredential(facts: CredentialFacts, issuer: Issuer) {
  const statusList = openBadgeUrls(issuer.url).statusList(facts.status.listId);
  return {
    '@context': credentialContexts,
    id: `urn:uuid:${facts.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: issuerProfile(issuer),
    validFrom: wholeSeconds(facts.issuedAt),
    name: facts.achievement.name,
    credentialSubject: {
      id: `urn:uuid:${facts.subjectId}`,
      type: ['AchievementSubject'],
      identifier: [facts.identifier],
      achievement: achievementOf(facts.achievement, issuer.url),
    },
    credentialStatus: {
      id: `${statusList}#${facts.status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(facts.status.index),
      statusListCredential: statusList,
    },
  };
}

/** The members of a credential its JWT claims restate. */
export interface SignableCredential {
  id: string;
  issuer: string | { id: string };
  validFrom: string;
  validUntil?: string;
  credentialSubject: { id: string };
}

const numericDate = (dateTime: string) => Date.parse(dateTime) / 1000;
const issuerIdOf = (issuer: SignableCredential['issuer']) =>
  typeof issuer === 'string' ? issuer : issuer.id;

/** The JOSE header OB 3.0 §8.2 allows: these three and no other. */
const allowedHeader = new Set(['alg', 'kid', 'typ']);

/**
 * Signs a credential as a VC-JWT in the form OB 3.0 §8.2 sets out (decision 0027): the payload is
 * the credential itself with the registered claims restating it (`iss`, `jti`, `nbf`, `sub`, and
 * `exp` when it has `validUntil`), the header only `alg`, `kid` (the URL of the public key) and
 * `typ: JWT`. No JSON-LD is processed, so no context is ever fetched.
 */
export function signCredential(
  credential: SignableCredential,
  keys: KeySet,
  publicUrl: string,
): Promise<string> {
  const payload = {
    ...credential,
    iss: issuerIdOf(credential.issuer),
    jti: credential.id,
    nbf: numericDate(credential.validFrom),
    sub: credential.credentialSubject.id,
    ...(credential.validUntil ? { exp: numericDate(credential.validUntil) } : {}),
  };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({
      alg: signingAlgorithm,
      kid: openBadgeUrls(publicUrl).key(keys.kid),
      typ: 'JWT',
    })
    .sign(keys.privateKey);
}

/** The payload of a compact JWS, unchecked: for reading back what Sparked itself stored. */
export function unverifiedPayload(token: string): Record<string, unknown> | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return payload && typeof payload === 'object' ? payload : undefined;
  } catch {
    return undefined;
  }
}

type Claims = Record<string, unknown> & Partial<SignableCredential>;

/** Why a VC-JWT's claims do not restate its credential as OB 3.0 §8.2 requires; null when they do. */
function claimsProblem(
  header: CompactJWSHeaderParameters,
  claims: Claims,
  now: Date,
): string | null {
  if (Object.keys(header).some((name) => !allowedHeader.has(name)) || header.typ !== 'JWT')
    return 'The credential has a header Open Badges does not allow.';
  const issuerId = claims.issuer ? issuerIdOf(claims.issuer) : undefined;
  const validFrom = typeof claims.validFrom === 'string' ? numericDate(claims.validFrom) : NaN;
  const restated =
    claims.iss === issuerId &&
    claims.jti === claims.id &&
    claims.sub === claims.credentialSubject?.id &&
    claims.nbf === validFrom &&
    (claims.validUntil === undefined
      ? claims.exp === undefined
      : claims.exp === numericDate(claims.validUntil));
  if (!restated) return "The credential's claims do not match what it states.";
  if (validFrom * 1000 > now.getTime()) return 'This credential is not valid yet.';
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now.getTime())
    return 'This credential has expired.';
  return null;
}

/**
 * The certificate id a credential names, when its signature checks out with one of the
 * platform's keys (current or earlier), its claims restate it and it was issued here; otherwise
 * why not. Credentials issued before decision 0027 (a bare key id, `typ: vc+jwt`, the issuer's
 * id the platform's address) are still read, so one shared earlier is still recognised.
 */
export async function readCredential(
  token: string,
  context: {
    issuer: Issuer;
    resolveKey: (keyId: string) => Promise<CryptoKey | undefined>;
    now: Date;
  },
): Promise<{ id: string } | { problem: string }> {
  const urls = openBadgeUrls(context.issuer.url);
  let header: CompactJWSHeaderParameters;
  try {
    header = decodeProtectedHeader(token) as CompactJWSHeaderParameters;
  } catch {
    return { problem: 'This is not a credential Sparked can read.' };
  }
  const kid = typeof header.kid === 'string' ? header.kid : '';
  const legacy = header.typ === 'vc+jwt' && !kid.includes('/');
  const keyId = legacy
    ? kid
    : kid.startsWith(urls.keyPrefix)
      ? kid.slice(urls.keyPrefix.length)
      : '';
  const key = keyId ? await context.resolveKey(keyId) : undefined;
  if (!key) return { problem: 'This credential was not signed with a Sparked key.' };
  let claims: Claims;
  try {
    const { payload } = await compactVerify(token, key, { algorithms: [signingAlgorithm] });
    claims = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    return { problem: 'The signature does not match: the credential was changed after signing.' };
  }
  if (!legacy) {
    const problem = claimsProblem(header, claims, context.now);
    if (problem) return { problem };
  }
  const issuerId = claims.issuer ? issuerIdOf(claims.issuer) : undefined;
  if (issuerId !== (legacy ? context.issuer.url : urls.issuer))
    return { problem: 'This credential names another issuer.' };
  const id = typeof claims.id === 'string' ? claims.id.replace(/^urn:uuid:/, '') : '';
  if (!Array.isArray(claims.type) || !claims.type.includes('OpenBadgeCredential') || !id)
    return { problem: 'This is not an Open Badges credential.' };
  return { id };
}

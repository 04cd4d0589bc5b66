import { createHash, randomBytes } from 'node:crypto';
import { CompactSign, compactVerify, decodeProtectedHeader } from 'jose';
import { type SigningKeys, signingAlgorithm } from '../core/signing-keys';

/** What a certificate's credential states. */
export interface CredentialFacts {
  id: string;
  issuedAt: Date;
  learnerEmail: string;
  moduleId: string;
  moduleTitle: string;
  moduleDescription: string;
}

export interface Issuer {
  /** The platform's public address: the issuer's id and the base of every link. */
  url: string;
  name: string;
}

/**
 * The Open Badges 3.0 credential (a W3C Verifiable Credential 2.0, type OpenBadgeCredential) of a
 * certificate. The learner is named only by a salted hash of their email, as Open Badges allows,
 * so the credential can be shared without exposing a minor's address.
 */
export function openBadgeCredential(facts: CredentialFacts, issuer: Issuer) {
  const salt = randomBytes(8).toString('hex');
  const identityHash = createHash('sha256')
    .update(facts.learnerEmail.toLowerCase() + salt)
    .digest('hex');
  return {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: `urn:uuid:${facts.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuer.url, type: ['Profile'], name: issuer.name, url: issuer.url },
    validFrom: facts.issuedAt.toISOString(),
    name: facts.moduleTitle,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'emailAddress',
          hashed: true,
          identityHash: `sha256$${identityHash}`,
          salt,
        },
      ],
      achievement: {
        id: `${issuer.url}/academy/modules/${facts.moduleId}`,
        type: ['Achievement'],
        name: facts.moduleTitle,
        description: facts.moduleDescription || facts.moduleTitle,
        criteria: { narrative: 'Completed every activity of the module in Sparked.' },
      },
    },
  };
}

/**
 * Signs a credential as a VC-JWT (VC-JOSE-COSE: the payload is the credential itself) with the
 * platform's current key; no JSON-LD is processed, so no context is ever fetched.
 */
export function signCredential(credential: object, keys: SigningKeys): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(credential)))
    .setProtectedHeader({ alg: signingAlgorithm, kid: keys.kid, typ: 'vc+jwt', cty: 'vc' })
    .sign(keys.privateKey);
}

/**
 * The certificate id a credential names, when its signature checks out with one of the
 * platform's keys (current or earlier) and it was issued here; otherwise why not.
 */
export async function readCredential(
  token: string,
  keys: SigningKeys,
  issuer: Issuer,
): Promise<{ id: string } | { problem: string }> {
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    return { problem: 'This is not a credential Sparked can read.' };
  }
  const key = kid ? keys.publicKeys.get(kid) : undefined;
  if (!key) return { problem: 'This credential was not signed with a Sparked key.' };
  try {
    const { payload } = await compactVerify(token, key, { algorithms: [signingAlgorithm] });
    const credential = JSON.parse(new TextDecoder().decode(payload)) as {
      id?: unknown;
      type?: unknown;
      issuer?: { id?: unknown };
    };
    const id = typeof credential.id === 'string' ? credential.id.replace(/^urn:uuid:/, '') : '';
    if (credential.issuer?.id !== issuer.url)
      return { problem: 'This credential names another issuer.' };
    if (!Array.isArray(credential.type) || !credential.type.includes('OpenBadgeCredential') || !id)
      return { problem: 'This is not an Open Badges credential.' };
    return { id };
  } catch {
    return { problem: 'The signature does not match: the credential was changed after signing.' };
  }
}

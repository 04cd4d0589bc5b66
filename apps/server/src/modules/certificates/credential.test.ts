import { exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import type { KeySet } from '../core/signing-keys';
import { readCredential, signCredential, wholeSeconds } from './credential';

const issuer = { url: 'https://sparked.example.org', name: 'Sparked' };
const issuerId = 'https://sparked.example.org/sparked-api/open-badges/issuer';

async function testKeys(): Promise<KeySet> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1' } as KeySet['jwks']['keys'][number];
  return { kid: 'k1', privateKey, publicKeys: new Map([['k1', publicKey]]), jwks: { keys: [jwk] } };
}

const credential = (validUntil?: string) => ({
  id: 'urn:uuid:6b1a4c1e-8c7e-4a43-9a1e-2b7b6f0f2d11',
  type: ['VerifiableCredential', 'OpenBadgeCredential'],
  issuer: { id: issuerId },
  validFrom: '2026-11-28T10:00:00Z',
  ...(validUntil ? { validUntil } : {}),
  credentialSubject: { id: 'urn:uuid:0f0e0d0c-0b0a-4909-8807-060504030201' },
});

describe('VC-JWT claims (OB 3.0 §8.2)', () => {
  it('states exp when the credential has validUntil, and only then', async () => {
    const keys = await testKeys();
    const key = keys.publicKeys.get('k1') as CryptoKey;
    const open = await signCredential(credential(), keys, issuer.url);
    const { payload } = await jwtVerify(open, key, {
      currentDate: new Date('2026-12-01T00:00:00Z'),
    });
    expect(payload).toMatchObject({
      iss: issuerId,
      nbf: Date.parse('2026-11-28T10:00:00Z') / 1000,
    });
    expect(payload).not.toHaveProperty('exp');

    const until = '2027-11-28T10:00:00Z';
    const ending = await signCredential(credential(until), keys, issuer.url);
    const read = await jwtVerify(ending, key, { currentDate: new Date('2026-12-01T00:00:00Z') });
    expect(read.payload.exp).toBe(Date.parse(until) / 1000);
    const context = { issuer, resolveKey: async () => key };
    expect(
      await readCredential(ending, { ...context, now: new Date('2026-12-01T00:00:00Z') }),
    ).toEqual({ id: '6b1a4c1e-8c7e-4a43-9a1e-2b7b6f0f2d11' });
    expect(
      await readCredential(ending, { ...context, now: new Date('2028-01-01T00:00:00Z') }),
    ).toEqual({ problem: 'This credential has expired.' });
    expect(
      await readCredential(ending, { ...context, now: new Date('2026-01-01T00:00:00Z') }),
    ).toEqual({ problem: 'This credential is not valid yet.' });
  });

  it('writes validFrom in whole seconds, so nbf states it exactly', () => {
    expect(wholeSeconds(new Date('2026-11-28T10:00:00.999Z'))).toBe('2026-11-28T10:00:00Z');
  });
});

import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeStatusList, statusListCredential, statusListLength } from './status-list';

const decode = (encoded: string) => gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));

describe('Bitstring Status List encoding', () => {
  it('is multibase base64url (u, no padding) of the GZIP of 131 072 bits', () => {
    const encoded = encodeStatusList([]);
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    const bits = decode(encoded);
    expect(bits.length * 8).toBe(statusListLength);
    expect(statusListLength).toBe(131_072);
    expect(bits.every((byte) => byte === 0)).toBe(true);
  });

  it('numbers bits from the left: index 0 is the top bit of the first byte', () => {
    const bits = decode(encodeStatusList([0, 9, 131_071]));
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[16_383]).toBe(0b0000_0001);
    expect(bits.reduce((set, byte) => set + byte.toString(2).replaceAll('0', '').length, 0)).toBe(
      3,
    );
  });

  it('is a BitstringStatusListCredential whose validFrom is in whole seconds', () => {
    const credential = statusListCredential(
      { id: 7, changedAt: new Date('2026-11-28T10:00:00.900Z'), revoked: [3] },
      { url: 'https://sparked.example.org', name: 'Sparked' },
    );
    expect(credential).toMatchObject({
      id: 'https://sparked.example.org/sparked-api/open-badges/status-lists/7',
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: 'https://sparked.example.org/sparked-api/open-badges/issuer',
      validFrom: '2026-11-28T10:00:00Z',
      credentialSubject: {
        id: 'https://sparked.example.org/sparked-api/open-badges/status-lists/7#list',
        type: 'BitstringStatusList',
        statusPurpose: 'revocation',
      },
    });
    expect(decode(credential.credentialSubject.encodedList)[0]).toBe(0b0001_0000);
  });
});

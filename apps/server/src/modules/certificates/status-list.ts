import { gzipSync } from 'node:zlib';
import { type Issuer, openBadgeUrls, wholeSeconds } from './credential';

/**
 * W3C Bitstring Status List v1.0 sets a minimum of 131 072 entries (16 KiB), so a list says
 * nothing about how many certificates it covers (herd privacy); it is also each list's capacity.
 */
export const statusListLength = 131_072;

/**
 * The list's `encodedList`: the bitstring GZIP-compressed, then multibase base64url (prefix `u`,
 * no padding). Index 0 is the left-most (most significant) bit of the first byte.
 */
export function encodeStatusList(setIndexes: Iterable<number>, length = statusListLength): string {
  const bits = Buffer.alloc(Math.ceil(Math.max(length, statusListLength) / 8));
  for (const index of setIndexes)
    bits.writeUInt8((bits[index >> 3] ?? 0) | (0x80 >> (index & 7)), index >> 3);
  return `u${gzipSync(bits).toString('base64url')}`;
}

/**
 * A BitstringStatusListCredential for revocation, issued by the issuer of the certificates it
 * covers. `validFrom` is when the list last changed, so it is stable between changes (and never
 * ahead of a verifier's clock, as signing time could be by a second).
 */
export function statusListCredential(
  list: { id: number; changedAt: Date; revoked: Iterable<number> },
  issuer: Issuer,
) {
  const urls = openBadgeUrls(issuer.url);
  const url = urls.statusList(list.id);
  return {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: urls.issuer,
    validFrom: wholeSeconds(list.changedAt),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(list.revoked),
    },
  };
}

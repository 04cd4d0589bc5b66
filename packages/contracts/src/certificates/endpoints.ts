import { z } from 'zod';
import type { Endpoint } from '../shared/endpoint';
import {
  achievementIdSchema,
  achievementSchema,
  certificateIdSchema,
  certificateResponseSchema,
  certificatesResponseSchema,
  issuerProfileSchema,
  publicJwkSchema,
  revokeCertificateRequestSchema,
  signingKeyIdSchema,
  statusListIdSchema,
  verifyCredentialRequestSchema,
  verifyCredentialResponseSchema,
} from './schemas';

const certificateTags = ['Certificates'];
const certificateParams = z.strictObject({ id: certificateIdSchema });

/** Certificates: a learner's own, the public check of a credential, and revoking one. */
export const certificateEndpoints = {
  certificate: {
    api: 'sparked',
    method: 'GET',
    path: '/certificates/{id}',
    auth: 'public',
    params: certificateParams,
    response: certificateResponseSchema,
    summary: 'A certificate as its public verification page shows it',
    tags: certificateTags,
  },
  certificatePdf: {
    api: 'sparked',
    method: 'GET',
    path: '/certificates/{id}/pdf',
    auth: 'public',
    params: certificateParams,
    produces: 'application/pdf',
    summary: 'The certificate as a PDF with a QR code to its verification page',
    tags: certificateTags,
  },
  verifyCredential: {
    api: 'sparked',
    method: 'POST',
    path: '/certificates/verify',
    auth: 'public',
    body: verifyCredentialRequestSchema,
    response: verifyCredentialResponseSchema,
    summary: 'Check an Open Badges credential: signature, issuer and revocation',
    tags: certificateTags,
  },
  myCertificates: {
    api: 'sparked',
    method: 'GET',
    path: '/my/certificates',
    auth: 'user',
    response: certificatesResponseSchema,
    summary: "The signed-in learner's certificates",
    tags: certificateTags,
  },
  revokeCertificate: {
    api: 'sparked',
    method: 'POST',
    path: '/certificates/{id}/revoke',
    auth: ['admin'],
    idempotent: true,
    params: certificateParams,
    body: revokeCertificateRequestSchema,
    response: certificateResponseSchema,
    summary: 'Revoke a certificate, with a reason (admins)',
    tags: certificateTags,
  },
  /*
   * What any outside verifier of an Open Badges 3.0 credential dereferences (decision 0026):
   * public, unwrapped (the document itself, not `{ data }`), readable from any origin.
   */
  openBadgeIssuer: {
    api: 'sparked',
    method: 'GET',
    path: '/open-badges/issuer',
    auth: 'public',
    response: issuerProfileSchema,
    summary: "The issuer's Open Badges profile that every credential's issuer id names",
    tags: certificateTags,
  },
  openBadgeAchievement: {
    api: 'sparked',
    method: 'GET',
    path: '/open-badges/achievements/{moduleId}',
    auth: 'public',
    params: z.strictObject({ moduleId: achievementIdSchema }),
    response: achievementSchema,
    summary: 'An achievement as the credentials that award it state it',
    tags: certificateTags,
  },
  openBadgeKey: {
    api: 'sparked',
    method: 'GET',
    path: '/open-badges/keys/{keyId}',
    auth: 'public',
    params: z.strictObject({ keyId: signingKeyIdSchema }),
    response: publicJwkSchema,
    summary: "A signing key's public JWK: what a credential's kid dereferences to",
    tags: certificateTags,
  },
  openBadgeStatusList: {
    api: 'sparked',
    method: 'GET',
    path: '/open-badges/status-lists/{listId}',
    auth: 'public',
    params: z.strictObject({ listId: statusListIdSchema }),
    produces: 'application/vc+jwt',
    summary: 'A revocation status list (Bitstring Status List) as a signed VC-JWT',
    tags: certificateTags,
  },
} as const satisfies Record<string, Endpoint>;

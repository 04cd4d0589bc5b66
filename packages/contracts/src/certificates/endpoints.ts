import { z } from 'zod';
import type { Endpoint } from '../shared/endpoint';
import {
  certificateIdSchema,
  certificateResponseSchema,
  certificatesResponseSchema,
  revokeCertificateRequestSchema,
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
} as const satisfies Record<string, Endpoint>;

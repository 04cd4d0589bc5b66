import { z } from 'zod';

/**
 * Certificates: issued once when a student completes a module, verifiable by anyone at
 * a public page, and also an Open Badges 3.0 credential (a W3C Verifiable Credential 2.0 of type
 * OpenBadgeCredential) signed as a VC-JWT with the platform's published keys.
 */
export const certificateIdSchema = z.uuid('id must be a certificate id.');
const timestamp = z.iso.datetime({ offset: true });

export const certificateStatuses = ['valid', 'revoked'] as const;

export const certificateSchema = z.object({
  id: z.string(),
  /** As the public page shows it: first name and last initial (learners may be minors). */
  learner: z.string(),
  module: z.object({ id: z.string(), title: z.string(), version: z.number().int() }),
  issuer: z.object({ name: z.string(), url: z.string() }),
  issuedAt: timestamp,
  status: z.enum(certificateStatuses),
  revokedReason: z.string().nullable(),
  /** The public verification page. */
  url: z.string(),
  /** The Open Badges 3.0 credential as a VC-JWT (`typ: vc+jwt`). */
  credential: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateResponseSchema = z.object({ data: certificateSchema });
export const certificatesResponseSchema = z.object({ data: z.array(certificateSchema) });

/** POST /sparked-api/certificates/verify: anyone may check a credential they were given. */
export const verifyCredentialRequestSchema = z.strictObject({
  credential: z.string().min(1).max(20_000),
});
export const verificationResults = ['valid', 'revoked', 'invalid', 'unknown'] as const;
export const verifyCredentialResponseSchema = z.object({
  data: z.object({
    result: z.enum(verificationResults),
    /** Why it is not valid, as a sentence. */
    reason: z.string().nullable(),
    certificate: certificateSchema.omit({ credential: true }).nullable(),
  }),
});

export const revokeCertificateRequestSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Say why, for the learner and the record.').max(500),
});

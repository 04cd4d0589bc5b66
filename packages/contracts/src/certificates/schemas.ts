import { z } from 'zod';
import { issueText } from '../shared/issue-text';

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
  /** The Open Badges 3.0 credential as a VC-JWT (OB 3.0 §8.2; decision 0026). */
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
  reason: z
    .string()
    .trim()
    .min(
      1,
      issueText(
        /*i18n*/ {
          id: 'certificates.say-why',
          message: 'Say why, for the learner and the record.',
        },
      ),
    )
    .max(500),
});

/**
 * What outside verifiers of an Open Badges credential read (decision 0026): the issuer's profile,
 * each achievement, each signing key (the VC-JWT's `kid` is its URL) and the status lists.
 */
export const statusListIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, 'listId must be a status list number.');
export const signingKeyIdSchema = z.uuid('keyId must be a signing key id.');
export const achievementIdSchema = z.uuid('moduleId must be a module id.');

const jsonLdContext = z.array(z.string());

/** GET /sparked-api/open-badges/issuer: the Profile every credential's `issuer.id` names. */
export const issuerProfileSchema = z.object({
  '@context': jsonLdContext,
  id: z.string(),
  type: z.array(z.string()),
  name: z.string(),
  url: z.string(),
});

/** GET /sparked-api/open-badges/achievements/{moduleId}: an Achievement as credentials state it. */
export const achievementSchema = z.object({
  '@context': jsonLdContext,
  id: z.string(),
  type: z.array(z.string()),
  name: z.string(),
  description: z.string(),
  criteria: z.object({ narrative: z.string() }),
});

/** GET /sparked-api/open-badges/keys/{keyId}: one public key as a JWK (never its private part). */
export const publicJwkSchema = z.strictObject({
  kty: z.string(),
  crv: z.string(),
  x: z.string(),
  kid: z.string(),
  alg: z.string(),
  use: z.literal('sig'),
});

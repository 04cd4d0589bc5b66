import { z } from 'zod';

/** GET /sso/.well-known/jwks.json: the Ed25519 public keys that verify access tokens. */
export const jwksResponseSchema = z.object({
  keys: z.array(
    z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.literal('sig') }),
  ),
});
export type JwksResponse = z.infer<typeof jwksResponseSchema>;

export const livenessResponseSchema = z.object({ status: z.literal('ok') });

export const databaseKinds = ['pglite', 'postgres'] as const;
export const readinessResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(databaseKinds),
  /** Reported, not required: the product works without Redis, degraded (decision 0041). */
  redis: z.enum(['up', 'down', 'none']),
});

/**
 * GET /api/openapi.json: the outline a caller relies on. The full structure is checked by an
 * OpenAPI validator in the server's tests, not repeated here.
 */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1.'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({}),
});

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
});

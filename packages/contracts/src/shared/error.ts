import * as zm from 'zod/mini';
import { walletNames } from '../wallets/constants';
import { type ApiError, errorCodes } from './error-codes';

/** A sentence as its catalogue entry (decision 0046): its id and the values of its arguments. */
export const catalogueEntrySchema = zm.object({
  id: zm.string(),
  values: zm.optional(
    zm.record(zm.string(), zm.union([zm.string(), zm.number(), zm.array(zm.string())])),
  ),
});

/** The one JSON error shape of every API, for the OpenAPI document (`readApiError` reads it). */
export const apiErrorSchema: zm.ZodMiniType<ApiError> = zm.object({
  statusCode: zm.int(),
  code: zm.enum(errorCodes),
  error: zm.string(),
  message: zm.optional(catalogueEntrySchema),
  issues: zm.optional(
    zm.array(
      zm.object({
        path: zm.string(),
        message: zm.string(),
        entry: zm.optional(catalogueEntrySchema),
      }),
    ),
  ),
  shortfall: zm.optional(
    zm.object({
      wallet: zm.enum(walletNames),
      needed: zm.int(),
      balance: zm.int(),
      enoughAt: zm.optional(zm.iso.datetime({ offset: true })),
      inStore: zm.boolean(),
    }),
  ),
});

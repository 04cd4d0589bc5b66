import * as zm from 'zod/mini';

/** A bad value in a shared or edited address is dropped, not an error page. */
export const dropIfBad = <T extends zm.ZodMiniType>(schema: T) =>
  zm.catch(zm.optional(schema), undefined);

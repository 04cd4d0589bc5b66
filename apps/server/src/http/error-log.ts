import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';

/**
 * A copy of an error, and of its causes, fit for the log: a failed query keeps its SQL but not its
 * parameters, and a database error loses its `detail` ("Key (email)=(…) already exists"), since
 * both carry what users typed: names, emails, messages.
 */
function withoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const message =
    error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const copy = Object.assign(new Error(message), error, {
    name: error.name,
    stack: error.stack?.replace(error.message, message),
    cause: withoutValues(error.cause),
  });
  for (const key of ['params', 'parameters', 'detail'] as const) delete copy[key as keyof Error];
  return copy;
}

/** Pino's error serializer over the copy: what every `{ err }` the server logs goes through. */
export const logError = (error: Error) => stdSerializers.err(withoutValues(error) as Error);

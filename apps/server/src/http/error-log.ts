import { stdSerializers } from 'pino';
import { failedQueryOf } from '../db/failed-query';

/**
 * A copy of an error, and of its causes, fit for the log: a failed query keeps its SQL but not its
 * parameters, and a database error loses its `detail` ("Key (email)=(…) already exists"), since
 * both carry what users typed: names, emails, messages.
 */
function withoutValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const query = failedQueryOf(error);
  const message = query === undefined ? error.message : `Failed query: ${query}`;
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

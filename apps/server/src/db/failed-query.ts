import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The SQL of a query the database refused, or undefined when the error is something else. */
export const failedQueryOf = (error: Error): string | undefined =>
  error instanceof DrizzleQueryError ? error.query : undefined;

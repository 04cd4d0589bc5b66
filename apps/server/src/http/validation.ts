import { findRefusedCharacter } from '@sparked/contracts';
import type { z } from 'zod';
import { issuesOf, validationError } from './errors';

/**
 * Parses a request part with its contract schema; a failure is a 400 naming the field. Text that
 * no field may hold (NUL and other control characters, lone surrogates) is refused first, for
 * every endpoint, so it never reaches the database.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: 'request body' | 'query' | 'path' | 'request headers',
): z.output<S> {
  const refused = findRefusedCharacter(value);
  if (refused) {
    const { message, entry } = refused;
    const path = refused.path.join('.');
    const summary = path ? `${path} ${message}` : `It ${message}`;
    throw validationError(where, [{ path, message, entry }], summary);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(where, issuesOf(result.error));
  return result.data;
}

import { findRefusedCharacter } from '@sparked/contracts';
import type { z } from 'zod';
import { AppError, validationError } from './errors';

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
    const path = refused.path.join('.');
    const message = path ? `${path} ${refused.message}` : `It ${refused.message}`;
    throw new AppError(400, 'validation_failed', `Invalid ${where}. ${message}`, [
      { path, message: refused.message },
    ]);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

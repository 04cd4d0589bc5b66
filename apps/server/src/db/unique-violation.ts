/** True for PostgreSQL's unique_violation, whether raised by pg or PGlite, wrapped by drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

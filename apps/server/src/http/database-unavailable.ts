/**
 * Whether an error means the database cannot be reached right now (it is restarting, refusing
 * connections or dropped ours), rather than that a query was wrong. Such a request is worth
 * retrying in a moment, so it is answered 503 with `Retry-After`, never 500.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions (class 08), and the server shutting down or starting up.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

const unreachableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection is closed/i,
];

/** drizzle wraps the driver's error ("Failed query: …") in `cause`: look down the chain. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && unreachableCodes.has(code)) return true;
    if (typeof message === 'string' && unreachableMessages.some((pattern) => pattern.test(message)))
      return true;
    current = cause;
  }
  return false;
}

/** Seconds a client waits before trying again: about one PostgreSQL restart. */
export const databaseRetryAfterSeconds = 5;

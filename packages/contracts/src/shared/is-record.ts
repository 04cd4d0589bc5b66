/** A plain object to read keys from: the first step of every hand-written guard. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Where reading `sent` with its schema would change it: the first path at which the parsed value
 * `read` holds something `sent` does not (a default filled in, a value transformed), or null.
 * Keys the schema drops are not changes. The served web app takes answers as sent (decision
 * 0006), so an answer must already be what its schema would make of it.
 */
export function readingChanges(sent: unknown, read: unknown, path = ''): string | null {
  if (Array.isArray(read)) {
    if (!Array.isArray(sent) || sent.length !== read.length) return path || '(the body)';
    for (const [index, item] of read.entries()) {
      const change = readingChanges(sent[index], item, `${path}.${index}`);
      if (change) return change;
    }
    return null;
  }
  if (read !== null && typeof read === 'object') {
    if (sent === null || typeof sent !== 'object' || Array.isArray(sent))
      return path || '(the body)';
    for (const [key, value] of Object.entries(read)) {
      const change = readingChanges(
        (sent as Record<string, unknown>)[key],
        value,
        `${path}.${key}`,
      );
      if (change) return change;
    }
    return null;
  }
  return Object.is(sent, read) ? null : path || '(the body)';
}

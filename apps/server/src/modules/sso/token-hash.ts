import { createHash } from 'node:crypto';

/** Opaque tokens (refresh tokens, reset links) are stored as SHA-256 hashes, never as issued. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

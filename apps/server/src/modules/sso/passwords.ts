import { hash, verify } from '@node-rs/argon2';

// argon2id, m = 19 MiB, t = 2, p = 1 (the OWASP password storage minimum for argon2id).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** Stored for an account made by an admin until its owner sets a password: matches nothing. */
export const noPasswordYet = '!';

/**
 * Verifies a password; with no stored hash (or none set yet) it still does the same work against a
 * decoy, so an unknown email takes as long as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  const usable = storedHash === noPasswordYet ? undefined : storedHash;
  const ok = await verify(usable ?? (await decoyHash), password).catch(() => false);
  return usable !== undefined && ok;
}

const decoyHash = hash('decoy password that matches nothing', options);

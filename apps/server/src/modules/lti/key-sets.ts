import {
  createLocalJWKSet,
  errors,
  type JSONWebKeySet,
  type JWSHeaderParameters,
  type LocalJWKSet,
} from 'jose';

interface Fetched {
  at: number;
  lookup: LocalJWKSet;
}

/** Fetches a key set; throws with a reason the launch logs. */
export type FetchKeySet = (url: string) => Promise<JSONWebKeySet>;

export async function fetchKeySet(url: string): Promise<JSONWebKeySet> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    redirect: 'error',
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`the key set answered ${response.status}`);
  const text = await response.text();
  if (text.length > 200_000) throw new Error('the key set is too large');
  const body = JSON.parse(text) as { keys?: unknown };
  if (!Array.isArray(body.keys)) throw new Error('the key set has no keys');
  return body as JSONWebKeySet;
}

/**
 * The platforms' public keys (Security Framework §6.3): each key set is fetched once and kept
 * for `maxAgeMs`; a token signed with a kid it does not hold fetches it again (the platform has
 * rotated), but not more often than `cooldownMs`, so unknown kids cannot make Sparked hammer an
 * LMS.
 */
export function createKeySets(deps: {
  now: () => Date;
  fetch?: FetchKeySet;
  maxAgeMs?: number;
  cooldownMs?: number;
}) {
  const load = deps.fetch ?? fetchKeySet;
  const maxAgeMs = deps.maxAgeMs ?? 10 * 60_000;
  const cooldownMs = deps.cooldownMs ?? 10_000;
  const cache = new Map<string, Fetched>();
  const time = () => deps.now().getTime();

  async function refresh(url: string): Promise<Fetched> {
    const fetched = { at: time(), lookup: createLocalJWKSet(await load(url)) };
    cache.set(url, fetched);
    return fetched;
  }

  return {
    /** The key that verifies a token with this header, from the key set at `url`. */
    async keyFor(url: string, header: JWSHeaderParameters) {
      let fetched = cache.get(url);
      if (!fetched || time() - fetched.at > maxAgeMs) fetched = await refresh(url);
      try {
        return await fetched.lookup(header);
      } catch (error) {
        const unknownKid = error instanceof errors.JWKSNoMatchingKey;
        if (!unknownKid || time() - fetched.at < cooldownMs) throw error;
        return (await refresh(url)).lookup(header);
      }
    },
  };
}

export type KeySets = ReturnType<typeof createKeySets>;

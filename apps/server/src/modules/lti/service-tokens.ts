import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { type ServerMessage, translate } from '../../i18n/catalogues';
import { rsaSigningAlgorithm, type SigningKeys } from '../core/signing-keys';
import { type LmsService, serviceSaid } from './service-said';

/** The platform a service call is for: who Sparked is there and where its tokens come from. */
export interface ServicePlatform {
  id: string;
  clientId: string;
  authTokenUrl: string;
}

/**
 * A call that did not work, and whether trying later may (the LMS down, a token refused); `said`
 * is its catalogue entry, its message the English (decision 0046).
 */
export class ServiceError extends Error {
  constructor(
    readonly said: ServerMessage,
    readonly passing: boolean,
    readonly status: number | null = null,
  ) {
    super(translate('en', said));
  }
}

/** How long a client assertion lives: the token endpoint reads it at once. */
const assertionSeconds = 300;
/** A token is used until this long before it expires, so none runs out in the middle of a call. */
const marginMs = 30_000;

/** What the LMS said, one line and short, for the teacher's page and the log. */
export async function detailOf(response: Response) {
  const text = await response.text().catch(() => '');
  let said = text;
  try {
    const body = JSON.parse(text) as {
      error?: unknown;
      error_description?: unknown;
      message?: unknown;
    };
    said =
      [body.error, body.error_description, body.message]
        .filter((part) => typeof part === 'string')
        .join(': ') || text;
  } catch {
    // Not JSON: the text as it came.
  }
  return said.replace(/\s+/g, ' ').trim().slice(0, 300);
}

export function failureOf(error: unknown, what: LmsService, timeoutMs: number): ServiceError {
  if (error instanceof ServiceError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return new ServiceError(serviceSaid.noAnswerWithin(what, timeoutMs / 1000), true);
  const cause =
    error instanceof Error
      ? ((error.cause as Error | undefined)?.message ?? error.message)
      : String(error);
  return new ServiceError(serviceSaid.unreachable(what, cause), true);
}

/**
 * Access tokens for the LTI Advantage services (1EdTech Security Framework §4.1): the OAuth 2
 * client-credentials grant with a JWT client assertion Sparked signs with its RS256 key
 * (`iss` = `sub` = the client id, `aud` = the token address, a fresh `jti`), kept until shortly
 * before they expire, one per platform and set of scopes.
 */
export function createServiceTokens(deps: {
  keys: SigningKeys;
  now: () => Date;
  timeoutMs?: number;
}) {
  const { keys, now } = deps;
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const cache = new Map<string, { token: string; until: number }>();
  const keyOf = (platform: ServicePlatform, scopes: readonly string[]) =>
    `${platform.id} ${[...scopes].sort().join(' ')}`;

  async function assertion(platform: ServicePlatform) {
    const seconds = Math.floor(now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: rsaSigningAlgorithm, kid: keys.rsa.kid, typ: 'JWT' })
      .setIssuer(platform.clientId)
      .setSubject(platform.clientId)
      .setAudience(platform.authTokenUrl)
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + assertionSeconds)
      .setJti(randomUUID())
      .sign(keys.rsa.privateKey);
  }

  async function request(platform: ServicePlatform, scopes: readonly string[]) {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: await assertion(platform),
      scope: scopes.join(' '),
    });
    let response: Response;
    try {
      response = await fetch(platform.authTokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw failureOf(error, 'token', timeoutMs);
    }
    if (!response.ok)
      // A refused token is usually a registration to mend; it is tried again meanwhile.
      throw new ServiceError(
        serviceSaid.tokenRefused(response.status, await detailOf(response)),
        true,
        response.status,
      );
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof body.access_token !== 'string' || body.access_token.length === 0)
      throw new ServiceError(serviceSaid.noAccessToken, true);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return { token: body.access_token, until: now().getTime() + seconds * 1000 - marginMs };
  }

  return {
    /** A bearer token for these scopes at this platform, from the cache while it lasts. */
    async tokenFor(platform: ServicePlatform, scopes: readonly string[]): Promise<string> {
      const key = keyOf(platform, scopes);
      const cached = cache.get(key);
      if (cached && cached.until > now().getTime()) return cached.token;
      const fresh = await request(platform, scopes);
      cache.set(key, fresh);
      return fresh.token;
    },

    /** The LMS refused a token it gave (revoked, or its clock differs): the next call asks anew. */
    forget(platform: ServicePlatform, scopes: readonly string[]) {
      cache.delete(keyOf(platform, scopes));
    },

    /**
     * A call to a service with a token: on a 401 the token is forgotten and asked for once more.
     * Answers the response; network failures and timeouts throw a passing `ServiceError`.
     */
    async call(
      platform: ServicePlatform,
      scopes: readonly string[],
      url: string,
      init: { method?: string; accept: string; contentType?: string; body?: string },
      what: LmsService,
    ): Promise<Response> {
      for (let attempt = 1; ; attempt += 1) {
        const token = await this.tokenFor(platform, scopes);
        let response: Response;
        try {
          response = await fetch(url, {
            method: init.method ?? 'GET',
            headers: {
              authorization: `Bearer ${token}`,
              accept: init.accept,
              ...(init.contentType ? { 'content-type': init.contentType } : {}),
            },
            ...(init.body !== undefined ? { body: init.body } : {}),
            redirect: 'error',
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw failureOf(error, what, timeoutMs);
        }
        if (response.status !== 401 || attempt > 1) return response;
        await response.body?.cancel();
        this.forget(platform, scopes);
      }
    },
  };
}

export type ServiceTokens = ReturnType<typeof createServiceTokens>;

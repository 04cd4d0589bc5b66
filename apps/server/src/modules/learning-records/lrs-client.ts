import { type LrsTestResult, xapiVersion } from '@sparked/contracts';
import { sentenceOf } from '../../http/errors';
import { type ServerMessage, translate } from '../../i18n/catalogues';

/** Where statements go and how Sparked signs in there. */
export interface LrsConnection {
  endpoint: string;
  username?: string | null;
  password?: string | null;
  /** A whole Authorization header value; wins over a username and password. */
  authorization?: string | null;
}

/**
 * What the store did with a batch: `stored` (200/204) and `conflict` (409: it has one of these
 * ids already) mean it holds them; `refused` (400, 413) is about the statements themselves;
 * `failed` (a timeout, the network, 5xx, 401/403, 429) is worth trying again later.
 */
export type SendOutcome =
  | { kind: 'stored' }
  | { kind: 'conflict'; reason: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string };

export interface LrsClient {
  send(connection: LrsConnection, statements: readonly object[]): Promise<SendOutcome>;
  /** `GET {endpoint}/about` and an empty statements query: is it there, and are we let in. */
  test(connection: LrsConnection): Promise<LrsTestResult>;
}

export function authorizationOf(connection: LrsConnection): string | undefined {
  if (connection.authorization) return connection.authorization;
  if (connection.username)
    return `Basic ${Buffer.from(`${connection.username}:${connection.password ?? ''}`).toString('base64')}`;
  return undefined;
}

/** What the store said, for the admin page: its JSON `message` when it sent one, else its text. */
const detailOf = async (response: Response) => {
  const text = await response.text().catch(() => '');
  let said = text;
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body?.message === 'string') said = body.message;
  } catch {
    // Not JSON: the text as it came.
  }
  return said.replace(/\s+/g, ' ').trim().slice(0, 500);
};

/**
 * What the connection check answers, for the admin page in its reader's language (decision 0046);
 * the store's and the network's own words are values, as they came.
 */
const checkSaid = {
  noAnswerWithin: (seconds: number) => /*i18n*/ ({
    id: 'lrs.check.no-answer-within',
    message: 'The store did not answer within {seconds} s.',
    values: { seconds },
  }),
  unreachable: (cause: string) => /*i18n*/ ({
    id: 'lrs.check.unreachable',
    message: 'The store could not be reached: {cause}',
    values: { cause },
  }),
  aboutAnswered: (status: number, address: string) => /*i18n*/ ({
    id: 'lrs.check.about-answered',
    message: 'The store answered HTTP {status} to {address}.',
    values: { status, address },
  }),
  credentialsRefused: (status: number) => /*i18n*/ ({
    id: 'lrs.check.credentials-refused',
    message: 'The store is there but refused Sparked’s credentials (HTTP {status}).',
    values: { status },
  }),
  queryAnswered: (status: number) => /*i18n*/ ({
    id: 'lrs.check.statements-query-answered',
    message: 'The store is there but answered HTTP {status} to a statements query.',
    values: { status },
  }),
  connected: (versions: string) => /*i18n*/ ({
    id: 'lrs.check.connected',
    message: 'Connected: the store speaks xAPI {versions} and accepted Sparked’s credentials.',
    values: { versions },
  }),
  notXapi: /*i18n*/ {
    id: 'lrs.check.does-not-speak-xapi',
    message: 'The store answered but did not say it speaks xAPI 1.0.',
  },
} satisfies Record<string, ServerMessage | ((...args: never[]) => ServerMessage)>;

const failureOf = (error: unknown, timeoutMs: number): ServerMessage => {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return checkSaid.noAnswerWithin(timeoutMs / 1000);
  const cause =
    error instanceof Error
      ? ((error.cause as Error | undefined)?.message ?? error.message)
      : String(error);
  return checkSaid.unreachable(cause);
};

/** The real client: xAPI 1.0.3 over HTTP with fetch, each call bounded by `timeoutMs`. */
export function createHttpLrsClient(timeoutMs: number): LrsClient {
  const call = (connection: LrsConnection, path: string, init: RequestInit = {}) => {
    const authorization = authorizationOf(connection);
    return fetch(`${connection.endpoint}${path}`, {
      ...init,
      headers: {
        'X-Experience-API-Version': xapiVersion,
        accept: 'application/json',
        ...(authorization ? { authorization } : {}),
        ...init.headers,
      },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  };

  return {
    async send(connection, statements) {
      let response: Response;
      try {
        response = await call(connection, '/statements', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(statements),
        });
      } catch (error) {
        return { kind: 'failed', reason: translate('en', failureOf(error, timeoutMs)) };
      }
      if (response.status === 200 || response.status === 204) {
        await response.body?.cancel();
        return { kind: 'stored' };
      }
      const detail = await detailOf(response);
      const said = `The store answered HTTP ${response.status}${detail ? `: ${detail}` : '.'}`;
      if (response.status === 409) return { kind: 'conflict', reason: said };
      if (response.status === 400 || response.status === 413)
        return { kind: 'refused', reason: said };
      if (response.status === 401 || response.status === 403)
        return {
          kind: 'failed',
          reason: `The store refused Sparked’s credentials (HTTP ${response.status}). Check them on the learning records page.`,
        };
      return { kind: 'failed', reason: said };
    },

    async test(connection) {
      try {
        const about = await call(connection, '/about');
        const body = (await about.json().catch(() => null)) as { version?: unknown } | null;
        const versions = Array.isArray(body?.version)
          ? body.version.filter((v): v is string => typeof v === 'string').slice(0, 10)
          : [];
        if (!about.ok)
          return {
            ok: false,
            status: about.status,
            ...sentenceOf(checkSaid.aboutAnswered(about.status, `${connection.endpoint}/about`)),
            versions,
          };
        const query = await call(connection, '/statements?limit=1');
        await query.body?.cancel();
        const supported = versions.some((version) => version.startsWith('1.0'));
        if (!query.ok)
          return {
            ok: false,
            status: query.status,
            ...sentenceOf(
              query.status === 401 || query.status === 403
                ? checkSaid.credentialsRefused(query.status)
                : checkSaid.queryAnswered(query.status),
            ),
            versions,
          };
        return {
          ok: supported,
          status: query.status,
          ...sentenceOf(supported ? checkSaid.connected(versions.join(', ')) : checkSaid.notXapi),
          versions,
        };
      } catch (error) {
        return {
          ok: false,
          status: null,
          ...sentenceOf(failureOf(error, timeoutMs)),
          versions: [],
        };
      }
    },
  };
}

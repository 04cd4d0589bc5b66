import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ltiClaims } from '@sparked/contracts';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** An endpoint of the mock: answers true when it took the request. */
type Route = (request: IncomingMessage, response: ServerResponse) => Promise<boolean> | boolean;

interface LmsKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function newKey(): Promise<LmsKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return {
    kid,
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  };
}

export const membershipRole = (name: string) =>
  `http://purl.imsglobal.org/vocab/lis/v2/membership#${name}`;

/**
 * A mock LMS (an LTI 1.3 platform): its own RS256 key pair, its key set served over HTTP on a
 * port of its own, and id_tokens with whatever claims a test needs.
 */
export async function createMockLms(options: { clientId?: string; deploymentId?: string } = {}) {
  const issuer = `https://lms-${randomUUID().slice(0, 8)}.example.test`;
  const clientId = options.clientId ?? `client-${randomUUID().slice(0, 8)}`;
  const deploymentId = options.deploymentId ?? 'deployment-1';
  let keys: LmsKey[] = [await newKey()];
  let keySetFetches = 0;
  /** Further endpoints a test adds (`withAdvantageServices`); each answers true when it took the request. */
  const routes: Route[] = [];
  const server: Server = createServer(async (request, response) => {
    for (const route of routes) if (await route(request, response)) return;
    if (request.url !== '/jwks') {
      response.writeHead(404).end();
      return;
    }
    keySetFetches += 1;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const lms = {
    issuer,
    clientId,
    deploymentId,
    authLoginUrl: `${issuer}/auth`,
    /** What an admin registers for it. */
    registration: (name = 'Mock LMS') => ({
      name,
      issuer,
      clientId,
      deploymentIds: [deploymentId],
      authLoginUrl: `${issuer}/auth`,
      authTokenUrl: `${issuer}/token`,
      keysetUrl: `http://127.0.0.1:${port}/jwks`,
    }),
    keySetFetches: () => keySetFetches,
    /** A new key pair replaces the old one, as an LMS rotates its keys. */
    async rotate() {
      keys = [await newKey()];
    },
    /** The claims of a resource link launch by a learner, before a test changes them. */
    claims(nonce: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
      return {
        nonce,
        sub: `user-${randomUUID().slice(0, 8)}`,
        [ltiClaims.messageType]: 'LtiResourceLinkRequest',
        [ltiClaims.version]: '1.3.0',
        [ltiClaims.deploymentId]: deploymentId,
        [ltiClaims.targetLinkUri]: 'https://sparked.test/learn',
        [ltiClaims.resourceLink]: { id: 'link-1', title: 'Plants' },
        [ltiClaims.roles]: [membershipRole('Learner')],
        [ltiClaims.context]: { id: 'course-1', title: 'Year 8 Science', label: 'SCI8' },
        ...overrides,
      };
    },
    /** Signs an id_token; `without` leaves claims out, `key` signs with a key it does not publish. */
    async idToken(
      claims: Record<string, unknown>,
      sign: {
        audience?: string | string[];
        issuer?: string;
        expiresIn?: number;
        issuedAt?: number;
        key?: LmsKey;
        kid?: string;
        without?: string[];
      } = {},
    ) {
      const key = sign.key ?? keys[0];
      if (!key) throw new Error('the mock LMS has no key');
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = {
        iss: sign.issuer ?? issuer,
        aud: sign.audience ?? clientId,
        iat: sign.issuedAt ?? now,
        exp: (sign.issuedAt ?? now) + (sign.expiresIn ?? 300),
        ...claims,
      };
      for (const name of sign.without ?? []) delete payload[name];
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: sign.kid ?? key.kid, typ: 'JWT' })
        .sign(key.privateKey);
    },
    /** The mock's own address (its key set, token and services live under it). */
    base: `http://127.0.0.1:${port}`,
    /** Adds an endpoint to the mock (see `withAdvantageServices`). */
    route(handler: Route) {
      routes.push(handler);
    },
    /** A key the LMS never published: what a forger signs with. */
    strangerKey: newKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return lms;
}

export type MockLms = Awaited<ReturnType<typeof createMockLms>>;

/** A member of the mock's course roster (NRPS membership), as the LMS lists them. */
export interface MockMember {
  user_id: string;
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
  given_name?: string;
  family_name?: string;
  name?: string;
}

/** A score the mock received, with where and how it came. */
export interface ReceivedScore {
  lineItemId: string;
  /** The query string of the scores address, as sent. */
  search: string;
  contentType: string;
  body: Record<string, unknown>;
  at: number;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

const json = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/**
 * The LTI Advantage services of the mock LMS: an OAuth 2 token endpoint (client credentials with
 * a JWT client assertion, recorded for the test to verify), the line-items and score services of
 * Assignment and Grade Services (line-item addresses carry a query string, as Moodle's do), and
 * a Names and Role Provisioning roster served in pages linked by `Link: <…>; rel="next"`. It can
 * be taken down (503 everywhere) and brought back.
 */
export function withAdvantageServices(lms: MockLms) {
  const tokenRequests: Record<string, string>[] = [];
  const tokens = new Map<string, string[]>();
  const lineItems = new Map<string, Record<string, unknown>>();
  const lineItemPosts: Record<string, unknown>[] = [];
  const scores: ReceivedScore[] = [];
  const rosterRequests: string[] = [];
  let rosterPages: MockMember[][] = [[]];
  let down = false;
  /** Line items whose scores the LMS refuses (a closed column). */
  const refusing = new Set<string>();
  const query = 'course=7&type=assignment';
  const lineItemUrl = (id: string) => `${lms.base}/lineitems/${id}?${query}`;

  const authorised = (request: IncomingMessage, scope: string) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    return tokens.get(token)?.includes(scope) ?? false;
  };

  lms.route(async (request, response) => {
    const url = new URL(request.url ?? '/', lms.base);
    const known =
      url.pathname === '/token' ||
      url.pathname.startsWith('/lineitems') ||
      url.pathname === '/memberships';
    if (!known) return false;
    const body = await readBody(request);
    if (down) {
      json(response, 503, { error: 'temporarily_unavailable' });
      return true;
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(body));
      tokenRequests.push(form);
      const token = randomUUID();
      tokens.set(token, (form.scope ?? '').split(' '));
      json(response, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: form.scope,
      });
      return true;
    }
    if (url.pathname === '/memberships') {
      rosterRequests.push(url.search);
      if (
        !authorised(
          request,
          'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
        )
      ) {
        json(response, 401, { error: 'invalid_token' });
        return true;
      }
      const page = Number(url.searchParams.get('page') ?? '0');
      const members = rosterPages[page] ?? [];
      const next =
        page + 1 < rosterPages.length
          ? `<${lms.base}/memberships?page=${page + 1}>; rel="next"`
          : '';
      json(
        response,
        200,
        {
          id: `${lms.base}/memberships`,
          context: { id: 'course-1', title: 'Year 8 Science' },
          members,
        },
        {
          'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
          ...(next ? { link: `<${lms.base}/memberships?page=0>; rel="first", ${next}` } : {}),
        },
      );
      return true;
    }
    const scoresMatch = /^\/lineitems\/([^/]+)\/scores$/.exec(url.pathname);
    if (scoresMatch && request.method === 'POST') {
      if (!authorised(request, 'https://purl.imsglobal.org/spec/lti-ags/scope/score')) {
        json(response, 401, { error: 'invalid_token' });
        return true;
      }
      if (refusing.has(scoresMatch[1] ?? '')) {
        json(response, 400, {
          error: 'invalid_request',
          error_description: 'This column is closed',
        });
        return true;
      }
      scores.push({
        lineItemId: scoresMatch[1] ?? '',
        search: url.search,
        contentType: request.headers['content-type'] ?? '',
        body: JSON.parse(body) as Record<string, unknown>,
        at: Date.now(),
      });
      response.writeHead(204).end();
      return true;
    }
    if (url.pathname === '/lineitems') {
      if (!authorised(request, 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem')) {
        json(response, 401, { error: 'invalid_token' });
        return true;
      }
      if (request.method === 'POST') {
        const item = JSON.parse(body) as Record<string, unknown>;
        lineItemPosts.push({ ...item, contentType: request.headers['content-type'] });
        const id = randomUUID().slice(0, 8);
        const stored = { ...item, id: lineItemUrl(id) };
        lineItems.set(id, stored);
        json(response, 201, stored, { 'content-type': 'application/vnd.ims.lis.v2.lineitem+json' });
        return true;
      }
      const link = url.searchParams.get('resource_link_id');
      const items = [...lineItems.values()].filter((item) => !link || item.resourceLinkId === link);
      json(response, 200, items, {
        'content-type': 'application/vnd.ims.lis.v2.lineitemcontainer+json',
      });
      return true;
    }
    response.writeHead(404).end();
    return true;
  });

  return {
    tokenUrl: `${lms.base}/token`,
    lineItemsUrl: `${lms.base}/lineitems`,
    membershipsUrl: `${lms.base}/memberships?page=0`,
    /** A line item the LMS has already (as deep linking or the teacher made it): its address. */
    lineItem(resourceLinkId: string, label = 'Plants') {
      const id = randomUUID().slice(0, 8);
      lineItems.set(id, { id: lineItemUrl(id), label, scoreMaximum: 10, resourceLinkId });
      return { id, url: lineItemUrl(id) };
    },
    query,
    tokenRequests,
    lineItemPosts,
    scores,
    rosterRequests,
    /** The roster, page by page. */
    setRoster(pages: MockMember[][]) {
      rosterPages = pages;
    },
    down() {
      down = true;
    },
    /** The LMS refuses every score for this line item with a 400. */
    refuseScores(lineItemId: string) {
      refusing.add(lineItemId);
    },
    up() {
      down = false;
    },
  };
}

export type MockLmsServices = ReturnType<typeof withAdvantageServices>;

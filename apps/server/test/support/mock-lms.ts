import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ltiClaims, ltiDeepLinkingClaims } from '@sparked/contracts';
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

const deepLinkReturnPath = '/deep-links/return';

/** Reads a form post to the return address and keeps its `JWT` field, as an LMS takes it. */
function receiveDeepLinkAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answers: string[],
) {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => {
    body += chunk;
  });
  request.on('end', () => {
    const jwt = new URLSearchParams(body).get('JWT');
    if (jwt) answers.push(jwt);
    response.writeHead(jwt ? 200 : 400, { 'content-type': 'text/html' }).end('<p>Received</p>');
  });
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
  /** The `JWT` fields of deep linking answers posted to its return address, in order. */
  const deepLinkAnswers: string[] = [];
  /** Further endpoints a test adds (`withAdvantageServices`); each answers true when it took the request. */
  const routes: Route[] = [];
  const server: Server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === deepLinkReturnPath) {
      receiveDeepLinkAnswer(request, response, deepLinkAnswers);
      return;
    }
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
    /** Where it takes deep linking answers (Deep Linking 2.0 `deep_link_return_url`). */
    deepLinkReturnUrl: `http://127.0.0.1:${port}${deepLinkReturnPath}`,
    /** The answers posted there so far. */
    deepLinkAnswers: () => [...deepLinkAnswers],
    /** The claims of a deep linking request by an instructor, before a test changes them. */
    deepLinkingClaims(
      nonce: string,
      settings: Record<string, unknown> = {},
      overrides: Record<string, unknown> = {},
    ): Record<string, unknown> {
      const claims = lms.claims(nonce, {
        [ltiClaims.messageType]: 'LtiDeepLinkingRequest',
        [ltiClaims.roles]: [membershipRole('Instructor')],
        [ltiDeepLinkingClaims.settings]: {
          deep_link_return_url: lms.deepLinkReturnUrl,
          accept_types: ['ltiResourceLink', 'link'],
          accept_presentation_document_targets: ['iframe', 'window'],
          accept_multiple: true,
          accept_lineitem: true,
          data: `csrf-${randomUUID().slice(0, 8)}`,
          ...settings,
        },
        ...overrides,
      });
      delete claims[ltiClaims.resourceLink];
      return claims;
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

/** One registration request the mock LMS received: its bearer token and the tool's body. */
export interface ReceivedRegistration {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/**
 * A mock LMS that offers LTI Dynamic Registration: its OpenID configuration at
 * `/.well-known/openid-configuration`, a registration endpoint that wants the token it gave, and
 * its key set. Its issuer is its own address (`http://127.0.0.1:<port>`) unless a test claims
 * another; `registrationStatus` makes the endpoint fail; `deploymentId: null` makes none.
 */
export async function createMockRegistrationLms(
  options: {
    issuer?: (origin: string) => string;
    registrationStatus?: number;
    deploymentId?: string | null;
    configuration?: Record<string, unknown>;
  } = {},
) {
  const token = `reg-${randomUUID()}`;
  const clientId = `dyn-${randomUUID().slice(0, 8)}`;
  const received: ReceivedRegistration[] = [];
  let configurationFetches = 0;
  let origin = '';
  const key = await newKey();
  const configuration = () => ({
    issuer: options.issuer ? options.issuer(origin) : origin,
    authorization_endpoint: `${origin}/auth`,
    registration_endpoint: `${origin}/register`,
    jwks_uri: `${origin}/jwks`,
    token_endpoint: `${origin}/token`,
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: ['RS256'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: [
      'openid',
      'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
    ],
    response_types_supported: ['id_token'],
    subject_types_supported: ['public', 'pairwise'],
    claims_supported: ['iss', 'sub', 'aud', 'name'],
    'https://purl.imsglobal.org/spec/lti-platform-configuration': {
      product_family_code: 'mocklms',
      version: '1.0',
      messages_supported: [{ type: 'LtiResourceLinkRequest' }, { type: 'LtiDeepLinkingRequest' }],
    },
    ...options.configuration,
  });
  const json = (response: import('node:http').ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/.well-known/openid-configuration') {
      configurationFetches += 1;
      json(response, 200, configuration());
      return;
    }
    if (request.method === 'GET' && request.url === '/jwks') {
      json(response, 200, { keys: [key.publicJwk] });
      return;
    }
    if (request.method === 'GET' && request.url?.startsWith('/register-tool?')) {
      // The LMS's own page: the tool's registration page in a frame, and the messages it sends.
      const tool = new URL(request.url, origin).searchParams.get('tool') ?? '';
      const src = `${tool}?${new URLSearchParams({
        openid_configuration: `${origin}/.well-known/openid-configuration`,
        registration_token: token,
      })}`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><title>Mock LMS</title><main><h1>Register a tool</h1>` +
          `<iframe title="Tool registration" src="${src.replaceAll('&', '&amp;')}" width="900" height="700"></iframe></main>` +
          `<script>window.messages=[];addEventListener('message',(e)=>window.messages.push(e.data));</script></html>`,
      );
      return;
    }
    if (request.method !== 'POST' || request.url !== '/register') {
      response.writeHead(404).end();
      return;
    }
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      received.push({ authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${token}`) {
        json(response, 401, { error: 'invalid_token' });
        return;
      }
      if (options.registrationStatus) {
        json(response, options.registrationStatus, { error: 'server_error' });
        return;
      }
      const toolConfiguration = body['https://purl.imsglobal.org/spec/lti-tool-configuration'];
      const deploymentId =
        options.deploymentId === undefined ? 'dyn-deployment-1' : options.deploymentId;
      json(response, 200, {
        ...body,
        client_id: clientId,
        'https://purl.imsglobal.org/spec/lti-tool-configuration': {
          ...(toolConfiguration as object),
          ...(deploymentId ? { deployment_id: deploymentId } : {}),
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    token,
    clientId,
    configurationUrl: `${origin}/.well-known/openid-configuration`,
    /** The LMS's page that frames the tool's registration page at `tool`. */
    registerToolPage: (tool: string) => `${origin}/register-tool?${new URLSearchParams({ tool })}`,
    /** The registrations the LMS was sent, in order. */
    received,
    configurationFetches: () => configurationFetches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MockRegistrationLms = Awaited<ReturnType<typeof createMockRegistrationLms>>;
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
    /** The LMS takes this line item's scores again (a teacher reopened the column). */
    acceptScores(lineItemId: string) {
      refusing.delete(lineItemId);
    },
    up() {
      down = false;
    },
  };
}

export type MockLmsServices = ReturnType<typeof withAdvantageServices>;

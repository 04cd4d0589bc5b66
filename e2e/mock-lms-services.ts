// The mock LMS's side of Deep Linking 2.0 and the LTI Advantage services, for the course page
// specs (`startMockLms`): the deep linking return address, which checks the answer against
// Sparked's key set and adds each chosen item to the course as a link; an OAuth 2 token endpoint;
// the line-items and scores services (Assignment and Grade Services 2.0); and the roster
// (Names and Role Provisioning 2.0) in pages linked by `Link` headers.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ltiClaims,
  ltiDeepLinkingClaims,
  ltiServiceClaims,
  ltiServiceScopes,
} from '@sparked/contracts';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { LmsLink, MockLms } from './mock-lms';

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

function json(response: ServerResponse, status: number, body: unknown, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A member of the course's roster as the LMS lists it. */
export interface RosterMember {
  user_id: string;
  roles: string[];
  name?: string;
  status?: 'Active' | 'Inactive' | 'Deleted';
}

/** A score the LMS received on one of its line items. */
export interface ReceivedScore {
  lineItemId: string;
  body: Record<string, unknown>;
  receivedAt: number;
}

/** What an `ltiResourceLink` content item of Sparked's deep linking answer carries. */
interface ContentItem {
  type: string;
  title?: string;
  url?: string;
  custom?: Record<string, string>;
  lineItem?: { label?: string; scoreMaximum?: number; resourceId?: string };
}

export function withLmsServices(lms: MockLms) {
  const sparkedKeys = createRemoteJWKSet(new URL(`${lms.sparkedUrl}/lti/jwks`));
  const lineItems = new Map<string, Record<string, unknown>>();
  const scores: ReceivedScore[] = [];
  /** The links deep linking added to the course, newest last. */
  const deepLinked: LmsLink[] = [];
  const deepLinkAnswers: Record<string, unknown>[] = [];
  const issuedTokens = new Set<string>();
  let rosterPages: RosterMember[][] = [[]];
  const lineItemUrl = (id: string) => `${lms.origin}/lineitems/${id}`;
  const returnUrl = `${lms.origin}/deep-link-return`;
  const authorised = (request: IncomingMessage) =>
    issuedTokens.has(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');

  /** The service claims every launch of the course carries: its grades and its roster. */
  const serviceClaims = (lineItem?: string) => ({
    [ltiServiceClaims.gradeService]: {
      scope: [ltiServiceScopes.lineItem, ltiServiceScopes.score],
      lineitems: `${lms.origin}/lineitems`,
      ...(lineItem ? { lineitem: lineItem } : {}),
    },
    [ltiServiceClaims.rosterService]: {
      context_memberships_url: `${lms.origin}/memberships?page=0`,
      service_versions: ['2.0'],
    },
  });

  /** A gradebook column, and its scores endpoint (the mock's routes are exact paths). */
  const addLineItem = (fields: Record<string, unknown>) => {
    const id = randomUUID().slice(0, 8);
    const item = { ...fields, id: lineItemUrl(id) };
    lineItems.set(id, item);
    lms.route(`POST /lineitems/${id}/scores`, async (request, response) => {
      if (!authorised(request)) return json(response, 401, { error: 'invalid_token' });
      scores.push({
        lineItemId: id,
        body: JSON.parse(await readBody(request)),
        receivedAt: Date.now(),
      });
      response.writeHead(204).end();
    });
    return item;
  };

  /** Each chosen item becomes a link of the course; a scored one gets its gradebook column. */
  const addItem = (item: ContentItem) => {
    const lineItem = item.lineItem ? addLineItem(item.lineItem).id : undefined;
    const link = lms.addLink({
      title: item.title ?? 'Sparked',
      target: item.url ?? '',
      claims: { [ltiClaims.custom]: item.custom ?? {}, ...serviceClaims(lineItem) },
    });
    deepLinked.push(link);
    return link;
  };

  // Deep Linking 2.0 §4.2: the tool's answer, form field `JWT`, signed by the tool for this LMS.
  lms.route('POST /deep-link-return', async (request, response) => {
    const jwt = new URLSearchParams(await readBody(request)).get('JWT') ?? '';
    const { payload } = await jwtVerify(jwt, sparkedKeys, {
      issuer: lms.clientId,
      audience: lms.origin,
    });
    deepLinkAnswers.push(payload);
    const items = (payload[ltiDeepLinkingClaims.contentItems] ?? []) as ContentItem[];
    const added = items.filter((item) => item.type === 'ltiResourceLink').map(addItem);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mock LMS</title></head><body><main>
<h1>Added to ${lms.course.title}</h1>
<ul>${added.map((link) => `<li>${link.title.replace(/[&<>"']/g, '')}</li>`).join('')}</ul>
</main></body></html>`,
    );
  });

  lms.route('POST /token', async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const token = randomUUID();
    issuedTokens.add(token);
    json(response, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: 3600,
      scope: form.get('scope'),
    });
  });

  // Sparked looks for its line item by resource link first, then makes one when there is none.
  lms.route('GET /lineitems', async (request, response, url) => {
    if (!authorised(request)) return json(response, 401, { error: 'invalid_token' });
    const link = url.searchParams.get('resource_link_id');
    json(
      response,
      200,
      [...lineItems.values()].filter((item) => !link || item.resourceLinkId === link),
      { 'content-type': 'application/vnd.ims.lis.v2.lineitemcontainer+json' },
    );
  });
  lms.route('POST /lineitems', async (request, response) => {
    if (!authorised(request)) return json(response, 401, { error: 'invalid_token' });
    const item = addLineItem(JSON.parse(await readBody(request)));
    json(response, 201, item, { 'content-type': 'application/vnd.ims.lis.v2.lineitem+json' });
  });

  lms.route('GET /memberships', async (request, response, url) => {
    if (!authorised(request)) return json(response, 401, { error: 'invalid_token' });
    const page = Number(url.searchParams.get('page') ?? '0');
    const next = page + 1 < rosterPages.length ? `${lms.origin}/memberships?page=${page + 1}` : '';
    json(
      response,
      200,
      {
        id: `${lms.origin}/memberships`,
        context: { id: lms.course.id, title: lms.course.title },
        members: (rosterPages[page] ?? []).map((member) => ({ status: 'Active', ...member })),
      },
      {
        'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        ...(next ? { link: `<${next}>; rel="next"` } : {}),
      },
    );
  });

  return {
    returnUrl,
    serviceClaims,
    scores,
    deepLinked,
    deepLinkAnswers,
    /** The roster, page by page. */
    setRoster(pages: RosterMember[][]) {
      rosterPages = pages;
    },
  };
}

export type MockLmsServices = ReturnType<typeof withLmsServices>;

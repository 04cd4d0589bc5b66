import { ltiClaims, ltiServiceClaims, ltiServiceScopes } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { MockLms } from './mock-lms';

const html = { accept: 'text/html,application/xhtml+xml' };

/**
 * A whole launch from the mock LMS, as its browser makes it: the third-party login, the
 * id_token posted back with the login's nonce, and the one-time code exchanged for a session.
 */
export async function launchFrom(
  app: FastifyInstance,
  lms: MockLms,
  origin: string,
  claims: Record<string, unknown>,
) {
  const query = new URLSearchParams({
    iss: lms.issuer,
    login_hint: 'hint',
    target_link_uri: `${origin}/learn`,
    client_id: lms.clientId,
    lti_deployment_id: lms.deploymentId,
  });
  const login = await app.inject({ url: `/lti/login?${query}`, headers: html });
  if (login.statusCode !== 302) throw new Error(`login: ${login.body}`);
  const location = new URL(String(login.headers.location));
  const nonce = location.searchParams.get('nonce') ?? '';
  const idToken = await lms.idToken(lms.claims(nonce, claims));
  const launch = await app.inject({
    method: 'POST',
    url: '/lti/launch',
    headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      id_token: idToken,
      state: location.searchParams.get('state') ?? '',
    }).toString(),
  });
  if (launch.statusCode !== 200) throw new Error(`launch: ${launch.body}`);
  const link = /url=([^"]+)"/.exec(launch.body)?.[1]?.replaceAll('&#38;', '&') ?? '';
  const code = new URLSearchParams(link.split('#')[1] ?? '').get('code') ?? '';
  const session = await app.inject({
    method: 'POST',
    url: '/sparked-api/lti/sessions',
    payload: { code },
  });
  if (session.statusCode !== 200) throw new Error(`session: ${session.body}`);
  const { accessToken, user } = session.json().data as {
    accessToken: string;
    user: { id: string; firstName: string; lastName: string; email: string };
  };
  /** Where the web app takes the person after signing them in. */
  const landing = new URLSearchParams(link.split('#')[1] ?? '').get('to') ?? '';
  return { accessToken, user, landing };
}

/** The AGS claim of a launch: the scopes a tool usually gets, the course's and a link's line items. */
export const gradeClaim = (lineItems: string, lineItem?: string) => ({
  [ltiServiceClaims.gradeService]: {
    scope: [ltiServiceScopes.lineItem, ltiServiceScopes.resultReadonly, ltiServiceScopes.score],
    lineitems: lineItems,
    ...(lineItem ? { lineitem: lineItem } : {}),
  },
});

/** The NRPS claim of a launch. */
export const rosterClaim = (membershipsUrl: string) => ({
  [ltiServiceClaims.rosterService]: {
    context_memberships_url: membershipsUrl,
    service_versions: ['2.0'],
  },
});

export const resourceLink = (id: string, title: string) => ({
  [ltiClaims.resourceLink]: { id, title },
});

import { ltiClaims, ltiServiceClaims, ltiServiceScopes } from '@sparked/contracts';
import type { FastifyInstance } from 'fastify';
import type { MockLms } from './mock-lms';

/** What a browser accepts for a page, as the LMS's browser asks for the login and launch. */
export const html = { accept: 'text/html,application/xhtml+xml' };
/** A browser's form post of a page, as the platform posts the id_token. */
export const form = { ...html, 'content-type': 'application/x-www-form-urlencoded' };

/** The launch page's hand-over link: the one-time code and where the web app goes (`to`). */
export function handoverOf(body: string) {
  const link = /url=([^"]+)"/.exec(body)?.[1]?.replaceAll('&#38;', '&') ?? '';
  const fragment = new URLSearchParams(link.split('#')[1] ?? '');
  return { link, code: fragment.get('code') ?? '', to: fragment.get('to') ?? '' };
}

/** How a launch's id_token is signed, and the address its browser posts from. */
export interface LaunchOptions {
  sign?: Parameters<MockLms['idToken']>[1];
  remoteAddress?: string;
}

/**
 * The LMS browser's part of a launch: the third-party login, then the id_token posted back with
 * the login's nonce. Answers the launch's response, whatever it is.
 */
export async function postLaunch(
  app: FastifyInstance,
  lms: MockLms,
  origin: string,
  claims: Record<string, unknown>,
  { sign, remoteAddress }: LaunchOptions = {},
) {
  const query = new URLSearchParams({
    iss: lms.issuer,
    login_hint: 'hint',
    target_link_uri: `${origin}/learn`,
    client_id: lms.clientId,
    lti_deployment_id: lms.deploymentId,
  });
  const from = remoteAddress ? { remoteAddress } : {};
  const login = await app.inject({ url: `/lti/login?${query}`, headers: html, ...from });
  if (login.statusCode !== 302) throw new Error(`login: ${login.body}`);
  const location = new URL(String(login.headers.location));
  const nonce = location.searchParams.get('nonce') ?? '';
  const idToken = await lms.idToken(lms.claims(nonce, claims), sign);
  return app.inject({
    method: 'POST',
    url: '/lti/launch',
    headers: form,
    payload: new URLSearchParams({
      id_token: idToken,
      state: location.searchParams.get('state') ?? '',
    }).toString(),
    ...from,
  });
}

/**
 * A whole launch from the mock LMS, as its browser makes it (`postLaunch`), and the one-time
 * code exchanged for a session.
 */
export async function launchFrom(
  app: FastifyInstance,
  lms: MockLms,
  origin: string,
  claims: Record<string, unknown>,
) {
  const launch = await postLaunch(app, lms, origin, claims);
  if (launch.statusCode !== 200) throw new Error(`launch: ${launch.body}`);
  const { code, to } = handoverOf(launch.body);
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
  return {
    accessToken,
    user,
    /** Where the web app takes the person after signing them in. */
    landing: to,
  };
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

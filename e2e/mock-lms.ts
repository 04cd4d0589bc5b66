// A mock LMS (an LTI 1.3 platform) for the end-to-end tests, in the test's own process: its RS256
// key set, a course page that embeds Sparked in an iframe, the OpenID Connect login answer that
// signs an id_token and form-posts it to Sparked's /lti/launch, and the same launch without a
// browser (a teacher setting up the course). Later specs add their routes with `route`.
// Cross-site on purpose: the LMS is http://localhost:<port>, Sparked http://127.0.0.1:<port>.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ltiClaims } from '@sparked/contracts';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

const membership = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';

/** A person of the LMS; without `name`/`email` the id_token carries neither (LTI makes them optional). */
export interface LmsUser {
  id: string;
  role: 'Learner' | 'Instructor';
  name?: string;
  email?: string;
}

/** A link in a course: where in Sparked it opens. */
export interface LmsLink {
  id: string;
  title: string;
  /** Sparked's address the launch asks for (`target_link_uri`). */
  target: string;
  /** Claims its launches add: the grade service of a graded link, say. */
  claims?: Record<string, unknown>;
}

export interface LmsCourse {
  id: string;
  title: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function html(response: ServerResponse, body: string, status = 200) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mock LMS</title></head><body>${body}</body></html>`,
  );
}

/**
 * Starts the mock LMS. `sparkedUrl` is Sparked's origin (its login and launch addresses are
 * under `/lti`).
 */
export async function startMockLms(sparkedUrl: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const clientId = `sparked-e2e-${randomUUID().slice(0, 8)}`;
  const deploymentId = 'deployment-e2e';
  const users = new Map<string, LmsUser>();
  const links = new Map<string, LmsLink>();
  const course: LmsCourse = { id: `course-${randomUUID().slice(0, 8)}`, title: 'Year 8 Biology' };
  const routes = new Map<string, Handler>();
  /** The id_tokens this LMS signed, newest last: what a test may check. */
  const launches: Record<string, unknown>[] = [];

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const handler = routes.get(`${request.method} ${url.pathname}`);
    if (!handler) {
      response.writeHead(404).end();
      return;
    }
    handler(request, response, url).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  // localhost, not 127.0.0.1: another site than Sparked's, so Sparked is a third party here.
  const origin = `http://localhost:${port}`;

  /**
   * The third-party initiated login's address for a person opening a link (LTI Core §4.1), with
   * the frame that keeps the tool's state when the course page offers its storage.
   */
  const loginUrl = (user: LmsUser, link: LmsLink, storageTarget?: string) =>
    `${sparkedUrl}/lti/login?${new URLSearchParams({
      iss: origin,
      login_hint: user.id,
      target_link_uri: link.target,
      lti_message_hint: link.id,
      client_id: clientId,
      lti_deployment_id: deploymentId,
      ...(storageTarget ? { lti_storage_target: storageTarget } : {}),
    })}`;

  /** The id_token of a resource link launch: only what LTI requires, plus what the user has. */
  async function idToken(user: LmsUser, link: LmsLink, nonce: string) {
    const claims: Record<string, unknown> = {
      nonce,
      sub: user.id,
      [ltiClaims.messageType]: 'LtiResourceLinkRequest',
      [ltiClaims.version]: '1.3.0',
      [ltiClaims.deploymentId]: deploymentId,
      [ltiClaims.targetLinkUri]: link.target,
      // A deep linking request (its message type in the link's claims) names no resource link.
      ...(link.claims?.[ltiClaims.messageType] === 'LtiDeepLinkingRequest'
        ? {}
        : { [ltiClaims.resourceLink]: { id: link.id, title: link.title } }),
      [ltiClaims.roles]: [`${membership}${user.role}`],
      [ltiClaims.context]: { id: course.id, title: course.title },
      ...(user.name ? { name: user.name } : {}),
      ...(user.email ? { email: user.email } : {}),
      ...link.claims,
    };
    launches.push(claims);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(origin)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  }

  /**
   * The platform's side of the OpenID Connect login (Security Framework §5.1.1.2): checks the
   * request is for this tool, then answers the id_token and state as a form posted to the
   * redirect_uri, which the browser sends at once.
   */
  async function authenticate(query: URLSearchParams) {
    const user = users.get(query.get('login_hint') ?? '');
    const link = links.get(query.get('lti_message_hint') ?? '');
    if (query.get('client_id') !== clientId || !user || !link)
      throw new Error('login for another tool, person or link');
    if (query.get('redirect_uri') !== `${sparkedUrl}/lti/launch`)
      throw new Error(`unregistered redirect_uri ${query.get('redirect_uri')}`);
    return {
      id_token: await idToken(user, link, query.get('nonce') ?? ''),
      state: query.get('state') ?? '',
      redirectUri: query.get('redirect_uri') ?? '',
      storageTarget: query.get('lti_storage_target'),
    };
  }

  routes.set('GET /jwks', async (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });

  routes.set('GET /auth', async (_request, response, url) => {
    const form = await authenticate(url.searchParams);
    // Tells the course page when the launch was posted, for the launch-to-paint time.
    html(
      response,
      `<form method="post" action="${escapeHtml(form.redirectUri)}">
<input type="hidden" name="id_token" value="${escapeHtml(form.id_token)}">
<input type="hidden" name="state" value="${escapeHtml(form.state)}">
${form.storageTarget ? `<input type="hidden" name="lti_storage_target" value="${escapeHtml(form.storageTarget)}">` : ''}
<noscript><button type="submit">Continue</button></noscript>
</form>
<script>
parent.postMessage({ launchPostedAt: Date.now() }, '*');
document.forms[0].submit();
</script>`,
    );
  });

  routes.set('GET /course', async (_request, response, url) => {
    const user = users.get(url.searchParams.get('user') ?? '');
    const link = links.get(url.searchParams.get('link') ?? '');
    if (!user || !link) {
      html(response, '<h1>Not in this course</h1>', 404);
      return;
    }
    const storage = url.searchParams.get('storage');
    const login = loginUrl(user, link, storage ? storageFrame : undefined);
    const frame = (src: string) =>
      `<iframe id="tool" title="${escapeHtml(link.title)} (Sparked)" src="${escapeHtml(src)}"
  style="width: 100%; height: 80vh; border: 1px solid #888"
  allow="fullscreen; clipboard-write"></iframe>`;
    html(
      response,
      `<h1>${escapeHtml(course.title)}</h1>
<h2>${escapeHtml(link.title)}</h2>
${storage ? storageFrames(login, storage === 'tamper') : frame(login)}
<script>
addEventListener('message', (event) => {
  if (event.data && typeof event.data.launchPostedAt === 'number') window.launchPostedAt = event.data.launchPostedAt;
});
</script>`,
    );
  });

  /**
   * The platform's side of the LTI client-side storage (1EdTech "LTI Client Side postMessages"):
   * the course page answers `lti.capabilities` naming its storage frame, a hidden frame of the
   * LMS's origin that keeps each tool origin's keys apart and answers `lti.put_data` and
   * `lti.get_data`. Both answer only Sparked's origin, to that origin. The tool's frame is
   * loaded once the storage frame is ready. `tamper` answers the nonce of another login.
   */
  const sparkedOrigin = new URL(sparkedUrl).origin;
  const storageFrame = 'lti_storage_frame';
  const storageFrames = (
    login: string,
    tamper: boolean,
  ) => `<iframe name="${storageFrame}" title="LMS storage" hidden
  src="/storage-frame${tamper ? '?tamper=1' : ''}"></iframe>
<iframe id="tool" title="Sparked" style="width: 100%; height: 80vh; border: 1px solid #888"
  allow="fullscreen; clipboard-write"></iframe>
<script>
const tool = document.getElementById('tool');
document.querySelector('iframe[name="${storageFrame}"]').addEventListener('load', () => {
  tool.src = ${JSON.stringify(login)};
}, { once: true });
addEventListener('message', (event) => {
  const data = event.data;
  if (event.origin !== ${JSON.stringify(sparkedOrigin)} || !data || data.subject !== 'lti.capabilities') return;
  event.source.postMessage({
    subject: 'lti.capabilities.response',
    message_id: data.message_id,
    supported_messages: [
      { subject: 'lti.capabilities' },
      { subject: 'lti.put_data', frame: '${storageFrame}' },
      { subject: 'lti.get_data', frame: '${storageFrame}' },
    ],
  }, event.origin);
});
</script>`;

  routes.set('GET /storage-frame', async (_request, response, url) => {
    const tamper = url.searchParams.has('tamper');
    html(
      response,
      `<script>
const stored = new Map();
window.ltiStorageLog = [];
addEventListener('message', (event) => {
  const data = event.data;
  if (event.origin !== ${JSON.stringify(sparkedOrigin)} || !data || typeof data.subject !== 'string') return;
  window.ltiStorageLog.push({ subject: data.subject, key: data.key, origin: event.origin });
  const keys = stored.get(event.origin) ?? new Map();
  stored.set(event.origin, keys);
  const answer = { subject: data.subject + '.response', message_id: data.message_id, key: data.key };
  if (data.subject === 'lti.put_data') {
    keys.set(data.key, data.value);
    answer.value = data.value;
  } else if (data.subject === 'lti.get_data') {
    if (!keys.has(data.key)) answer.error = { code: 'bad_request', message: 'Nothing stored for this key' };
    else answer.value = ${tamper} && data.key.startsWith('nonce_') ? 'nonce-of-another-login' : keys.get(data.key);
  } else {
    answer.error = { code: 'unsupported_subject', message: 'Not a subject this LMS answers' };
  }
  event.source.postMessage(answer, event.origin);
});
</script>`,
    );
  });

  const lms = {
    origin,
    clientId,
    deploymentId,
    course,
    launches,
    /** What an admin registers in Sparked for this LMS. */
    registration: (name = 'Mock LMS') => ({
      name,
      issuer: origin,
      clientId,
      deploymentIds: [deploymentId],
      authLoginUrl: `${origin}/auth`,
      authTokenUrl: `${origin}/token`,
      keysetUrl: `${origin}/jwks`,
    }),
    /** A person of the course; the id defaults to a new one, so each call is a new person. */
    addUser(user: Partial<LmsUser> & Pick<LmsUser, 'role'>): LmsUser {
      const made = { id: `lms-user-${randomUUID().slice(0, 8)}`, ...user };
      users.set(made.id, made);
      return made;
    },
    addLink(link: Omit<LmsLink, 'id'> & { id?: string }): LmsLink {
      const made = { id: link.id ?? `link-${randomUUID().slice(0, 8)}`, ...link };
      links.set(made.id, made);
      return made;
    },
    /**
     * The course page `user` sees, with `link` opened in Sparked's iframe; `storage` offers the
     * LTI client-side storage (`tamper`: one that answers another login's nonce).
     */
    coursePage: (user: LmsUser, link: LmsLink, storage?: 'offered' | 'tamper') =>
      `${origin}/course?${new URLSearchParams({
        user: user.id,
        link: link.id,
        ...(storage ? { storage } : {}),
      })}`,
    /**
     * The whole launch without a browser, as a teacher's first visit: login, the platform's
     * answer, the launch post. Answers the hand-over Sparked gives the web app.
     */
    async launchWithoutBrowser(user: LmsUser, link: LmsLink) {
      const login = await fetch(loginUrl(user, link), { redirect: 'manual' });
      const location = login.headers.get('location');
      if (login.status !== 302 || !location)
        throw new Error(`login answered ${login.status}: ${await login.text()}`);
      const form = await authenticate(new URL(location).searchParams);
      const launch = await fetch(form.redirectUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body: new URLSearchParams({ id_token: form.id_token, state: form.state }),
      });
      const page = await launch.text();
      const link_ = /url=([^"]+)"/.exec(page)?.[1]?.replaceAll('&#38;', '&');
      if (launch.status !== 200 || !link_)
        throw new Error(`launch answered ${launch.status}: ${page}`);
      const fragment = new URLSearchParams(link_.split('#')[1] ?? '');
      return { code: fragment.get('code') ?? '', to: fragment.get('to') ?? '' };
    },
    /** Adds a route (`METHOD /path`) for what a later spec needs: scores, rosters, deep links. */
    route(key: string, handler: Handler) {
      routes.set(key, handler);
    },
    /** Sparked's address, where a route checks what Sparked signed (its `/lti/jwks`). */
    sparkedUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return lms;
}

export type MockLms = Awaited<ReturnType<typeof startMockLms>>;

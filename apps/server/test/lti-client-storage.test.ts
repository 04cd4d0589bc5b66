import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithLms, ltiOrigin as origin } from './support/lti';
import { form, html } from './support/lti-launch';
import type { MockLms } from './support/mock-lms';
import type { TestApp } from './support/test-app';
import { bearer } from './support/users';

// The LTI client-side storage (decision 0039): a login with `lti_storage_target` stores state
// and nonce in the LMS's frame, and the launch completes only when Sparked's own page posts them
// back as read from there. The browser half (the postMessages) runs in e2e/lti-launch.spec.ts.

let t: TestApp;
let lms: MockLms;

beforeAll(async () => {
  ({ t, lms } = await appWithLms());
});
afterAll(async () => {
  await lms.close();
  await t.close();
});

/** The settings the storage page's script reads (its JSON data block). */
function settingsOf(body: string): Record<string, string> {
  const block = /<script type="application\/json" id="lti-storage">([^<]*)<\/script>/.exec(body);
  return JSON.parse(block?.[1] ?? 'null');
}

const loginQuery = (target: string | null) =>
  new URLSearchParams({
    iss: lms.issuer,
    login_hint: 'hint-1',
    target_link_uri: `${origin}/learn`,
    lti_message_hint: 'message-hint-1',
    client_id: lms.clientId,
    lti_deployment_id: lms.deploymentId,
    ...(target ? { lti_storage_target: target } : {}),
  });

/** A login that stores its state in the LMS's frame: the page, and what it stores. */
async function storedLogin(target = 'lti_storage_frame') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/lti/login?${loginQuery(target)}`,
    headers: html,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { response, settings: settingsOf(response.body) };
}

/** The platform's post of the id_token, then Sparked's page posting it again with what it read. */
const postLaunch = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/lti/launch',
    headers: { ...form, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const fromSparkedsPage = { origin, 'sec-fetch-site': 'same-origin' };

describe('a login where the LMS offers its client-side storage', () => {
  it('answers a page, framable by the LMS only, that stores state and nonce before the LMS’s login', async () => {
    const { response, settings } = await storedLogin();
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors 'self' ${lms.issuer}`);
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.body).toContain('Checking this sign-in with your course');

    expect(settings.mode).toBe('put');
    expect(settings.target).toBe('lti_storage_frame');
    // Messages go to the origin of the LMS's authorization address, never '*'.
    expect(settings.platformOrigin).toBe(lms.issuer);
    const next = new URL(settings.next ?? '');
    expect(`${next.origin}${next.pathname}`).toBe(`${lms.issuer}/auth`);
    expect(next.searchParams.get('state')).toBe(settings.state);
    expect(next.searchParams.get('nonce')).toBe(settings.nonce);
    expect(next.searchParams.get('lti_storage_target')).toBe('lti_storage_frame');
    // An LMS that cannot store them gets the same login without storage: a redirect.
    const fallback = new URL(settings.fallback ?? '', origin);
    expect(fallback.searchParams.has('lti_storage_target')).toBe(false);
    const plain = await t.app.inject({
      url: `${fallback.pathname}${fallback.search}`,
      headers: html,
    });
    expect(plain.statusCode).toBe(302);
    expect(String(plain.headers.location)).not.toContain('lti_storage_target');
  });

  it('takes the target from a posted login too, and a frame name cannot break out of the page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/lti/login',
      headers: form,
      payload: loginQuery('</script><script>alert(1)</script>').toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(settingsOf(response.body).target).toBe('</script><script>alert(1)</script>');
  });
});

describe('a launch of a login whose state the LMS keeps', () => {
  it('first answers the page that reads them back, then signs in once they match', async () => {
    const { settings } = await storedLogin();
    const idToken = await lms.idToken(lms.claims(settings.nonce ?? ''));
    const posted = await postLaunch({
      id_token: idToken,
      state: settings.state ?? '',
      lti_storage_target: 'lti_storage_frame',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(String(posted.headers['content-security-policy'])).toContain(
      `frame-ancestors 'self' ${lms.issuer}`,
    );
    // Its post must carry Sparked's origin: referrers same-origin, not helmet's no-referrer.
    expect(posted.headers['referrer-policy']).toBe('same-origin');
    const read = settingsOf(posted.body);
    expect(read).toMatchObject({
      mode: 'get',
      target: 'lti_storage_frame',
      platformOrigin: lms.issuer,
      state: settings.state,
      nonce: settings.nonce,
    });
    expect(posted.body).toContain('action="/lti/launch"');
    expect(posted.body).not.toContain('/lms-launch#');

    const confirmed = await postLaunch(
      {
        id_token: idToken,
        state: settings.state ?? '',
        stored_state: settings.state ?? '',
        stored_nonce: settings.nonce ?? '',
      },
      fromSparkedsPage,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain('/lms-launch#code=');
    // Signed in: the account says which LMS it signs in through.
    const code = /code=([^&"]+)/.exec(confirmed.body)?.[1] ?? '';
    const session = await t.app.inject({
      method: 'POST',
      url: '/sparked-api/lti/sessions',
      payload: { code },
    });
    expect(session.statusCode, session.body).toBe(200);
    const account = await t.app.inject({
      url: '/sparked-api/lti/account',
      headers: bearer(session.json().data.accessToken),
    });
    expect(account.json()).toEqual({ data: { platformName: 'Mock LMS' } });
    // Once: the nonce is spent.
    const again = await postLaunch(
      {
        id_token: idToken,
        state: settings.state ?? '',
        stored_state: settings.state ?? '',
        stored_nonce: settings.nonce ?? '',
      },
      fromSparkedsPage,
    );
    expect(again.statusCode).toBe(401);
  });

  const refusedWhen: Array<
    [string, (s: Record<string, string>) => Record<string, string>, Record<string, string>]
  > = [
    [
      'the state read back is another login’s',
      (s) => ({ stored_state: `${s.state}x`, stored_nonce: s.nonce ?? '' }),
      fromSparkedsPage,
    ],
    [
      'the nonce read back is another login’s',
      (s) => ({ stored_state: s.state ?? '', stored_nonce: 'nonce-of-another-login' }),
      fromSparkedsPage,
    ],
    [
      'the LMS storage held nothing (another browser, or no answer)',
      () => ({ stored_state: '', stored_nonce: '' }),
      fromSparkedsPage,
    ],
    [
      'the values come from a page of another site',
      (s) => ({ stored_state: s.state ?? '', stored_nonce: s.nonce ?? '' }),
      { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    ],
    [
      'the values come without an origin',
      (s) => ({ stored_state: s.state ?? '', stored_nonce: s.nonce ?? '' }),
      {},
    ],
  ];
  for (const [when, stored, headers] of refusedWhen)
    it(`is refused with a page, signing nobody in, when ${when}`, async () => {
      const { settings } = await storedLogin();
      const idToken = await lms.idToken(lms.claims(settings.nonce ?? ''));
      const refused = await postLaunch(
        { id_token: idToken, state: settings.state ?? '', ...stored(settings) },
        headers,
      );
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain(
        'Sparked could not confirm this sign-in was started in this browser by your course. Open the activity again from your course.',
      );
      expect(refused.body).not.toContain('/lms-launch#');
      // Shown inside the LMS's frame, not blocked as another site's page.
      expect(String(refused.headers['content-security-policy'])).toContain(
        `frame-ancestors 'self' ${lms.issuer}`,
      );
      // The nonce was not spent: the genuine page can still finish this launch.
      const genuine = await postLaunch(
        {
          id_token: idToken,
          state: settings.state ?? '',
          stored_state: settings.state ?? '',
          stored_nonce: settings.nonce ?? '',
        },
        fromSparkedsPage,
      );
      expect(genuine.statusCode, genuine.body).toBe(200);
    });

  it('a login without storage launches as before, with no page between', async () => {
    const response = await t.app.inject({
      url: `/lti/login?${loginQuery(null)}`,
      headers: html,
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    const state = location.searchParams.get('state') ?? '';
    const idToken = await lms.idToken(lms.claims(location.searchParams.get('nonce') ?? ''));
    const launched = await postLaunch({ id_token: idToken, state });
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.body).toContain('/lms-launch#code=');
  });
});

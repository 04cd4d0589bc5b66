import type { LtiPlatform, LtiPlatformRequest } from '@sparked/contracts';
import { createSession, SessionProvider } from '@sparked/features/session';
import { DialogProvider } from '@sparked/ui/dialog-provider';
import { ToastProvider } from '@sparked/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DynamicRegistrationPage } from './dynamic-registration-page';
import { LtiPage } from './lti-page';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const base64Url = (text: string) => btoa(text).replace(/=+$/, '');
const claims = { id: 'a1', email: 'admin@example.test', user_role: 'admin', iat: 1, exp: 9e9 };
const accessToken = `${base64Url('{}')}.${base64Url(JSON.stringify(claims))}.sig`;

const tool = {
  loginUrl: 'https://sparked.example/lti/login',
  launchUrl: 'https://sparked.example/lti/launch',
  jwksUrl: 'https://sparked.example/lti/jwks',
  deepLinkingUrl: 'https://sparked.example/lti/launch',
  dynamicRegistrationUrl: 'https://sparked.example/educator/lti/register',
};

const platformOf = (
  id: string,
  fields: Partial<LtiPlatform> & Pick<LtiPlatform, 'name'>,
): LtiPlatform => ({
  id,
  issuer: `https://${id}.example.org`,
  clientId: `client-${id}`,
  deploymentIds: ['1'],
  authLoginUrl: `https://${id}.example.org/auth`,
  authTokenUrl: `https://${id}.example.org/token`,
  keysetUrl: `https://${id}.example.org/jwks`,
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

/** An answer; a refusal in the one error shape, with its status. */
const json = (status: number, body: unknown) =>
  new Response(
    status === 204
      ? null
      : JSON.stringify(status >= 400 ? { statusCode: status, ...(body as object) } : body),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

/** The LTI part of the Sparked API, in memory, with the server's refusal of a non-https issuer. */
function fakeServer(initial: LtiPlatform[]) {
  let platforms = [...initial];
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  let failList = false;
  let next = 100;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'https://sparked.example');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const path = url.pathname.replace(/^\/sparked-api/, '');
    if (method === 'GET' && path === '/lti/platforms')
      return failList
        ? json(403, { code: 'forbidden', error: 'Only admins see the registered LMSs.' })
        : json(200, { data: platforms });
    if (method === 'GET' && path === '/lti/tool') return json(200, { data: tool });
    if (method === 'POST' && path === '/lti/platforms') {
      const request = body as LtiPlatformRequest;
      if (!request.issuer.startsWith('https://'))
        return json(400, {
          code: 'validation_failed',
          error: 'Check the highlighted fields.',
          issues: [
            {
              path: 'issuer',
              message: 'issuer must be an https address (http only on localhost).',
            },
          ],
        });
      const created = platformOf(`p${next++}`, request);
      platforms.push(created);
      return json(201, { data: created });
    }
    if (method === 'POST' && path === '/lti/dynamic-registrations') {
      const created = platformOf(`p${next++}`, {
        name: 'moodle (lms.school.org)',
        status: 'pending',
      });
      platforms.push(created);
      return json(201, { data: created });
    }
    const approval = /^\/lti\/platforms\/([^/]+)\/approval$/.exec(path);
    if (method === 'POST' && approval) {
      platforms = platforms.map((p) => (p.id === approval[1] ? { ...p, status: 'active' } : p));
      return json(200, { data: platforms.find((p) => p.id === approval[1]) });
    }
    const one = /^\/lti\/platforms\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && one) {
      platforms = platforms.filter((p) => p.id !== one[1]);
      return json(204, null);
    }
    return json(404, { code: 'not_found', error: `No ${method} ${path} here.` });
  });
  return {
    fetch,
    calls,
    failList: (fail: boolean) => {
      failList = fail;
    },
  };
}

function renderWith(server: ReturnType<typeof fakeServer>, page: ReactNode) {
  sessionStorage.setItem('tokens', JSON.stringify({ accessToken, refreshToken: 'r' }));
  const session = createSession({ fetch: server.fetch, onAuthFailure: () => {} });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider session={session}>
        <ToastProvider>
          <DialogProvider>{page}</DialogProvider>
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

beforeAll(() => Promise.all([import('@sparked/ui/confirm-modal')]));
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(async () => {}) },
    configurable: true,
  });
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const registered = async () =>
  within(await screen.findByRole('region', { name: 'The registered LMSs' })).getByRole('table');

describe('LMS connections', () => {
  it('lists the registered LMSs, those waiting for approval first and marked', async () => {
    const server = fakeServer([
      platformOf('moodle', { name: 'School Moodle' }),
      platformOf('canvas', { name: 'Canvas', status: 'pending' }),
    ]);
    renderWith(server, <LtiPage />);
    const rows = within(await registered()).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Canvas');
    expect(rows[1]?.textContent).toContain('Waiting for approval');
    expect(rows[2]?.textContent).toContain('School Moodle');
    expect(rows[2]?.textContent).not.toContain('Waiting for approval');
    expect(screen.getByRole('button', { name: 'Approve Canvas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve School Moodle' })).toBeNull();
  });

  it('says when none is registered, and why the list did not load, with a retry', async () => {
    const server = fakeServer([]);
    server.failList(true);
    renderWith(server, <LtiPage />);
    expect(await screen.findByText(/Only admins see the registered LMSs/)).toBeTruthy();
    server.failList(false);
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No LMS registered yet')).toBeTruthy();
  });

  it('registers an LMS with two deployment ids, showing the server’s refusal on its field', async () => {
    const server = fakeServer([]);
    renderWith(server, <LtiPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register an LMS' }));
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });
    await userEvent.type(field('Name'), 'School Moodle');
    await userEvent.type(field('Issuer'), 'http://moodle.school.org');
    await userEvent.type(field('Client id'), 'abc123');
    await userEvent.type(field('Deployment id 1'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a deployment id' }));
    // The new field takes the focus, so the keyboard goes on where the button was.
    await waitFor(() => expect(document.activeElement).toBe(field('Deployment id 2')));
    await userEvent.keyboard('2');
    await userEvent.type(field('OIDC login URL'), 'https://moodle.school.org/mod/lti/auth.php');
    await userEvent.type(field('Access-token URL'), 'https://moodle.school.org/mod/lti/token.php');
    await userEvent.type(field('JWKS URL'), 'https://moodle.school.org/mod/lti/certs.php');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register LMS' }));

    const issuer = field('Issuer');
    await waitFor(() => expect(issuer.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(/issuer must be an https address/)).toBeTruthy();

    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'https://moodle.school.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register LMS' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const created = server.calls.filter((c) => c.method === 'POST').at(-1);
    expect(created?.body).toEqual({
      name: 'School Moodle',
      issuer: 'https://moodle.school.org',
      clientId: 'abc123',
      deploymentIds: ['1', '2'],
      authLoginUrl: 'https://moodle.school.org/mod/lti/auth.php',
      authTokenUrl: 'https://moodle.school.org/mod/lti/token.php',
      keysetUrl: 'https://moodle.school.org/mod/lti/certs.php',
    });
    expect(within(await registered()).getByText('School Moodle')).toBeTruthy();
  });

  it('approves a pending LMS', async () => {
    const server = fakeServer([platformOf('canvas', { name: 'Canvas', status: 'pending' })]);
    renderWith(server, <LtiPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Canvas' }));
    await waitFor(() => expect(screen.queryByText('Waiting for approval')).toBeNull());
    expect(server.calls.some((c) => c.path === '/sparked-api/lti/platforms/canvas/approval')).toBe(
      true,
    );
  });

  it('removes an LMS only once confirmed, and Undo registers it again', async () => {
    const server = fakeServer([platformOf('moodle', { name: 'School Moodle' })]);
    renderWith(server, <LtiPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove School Moodle' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove School Moodle' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No LMS registered yet')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(within(await registered()).getByText('School Moodle')).toBeTruthy();
    const again = server.calls.filter((c) => c.method === 'POST').at(-1);
    expect(again?.body).toMatchObject({
      issuer: 'https://moodle.example.org',
      deploymentIds: ['1'],
    });
  });

  it('shows what to paste into the LMS, each address with a copy button', async () => {
    const server = fakeServer([]);
    renderWith(server, <LtiPage />);
    const card = await screen.findByRole('region', { name: 'What to paste into your LMS' });
    const login = await within(card).findByLabelText('Login initiation URL', { exact: false });
    expect((login as HTMLInputElement).value).toBe(tool.loginUrl);
    for (const [label, value] of [
      ['Redirect (launch) URL', tool.launchUrl],
      ['JWKS URL', tool.jwksUrl],
      ['Deep linking URL', tool.deepLinkingUrl],
      ['Dynamic registration URL', tool.dynamicRegistrationUrl],
    ] as const)
      expect((within(card).getByLabelText(label, { exact: false }) as HTMLInputElement).value).toBe(
        value,
      );
    await userEvent.click(within(card).getByRole('button', { name: 'Copy JWKS URL' }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(tool.jwksUrl);
  });
});

describe('the dynamic registration page', () => {
  it('registers with the LMS that opened it and tells the LMS to close the window', async () => {
    const server = fakeServer([]);
    const posted = vi.spyOn(window.parent, 'postMessage');
    renderWith(
      server,
      <DynamicRegistrationPage
        openidConfiguration="https://lms.school.org/openid-configuration"
        registrationToken="token-1"
      />,
    );
    expect(screen.getByText('lms.school.org')).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Register Sparked' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /registered with moodle \(lms\.school\.org\)\. It waits for approval/,
    );
    expect(server.calls.find((c) => c.path.endsWith('/dynamic-registrations'))?.body).toEqual({
      openidConfiguration: 'https://lms.school.org/openid-configuration',
      registrationToken: 'token-1',
    });
    expect(posted).toHaveBeenCalledWith({ subject: 'org.imsglobal.lti.close' }, '*');
    posted.mockRestore();
  });

  it('in the LMS’s frame without a session, continues in a window whose close message it relays', async () => {
    sessionStorage.clear();
    const session = createSession({ fetch: fakeServer([]).fetch, onAuthFailure: () => {} });
    const top = vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const posted = vi.spyOn(window.parent, 'postMessage');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider session={session}>
          <DynamicRegistrationPage openidConfiguration="https://lms.school.org/openid" />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Register Sparked' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue in a new window' }));
    expect(opened).toHaveBeenCalledWith(window.location.href, '_blank');

    // A message from another site is not passed on; the window's, from Sparked's origin, is.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { subject: 'org.imsglobal.lti.close' },
        origin: 'https://evil.example',
      }),
    );
    expect(posted).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { subject: 'org.imsglobal.lti.close' },
        origin: window.location.origin,
      }),
    );
    expect(posted).toHaveBeenCalledWith({ subject: 'org.imsglobal.lti.close' }, '*');
    for (const spy of [top, opened, posted]) spy.mockRestore();
  });

  it('refuses a signed-in person who is not an admin', () => {
    const student = { ...claims, user_role: 'student' };
    const token = `${base64Url('{}')}.${base64Url(JSON.stringify(student))}.sig`;
    sessionStorage.setItem('tokens', JSON.stringify({ accessToken: token, refreshToken: 'r' }));
    const session = createSession({ fetch: fakeServer([]).fetch, onAuthFailure: () => {} });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider session={session}>
          <DynamicRegistrationPage openidConfiguration="https://lms.school.org/openid" />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/Only a Sparked administrator/);
    expect(screen.queryByRole('button', { name: 'Register Sparked' })).toBeNull();
  });

  it('explains itself when opened without the LMS’s configuration', () => {
    renderWith(fakeServer([]), <DynamicRegistrationPage />);
    expect(screen.queryByRole('button', { name: 'Register Sparked' })).toBeNull();
    expect(screen.getByText(/This page is opened by the LMS/)).toBeTruthy();
  });
});

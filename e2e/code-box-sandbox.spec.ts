import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { registerStudent, storedTokens } from './support';

/**
 * The preview's attack suite (issue 17): student code tries to get out of the sandboxed frame in
 * every way the issue names. Each attempt must fail; a local listener proves nothing got out.
 */

let listener: Server;
let hits: string[];
let outside: string;
test.beforeAll(async () => {
  hits = [];
  listener = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' });
    response.end('leaked');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  outside = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

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

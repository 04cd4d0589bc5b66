// Issue 41's "done when" (decisions 0045, 0046): a new student whose browser prefers Filipino
// registers, learns, buys in the store, talks to Janus and gets a certificate, all in Filipino;
// English chosen on the profile then follows them to another device.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { catalogues, inEnglish } from './catalogues';
import { openJanus } from './help-desk';
import { finishListedModule, listedModule, registerStudent, signIn } from './support';
import { englishLeft, pageTexts, watchApiStrings } from './untranslated-text';

test.use({ locale: 'fil-PH' });

test('a student whose browser prefers Filipino goes from sign-up to certificate in Filipino, and English chosen on the profile follows them', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { say, english } = await catalogues('fil');
  // What people and the demo typed (a competition called "AI Competition") comes in the API's
  // answers, and is theirs, as e2e/untranslated-text.ts has it.
  const apiStrings = watchApiStrings(page);
  /** Fails on any text the page shows in English where the catalogue has it in Filipino. */
  const expectAllFilipino = async (label: string) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect
      .poll(() => englishLeft(page, english, apiStrings), {
        message: `English on ${label}`,
      })
      .toEqual([]);
  };

  const title = `Mga yugto ng buwan ${Date.now()}`;
  const moduleId = await listedModule(page, title);
  const account = await registerStudent(page, 'Mayumi', say);
  await expectAllFilipino('the dashboard');

  await finishListedModule(page, moduleId, say);
  await expectAllFilipino('the finished module');

  await page.goto('/store');
  const headphones = page.getByRole('article', { name: say('Headphones') });
  await headphones
    .getByRole('button', { name: say('Buy<0> {name}</0>', { name: say('Headphones') }) })
    .click();
  await expectAllFilipino('the store, asked to buy');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: say('Buy'), exact: true })
    .click();
  await expect(page.getByText(say('{name} is yours.', { name: say('Headphones') }))).toBeVisible();
  await expect(headphones).toContainText(say('Owned'));
  await expectAllFilipino('the store, bought');

  const janus = await openJanus(page, say);
  const reply = await janus.say('Paano ko makikita ang aking sertipiko?');
  // Janus's replies come in the API's answers too, so they are checked apart, line by line.
  const replyLines = (await reply.innerText()).split('\n').map((line) => line.trim());
  expect(replyLines.filter((line) => english.has(line))).toEqual([]);
  expect(replyLines.join(' ')).toMatch(/\w/);
  await expectAllFilipino('Janus, after its reply');

  await page.goto('/profile');
  const certificates = page.getByRole('region', { name: say('Certificates') });
  const download = page.waitForEvent('download');
  await certificates.getByRole('link', { name: say('PDF<0> of {title}</0>', { title }) }).click();
  const pdf = (await (await download).path()) ?? '';
  expect((await readFile(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  // Its words, read as the server's PDF test reads them (npm test installs poppler first).
  const words = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', pdf, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  expect(words).toContain(say('Certificate of completion'));
  expect(words).toContain(say('has completed the module'));
  expect(words).not.toContain('Certificate of completion');
  await expectAllFilipino('the profile with a certificate');
  await certificates.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expectAllFilipino('the certificate');

  // English, chosen on the profile, is kept on the account.
  await page.goto('/profile');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/sso/auth/me/locale') && response.ok(),
  );
  await page.getByLabel(say('Language')).selectOption('en');
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Another device, whose browser prefers Filipino too: the account's English wins there.
  const other = await browser.newContext({
    locale: 'fil-PH',
    baseURL: testInfo.project.use.baseURL,
  });
  const phone = await other.newPage();
  await signIn(phone, account, say, inEnglish);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
  await expect(phone.getByRole('heading', { name: 'Hi, Mayumi!' })).toBeVisible();
  await phone.goto('/store');
  await expect(phone).toHaveTitle('Points store · Sparked');
  await expect(phone.getByRole('article', { name: 'Headphones' })).toContainText('Owned');
  await phone.goto('/profile');
  await expect(phone.getByRole('region', { name: 'Certificates' })).toContainText(title);
  await expect(phone.getByLabel('Language')).toHaveValue('en');
  // The reader that found no English on the Filipino pages finds it on this one.
  const shown = await phone.evaluate(pageTexts);
  expect(shown.filter((text) => english.has(text))).toContain('Certificates');
  await other.close();
});

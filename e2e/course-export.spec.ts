import { expect, test } from '@playwright/test';
import { asFacilitator, demo, expectAxeClean, signIn } from './support';

test('an author downloads a module as a Common Cartridge from its settings', async ({ page }) => {
  const post = await asFacilitator(page);
  const module = await post('/modules', { title: 'Tides: an export' });
  await signIn(page, demo.facilitator);
  await page.goto(`/educator/modules/${module.id}/settings`);
  const button = page.getByRole('button', { name: 'Export as Common Cartridge' });
  await expect(button).toBeVisible();
  await expectAxeClean(page, 'module settings with export');
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(file.suggestedFilename()).toBe('tides-an-export.imscc');
  const bytes = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  // A zip starts with a local file header, and the manifest is its first entry.
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004');
  expect(bytes.subarray(30, 45).toString()).toBe('imsmanifest.xml');
});

test('an author downloads a module as LTI links (Thin Common Cartridge)', async ({ page }) => {
  const post = await asFacilitator(page);
  const module = await post('/modules', { title: 'Tides: the links' });
  await signIn(page, demo.facilitator);
  await page.goto(`/educator/modules/${module.id}/settings`);
  const button = page.getByRole('button', { name: 'Export as LTI links' });
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(file.suggestedFilename()).toBe('tides-the-links-lti-links.imscc');
});

test('an author puts a module under a Creative Commons licence in its settings', async ({
  page,
}) => {
  const post = await asFacilitator(page);
  const module = await post('/modules', { title: `Tides: shared ${Date.now()}` });
  await signIn(page, demo.facilitator);
  await page.goto(`/educator/modules/${module.id}/settings`);
  await expect(page.getByRole('combobox', { name: 'Licence' })).toHaveText('All rights reserved');
  await page.getByRole('combobox', { name: 'Licence' }).click();
  await page.getByRole('option', { name: 'CC BY-SA 4.0' }).click();
  await expect(
    page.getByText('Creative Commons Attribution-ShareAlike 4.0 International.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The module’s settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Licence' })).toHaveText('CC BY-SA 4.0');
  await expectAxeClean(page, 'module settings with a licence');
});

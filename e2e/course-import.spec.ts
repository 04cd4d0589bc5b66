import { expect, test } from '@playwright/test';
import { ZipFile } from 'yazl';
import { demo, expectAxeClean, signIn } from './support';

/** A small Common Cartridge 1.3 made here: one page with a list, and a discussion Sparked skips. */
function cartridge(): Promise<Buffer> {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="M" xmlns="http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1" xmlns:lomimscc="http://ltsc.ieee.org/xsd/imsccv1p3/LOM/manifest">
<metadata><schema>IMS Common Cartridge</schema><schemaversion>1.3.0</schemaversion>
<lomimscc:lom><lomimscc:general><lomimscc:title><lomimscc:string>Rivers, imported</lomimscc:string></lomimscc:title></lomimscc:general></lomimscc:lom></metadata>
<organizations><organization identifier="O" structure="rooted-hierarchy"><item identifier="root">
<item identifier="S"><title>Week 1</title>
<item identifier="I1" identifierref="R1"><title>Where rivers start</title></item>
<item identifier="I2" identifierref="R2"><title>Share a photo of a river</title></item>
</item></item></organization></organizations>
<resources>
<resource identifier="R1" type="webcontent" href="pages/start.html"><file href="pages/start.html"/></resource>
<resource identifier="R2" type="imsdt_xmlv1p3"><file href="d.xml"/></resource>
</resources></manifest>`;
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(manifest), 'imsmanifest.xml');
  zip.addBuffer(
    Buffer.from(
      '<html><body><p>Most rivers start in <strong>hills</strong>.</p><ul><li>Springs</li><li>Snow</li></ul></body></html>',
    ),
    'pages/start.html',
  );
  zip.addBuffer(Buffer.from('<topic><title>Share</title></topic>'), 'd.xml');
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

test('an educator imports a course package, reads the report and opens the new module', async ({
  page,
}) => {
  await signIn(page, demo.facilitator);
  await page.goto('/educator/modules');
  await page.getByRole('link', { name: 'Import a course package' }).click();
  const section = page.getByRole('region', { name: 'Import a course package' });
  await expect(section).toBeVisible();

  // A file that is not a package is refused with a message, and the form stays.
  await section.getByLabel('Course package').setInputFiles({
    name: 'notes.imscc',
    mimeType: 'application/zip',
    buffer: Buffer.from('not a zip'),
  });
  await section.getByRole('button', { name: 'Import' }).click();
  await expect(section.getByRole('alert')).toContainText('not a zip package');

  await section.getByLabel('Course package').setInputFiles({
    name: 'rivers.imscc',
    mimeType: 'application/zip',
    buffer: await cartridge(),
  });
  // Keyboard: the button is reached and pressed without a mouse.
  await section.getByRole('button', { name: 'Import' }).focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText(/1 imported, 1 skipped/);
  const report = section.getByRole('table');
  await expect(report.getByRole('row', { name: /Where rivers start/ })).toContainText('Imported');
  await expect(report.getByRole('row', { name: /Share a photo/ })).toContainText('Discussions');
  await expectAxeClean(page, 'course package import report');

  // The report survives a reload of the page.
  await page.reload();
  await expect(section.getByRole('status')).toHaveText(/1 imported, 1 skipped/);

  await section.getByRole('link', { name: 'Open the module' }).click();
  await expect(page).toHaveURL(/\/educator\/modules\/[0-9a-f-]+\/contents/);
  await expect(page.getByRole('link', { name: 'Where rivers start', exact: true })).toBeVisible();
});

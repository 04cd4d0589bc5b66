import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderCertificatePdf } from './pdf';

const pdftotext = '/usr/bin/pdftotext';
const folder = mkdtempSync(path.join(tmpdir(), 'certificate-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The PDF's text as a reader's viewer extracts it (poppler, installed by the test command). */
function extractText(pdf: Uint8Array): string {
  if (!existsSync(pdftotext))
    throw new Error(`${pdftotext} is missing: run "node scripts/ensure-poppler.mjs" first.`);
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(pdftotext, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const page = {
  issuedAt: new Date('2026-11-28T10:00:00Z'),
  issuer: 'Sparked',
  id: '6b1a4c1e-8c7e-4a43-9a1e-2b7b6f0f2d11',
  url: 'https://sparked.example.org/certificates/6b1a4c1e-8c7e-4a43-9a1e-2b7b6f0f2d11',
};

describe('certificate PDF', () => {
  it('prints names and titles in Latin, Vietnamese, Greek and Cyrillic as typed', async () => {
    const text = extractText(
      await renderCertificatePdf({
        ...page,
        learner: 'Łukasz Nguyễn',
        moduleTitle: 'Núi lửa bằng tiếng Việt',
      }),
    );
    expect(text).toContain('Łukasz Nguyễn');
    expect(text).toContain('Núi lửa bằng tiếng Việt');
    expect(text).not.toContain('?');

    const other = extractText(
      await renderCertificatePdf({
        ...page,
        learner: 'Νίκος',
        moduleTitle: 'Москва & plate tectonics',
      }),
    );
    expect(other).toContain('Νίκος');
    expect(other).toContain('Москва & plate tectonics');
  });

  it("is written in the learner's language, its date too (decision 0046)", async () => {
    const card = { ...page, learner: 'Ana R.', moduleTitle: 'Photosynthesis' };
    const filipino = extractText(await renderCertificatePdf(card, 'fil'));
    expect(filipino).toContain('Sertipiko ng Pagkumpleto');
    expect(filipino).toContain('Ibinigay ng Sparked noong Nobyembre 28, 2026');
    expect(filipino).toContain('Suriin ang sertipikong ito sa');
    expect(filipino).not.toContain('Certificate of completion');
    const english = extractText(await renderCertificatePdf(card));
    expect(english).toContain('Certificate of completion');
    expect(english).toContain('Issued by Sparked on 2026-11-28');
    expect(english).toContain('Check this certificate at');
  });

  it('embeds only the glyphs it uses', async () => {
    const pdf = await renderCertificatePdf({ ...page, learner: 'Ann', moduleTitle: 'Maths' });
    // Two whole Noto Sans files are over 1.2 MB; subset, the page is a small fraction of that.
    expect(pdf.byteLength).toBeLessThan(120_000);
  });
});

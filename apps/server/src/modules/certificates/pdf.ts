import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { Locale } from '@sparked/contracts';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { type Translate, translator } from '../../i18n/catalogues';

export interface CertificatePage {
  learner: string;
  moduleTitle: string;
  issuedAt: Date;
  issuer: string;
  id: string;
  url: string;
}

/**
 * Noto Sans covers Latin (Vietnamese included), Greek and Cyrillic, so names and titles print as
 * typed; the standard PDF fonts cover Latin-1 only. Read once, embedded subset to the glyphs used.
 */
const notoSans = path.dirname(
  createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans/package.json'),
);
let fonts: Promise<[Uint8Array, Uint8Array]> | undefined;
const fontFiles = () => {
  fonts ??= Promise.all([
    readFile(path.join(notoSans, '400Regular/NotoSans_400Regular.ttf')),
    readFile(path.join(notoSans, '700Bold/NotoSans_700Bold.ttf')),
  ]);
  return fonts;
};

/**
 * The day of issue: as it always read in English (the ISO date, which reads the same everywhere),
 * and as the language writes dates in any other (Intl: "Nobyembre 28, 2026").
 */
export const issueDate = (locale: Locale, date: Date) =>
  locale === 'en'
    ? date.toISOString().slice(0, 10)
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** The certificate's own words in one language; names and titles print as typed. */
const wordsOf = (say: Translate, page: CertificatePage, date: string) => ({
  title: say(
    /*i18n*/ {
      id: 'certificate.pdf.document-title',
      message: 'Certificate: {moduleTitle}',
      values: { moduleTitle: page.moduleTitle },
    },
  ),
  heading: say(/*i18n*/ { id: 'certificate.pdf.heading', message: 'Certificate of completion' }),
  certifies: say(/*i18n*/ { id: 'certificate.pdf.certifies', message: 'This certifies that' }),
  completed: say(/*i18n*/ { id: 'certificate.pdf.completed', message: 'has completed the module' }),
  issued: say(
    /*i18n*/ {
      id: 'certificate.pdf.issued',
      message: 'Issued by {issuer} on {date}',
      values: { issuer: page.issuer, date },
    },
  ),
  checkAt: say(/*i18n*/ { id: 'certificate.pdf.check-at', message: 'Check this certificate at' }),
  number: say(
    /*i18n*/ { id: 'certificate.pdf.number', message: 'Certificate {id}', values: { id: page.id } },
  ),
});

/** An A4 landscape certificate with a QR code to its verification page, in `locale`. */
export async function renderCertificatePdf(
  page: CertificatePage,
  locale: Locale = 'en',
): Promise<Uint8Array> {
  const words = wordsOf(translator(locale), page, issueDate(locale, page.issuedAt));
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(words.title);
  pdf.setLanguage(locale);
  pdf.setAuthor(page.issuer);
  const sheet = pdf.addPage([842, 595]);
  const [regularFile, boldFile] = await fontFiles();
  const regular = await pdf.embedFont(regularFile, { subset: true });
  const bold = await pdf.embedFont(boldFile, { subset: true });
  const ink = rgb(0.13, 0.16, 0.24);
  const write = (text: string, x: number, y: number, size: number, font: PDFFont) =>
    sheet.drawText(text, { x, y, size, font, color: ink });
  const centred = (text: string, y: number, size: number, font = regular) =>
    write(text, (842 - font.widthOfTextAtSize(text, size)) / 2, y, size, font);
  sheet.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderWidth: 3, borderColor: ink });
  centred(words.heading, 470, 34, bold);
  centred(words.certifies, 415, 16);
  centred(page.learner, 370, 30, bold);
  centred(words.completed, 330, 16);
  centred(page.moduleTitle, 290, 24, bold);
  centred(words.issued, 245, 14);
  const qr = await pdf.embedPng(await QRCode.toBuffer(page.url, { margin: 1, width: 240 }));
  sheet.drawImage(qr, { x: 60, y: 60, width: 110, height: 110 });
  write(words.checkAt, 185, 130, 11, regular);
  write(page.url, 185, 112, 11, bold);
  write(words.number, 185, 94, 9, regular);
  return pdf.save();
}

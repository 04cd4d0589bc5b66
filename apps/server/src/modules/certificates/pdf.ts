import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

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

/** An A4 landscape certificate with a QR code to its verification page. */
export async function renderCertificatePdf(page: CertificatePage): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Certificate: ${page.moduleTitle}`);
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
  centred('Certificate of completion', 470, 34, bold);
  centred('This certifies that', 415, 16);
  centred(page.learner, 370, 30, bold);
  centred('has completed the module', 330, 16);
  centred(page.moduleTitle, 290, 24, bold);
  centred(`Issued by ${page.issuer} on ${page.issuedAt.toISOString().slice(0, 10)}`, 245, 14);
  const qr = await pdf.embedPng(await QRCode.toBuffer(page.url, { margin: 1, width: 240 }));
  sheet.drawImage(qr, { x: 60, y: 60, width: 110, height: 110 });
  write('Check this certificate at', 185, 130, 11, regular);
  write(page.url, 185, 112, 11, bold);
  write(`Certificate ${page.id}`, 185, 94, 9, regular);
  return pdf.save();
}

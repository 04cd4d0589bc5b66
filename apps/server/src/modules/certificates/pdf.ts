import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
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
 * The standard PDF fonts cover Latin-1 only: accents are kept where they exist there, other
 * letters lose their marks, and anything else becomes "?". The verification page shows the text
 * exactly.
 */
function printable(text: string): string {
  return [...text]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff) return char;
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return [...base].every((c) => c.charCodeAt(0) <= 0xff) ? base : '?';
    })
    .join('');
}

/** An A4 landscape certificate with a QR code to its verification page. */
export async function renderCertificatePdf(page: CertificatePage): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Certificate: ${page.moduleTitle}`));
  pdf.setAuthor(printable(page.issuer));
  const sheet = pdf.addPage([842, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.13, 0.16, 0.24);
  const centred = (text: string, y: number, size: number, font = regular) => {
    const line = printable(text);
    const width = font.widthOfTextAtSize(line, size);
    sheet.drawText(line, { x: (842 - width) / 2, y, size, font, color: ink });
  };
  sheet.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderWidth: 3, borderColor: ink });
  centred('Certificate of completion', 470, 34, bold);
  centred('This certifies that', 415, 16);
  centred(page.learner, 370, 30, bold);
  centred('has completed the module', 330, 16);
  centred(page.moduleTitle, 290, 24, bold);
  centred(`Issued by ${page.issuer} on ${page.issuedAt.toISOString().slice(0, 10)}`, 245, 14);
  const qr = await pdf.embedPng(await QRCode.toBuffer(page.url, { margin: 1, width: 240 }));
  sheet.drawImage(qr, { x: 60, y: 60, width: 110, height: 110 });
  sheet.drawText(printable('Check this certificate at'), {
    x: 185,
    y: 130,
    size: 11,
    font: regular,
    color: ink,
  });
  sheet.drawText(printable(page.url), { x: 185, y: 112, size: 11, font: bold, color: ink });
  sheet.drawText(`Certificate ${page.id}`, { x: 185, y: 94, size: 9, font: regular, color: ink });
  return pdf.save();
}

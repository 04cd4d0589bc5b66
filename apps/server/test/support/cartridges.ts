import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** Course packages built in tests, as a writer that follows the formats makes them. */
export type Entry = { path: string; data: string | Buffer; store?: boolean };

/** A zip made with yazl. */
export function zip(entries: readonly Entry[]): Promise<Buffer> {
  const file = new ZipFile();
  for (const entry of entries)
    file.addBuffer(Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data), entry.path, {
      compress: !entry.store,
    });
  file.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    file.outputStream.on('error', reject);
  });
}

export const xml = (text: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${text}`;

/** A CC 1.1 manifest with one web page, at `href`. */
export const simpleManifest = (href: string, extra = '') =>
  xml(`<manifest identifier="M1" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">${extra}
<metadata><schema>IMS Common Cartridge</schema><schemaversion>1.1.0</schemaversion></metadata>
<organizations><organization identifier="O" structure="rooted-hierarchy"><item identifier="root">
<item identifier="S1"><title>Week 1</title><item identifier="I1" identifierref="R1"><title>Page</title></item></item>
</item></organization></organizations>
<resources><resource identifier="R1" type="webcontent" href="${href}"><file href="${href}"/></resource></resources>
</manifest>`);

export const page = (body: string) =>
  `<html><head><title>Page</title></head><body>${body}</body></html>`;

/** The smallest cartridge an import turns into a module: one page in one week. */
export const onePageCartridge = () =>
  zip([
    { path: 'imsmanifest.xml', data: simpleManifest('a.html') },
    { path: 'a.html', data: page('<p>Leaves turn light into sugar.</p>') },
  ]);

/** Every entry of a zip, by path, read with yauzl. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { PackageEntry } from './manifest';

/**
 * The package as a zip stream: text entries deflated, images (already compressed WebP) stored,
 * each image opened only when the writer reaches it, so at most one is read at a time and the
 * whole package is never in memory. A failed read ends the stream with its error.
 */
export function zipStream(
  entries: readonly PackageEntry[],
  openImage: (fileName: string) => Readable,
  mtime: Date,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  for (const entry of entries) {
    if ('text' in entry) zip.addBuffer(Buffer.from(entry.text, 'utf8'), entry.path, { mtime });
    else
      zip.addReadStreamLazy(entry.path, { mtime, compress: false }, (done) => {
        const stream = openImage(entry.image);
        stream.once('error', (error) => output.destroy(error));
        done(null, stream);
      });
  }
  zip.end();
  return output;
}

import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { scormLimits } from '@sparked/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/** Why a package was refused, in words the uploader reads. */
export class PackageRefused extends Error {}

export type UnzipLimits = Record<
  'maxEntries' | 'maxTotalBytes' | 'maxFileBytes' | 'maxRatio',
  number
>;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
/** Small files may inflate a lot (a page of spaces); the ratio counts only past this size. */
const ratioFreeBytes = 1024 * 1024;
const symlinkMode = 0o120000;

/**
 * A zip entry's name as a path inside the package, or a refusal: no absolute paths, no `..`, no
 * drive letters, backslashes or control characters (yauzl refuses the first two as well).
 */
export function packagePath(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(name) || /^[A-Za-z]:/.test(name) || name.startsWith('/'))
    throw new PackageRefused(`The package has a file with an unsafe name: "${name.slice(0, 80)}".`);
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part === '..') || parts.length === 0 || name.length > 400)
    throw new PackageRefused(
      `The package has a file that points outside it: "${name.slice(0, 80)}".`,
    );
  return parts.join('/');
}

/** Counts an entry's bytes as they inflate and stops at the first limit passed. */
function counter(entry: Entry, limits: UnzipLimits, total: { bytes: number }, name: string) {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      total.bytes += chunk.length;
      if (bytes > limits.maxFileBytes)
        return done(
          new PackageRefused(
            `"${name.slice(0, 80)}" is larger than ${megabytes(limits.maxFileBytes)} unpacked.`,
          ),
        );
      if (total.bytes > limits.maxTotalBytes)
        return done(
          new PackageRefused(
            `The package is larger than ${megabytes(limits.maxTotalBytes)} unpacked.`,
          ),
        );
      if (bytes > ratioFreeBytes && bytes > entry.compressedSize * limits.maxRatio)
        return done(
          new PackageRefused(
            `"${name.slice(0, 80)}" inflates more than ${limits.maxRatio} times: the package looks like a zip bomb.`,
          ),
        );
      done(null, chunk);
    },
  });
}

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: true, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );

function openEntry(zip: ZipFile, entry: Entry) {
  return new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
}

/** yauzl's own refusals (bad names, sizes that lie, a broken archive) as the uploader reads them. */
function refusal(error: unknown): Error {
  if (error instanceof PackageRefused) return error;
  const message = (error as Error).message ?? '';
  if (/invalid relative path|absolute path|invalid characters/i.test(message))
    return new PackageRefused('The package has a file that points outside it.');
  if (/too many bytes|too few bytes|uncompressed size|compressed size/i.test(message))
    return new PackageRefused(
      'The package’s sizes do not match its contents: it is damaged or hostile.',
    );
  return new PackageRefused('This is not a zip file that can be read. Upload the package’s .zip.');
}

/**
 * Unpacks a zip into `target` (which must not exist yet), refusing it at the first breach:
 * too many entries, a file or the whole larger than the limits while it inflates (headers are
 * not believed), a ratio past the limit, an unsafe or escaping name, a symbolic link, an
 * encrypted entry. Answers the paths written and their total size. The caller removes `target`
 * when this throws.
 */
export async function unzipPackage(
  zipFile: string,
  target: string,
  limits: UnzipLimits = scormLimits,
): Promise<{ files: string[]; bytes: number }> {
  let zip: ZipFile;
  try {
    zip = await openZip(zipFile);
  } catch (error) {
    throw refusal(error);
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new PackageRefused(`The package has more than ${limits.maxEntries} files.`);
  }
  const files: string[] = [];
  const seen = new Set<string>();
  const total = { bytes: 0 };
  await mkdir(target, { recursive: true });
  try {
    await new Promise<void>((resolve, reject) => {
      let entries = 0;
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: Entry) => {
        entries += 1;
        const work = async () => {
          if (entries > limits.maxEntries)
            throw new PackageRefused(`The package has more than ${limits.maxEntries} files.`);
          const isFolder = entry.fileName.endsWith('/');
          const relative = packagePath(entry.fileName);
          if (((entry.externalFileAttributes >>> 16) & 0o170000) === symlinkMode)
            throw new PackageRefused(`The package holds a symbolic link: "${relative}".`);
          if (entry.isEncrypted())
            throw new PackageRefused('The package is encrypted. Upload it without a password.');
          if (isFolder) return;
          const key = relative.toLowerCase();
          if (seen.has(key)) throw new PackageRefused(`The package holds "${relative}" twice.`);
          seen.add(key);
          const destination = path.join(target, relative);
          if (!destination.startsWith(target + path.sep))
            throw new PackageRefused('The package has a file that points outside it.');
          await mkdir(path.dirname(destination), { recursive: true });
          const stream = await openEntry(zip, entry);
          await pipeline(
            stream,
            counter(entry, limits, total, relative),
            createWriteStream(destination, { flags: 'wx' }),
          );
          files.push(relative);
        };
        work().then(
          () => zip.readEntry(),
          (error) => {
            zip.close();
            reject(error);
          },
        );
      });
      zip.readEntry();
    });
  } catch (error) {
    throw refusal(error);
  }
  return { files, bytes: total.bytes };
}

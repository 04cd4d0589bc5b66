import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { scormLimits } from '@sparked/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type ServerMessage, translate } from '../../i18n/catalogues';

/** Why a package was refused, in words the uploader reads in their language (decision 0046). */
export class PackageRefused extends Error {
  constructor(readonly said: ServerMessage) {
    super(translate('en', said));
  }
}

export type UnzipLimits = Record<
  'maxEntries' | 'maxTotalBytes' | 'maxFileBytes' | 'maxRatio',
  number
>;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
/** A name from the package, short enough for a sentence. */
const shown = (name: string) => name.slice(0, 80);
/** The sentences used more than once here (decision 0046). */
const said = {
  pointsOutside: /*i18n*/ {
    id: 'scorm.file-points-outside',
    message: 'The package has a file that points outside it.',
  },
} satisfies Record<string, ServerMessage>;

function tooManyFiles(limits: UnzipLimits): ServerMessage {
  return /*i18n*/ {
    id: 'scorm.too-many-files',
    message: 'The package has more than {count} files.',
    values: { count: limits.maxEntries },
  };
}

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
    throw new PackageRefused(
      /*i18n*/ {
        id: 'scorm.unsafe-file-name',
        message: 'The package has a file with an unsafe name: "{name}".',
        values: { name: shown(name) },
      },
    );
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part === '..') || parts.length === 0 || name.length > 400)
    throw new PackageRefused(
      /*i18n*/ {
        id: 'scorm.file-points-outside-named',
        message: 'The package has a file that points outside it: "{name}".',
        values: { name: shown(name) },
      },
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
            /*i18n*/ {
              id: 'scorm.file-too-large-unpacked',
              message: '"{name}" is larger than {megabytes} MB unpacked.',
              values: { name: shown(name), megabytes: megabytes(limits.maxFileBytes) },
            },
          ),
        );
      if (total.bytes > limits.maxTotalBytes)
        return done(
          new PackageRefused(
            /*i18n*/ {
              id: 'scorm.package-too-large-unpacked',
              message: 'The package is larger than {megabytes} MB unpacked.',
              values: { megabytes: megabytes(limits.maxTotalBytes) },
            },
          ),
        );
      if (bytes > ratioFreeBytes && bytes > entry.compressedSize * limits.maxRatio)
        return done(
          new PackageRefused(
            /*i18n*/ {
              id: 'scorm.zip-bomb',
              message:
                '"{name}" inflates more than {ratio} times: the package looks like a zip bomb.',
              values: { name: shown(name), ratio: limits.maxRatio },
            },
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
    return new PackageRefused(said.pointsOutside);
  if (/too many bytes|too few bytes|uncompressed size|compressed size/i.test(message))
    return new PackageRefused(
      /*i18n*/ {
        id: 'scorm.sizes-do-not-match',
        message: 'The package’s sizes do not match its contents: it is damaged or hostile.',
      },
    );
  return new PackageRefused(
    /*i18n*/ {
      id: 'scorm.not-a-readable-zip',
      message: 'This is not a zip file that can be read. Upload the package’s .zip.',
    },
  );
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
    throw new PackageRefused(tooManyFiles(limits));
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
          if (entries > limits.maxEntries) throw new PackageRefused(tooManyFiles(limits));
          const isFolder = entry.fileName.endsWith('/');
          const relative = packagePath(entry.fileName);
          if (((entry.externalFileAttributes >>> 16) & 0o170000) === symlinkMode)
            throw new PackageRefused(
              /*i18n*/ {
                id: 'scorm.symbolic-link',
                message: 'The package holds a symbolic link: "{name}".',
                values: { name: relative },
              },
            );
          if (entry.isEncrypted())
            throw new PackageRefused(
              /*i18n*/ {
                id: 'scorm.encrypted',
                message: 'The package is encrypted. Upload it without a password.',
              },
            );
          if (isFolder) return;
          const key = relative.toLowerCase();
          if (seen.has(key))
            throw new PackageRefused(
              /*i18n*/ {
                id: 'scorm.file-twice',
                message: 'The package holds "{name}" twice.',
                values: { name: relative },
              },
            );
          seen.add(key);
          const destination = path.join(target, relative);
          if (!destination.startsWith(target + path.sep))
            throw new PackageRefused(said.pointsOutside);
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

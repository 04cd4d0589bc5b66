import { cartridgeImportLimits as limits } from '@sparked/contracts';
import yauzl from 'yauzl';
import { type ServerMessage, translate } from '../../../../i18n/catalogues';

/** Why a package is refused, as the educator reads it in their language (decision 0046). */
export class PackageError extends Error {
  constructor(readonly said: ServerMessage) {
    super(translate('en', said));
  }
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
/** A path from the package, short enough for a sentence. */
const shown = (path: string) => path.slice(0, 120);

function fileTooLarge(path: string, limit: number): ServerMessage {
  return /*i18n*/ {
    id: 'modules.import.file-too-large',
    message: '"{name}" is larger than {megabytes} MB unpacked.',
    values: { name: shown(path), megabytes: megabytes(limit) },
  };
}

/** A package without a manifest at its top. */
export const notACartridge: ServerMessage = /*i18n*/ {
  id: 'modules.import.not-a-cartridge',
  message: 'The package has no imsmanifest.xml at its top: it is not a Common Cartridge.',
};

/** Whether a read failed only because the file is over its limit (an image left out, not a refusal). */
export const isTooLarge = (error: unknown) =>
  error instanceof PackageError && error.said.id === 'modules.import.file-too-large';

/**
 * A path inside the package as the manifest or a page names it, resolved against `base` (a folder
 * inside the package, '' for the root) and normalised; null when it would leave the package
 * (`..` above the root, an absolute path, a drive letter, a backslash, a scheme) or is empty.
 */
export function packagePath(base: string, reference: string): string | null {
  let target: string;
  try {
    target = decodeURIComponent(reference.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) return null;
  if (target.includes('\\') || target.includes('\0')) return null;
  const parts: string[] = base ? base.split('/').filter(Boolean) : [];
  for (const part of target.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.length ? parts.join('/') : null;
}

export const folderOf = (path: string) => path.split('/').slice(0, -1).join('/');

/** A zip entry's own name is refused, not repaired, if it could write outside a folder. */
const unsafeName = (name: string) =>
  name.startsWith('/') ||
  name.includes('\\') ||
  /^[a-z]:/i.test(name) ||
  name.split('/').some((part) => part === '..') ||
  packagePath('', name) === null;

export interface PackageReader {
  /** The package's file paths (folders left out). */
  paths(): string[];
  has(path: string): boolean;
  /** A file's bytes, counted as they stream: past its limit or the package's the read fails. */
  read(path: string, kind: 'text' | 'file', maxBytes?: number): Promise<Buffer>;
  close(): void;
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    ),
  );

/** Lists the central directory: names are checked and counted before anything is read. */
function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= limits.maxEntries) {
        reject(
          new PackageError(
            /*i18n*/ {
              id: 'modules.import.too-many-files',
              message: 'The package holds more than {count} files.',
              values: { count: limits.maxEntries },
            },
          ),
        );
        return;
      }
      const name = entry.fileName;
      if (unsafeName(name)) {
        reject(
          new PackageError(
            /*i18n*/ {
              id: 'modules.import.file-outside-named',
              message: 'The package has a file outside its folder: "{name}".',
              values: { name: shown(name) },
            },
          ),
        );
        return;
      }
      if (!name.endsWith('/')) {
        if (entries.has(name)) {
          reject(
            new PackageError(
              /*i18n*/ {
                id: 'modules.import.file-twice',
                message: 'The package holds "{name}" twice.',
                values: { name: shown(name) },
              },
            ),
          );
          return;
        }
        entries.set(name, entry);
      }
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/**
 * Opens an uploaded package. yauzl validates every entry's size against its header as it
 * inflates; on top of that each read counts its bytes and stops at the file's limit, the
 * package's total, and the compression ratio, so a lying header or a bomb never fills memory.
 */
export async function openPackage(file: string): Promise<PackageReader> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    throw new PackageError(
      /*i18n*/ {
        id: 'modules.import.not-a-zip',
        message: 'The file is not a zip package (.imscc). Export it again and upload that file.',
      },
    );
  }
  let entries: Map<string, yauzl.Entry>;
  try {
    entries = await listEntries(zip);
  } catch (error) {
    zip.close();
    if (error instanceof PackageError) throw error;
    // yauzl refuses absolute and `..` names itself, before our own check sees them.
    if (/relative path|absolute path/i.test(String((error as Error).message)))
      throw new PackageError(
        /*i18n*/ {
          id: 'modules.import.file-outside',
          message: 'The package has a file outside its folder (an absolute or ".." path).',
        },
      );
    throw new PackageError(
      /*i18n*/ {
        id: 'modules.import.directory-damaged',
        message: 'The package could not be read: its zip directory is damaged.',
      },
    );
  }
  let totalRead = 0;
  const read = (path: string, kind: 'text' | 'file', maxBytes?: number) =>
    new Promise<Buffer>((resolve, reject) => {
      const entry = entries.get(path);
      if (!entry)
        return reject(
          new PackageError(
            /*i18n*/ {
              id: 'modules.import.no-such-file',
              message: 'The package has no file "{name}".',
              values: { name: shown(path) },
            },
          ),
        );
      const limit = Math.min(
        maxBytes ?? Number.POSITIVE_INFINITY,
        kind === 'text' ? limits.maxTextBytes : limits.maxFileBytes,
      );
      const tooLarge = () => new PackageError(fileTooLarge(path, limit));
      if (entry.uncompressedSize > limit) return reject(tooLarge());
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream)
          return reject(
            new PackageError(
              /*i18n*/ {
                id: 'modules.import.could-not-unpack',
                message: '"{name}" could not be unpacked.',
                values: { name: shown(path) },
              },
            ),
          );
        const chunks: Buffer[] = [];
        let size = 0;
        const fail = (reason: Error) => {
          stream.destroy();
          reject(reason);
        };
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          totalRead += chunk.length;
          if (size > limit) return fail(tooLarge());
          if (totalRead > limits.maxTotalBytes)
            return fail(
              new PackageError(
                /*i18n*/ {
                  id: 'modules.import.package-too-large',
                  message: 'The package unpacks to more than {megabytes} MB.',
                  values: { megabytes: megabytes(limits.maxTotalBytes) },
                },
              ),
            );
          if (size > 1024 * 1024 && size > limits.maxRatio * Math.max(entry.compressedSize, 1))
            return fail(
              new PackageError(
                /*i18n*/ {
                  id: 'modules.import.zip-bomb',
                  message: '"{name}" is compressed suspiciously well (a zip bomb?).',
                  values: { name: shown(path) },
                },
              ),
            );
          chunks.push(chunk);
        });
        stream.on('error', () =>
          reject(
            new PackageError(
              /*i18n*/ {
                id: 'modules.import.file-damaged',
                message: '"{name}" is damaged: its size or checksum does not match.',
                values: { name: shown(path) },
              },
            ),
          ),
        );
        stream.on('end', () => resolve(Buffer.concat(chunks)));
      });
    });
  return {
    paths: () => [...entries.keys()],
    has: (path) => entries.has(path),
    read,
    close: () => zip.close(),
  };
}

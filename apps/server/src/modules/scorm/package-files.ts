import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FileStore } from '../../files/file-store';
import { scormPackagesArea } from '../../files/stored-files';
import { packagePath, unzipPackage } from './safe-unzip';

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Unpacked SCORM packages in the shared file store (decision 0038), each file under
 * `scorm-packages/<package id>/<its path>`, so every instance serves them. A package is unpacked
 * into a local staging folder first and reaches the store only once it passed every check, so a
 * refused upload leaves nothing behind. Nothing here trusts a path from a request.
 */
export function createPackageFiles(
  store: FileStore,
  scratch = path.join(tmpdir(), 'sparked-scorm-staging'),
) {
  const keyOf = (packageId: string, relative: string) =>
    `${scormPackagesArea}/${packageId}/${relative}`;
  /** The file's key in the store, or null for a name that is not a file of the package. */
  const resolve = (packageId: string, name: string): string | null => {
    if (!idPattern.test(packageId)) return null;
    try {
      return keyOf(packageId, packagePath(name));
    } catch {
      return null;
    }
  };
  return {
    isId: (packageId: string) => idPattern.test(packageId),
    /**
     * Unpacks the zip, lets `check` read the staged files (the manifest), and keeps the package
     * under a new id only when both succeed; the staged files are removed either way.
     */
    async store<T>(
      zipFile: string,
      check: (read: (name: string) => Promise<Buffer | null>, files: string[]) => Promise<T>,
    ) {
      const packageId = randomUUID();
      const staging = path.join(scratch, packageId);
      const kept: string[] = [];
      try {
        const unpacked = await unzipPackage(zipFile, staging);
        const read = async (name: string) => {
          try {
            return await readFile(path.join(staging, packagePath(name)));
          } catch {
            return null;
          }
        };
        const checked = await check(read, unpacked.files);
        for (const relative of unpacked.files) {
          const key = keyOf(packageId, relative);
          await store.put(key, createReadStream(path.join(staging, relative)));
          kept.push(key);
        }
        return { packageId, ...unpacked, checked };
      } catch (error) {
        await store.remove(kept);
        throw error;
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },
    remove: (packageId: string, files: readonly string[]) =>
      store.remove(files.map((relative) => keyOf(packageId, relative))),
    /** A package's file to serve, with its size; null when there is none by that name. */
    async open(packageId: string, name: string) {
      const key = resolve(packageId, name);
      if (!key) return null;
      const size = await store.size(key);
      if (size === null) return null;
      return { size, stream: store.open(key) };
    },
  };
}
export type PackageFiles = ReturnType<typeof createPackageFiles>;

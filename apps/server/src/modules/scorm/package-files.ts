import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { packagePath, unzipPackage } from './safe-unzip';

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Unpacked SCORM packages on disk, one folder per package id under one directory (a small
 * interface like `StoredFiles`, so another store could take its place). A package is unpacked
 * into a staging folder and renamed into place only once it passed every check, so a refused
 * upload leaves nothing behind. Nothing here trusts a path from a request.
 */
export function createPackageFiles(directory: string) {
  const folder = (packageId: string) => {
    if (!idPattern.test(packageId)) throw new Error(`not a package id: ${packageId}`);
    return path.join(directory, packageId);
  };
  /** The file's place on disk, or null for a name that is not a file of the package. */
  const resolve = (packageId: string, name: string): string | null => {
    if (!idPattern.test(packageId)) return null;
    let relative: string;
    try {
      relative = packagePath(name);
    } catch {
      return null;
    }
    return path.join(folder(packageId), relative);
  };
  return {
    isId: (packageId: string) => idPattern.test(packageId),
    /**
     * Unpacks the zip, lets `check` read the staged files (the manifest), and keeps the package
     * under a new id only when both succeed; otherwise removes every staged file.
     */
    async store<T>(
      zipFile: string,
      check: (read: (name: string) => Promise<Buffer | null>, files: string[]) => Promise<T>,
    ) {
      const packageId = randomUUID();
      const staging = path.join(directory, `.staging-${packageId}`);
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
        await rename(staging, folder(packageId));
        return { packageId, ...unpacked, checked };
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },
    async remove(packageId: string) {
      await rm(folder(packageId), { recursive: true, force: true });
    },
    /** A package's file to serve, with its size; null when there is none by that name. */
    async open(packageId: string, name: string) {
      const file = resolve(packageId, name);
      if (!file) return null;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { size: info.size, stream: createReadStream(file) };
    },
  };
}
export type PackageFiles = ReturnType<typeof createPackageFiles>;

import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files on disk under one folder, named by the server (`<uuid>.<extension>`), never by
 * the upload. The database keeps the name; nothing here trusts a path from a request.
 */
export function createStoredFiles(directory: string, extension: 'png' | 'webp') {
  const pattern = new RegExp(`^[0-9a-f-]{36}\\.${extension}$`);
  const resolve = (fileName: string) => {
    if (!pattern.test(fileName)) throw new Error(`not a stored file name: ${fileName}`);
    return path.join(directory, fileName);
  };
  return {
    /** Whether a name is one this store could have made (checked before any disk access). */
    isName: (fileName: string) => pattern.test(fileName),
    async write(bytes: Buffer): Promise<string> {
      await mkdir(directory, { recursive: true });
      const fileName = `${randomUUID()}.${extension}`;
      await writeFile(resolve(fileName), bytes, { flag: 'wx' });
      return fileName;
    },
    async remove(fileNames: readonly string[]) {
      await Promise.all(fileNames.map((name) => rm(resolve(name), { force: true })));
    },
    /** Whether the file is on disk: a stream that fails after its answer began cannot say why. */
    exists: (fileName: string) =>
      access(resolve(fileName)).then(
        () => true,
        () => false,
      ),
    open: (fileName: string) => createReadStream(resolve(fileName)),
    read: (fileName: string) => readFile(resolve(fileName)),
  };
}
export type StoredFiles = ReturnType<typeof createStoredFiles>;

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStore } from './file-store';

/** The store's areas, one per kind of upload; also the folders under `DATA_DIR` they came from. */
export const attachmentsArea = 'attachments';
export const moduleImagesArea = 'module-images';
/** SCORM packages, unpacked: `scorm-packages/<package id>/<path in the package>`. */
export const scormPackagesArea = 'scorm-packages';
/** Course packages waiting for their import job. */
export const moduleImportsArea = 'module-imports';

/**
 * One kind of upload in the file store (decision 0038), named by the server
 * (`<uuid>.<extension>`), never by the upload, under its own area of the store. The database
 * keeps the name; nothing here trusts a path from a request.
 */
export function createStoredFiles(
  store: FileStore,
  area: string,
  extension: 'png' | 'webp' | 'zip',
) {
  const pattern = new RegExp(`^[0-9a-f-]{36}\\.${extension}$`);
  const keyOf = (fileName: string) => {
    if (!pattern.test(fileName)) throw new Error(`not a stored file name: ${fileName}`);
    return `${area}/${fileName}`;
  };
  return {
    /** Whether a name is one this store could have made (checked before the store is asked). */
    isName: (fileName: string) => pattern.test(fileName),
    async write(content: Buffer | Readable): Promise<string> {
      const fileName = `${randomUUID()}.${extension}`;
      await store.put(keyOf(fileName), content);
      return fileName;
    },
    remove: (fileNames: readonly string[]) => store.remove(fileNames.map(keyOf)),
    /** Whether the file is there: a stream that fails after its answer began cannot say why. */
    exists: (fileName: string) => store.exists(keyOf(fileName)),
    open: (fileName: string) => store.open(keyOf(fileName)),
    async read(fileName: string): Promise<Buffer> {
      const chunks: Buffer[] = [];
      for await (const chunk of store.open(keyOf(fileName))) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  };
}
export type StoredFiles = ReturnType<typeof createStoredFiles>;

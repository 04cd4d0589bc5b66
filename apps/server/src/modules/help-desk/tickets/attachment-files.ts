import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Screenshots on disk under the attachments folder, named by the server (`<uuid>.png`), never by
 * the upload. The database keeps the name; nothing here trusts a path from a request.
 */
export function createAttachmentFiles(directory: string) {
  const resolve = (fileName: string) => {
    if (!/^[0-9a-f-]{36}\.png$/.test(fileName))
      throw new Error(`not an attachment name: ${fileName}`);
    return path.join(directory, fileName);
  };
  return {
    async write(png: Buffer): Promise<string> {
      await mkdir(directory, { recursive: true });
      const fileName = `${randomUUID()}.png`;
      await writeFile(resolve(fileName), png, { flag: 'wx' });
      return fileName;
    },
    async remove(fileNames: readonly string[]) {
      await Promise.all(fileNames.map((name) => rm(resolve(name), { force: true })));
    },
    open: (fileName: string) => createReadStream(resolve(fileName)),
    read: (fileName: string) => readFile(resolve(fileName)),
  };
}
export type AttachmentFiles = ReturnType<typeof createAttachmentFiles>;

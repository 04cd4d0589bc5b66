import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';
import { attachmentsArea, moduleImagesArea } from './stored-files';

const storedName = /^[0-9a-f-]{36}\.(png|webp)$/;

/**
 * Moves uploads that earlier versions wrote under `DATA_DIR` into the file store, each under its
 * area. Files already in the store are skipped, so it can run again after a failure; the folders
 * are left as they are, for the operator to remove once the store serves them.
 */
export async function moveFilesIntoStore(store: FileStore, dataDir: string) {
  const moved: string[] = [];
  const skipped: string[] = [];
  for (const area of [attachmentsArea, moduleImagesArea]) {
    const folder = path.join(dataDir, area);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.filter((entry) => storedName.test(entry))) {
      const key = `${area}/${name}`;
      if (await store.exists(key)) {
        skipped.push(key);
        continue;
      }
      await store.put(key, createReadStream(path.join(folder, name)));
      moved.push(key);
    }
  }
  return { moved, skipped };
}

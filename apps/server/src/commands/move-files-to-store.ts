import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { moveFilesIntoStore } from '../files/move-files';
import { openFileStore } from '../files/open-file-store';

/**
 * `npm run move-files-to-store -w @sparked/server`: copies ticket screenshots and module images
 * that earlier versions kept under `DATA_DIR` into the file store the configuration names (S3 when
 * `S3_*` is set, the database otherwise). Safe to run again.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const store = await openFileStore(config.s3, database.db);
const { moved, skipped } = await moveFilesIntoStore(store, config.dataDir);
console.log(
  `Moved ${moved.length} files into the ${store.kind} file store; ${skipped.length} were there already.`,
);
await database.close();

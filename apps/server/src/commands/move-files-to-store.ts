import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createDatabaseFileStore } from '../files/file-store';
import { moveFilesIntoStore } from '../files/move-files';
import { createS3FileStore } from '../files/s3-file-store';

/**
 * `npm run move-files-to-store -w @sparked/server`: copies ticket screenshots and module images
 * that earlier versions kept under `DATA_DIR` into the file store the configuration names (S3 when
 * `S3_*` is set, the database otherwise). Safe to run again.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate();
const store = config.s3 ? createS3FileStore(config.s3) : createDatabaseFileStore(database.db);
const { moved, skipped } = await moveFilesIntoStore(store, config.dataDir);
console.log(
  `Moved ${moved.length} files into the ${store.kind} file store; ${skipped.length} were there already.`,
);
await database.close();

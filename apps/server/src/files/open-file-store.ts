import type { Database } from '../db/database';
import { createDatabaseFileStore, type FileStore } from './file-store';
import type { S3Settings } from './s3-file-store';

/**
 * The store the configuration names: S3 when `S3_*` is set, the database otherwise. The AWS SDK
 * is loaded only when S3 is used (it adds a tenth of a second or more to every start).
 */
export async function openFileStore(s3: S3Settings | null, db: Database): Promise<FileStore> {
  if (!s3) return createDatabaseFileStore(db);
  const { createS3FileStore } = await import('./s3-file-store');
  return createS3FileStore(s3);
}

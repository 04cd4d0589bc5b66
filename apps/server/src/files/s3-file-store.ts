import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type FileStore, MissingFileError } from './file-store';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addresses (`endpoint/bucket/key`), as MinIO and most local servers want. */
  forcePathStyle: boolean;
}

const missing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;

/** Files in any S3-compatible store (AWS, MinIO, Ceph, R2...), for a cluster that has one. */
export function createS3FileStore(settings: S3Settings): FileStore & { client: S3Client } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const Bucket = settings.bucket;

  async function* read(key: string): AsyncGenerator<Buffer> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      for await (const chunk of answer.Body as Readable) yield chunk as Buffer;
    } catch (error) {
      throw missing(error) ? new MissingFileError(key) : error;
    }
  }

  async function size(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    client,
    async put(key, content) {
      if (Buffer.isBuffer(content)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: content }));
        return;
      }
      // Multipart for a stream: parts of 5 MiB go up as they come, never the whole file at once.
      await new Upload({ client, params: { Bucket, Key: key, Body: content } }).done();
    },
    open: (key) => Readable.from(read(key)),
    size,
    exists: async (key) => (await size(key)) !== null,
    async remove(keys) {
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
    },
  };
}

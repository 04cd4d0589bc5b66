import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFileStore, type FileStore, MissingFileError } from '../src/files/file-store';
import { moveFilesIntoStore } from '../src/files/move-files';
import { createS3FileStore } from '../src/files/s3-file-store';
import { createTestApp, type TestApp } from './support/test-app';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A large file handed over as a stream of small chunks, as an upload arrives. */
function trickle(bytes: Buffer, chunk = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += chunk)
        yield bytes.subarray(start, start + chunk);
    })(),
  );
}

/** What every store must do, whatever keeps the bytes. */
function behavesAsAStore(name: string, open: () => FileStore) {
  describe(name, () => {
    it('keeps a large streamed file byte for byte and streams it back', async () => {
      const store = open();
      const bytes = randomBytes(6 * 1024 * 1024 + 123);
      await store.put('packages/big.zip', trickle(bytes));
      expect(await store.exists('packages/big.zip')).toBe(true);
      const back = await readAll(store.open('packages/big.zip'));
      expect(back.length).toBe(bytes.length);
      expect(sha(back)).toBe(sha(bytes));
    });

    it('keeps a small file given whole', async () => {
      const store = open();
      await store.put('attachments/small.png', Buffer.from('not really a png'));
      expect((await readAll(store.open('attachments/small.png'))).toString()).toBe(
        'not really a png',
      );
    });

    it('says a missing file is missing, and removes files', async () => {
      const store = open();
      expect(await store.exists('attachments/none.png')).toBe(false);
      await expect(readAll(store.open('attachments/none.png'))).rejects.toBeInstanceOf(
        MissingFileError,
      );
      await store.put('attachments/gone.png', Buffer.from('x'));
      await store.remove(['attachments/gone.png']);
      expect(await store.exists('attachments/gone.png')).toBe(false);
      await store.remove([]);
    });
  });
}

let t: TestApp;
let s3: S3rver;
let s3Store: FileStore;
const s3Dir = mkdtempSync(path.join(tmpdir(), 'sparked-s3-'));

beforeAll(async () => {
  t = await createTestApp();
  s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: s3Dir, silent: true });
  const address = (await s3.run()) as AddressInfo;
  const store = createS3FileStore({
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket: 'sparked-files',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  await store.client.send(new CreateBucketCommand({ Bucket: 'sparked-files' }));
  s3Store = store;
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

behavesAsAStore('the database file store', () => createDatabaseFileStore(t.database.db));
behavesAsAStore('an S3-compatible file store (s3rver)', () => s3Store);

describe('moving files from DATA_DIR into the store', () => {
  it('moves each upload once, and a second run moves nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sparked-move-'));
    const screenshot = randomBytes(2048);
    const image = randomBytes(4096);
    mkdirSync(path.join(dataDir, 'attachments'));
    mkdirSync(path.join(dataDir, 'module-images'));
    const screenshotName = '11111111-1111-4111-8111-111111111111.png';
    const imageName = '22222222-2222-4222-8222-222222222222.webp';
    writeFileSync(path.join(dataDir, 'attachments', screenshotName), screenshot);
    writeFileSync(path.join(dataDir, 'module-images', imageName), image);
    writeFileSync(path.join(dataDir, 'module-images', 'notes.txt'), 'not an upload');
    const store = createDatabaseFileStore(t.database.db);

    const first = await moveFilesIntoStore(store, dataDir);
    expect(first.moved.sort()).toEqual([
      `attachments/${screenshotName}`,
      `module-images/${imageName}`,
    ]);
    expect(sha(await readAll(store.open(`module-images/${imageName}`)))).toBe(sha(image));

    const second = await moveFilesIntoStore(store, dataDir);
    expect(second).toEqual({ moved: [], skipped: first.moved });
    rmSync(dataDir, { recursive: true, force: true });
  });
});

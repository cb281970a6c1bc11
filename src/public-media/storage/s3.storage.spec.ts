import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { StoredObjectMissingError } from './media-storage';
import { S3Storage } from './s3.storage';

/** The part of s3rver (a real S3 protocol server on a local folder; it ships no types) used here. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverServer;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as S3rverConstructor;

const BUCKET = 'media-bucket';
/** s3rver's fixed credentials; the driver reads them from the standard AWS environment. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('S3Storage against an S3 protocol server (s3rver)', () => {
  let server: S3rverServer;
  let directory: string;
  let storage: S3Storage;
  let options: ConstructorParameters<typeof S3Storage>[0];
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0, // a free port chosen by the OS
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    Object.assign(process.env, CREDENTIALS);
    options = {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      keyPrefix: 'media/',
      requestTimeoutMs: 5000,
    };
    storage = new S3Storage(options);
  });

  afterAll(async () => {
    process.env = savedEnv;
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('uploads a stream and reads it back whole', async () => {
    await storage.write('ab/whole', Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(await text(await storage.read('ab/whole'))).toBe('hello world');
  });

  it('reads byte ranges (an HTTP Range request) and an empty range without a request', async () => {
    await storage.write('ab/range', Readable.from([Buffer.from('0123456789')]));
    expect(await text(await storage.read('ab/range', { start: 2, end: 5 }))).toBe('2345');
    expect((await storage.readRange('ab/range', 7, 3)).toString()).toBe('789');
    expect(await storage.readRange('ab/range', 0, 0)).toEqual(Buffer.alloc(0));
  });

  it('uploads a body larger than one part as a multipart upload', async () => {
    const part = 8 * 1024 * 1024;
    const body = Buffer.alloc(part + 1024, 'x');
    body.write('tail', body.length - 4);
    await storage.write('ab/large', Readable.from([body]));
    expect((await storage.readRange('ab/large', body.length - 4, 4)).toString()).toBe('tail');
  }, 30_000);

  it('answers StoredObjectMissingError for a missing object and after a delete', async () => {
    await expect(storage.read('ab/never-written')).rejects.toBeInstanceOf(StoredObjectMissingError);
    await storage.write('ab/deleted', Readable.from([Buffer.from('bye')]));
    await storage.remove('ab/deleted');
    await expect(storage.read('ab/deleted')).rejects.toBeInstanceOf(StoredObjectMissingError);
    await expect(storage.readRange('ab/deleted', 0, 1)).rejects.toBeInstanceOf(
      StoredObjectMissingError,
    );
  });

  it('removing a missing object is not an error', async () => {
    await expect(storage.remove('ab/never-written')).resolves.toBeUndefined();
  });

  it('keeps objects under the key prefix', async () => {
    await storage.write('ab/prefixed', Readable.from([Buffer.from('p')]));
    const unprefixed = new S3Storage({ ...options, keyPrefix: '' });
    expect(await text(await unprefixed.read('media/ab/prefixed'))).toBe('p');
  });
});

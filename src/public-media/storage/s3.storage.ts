import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { ByteRange, MediaStorage, StoredObjectMissingError } from './media-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  keyPrefix: string;
  requestTimeoutMs: number;
}

type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * For deployments with more than one API instance: objects in an S3-compatible bucket.
 * Credentials come from the standard AWS chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a
 * profile or an instance role). The SDK is loaded on first use, so the local driver never pays for it.
 */
export class S3Storage implements MediaStorage {
  private sdk?: Promise<{ sdk: S3Sdk; client: S3Client }>;

  constructor(
    private readonly options: S3StorageOptions,
    private readonly loadSdk: () => Promise<S3Sdk> = () => import('@aws-sdk/client-s3'),
  ) {}

  async write(key: string, body: Readable): Promise<void> {
    // The body may fail (a client going away) before the upload below reads it.
    body.on('error', () => undefined);
    const { client } = await this.connect();
    // Multipart upload in bounded parts: the length of an upload is not known in advance.
    const { Upload } = await import('@aws-sdk/lib-storage');
    const upload = new Upload({
      client,
      params: { Bucket: this.options.bucket, Key: this.objectKey(key), Body: body },
      queueSize: 2,
      partSize: 8 * 1024 * 1024,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const { sdk, client } = await this.connect();
    try {
      const result = await client.send(
        new sdk.GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return result.Body as Readable;
    } catch (error) {
      throw this.missingOr(error, key);
    }
  }

  async readRange(key: string, position: number, length: number): Promise<Buffer> {
    if (length === 0) return Buffer.alloc(0);
    const stream = await this.read(key, { start: position, end: position + length - 1 });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  objectKey(key: string): string {
    return `${this.options.keyPrefix}${key}`;
  }

  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.sdk ??= this.loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.options.region,
        endpoint: this.options.endpoint,
        forcePathStyle: this.options.forcePathStyle,
        requestHandler: { requestTimeout: this.options.requestTimeoutMs },
      }),
    }));
    return this.sdk;
  }

  private missingOr(error: unknown, key: string): unknown {
    const name = (error as { name?: string }).name;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    return name === 'NoSuchKey' || name === 'NotFound' || status === 404
      ? new StoredObjectMissingError(key)
      : error;
  }
}

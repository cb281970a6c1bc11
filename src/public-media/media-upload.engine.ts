import { createHash, randomUUID } from 'node:crypto';
import { Transform, TransformCallback } from 'node:stream';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { MediaStorage } from './storage/media-storage';
import { SNIFF_BYTES } from './file-kind';

/** What the upload engine learned while the bytes streamed past. */
export interface StoredUpload {
  mediaId: string;
  storageKey: string;
  size: number;
  sha256: string;
  /** The first SNIFF_BYTES bytes, for classification. */
  head: Buffer;
}

export type UploadedMediaFile = Express.Multer.File & StoredUpload;

/** Counts, hashes and keeps the head of a stream without holding more than SNIFF_BYTES of it. */
export class UploadInspector extends Transform {
  private readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.headLength < SNIFF_BYTES) {
      const slice = chunk.subarray(0, SNIFF_BYTES - this.headLength);
      this.headChunks.push(Buffer.from(slice));
      this.headLength += slice.length;
    }
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }

  head(): Buffer {
    return Buffer.concat(this.headChunks);
  }
}

/**
 * A multer storage engine that streams the `file` part straight into media storage: nothing is
 * buffered whole, and multer's size limit cuts the stream (the partial object is then removed).
 */
export class MediaUploadEngine implements StorageEngine {
  constructor(private readonly storage: MediaStorage) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<UploadedMediaFile>) => void,
  ): void {
    const mediaId = randomUUID();
    const storageKey = storageKeyFor(mediaId);
    const inspector = new UploadInspector();
    file.stream.on('error', (error) => inspector.destroy(error));
    file.stream.pipe(inspector);
    this.storage.write(storageKey, inspector).then(
      () =>
        callback(null, {
          mediaId,
          storageKey,
          size: inspector.size,
          sha256: inspector.digest(),
          head: inspector.head(),
        }),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(
    _req: Request,
    file: Partial<UploadedMediaFile>,
    callback: (error: Error | null) => void,
  ): void {
    if (!file.storageKey) return callback(null);
    this.storage.remove(file.storageKey).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }
}

/** Objects are spread over 256 directories by the first byte of their id. */
export function storageKeyFor(mediaId: string): string {
  return `${mediaId.slice(0, 2)}/${mediaId}`;
}

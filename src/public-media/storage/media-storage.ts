import type { Readable } from 'node:stream';

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The stored object is gone (deleted, or lost by the backend): the public routes answer 404. */
export class StoredObjectMissingError extends Error {
  constructor(key: string) {
    super(`stored object ${key} is missing`);
    this.name = 'StoredObjectMissingError';
  }
}

/**
 * Where media bytes live. Writes take a stream and reads return one, so no file is ever held in
 * memory whole; `readRange` serves the few small reads an archive listing needs.
 */
export interface MediaStorage {
  /** Streams `body` to `key`; the object appears only once it is complete. */
  write(key: string, body: Readable): Promise<void>;
  /** Opens the object (or a range of it). Throws StoredObjectMissingError before any byte flows. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Reads `length` bytes at `position` (fewer only at the end of the object). */
  readRange(key: string, position: number, length: number): Promise<Buffer>;
  /** Removes the object; removing a missing object is not an error. */
  remove(key: string): Promise<void>;
}

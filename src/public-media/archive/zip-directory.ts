import * as yauzl from 'yauzl';
import type { Readable } from 'node:stream';
import { PassThrough } from 'node:stream';

/** One central-directory record, as stored (names undecoded, sizes as claimed). */
export interface ZipRecord {
  rawName: Buffer;
  generalPurposeBitFlag: number;
  extraFields: { id: number; data: Buffer }[];
  versionMadeBy: number;
  externalFileAttributes: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  modifiedAt: Date | undefined;
  encrypted: boolean;
}

export interface ZipDirectory {
  entryCount: number;
  centralDirectoryOffset: number;
  records: ZipRecord[];
}

export class ZipTooManyEntriesError extends Error {
  constructor(readonly entryCount: number) {
    super(`zip directory has ${entryCount} entries`);
  }
}

export class ZipUnreadableError extends Error {}

/** Reads `length` bytes at `position`; shorter only at the end of the file. */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

const BLOCK_SIZE = 256 * 1024;

/**
 * yauzl reads the central directory in many tiny reads (two per entry). This reader serves them
 * from 256 KiB blocks so that a 10,000-entry directory costs a handful of storage reads, locally
 * or against S3.
 */
class BlockCachingReader extends yauzl.RandomAccessReader {
  private block: { start: number; bytes: Buffer } | undefined;

  constructor(
    private readonly readAt: ReadAt,
    private readonly size: number,
  ) {
    super();
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null, bytesRead?: number) => void,
  ): void {
    this.copy(buffer, offset, length, position).then(
      (bytesRead) => callback(null, bytesRead),
      (error: Error) => callback(error),
    );
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const stream = new PassThrough();
    const buffer = Buffer.alloc(end - start);
    this.copy(buffer, 0, end - start, start).then(
      (bytesRead) => stream.end(buffer.subarray(0, bytesRead)),
      (error: Error) => stream.destroy(error),
    );
    return stream;
  }

  private async copy(target: Buffer, offset: number, length: number, position: number) {
    let copied = 0;
    while (copied < length) {
      const at = position + copied;
      if (at >= this.size) break;
      const block = await this.blockAt(at);
      const from = at - block.start;
      const available = block.bytes.length - from;
      if (available <= 0) break;
      const take = Math.min(available, length - copied);
      block.bytes.copy(target, offset + copied, from, from + take);
      copied += take;
    }
    return copied;
  }

  private async blockAt(position: number): Promise<{ start: number; bytes: Buffer }> {
    const cached = this.block;
    if (cached && position >= cached.start && position < cached.start + cached.bytes.length) {
      return cached;
    }
    const bytes = await this.readAt(position, Math.min(BLOCK_SIZE, this.size - position));
    this.block = { start: position, bytes };
    return this.block;
  }
}

/**
 * Reads the central directory only (never a local header or file data), refusing directories
 * above `maxEntries` before reading a single record. Zip64 is handled by yauzl; names are kept
 * as raw bytes so that unsafe ones are reported instead of aborting the listing.
 */
export async function readZipDirectory(
  readAt: ReadAt,
  size: number,
  maxEntries: number,
): Promise<ZipDirectory> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(new BlockCachingReader(readAt, size), size, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: false,
      autoClose: true,
    });
  } catch (error) {
    throw new ZipUnreadableError((error as Error).message);
  }
  const centralDirectoryOffset = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
  if (zip.entryCount > maxEntries) {
    zip.close();
    throw new ZipTooManyEntriesError(zip.entryCount);
  }
  const records: ZipRecord[] = [];
  try {
    for await (const entry of zip.eachEntry()) records.push(toRecord(entry));
  } catch (error) {
    throw new ZipUnreadableError((error as Error).message);
  }
  return { entryCount: zip.entryCount, centralDirectoryOffset, records };
}

function toRecord(entry: yauzl.Entry): ZipRecord {
  let modifiedAt: Date | undefined;
  try {
    const date = entry.getLastModDate({ timezone: 'UTC' } as never);
    modifiedAt = Number.isNaN(date.getTime()) ? undefined : date;
  } catch {
    modifiedAt = undefined;
  }
  return {
    rawName: entry.fileName as unknown as Buffer,
    generalPurposeBitFlag: entry.generalPurposeBitFlag,
    extraFields: entry.extraFields,
    versionMadeBy: entry.versionMadeBy,
    externalFileAttributes: entry.externalFileAttributes,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
    localHeaderOffset: entry.relativeOffsetOfLocalHeader,
    modifiedAt,
    encrypted: entry.isEncrypted(),
  };
}

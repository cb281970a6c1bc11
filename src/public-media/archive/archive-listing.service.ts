import { Injectable } from '@nestjs/common';
import type { ArchiveListingView } from '../dto/public-media.response';
import { ArchiveNotZipError, ArchiveTooLargeError, ArchiveUnreadableError } from '../media.errors';
import { SharedMediaService } from '../shared-media.service';
import { buildArchiveTree } from './archive-tree';
import { readZipDirectory, ZipTooManyEntriesError, ZipUnreadableError } from './zip-directory';

/** platform.md, Values: an archive file of at most 100 MB and at most 10,000 entries. */
export const ARCHIVE_MAX_BYTES = 100 * 1024 * 1024;
export const ARCHIVE_MAX_ENTRIES = 10_000;

const ZIP_SIGNATURES = [
  Buffer.from([0x50, 0x4b, 0x03, 0x04]), // a local file header: an archive with entries
  Buffer.from([0x50, 0x4b, 0x05, 0x06]), // the end record itself: an empty archive
];

@Injectable()
export class ArchiveListingService {
  constructor(private readonly shared: SharedMediaService) {}

  /**
   * ZIP only, judged by the file's own bytes (not its name or stored type); then the size cap;
   * then the central directory, never file data.
   */
  async list(token: string): Promise<ArchiveListingView> {
    const { media } = await this.shared.resolve(token);
    const head = await this.shared.readAt(media, 0, 4);
    if (!ZIP_SIGNATURES.some((signature) => head.equals(signature))) throw new ArchiveNotZipError();
    if (media.fileSize > ARCHIVE_MAX_BYTES) {
      throw new ArchiveTooLargeError(`the file is larger than ${ARCHIVE_MAX_BYTES} bytes`);
    }
    try {
      const directory = await readZipDirectory(
        (position, length) => this.shared.readAt(media, position, length),
        media.fileSize,
        ARCHIVE_MAX_ENTRIES,
      );
      return buildArchiveTree(directory);
    } catch (error) {
      if (error instanceof ZipTooManyEntriesError) {
        throw new ArchiveTooLargeError(`more than ${ARCHIVE_MAX_ENTRIES} entries`);
      }
      if (error instanceof ZipUnreadableError) throw new ArchiveUnreadableError();
      throw error;
    }
  }
}

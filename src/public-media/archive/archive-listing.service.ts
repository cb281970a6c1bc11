import { Injectable } from '@nestjs/common';
import { SizedLruCache } from '../../common/cache/sized-lru-cache';
import type { ArchiveEntryView, ArchiveListingView } from '../dto/public-media.response';
import { ArchiveNotZipError, ArchiveTooLargeError, ArchiveUnreadableError } from '../media.errors';
import type { SharedFile } from '../public-media.queries';
import { SharedMediaService } from '../shared-media.service';
import { buildArchiveTree } from './archive-tree';
import { readZipDirectory, ZipTooManyEntriesError, ZipUnreadableError } from './zip-directory';

/** platform.md, Values: an archive file of at most 100 MB and at most 10,000 entries. */
export const ARCHIVE_MAX_BYTES = 100 * 1024 * 1024;
export const ARCHIVE_MAX_ENTRIES = 10_000;
/** What one process keeps of recent listings, counted as `listingChars` counts them. */
export const LISTING_CACHE_MAX_CHARS = 16 * 1024 * 1024;
/** An entry's JSON besides its name and paths: keys, sizes, dates, issues. */
const ENTRY_OVERHEAD_CHARS = 200;
const LISTING_TTL_MS = 10 * 60_000;

const ZIP_SIGNATURES = [
  Buffer.from([0x50, 0x4b, 0x03, 0x04]), // a local file header: an archive with entries
  Buffer.from([0x50, 0x4b, 0x05, 0x06]), // the end record itself: an empty archive
];

/** What listing some bytes came to: the tree, or the refusal to answer with. */
type Listing =
  | { view: ArchiveListingView; chars: number }
  | { refusal: 'not_zip' }
  | { refusal: 'unreadable' }
  | { refusal: 'too_large'; reason: string };

@Injectable()
export class ArchiveListingService {
  /**
   * Listings by the SHA-256 of the bytes (a stored file never changes): an anonymous caller may
   * list one archive 120 times a minute per share token, and each listing reads its directory.
   */
  private readonly recent = new SizedLruCache<Listing>(LISTING_CACHE_MAX_CHARS, (listing) =>
    'view' in listing ? listing.chars : 64,
  );
  private readonly underWay = new Map<string, Promise<Listing>>();

  constructor(private readonly shared: SharedMediaService) {}

  async list(token: string): Promise<ArchiveListingView> {
    const { media } = await this.shared.resolve(token);
    const listing = await this.listingOf(media);
    if ('view' in listing) return listing.view;
    if (listing.refusal === 'not_zip') throw new ArchiveNotZipError();
    if (listing.refusal === 'unreadable') throw new ArchiveUnreadableError();
    throw new ArchiveTooLargeError(listing.reason);
  }

  /** The listing of the file's bytes: a recent one, the one under way, or a new one. */
  private listingOf(media: SharedFile): Promise<Listing> {
    const known = this.recent.get(media.sha256) ?? this.underWay.get(media.sha256);
    if (known !== undefined) return Promise.resolve(known);
    const listing = this.read(media).finally(() => this.underWay.delete(media.sha256));
    this.underWay.set(media.sha256, listing);
    return listing.then((done) => {
      this.recent.set(media.sha256, done, LISTING_TTL_MS);
      return done;
    });
  }

  /**
   * ZIP only, judged by the file's own bytes (not its name or stored type); then the size cap;
   * then the central directory, never file data. A storage failure is thrown, not kept.
   */
  private async read(media: SharedFile): Promise<Listing> {
    const head = await this.shared.readAt(media, 0, 4);
    if (!ZIP_SIGNATURES.some((signature) => head.equals(signature))) return { refusal: 'not_zip' };
    if (media.fileSize > ARCHIVE_MAX_BYTES) {
      return { refusal: 'too_large', reason: `the file is larger than ${ARCHIVE_MAX_BYTES} bytes` };
    }
    try {
      const directory = await readZipDirectory(
        (position, length) => this.shared.readAt(media, position, length),
        media.fileSize,
        ARCHIVE_MAX_ENTRIES,
      );
      const view = buildArchiveTree(directory);
      return { view, chars: listingChars(view.entries) };
    } catch (error) {
      if (error instanceof ZipTooManyEntriesError) {
        return { refusal: 'too_large', reason: `more than ${ARCHIVE_MAX_ENTRIES} entries` };
      }
      if (error instanceof ZipUnreadableError) return { refusal: 'unreadable' };
      throw error;
    }
  }
}

/**
 * About the size of a listing's JSON without writing it: its names and paths (the tree's own
 * budget, archive-tree.ts) and a fixed share for the rest of each entry.
 */
function listingChars(entries: ArchiveEntryView[]): number {
  let chars = 0;
  for (const entry of entries) {
    chars += entry.path.length + entry.name.length + (entry.rawName?.length ?? 0);
    chars += ENTRY_OVERHEAD_CHARS + (entry.children ? listingChars(entry.children) : 0);
  }
  return chars;
}

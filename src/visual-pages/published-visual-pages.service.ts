import { Injectable } from '@nestjs/common';
import { isUuid } from '../common/ids';
import { PublishedVisualPageNotFoundError } from './visual-pages.errors';
import { VisualPagesRepository } from './visual-pages.repository';

export interface PublishedDocument {
  document: string;
  /** Snapshots are immutable, so the version number is a strong validator for this URL. */
  etag: string;
}

/** The public surface: reads the snapshot a page currently publishes, nothing else. */
@Injectable()
export class PublishedVisualPagesService {
  constructor(private readonly pages: VisualPagesRepository) {}

  async find(teamId: string, pageId: string): Promise<PublishedDocument> {
    if (!isUuid(teamId) || !isUuid(pageId)) throw new PublishedVisualPageNotFoundError();
    const snapshot = await this.pages.publishedSnapshot(teamId, pageId);
    if (!snapshot) throw new PublishedVisualPageNotFoundError();
    return { document: snapshot.document, etag: `"v${snapshot.version}"` };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUuid } from '../common/ids';
import { VisualPageVersion } from './visual-page-version.entity';
import { VisualPage } from './visual-page.entity';
import { PublishedVisualPageNotFoundError } from './visual-pages.errors';

export interface PublishedDocument {
  document: string;
  /** Snapshots are immutable, so the version number is a strong validator for this URL. */
  etag: string;
}

/** The public surface: reads the snapshot a page currently publishes, nothing else. */
@Injectable()
export class PublishedVisualPagesService {
  constructor(
    @InjectRepository(VisualPageVersion) private readonly versions: Repository<VisualPageVersion>,
  ) {}

  async find(teamId: string, pageId: string): Promise<PublishedDocument> {
    if (!isUuid(teamId) || !isUuid(pageId)) throw new PublishedVisualPageNotFoundError();
    const snapshot = await this.versions
      .createQueryBuilder('version')
      .innerJoin(
        VisualPage,
        'page',
        'page.id = version.pageId AND page.publishedVersion = version.version',
      )
      .select(['version.version', 'version.document'])
      .where('page.id = :pageId AND page.teamId = :teamId AND version.teamId = :teamId', {
        pageId,
        teamId,
      })
      .getOne();
    if (!snapshot) throw new PublishedVisualPageNotFoundError();
    return { document: snapshot.document, etag: `"v${snapshot.version}"` };
  }
}

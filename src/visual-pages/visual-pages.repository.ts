import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { findOffsetPage } from '../common/pagination/find-offset-page';
import { OffsetPage, OffsetPaging } from '../common/pagination/offset-page';
import { Db, rowsOf } from '../database/sql-statement';
import { VisualPageVersion } from './visual-page-version.entity';
import { VisualPage } from './visual-page.entity';
import type { PageContent } from './visual-page.rules';
import { PUBLISHED_SNAPSHOT, PublishedSnapshot } from './visual-pages.queries';

export type NewVisualPage = Pick<
  VisualPage,
  'teamId' | 'title' | 'html' | 'hasUnpublishedChanges' | 'publishedVersion' | 'publishedAt'
>;
export type NewVisualPageVersion = Omit<VisualPageVersion, 'page' | 'publishedAt'>;

/** The one door to `visual_pages` and `visual_page_versions`. */
@Injectable()
export class VisualPagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insertPage(page: NewVisualPage): Promise<VisualPage> {
    const pages = this.dataSource.getRepository(VisualPage);
    return pages.save(pages.create(page));
  }

  /** A page of the team's list: every column but the html. */
  async listPage(teamId: string, paging: OffsetPaging): Promise<OffsetPage<VisualPage>> {
    return findOffsetPage(
      this.dataSource.getRepository(VisualPage),
      {
        where: { teamId },
        select: {
          id: true,
          teamId: true,
          title: true,
          hasUnpublishedChanges: true,
          publishedVersion: true,
          publishedAt: true,
          createdAt: true,
          updatedAt: true,
        },
        order: { createdAt: 'DESC', id: 'DESC' },
      },
      paging,
      (page) => page,
    );
  }

  /** The team's page; `lock` holds its row until the transaction of `db` ends. */
  async findOwned(
    teamId: string,
    id: string,
    options: { lock?: boolean } = {},
    db: Db = this.dataSource,
  ): Promise<VisualPage | undefined> {
    const page = await db.getRepository(VisualPage).findOne({
      where: { id, teamId },
      ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    return page ?? undefined;
  }

  async updateDraft(
    teamId: string,
    id: string,
    draft: PageContent & Pick<VisualPage, 'hasUnpublishedChanges'>,
    db: Db = this.dataSource,
  ): Promise<void> {
    await db.getRepository(VisualPage).update({ id, teamId }, draft);
  }

  /** The title and html of a published version. */
  async versionContent(
    pageId: string,
    version: number,
    db: Db = this.dataSource,
  ): Promise<PageContent | null> {
    return db.getRepository(VisualPageVersion).findOne({
      where: { pageId, version },
      select: { title: true, html: true },
    });
  }

  /** Writes the snapshot and returns the instant the database stamped it with. */
  async insertVersion(version: NewVisualPageVersion, db: Db = this.dataSource): Promise<Date> {
    const inserted = await db.getRepository(VisualPageVersion).insert(version);
    return (inserted.generatedMaps[0] as Pick<VisualPageVersion, 'publishedAt'>).publishedAt;
  }

  async markPublished(
    teamId: string,
    id: string,
    published: Pick<VisualPage, 'publishedVersion' | 'publishedAt'>,
    db: Db = this.dataSource,
  ): Promise<void> {
    await db
      .getRepository(VisualPage)
      .update({ id, teamId }, { ...published, hasUnpublishedChanges: false });
  }

  /** Deletes the page and, by cascade in the same statement, its snapshots; false when absent. */
  async deletePage(teamId: string, id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(VisualPage).delete({ id, teamId });
    return Boolean(result.affected);
  }

  async publishedSnapshot(teamId: string, pageId: string): Promise<PublishedSnapshot | undefined> {
    const [snapshot] = await rowsOf(this.dataSource, PUBLISHED_SNAPSHOT, [pageId, teamId]);
    return snapshot;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Principal } from '../common/access/principal';
import { OffsetPage, OffsetPaging } from '../common/pagination/offset-page';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isUuid } from '../common/ids';
import type { Db } from '../database/sql-statement';
import { VisualPageCreateDto } from './dto/visual-page-create.dto';
import { VisualPageUpdateDto } from './dto/visual-page-update.dto';
import {
  VisualPageDeletedView,
  VisualPagePublishedView,
  VisualPageSummaryView,
  VisualPageView,
} from './dto/visual-page.response';
import { renderPublishedDocument } from './published-document';
import type { VisualPage } from './visual-page.entity';
import { toVisualPageSummaryView, toVisualPageView } from './visual-page.mapper';
import {
  assertHtmlWithinLimit,
  hasUnpublishedChanges,
  isSameContent,
  nextVersionNumber,
  PageContent,
  publicPageUrl,
} from './visual-page.rules';
import { VisualPageNotFoundError } from './visual-pages.errors';
import { VisualPagesRepository } from './visual-pages.repository';

@Injectable()
export class VisualPagesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pages: VisualPagesRepository,
  ) {}

  async create(
    caller: Pick<Principal, 'teamId'>,
    input: VisualPageCreateDto,
  ): Promise<VisualPageView> {
    assertHtmlWithinLimit(input.html);
    const page = await this.pages.insertPage({
      teamId: caller.teamId,
      title: input.title,
      html: input.html,
      hasUnpublishedChanges: true,
      publishedVersion: null,
      publishedAt: null,
    });
    return toVisualPageView(page, this.config.publicBaseUrl);
  }

  async list(
    caller: Pick<Principal, 'teamId'>,
    paging: OffsetPaging,
  ): Promise<OffsetPage<VisualPageSummaryView>> {
    const page = await this.pages.listPage(caller.teamId, paging);
    return {
      ...page,
      data: page.data.map((row) => toVisualPageSummaryView(row, this.config.publicBaseUrl)),
    };
  }

  async get(caller: Pick<Principal, 'teamId'>, pageId: string): Promise<VisualPageView> {
    const page = await this.findOwned(caller, pageId);
    return toVisualPageView(page, this.config.publicBaseUrl);
  }

  /** Changes the draft only; the public render keeps serving the published snapshot. */
  async update(
    caller: Pick<Principal, 'teamId'>,
    pageId: string,
    input: VisualPageUpdateDto,
  ): Promise<VisualPageView> {
    if (input.html !== undefined) assertHtmlWithinLimit(input.html);
    return this.dataSource.transaction(async (manager) => {
      const page = await this.findOwned(caller, pageId, { lock: true }, manager);
      const draft: PageContent = {
        title: input.title ?? page.title,
        html: input.html ?? page.html,
      };
      if (isSameContent(draft, page)) return toVisualPageView(page, this.config.publicBaseUrl);

      const published = await this.publishedContent(page, manager);
      await this.pages.updateDraft(
        caller.teamId,
        page.id,
        { ...draft, hasUnpublishedChanges: hasUnpublishedChanges(draft, published) },
        manager,
      );
      const updated = await this.findOwned(caller, page.id, {}, manager);
      return toVisualPageView(updated, this.config.publicBaseUrl);
    });
  }

  /**
   * Snapshots the draft as the next version. The page row lock serialises publishes (and edits)
   * of one page, so each sees the number the previous one issued; the (page, version) primary
   * key refuses a duplicate even if that ever failed.
   */
  async publish(
    caller: Pick<Principal, 'teamId'>,
    pageId: string,
  ): Promise<VisualPagePublishedView> {
    return this.dataSource.transaction(async (manager) => {
      const page = await this.findOwned(caller, pageId, { lock: true }, manager);
      const version = nextVersionNumber(page.publishedVersion);
      const publishedAt = await this.pages.insertVersion(
        {
          pageId: page.id,
          version,
          teamId: page.teamId,
          title: page.title,
          html: page.html,
          document: renderPublishedDocument(page.html, page.title),
        },
        manager,
      );
      await this.pages.markPublished(
        caller.teamId,
        page.id,
        { publishedVersion: version, publishedAt },
        manager,
      );
      return {
        pageId: page.id,
        publishedVersion: version,
        url: publicPageUrl(this.config.publicBaseUrl, page.teamId, page.id),
        publishedAt: publishedAt.toISOString(),
      };
    });
  }

  /** Deletes the page and, by cascade in the same statement, every published snapshot. */
  async delete(caller: Pick<Principal, 'teamId'>, pageId: string): Promise<VisualPageDeletedView> {
    if (!isUuid(pageId)) throw new VisualPageNotFoundError();
    if (!(await this.pages.deletePage(caller.teamId, pageId))) throw new VisualPageNotFoundError();
    return { pageId, deleted: true };
  }

  private async findOwned(
    caller: Pick<Principal, 'teamId'>,
    pageId: string,
    options: { lock?: boolean } = {},
    db?: Db,
  ): Promise<VisualPage> {
    const page = isUuid(pageId)
      ? await this.pages.findOwned(caller.teamId, pageId, options, db)
      : undefined;
    if (!page) throw new VisualPageNotFoundError();
    return page;
  }

  private async publishedContent(page: VisualPage, db: Db): Promise<PageContent | null> {
    if (page.publishedVersion === null) return null;
    return this.pages.versionContent(page.id, page.publishedVersion, db);
  }
}

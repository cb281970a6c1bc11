import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { Principal } from '../common/access/principal';
import { findOffsetPage } from '../common/pagination/find-offset-page';
import { OffsetPage, OffsetPaging } from '../common/pagination/offset-page';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isUuid } from '../common/ids';
import { VisualPageCreateDto } from './dto/visual-page-create.dto';
import { VisualPageUpdateDto } from './dto/visual-page-update.dto';
import {
  VisualPageDeletedView,
  VisualPagePublishedView,
  VisualPageSummaryView,
  VisualPageView,
} from './dto/visual-page.response';
import { renderPublishedDocument } from './published-document';
import { VisualPageVersion } from './visual-page-version.entity';
import { VisualPage } from './visual-page.entity';
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

@Injectable()
export class VisualPagesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(VisualPage) private readonly pages: Repository<VisualPage>,
  ) {}

  async create(
    caller: Pick<Principal, 'teamId'>,
    input: VisualPageCreateDto,
  ): Promise<VisualPageView> {
    assertHtmlWithinLimit(input.html);
    const page = await this.pages.save(
      this.pages.create({
        teamId: caller.teamId,
        title: input.title,
        html: input.html,
        hasUnpublishedChanges: true,
        publishedVersion: null,
        publishedAt: null,
      }),
    );
    return toVisualPageView(page, this.config.publicBaseUrl);
  }

  async list(
    caller: Pick<Principal, 'teamId'>,
    paging: OffsetPaging,
  ): Promise<OffsetPage<VisualPageSummaryView>> {
    return findOffsetPage(
      this.pages,
      {
        where: { teamId: caller.teamId },
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
      (row) => toVisualPageSummaryView(row, this.config.publicBaseUrl),
    );
  }

  async get(caller: Pick<Principal, 'teamId'>, pageId: string): Promise<VisualPageView> {
    const page = await this.findOwned(this.pages.manager, caller, pageId);
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
      const page = await this.findOwned(manager, caller, pageId, { lock: true });
      const draft: PageContent = {
        title: input.title ?? page.title,
        html: input.html ?? page.html,
      };
      if (isSameContent(draft, page)) return toVisualPageView(page, this.config.publicBaseUrl);

      const published = await this.publishedContent(manager, page);
      await manager.update(
        VisualPage,
        { id: page.id, teamId: caller.teamId },
        { ...draft, hasUnpublishedChanges: hasUnpublishedChanges(draft, published) },
      );
      const updated = await this.findOwned(manager, caller, page.id);
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
      const page = await this.findOwned(manager, caller, pageId, { lock: true });
      const version = nextVersionNumber(page.publishedVersion);
      const inserted = await manager.insert(VisualPageVersion, {
        pageId: page.id,
        version,
        teamId: page.teamId,
        title: page.title,
        html: page.html,
        document: renderPublishedDocument(page.html, page.title),
      });
      const publishedAt = (inserted.generatedMaps[0] as Pick<VisualPageVersion, 'publishedAt'>)
        .publishedAt;
      await manager.update(
        VisualPage,
        { id: page.id, teamId: caller.teamId },
        { publishedVersion: version, publishedAt, hasUnpublishedChanges: false },
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
    const result = await this.pages.delete({ id: pageId, teamId: caller.teamId });
    if (!result.affected) throw new VisualPageNotFoundError();
    return { pageId, deleted: true };
  }

  private async findOwned(
    manager: EntityManager,
    caller: Pick<Principal, 'teamId'>,
    pageId: string,
    options: { lock?: boolean } = {},
  ): Promise<VisualPage> {
    const page = isUuid(pageId)
      ? await manager.findOne(VisualPage, {
          where: { id: pageId, teamId: caller.teamId },
          ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
    if (!page) throw new VisualPageNotFoundError();
    return page;
  }

  private async publishedContent(
    manager: EntityManager,
    page: VisualPage,
  ): Promise<PageContent | null> {
    if (page.publishedVersion === null) return null;
    return manager.findOne(VisualPageVersion, {
      where: { pageId: page.id, version: page.publishedVersion },
      select: { title: true, html: true },
    });
  }
}

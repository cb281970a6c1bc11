import { KeyedPost } from '../idempotency/keyed-post.decorator';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RequireScope } from '../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../common/access/principal';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ApiOffsetPageResponse } from '../common/openapi/api-page.decorator';
import { OffsetPage, resolveOffsetPaging } from '../common/pagination/offset-page';
import { OffsetPageQueryDto } from '../common/pagination/page-query.dto';
import { VisualPageCreateDto } from './dto/visual-page-create.dto';
import { VisualPageUpdateDto } from './dto/visual-page-update.dto';
import {
  VisualPageDeletedView,
  VisualPagePublishedView,
  VisualPageSummaryView,
  VisualPageView,
} from './dto/visual-page.response';
import { VisualPagesService } from './visual-pages.service';
import { PayloadTooLargeError, ValidationFailedError } from '../common/errors/domain-error';
import { VisualPageNotFoundError } from './visual-pages.errors';

const PAGE_ID = ApiParam({ name: 'pageId', format: 'uuid' });

@ApiTags('Visual pages')
@Controller('v1/visual-pages')
export class VisualPagesController {
  constructor(private readonly pages: VisualPagesService) {}

  @KeyedPost()
  @RequireScope('visual_pages', 'write')
  @ApiOperation({ summary: 'Create a visual page (a draft; publish it to give it a public URL)' })
  @ApiCreatedResponse({ type: VisualPageView })
  @ApiErrors(ValidationFailedError, PayloadTooLargeError)
  create(
    @CurrentPrincipal() caller: Principal,
    @Body() body: VisualPageCreateDto,
  ): Promise<VisualPageView> {
    return this.pages.create(caller, body);
  }

  @Get()
  @RequireScope('visual_pages', 'read')
  @ApiOperation({ summary: "List the team's visual pages, newest first (without their html)" })
  @ApiOffsetPageResponse(VisualPageSummaryView)
  @ApiErrors(ValidationFailedError)
  list(
    @CurrentPrincipal() caller: Principal,
    @Query() query: OffsetPageQueryDto,
  ): Promise<OffsetPage<VisualPageSummaryView>> {
    return this.pages.list(caller, resolveOffsetPaging(query));
  }

  @Get(':pageId')
  @RequireScope('visual_pages', 'read')
  @PAGE_ID
  @ApiOperation({ summary: 'Read a visual page with its draft html' })
  @ApiOkResponse({ type: VisualPageView })
  @ApiErrors(VisualPageNotFoundError)
  get(
    @CurrentPrincipal() caller: Principal,
    @Param('pageId') pageId: string,
  ): Promise<VisualPageView> {
    return this.pages.get(caller, pageId);
  }

  @Patch(':pageId')
  @RequireScope('visual_pages', 'write')
  @PAGE_ID
  @ApiOperation({
    summary: 'Edit the draft title or html; the public render changes only at the next publish',
  })
  @ApiOkResponse({ type: VisualPageView })
  @ApiErrors(ValidationFailedError, VisualPageNotFoundError, PayloadTooLargeError)
  update(
    @CurrentPrincipal() caller: Principal,
    @Param('pageId') pageId: string,
    @Body() body: VisualPageUpdateDto,
  ): Promise<VisualPageView> {
    return this.pages.update(caller, pageId, body);
  }

  @KeyedPost(':pageId/publish')
  @HttpCode(200)
  @RequireScope('visual_pages', 'write')
  @PAGE_ID
  @ApiOperation({
    summary: 'Publish the draft as the next numbered version and serve it at the public URL',
  })
  @ApiOkResponse({ type: VisualPagePublishedView })
  @ApiErrors(VisualPageNotFoundError)
  publish(
    @CurrentPrincipal() caller: Principal,
    @Param('pageId') pageId: string,
  ): Promise<VisualPagePublishedView> {
    return this.pages.publish(caller, pageId);
  }

  @Delete(':pageId')
  @HttpCode(200)
  @RequireScope('visual_pages', 'delete')
  @PAGE_ID
  @ApiOperation({ summary: 'Delete a visual page and its versions; its public URL answers 404' })
  @ApiOkResponse({ type: VisualPageDeletedView })
  @ApiErrors(VisualPageNotFoundError)
  delete(
    @CurrentPrincipal() caller: Principal,
    @Param('pageId') pageId: string,
  ): Promise<VisualPageDeletedView> {
    return this.pages.delete(caller, pageId);
  }
}

import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../common/access/access-policy.decorator';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator';
import { ArchiveListingService } from './archive/archive-listing.service';
import {
  ArchiveListingView,
  FileContentView,
  MediaMetaView,
  PreviewDescriptorView,
} from './dto/public-media.response';
import { setPublicShareHeaders } from '../shares/public-share-headers';
import { sendSharedFile } from './http/shared-file-response';
import { PreviewService } from './preview/preview.service';
import { PublicMediaService } from './public-media.service';
import { SharedMediaService } from './shared-media.service';
import {
  ArchiveNotZipError,
  ArchiveTooLargeError,
  ArchiveUnreadableError,
  MediaNotFoundError,
  PreviewUnavailableError,
  RangeNotSatisfiableError,
  ShareDownloadForbiddenError,
  ShareExpiredError,
  ShareRevokedError,
  ShareTokenInvalidError,
} from './media.errors';
import { InternalError, RateLimitedError } from '../common/errors/domain-error';

/** public-api.md, "Rules for the public media endpoints": the token is the only input. */
const TOKEN_ERRORS = [
  ShareTokenInvalidError,
  ShareRevokedError,
  ShareExpiredError,
  MediaNotFoundError,
  RateLimitedError,
  InternalError,
];
const RAW_ERRORS = [RangeNotSatisfiableError];
/** The file's own bytes and Content-Type; error answers stay JSON envelopes. */
const FILE_BYTES = { '*/*': { schema: { type: 'string', format: 'binary' } } };

@ApiTags('Media')
@Controller('public/media/:token')
@Public()
@RateLimit('media', (request) => String(request.params.token))
@ApiParam({ name: 'token', description: 'The share token' })
export class PublicMediaController {
  constructor(
    private readonly shared: SharedMediaService,
    private readonly publicMedia: PublicMediaService,
    private readonly archives: ArchiveListingService,
    private readonly previews: PreviewService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The raw file, inline, with Range (206/416) and ETag support' })
  @ApiResponse({
    status: 200,
    description: 'The file bytes with the file Content-Type',
    content: FILE_BYTES,
  })
  @ApiResponse({ status: 206, description: 'One byte range of the file', content: FILE_BYTES })
  @ApiErrors(...TOKEN_ERRORS, ...RAW_ERRORS)
  async raw(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    await sendSharedFile(req, res, await this.shared.file(token, 'view'), 'inline');
  }

  @Get('download')
  @ApiOperation({ summary: 'The file as an attachment; download shares only' })
  @ApiResponse({
    status: 200,
    description: 'The file bytes, Content-Disposition attachment',
    content: FILE_BYTES,
  })
  @ApiResponse({ status: 206, description: 'One byte range of the file', content: FILE_BYTES })
  @ApiErrors(
    ShareTokenInvalidError,
    ShareRevokedError,
    ShareExpiredError,
    ShareDownloadForbiddenError,
    MediaNotFoundError,
    RateLimitedError,
    InternalError,
    ...RAW_ERRORS,
  )
  async download(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    await sendSharedFile(req, res, await this.shared.file(token, 'download'), 'attachment');
  }

  @Get('meta')
  @ApiOperation({ summary: 'The media meta descriptor (five fields, no identifiers)' })
  @ApiOkResponse({ type: MediaMetaView })
  @ApiErrors(...TOKEN_ERRORS)
  meta(
    @Param('token') token: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MediaMetaView> {
    setPublicShareHeaders(res);
    return this.publicMedia.meta(token);
  }

  @Get('content')
  @ApiOperation({ summary: 'The file content envelope: editable text, or rendered markdown' })
  @ApiOkResponse({ type: FileContentView })
  @ApiErrors(...TOKEN_ERRORS)
  content(
    @Param('token') token: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<FileContentView> {
    setPublicShareHeaders(res);
    return this.publicMedia.content(token);
  }

  @Post('archive/list')
  @HttpCode(200)
  @ApiOperation({ summary: 'The entry tree of a ZIP archive, from its central directory only' })
  @ApiOkResponse({ type: ArchiveListingView })
  @ApiErrors(...TOKEN_ERRORS, ArchiveTooLargeError, ArchiveNotZipError, ArchiveUnreadableError)
  listArchive(
    @Param('token') token: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ArchiveListingView> {
    setPublicShareHeaders(res);
    return this.archives.list(token);
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'The preview descriptor; converts office documents, stores nothing' })
  @ApiOkResponse({ type: PreviewDescriptorView })
  @ApiErrors(...TOKEN_ERRORS, PreviewUnavailableError)
  preview(
    @Param('token') token: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PreviewDescriptorView> {
    setPublicShareHeaders(res);
    return this.previews.describe(token);
  }
}

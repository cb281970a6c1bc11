import {
  Body,
  Controller,
  Delete,
  HttpCode,
  Param,
  Post,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { KeyedPost } from '../idempotency/keyed-post.decorator';
import { MediaUploadIdempotencyInterceptor } from './media-upload-idempotency.interceptor';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireScope } from '../common/access/access-policy.decorator';
import { CurrentPrincipal, Principal } from '../common/access/principal';
import { ApiErrors } from '../common/openapi/api-errors.decorator';
import { ShareCreatedView, ShareRevokedView } from '../shares/dto/share.response';
import { MediaShareCreateDto } from './dto/media-share-create.dto';
import { MediaDeletedView, MediaUploadDto, MediaUploadedView } from './dto/media.response';
import type { UploadedMediaFile } from './media-upload.engine';
import { MediaService } from './media.service';
import { PayloadTooLargeError, ValidationFailedError } from '../common/errors/domain-error';
import { MediaNotFoundError, MediaShareNotFoundError } from './media.errors';

@ApiTags('Media')
@Controller('v1/media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @RequireScope('media', 'write')
  @UseInterceptors(FileInterceptor('file'), MediaUploadIdempotencyInterceptor)
  @ApiOperation({
    summary: 'Upload a file (multipart part `file`), streamed to storage; the type is sniffed',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MediaUploadDto })
  @ApiCreatedResponse({ type: MediaUploadedView })
  @ApiErrors(ValidationFailedError, PayloadTooLargeError)
  upload(
    @CurrentPrincipal() caller: Principal,
    @UploadedFile() file: UploadedMediaFile | undefined,
  ): Promise<MediaUploadedView> {
    return this.media.recordUpload(caller, file);
  }

  @Delete('shares/:shareId')
  @HttpCode(200)
  @RequireScope('media', 'write')
  @ApiOperation({ summary: 'Revoke a media share; its token then answers 403 SHARE_REVOKED' })
  @ApiOkResponse({ type: ShareRevokedView })
  @ApiErrors(MediaShareNotFoundError)
  revokeShare(
    @CurrentPrincipal() caller: Principal,
    @Param('shareId') shareId: string,
  ): Promise<ShareRevokedView> {
    return this.media.revokeShare(caller, shareId);
  }

  @Delete(':mediaId')
  @HttpCode(200)
  @RequireScope('media', 'delete')
  @ApiOperation({ summary: 'Delete a file; every share of it then answers 404' })
  @ApiOkResponse({ type: MediaDeletedView })
  @ApiErrors(MediaNotFoundError)
  remove(
    @CurrentPrincipal() caller: Principal,
    @Param('mediaId') mediaId: string,
  ): Promise<MediaDeletedView> {
    return this.media.remove(caller, mediaId);
  }

  @KeyedPost(':mediaId/shares')
  @RequireScope('media', 'write')
  @ApiOperation({ summary: 'Share a file by a public link (`view` or `download`)' })
  @ApiCreatedResponse({ type: ShareCreatedView })
  @ApiErrors(ValidationFailedError, MediaNotFoundError)
  createShare(
    @CurrentPrincipal() caller: Principal,
    @Param('mediaId') mediaId: string,
    @Body() body: MediaShareCreateDto,
  ): Promise<ShareCreatedView> {
    return this.media.createShare(caller, mediaId, body);
  }
}
